import CurriculumSyntax

package enum L10nStale: CatalogRule {
    // A finding on a translation unit depends on the strings of the lesson its key names (FindingOwners).
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "L10N-STALE", severity: .warning,
        summary: "a translation was made from English that has changed since",
        rationale: """
            Each unit of a translation file keeps the English it was translated from (its `en` value). When the curriculum's English changes, the translation may no longer say the same thing, so it is stale until a translator looks at it again: `curriculum l10n export` hands it back marked stale with the old translation kept, and bundles do not ship it. A warning, since English fixes come before translations catch up; the build's locale gate decides (docs/localization.md#states-and-staleness).
            """,
        triggering: [
            // At the English the translation was made from.
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, "Make ten to add. 8 + 6 = ?", "Forma diez para sumar. 8 + 6 = ?", .translated)])
                .reports("1.strategies.mastery/i3.prompt was translated from 'Make ten to add. 8 + 6 = ?', but the English is now 'Make a ten to add. 8 + 6 = ?'",
                         atLine: "\"value\" : ↓\"Make ten to add. 8 + 6 = ?\"", in: "l10n/es-US.xcstrings"),
        ],
        nonTriggering: [RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let l10n = L10nUnits(catalog) else { return [] }
        var out: [Diagnostic] = []
        for (_, unit, source) in l10n.withSource {
            guard let recorded = unit.source else {
                out.append(diagnostic(
                    at: unit.key.location, length: unit.key.length,
                    "\(unit.key.value) records no English (\"en\") to say what it was translated from",
                    notes: [.init("the English today", at: source.location)]))
                continue
            }
            guard !unit.isTranslation(of: source.text) else { continue }
            out.append(diagnostic(
                at: recorded.location, length: recorded.length,
                "\(unit.key.value) was translated from \(recorded.value.quotedForMessage()), but the English is now \(source.text.quotedForMessage())",
                notes: [.init(Self.change(from: recorded.value, to: source.text)), .init("the English today", at: source.location)]))
        }
        return out
    }

    /// The words that changed, between the first and the last that differ: "'ten' became 'a ten'".
    static func change(from old: String, to new: String) -> String {
        let a = old.split(separator: " "), b = new.split(separator: " ")
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        let was = a[start..<endA].joined(separator: " "), now = b[start..<endB].joined(separator: " ")
        if was.isEmpty { return "added \(now.quotedForMessage())" }
        if now.isEmpty { return "removed \(was.quotedForMessage())" }
        return "\(was.quotedForMessage()) became \(now.quotedForMessage())"
    }
}
