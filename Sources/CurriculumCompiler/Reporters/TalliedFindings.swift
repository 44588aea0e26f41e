import CurriculumSyntax

/// Findings split into those shown one by one and the tallied ones, counted by rule.
package struct TalliedFindings: Sendable {
    /// One rule's tallied findings: its description and the findings, in report order.
    package struct Tally: Sendable {
        package var rule: RuleDescription
        package var tally: FindingTally
        package var findings: [Diagnostic]
        package var line: String { tally.phrase(findings.count) }
    }

    package var shown: [Diagnostic] = []
    /// In rule id order.
    package var tallies: [Tally] = []

    /// Tallies the info findings of every rule in `rules` that has a `tally`; the rest are
    /// shown. A finding raised to warning or error is shown, as its team asked for.
    package init(_ diagnostics: [Diagnostic], rules: [RuleDescription]) {
        var tallied: [String: (RuleDescription, FindingTally)] = [:]
        for rule in rules { if let tally = rule.tally { tallied[rule.id] = (rule, tally) } }
        guard !tallied.isEmpty else {
            shown = diagnostics
            return
        }
        var byRule: [String: [Diagnostic]] = [:]
        for d in diagnostics {
            if d.severity == .info, tallied[d.ruleID] != nil {
                byRule[d.ruleID, default: []].append(d)
            } else {
                shown.append(d)
            }
        }
        tallies = byRule.keys.sorted().compactMap { id in
            guard let (rule, tally) = tallied[id], let found = byRule[id] else { return nil }
            return Tally(rule: rule, tally: tally, findings: found)
        }
    }
}
