import Foundation

/// What a value with a `pattern` is, in the words of its schema's description, for a message an
/// author reads instead of the regular expression: "A lesson id: `<skill id>.l<n>` …" gives
/// "a lesson id", "An analytics event name in snake_case. Example: …" gives "an analytics event
/// name in snake_case".
enum SchemaPatternNoun {
    /// The description's opening noun phrase, up to its first `:`, `.`, `,` or backtick, when it
    /// starts with an article and is short; nil otherwise.
    static func noun(describedBy description: String) -> String? {
        let stops: Set<Character> = [":", ".", ",", "`", "("]
        let phrase = description.prefix { !stops.contains($0) }.trimmingCharacters(in: .whitespaces)
        let words = phrase.split(separator: " ")
        guard let first = words.first, ["A", "An", "The"].contains(first), words.count >= 2, phrase.count <= 60 else { return nil }
        return first.lowercased() + phrase.dropFirst(first.count)
    }
}
