import CurriculumCompiler
import CurriculumSyntax

/// The lines that suppress one rule on the item a finding is in, with an empty reason for the
/// author to write: until it is written, CONFIG-SUPPRESSION-REASON points at it, so a
/// suppression is never added without one (docs/authoring.md, "Suppressing a rule on one item").
struct SuppressionEdit {
    /// Where to insert (our 1-based line, column in scalars) and what.
    var line: Int
    var column: Int
    var text: String
    var itemID: String

    /// The edit for `diagnostic`, or nil when it is not inside an item or the item's
    /// `suppress:` is written in a form a line cannot be added to (a flow list).
    static func make(for diagnostic: Diagnostic, in source: SourceFile, catalog: Catalog) -> SuppressionEdit? {
        let at = diagnostic.location
        let items = catalog.lessons.lazy.filter { $0.path == at.path }.flatMap(\.items)
        guard let item = items.filter({ $0.location.line <= at.line }).max(by: { $0.location.line < $1.location.line }) else { return nil }
        let indent = item.location.column - 1
        let breakText = source.bytes.contains(0x0D) ? "\r\n" : "\n"
        // The item's lines: from its first key to the last line indented deeper than its dash.
        var last = item.location.line
        var suppressLine: Int?
        var line = item.location.line + 1
        while let text = source.line(line) {
            let content = text.drop { $0 == " " }
            let depth = text.count - content.count
            if !content.isEmpty && !content.hasPrefix("#") {
                if depth < indent { break }
                if depth == indent {
                    if content.hasPrefix("- ") || content == "-" { break }  // a sibling item written at this depth
                    if content.hasPrefix("suppress:") { suppressLine = line }
                }
                last = line
            }
            line += 1
        }
        guard at.line <= last else { return nil }
        let pad = String(repeating: " ", count: indent)
        let entry = "\(pad)  - {rule: \(diagnostic.ruleID), reason: \"\"}"
        if let suppressLine {
            guard let text = source.line(suppressLine) else { return nil }
            let rest = text.drop { $0 == " " }.dropFirst("suppress:".count).drop { $0 == " " }
            guard rest.isEmpty || rest.hasPrefix("#") else { return nil }
            return SuppressionEdit(line: suppressLine, column: text.unicodeScalars.count + 1, text: breakText + entry, itemID: item.id.value)
        }
        guard let text = source.line(last) else { return nil }
        return SuppressionEdit(
            line: last, column: text.unicodeScalars.count + 1, text: breakText + "\(pad)suppress:" + breakText + entry, itemID: item.id.value)
    }
}
