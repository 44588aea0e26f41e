import CurriculumSyntax

package enum L10nUnknownKey: CatalogRule {
    package static let description = RuleDescription(
        id: "L10N-UNKNOWN-KEY", severity: .warning,
        summary: "a translation's key names no string of the curriculum",
        rationale: """
            Keys are content paths (`<lesson id>/<item id>.prompt`, `<unit id>.title`), so a key that names nothing is a translation of an item, hint or option that was removed or renamed. It never ships; delete it, or move the translation to the new key (docs/localization.md#keys). The nearest key is suggested, looked for among a bounded shortlist of the curriculum's keys, so a renamed unit's hundreds of unknown keys cost lint little.
            """,
        triggering: [
            RuleExample.spanish([("1.strategies.mastery/i3.promt", RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])
                .reports("no string of the curriculum has the key '1.strategies.mastery/i3.promt'; did you mean '1.strategies.mastery/i3.prompt'?",
                         atLine: "\"1.strategies.mastery/i3.promt\" : {", in: "l10n/es-US.xcstrings"),
        ],
        nonTriggering: [RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard !catalog.translations.isEmpty else { return [] }
        var out: [Diagnostic] = []
        var keys: SuggestionIndex?  // built at the first unknown key: most lints have none
        for position in KnownStringKeys.unknownUnits(in: catalog) {
            let key = catalog.translations.files[position.file].units[position.unit].key
            let index = keys ?? SuggestionIndex(SourceStrings(catalog).strings.map(\.key))
            keys = index
            // A key of a lesson, unit or matrix that failed to load is an echo of that failure.
            out.append(diagnostic(at: key.location, length: key.length, message(for: key.value, in: index))
                .following(catalog.damage.owner(ofTranslationKey: owningKey(key.value, in: catalog))))
        }
        return out
    }

    /// The key whose owner decides whether `key` can name a string: a badge's strings ship with
    /// its skill's grade, so while the skill is missing its badge's keys name nothing.
    static func owningKey(_ key: String, in catalog: Catalog) -> String {
        guard key.hasPrefix("badge."),
            let badge = catalog.badges?.badges.first(where: { key.hasPrefix($0.id.value + ".") })
        else { return key }
        return badge.skill.value
    }

    /// "no string has the key 'x'; did you mean 'y'?", the suggestion from an index of the
    /// curriculum's keys, so each unknown key costs the same however many keys there are.
    static func message(for key: String, in keys: SuggestionIndex) -> String {
        "no string of the curriculum has the key '\(key)'" + keys.didYouMean(closestTo: key)
    }
}
