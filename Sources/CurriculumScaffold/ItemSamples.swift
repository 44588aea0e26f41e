/// One example item of a type, for a standard: what `curriculum new` writes as a placeholder,
/// its prompt marked `TODO:` (COPY-PLACEHOLDER) so the author replaces it with the lesson's own.
/// Everything else about it is a real, valid item: it solves to its answer, its numbers are in
/// its standard's range, and its copy lints clean, so that once the marker is gone the item
/// lints clean too, but for ITEM-DUPLICATE-CONTENT while it is kept word for word: many examples
/// are shipped items, and the author is to write the lesson's own.
struct ItemSample: Sendable {
    var type: String
    var prompt: String
    /// The type's own fields, one YAML line each (`objects: {name: star, count: 6, arrangement: line}`).
    var fields: [String]
    var hints: [String]
    var correct: String?
    var incorrect: String

    init(_ type: String, _ prompt: String, fields: [String], hints: [String], correct: String?, incorrect: String) {
        self.type = type
        self.prompt = prompt
        self.fields = fields
        self.hints = hints
        self.correct = correct
        self.incorrect = incorrect
    }
}

/// Example items for each NY standard, of the item types the shipped curriculum teaches that
/// standard with (ordinal items for NY-K.CC.4d, shapes for NY-K.G.2, clocks for NY-1.MD.3a…),
/// and generic ones, worked out from a standard's number range, for codes the table does not know.
/// The examples are curriculum content, so they are data: schemas/item-samples/ in the
/// repository, one file per domain, compiled into the binary (`EmbeddedItemSamples`, written by
/// `make samples`) so that it needs no file beside it.
enum ItemSamples {
    /// Every file of schemas/item-samples/, read once.
    static let files: [ItemSampleFile] = EmbeddedItemSamples.files.map { ItemSampleFile(path: "schemas/item-samples/" + $0.path, text: $0.text) }

    /// Every standard's examples, by code.
    static let byStandard: [String: [ItemSample]] = {
        var all: [String: [ItemSample]] = [:]
        for file in files {
            for (code, items) in file.samples where all[code] == nil { all[code] = items }
        }
        // A lesson mixes item types (TARGET-ITEM-TYPES), and count-out items are NY-K.CC.5b's only
        // scored type, so its examples go on with those of its sibling part under the NY-K.CC.5
        // heading: counting and ten frames, which the app scores too.
        all["NY-K.CC.5b", default: []] += all["NY-K.CC.5a", default: []]
        return all
    }()

    /// A story problem (`wordProblem`) for each standard that has one, for mastery checks.
    static let stories: [String: ItemSample] = {
        var all: [String: ItemSample] = [:]
        for file in files {
            for (code, story) in file.stories where all[code] == nil { all[code] = story }
        }
        return all
    }()

    /// Counting, adding and comparing within `range` (0–10 when the standard sets none): for a
    /// standard the table does not know.
    static func generic(range: ClosedRange<Int>?) -> [ItemSample] {
        let lo = max(range?.lowerBound ?? 0, 0), hi = range?.upperBound ?? 10
        guard lo <= hi else { return [] }
        var out: [ItemSample] = []
        // Counting: 1–10 objects in a line.
        for count in [min(hi, max(lo, 4)), min(hi, max(lo, 7))] where count >= 1 && count <= 20 {
            out.append(ItemSample(
                "counting", "How many stars?",
                fields: ["objects: {name: star, count: \(count), arrangement: line}", "answer: \(count)"],
                hints: ["Touch each star as you count."],
                correct: "Yes! There are \(count) stars.", incorrect: "Touch each star one time and count again."))
        }
        // Adding: a total in range, from two parts that are in range too.
        for total in [min(hi, max(lo, 5)), min(hi, max(lo, 8))] where total >= 2 {
            let a = (total + 1) / 2, b = total - a
            out.append(ItemSample(
                "numericInput", "What is \(a) + \(b)?",
                fields: ["expression: \"\(a) + \(b)\"", "answer: \(total)"],
                hints: ["Start at \(a) and count on \(b) more."],
                correct: "Yes! \(a) + \(b) = \(total).", incorrect: "Start at \(a). Count on \(b) more with your fingers."))
        }
        // Comparing two numbers.
        if hi >= max(lo, 1) + 2 {
            let small = max(lo, 1), big = min(hi, small + 3)
            out.append(ItemSample(
                "compare", "Which number is greater?",
                fields: ["left: \(small)", "right: \(big)", "ask: more", "answer: right"],
                hints: ["Count from 1. Which number do you say later?"],
                correct: "Yes! \(big) is greater than \(small).", incorrect: "Count from 1. The number you say later is greater."))
        }
        return out
    }

    /// A story problem that adds two numbers to a total in `range` and within `limit`.
    static func genericStory(range: ClosedRange<Int>?, limit: Int) -> ItemSample? {
        let lo = max(range?.lowerBound ?? 0, 2), hi = min(range?.upperBound ?? limit, limit)
        guard lo <= hi else { return nil }
        let total = min(hi, max(lo, 5))
        // A ten and some ones when the range is the teens or beyond; two near-equal parts otherwise.
        let a = total > 10 ? 10 : (total + 1) / 2, b = total - a
        return ItemSample(
            "wordProblem", "Ana has \(a) shells. She finds \(b) more. How many shells now?",
            fields: ["equation: \"\(a) + \(b) = ?\"", "answer: \(total)"],
            hints: ["Start at \(a) and count on \(b) more."],
            correct: "Yes! \(a) and \(b) make \(total).", incorrect: "Put \(a) and \(b) together, then count them all.")
    }
}
