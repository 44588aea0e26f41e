import CurriculumSyntax

/// One mistake, one finding to act on: the findings that follow from another (an echo, such as
/// "lesson has 4 items" after an item was dropped as a duplicate) are held back behind the
/// finding that causes them.
///
/// Echoes are marked where they are found: a catalog finding at the very spot of a YAML or
/// schema error follows from that error (`attach`), and a rule whose input the catalog knows to
/// be broken marks its finding itself (`Catalog.damage`, `Diagnostic.following(_:)`). Once
/// severities are final, `fold` turns every echo whose cause is reported, at a severity no
/// lower, into a note on that cause; the echo comes back on its own if the fix leaves a real
/// problem there.
enum Cascade {
    /// How many echoes a cause lists; the rest are counted.
    static let listed = 3

    /// Marks each of `found` that points exactly where an error of `stage` does as following
    /// from it: an answer of `6.5` is also "wrong", an id that breaks its pattern also "does not
    /// nest".
    static func attach(_ found: [Diagnostic], to stage: [Diagnostic]) -> [Diagnostic] {
        var causes: [SourceLocation: Diagnostic.Cause] = [:]
        for d in stage.sorted() where d.severity == .error && causes[d.location] == nil { causes[d.location] = d.identity }
        guard !causes.isEmpty else { return found }
        return found.map { d in d.cause == nil ? d.following(causes[d.location]) : d }
    }

    /// Folds each echo into the root of its chain of causes when that root is among
    /// `diagnostics` and at least as severe; an echo whose cause is not reported (switched off,
    /// say) stands on its own, and one more severe than its cause stays too, listed right after
    /// it (see `Diagnostic.<`).
    static func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.cause != nil }) else { return diagnostics }
        var out = diagnostics
        var index: [Diagnostic.Cause: Int] = [:]
        for (i, d) in out.enumerated() where index[d.identity] == nil { index[d.identity] = i }

        /// The furthest reported finding up the chain of causes of `i`: one that follows from
        /// nothing reported. None when the chain comes back on itself, so that a cycle of
        /// findings naming each other folds none of them away.
        func root(of i: Int) -> Int? {
            var seen: Set<Int> = [i]
            var current = i
            while let cause = out[current].cause, let next = index[cause] {
                guard seen.insert(next).inserted else { return nil }
                current = next
            }
            return current == i ? nil : current
        }

        var echoes: [Int: [Int]] = [:]
        var folded = Set<Int>()
        for i in out.indices where out[i].cause != nil {
            guard let r = root(of: i) else {
                out[i].cause = nil
                continue
            }
            if out[i].severity <= out[r].severity {
                echoes[r, default: []].append(i)
                folded.insert(i)
            } else {
                out[i].cause = out[r].identity
                out[i].notes.append(.init("follows from \(out[r].ruleID): \(out[r].message)", at: out[r].location))
            }
        }
        for (r, list) in echoes {
            let sorted = list.sorted { (out[$0].location, out[$0].ruleID, out[$0].message) < (out[$1].location, out[$1].ruleID, out[$1].message) }
            lendSuggestion(from: sorted.map { out[$0] }, to: &out[r])
            for i in sorted.prefix(listed) {
                out[r].notes.append(.init("held back until this is fixed: \(out[i].message) [\(out[i].ruleID)]", at: out[i].location))
            }
            if sorted.count > listed {
                // The rest, counted by rule: "and 6 more held back until this is fixed: 5 TRACE-…, 1 …".
                var counts: [String: Int] = [:]
                for i in sorted.dropFirst(listed) { counts[out[i].ruleID, default: 0] += 1 }
                let byRule = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
                out[r].notes.append(.init("and \(sorted.count - listed) more held back until this is fixed: \(byRule.joined(separator: ", "))"))
            }
        }
        return out.indices.filter { !folded.contains($0) }.map { out[$0] }
    }

    /// The fix first: an echo on the very text of its cause that knows what was meant
    /// ("unknown standard 'NY-K.OA5'; did you mean 'NY-K.OA.5'?", with its fix-it) lends both to
    /// a cause that has no fix-it ("'NY-K.OA5' is not written as a … standard code"), so the one
    /// finding to act on leads with the fix and `lint --fix` applies it.
    static func lendSuggestion(from echoes: [Diagnostic], to cause: inout Diagnostic) {
        guard cause.fixIts.isEmpty else { return }
        for echo in echoes where echo.location == cause.location && echo.length == cause.length && !echo.fixIts.isEmpty {
            guard let suggestion = echo.message.range(of: "; did you mean ") else { continue }
            cause.message += echo.message[suggestion.lowerBound...]
            cause.fixIts = echo.fixIts
            return
        }
    }
}
