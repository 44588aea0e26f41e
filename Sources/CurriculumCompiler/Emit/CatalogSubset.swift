/// A partial build's catalog (`build --only`, `fixture`): the chosen lessons and exactly what
/// they reference, so the bundles laid out from it are small, whole and need nothing else.
///
/// - skills: each lesson's skill, and the skills a mastery check's items name;
/// - units: those skills' units and the units mastery checks close, listing only those skills;
/// - standards: every code those skills, units and items name, a heading with all its parts (its
///   record lists them); a part does not bring its heading;
/// - badges of skills with a chosen lesson (a skill only a mastery check names has none to earn);
/// - analytics: events every item logs, events the chosen item types log, and the app's own
///   (sessions, lessons, progress, settings); not events only other item types log;
/// - grades: only those with a chosen lesson; no fluency facts.
///
/// Prerequisites and remediation links to skills or units outside the subset are dropped, so
/// every lesson in a fixture can be reached; the remediation note stays.
extension Catalog {
    package func subset(lessons ids: some Sequence<String>) -> Catalog {
        let chosen = Set(ids)
        var out = self
        out.lessons = lessons.filter { chosen.contains($0.id.value) }

        var skillIDs = Set<String>()
        var unitIDs = Set<String>()
        var itemTypes = Set<String>()
        var codes = Set<String>()
        for lesson in out.lessons {
            if let skill = lesson.skill?.value { skillIDs.insert(skill) }
            if let unit = lesson.unit?.value { unitIDs.insert(unit) }
            for item in lesson.items {
                if let skill = item.skill?.value { skillIDs.insert(skill) }
                itemTypes.insert(item.type.value)
                codes.formUnion(standards(of: item, in: lesson))
            }
        }
        skillIDs = skillIDs.filter { skills[$0] != nil }
        for id in skillIDs {
            if let unit = skills[id]?.unitID { unitIDs.insert(unit) }
        }

        out.units = units.compactMap { unit -> Unit? in
            guard unitIDs.contains(unit.id.value) else { return nil }
            var kept = unit
            kept.skills = unit.skills.filter { skillIDs.contains($0.id.value) }.map { Self.trim($0, skills: skillIDs) }
            kept.prerequisites = unit.prerequisites.filter { unitIDs.contains($0.value) }
            kept.remediation = unit.remediation.map { Self.trim($0, skills: skillIDs) }
            return kept
        }
        out.unitsByID = [:]
        out.skills = [:]
        out.skillSequence = []
        out.sequenceIndex = [:]
        for unit in out.units {
            out.unitsByID[unit.id.value] = unit
            codes.formUnion(unit.standards.map(\.value))
            for skill in unit.skills {
                out.skills[skill.id.value] = skill
                out.sequenceIndex[skill.id.value] = out.skillSequence.count
                out.skillSequence.append(skill.id.value)
                codes.formUnion(skill.standards.map(\.value))
            }
        }
        out.lessonsBySkill = lessonsBySkill.compactMapValues { Self.keep($0, chosen) }
        out.masteryChecks = masteryChecks.compactMapValues { Self.keep($0, chosen) }

        // A heading's record lists its parts, so they come with it.
        for code in codes { codes.formUnion(expand(code)) }
        out.standards = standards.filter { codes.contains($0.key) }
        out.standardSets = standardSets.map { set in
            var kept = set
            kept.standards = set.standards.filter { codes.contains($0.code) }
            return kept
        }

        let taught = Set(out.lessonsBySkill.keys)
        out.badges = badges.map { catalog in
            var kept = catalog
            kept.badges = catalog.badges.filter { taught.contains($0.skill.value) }
            return kept
        }
        out.analytics = analytics.map { Self.trim($0, itemTypes: itemTypes) }

        if var manifest {
            let grades = Set(out.lessons.map(\.grade))
            manifest.grades = manifest.grades.filter(grades.contains)
            out.manifest = manifest
        }
        out.factSets = []
        return out
    }

    private static func keep(_ lessons: [Lesson], _ chosen: Set<String>) -> [Lesson]? {
        let kept = lessons.filter { chosen.contains($0.id.value) }
        return kept.isEmpty ? nil : kept
    }

    private static func trim(_ skill: Skill, skills: Set<String>) -> Skill {
        var kept = skill
        kept.prerequisites = skill.prerequisites.filter { skills.contains($0.value) }
        kept.remediation = skill.remediation.map { trim($0, skills: skills) }
        return kept
    }

    private static func trim(_ remediation: Remediation, skills: Set<String>) -> Remediation {
        var kept = remediation
        if let skill = remediation.skill, !skills.contains(skill.value) { kept.skill = nil }
        return kept
    }

    /// Emitters keyed by an item type the subset lacks go, with the events only they log.
    private static func trim(_ analytics: AnalyticsDictionary, itemTypes: Set<String>) -> AnalyticsDictionary {
        var kept = analytics
        kept.emitters = analytics.emitters.filter { emitter in
            ItemTypes.byName[emitter.itemType.value] == nil || itemTypes.contains(emitter.itemType.value)
        }
        let logged = Set(kept.emitters.flatMap { $0.events.map(\.value) })
        kept.events = analytics.events.filter { logged.contains($0.name.value) }
        return kept
    }
}
