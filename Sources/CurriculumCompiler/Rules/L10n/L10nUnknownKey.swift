public enum L10nUnknownKey: CatalogRule {
    public static let description = RuleDescription(
        id: "L10N-UNKNOWN-KEY", severity: .warning,
        summary: "a translation's key names no string of the curriculum",
        rationale: """
            Keys are content paths (`<lesson id>/<item id>.prompt`, `<unit id>.title`), so a key that names nothing is a translation of an item, hint or option that was removed or renamed. It never ships; delete it, or move the translation to the new key (docs/localization.md#keys).
            """,
        triggering: [RuleExample.spanish([("1.strategies.mastery/i3.promt", RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])],
        nonTriggering: [RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let l10n = L10nUnits(catalog) else { return [] }
        var out: [Diagnostic] = []
        for (_, unit, source) in l10n.units where source == nil {
            out.append(diagnostic(at: unit.key.location, length: unit.key.length, message(for: unit.key.value, in: l10n.sources)))
        }
        return out
    }

    /// "no string has the key 'x'; did you mean 'y'?", suggesting among keys of the same item or
    /// owner first, so the search stays small.
    static func message(for key: String, in sources: SourceStrings) -> String {
        let owner = key.split(separator: ".").dropLast().joined(separator: ".")
        var nearby = sources.keys.filter { $0.hasPrefix(owner) }
        if nearby.isEmpty { nearby = Array(sources.keys) }
        return "no string of the curriculum has the key '\(key)'" + EditDistance.didYouMean(closestTo: key, in: nearby.sorted())
    }
}
