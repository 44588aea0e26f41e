/// How `curriculum review approve` writes a review file: the same approvals always give the
/// same bytes, one approval per line (a YAML flow mapping), items in their natural order
/// (`i2` before `i10`), so a pull request shows one line per item approved and two reviewers'
/// files merge like any other text (docs/reviews.md#why-a-file-per-lesson-and-kind).
package enum ReviewRecordText {
    package static let schemaFile = "reviews.schema.json"
    /// Where review files go, under the curriculum root.
    package static let folder = "reviews"

    /// `reviews/<kind>/<lesson id>.yaml`, relative to the curriculum root: one file per lesson and
    /// kind, so approvals of different lessons, or of one lesson by different reviewers, never
    /// touch the same file.
    package static func path(lesson: String, kind: ReviewKind) -> String {
        "\(folder)/\(kind.name)/\(lesson).yaml"
    }

    /// One line of `approvals:`.
    package struct Entry: Sendable, Equatable {
        package var item: String
        package var by: String
        package var date: String
        package var sha256: String

        package init(item: String, by: String, date: String, sha256: String) {
            self.item = item
            self.by = by
            self.date = date
            self.sha256 = sha256
        }

        init(_ approval: Approval) {
            self.init(item: approval.item.value, by: approval.by, date: approval.date, sha256: approval.sha256)
        }
    }

    /// The whole file. `schema` is the modeline's path to `reviews.schema.json`.
    package static func text(lesson: String, kind: ReviewKind, entries: [Entry], schema: String) -> String {
        var out = "# yaml-language-server: $schema=\(schema)\n"
        out += "# Written by `curriculum review approve` (docs/reviews.md): one approval per line, by item.\n"
        out += "kind: Reviews\nlesson: \(lesson)\nreview: \(kind.name)\napprovals:\n"
        for entry in sorted(entries) {
            out += "  - {item: \(scalar(entry.item)), by: \(scalar(entry.by)), date: \(scalar(entry.date)), sha256: \(scalar(entry.sha256))}\n"
        }
        return out
    }

    /// Entries in the order files write them: by item, naturally; one per item, the last given.
    static func sorted(_ entries: [Entry]) -> [Entry] {
        var byItem: [String: Entry] = [:]
        for entry in entries { byItem[entry.item] = entry }
        return byItem.values.sorted { NaturalOrder.less($0.item, $1.item) }
    }

    /// A scalar as a flow mapping may hold it: plain when it reads back as the same string
    /// (letters, digits, spaces, `.`, `'`, `-` inside), double-quoted otherwise, so a name
    /// with a comma, a colon or a `#` cannot break the line, and a hash of digits stays text.
    static func scalar(_ text: String) -> String {
        let plain = text.unicodeScalars.first.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) } == true
            && text.unicodeScalars.last.map { $0 != " " } == true
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || " .'’-".unicodeScalars.contains($0) }
            && !text.contains("  ")
        let reserved: Set<String> = ["true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"]
        if plain, Int(text) == nil, Double(text) == nil, !reserved.contains(text.lowercased()), !looksLikeNumber(text) { return text }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// YAML 1.2's core schema reads `1e5`, `0x1F`, `0o17` and `.5` as numbers; a hash or a date
    /// never is one, but this keeps the writer honest for any text.
    private static func looksLikeNumber(_ text: String) -> Bool {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") || lower.hasPrefix("0o") { return true }
        return lower.range(of: "^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([e][-+]?[0-9]+)?$", options: .regularExpression) != nil
    }

    /// The modeline's path to the review schema for a file at `relative` (under the root),
    /// following the manifest's own modeline (`manifestSchema`, relative to the root), so it
    /// points where every other file's does; beside the curriculum folder when there is none.
    package static func schemaPath(for relative: String, manifestSchema: String?) -> String {
        let ups = String(repeating: "../", count: max(0, relative.split(separator: "/").count - 1))
        guard let manifestSchema, manifestSchema.hasSuffix(".schema.json") else { return ups + "../schemas/" + schemaFile }
        let folder = manifestSchema.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if manifestSchema.hasPrefix("/") || manifestSchema.contains("://") { return folder + "/" + schemaFile }
        return ups + (folder.isEmpty ? "" : folder + "/") + schemaFile
    }
}
