import Foundation

/// Applies what authors configured to the raw findings: item suppressions (with reasons),
/// the manifest's and the command line's severity overrides, and `--strict`.
struct Configuration {
    let catalog: Catalog
    let options: CompileOptions

    func apply(to raw: [Diagnostic]) -> [Diagnostic] {
        let known = Set(RuleRegistry.all.map(\.id))
        var out: [Diagnostic] = []
        var diagnostics = suppress(raw, known: known, extra: &out)

        var levels: [String: Severity] = [:]
        for (rule, level) in catalog.manifest?.ruleOverrides ?? [] {
            if known.contains(rule.value) {
                levels[rule.value] = level
            } else {
                out.append(unknownRule(rule.value, at: rule.location, length: rule.length, known: known))
            }
        }
        for (id, level) in options.ruleOverrides where known.contains(id) { levels[id] = level }

        diagnostics += out
        return diagnostics.compactMap { d in
            var d = d
            if let level = levels[d.ruleID] { d.severity = level }
            if d.severity == .off { return nil }
            if options.strict && d.severity == .warning { d.severity = .error }
            return d
        }
    }

    func unknownRule(_ id: String, at location: SourceLocation, length: Int, known: Set<String>) -> Diagnostic {
        var message = "unknown rule '\(id)'"
        var fixIts: [Diagnostic.FixIt] = []
        if let near = EditDistance.closest(to: id, in: known) {
            message += "; did you mean '\(near)'?"
            fixIts.append(.init(at: location, length: length, replacement: near))
        }
        return ConfigUnknownRule.diagnostic(at: location, length: length, message, fixIts: fixIts)
    }

    /// Drops findings an item suppresses with a reason; reports suppressions without a reason,
    /// for unknown rules, or that suppress nothing.
    private func suppress(_ raw: [Diagnostic], known: Set<String>, extra: inout [Diagnostic]) -> [Diagnostic] {
        struct Scope {
            var path: String
            var lines: Range<Int>
            var suppression: Suppression
            var used = false
        }
        var scopes: [Scope] = []
        for lesson in catalog.lessons {
            for (index, item) in lesson.items.enumerated() where !item.suppressions.isEmpty {
                let end = index + 1 < lesson.items.count ? lesson.items[index + 1].location.line : Int.max
                for s in item.suppressions {
                    if !known.contains(s.rule.value) {
                        extra.append(unknownRule(s.rule.value, at: s.rule.location, length: s.rule.length, known: known))
                    } else if (s.reason ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                        extra.append(ConfigSuppressionReason.diagnostic(
                            at: s.rule.location, length: s.rule.length,
                            "suppression of \(s.rule.value) gives no reason",
                            notes: [.init("add `reason:` saying why the rule does not apply to this item")]))
                    } else {
                        scopes.append(Scope(path: item.path, lines: item.location.line..<end, suppression: s))
                    }
                }
            }
        }
        guard !scopes.isEmpty else { return raw }
        var byPath: [String: [Int]] = [:]
        for (i, scope) in scopes.enumerated() { byPath[scope.path, default: []].append(i) }
        let kept = raw.filter { d in
            for i in byPath[d.location.path] ?? []
            where scopes[i].suppression.rule.value == d.ruleID && scopes[i].lines.contains(d.location.line) {
                scopes[i].used = true
                return false
            }
            return true
        }
        for scope in scopes where !scope.used {
            let rule = scope.suppression.rule
            extra.append(ConfigUnusedSuppression.diagnostic(
                at: rule.location, length: rule.length, "suppression of \(rule.value) suppresses nothing",
                fixIts: []))
        }
        return kept
    }
}
