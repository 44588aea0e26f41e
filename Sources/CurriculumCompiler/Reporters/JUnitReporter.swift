import CurriculumSyntax
import CurriculumModel

/// JUnit XML, which most CI systems show as a test report: one test suite per checked file,
/// one failing test case per error or warning, one passing case for a clean file.
package struct JUnitReporter: Reporter {
    package static let name = "junit"
    let options: ReporterOptions

    package init(options: ReporterOptions) { self.options = options }

    package func render(_ report: LintReport) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for d in report.diagnostics { byFile[d.location.path, default: []].append(d) }
        let files = Set(report.checkedFiles).union(byFile.keys).sorted()
        let failures = report.diagnostics.reduce(0) { $1.severity >= .warning ? $0 + 1 : $0 }
        let out = ByteBuffer(capacity: 1024 + report.diagnostics.count * 400)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.append("<testsuites name=\"curriculum lint\" tests=\"\(max(files.count, report.diagnostics.count))\" failures=\"\(failures)\">\n")
        for file in files {
            let found = byFile[file] ?? []
            let fileFailures = found.reduce(0) { $1.severity >= .warning ? $0 + 1 : $0 }
            var escapedFile: [UInt8] = []
            Self.xml(file, into: &escapedFile)
            out.append("  <testsuite name=\"")
            out.append(escapedFile)
            out.append("\" tests=\"\(max(1, found.count))\" failures=\"\(fileFailures)\" errors=\"0\">\n")
            if found.isEmpty {
                out.append("    <testcase name=\"lint\" classname=\"")
                out.append(escapedFile)
                out.append("\"/>\n")
            }
            for d in found {
                out.append("    <testcase name=\"")
                out.append(Self.xml("\(d.ruleID) at \(d.location.line):\(d.location.column)"))
                out.append("\" classname=\"")
                out.append(escapedFile)
                out.append("\"")
                if d.severity >= .warning {
                    var body = "\(d.location): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]"
                    for note in d.notes { body += "\nnote: \(note.message)" }
                    out.append(">\n      <failure type=\"")
                    out.append(Self.xml(d.ruleID))
                    out.append("\" message=\"")
                    out.append(Self.xml(d.message))
                    out.append("\">")
                    out.append(Self.xml(body, content: true))
                    out.append("</failure>\n    </testcase>\n")
                } else {
                    out.append(">\n      <system-out>")
                    out.append(Self.xml(d.message, content: true))
                    out.append("</system-out>\n    </testcase>\n")
                }
            }
            out.append("  </testsuite>\n")
        }
        out.append("</testsuites>\n")
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
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
    static func xml(_ s: String, content: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        xml(s, content: content, into: &out)
        return out
    }

    /// Escapes byte by byte: every character escaped starts with an ASCII byte, 0xC2 (C1
    /// controls), 0xE2 (U+2000…U+2FFF) or 0xEF (U+FFFE, U+FFFF); runs of other bytes are copied.
    static func xml(_ s: String, content: Bool = false, into out: inout [UInt8]) {
        var s = s
        s.withUTF8 { utf8 in
            out.reserveCapacity(out.count + utf8.count)
            var copied = 0, i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                var replacement: String?
                var width = 1
                switch b {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&apos;"
                case 0x09, 0x0A: replacement = content ? nil : "&#\(b);"
                case 0x0D: replacement = "&#13;"
                case 0x00..<0x20: replacement = TerminalSafe.escape(Unicode.Scalar(b))
                case 0x7F: replacement = "&#x7F;"
                case 0xC2 where i + 1 < n && (0x80...0x9F).contains(utf8[i + 1]):
                    replacement = "&#x" + String(utf8[i + 1], radix: 16, uppercase: true) + ";"
                    width = 2
                case 0xE2 where i + 2 < n && (utf8[i + 1] == 0x80 || utf8[i + 1] == 0x81):
                    let value = 0x2000 + (UInt32(utf8[i + 1] & 0x3F) << 6) + UInt32(utf8[i + 2] & 0x3F)
                    if let scalar = Unicode.Scalar(value), TerminalSafe.escape(scalar) != nil {
                        replacement = "&#x" + String(value, radix: 16, uppercase: true) + ";"
                        width = 3
                    }
                case 0xEF where i + 2 < n && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF):
                    replacement = utf8[i + 2] == 0xBE ? "\\uFFFE" : "\\uFFFF"
                    width = 3
                default:
                    break
                }
                guard let replacement else { i += 1; continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<i]))
                out.append(contentsOf: replacement.utf8)
                i += width
                copied = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<n]))
        }
    }
}
