/// What the COPY rules share for one catalog: limits, the early-reader lexicon, the idiom
/// and discouraging phrase lists, and what each picture shows, each built once.
struct CopyResources {
    let catalog: Catalog
    let limits: CopyLimits
    let lexicon: Lexicon
    let idioms: PhraseMatcher
    let discouraging: PhraseMatcher
    /// The visuals each catalog picture shows (a number chart, ten frames), by asset id.
    let pictures: [String: Set<ScreenTraits.Visual>]

    init(_ catalog: Catalog) {
        self.catalog = catalog
        limits = CopyPolicy.limits(catalog)
        let lists = catalog.remembered(Self.lists) { Lists(catalog) }
        (lexicon, idioms, discouraging, pictures) = (lists.lexicon, lists.idioms, lists.discouraging, lists.pictures)
    }

    /// What is built from the word lists and the asset catalog alone, which a compile session
    /// keeps while they are unchanged: an edit of a lesson does not build the lexicon again.
    private struct Lists: Sendable {
        let lexicon: Lexicon
        let idioms: PhraseMatcher
        let discouraging: PhraseMatcher
        let pictures: [String: Set<ScreenTraits.Visual>]

        init(_ catalog: Catalog) {
            // Without names: the pass gathers them as it reads (`NameEvidence`).
            lexicon = Lexicon(words: catalog.wordLists[.earlyReader]?.words ?? [])
            idioms = PhraseMatcher(catalog.wordLists[.idioms]?.words ?? [], foldInflections: true)
            discouraging = PhraseMatcher(catalog.wordLists[.discouraging]?.words ?? [], foldInflections: false)
            pictures = CopyResources.pictureTexts(catalog).mapValues(ItemScreen.visuals(shownBy:))
        }
    }

    private static let lists = LessonMemo.Slot<Lists>(name: "COPY word lists")

    /// What each image of the asset catalog must show, by id: what a reading of the items
    /// depends on in the catalog (`CopyPassCache`).
    static func pictureTexts(_ catalog: Catalog) -> [String: String] {
        var out: [String: String] = [:]
        for (id, entry) in catalog.assetsByID where entry.kind == .image { out[id] = entry.shows.value }
        return out
    }
}
