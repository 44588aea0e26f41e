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
            out += "  <testsuite name=\"\(xml(file))\" tests=\"\(max(1, found.count))\" failures=\"\(fileFailures)\" errors=\"0\">\n"
            if found.isEmpty {
                out += "    <testcase name=\"lint\" classname=\"\(xml(file))\"/>\n"
            }
            for d in found {
                let name = "\(d.ruleID) at \(d.location.line):\(d.location.column)"
                out += "    <testcase name=\"\(xml(name))\" classname=\"\(xml(file))\""
                if d.severity >= .warning {
                    var body = "\(d.location): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]"
                    for note in d.notes { body += "\nnote: \(note.message)" }
                    out += ">\n      <failure type=\"\(xml(d.ruleID))\" message=\"\(xml(d.message))\">\(xml(body))</failure>\n    </testcase>\n"
                } else {
                    out += ">\n      <system-out>\(xml(d.message))</system-out>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private func xml(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: out += " "  // not allowed in XML 1.0
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
