import CurriculumModel

// The package's one JSON value (CurriculumModel/JSON/) by its short names in every file of this
// module: bundles, reports and the language server all use it.
package typealias JSONValue = CurriculumModel.JSONValue
typealias JSONObject = CurriculumModel.JSONObject

extension JSONWritable {
    /// Pretty, sorted JSON text with a final newline: what `--format json` prints.
    package func jsonText() -> String { JSONWriter.text(self, style: .document) }
}
