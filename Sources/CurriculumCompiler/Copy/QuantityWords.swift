/// Words that name an exact number without being a number word: "a couple of cubes" is 2, "half
/// a dozen eggs" is 6, "none" is 0. An alt text or hint that says one tells the count as surely
/// as "two" does. Vague amounts ("a few", "a handful", "some", "many") name no number and are not
/// here.
///
/// Left out on purpose: "double" (in Grade 1 it names the doubles strategy, "Think of a double",
/// and "double 4" is arithmetic the child still does, like "4 + 4"); "once" ("count each cube
/// once" says how often, not how many); "empty" (a ten frame's or number chart's empty boxes are
/// places, not a count of none); "single" alone ("single cubes" are loose ones, not one cube);
/// "by ones" (counting by ones is how anything is counted).
enum QuantityWords {
    /// Each phrase as folded words, with its value; matched whole words only, longest first.
    private static let table: [(words: [String], value: Int)] = [
        (["half", "a", "dozen"], 6), (["a", "half", "dozen"], 6), (["half", "dozen"], 6),
        (["a", "dozen"], 12), (["a", "couple"], 2), (["a", "pair"], 2), (["a", "single"], 1),
        (["both"], 2), (["twice"], 2), (["none"], 0), (["nothing"], 0), (["no"], 0),
        // Skip counting names its step: "count by tens" says what a dime is worth.
        (["by", "tens"], 10), (["by", "fives"], 5), (["by", "twos"], 2),
    ]
    /// The phrases, longest first, so "half a dozen" wins over "a dozen".
    static let phrases = table.sorted { $0.words.count > $1.words.count }

    /// The words a phrase can begin with.
    static let starts: Set<String> = Set(phrases.map { $0.words[0] })

    /// The first words of the phrases that name `value`.
    static func starts(naming value: Int) -> [String] {
        phrases.filter { $0.value == value }.map { $0.words[0] }
    }

    /// The number named by the phrase starting at `index` of `words` (folded; "" for tokens
    /// that are not words), and how many words it takes.
    static func value(of words: [String], at index: Int) -> (value: Int, count: Int)? {
        guard index < words.count, starts.contains(words[index]) else { return nil }
        for phrase in phrases where index + phrase.words.count <= words.count {
            guard words[index..<index + phrase.words.count].elementsEqual(phrase.words) else { continue }
            let next = index + phrase.words.count < words.count ? words[index + phrase.words.count] : ""
            switch phrase.words {
            // "No, …" answers a question and "no" at the end of a sentence names nothing:
            // only "no" before a word ("no eggs") is none.
            case ["no"] where next.isEmpty: return nil
            // "Twice as long" compares; it says no count.
            case ["twice"] where next == "as": return nil
            default: return (phrase.value, phrase.words.count)
            }
        }
        return nil
    }
}
