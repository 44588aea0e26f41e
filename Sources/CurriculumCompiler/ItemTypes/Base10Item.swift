/// Base-ten blocks (K.NBT.1, 1.NBT.2–6): `tens` rods and `ones` cubes make a number up to 120;
/// the answer is that number, or how many tens or ones.
public enum Base10Item: ItemType {
    public static let name = "base10"
    public static let hasInteractions = true
    static let limit = 120

    public static func solve(_ item: Item) -> ItemSolution {
        guard let (tens, tensNode) = item.integer("tens"), let (ones, _) = item.integer("ones") else { return .unknown }
        guard let number = Checked.product(tens, 10).flatMap({ Checked.sum([$0, ones]) }), number <= limit else {
            return .impossible("\(tens) tens and \(ones) ones make more than \(limit), the largest number in K–1 (1.NBT.1)", at: tensNode)
        }
        let working = "\(Wording.count(tens, "ten")) and \(Wording.count(ones, "one")) make \(number)"
        switch item.text("ask")?.value ?? "number" {
        case "number": return .solved(.number(number), working)
        case "tens": return .solved(.number(tens), working, note: "the tens rods show \(tens)")
        case "ones": return .solved(.number(ones), working, note: "the ones cubes show \(ones)")
        default: return .unknown
        }
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let (tens, tensNode) = item.integer("tens"), let (ones, _) = item.integer("ones"),
            let number = Checked.product(tens, 10).flatMap({ Checked.sum([$0, ones]) })
        else { return [] }
        // The blocks show one number; its digits are not numbers the standard limits.
        return [(number, tensNode)]
    }
}
