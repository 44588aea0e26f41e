/// JUnit XML, which most CI systems show as a test report: one test suite per checked file,
/// one failing test case per error or warning, one passing case for a clean file.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    let options: ReporterOptions

    public init(options: ReporterOptions) { self.options = options }

    public func render(_ report: LintReport) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for d in report.diagnostics { byFile[d.location.path, default: []].append(d) }
        let files = Set(report.checkedFiles).union(byFile.keys).sorted()
        let failures = report.diagnostics.filter { $0.severity >= .warning }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"curriculum lint\" tests=\"\(max(files.count, report.diagnostics.count))\" failures=\"\(failures)\">\n"
        for file in files {
            let found = byFile[file] ?? []
            let fileFailures = found.filter { $0.severity >= .warning }.count
            out += "  <testsuite name=\"\(Self.xml(file))\" tests=\"\(max(1, found.count))\" failures=\"\(fileFailures)\" errors=\"0\">\n"
            if found.isEmpty {
                out += "    <testcase name=\"lint\" classname=\"\(Self.xml(file))\"/>\n"
            }
            for d in found {
                let name = "\(d.ruleID) at \(d.location.line):\(d.location.column)"
                out += "    <testcase name=\"\(Self.xml(name))\" classname=\"\(Self.xml(file))\""
                if d.severity >= .warning {
                    var body = "\(d.location): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]"
                    for note in d.notes { body += "\nnote: \(note.message)" }
                    out += ">\n      <failure type=\"\(Self.xml(d.ruleID))\" message=\"\(Self.xml(d.message))\">\(Self.xml(body, content: true))</failure>\n    </testcase>\n"
                } else {
                    out += ">\n      <system-out>\(Self.xml(d.message, content: true))</system-out>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Text for an attribute value or element content, exact after parsing wherever XML 1.0 can
    /// carry it, and never raw control characters in the file (people `cat` these reports):
    /// - markup characters as entities;
    /// - carriage returns, and in attributes tabs and line feeds too, as character references
    ///   (`&#10;`), so line-end handling and attribute value normalization leave them as they were;
    /// - DEL, C1 controls, line and paragraph separators and bidirectional controls, which XML 1.0
    ///   allows, as character references (`&#x1B;` style), exact once parsed;
    /// - the other C0 controls and U+FFFE/U+FFFF, which XML 1.0 forbids even as references,
    ///   replaced by their visible `TerminalSafe` escape (`\x1B`): the one lossy case, and a
    ///   readable one.
    static func xml(_ s: String, content: Bool = false) -> String {
        guard s.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") })
        else { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t" where content, "\n" where content: out.unicodeScalars.append(scalar)
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += TerminalSafe.escape(scalar) ?? "\\u" + String(scalar.value, radix: 16, uppercase: true)
            case _ where TerminalSafe.escape(scalar) != nil:
                out += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
