/// Comma-separated values as RFC 4180 writes them: every field quoted when it holds a comma, a
/// quote or a line break, quotes doubled, lines ended CRLF, so spreadsheets open the briefs as
/// written. A field that starts with `=`, `+`, `-` or `@` gets a leading apostrophe, so a
/// spreadsheet shows it as text rather than running it as a formula (OWASP, CSV injection).
package enum CSV {
    package static func table(_ header: [String], _ rows: [[String]]) -> String {
        ([header] + rows).map { $0.map(field).joined(separator: ",") + "\r\n" }.joined()
    }

    static func field(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
