import CurriculumModel
import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// One finding as an LSP `Diagnostic`: how our findings read in an editor. Notes that point
/// somewhere become related information; the others are added to the message, as the terminal
/// report prints them.
struct LSPDiagnostic: JSONEncodable {
    var range: LSPRange
    var severity: Int
    var code: String
    var message: String
    /// The rule's section of the rules reference.
    var href: String?
    var related: [(location: LSPLocation, message: String)]

    /// `positions` converts for the finding's own file; `other` gives it for a note's file.
    /// `rules` is the rules reference (docs/rules.md) the rule's link points into, when found.
    init(_ d: Diagnostic, positions: LSPPositions, other: (String) -> LSPPositions, rules: URL?) {
        var message = d.message
        related = []
        for note in d.notes {
            if let at = note.location {
                let p = at.path == positions.path ? positions : other(at.path)
                related.append((p.lspLocation(at, length: 1), note.message))
            } else {
                message += "\nnote: " + note.message
            }
        }
        range = positions.range(d.location, length: d.length)
        severity = Self.severity(d.severity)
        code = d.ruleID
        self.message = message
        // GitHub and most Markdown viewers anchor a `## RULE-ID` heading as `#rule-id`.
        href = rules.map { DocumentURI.fileURI(path: $0.path) + "#" + d.ruleID.lowercased() }
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .info, .off: 3
        }
    }

    var encoded: JSONValue {
        var object: JSONObject = [
            "range": range.encoded,
            "severity": .int(severity),
            "code": .string(code),
            "source": "curriculum",
            "message": .string(message),
        ]
        if let href { object["codeDescription"] = ["href": .string(href)] }
        if !related.isEmpty {
            object["relatedInformation"] = .array(related.map { ["location": $0.location.encoded, "message": .string($0.message)] })
        }
        return .object(object)
    }
}
