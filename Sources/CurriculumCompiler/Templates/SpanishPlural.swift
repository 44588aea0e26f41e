/// The plural of a Spanish count noun, for a translated template's `{manzana|plural a}`: a vowel
/// adds -s (manzanas), a consonant -es (flores), -z becomes -ces (lápices), and a final stressed
/// syllable loses its written accent (ratón → ratones, autobús → autobuses). A word that already
/// ends in an unstressed -s stays (lunes).
enum SpanishPlural {
    static func of(_ word: String) -> String {
        guard let last = word.last else { return word }
        let lower = word.lowercased()
        if "aeiouáéíóú".contains(last) { return word + "s" }
        if last == "z" { return String(word.dropLast()) + "ces" }
        let accented: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"]
        if last == "n" || last == "s", let before = word.dropLast().last, let plain = accented[before] {
            return String(word.dropLast(2)) + String(plain) + String(last) + "es"
        }
        if last == "s" || last == "x", lower.filter({ "aeiouáéíóú".contains($0) }).count > 1 { return word }
        return word + "es"
    }
}
