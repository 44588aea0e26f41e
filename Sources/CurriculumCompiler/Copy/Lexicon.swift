import CurriculumSyntax
import Dispatch
import Foundation

/// The words an early reader is expected to know: the project's early-reader list, with
/// inflections folded (apples → apple, counted → count), numbers and number words, and the
/// story names the curriculum uses. Built once per check from the catalog; lookups are hashing
/// only. What one item adds (its own object names) is passed beside it, never copied in.
package struct Lexicon: Sendable {
    private let words: Set<String>
    /// Folded proper names (Mei, Kofi) found in the curriculum's copy.
    package let names: Set<String>

    package init(words: some Sequence<String>, names: some Sequence<String> = [String]()) {
        self.words = Set(words.map(CopyTokenizer.fold))
        self.names = Set(names.map(CopyTokenizer.fold))
    }

    /// The catalog's early-reader list and the story names its copy uses (see `NameEvidence`).
    package init(catalog: Catalog) {
        let base = Lexicon(words: catalog.wordLists[.earlyReader]?.words ?? [])
        // Lessons are read in slices on every core; the evidence merges in slice order.
        let lessons = catalog.lessons
        let slices = min(lessons.count, ProcessInfo.processInfo.activeProcessorCount * 4)
        let found = ConcurrentResults<NameEvidence>(count: slices)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            var evidence = NameEvidence()
            for lesson in lessons[(slice * lessons.count / slices)..<((slice + 1) * lessons.count / slices)] {
                for item in lesson.items {
                    for copy in CopyString.strings(of: item, .reading) {
                        let tokens = CopyTokenizer.tokens(copy.text)
                        evidence.add(tokens) { base.knows(tokens[$0].folded) }
                    }
                    evidence.add(labels: ItemData.labels(of: item)) { base.knows($0) }
                }
            }
            found[slice] = evidence
        }
        var evidence = NameEvidence()
        for case let slice? in found.values { evidence.merge(slice) }
        words = base.words
        names = evidence.names
    }

    package var isEmpty: Bool { words.isEmpty }

    /// True when the folded word is on the list, is an inflection of a listed word, is a
    /// number or number word, or is built of known parts ("ten-frame", "Kofi's").
    package func knows(_ folded: String) -> Bool {
        if words.contains(folded) { return true }
        if let first = folded.utf8.first, first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") { return true }
        if NumberWords.isNumberWord(folded) { return true }
        for stem in Inflection.stems(folded) where words.contains(stem) || names.contains(stem) { return true }
        if folded.utf8.contains(UInt8(ascii: "-")) {
            let parts = folded.split(separator: "-").map(String.init)
            return parts.count > 1 && parts.allSatisfy { !$0.isEmpty && knows($0) }
        }
        return false
    }

    /// Whether a token of running text is familiar to an early reader: a known word, a number,
    /// one of `extra` (the item's own object names, folded), or a name — a capitalised word not
    /// at the start of a sentence, or one the curriculum uses as a name elsewhere.
    package func isFamiliar(_ token: CopyToken, extra: Set<String> = []) -> Bool {
        switch familiarity(token, known: token.kind != .word || knows(token.folded), extra: extra) {
        case .familiar: true
        case .unfamiliar: false
        case .unlessName: Lexicon.isName(token.folded, in: names)
        }
    }

    enum Familiarity: UInt8 { case familiar, unfamiliar, unlessName }

    /// Familiarity without the curriculum's names: a capitalised word at the start of a sentence
    /// that is not otherwise known is `unlessName`, decided once every name is known.
    func familiarity(_ token: CopyToken, known: Bool, extra: Set<String>) -> Familiarity {
        if token.kind != .word || known { return .familiar }
        let folded = token.folded
        if !extra.isEmpty, extra.contains(folded) || Inflection.stems(folded).contains(where: extra.contains) { return .familiar }
        guard token.isCapitalized else { return .unfamiliar }
        return token.startsSentence ? .unlessName : .familiar
    }

    /// A story name, or a possessive or plural of one ("Kofi's").
    static func isName(_ folded: String, in names: Set<String>) -> Bool {
        names.contains(folded) || Inflection.stems(folded).contains(where: names.contains)
    }
}

/// Evidence that a capitalised word is a story name (Mei, Kofi), so "Mei has 2 shells." knows
/// "Mei" at the start of a sentence. A capitalised word not otherwise known is a name when it
/// is capitalised where a sentence does not start, carries a possessive ("Kofi's"), is a name in
/// an item's data (options, categories, sequences), or starts a sentence the way a name does —
/// followed by a comma, "and", or a verb such as "has" or "finds" — and the curriculum never
/// writes it in lowercase. An imperative ("Pair the ducks up.") is followed by its object, so
/// an unknown verb at the start of a sentence is still reported. Gathered over every item's
/// prompt, hints and feedback, in any order; slices merge.
struct NameEvidence: Sendable {
    private var certain: Set<String> = []
    private var lowercase: Set<String> = []
    private var starts: Set<String> = []

    var names: Set<String> { certain.union(starts.subtracting(lowercase)) }

    /// Reads one string's tokens; `known(i)` says whether token `i` is a known word.
    mutating func add(_ tokens: [CopyToken], known: (Int) -> Bool) {
        for (index, token) in tokens.enumerated() where token.kind == .word && !known(index) {
            let folded = token.folded
            let possessive = folded.hasSuffix("'s")
            if !token.isCapitalized {
                lowercase.insert(folded)
            } else if !token.startsSentence || possessive {
                certain.insert(possessive ? String(folded.dropLast(2)) : folded)
            } else if NameEvidence.followedLikeAName(tokens, index, known: known) {
                starts.insert(folded)
            }
        }
    }

    /// Reads an item's labels: a single capitalised word there is a name.
    mutating func add(labels: [String], known: (String) -> Bool) {
        for label in labels {
            guard let first = label.unicodeScalars.first, first.properties.isUppercase else { continue }
            let tokens = CopyTokenizer.tokens(label)
            if tokens.count == 1, tokens[0].kind == .word, !known(tokens[0].folded) { certain.insert(tokens[0].folded) }
        }
    }

    mutating func merge(_ other: NameEvidence) {
        certain.formUnion(other.certain)
        lowercase.formUnion(other.lowercase)
        starts.formUnion(other.starts)
    }

    /// Words that follow a story's subject: "Mei has", "Kofi and Leo", "Ana, count".
    static let subjectFollowers: Set<String> = [
        "and", "or", "is", "was", "has", "had", "can", "will", "did", "does", "wants", "gets", "sees", "says", "likes",
        "needs", "puts", "gives", "takes", "makes", "finds", "eats", "buys", "picks", "holds", "keeps", "counts", "draws",
    ]

    static func followedLikeAName(_ tokens: [CopyToken], _ index: Int, known: (Int) -> Bool) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if next.kind == .punctuation { return next.text == "," }
        guard next.kind == .word else { return false }
        let word = next.folded
        if subjectFollowers.contains(word) { return true }
        // Another third-person verb of a known word: "fills", "stacks", "jumps". (A plural noun
        // looks the same, so "Gigantic apples fell." passes "Gigantic" as a name: rare in copy.)
        return word.hasSuffix("s") && !word.hasSuffix("ss") && known(index + 1)
    }
}
