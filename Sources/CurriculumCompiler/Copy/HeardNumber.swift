import Foundation

/// A number as a listener hears it: "14", "fourteen" and "Fourteen" are all fourteen; "3rd" and
/// "third" are both third. Two texts written differently that are heard the same can be matched
/// by ear, without knowing how either is written.
struct HeardNumber: Equatable {
    var value: Int
    var isOrdinal: Bool
    /// Written with digits ("14", "3rd") rather than words.
    var isDigits: Bool

    static func == (a: HeardNumber, b: HeardNumber) -> Bool {
        a.value == b.value && a.isOrdinal == b.isOrdinal
    }

    /// The number a whole text names, or nil when the text is anything more than one number.
    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let n = Int(trimmed), n >= 0 {
            self.init(value: n, isOrdinal: false, isDigits: true)
            return
        }
        let lower = trimmed.lowercased()
        for suffix in ["st", "nd", "rd", "th"] where lower.hasSuffix(suffix) {
            if let n = Int(lower.dropLast(2)), n >= 0 {
                self.init(value: n, isOrdinal: true, isDigits: true)
                return
            }
        }
        let words = lower.split(separator: " ").map(String.init)
        if words.count == 1, let n = NumberWords.ordinals.firstIndex(of: words[0]) {
            self.init(value: n, isOrdinal: true, isDigits: false)
            return
        }
        guard let named = NumberWords.value(of: words, at: 0), named.count == words.count else { return nil }
        self.init(value: named.value, isOrdinal: false, isDigits: false)
    }

    init(value: Int, isOrdinal: Bool, isDigits: Bool) {
        self.value = value
        self.isOrdinal = isOrdinal
        self.isDigits = isDigits
    }

    /// How it is said: "fourteen", "third".
    var spoken: String {
        isOrdinal ? NumberWords.ordinal(value) ?? "\(value)th" : NumberWords.words(value)
    }
}
