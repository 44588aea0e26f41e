import CurriculumSyntax
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
        diagnostics += out
        for (rule, _) in catalog.manifest?.ruleOverrides ?? [] where !known.contains(rule.value) {
            diagnostics.append(unknownRule(rule.value, at: rule.location, length: rule.length, known: known))
        }
        return leveled(diagnostics, known: known)
    }

    /// Findings raised after the catalog's were configured (the Emit stage's BUNDLE-* findings),
    /// at the severities `apply` gives: the manifest's and the command line's overrides and
    /// `--strict`. Mistakes in the configuration itself were reported with the catalog's.
    func configure(_ later: [Diagnostic]) -> [Diagnostic] {
        leveled(later, known: Set(RuleRegistry.all.map(\.id)))
    }

    /// Each finding at its rule's configured severity; those turned `off` are dropped.
    /// Each known rule's level as the manifest, then the command line, set it.
    private func levels(known: Set<String>) -> [String: Severity] {
        var levels: [String: Severity] = [:]
        for (rule, level) in catalog.manifest?.ruleOverrides ?? [] where known.contains(rule.value) { levels[rule.value] = level }
        for (id, level) in options.ruleOverrides where known.contains(id) { levels[id] = level }
        return levels
    }

    /// The rules configured `off`, or off by default and not turned on (the REVIEW rules): they
    /// are not run at all, since every finding they made would be dropped.
    var rulesOff: Set<String> {
        let known = Set(RuleRegistry.all.map(\.id))
        let levels = levels(known: known)
        let offByDefault = RuleRegistry.all.filter { $0.severity == .off && levels[$0.id] == nil }.map(\.id)
        return Set(levels.filter { $0.value == .off }.keys).union(offByDefault)
    }

    private func leveled(_ diagnostics: [Diagnostic], known: Set<String>) -> [Diagnostic] {
        let levels = levels(known: known)
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
            message += EditDistance.didYouMean([near])
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
                        scopes.append(Scope(path: item.path, lines: item.location.line..<max(item.location.line, end), suppression: s))
                    }
                }
            }
        }
        guard !scopes.isEmpty else { return raw }
        // Per file and rule, the scopes by first line, so each finding looks at the few scopes
        // that can hold its line instead of every scope in its file: a file with thousands of
        // suppressions and hundreds of thousands of findings stays linear.
        struct Key: Hashable {
            var path: String
            var rule: String
        }
        var byKey: [Key: ScopeIndex] = [:]
        for (i, scope) in scopes.enumerated() {
            byKey[Key(path: scope.path, rule: scope.suppression.rule.value), default: ScopeIndex()].add(scope.lines, i)
        }
        for key in byKey.keys { byKey[key]?.seal() }
        let kept = raw.filter { d in
            guard let i = byKey[Key(path: d.location.path, rule: d.ruleID)]?.first(containing: d.location.line) else { return true }
            scopes[i].used = true
            return false
        }
        // A rule that is off did not run, so its suppressions are not judged unused.
        let off = rulesOff
        for scope in scopes where !scope.used && !off.contains(scope.suppression.rule.value) {
            let rule = scope.suppression.rule
            extra.append(ConfigUnusedSuppression.diagnostic(
                at: rule.location, length: rule.length, "suppression of \(rule.value) suppresses nothing",
                fixIts: []))
        }
        return kept
    }
}

/// Line ranges (item scopes) of one file and rule, for finding the first range, in the order
/// they were added, that holds a line.
struct ScopeIndex {
    /// (range, order added), by the range's first line once sealed.
    private var entries: [(lines: Range<Int>, order: Int)] = []
    /// For each entry, the furthest end of it and every entry before it.
    private var reach: [Int] = []

    mutating func add(_ lines: Range<Int>, _ order: Int) { entries.append((lines, order)) }

    mutating func seal() {
        entries.sort { ($0.lines.lowerBound, $0.order) < ($1.lines.lowerBound, $1.order) }
        var furthest = Int.min
        reach = entries.map { entry in
            furthest = max(furthest, entry.lines.upperBound)
            return furthest
        }
    }

    /// The earliest-added range holding `line`. Ranges starting after `line` are skipped by a
    /// binary search; the walk back stops where no earlier range reaches `line`, which for
    /// items (ranges that do not overlap) is after one step.
    func first(containing line: Int) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].lines.lowerBound <= line { low = mid + 1 } else { high = mid }
        }
        var best: Int?
        var j = low - 1
        while j >= 0, reach[j] > line {
            if entries[j].lines.contains(line), best.map({ entries[j].order < $0 }) ?? true { best = entries[j].order }
            j -= 1
        }
        return best
    }
}
