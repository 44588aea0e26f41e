import CurriculumModel

/// The `en-XA` pseudo-locale: English that still reads as English, but looks and measures like a
/// translation. `"How many apples?"` becomes `"[Ĥóŵ ḿáñý áṗṗļéš? ~~~~]"`.
///
/// - Every ASCII letter gets an accent (`a` → `á`), one character for one, so a screen that
///   shows `How many` instead of `Ĥóŵ ḿáñý` draws a string that was never externalised.
/// - The text grows to at least 1.4 times its length (a `~` filler before the closing bracket),
///   the growth translations bring (docs/design.md#translation), so clipping shows.
/// - Brackets mark both ends, so a cut-off end shows.
/// - Digits, math and money symbols (`+ − = < > ¢ $ : / ?`), punctuation and placeholders
///   (`%@`, `%lld`, `%1$@`, `{name}`) are left exactly as they are, so numbers and sums still
///   read and format strings still format.
package enum PseudoLocale {
    /// The locale Apple reserves for accented pseudo-language.
    package static let identifier = "en-XA"
    /// The file a fixture writes its strings' pseudo-locale forms to, beside its bundles.
    package static let fileName = "en-xa.xcstrings"
    /// How much longer a pseudo string is than its source, at least, in percent.
    package static let growthPercent = 140
    package static let filler: Character = "~"

    /// `text` in the pseudo-locale. An empty string stays empty; the same text always gives the
    /// same result.
    package static func pseudo(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var out = "["
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            if let end = placeholderEnd(chars, from: i) {
                out.append(contentsOf: chars[i..<end])
                i = end
                continue
            }
            out.append(accented(chars[i]))
            i += 1
        }
        // ceil(1.4 × n) characters in all: brackets, a space and at least one filler.
        let target = (growthPercent * chars.count + 99) / 100
        let fill = max(1, target - chars.count - 3)
        out.append(" ")
        out.append(String(repeating: filler, count: fill))
        out.append("]")
        return out
    }

    /// Every entry of `catalog` with its pseudo-locale text beside its source text.
    package static func localize(_ catalog: StringCatalog) -> StringCatalog {
        var out = catalog
        for (key, entry) in catalog.strings {
            guard let source = entry.localizations[catalog.sourceLanguage]?.stringUnit.value else { continue }
            out.strings[key]?.localizations[identifier] = .init(stringUnit: .init(state: "translated", value: pseudo(source)))
        }
        return out
    }

    // MARK: - Letters

    private static let accents: [Character: Character] = {
        // Each mark takes off again (`q̇` is q and a combining dot, one character), so the
        // English is still there to read.
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("áḃçḋéḟĝĥíĵķļḿñóṗq\u{307}ŕšţúṽŵẋýžÁḂÇḊÉḞĜĤÍĴĶĻḾÑÓṖQ\u{307}ŔŠŢÚṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    private static func accented(_ c: Character) -> Character { accents[c] ?? c }

    // MARK: - Placeholders

    /// The end of a placeholder starting at `i`: a printf-style `%@`, `%lld`, `%1$@`, `%%`, or a
    /// `{name}` of letters, digits, `_` and `.`; nil when none starts there.
    private static func placeholderEnd(_ chars: [Character], from i: Int) -> Int? {
        switch chars[i] {
        case "%":
            var j = i + 1
            // Position (`1$`), flags, width, precision, length, then the conversion.
            var k = j
            while k < chars.count, chars[k].isASCII, chars[k].isNumber { k += 1 }
            if k > j, k < chars.count, chars[k] == "$" { j = k + 1 }
            // No space flag: `10% off` is text, not `% o`.
            while j < chars.count, "-+0#".contains(chars[j]) { j += 1 }
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            if j < chars.count, chars[j] == "." {
                j += 1
                while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            }
            while j < chars.count, "hlqzjtL".contains(chars[j]) { j += 1 }
            guard j < chars.count, "@%dDiuUxXoOfFeEgGcCsSpaA".contains(chars[j]) else { return nil }
            return j + 1
        case "{":
            var j = i + 1
            while j < chars.count, chars[j].isASCII, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." { j += 1 }
            guard j > i + 1, j < chars.count, chars[j] == "}" else { return nil }
            return j + 1
        default:
            return nil
        }
    }
}
