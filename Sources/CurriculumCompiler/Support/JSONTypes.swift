import CurriculumModel

// The package's one JSON value (CurriculumModel/JSON/) by its short names in every file of this
// module: bundles, reports and the language server all use it.
typealias JSONValue = CurriculumModel.JSONValue
typealias JSONObject = CurriculumModel.JSONObject

extension JSONWriter.Style {
    /// The json and sarif reports: pretty and sorted, and their strings exact but safe to show on
    /// a terminal: DEL, C1 controls, line separators and bidirectional controls are `\u` escapes.
    static let report = JSONWriter.Style(layout: .pretty, keys: .sorted, numbers: .wholeAsInteger, visible: { TerminalSafe.escape($0) != nil })
}

extension JSONWritable {
    /// Pretty, sorted JSON text with a final newline: what `--format json` prints.
    package func jsonText() -> String { JSONWriter.text(self, style: .document) }
}
