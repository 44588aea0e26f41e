/// An equation with the unknown anywhere (1.OA.4, 1.OA.8): `8 + ? = 11` asks for 3.
public enum MissingNumberItem: ItemType {
    public static let name = "missingNumber"
    public static let copy = CopyTraits(shownFields: ["equation"])

    public static func solve(_ item: Item) -> ItemSolution {
        Arithmetic.solveNumber(item, field: "equation", fromPrompt: false, requireUnknown: true)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: "equation", fromPrompt: false)
    }
}
