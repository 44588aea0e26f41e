import CurriculumCompiler
import Foundation

/// Which standards a new unit or skill teaches when `--standards` is not given: the ones whose
/// words its title or name shares, read from the standards matrix (each standard's description)
/// and from a few words authors use for them that the descriptions do not ("ordinal", "coins",
/// "teen numbers", "geometry"). A word shared with few standards counts for more than one
/// shared with many ("100" picks out two counting standards, "number" picks out nothing), and the
/// best matches are kept within one domain, so "Shapes all around" is NY-K.G.1–6 and never a
/// counting standard. Nothing is guessed when no word matches.
enum StandardChoice {
    /// The codes among `candidates` that `text` names best; empty when none shares a word.
    static func choose(for text: String, among candidates: [String], in catalog: Catalog) -> [String] {
        let wanted = Set(words(text))
        guard !wanted.isEmpty else { return [] }
        let vocabulary: [String: [String]] = Dictionary(uniqueKeysWithValues: candidates.map { code in
            (code, words((catalog.standards[code]?.description ?? "") + " " + (keywords[code] ?? []).joined(separator: " ")))
        })
        // How rare each word is among the candidates.
        var spread: [String: Int] = [:]
        for words in vocabulary.values {
            for word in Set(words) { spread[word, default: 0] += 1 }
        }
        let total = Double(candidates.count)
        func weight(_ word: String) -> Double { log((total + 1) / Double(spread[word] ?? 1)) }
        var scores: [(code: String, score: Double)] = []
        for code in candidates {
            let shared = wanted.intersection(vocabulary[code] ?? [])
            let score = shared.reduce(0) { $0 + weight($1) }
            if score > 0 { scores.append((code, score)) }
        }
        guard let best = scores.map(\.score).max() else { return [] }
        let top = scores.filter { $0.score >= best - 1e-9 }.map(\.code)
        // Too vague to choose from: many best matches, none sharing a word that fewer than a
        // third of the candidates use ("Numbers").
        let specific = top.contains { code in
            wanted.intersection(vocabulary[code] ?? []).contains { spread[$0, default: 0] * 3 <= candidates.count }
        }
        guard specific || top.count <= 3 else { return [] }
        // Within one domain: the one most of the best matches are in, the earlier on a tie.
        let domains = top.map(domain(of:))
        var counts: [String: Int] = [:]
        for d in domains { counts[d, default: 0] += 1 }
        let most = counts.values.max() ?? 0
        guard let chosen = domains.first(where: { counts[$0] == most }) else { return [] }
        return top.filter { domain(of: $0) == chosen }
    }

    /// `CC` of `NY-K.CC.4a`.
    static func domain(of code: String) -> String {
        let parts = code.split(separator: ".")
        return parts.count >= 2 ? String(parts[1]) : code
    }

