/// A translation carried across an English rewrite that changed only its numbers, the most
/// common content fix ("Put 5 bears in the box." → "Put 6 bears in the box."): the translation
/// still says the same with the new numbers put in, so a translator reviews it instead of
/// translating it again (docs/localization.md#translation-memory).
package enum TranslationMemory {
    /// `translation`, made from `before`, with each of its digit numbers that `before` has
    /// replaced by the one `now` has in its place; nil when the English changed in anything but
    /// its numbers, when one old number became two different new ones, or when the result would
    /// not keep every number and symbol of `now` (L10N-NUMBER-LOST's check).
    package static func carried(_ translation: String, from before: String, to now: String, language: String) -> String? {
        let old = numberRuns(before), new = numberRuns(now)
        guard before != now, old.count == new.count, old.count > 0, masked(before, old) == masked(now, new) else { return nil }
        var replacement: [String: String] = [:]
        for (a, b) in zip(old, new) {
            let was = String(before[a]), becomes = String(now[b])
            if let known = replacement[was], known != becomes { return nil }
            replacement[was] = becomes
        }
        // Rebuilt run by run, so a 3 that becomes 4 never touches a 4 that becomes 5.
        var out = "", last = translation.startIndex
        for run in numberRuns(translation) {
            out += translation[last..<run.lowerBound]
            let digits = String(translation[run])
            out += replacement[digits] ?? digits
            last = run.upperBound
        }
        out += translation[last...]
        guard out != translation else { return nil }
        let check = MathTokens.compare(english: now, translation: out, language: language)
        return check.lost.isEmpty && check.extra.isEmpty ? out : nil
    }

    /// The ranges of the runs of ASCII digits.
    static func numberRuns(_ text: String) -> [Range<String.Index>] {
        var runs: [Range<String.Index>] = []
        var start: String.Index?
        var i = text.startIndex
        while i < text.endIndex {
            let isDigit = text[i].isASCII && text[i].isNumber
            if isDigit, start == nil { start = i }
            if !isDigit, let s = start {
                runs.append(s..<i)
                start = nil
            }
            i = text.index(after: i)
        }
        if let s = start { runs.append(s..<text.endIndex) }
        return runs
    }

    /// The text with each run of digits as `#`: equal for two texts that differ only in numbers.
    static func masked(_ text: String, _ runs: [Range<String.Index>]) -> String {
        var out = "", last = text.startIndex
        for run in runs {
            out += text[last..<run.lowerBound] + "#"
            last = run.upperBound
        }
        return out + text[last...]
    }
}
