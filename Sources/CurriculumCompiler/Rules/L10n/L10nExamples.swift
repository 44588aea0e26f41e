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
    static let writeFourteenPrompt = (key: "k.counting.count-objects.l3/i5.prompt", en: "Write the number fourteen. Use the ten frames to help.")

    /// Grade 1 feedback with the English word "a ten" and the digit 10 both.
    static let makingTenFeedback = (key: "1.strategies.make-ten.l4/i8.feedback.correct", en: "Thank you! Making a ten turns 9 + 6 into 10 + 5.")

    /// Grade 1 feedback whose Spanish has "una" as an article beside the digit 1.
    static let tenAndOneFeedback = (key: "1.place-value.make-a-ten.l2/i8.feedback.correct", en: "Yes! A ten and 1 one make 11.")

    /// The Spanish of Kindergarten's first counting lesson, items i1 to i4 (135 words, enough for a
    /// reading-level estimate), as shipped: (item and field, English, Spanish).
    static let countObjectsSpanish: [(field: String, en: String, es: String)] = [
        ("i1.feedback.correct", "Yes! You counted 4 apples.", "¡Sí! Contaste 4 manzanas."),
        ("i1.feedback.incorrect", "Touch each apple once. Say a number for each apple.", "Toca cada manzana una vez. Di un número por cada manzana."),
        ("i1.hint.1", "Touch each apple as you count.", "Toca cada manzana al contar."),
        ("i1.prompt", "How many apples?", "¿Cuántas manzanas hay?"),
        ("i2.feedback.correct", "Yes! You touched each duck once. The last number you said was 6.", "¡Sí! Tocaste cada pato una vez. El último número que dijiste fue 6."),
        ("i2.feedback.incorrect", "Start at the duck on the left. Touch each duck once as you count.", "Empieza con el pato de la izquierda. Toca cada pato una vez al contar."),
        ("i2.hint.1", "Start with the duck on the left.", "Empieza con el pato de la izquierda."),
        ("i2.hint.2", "Touch each duck and say a number.", "Toca cada pato y di un número."),
        ("i2.prompt", "How many ducks are in the pond?", "¿Cuántos patos hay en el estanque?"),
        ("i3.feedback.correct", "Yes! The top row is full, so there are 5 dots.", "¡Sí! La fila de arriba está llena. Hay 5 puntos."),
        ("i3.feedback.incorrect", "Count the top row first. Then count any dots in the bottom row.", "Cuenta primero la fila de arriba. Luego mira si hay puntos en la fila de abajo."),
        ("i3.hint.1", "Count the dots in the top row.", "Cuenta los puntos de la fila de arriba."),
        ("i3.hint.2", "Then look at the bottom row.", "Luego mira la fila de abajo."),
        ("i3.prompt", "How many dots are in the ten frame?", "¿Cuántos puntos hay en el marco de diez?"),
        ("i4.feedback.correct", "Yes! Kofi has 8 blocks.", "¡Sí! Kofi tiene 8 bloques."),
        ("i4.feedback.incorrect", "Count the top row. Then keep going with the next row.", "Cuenta la fila de arriba. Luego continúa con la otra fila."),
        ("i4.hint.1", "Count one row. Then keep counting the next row.", "Cuenta una fila. Luego sigue contando la otra fila."),
        ("i4.prompt", "Kofi builds with blocks. How many blocks does he have?", "Kofi construye con bloques. ¿Cuántos bloques tiene?"),
    ]

    /// `countObjectsSpanish` in `l10n/es-US.xcstrings`, with some of its Spanish replaced (by item and field).
    static func countObjectsInSpanish(replacing changes: [String: String] = [:]) -> RuleExample {
        spanish(countObjectsSpanish.map { ("k.counting.count-objects.l1/" + $0.field, $0.en, changes[$0.field] ?? $0.es, .translated) })
    }
}
