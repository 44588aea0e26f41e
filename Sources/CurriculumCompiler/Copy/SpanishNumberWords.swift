import CurriculumSyntax

/// Spanish number words, both ways, as `NumberWords` has them for English: the words for a
/// number (narration says times and fractions in words) and the number a run of words names
/// ("siete", "veintiuno", "treinta y uno", "ciento veinte").
///
/// Spanish numbers agree with what they count: "uno" when counting, "un" before a masculine
/// noun ("un centavo", "veintiún"), "una" before a feminine one ("la una", "doscientas").
package enum SpanishNumberWords {
    /// How a number is said: counting aloud, or before a masculine or a feminine noun.
    package enum Form: Sendable {
        case counting, masculine, feminine
    }

    /// 0…29 are one word each; "dieciséis", "veintidós", "veintitrés" and "veintiséis" carry accents.
    static let ones = [
        "cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
        "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve",
        "veinte", "veintiuno", "veintidós", "veintitrés", "veinticuatro", "veinticinco", "veintiséis",
        "veintisiete", "veintiocho", "veintinueve",
    ]
    static let tens = ["", "", "", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
    /// "ciento" for 101–199; 100 alone is "cien".
    static let hundreds = [
        "", "ciento", "doscientos", "trescientos", "cuatrocientos", "quinientos", "seiscientos", "setecientos",
        "ochocientos", "novecientos",
    ]
    static let ordinals = [
        "cero", "primero", "segundo", "tercero", "cuarto", "quinto", "sexto", "séptimo", "octavo", "noveno", "décimo",
        "undécimo", "duodécimo", "decimotercero", "decimocuarto", "decimoquinto", "decimosexto", "decimoséptimo",
        "decimoctavo", "decimonoveno", "vigésimo",
    ]

    /// The words for 0…999: `16` → "dieciséis", `31` → "treinta y uno", `120` → "ciento veinte";
    /// `21` before a masculine noun → "veintiún", before a feminine one → "veintiuna".
    package static func words(_ n: Int, form: Form = .counting) -> String {
        guard n >= 0, n < 1000 else { return String(n) }
        if n == 100 { return "cien" }
        if n > 100 {
            var hundred = hundreds[n / 100]
            // "doscientas manzanas"; "ciento" does not change.
            if form == .feminine, n >= 200 { hundred = String(hundred.dropLast(2)) + "as" }
            return n % 100 == 0 ? hundred : hundred + " " + words(n % 100, form: form)
        }
        if n < 30 {
            guard n % 10 == 1, n != 11 else { return ones[n] }
            switch form {
            case .counting: return ones[n]
            case .masculine: return n == 21 ? "veintiún" : "un"
            case .feminine: return n == 21 ? "veintiuna" : "una"
            }
        }
        return tens[n / 10] + (n % 10 == 0 ? "" : " y " + words(n % 10, form: form))
    }

    /// The ordinal word for 1…20 (`3` → "tercero"), as `NumberWords.ordinal` is for English.
    package static func ordinal(_ n: Int) -> String? {
        n >= 1 && n < ordinals.count ? ordinals[n] : nil
    }

    /// How an ordinal agrees with what it counts: "tercero" alone or after a masculine noun,
    /// "tercera" for a feminine one, "tercer" before a masculine noun ("el tercer lugar").
    package enum OrdinalForm: Sendable {
        case masculine, feminine, shortened
    }

    /// The ordinal word for 1…20 in a form: `3, .feminine` → "tercera", `1, .shortened` →
    /// "primer"; only "primero" and "tercero" (and "decimotercero") have a shortened form.
    package static func ordinal(_ n: Int, form: OrdinalForm) -> String? {
        guard let word = ordinal(n) else { return nil }
        switch form {
        case .masculine: return word
        case .feminine: return String(word.dropLast()) + "a"
        case .shortened: return word.hasSuffix("primero") || word.hasSuffix("tercero") ? String(word.dropLast()) : word
        }
    }

    /// Masculine singular nouns an ordinal stands before in children's copy ("el 1.º lugar"), where
    /// "primero" and "tercero" are said "primer" and "tercer". A short list on purpose: an ordinal
    /// before any other word ("el 3.º en la fila", "el 1.º de la fila") keeps its full form.
    static let ordinalNouns: Set<String> = [
        "lugar", "puesto", "grado", "día", "piso", "turno", "año", "premio", "paso", "vagón", "escalón", "nivel", "intento",
    ]

    /// Whether an ordinal before `word` (as written) is shortened: "primer lugar".
    static func shortensOrdinal(_ word: String) -> Bool { ordinalNouns.contains(word.lowercased()) }

    /// Every one-word number below a hundred in each form, and without its accent as children's
    /// copy is sometimes typed ("dieciseis"), to its value.
    static let values: [String: Int] = {
        var map: [String: Int] = [:]
        func add(_ word: String, _ n: Int) {
            map[word] = n
            map[unaccented(word)] = n
        }
        for n in 0..<30 {
            for form in [Form.counting, .masculine, .feminine] { add(words(n, form: form), n) }
        }
        for (n, word) in tens.enumerated() where !word.isEmpty { add(word, n * 10) }
        return map
    }()

    static let hundredValues: [String: Int] = {
        var map: [String: Int] = ["cien": 100, "ciento": 100]
        for (n, word) in hundreds.enumerated() where n >= 2 {
            map[word] = n * 100
            map[String(word.dropLast(2)) + "as"] = n * 100
        }
        return map
    }()

    static func unaccented(_ word: String) -> String {
        String(String.UnicodeScalarView(word.unicodeScalars.map { c -> Unicode.Scalar in
            switch c {
            case "á": "a"
            case "é": "e"
            case "í": "i"
            case "ó": "o"
            case "ú": "u"
            default: c
            }
        }))
    }

    /// The number named by the words starting at `index` (already folded to lowercase), and how
    /// many words name it: "siete" (1), "veintiuno" (1), "treinta y uno" (3), "ciento veinte" (2).
    package static func value(of words: [String], at index: Int) -> (value: Int, count: Int)? {
        guard index < words.count else { return nil }
        if let hundred = hundredValues[words[index]] {
            // "cien" stands alone: "cien uno" is two numbers.
            if words[index] != "cien", let rest = belowHundred(words, index + 1), rest.value > 0 {
                return (hundred + rest.value, 1 + rest.count)
            }
            return (hundred, 1)
        }
        return belowHundred(words, index)
    }

    private static func belowHundred(_ words: [String], _ i: Int) -> (value: Int, count: Int)? {
        guard i < words.count, let v = values[words[i]] else { return nil }
        // "treinta y uno"
        if v >= 30, v % 10 == 0, i + 2 < words.count, words[i + 1] == "y", let unit = values[words[i + 2]], unit > 0, unit < 10 {
            return (v + unit, 3)
        }
        return (v, 1)
    }

    /// True when `word` (folded) is a Spanish number word ("dieciséis", "cien", "doscientas").
    package static func isNumberWord(_ word: String) -> Bool {
        values[word] != nil || hundredValues[word] != nil
    }
}
