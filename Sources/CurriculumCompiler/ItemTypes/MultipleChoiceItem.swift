/// A question with 2–4 choices (a 2×2 grid). When it states arithmetic — an `expression`, or a
/// prompt such as "What is 8 + 6?" or "8 + ? = 11" — the answer must be what it works out to.
public enum MultipleChoiceItem: ItemType {
    public static let name = "multipleChoice"

    public static func solve(_ item: Item) -> ItemSolution {
        Arithmetic.solveNumber(item, field: "expression", fromPrompt: true)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: "expression", fromPrompt: true) + Arithmetic.optionNumbers(item)
    }

    /// An option or answer written as arithmetic (`"3 + 4"`) stands for its value.
    public static func answerValue(_ node: Node) -> Answer? { Arithmetic.answerValue(node) }
}
