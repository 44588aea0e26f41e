import CurriculumSyntax

/// Findings in template variants, put back onto the template (docs/authoring.md#item-templates).
/// A variant's nodes carry its index in their columns (`VariantTag`); here each finding loses the
/// tag, gains the parameters that made it ("with a = 9, b = 3: …"), and the findings of one rule
/// at one place of a template are one finding with the count of the variants that have it. Fix-its
/// are dropped: they would edit the template's text to fix one variant's.
enum VariantFindings {
    static func fold(_ diagnostics: [Diagnostic], templates: [String: [ItemTemplate]]) -> [Diagnostic] {
        guard !templates.isEmpty, diagnostics.contains(where: isTagged) else { return diagnostics }
        var out: [Diagnostic] = []
        var groups: [GroupKey: [(variant: Int, diagnostic: Diagnostic)]] = [:]
        var order: [GroupKey] = []
        for diagnostic in diagnostics {
            let (untagged, variant) = untag(diagnostic)
            guard variant > 0, let template = templates[untagged.location.path]?.first(where: { $0.lines.contains(untagged.location.line) })
            else {
                out.append(untagged)
                continue
            }
            let key = GroupKey(ruleID: untagged.ruleID, location: untagged.location, template: template.id)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((variant, untagged))
        }
        for key in order {
            guard let members = groups[key]?.sorted(by: { $0.variant < $1.variant }), let first = members.first,
                  let template = templates[key.location.path]?.first(where: { $0.id == key.template }) else { continue }
            var folded = first.diagnostic
            let named = template.variant(first.variant)?.described ?? "variant \(first.variant)"
            let variants = Set(members.map(\.variant)).sorted()
            if variants.count == 1 {
                folded.message = "with \(named): \(folded.message)"
            } else {
                folded.message = "with \(named) and \(variants.count - 1) more of the template's \(template.variants.count) variants: \(folded.message)"
                let others = variants.dropFirst().prefix(5).compactMap { template.variant($0)?.described }
                let more = variants.count - 1 - others.count
                folded.notes.insert(.init("also with " + others.joined(separator: "; ") + (more > 0 ? "; and \(more) more" : "")), at: 0)
            }
            folded.fixIts = []
            out.append(folded)
        }
        return out
    }

    private struct GroupKey: Hashable {
        var ruleID: String
        var location: SourceLocation
        var template: String
    }

    private static func isTagged(_ d: Diagnostic) -> Bool { VariantTag.split(d.location.column).variant > 0 }

    /// The finding with every position's tag cleared, and the variant its own position named.
    private static func untag(_ diagnostic: Diagnostic) -> (Diagnostic, variant: Int) {
        var d = diagnostic
        let variant = VariantTag.split(d.span.start.column).variant
        d.span = untag(d.span)
        d.notes = d.notes.map { note in
            var n = note
            n.location = n.location.map(untag)
            return n
        }
        d.fixIts = d.fixIts.compactMap { fix in
            fix.edits.contains { VariantTag.split($0.column).variant > 0 } ? nil : fix
        }
        if var cause = d.cause {
            cause.location = untag(cause.location)
            d.cause = cause
        }
        return (d, variant)
    }

    private static func untag(_ location: SourceLocation) -> SourceLocation {
        var l = location
        l.column = VariantTag.split(l.column).column
        return l
    }

    private static func untag(_ span: SourceSpan) -> SourceSpan {
        var s = span
        s.start = untag(s.start)
        s.end = untag(s.end)
        return s
    }
}
