import Foundation

/// Our positions (1-based lines, columns in Unicode scalars) as LSP's (0-based lines,
/// characters in UTF-16 code units) for one file's text, and back.
struct LSPPositions {
    let path: String
    let table: LineTable

    init(_ source: SourceFile?, path: String) {
        self.path = path
        table = LineTable(source.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "")
    }

    func position(line: Int, column: Int) -> JSONValue {
        let p = table.lspPosition(line: line, column: column)
        return ["line": .int(p.line), "character": .int(p.character)]
    }

    /// The range a value spans: `length` scalars on its line.
    func range(_ location: SourceLocation, length: Int) -> JSONValue {
        ["start": position(line: location.line, column: location.column),
         "end": position(line: location.line, column: location.column + max(0, length))]
    }

    /// Where an LSP position (a `Position` object) is in our terms.
    func location(_ position: JSONValue?) -> SourceLocation? {
        guard let line = position?["line"]?.int, let character = position?["character"]?.int, line >= 0, character >= 0 else { return nil }
        let p = table.sourcePosition(line: line, character: character)
        return SourceLocation(path: path, line: p.line, column: p.column)
    }

    /// An LSP `Location`: this file's URI and a range in it.
    func lspLocation(_ location: SourceLocation, length: Int) -> JSONValue {
        ["uri": .string(DocumentURI.fileURI(path: location.path)), "range": range(location, length: length)]
    }
}

/// How our findings read in an editor.
enum LSPDiagnostics {
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .info, .off: 3
        }
    }

    /// One finding as an LSP `Diagnostic`. Notes that point somewhere become related
    /// information; the others are added to the message, as the terminal report prints them.
    /// `positions` converts for the finding's own file; `other` gives it for a note's file.
    /// `rules` is the rules reference (docs/rules.md) the rule's link points into, when found.
    static func json(_ d: Diagnostic, positions: LSPPositions, other: (String) -> LSPPositions, rules: URL?) -> JSONValue {
        var message = d.message
        var related: [JSONValue] = []
        for note in d.notes {
            if let at = note.location {
                let p = at.path == positions.path ? positions : other(at.path)
                related.append(["location": p.lspLocation(at, length: 1), "message": .string(note.message)])
            } else {
                message += "\nnote: " + note.message
            }
        }
        var object: JSONObject = [
            "range": positions.range(d.location, length: d.length),
            "severity": .int(severity(d.severity)),
            "code": .string(d.ruleID),
            "source": "curriculum",
            "message": .string(message),
        ]
        if let rules {
            // GitHub and most Markdown viewers anchor a `## RULE-ID` heading as `#rule-id`.
            object["codeDescription"] = ["href": .string(DocumentURI.fileURI(path: rules.path) + "#" + d.ruleID.lowercased())]
        }
        if !related.isEmpty { object["relatedInformation"] = .array(related) }
        return .object(object)
    }
}
