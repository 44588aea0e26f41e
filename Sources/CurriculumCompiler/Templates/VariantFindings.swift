import CurriculumSyntax

/// Findings in template variants, put back onto the template (docs/authoring.md#item-templates).
/// A variant's nodes carry its index in their columns (`VariantTag`); here each finding loses the
/// tag, gains the parameters that made it ("with a = 9, b = 3: …"), and the findings of one rule
/// at one place of a template are one finding with the count of the variants that have it. Fix-its
/// are dropped: they would edit the template's text to fix one variant's.
enum VariantFindings {
    static func fold(_ diagnostics: [Diagnostic], templates: [String: [ItemTemplate]]) -> [Diagnostic] {
        guard !templates.isEmpty else { return diagnostics }
        var out: [Diagnostic] = []
        var groups: [GroupKey: [(variant: Int, diagnostic: Diagnostic)]] = [:]
        var order: [GroupKey] = []
        for diagnostic in diagnostics {
            // Only positions on a template's lines can carry a tag; any other column, however
            // wide its line, is left as it is.
            let (untagged, variant) = untag(diagnostic, templates)
            guard variant > 0, let template = template(at: diagnostic.location, templates) else {
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

    private static func template(at location: SourceLocation, _ templates: [String: [ItemTemplate]]) -> ItemTemplate? {
        templates[location.path]?.first { $0.lines.contains(location.line) }
    }

    private struct GroupKey: Hashable {
        var ruleID: String
        var location: SourceLocation
        var template: String
    }

    /// The finding with the tags cleared from every position on a template's lines, and the
    /// variant its own position named (0 when it is not in a variant).
    private static func untag(_ diagnostic: Diagnostic, _ templates: [String: [ItemTemplate]]) -> (Diagnostic, variant: Int) {
        func clear(_ location: SourceLocation) -> SourceLocation {
            template(at: location, templates) == nil ? location : untag(location)
        }
        var d = diagnostic
        let variant = template(at: d.span.start, templates) == nil ? 0 : VariantTag.split(d.span.start.column).variant
        d.span = SourceSpan(start: clear(d.span.start), end: clear(d.span.end))
        d.notes = d.notes.map { note in
            var n = note
            n.location = n.location.map(clear)
            return n
        }
        // A fix-it inside a variant would edit the template's text to fix one variant.
        d.fixIts = d.fixIts.filter { fix in
            !fix.edits.contains { edit in
                template(at: SourceLocation(path: edit.path, line: edit.line, column: edit.column), templates) != nil
                    && VariantTag.split(edit.column).variant > 0
            }
        }
        if var cause = d.cause {
            cause.location = clear(cause.location)
            d.cause = cause
        }
        return (d, variant)
    }

    private static func untag(_ location: SourceLocation) -> SourceLocation {
        var l = location
        l.column = VariantTag.split(l.column).column
        return l
    }
}
