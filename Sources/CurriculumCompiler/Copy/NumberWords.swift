/// English number words, both ways: the words for a number (times are spoken "three thirty"),
/// and the number a run of words names ("seven", "twenty-one", "one hundred twenty"), so a hint
/// that says the answer in words is caught like one that writes its digits.
package enum NumberWords {
    static let ones = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    static let ordinals = [
        "zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
        "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
        "nineteenth", "twentieth",
    ]

    static let values: [String: Int] = {
        var map: [String: Int] = [:]
        for (n, word) in ones.enumerated() { map[word] = n }
        for (n, word) in tens.enumerated() where !word.isEmpty { map[word] = n * 10 }
        return map
    }()

    /// The words for 0…999, the way a child hears them: `21` → "twenty-one", `120` → "one hundred twenty".
    package static func words(_ n: Int) -> String {
        guard n >= 0, n < 1000 else { return String(n) }
        if n < 20 { return ones[n] }
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10]) }
        return ones[n / 100] + " hundred" + (n % 100 == 0 ? "" : " " + words(n % 100))
    }

    /// The ordinal word for 1…20 (`3` → "third"), for ordinal items whose answer is a position.
    package static func ordinal(_ n: Int) -> String? {
        n >= 1 && n < ordinals.count ? ordinals[n] : nil
    }

    /// The number named by the words starting at `index` (already folded to lowercase), and how
    /// many words name it: "seven" (1), "twenty-one" (1), "twenty one" (2), "one hundred and twenty" (4).
    package static func value(of words: [String], at index: Int) -> (value: Int, count: Int)? {
        guard index < words.count else { return nil }
        var i = index
        var total = 0
        if words[i] == "a" || words[i] == "one", i + 1 < words.count, words[i + 1] == "hundred" {
            total = 100
            i += 2
            if i < words.count, words[i] == "and", i + 1 < words.count, belowHundred(words, i + 1) != nil { i += 1 }
            if let rest = belowHundred(words, i) { return (100 + rest.value, i + rest.count - index) }
            return (total, i - index)
        }
        if let small = belowHundred(words, i) {
            if small.value > 0, small.value < 10, i + small.count < words.count, words[i + small.count] == "hundred" {
                i += small.count + 1
                total = small.value * 100
                if i < words.count, words[i] == "and", i + 1 < words.count, belowHundred(words, i + 1) != nil { i += 1 }
                if let rest = belowHundred(words, i) { return (total + rest.value, i + rest.count - index) }
                return (total, i - index)
            }
            return (small.value, small.count)
        }
        return nil
    }

    private static func belowHundred(_ words: [String], _ i: Int) -> (value: Int, count: Int)? {
        guard i < words.count else { return nil }
        let word = words[i]
        if let v = values[word] {
            if v >= 20, v % 10 == 0, i + 1 < words.count, let unit = values[words[i + 1]], unit > 0, unit < 10 {
                return (v + unit, 2)
            }
            return (v, 1)
        }
        // "twenty-one"
        if let dash = word.firstIndex(of: "-"), let t = values[String(word[..<dash])], let u = values[String(word[word.index(after: dash)...])],
            t >= 20, t % 10 == 0, u > 0, u < 10
        {
            return (t + u, 1)
        }
        return nil
    }

    /// True when `word` (folded) is a number word or a hyphenated one ("twenty-one").
    package static func isNumberWord(_ word: String) -> Bool {
        if values[word] != nil || word == "hundred" { return true }
        return word.utf8.contains(UInt8(ascii: "-")) && belowHundred([word], 0) != nil
    }
}
