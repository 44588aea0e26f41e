import CurriculumSyntax

/// The arithmetic an item states, in a field (`expression`, `equation`) or in its prompt
/// ("What is 8 + 6?"), shared by the types that are worked out with `Expression`.
struct StatedExpression {
    var expression: Expression
    var node: Node
    /// Where the expression starts in the node's text.
    var offset: Int
    /// Where it was written, as the notes say it: "the prompt's expression".
    var source: String

    /// A problem at part of the expression.
    func problem(_ error: ExpressionError) -> ItemProblem {
        ItemProblem(error.message, at: node, offset: offset + error.offset, length: error.length)
    }

    /// A problem about the expression as a whole.
    func problem(_ message: String) -> ItemProblem {
        let start = expression.terms.first?.offset ?? 0
        let end = expression.terms.last.map { $0.offset + $0.length } ?? start + 1
        return ItemProblem(message, at: node, offset: offset + start, length: end - start)
    }
}

enum Arithmetic {
    /// The expression in `field` when the item writes that field (a problem when it does not
    /// parse), else the one its prompt holds when `fromPrompt`; nil when there is none.
    static func stated(_ item: Item, field: Field<WrittenArithmetic>?, fromPrompt: Bool) -> Result<StatedExpression, ItemProblem>? {
        if let field {
            switch field.value.parsed {
            case nil:
                return nil
            case .success(let e)?:
                return .success(StatedExpression(expression: e, node: field.node, offset: 0, source: "the \(field.value.name)"))
            case .failure(let error)?:
                return .failure(ItemProblem(error.message, at: field.node, offset: error.offset, length: error.length))
            }
        }
        guard fromPrompt, let node = item.syntax(of: .prompt), let text = node.string,
            let (e, offset) = Expression.find(in: text)
        else { return nil }
        var shifted = e
        // `find` reports term offsets within the prompt; keep them relative to the expression.
        shifted.left = e.left.map { var t = $0; t.offset -= offset; return t }
        shifted.right = e.right?.map { var t = $0; t.offset -= offset; return t }
        return .success(StatedExpression(expression: shifted, node: node, offset: offset, source: "the prompt's expression"))
    }

    /// The number an expression or equation with an unknown works out to, for items whose
    /// answer is that number (multipleChoice, numericInput, missingNumber, wordProblem).
    /// `requireUnknown` insists on an equation with `?` (missingNumber, wordProblem).
    static func solveNumber(_ item: Item, field: Field<WrittenArithmetic>?, fromPrompt: Bool, requireUnknown: Bool = false) -> ItemSolution {
        guard let stated = stated(item, field: field, fromPrompt: fromPrompt) else { return .unknown }
        let s: StatedExpression
        switch stated {
        case .failure(let problem): return .impossible([problem])
        case .success(let found): s = found
        }
        if requireUnknown {
            if !s.expression.hasEquals {
                return .impossible([s.problem("\(s.source) needs '=' and a '?' for the number to find, like \(s.expression.describe(nil)) = ?")])
            }
            if s.expression.unknown == nil {
                return .impossible([s.problem("\(s.source) has no '?' for the number to find")])
            }
        }
        switch s.expression.evaluate() {
        case .failure(let error):
            return .impossible([s.problem(error)])
        case .success(.value(let v)):
            if v < 0 {
                return .impossible([s.problem("\(s.expression.describe(nil)) is \(v), below zero, and K–1 answers are whole numbers")])
            }
            return .solved(.number(v), "\(s.expression.describe(nil)) = \(v)", note: "\(s.source) evaluates to \(v)")
        case .success(.unknown(let x)):
            if x < 0 {
                return .impossible([s.problem("the unknown in \(s.expression.describe(nil)) would be \(x), below zero, and K–1 answers are whole numbers")])
            }
            return .solved(.number(x), s.expression.describe(x), note: "the unknown in \(s.source) \(s.expression.describe(nil)) is \(x)")
        case .success(.truth):
            return .unknown
        }
    }

    /// The numbers an item's arithmetic uses: every number written, and what it works out to.
    static func numbers(_ item: Item, field: Field<WrittenArithmetic>?, fromPrompt: Bool) -> [(Int, Node)] {
        guard case .success(let s)? = stated(item, field: field, fromPrompt: fromPrompt) else { return [] }
        var out = s.expression.numbers.map { ($0, s.node) }
        switch s.expression.evaluate() {
        case .success(.value(let v)), .success(.unknown(let v)): out.append((v, s.node))
        case .success(.truth(_, let l, let r)): out += [(l, s.node), (r, s.node)]
        case .failure: break
        }
        return out
    }

    /// An authored answer that is itself arithmetic (`"3 + 4"`) stands for its value.
    static func answerValue(_ node: Node) -> Answer? {
        if let text = node.string, case .success(let e) = Expression.parse(text), e.terms.count > 1,
            case .success(.value(let v)) = e.evaluate()
        {
            return .number(v)
        }
        return Answer(node)
    }

    /// Integer options, for the numbers an item shows.
    static func optionNumbers(_ item: Item) -> [(Int, Node)] {
        (item.options?.value ?? []).compactMap { n in
            guard case .number(let v)? = Answer(n) else { return nil }
            return (v, n)
        }
    }
}
