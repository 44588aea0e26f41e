import CurriculumSyntax

package enum L10nOptionDuplicate: CatalogRule {
    // A finding on a translation unit depends on the strings of the lesson its key names (FindingOwners).
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "L10N-OPTION-DUPLICATE", severity: .error,
        summary: "two options of an item translate to the same text",
        rationale: """
            An item's options are different in English, and a child must be able to tell them apart in every language: two options that translate the same make a choice that cannot be made, and when one of them is the answer the item cannot be answered right (compare ITEM-OPTIONS for the English). Options are compared ignoring case and spaces at the ends (docs/localization.md#rules).
            """,
        triggering: [
            RuleExample.spanish([
                ("k.measurement.describe-attributes.l2/i1.option.1", "how heavy", "cuánto mide", .translated),
                ("k.measurement.describe-attributes.l2/i1.option.2", "how long", "Cuánto mide", .translated),
            ]).reports("option 2 of k.measurement.describe-attributes.l2/i1 (the answer) translates to 'Cuánto mide', the same as option 1",
                       atLine: "\"value\" : ↓\"Cuánto mide\"", in: "l10n/es-US.xcstrings"),
        ],
        nonTriggering: [RuleExample.spanish([
            ("k.measurement.describe-attributes.l2/i1.option.1", "how heavy", "cuánto pesa", .translated),
            ("k.measurement.describe-attributes.l2/i1.option.2", "how long", "cuánto mide", .translated),
        ])])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let l10n = L10nUnits(catalog) else { return [] }
        var out: [Diagnostic] = []
        // Per locale and item: the first option seen with each translated text.
        var seen: [String: (option: Int, key: String, isAnswer: Bool, location: SourceLocation)] = [:]
        for (file, unit, source) in l10n.translated where source.field == .option {
            guard let item = source.itemID, let option = source.option else { continue }
            let text = unit.value.value.trimmingSpaces.lowercased()
            let slot = file.locale + "\u{0}" + item + "\u{0}" + text
            guard let first = seen[slot] else {
                seen[slot] = (option, unit.key.value, source.isAnswer, unit.value.location)
                continue
            }
            let answer = source.isAnswer ? " (the answer)" : first.isAnswer ? " (option \(first.option) is the answer)" : ""
            out.append(diagnostic(
                at: unit.value.location, length: unit.value.length,
                "option \(option) of \(item)\(answer) translates to \(unit.value.value.quotedForMessage()), the same as option \(first.option)",
                notes: [.init("option \(first.option)'s translation", at: first.location), .init("the English options differ", at: source.location)]))
        }
        return out
    }
}

extension String {
    var trimmingSpaces: String {
        let scalars = unicodeScalars.drop { $0.properties.isWhitespace }.reversed().drop { $0.properties.isWhitespace }.reversed()
        return String(String.UnicodeScalarView(scalars))
    }
}
