import CurriculumSyntax

extension Catalog {
    /// This catalog as it would be if the only lessons were those in `paths`: everything that
    /// is not a lesson stays (standards, units, skills, word lists, analytics, assets,
    /// translations, and what linking found: solutions, damage, duplicates). A rule of
    /// `RuleScope.lesson` finds in each of those lessons what it finds there in the whole
    /// catalog, so an edit of one lesson is checked on this catalog of one.
    ///
    /// Without `findingUnowned`, rules may leave out what they would find that is no lesson's
    /// (`FindingOwners`): a compile session takes that from its last whole run instead.
    func restricted(toLessonsAt paths: Set<String>, findingUnowned: Bool = true) -> Catalog {
        var catalog = self
        catalog.leavesOutUnowned = !findingUnowned
        catalog.lessons = lessons.filter { paths.contains($0.path) }
        catalog.lessonsLeftOut = Set(lessons.lazy.filter { !paths.contains($0.path) }.map(\.id.value))
        // The indexes keep linking's order: filtered, not made again.
        func kept(_ index: [String: [Lesson]]) -> [String: [Lesson]] {
            index.compactMapValues { lessons in
                let kept = lessons.filter { paths.contains($0.path) }
                return kept.isEmpty ? nil : kept
            }
        }
        catalog.lessonsBySkill = kept(lessonsBySkill)
        catalog.masteryChecks = kept(masteryChecks)
        // What the COPY and L10N rules make once per catalog is made again for this one, and
        // kept apart: the whole catalog's COPY readings are not traded for these few, though
        // its readings of these lessons are reused.
        catalog.copyPassCache = CopyPassCache(startingFrom: copyPassCache)
        catalog.sourceStringsOnce = Locked(nil)
        catalog.l10nUnitsOnce = Locked(nil)
        return catalog
    }
}
