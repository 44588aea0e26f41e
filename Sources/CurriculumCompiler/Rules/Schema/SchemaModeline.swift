import Foundation

/// The first line tells VS Code's YAML extension which schema validates and completes the file.
public enum SchemaModeline: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-MODELINE", severity: .warning,
        summary: "a file does not start with the schema modeline for its kind",
        rationale: """
            DESIGN.md (Authored content): every file starts with `# yaml-language-server: $schema=…` \
            so editors validate and complete it against the same schema the compiler uses; a missing \
            or wrong modeline means an author sees no errors until CI.
            """,
        triggering: [
            RuleExample("k/01-counting/words.yaml", "kind: WordList\nid: copy.extra\npurpose: idioms\nwords: [in a pickle]\n"),
            RuleExample("k/01-counting/words.yaml", "# yaml-language-server: $schema=../../../../../../schemas/unit.schema.json\nkind: WordList\nid: copy.extra\npurpose: idioms\nwords: [in a pickle]\n"),
        ],
        nonTriggering: [
            RuleExample("k/01-counting/words.yaml", "# yaml-language-server: $schema=../../../../../../schemas/word-list.schema.json\nkind: WordList\nid: copy.extra\npurpose: idioms\nwords: [in a pickle]\n")
        ])

    static let prefix = "# yaml-language-server: $schema="

    static func check(_ source: SourceFile, expecting file: String) -> [Diagnostic] {
        let first = source.line(1) ?? ""
        let body = first.hasPrefix("\u{FEFF}") ? String(first.dropFirst()) : first
        guard body.hasPrefix(prefix) else {
            return [diagnostic(
                at: .file(source.path), "file does not start with a schema modeline",
                notes: [.init("add `\(prefix)<relative path to schemas>/\(file)` as the first line so editors check it as you type")])]
        }
        let path = String(body.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        guard path == file || path.hasSuffix("/" + file) else {
            let column = prefix.count + 1
            let name = String(path.split(separator: "/").last ?? Substring(path))
            let start = column + path.count - name.count
            return [diagnostic(
                at: SourceLocation(path: source.path, line: 1, column: start), length: name.count,
                "modeline names '\(name)' but a file of this kind follows '\(file)'",
                fixIts: [.init(at: SourceLocation(path: source.path, line: 1, column: start), length: name.count, replacement: file)])]
        }
        return []
    }
}
