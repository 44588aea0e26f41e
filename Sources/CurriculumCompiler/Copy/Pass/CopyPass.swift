import CurriculumSyntax

/// One pass over the catalog's copy for every COPY rule: each string is read from its node and
/// tokenized once, each distinct word is looked up once per participating thread, the lexicon
/// and phrase lists are built once, and the findings are kept for every COPY rule to take its
/// own. Rules are still pure functions of the catalog: whichever COPY rules run first share
/// the reading (`Job`), and the rest read the result.
///
/// There is no process-wide state: the pass lives in the catalog's `CopyPassCache`, which a
/// compile session keeps from one compile to the next, so after an edit only the lessons that
/// changed are read again. Memory is one lesson part's tokens per thread plus the findings.
enum CopyPass {
    static func diagnostics(_ rule: any CopyLessonRule.Type, in catalog: Catalog) -> [Diagnostic] {
        catalog.copyPassCache.job(for: catalog).results()[rule.id] ?? []
    }

    /// Runs every registered COPY lesson rule over every lesson on the calling thread (and any
    /// other that joins).
    static func run(_ catalog: Catalog, maxItemsPerPart: Int = LessonPart.maxItems) -> [String: [Diagnostic]] {
        Job(catalog, maxItemsPerPart: maxItemsPerPart).results()
    }

    /// Which part of which lesson a reading belongs to. The lesson is held, so the identifier
    /// cannot be reused by another lesson while the reading is kept.
    struct PartKey: Hashable {
        let lesson: ObjectIdentifier
        let index: Int
    }

    /// What reading one lesson part found: each rule's findings, the findings that wait on
    /// story names, and the evidence for names.
    struct PartReading {
        let lesson: Lesson
        var buckets: [[Diagnostic]]
        var later: DeferredFindings
        var evidence: NameEvidence
        /// Only whole lessons are kept between compiles: a lesson read in parts joins its
        /// pieces at the merge, which changes them.
        var reusable: Bool
    }
}
