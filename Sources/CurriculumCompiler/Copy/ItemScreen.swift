import CurriculumSyntax

/// What one item's screen draws and lets the child do: its type's `ScreenTraits`, the things its
/// label fields name (the apples counted, the coins, the categories), and its picture, which
/// shows what its catalog entry and its alt text say it shows ("Two ten frames with counters").
struct ItemScreen {
    let typeName: String
    let traits: ScreenTraits
    let shows: Set<ScreenTraits.Visual>
    /// The folded words for everything drawn: label words, the type's parts, each visual's parts.
    private let things: Set<String>

    /// Nil for an item of a type the compiler does not know (the schema reports it).
    init?(_ item: Item, alt: [CopyToken]?, pictures: [String: Set<ScreenTraits.Visual>]) {
        guard let type = ItemTypes.type(of: item) else { return nil }
        typeName = type.name
        traits = type.screen(of: item)
        var shows = traits.shows
        if let image = item.image {
            shows.insert(.picture)
            if let asset = image.asset?.value { shows.formUnion(pictures[asset] ?? []) }
            for mention in ScreenWords.mentions(in: alt ?? []) { shows.insert(mention.visual) }
        }
        self.shows = shows
        var things = Set(traits.parts + (traits.dragged ?? []))
        for visual in shows { things.formUnion(visual.parts) }
        for label in item.labelStrings(in: Set(type.copy.labelFields)) {
            // Labels are often plural ("red cars"): their singulars name the things too.
            for token in CopyTokenizer.tokens(label.text) where token.kind == .word {
                things.insert(token.folded)
                things.formUnion(Inflection.stems(token.folded))
            }
        }
        self.things = things
    }

    /// The visuals a picture shows, from its catalog entry's `shows` text.
    static func visuals(shownBy text: String) -> Set<ScreenTraits.Visual> {
        Set(ScreenWords.mentions(in: CopyTokenizer.tokens(text)).map(\.visual))
    }

    /// The last object word of `request` that names something drawn ("red car" of "Push each
    /// red car"), or nil when it names nothing on the screen ("Move 2 from the 7", "Put your
    /// finger on 25"): then it asks nothing of the screen.
    func drawnObject(of request: ScreenWords.Request) -> Int? {
        if request.eachOne { return things.isEmpty ? nil : request.end }
        return request.objects.last { Self.names($0.word, in: things) }?.token
    }

    /// Whether the screen lets the child do what `request` asks to the thing at `object`.
    func allows(_ request: ScreenWords.Request, object: Int, in tokens: [CopyToken]) -> Bool {
        let possible = request.needs.intersection(traits.actions)
        guard !possible.isEmpty else { return false }
        // Only some things drag (a sortClassify's groups): the rest stay still.
        if possible == [.move], let dragged = traits.dragged {
            return !request.eachOne && Self.names(tokens[object].folded, in: Set(dragged))
        }
        return true
    }

    /// `word` or a plural of one of `words` ("apples", "boxes", "leaves").
    private static func names(_ word: String, in words: Set<String>) -> Bool {
        if words.contains(word) { return true }
        if Inflection.stems(word).contains(where: words.contains) { return true }
        return Wording.irregular.contains { words.contains($0.key) && $0.value == word }
    }
}
