/// A number typed on the keypad: the value of its `expression`, else of the prompt's
/// ("What is 8 + 6?", "8 + ? = 11").
public enum NumericInputItem: ItemType {
    public static let name = "numericInput"
    public static let copy = CopyTraits(shownFields: ["expression"])

    public static func solve(_ item: Item) -> ItemSolution {
        Arithmetic.solveNumber(item, field: "expression", fromPrompt: true)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: "expression", fromPrompt: true)
    }
}
