extension CoverageReport {
    /// What a share of incorrect-answer feedback over every item leaves out. Unscored items (open
    /// responses and drawings) need none, so "94.8 % of items have feedback when wrong" reads as
    /// a gap when every item that needs it has it. Nil when every item has it. (Every item needs
    /// a hint, so a share of hints needs no such note.)
    ///
    /// "1375 of 1451 items (94.8 %) have feedback when wrong. The 76 without it are unscored
    /// items (openResponse or drawing), which need none; every auto-scored item has it."
    func unscoredNote(_ thing: CopyThing) -> String? {
        let all = thing == .hint ? hints : feedbackIncorrect
        let scored = thing == .hint ? hintsAutoScored : feedbackIncorrectAutoScored
        let missing = all.total - all.count, missingScored = scored.total - scored.count
        let missingUnscored = missing - missingScored
        guard missing > 0 else { return nil }
        let pronoun = thing == .hint ? "one" : "it"
        var out = "\(all.count) of \(Self.items(all.total)) (\(Share.format(all.percent)) %) \(all.count == 1 ? "has" : "have") \(thing.rawValue). "
        let unscored = missingUnscored == 1
            ? "an unscored item (\(unscoredTypeList)), which needs none"
            : "unscored items (\(unscoredTypeList)), which need none"
        let scoredText = missingScored == 1 ? "an auto-scored item, which needs \(pronoun)" : "auto-scored items, which need \(pronoun)"
        switch (missingUnscored > 0, missingScored > 0) {
        case (true, false):
            out += "The \(missing) without \(pronoun) \(missing == 1 ? "is" : "are") \(unscored); every auto-scored item has \(pronoun)."
        case (false, true):
            out += "The \(missing) without \(pronoun) \(missing == 1 ? "is" : "are") \(scoredText)."
        default:
            out += "Of the \(missing) without \(pronoun), \(missingUnscored) \(missingUnscored == 1 ? "is" : "are") \(unscored), "
            out += "and \(missingScored) \(missingScored == 1 ? "is" : "are") \(scoredText)."
        }
        return out
    }

    enum CopyThing: String {
        case hint = "a hint"
        case feedbackIncorrect = "feedback when wrong"
    }

    /// "openResponse, dragDrop or drawing": the unscored item types in use, most items first.
    var unscoredTypeList: String {
        let names = unscoredTypes.map(\.type)
        guard names.count > 1 else { return names.first ?? "openResponse, drawing or dragDrop" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    static func items(_ n: Int) -> String { n == 1 ? "1 item" : "\(n) items" }
}
