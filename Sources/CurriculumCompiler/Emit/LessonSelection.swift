import CurriculumSyntax

/// Which lessons a partial build (`build --only`, `fixture`) keeps: lesson, skill or unit ids,
/// each possibly a shell-style glob (`k.counting.*`, `1.place-value`, `k.*.l1`). A skill or unit
/// stands for its lessons, a unit's mastery checks included.
package struct LessonSelection: Sendable, Equatable {
    package var patterns: [String]

    package init(_ patterns: [String]) {
        self.patterns = patterns
    }

    /// Patterns that matched no lesson, skill or unit, each with the ids it was probably meant to be.
    package struct Unmatched: Error, Sendable, Equatable, CustomStringConvertible {
        package var patterns: [(pattern: String, suggestions: [String])]

        package static func == (a: Self, b: Self) -> Bool {
            a.patterns.map(\.pattern) == b.patterns.map(\.pattern) && a.patterns.map(\.suggestions) == b.patterns.map(\.suggestions)
        }

        /// One line per pattern.
        package var messages: [String] {
            patterns.map { "--only '\($0.pattern)' matches no lesson, skill or unit" + EditDistance.didYouMean($0.suggestions) }
        }

        package var description: String { messages.joined(separator: "\n") }
    }

    /// The ids of the lessons selected, in teaching order. Throws `Unmatched` naming every pattern
    /// that selects nothing: a typo must not quietly give a smaller fixture.
    package func lessonIDs(in catalog: Catalog) throws(Unmatched) -> [String] {
        var unmatched: [(String, [String])] = []
        var chosen = Set<String>()
        for pattern in patterns {
            let glob = Glob(pattern)
            var matched = false
            for lesson in catalog.lessons where Self.names(of: lesson, in: catalog).contains(where: glob.matches) {
                chosen.insert(lesson.id.value)
                matched = true
            }
            if !matched { unmatched.append((pattern, Self.suggestions(for: pattern, in: catalog))) }
        }
        guard unmatched.isEmpty else { throw Unmatched(patterns: unmatched) }
        return catalog.lessons.map(\.id.value).filter(chosen.contains)
    }

    /// The ids a pattern can name a lesson by: its own, its skill's and its unit's.
    static func names(of lesson: Lesson, in catalog: Catalog) -> [String] {
        var names = [lesson.id.value]
        if let skill = lesson.skill?.value {
            names.append(skill)
            if let unit = catalog.skills[skill]?.unitID { names.append(unit) }
        }
        if let unit = lesson.unit?.value { names.append(unit) }
        return names
    }

    /// Near ids for a typo; a glob is judged by its text before the first wildcard.
    static func suggestions(for pattern: String, in catalog: Catalog) -> [String] {
        var ids: [String] = []
        var seen = Set<String>()
        for lesson in catalog.lessons {
            for name in names(of: lesson, in: catalog) where seen.insert(name).inserted { ids.append(name) }
        }
        let literal = String(pattern.prefix { !Glob.wildcards.contains($0) })
        guard !literal.isEmpty else { return [] }
        guard literal.count < pattern.count else { return EditDistance.candidates(near: pattern, in: ids) }
        // `k.countng.*`: the typo is judged against the ids' beginnings about as long as the
        // literal part, and the wildcards go back on after the nearest.
        var prefixes: [String] = []
        for id in ids {
            for length in max(1, literal.count - 2)...(literal.count + 2) where length <= id.count {
                prefixes.append(String(id.prefix(length)))
            }
        }
        var out: [String] = []
        for prefix in EditDistance.candidates(near: literal, in: prefixes) {
            // `k.*.l9` is not a typo of itself: what follows the wildcard selects nothing.
            let suggestion = prefix + pattern.dropFirst(literal.count)
            if suggestion != pattern, !out.contains(suggestion) { out.append(suggestion) }
        }
        return out
    }
}

/// A shell-style pattern: `*` any run of characters (dots included), `?` one character,
/// `[abc]`, `[a-z]` and `[!abc]` one character of a set. Anything else matches itself.
struct Glob: Sendable {
    static let wildcards: Set<Character> = ["*", "?", "["]

    private enum Token {
        case literal(Character)
        case any
        case anyRun
        case set([ClosedRange<Character>], negated: Bool)
    }

    private let tokens: [Token]

    init(_ pattern: String) {
        var tokens: [Token] = []
        let chars = Array(pattern)
        var i = 0
        while i < chars.count {
            switch chars[i] {
            case "*":
                tokens.append(.anyRun)
            case "?":
                tokens.append(.any)
            case "[":
                // A set runs to the next `]` (a `]` first is a member); without one, `[` is literal.
                var j = i + 1
                let negated = j < chars.count && chars[j] == "!"
                if negated { j += 1 }
                let start = j
                if j < chars.count && chars[j] == "]" { j += 1 }
                while j < chars.count && chars[j] != "]" { j += 1 }
                guard j < chars.count else {
                    tokens.append(.literal("["))
                    break
                }
                var ranges: [ClosedRange<Character>] = []
                var k = start
                while k < j {
                    if k + 2 < j, chars[k + 1] == "-", chars[k] <= chars[k + 2] {
                        ranges.append(chars[k]...chars[k + 2])
                        k += 3
                    } else {
                        ranges.append(chars[k]...chars[k])
                        k += 1
                    }
                }
                tokens.append(.set(ranges, negated: negated))
                i = j
            case let c:
                tokens.append(.literal(c))
            }
            i += 1
        }
        self.tokens = tokens
    }

    func matches(_ text: String) -> Bool {
        let chars = Array(text)
        // Iterative matching with one backtrack point for the last `*`: linear in practice.
        var t = 0, c = 0
        var star: (token: Int, char: Int)?
        while c < chars.count {
            if t < tokens.count {
                switch tokens[t] {
                case .anyRun:
                    star = (t, c)
                    t += 1
                    continue
                case .any:
                    t += 1
                    c += 1
                    continue
                case .literal(let l) where l == chars[c]:
                    t += 1
                    c += 1
                    continue
                case .set(let ranges, let negated) where ranges.contains { $0.contains(chars[c]) } != negated:
                    t += 1
                    c += 1
                    continue
                default:
                    break
                }
            }
            guard let s = star else { return false }
            star = (s.token, s.char + 1)
            t = s.token + 1
            c = s.char + 1
        }
        while t < tokens.count, case .anyRun = tokens[t] { t += 1 }
        return t == tokens.count
    }
}
