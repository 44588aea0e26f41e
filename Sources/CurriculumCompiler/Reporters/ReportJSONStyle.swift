import CurriculumModel

extension JSONWriter.Style {
    /// The json and sarif reports: pretty and sorted, and their strings exact but safe to show on
    /// a terminal: DEL, C1 controls, line separators and bidirectional controls are `\u` escapes.
    static let report = JSONWriter.Style(
        layout: .pretty, keys: .sorted, numbers: .wholeAsInteger, visible: { TerminalSafe.escape($0) != nil })
}
