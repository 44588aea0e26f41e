import CurriculumSyntax

/// Shared wording for the FACTS rules.
enum FactsWording {
    /// `7 + 8, 9 + 6 and 3 more`
    static func list(_ facts: [Fact], limit: Int = 3) -> String {
        let shown = facts.prefix(limit).map { "\($0.a) \($0.op.symbol) \($0.b)" }
        let rest = facts.count - shown.count
        let head = shown.count > 1 && rest == 0 ? shown.dropLast().joined(separator: ", ") + " and " + shown.last! : shown.joined(separator: ", ")
        return rest > 0 ? "\(head) and \(rest) more" : head
    }

    /// Facts grouped by where they were written, in order of first appearance, so a loop or the
    /// filler gets one diagnostic rather than one per fact.
    static func bySource(_ facts: [Fact]) -> [(source: SourceLocation, facts: [Fact])] {
        var order: [SourceLocation] = []
        var groups: [SourceLocation: [Fact]] = [:]
        for fact in facts {
            if groups[fact.source] == nil { order.append(fact.source) }
            groups[fact.source, default: []].append(fact)
        }
        return order.map { ($0, groups[$0]!) }
    }
}
