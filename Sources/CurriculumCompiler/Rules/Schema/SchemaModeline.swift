import CurriculumSchema
import CurriculumSyntax
import Foundation

/// The first line tells VS Code's YAML extension which schema validates and completes the file.
package enum SchemaModeline: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.modeline.id, severity: SchemaCheck.modeline.severity,
        summary: "a file does not start with the schema modeline for its kind",
        rationale: """
            Every authored file starts with `# yaml-language-server: $schema=<relative path>` naming its kind's schema, so editors with the YAML language server check and complete it against the same schema the compiler uses (docs/authoring.md#editor-setup). A missing or wrong modeline means an author sees no errors until CI.
            """,
        triggering: [
            .init("copy/story-words.yaml", RuleExample.storyWords.replacingOccurrences(of: "# yaml-language-server: $schema=../../schemas/word-list.schema.json\n", with: ""))
                .reports("file does not start with a schema modeline", atStartOf: "copy/story-words.yaml"),
            .init("copy/story-words.yaml", RuleExample.storyWords.replacingOccurrences(of: "word-list.schema.json", with: "↓unit.schema.json"))
                .reports("modeline names 'unit.schema.json' but a file of this kind follows 'word-list.schema.json'"),
        ],
        nonTriggering: [.init("copy/story-words.yaml", RuleExample.storyWords)])

    static let check = SchemaCheck.modeline

    static let prefix = "# yaml-language-server: $schema="

    static func check(_ source: SourceFile, expecting file: String) -> [Diagnostic] {
        let first = source.line(1) ?? ""
        // A byte order mark is the line's first column.
        let bom = first.unicodeScalars.first == "\u{FEFF}" ? 1 : 0
        let body = String(first.unicodeScalars.dropFirst(bom))
        guard body.hasPrefix(prefix) else {
            return [diagnostic(
                at: .file(source.path), "file does not start with a schema modeline",
                notes: [.init("add `\(prefix)<relative path to schemas>/\(file)` as the first line so editors check it as you type")])]
        }
        let path = String(body.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        guard path == file || path.hasSuffix("/" + file) else {
            // Columns count Unicode scalars; the path may have spaces around it.
            let afterPrefix = body.unicodeScalars.dropFirst(prefix.unicodeScalars.count)
            let leading = afterPrefix.prefix { CharacterSet.whitespaces.contains($0) }.count
            let name = String(path.split(separator: "/").last ?? Substring(path))
            let length = name.unicodeScalars.count
            let start = bom + prefix.unicodeScalars.count + leading + path.unicodeScalars.count - length + 1
            return [diagnostic(
                at: SourceLocation(path: source.path, line: 1, column: start), length: length,
                "modeline names '\(name)' but a file of this kind follows '\(file)'",
                // A path ending in '/' has no file name to replace.
                fixIts: path.hasSuffix(name) ? [.init(at: SourceLocation(path: source.path, line: 1, column: start), length: length, replacement: file)] : [])]
        }
        return []
    }
}
