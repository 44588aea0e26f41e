import CurriculumSyntax

/// Is the equation true (1.OA.7)? `equation: "6 + 1 = 7"` is, `"6 + 2 = 7"` is not.
package enum EquationTrueFalseItem: ItemType {
    package static let name = "equationTrueFalse"
    package static let screen = ScreenTraits(actions: [.choose])
    package static let copy = CopyTraits(shownFields: [Fields.Key.equation])

    package struct Fields: FieldRecord, StatesArithmetic {
        package enum Key: String, CaseIterable, Sendable { case equation }
        /// The equation to judge, with no `?`.
        package var equation: Field<WrittenArithmetic>?
        var arithmetic: Field<WrittenArithmetic>? { equation }

        package init(_ fields: FieldReader<Key>) { equation = fields.arithmetic(.equation) }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let stated = Arithmetic.stated(item, field: item.fields(Fields.self)?.equation, fromPrompt: false) else { return .unknown }
        let s: StatedExpression
        switch stated {
        case .failure(let problem): return .impossible([problem])
        case .success(let found): s = found
        }
        guard let right = s.expression.right else {
            return .impossible([s.problem("a true-or-false item needs an equation with '=', like \(s.expression.describe(nil)) = …")])
        }
        if let u = s.expression.unknown {
            return .impossible([ItemProblem("a true-or-false equation has no '?'; write the number it claims", at: s.node, offset: s.offset + u.offset, length: 1)])
        }
        switch s.expression.evaluate() {
        case .failure(let error):
            return .impossible([s.problem(error)])
        case .success(.truth(let holds, let l, let r)):
            let lhs = Expression(left: s.expression.left, right: nil).describe(nil)
            let rhs = Expression(left: right, right: nil).describe(nil)
            let equation = s.expression.describe(nil)
            if holds {
                return .solved(.truth(true), "\(equation), which is true", note: "both sides are \(l)")
            }
            let working = right.count == 1 ? "\(lhs) = \(l), not \(r)" : "\(lhs) = \(l) but \(rhs) = \(r)"
            return .solved(.truth(false), working, note: "\(equation) is false")
        case .success:
            return .unknown
        }
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: item.fields(Fields.self)?.equation, fromPrompt: false)
    }
}
