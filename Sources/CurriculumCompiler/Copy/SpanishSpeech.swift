/// How a bilingual early-grades teacher says the symbols in Spanish: "8 + 6 = ?" → "8 más 6 es
/// igual a ¿cuánto?", "3:30" → "las tres y media", "25¢" → "25 centavos", "3/4" → "tres cuartos".
/// Digits stay digits, as in English: VoiceOver reads them in the voice's language.
extension SpeechVocabulary {
    static let spanish = SpeechVocabulary(
        symbols: [
            "+": "más", "-": "menos", "\u{2212}": "menos", "=": "es igual a", "\u{2260}": "no es igual a",
            "<": "es menor que", ">": "es mayor que", "\u{00D7}": "por", "\u{00F7}": "entre",
            "\u{00A2}": "centavos", "$": "dólares",
            "\u{00BD}": "un medio", "\u{00BC}": "un cuarto", "\u{00BE}": "tres cuartos",
            "\u{2153}": "un tercio", "\u{2154}": "dos tercios",
        ],
        slashFractions: [
            "1/2": "un medio", "1/3": "un tercio", "2/3": "dos tercios", "1/4": "un cuarto",
            "2/4": "dos cuartos", "3/4": "tres cuartos",
        ],
        // "8 + 6 = ?" asks; "8 + ? = 11" asks for the number the way a teacher reads it aloud
        // ("8 más ¿cuánto? es igual a 11", the question said as one, so that an instruction
        // around it, "Inventa un cuento para 8 más ¿cuánto? es igual a 15", still sounds like
        // one; inside a question, plain "cuánto"), not as a worksheet's "espacio en blanco", which a
        // five-year-old hears as words to understand rather than a number to find, nor as "qué
        // número", which the prompts' own "¿Qué número falta?" would then say twice. An unknown
        // that starts its equation is "un número": there "cuánto menos 9" / "cuánto más 3" sounds
        // like "how much less / more than", so "? - 9 = 9" → "un número menos 9 es igual a 9".
        unknownAtEnd: "¿cuánto?", unknownInside: "¿cuánto?", unknownInsideQuestion: "cuánto", unknownFirst: "un número",
        // "¿Es 3 < 5?" → "¿Es 3 menor que 5?", "¿Es 4 = 4?" → "¿Es 4 igual a 4?".
        copula: "es", and: "y",
        cents: { $0 == "1" ? "centavo" : "centavos" }, dollars: spanishDollars, time: spanishTime,
        timeArticles: ["la", "las"], ordinal: spanishOrdinal,
        // New York City's bilingual classrooms keep the coins' English names; a Spanish voice
        // reads "dime" as the verb ("tell me"), so it is respelled as it is said; and the
        // spelling "pennies" as "pen-nies", not the "péniz" the classroom says. "Nickel" is said as
        // the Spanish "níquel" it comes from; "quarter" as the classroom's "cuórter".
        loanwords: ["dime": "daim", "dimes": "daims", "pennies": "péniz", "nickel": "níquel", "nickels": "níqueles",
                    "quarter": "cuórter", "quarters": "cuórters"],
        // The feminine nouns the lessons count one of; a noun not listed keeps the digit as written.
        feminineOne: ("una", ["decena", "unidad", "parte", "mitad", "moneda", "ficha", "casilla", "fila", "barra",
                              "caja", "taza", "línea", "hora", "manzana", "cuenta", "columna", "figura", "vez", "abeja"]),
        // And the masculine ones, the coins' English names among them.
        masculineOne: ("un", ["dime", "penny", "nickel", "quarter", "centavo", "dedo", "lado", "cuadrado", "triángulo", "círculo", "rectángulo",
                              "hexágono", "cubo", "grupo", "punto", "palito", "pájaro", "lápiz", "vaso", "paso", "salto", "bloque"]))

    /// "1.º" → "primero", "2.ª" → "segunda", "1.er" → "primer", "3.º lugar" → "tercer lugar";
    /// nil for an ending that is not an ordinal's. The abbreviations are the Real Academia's (a
    /// raised º or ª after a full stop; `1.er` and `3.er` for the shortened "primer" and
    /// "tercer"), and the same endings without the stop ("1º"), as they are often typed. Before a
    /// masculine noun, "primero" and "tercero" lose their last letter as a teacher says them.
    static func spanishOrdinal(_ number: Int, _ ending: String, _ next: String?) -> String? {
        let form: SpanishNumberWords.OrdinalForm
        switch ending {
        case "\u{00BA}": form = next.map(SpanishNumberWords.shortensOrdinal) == true ? .shortened : .masculine
        case "\u{00AA}": form = .feminine
        case "er": form = .shortened
        default: return nil
        }
        return SpanishNumberWords.ordinal(number, form: form)
    }

    /// "3:30" → "las tres y media", "1:00" → "la una en punto", "3:15" → "las tres y cuarto",
    /// "7:05" → "las siete y cinco"; nil when the text is not a time of day. Whole hours say
    /// "en punto" as "o'clock" does in English, the words Spanish first-grade clock lessons teach.
    static func spanishTime(_ text: String) -> String? {
        guard let (h, m) = Speech.clock(text) else { return nil }
        // Hours are feminine ("la una", "las veintiuna"): the word left out is "hora".
        let hour = (h == 1 ? "la " : "las ") + SpanishNumberWords.words(h, form: .feminine)
        switch m {
        case 0: return hour + " en punto"
        case 15: return hour + " y cuarto"
        case 30: return hour + " y media"
        default: return hour + " y " + SpanishNumberWords.words(m)
        }
    }

    /// "5" → "5 dólares", "1" → "1 dólar", "1.25" → "1 dólar con 25 centavos".
    static func spanishDollars(_ amount: String) -> String {
        let parts = amount.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts.first ?? "")
        var words = whole + (whole == "1" ? " dólar" : " dólares")
        if parts.count == 2, let cents = Int(parts[1]), cents > 0 {
            words += " con \(cents) " + (cents == 1 ? "centavo" : "centavos")
        }
        return words
    }
}
