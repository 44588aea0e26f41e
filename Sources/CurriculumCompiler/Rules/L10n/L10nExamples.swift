/// Translation files the L10N rules' examples add to the shipped curriculum.
extension RuleExample {
    /// `l10n/es-US.xcstrings` holding `units`: (key, the English it was translated from, the
    /// translation, its state).
    static func spanish(_ units: [(key: String, en: String, value: String, state: TranslationState)]) -> RuleExample {
        RuleExample("l10n/es-US.xcstrings", StringCatalogText.render(units.map { unit in
            StringCatalogText.Entry(key: unit.key, comment: nil, localizations: [
                "en": (.translated, unit.en), "es-US": (unit.state, unit.value),
            ])
        }))
    }

    /// The mastery item of Grade 1's strategies unit that makes a ten: "Make a ten to add. 8 + 6 = ?".
    static let makeTenPrompt = (key: "1.strategies.mastery/i3.prompt", en: "Make a ten to add. 8 + 6 = ?")

    /// A Kindergarten dictation, whose answer is the number its prompt says (ITEM-ANSWER).
    static let writeFourteenPrompt = (key: "k.counting.count-objects.l3/i5.prompt", en: "Write the number fourteen.")

    /// Grade 1 feedback with the English word "a ten" and the digit 10 both.
    static let makingTenFeedback = (key: "1.strategies.make-ten.l4/i8.feedback.correct", en: "Great thinking! Making a ten turns 9 + 6 into 10 + 5.")

    /// Grade 1 feedback whose Spanish has "una" as an article beside the digit 1.
    static let tenAndOneFeedback = (key: "1.place-value.make-a-ten.l2/i8.feedback.correct", en: "Yes! A ten and 1 one make 11.")
}
