/// A template's small expression language (docs/authoring.md#item-templates): whole numbers,
/// `+ - * / %`, comparisons, `and`/`or`/`not`, parentheses and parameter names; in a
/// placeholder, filters after `|` (`words`, `ordinal`, `plural n`). It is total: every input
/// either gives a value or a `TemplateExpression.Failure` in words, never a trap, and
/// arithmetic that overflows or divides by zero is a failure too.
enum TemplateExpression {
    struct Failure: Error, Equatable {
        var message: String
    }

    /// Evaluates `text` with `bindings`.
    static func evaluate(_ text: String, _ bindings: [String: TemplateValue]) -> Result<TemplateValue, Failure> {
        var parser = Parser(text, bindings)
        do {
            let value = try parser.expression()
            try parser.expectEnd()
            return .success(value)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "'\(text)' cannot be read"))
        }
    }

    /// Evaluates a placeholder's text: an expression and its filters, or a word and
    /// `|plural n` (`apple|plural a`), printed as text.
    static func placeholder(_ text: String, _ bindings: [String: TemplateValue], language: SpeechLanguage = .english) -> Result<TemplateValue, Failure> {
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        guard let head = parts.first, !head.isEmpty else { return .failure(Failure(message: "'{\(text)}' has no expression")) }
        var value: TemplateValue
        let filters = parts.dropFirst()
        if bindings[head] == nil, head.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }),
           let first = filters.first, first.hasPrefix("plural") {
            value = .text(head)  // a word to inflect, not a parameter
        } else {
            switch evaluate(head, bindings) {
            case .success(let v): value = v
            case .failure(let f): return .failure(f)
            }
        }
        for filter in filters {
            switch apply(filter, to: value, bindings, language) {
            case .success(let v): value = v
            case .failure(let f): return .failure(f)
            }
        }
        return .success(value)
    }

    /// A filter in the text's language: a Spanish translation of a template says its numbers
    /// and plurals in Spanish ("siete", "manzanas", "ratones").
    private static func apply(_ filter: String, to value: TemplateValue, _ bindings: [String: TemplateValue], _ language: SpeechLanguage) -> Result<TemplateValue, Failure> {
        let words = filter.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first ?? "" {
        case "words":
            guard case .int(let n) = value, n >= 0, n < 1000 else {
                return .failure(Failure(message: "'|words' needs a number from 0 to 999, not \(value.typeName)"))
            }
            return .success(.text(language == .spanish ? SpanishNumberWords.words(n) : NumberWords.words(n)))
        case "ordinal":
            guard case .int(let n) = value, let word = language == .spanish ? SpanishNumberWords.ordinal(n) : NumberWords.ordinal(n) else {
                return .failure(Failure(message: "'|ordinal' needs a number from 1 to 20, not \(value.typeName)"))
            }
            return .success(.text(word))
        case "plural":
            guard words.count == 2 else { return .failure(Failure(message: "'|plural' needs the number it agrees with: '|plural a'")) }
            switch evaluate(words[1], bindings) {
            case .success(.int(let n)):
                guard n != 1 else { return .success(value) }
                return .success(.text(language == .spanish ? SpanishPlural.of(value.description) : EnglishPlural.of(value.description)))
            case .success(let other): return .failure(Failure(message: "'|plural' needs a number, not \(other.typeName)"))
            case .failure(let f): return .failure(f)
            }
        default:
            return .failure(Failure(message: "unknown filter '|\(filter)'; the filters are 'words', 'ordinal' and 'plural n'"))
        }
    }

    private enum Token: Equatable {
        case number(Int), name(String), symbol(String), end
    }

    /// Precedence climbing over tokens read on demand.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        let text: String
        let bindings: [String: TemplateValue]
        var position = 0
        var token: Token = .end
        /// Why the first token could not be read, thrown when parsing starts.
        var firstFailure: Failure?

        init(_ text: String, _ bindings: [String: TemplateValue]) {
            self.text = text
            self.scalars = Array(text.unicodeScalars)
            self.bindings = bindings
            do { token = try read() } catch let failure as Failure { firstFailure = failure } catch {}
        }

        private func fail(_ message: String) -> Failure { Failure(message: message) }

        mutating func read() throws -> Token {
            while position < scalars.count, scalars[position] == " " { position += 1 }
            guard position < scalars.count else { return .end }
            let c = scalars[position]
            if ("0"..."9").contains(c) {
                var n = 0
                while position < scalars.count, ("0"..."9").contains(scalars[position]) {
                    let digit = Int(scalars[position].value - 48)
                    let (times, o1) = n.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times.addingReportingOverflow(digit)
                    if o1 || o2 { throw fail("the number in '\(text)' is too large") }
                    n = sum
                    position += 1
                }
                return .number(n)
            }
            if c.properties.isAlphabetic || c == "_" {
                var name = ""
                while position < scalars.count, scalars[position].properties.isAlphabetic || scalars[position] == "_"
                    || ("0"..."9").contains(scalars[position]) {
                    name.unicodeScalars.append(scalars[position])
                    position += 1
                }
                return .name(name)
            }
            for two in ["==", "!=", "<=", ">=", "≤", "≥", "≠"] where text.unicodeScalars.dropFirst(position).starts(with: two.unicodeScalars) {
                position += two.unicodeScalars.count
                return .symbol(two)
            }
            if "+-*/%()<>=×÷−".unicodeScalars.contains(c) {
                position += 1
                return .symbol(String(c))
            }
            throw fail("'\(c)' in '\(text)' is not part of a template expression")
        }

        mutating func advance() throws { token = try read() }

        mutating func expectEnd() throws {
            if token != .end { throw fail("'\(text)' has more after its expression") }
        }

        mutating func expression() throws -> TemplateValue {
            if let firstFailure { throw firstFailure }
            return try or()
        }

        mutating func or() throws -> TemplateValue {
            var left = try and()
            while token == .name("or") {
                try advance()
                let right = try and()
                left = .bool(try bool(left) || bool(right))
            }
            return left
        }

        mutating func and() throws -> TemplateValue {
            var left = try not()
            while token == .name("and") {
                try advance()
                let right = try not()
                left = .bool(try bool(left) && bool(right))
            }
            return left
        }

        mutating func not() throws -> TemplateValue {
            if token == .name("not") {
                try advance()
                return .bool(!(try bool(try not())))
            }
            return try comparison()
        }

        mutating func comparison() throws -> TemplateValue {
            let left = try sum()
            guard case .symbol(let op) = token, ["==", "=", "!=", "≠", "<", "<=", "≤", ">", ">=", "≥"].contains(op) else { return left }
            try advance()
            let right = try sum()
            switch op {
            case "==", "=": return .bool(left == right)
            case "!=", "≠": return .bool(left != right)
            default:
                let a = try int(left), b = try int(right)
                switch op {
                case "<": return .bool(a < b)
                case "<=", "≤": return .bool(a <= b)
                case ">": return .bool(a > b)
                default: return .bool(a >= b)
                }
            }
        }

        mutating func sum() throws -> TemplateValue {
            var left = try term()
            while case .symbol(let op) = token, op == "+" || op == "-" || op == "−" {
                try advance()
                let a = try int(left), b = try int(try term())
                let (r, o) = op == "+" ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
                if o { throw fail("'\(text)' overflows") }
                left = .int(r)
            }
            return left
        }

        mutating func term() throws -> TemplateValue {
            var left = try unary()
            while case .symbol(let op) = token, ["*", "×", "/", "÷", "%"].contains(op) {
                try advance()
                let a = try int(left), b = try int(try unary())
                if op == "*" || op == "×" {
                    let (r, o) = a.multipliedReportingOverflow(by: b)
                    if o { throw fail("'\(text)' overflows") }
                    left = .int(r)
                } else {
                    if b == 0 { throw fail("'\(text)' divides by zero") }
                    let (r, o) = op == "%" ? a.remainderReportingOverflow(dividingBy: b) : a.dividedReportingOverflow(by: b)
                    if o { throw fail("'\(text)' overflows") }
                    left = .int(r)
                }
            }
            return left
        }

        mutating func unary() throws -> TemplateValue {
            if case .symbol(let op) = token, op == "-" || op == "−" {
                try advance()
                let (r, o) = (0).subtractingReportingOverflow(try int(try unary()))
                if o { throw fail("'\(text)' overflows") }
                return .int(r)
            }
            return try primary()
        }

        mutating func primary() throws -> TemplateValue {
            switch token {
            case .number(let n):
                try advance()
                return .int(n)
            case .name(let name):
                try advance()
                if name == "true" { return .bool(true) }
                if name == "false" { return .bool(false) }
                guard let value = bindings[name] else {
                    let known = bindings.keys.sorted()
                    throw fail("'\(name)' in '\(text)' is not a parameter" + (known.isEmpty ? "" : " (the parameters: \(known.joined(separator: ", ")))"))
                }
                return value
            case .symbol("("):
                try advance()
                let value = try or()
                guard token == .symbol(")") else { throw fail("'\(text)' has a '(' without its ')'") }
                try advance()
                return value
            case .end:
                throw fail("'\(text)' ends where a number or a parameter was expected")
            case .symbol(let s):
                throw fail("'\(s)' in '\(text)' stands where a number or a parameter was expected")
            }
        }

        func int(_ value: TemplateValue) throws -> Int {
            guard case .int(let n) = value else { throw fail("'\(text)' does arithmetic with \(value.typeName)") }
            return n
        }

        func bool(_ value: TemplateValue) throws -> Bool {
            guard case .bool(let b) = value else { throw fail("'\(text)' needs true or false, not \(value.typeName)") }
            return b
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