    /// The content words of `text`, stemmed so that plurals and -ing and -ed forms meet:
    /// "Counting shapes" → count, shap.
    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var word = ""
        func flush() {
            defer { word = "" }
            guard !word.isEmpty, !stopWords.contains(word) else { return }
            out.append(stem(word))
        }
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue
            } else {
                flush()
            }
        }
        flush()
        return out
    }

    static func stem(_ word: String) -> String {
        if let irregular = irregulars[word] { return irregular }
        var w = word
        if w.count > 4, w.hasSuffix("ies") { w = String(w.dropLast(3)) + "y" }
        if w.count > 5, w.hasSuffix("ing") { w = String(w.dropLast(3)) }
        if w.count > 4, w.hasSuffix("ed") { w = String(w.dropLast(2)) }
        if w.count > 3, w.hasSuffix("s"), !w.hasSuffix("ss") { w = String(w.dropLast()) }
        if w.count > 3, w.hasSuffix("e") { w = String(w.dropLast()) }
        return w
    }

    static let irregulars: [String: String] = [
        "halves": "half", "children": "child", "mice": "mouse", "feet": "foot", "taller": "tall", "longer": "long",
        "shorter": "short", "heavier": "heavy", "lighter": "light",
    ]

    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "of", "to", "in", "on", "at", "by", "with", "for", "from", "up", "all",
        "around", "my", "our", "your", "is", "are", "it", "its", "this", "that", "lets", "let", "we", "us", "fun",
        "more", "than", "as", "into", "about", "unit", "lesson", "lessons", "skill", "skills", "part", "one",
        "two", "some", "each", "any", "how", "many", "what", "which", "be", "can", "use", "using", "like", "such",
    ]

    /// Words authors call a standard by that its description does not use.
    static let keywords: [String: [String]] = [
        "NY-K.CC.1": ["count", "counting", "sequence", "tens", "hundred"],
        "NY-K.CC.2": ["count", "counting", "count on", "sequence"],
        "NY-K.CC.3": ["numerals", "write", "writing", "zero"],
        "NY-K.CC.4": ["count", "counting", "objects", "how many"],
        "NY-K.CC.4a": ["count", "counting", "objects", "one to one"],
        "NY-K.CC.4b": ["count", "counting", "cardinality", "how many"],
        "NY-K.CC.4c": ["count", "counting", "one more", "next"],
        "NY-K.CC.4d": ["ordinal", "ordinals", "position", "positions", "place", "places", "first", "second", "third", "tenth", "line", "order"],
        "NY-K.CC.5a": ["count", "counting", "objects", "how many", "arrays"],
        "NY-K.CC.5b": ["count", "counting", "count out", "groups"],
        "NY-K.CC.6": ["compare", "comparing", "groups", "more", "fewer", "same"],
        "NY-K.CC.7": ["compare", "comparing", "numbers", "greater", "less"],
        "NY-K.OA.1": ["addition", "add", "subtraction", "subtract", "join", "separate", "take away"],
        "NY-K.OA.2a": ["addition", "add", "subtraction", "subtract", "plus", "minus", "within 10"],
        "NY-K.OA.2b": ["addition", "subtraction", "story", "stories", "word problems"],
        "NY-K.OA.3": ["decompose", "decomposing", "number bonds", "parts", "partners"],
        "NY-K.OA.4": ["make ten", "making ten", "ten", "tens", "partners"],
        "NY-K.OA.5": ["fluency", "fluently", "facts", "addition", "add", "subtraction", "subtract", "plus", "minus"],
        "NY-K.OA.6": ["pattern", "patterns", "repeating", "extend", "copy"],
        "NY-K.NBT.1": ["teen", "teens", "teen numbers", "ten and ones", "tens", "ones", "place value"],
        "NY-K.MD.1": ["measure", "measurement", "measuring", "attributes", "describe"],
        "NY-K.MD.2": ["measure", "measurement", "compare", "comparing", "longer", "taller", "heavier", "length", "height", "weight"],
        "NY-K.MD.3": ["sort", "sorting", "classify", "groups", "data", "categories"],
        "NY-K.MD.4": ["coins", "money", "penny", "pennies", "nickel", "dime", "quarter", "cents"],
        "NY-K.G.1": ["geometry", "shapes", "position", "positions", "position words", "where"],
        "NY-K.G.2": ["geometry", "shapes", "name", "naming"],
        "NY-K.G.3": ["geometry", "shapes", "flat", "solid", "2d", "3d"],
        "NY-K.G.4": ["geometry", "shapes", "compare", "sides", "corners"],
        "NY-K.G.5": ["geometry", "shapes", "build", "building", "draw", "drawing"],
        "NY-K.G.6": ["geometry", "shapes", "compose", "composing", "put together"],
        "NY-1.OA.1": ["word problems", "story", "stories", "addition", "subtraction"],
        "NY-1.OA.2": ["word problems", "story", "stories", "three numbers", "addition"],
        "NY-1.OA.3": ["properties", "turn around", "fact families", "order"],
        "NY-1.OA.4": ["fact families", "subtraction", "missing part", "unknown"],
        "NY-1.OA.5": ["count on", "count back", "counting on", "counting back", "addition", "subtraction"],
        "NY-1.OA.6a": ["strategies", "make ten", "making ten", "doubles", "addition", "subtraction", "facts"],
        "NY-1.OA.6b": ["fluency", "fluently", "facts", "addition", "subtraction", "within 10"],
        "NY-1.OA.7": ["equal sign", "equals", "true", "false", "equations"],
        "NY-1.OA.8": ["unknowns", "missing number", "equations"],
        "NY-1.NBT.1": ["count", "counting", "120", "read", "write", "numbers"],
        "NY-1.NBT.2": ["place value", "tens", "ones", "digits"],
        "NY-1.NBT.2a": ["place value", "tens", "bundle", "ten"],
        "NY-1.NBT.2b": ["place value", "teen", "teens", "tens", "ones"],
        "NY-1.NBT.2c": ["place value", "tens", "decades"],
        "NY-1.NBT.3": ["compare", "comparing", "greater", "less", "symbols"],
        "NY-1.NBT.4": ["addition", "add", "within 100", "two digit"],
        "NY-1.NBT.5": ["ten more", "ten less", "mental math"],
        "NY-1.NBT.6": ["subtract", "subtraction", "tens", "within 100"],
        "NY-1.MD.1": ["measure", "measurement", "length", "lengths", "order", "longest", "shortest"],
        "NY-1.MD.2": ["measure", "measurement", "measuring", "length", "units"],
        "NY-1.MD.3a": ["time", "clock", "clocks", "hour", "half hour", "tell time"],
        "NY-1.MD.3b": ["coins", "money", "penny", "nickel", "dime", "quarter", "value"],
        "NY-1.MD.3c": ["coins", "money", "cents", "count coins", "value"],
        "NY-1.MD.4": ["data", "graphs", "graph", "bar graph", "tally", "sort"],
        "NY-1.G.1": ["geometry", "shapes", "attributes", "sides", "corners"],
        "NY-1.G.2": ["geometry", "shapes", "compose", "composing", "put together"],
        "NY-1.G.3": ["geometry", "fractions", "halves", "fourths", "quarters", "equal shares", "shares"],
    ]
}
