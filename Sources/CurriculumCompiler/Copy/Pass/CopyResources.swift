/// What the COPY rules share for one catalog: limits, the early-reader lexicon, and the idiom
/// and discouraging phrase lists, each built once.
struct CopyResources {
    let catalog: Catalog
    let limits: CopyLimits
    let lexicon: Lexicon
    let idioms: PhraseMatcher
    let discouraging: PhraseMatcher

    init(_ catalog: Catalog) {
        self.catalog = catalog
        limits = CopyPolicy.limits(catalog)
        // Without names: the pass gathers them as it reads (`NameEvidence`).
        lexicon = Lexicon(words: catalog.wordLists[.earlyReader]?.words ?? [])
        idioms = PhraseMatcher(catalog.wordLists[.idioms]?.words ?? [], foldInflections: true)
        discouraging = PhraseMatcher(catalog.wordLists[.discouraging]?.words ?? [], foldInflections: false)
    }
}
