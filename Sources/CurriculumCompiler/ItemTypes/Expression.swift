import CurriculumSyntax

/// The arithmetic K–1 items are written in: whole numbers, `+` and `-`, at most one `=`, and at
/// most one `?` standing for the unknown anywhere: `8 + 6`, `8 + ? = 11`, `6 + 1 = 7`,
/// `3 + 4 + 5 = ?`. Parsing never traps: numbers too large for an Int and sums that overflow are
/// problems located in the text like any other.
package struct Expression: Sendable, Hashable, CustomStringConvertible {
    package struct Term: Sendable, Hashable {
        /// Subtracted rather than added.
        package var negative: Bool
        /// The number, or nil for the unknown `?`.
        package var value: Int?
        /// Where the term is written in the text, in Unicode scalars.
        package var offset: Int
        package var length: Int
    }

    package var left: [Term]
    /// The side after `=`, when there is one.
    package var right: [Term]?

    /// What an expression works out to.
    package enum Evaluation: Sendable, Hashable {
        /// No `=` and no `?`: `8 + 6` is 14.
        case value(Int)
        /// The unknown of an equation: `8 + ? = 11` gives 3.
        case unknown(Int)
        /// An equation without an unknown: `6 + 1 = 7` is true.
        case truth(Bool, left: Int, right: Int)
    }

    package static func parse(_ text: String) -> Result<Expression, ExpressionError> {
        var parser = Parser(Array(text.unicodeScalars))
        return parser.run()
    }

    package var hasEquals: Bool { right != nil }
    package var terms: [Term] { left + (right ?? []) }
    package var unknown: Term? { terms.first { $0.value == nil } }
    /// The numbers written, in order.
    package var numbers: [Int] { terms.compactMap(\.value) }

    package func evaluate() -> Result<Evaluation, ExpressionError> {
        let length = max(1, (terms.last.map { $0.offset + $0.length } ?? 1) - (terms.first?.offset ?? 0))
        let start = terms.first?.offset ?? 0
        let tooLarge = ExpressionError("the numbers are too large to work out", offset: start, length: length)
        func known(_ side: [Term]) -> Int? {
            OverflowChecked.sum(side.compactMap { t in t.value.flatMap { t.negative ? OverflowChecked.difference(0, $0) : $0 } })
        }
        guard let l = known(left) else { return .failure(tooLarge) }
        guard let right else {
            if let u = unknown {
                return .failure(ExpressionError("an unknown needs an equation: write it as \(describe(nil)) = …", offset: u.offset, length: 1))
            }
            return .success(.value(l))
        }
        guard let r = known(right) else { return .failure(tooLarge) }
        guard let u = unknown else { return .success(.truth(l == r, left: l, right: r)) }
        // The unknown counts once with its sign s on its side: s·x + L = R, or L = s·x + R.
        let onLeft = left.contains { $0.value == nil }
        guard let difference = onLeft ? OverflowChecked.difference(r, l) : OverflowChecked.difference(l, r),
            let x = u.negative ? OverflowChecked.difference(0, difference) : difference
        else { return .failure(tooLarge) }
        return .success(.unknown(x))
    }

    /// The expression written out evenly (`8 + ? = 11`), with the unknown replaced when given.
    package func describe(_ unknownValue: Int?) -> String {
        func side(_ terms: [Term]) -> String {
            var out = ""
            for (i, t) in terms.enumerated() {
                let text = t.value.map(String.init) ?? unknownValue.map(String.init) ?? "?"
                if i == 0 {
                    out += (t.negative ? "-" : "") + text
                } else {
                    out += (t.negative ? " - " : " + ") + text
                }
            }
            return out
        }
        return side(left) + (right.map { " = " + side($0) } ?? "")
    }

    package var description: String { describe(nil) }

    /// The one expression a prompt holds, such as `8 + 6` in "What is 8 + 6?" or `8 + 6 = ?`,
    /// with where it starts; nil when the prompt holds none, or several.
    package static func find(in prompt: String) -> (expression: Expression, offset: Int)? {
        let scalars = Array(prompt.unicodeScalars)
        var found: [(Expression, Int)] = []
        var i = 0
        while i < scalars.count {
            guard Parser.isExpressionScalar(scalars[i]) else { i += 1; continue }
            var end = i
            while end < scalars.count, Parser.isExpressionScalar(scalars[end]) { end += 1 }
            if let candidate = candidate(scalars, i, end) { found.append(candidate) }
            i = end
        }
        return found.count == 1 ? found.first : nil
    }

    /// A run of expression characters, trimmed of prose punctuation: the question mark that ends
    /// "What is 8 + 6?" and one that ends a sentence before the expression.
    private static func candidate(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) -> (Expression, Int)? {
        var lo = start, hi = end
        func trimSpaces() {
            while lo < hi, scalars[lo] == " " { lo += 1 }
            while hi > lo, scalars[hi - 1] == " " { hi -= 1 }
        }
        trimSpaces()
        if hi > lo, scalars[hi - 1] == "?" {
            var before = hi - 2
            while before >= lo, scalars[before] == " " { before -= 1 }
            if before >= lo, Parser.isDigit(scalars[before]) { hi -= 1 }
        }
        while lo < hi, !Parser.isDigit(scalars[lo]), scalars[lo] != "?" { lo += 1 }
        trimSpaces()
        let text = String(String.UnicodeScalarView(scalars[lo..<hi]))
        guard text.unicodeScalars.contains(where: { "+-−=".unicodeScalars.contains($0) }),
            case .success(let expression) = parse(text), expression.terms.count >= 2
        else {
            // "Why? 3 + 4": a sentence's question mark before the expression.
            if lo < hi, scalars[lo] == "?" { return candidate(scalars, lo + 1, hi) }
            return nil
        }
        var shifted = expression
        shifted.left = expression.left.map { var t = $0; t.offset += lo; return t }
        shifted.right = expression.right?.map { var t = $0; t.offset += lo; return t }
        return (shifted, lo)
    }

    private struct Parser {
        let s: [Unicode.Scalar]
        var i = 0

        init(_ s: [Unicode.Scalar]) { self.s = s }

        static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
        static func isMinus(_ c: Unicode.Scalar) -> Bool { c == "-" || c == "−" || c == "–" }
        static func isExpressionScalar(_ c: Unicode.Scalar) -> Bool {
            isDigit(c) || c == " " || c == "+" || isMinus(c) || c == "=" || c == "?"
        }

        mutating func skipSpaces() {
            while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
        }

        mutating func run() -> Result<Expression, ExpressionError> {
            var sides: [[Term]] = [[]]
            var negative = false
            var expectOperand = true
            var unknownSeen = false
            var lastOperator = 0
            while true {
                skipSpaces()
                guard i < s.count else { break }
                let c = s[i]
                if expectOperand {
                    if Parser.isDigit(c) {
                        let start = i
                        var value = 0
                        while i < s.count, Parser.isDigit(s[i]) {
                            guard let next = OverflowChecked.product(value, 10).flatMap({ OverflowChecked.sum([$0, Int(s[i].value - 48)]) }) else {
                                while i < s.count, Parser.isDigit(s[i]) { i += 1 }
                                return .failure(.init("this number is too large", offset: start, length: i - start))
                            }
                            value = next
                            i += 1
                        }
                        sides[sides.count - 1].append(Term(negative: negative, value: value, offset: start, length: i - start))
                    } else if c == "?" {
                        if unknownSeen { return .failure(.init("only one '?' may stand for the unknown", offset: i, length: 1)) }
                        unknownSeen = true
                        sides[sides.count - 1].append(Term(negative: negative, value: nil, offset: i, length: 1))
                        i += 1
                    } else if c == "+" || Parser.isMinus(c) || c == "=" {
                        return .failure(.init("expected a number or '?' before '\(Character(c))'", offset: i, length: 1))
                    } else {
                        return .failure(Parser.foreign(c, at: i))
                    }
                    expectOperand = false
                    negative = false
                } else {
                    if c == "+" || Parser.isMinus(c) {
                        negative = Parser.isMinus(c)
                    } else if c == "=" {
                        if sides.count == 2 { return .failure(.init("an equation has only one '='", offset: i, length: 1)) }
                        sides.append([])
                    } else if Parser.isDigit(c) || c == "?" {
                        return .failure(.init("expected '+', '-' or '=' between two numbers", offset: i, length: 1))
                    } else {
                        return .failure(Parser.foreign(c, at: i))
                    }
                    lastOperator = i
                    expectOperand = true
                    i += 1
                }
            }
            if expectOperand {
                if s.allSatisfy({ $0 == " " || $0 == "\t" }) { return .failure(.init("the expression is empty", offset: 0, length: 1)) }
                return .failure(.init("expected a number or '?' after '\(Character(s[lastOperator]))'", offset: lastOperator, length: 1))
            }
            return .success(Expression(left: sides[0], right: sides.count > 1 ? sides[1] : nil))
        }

        static func foreign(_ c: Unicode.Scalar, at offset: Int) -> ExpressionError {
            let name = c == "x" || c == "×" || c == "*" || c == "÷" || c == "/" ? "'\(Character(c))' is not used in K–1 expressions: use + and -"
                : "'\(Character(c))' cannot be part of an expression: use whole numbers, +, -, = and ?"
            return ExpressionError(name, offset: offset, length: 1)
        }
    }
}

/// Why a piece of text is not an expression, and where in it.
package struct ExpressionError: Error, Sendable, Hashable {
    package var message: String
    /// In Unicode scalars from the start of the text.
    package var offset: Int
    package var length: Int

    package init(_ message: String, offset: Int, length: Int) {
        self.message = message
        self.offset = offset
        self.length = max(1, length)
    }
}
