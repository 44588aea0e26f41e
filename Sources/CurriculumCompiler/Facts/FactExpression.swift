import CurriculumSyntax

/// The arithmetic a `range` step may write for `a` and `b`: whole numbers and the loop variable
/// joined by `+` and `-` (`n`, `n+1`, `n-1`, `10-n`, `7`). Nothing else is evaluated: no other
/// names, operators, parentheses or signs, so an author's file can never run anything.
struct FactExpression: Sendable, Equatable {
    enum Term: Sendable, Equatable {
        case variable
        case literal(Int)
    }

    /// Terms with their signs: `10-n` is [(+, 10), (−, n)].
    var terms: [(negated: Bool, term: Term)]

    static func == (l: FactExpression, r: FactExpression) -> Bool {
        l.terms.count == r.terms.count && zip(l.terms, r.terms).allSatisfy { $0.negated == $1.negated && $0.term == $1.term }
    }

    /// Why a text is not an expression, in words for the author.
    struct Rejection: Error, Sendable, Equatable {
        var message: String
    }

    /// Parses `text` with `variable` as the only name it may use.
    static func parse(_ text: String, variable: String) -> Result<FactExpression, Rejection> {
        let chars = Array(text.unicodeScalars)
        var index = 0
        var terms: [(Bool, Term)] = []
        var negated = false
        func skipSpaces() { while index < chars.count, chars[index] == " " { index += 1 } }
        func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        let allowed = "a whole number, '\(variable)', or a sum or difference of them (like \(variable)+1 or 10-\(variable))"

        skipSpaces()
        if index == chars.count { return .failure(Rejection(message: "the expression is empty; write \(allowed)")) }
        while true {
            skipSpaces()
            guard index < chars.count else {
                return .failure(Rejection(message: "'\(text)' ends with an operator; write \(allowed)"))
            }
            let c = chars[index]
            if isDigit(c) {
                var value = 0
                while index < chars.count, isDigit(chars[index]) {
                    let digit = Int(chars[index].value - 48)
                    let (times, o1) = value.multipliedReportingOverflow(by: 10)
                    let (plus, o2) = times.addingReportingOverflow(digit)
                    if o1 || o2 { return .failure(Rejection(message: "a number in '\(text)' is too large")) }
                    value = plus
                    index += 1
                }
                terms.append((negated, .literal(value)))
            } else if isLetter(c) {
                var name = ""
                while index < chars.count, isLetter(chars[index]) || isDigit(chars[index]) {
                    name.unicodeScalars.append(chars[index])
                    index += 1
                }
                guard name == variable else {
                    return .failure(Rejection(message: "'\(name)' in '\(text)' is not the loop variable; the range's variable is '\(variable)'"))
                }
                terms.append((negated, .variable))
            } else {
                return .failure(Rejection(message: "'\(Character(c))' in '\(text)' is not allowed; write \(allowed)"))
            }
            skipSpaces()
            guard index < chars.count else { break }
            switch chars[index] {
            case "+": negated = false
            case "-": negated = true
            default:
                return .failure(Rejection(message: "'\(Character(chars[index]))' in '\(text)' is not allowed; write \(allowed)"))
            }
            index += 1
        }
        return .success(FactExpression(terms: terms))
    }

    /// The value for one value of the loop variable, or nil when it does not fit an Int.
    func evaluate(_ value: Int) -> Int? {
        var total = 0
        for (negated, term) in terms {
            let x: Int
            switch term {
            case .variable: x = value
            case .literal(let v): x = v
            }
            let (next, overflow) = negated ? total.subtractingReportingOverflow(x) : total.addingReportingOverflow(x)
            if overflow { return nil }
            total = next
        }
        return total
    }
}
