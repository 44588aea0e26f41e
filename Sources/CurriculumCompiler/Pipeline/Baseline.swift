import CurriculumSyntax
import CurriculumModel
import Foundation

/// Findings a team has accepted for now, so a new rule can be adopted without failing CI on old
/// content: `lint --write-baseline FILE` records them, `lint --baseline FILE` hides them.
///
/// A finding is recognised by a fingerprint of its rule, its file and the trimmed text of the
/// line it points at, plus its occurrence among findings with the same three. Line and column
/// numbers are left out so edits elsewhere in a file do not turn old findings into new ones;
/// messages are left out so rewording a message does not either.
package struct Baseline: Sendable, Equatable {
    package struct Entry: Sendable, Hashable {
        package var ruleID: String
        /// Relative to the baseline file's folder, `/`-separated.
        package var path: String
        package var fingerprint: String
        /// For people reading the file; matching ignores them.
        package var line: Int
        package var message: String
    }

    package static let formatVersion = 1
    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.path, $0.line, $0.ruleID, $0.fingerprint) < ($1.path, $1.line, $1.ruleID, $1.fingerprint) }
    }

    /// The baseline of a run's findings, with paths relative to `directory` (where the baseline
    /// file lives) so it matches wherever lint is run from.
    package init(report: LintReport, relativeTo directory: URL, currentDirectory: URL) {
        let keys = Self.fingerprints(report, relativeTo: directory, currentDirectory: currentDirectory)
        self.init(entries: zip(report.diagnostics, keys).map { d, key in
            Entry(ruleID: d.ruleID, path: key.path, fingerprint: key.fingerprint, line: d.location.line, message: d.message)
        })
    }

    /// Splits a report's findings into those the baseline does not hold and a count of those it
    /// does; each entry absorbs at most one finding. `stale` counts entries nothing matched.
    package func filter(_ report: LintReport, relativeTo directory: URL, currentDirectory: URL)
        -> (kept: [Diagnostic], baselined: Int, stale: Int)
    {
        let old = entries.map { Identity(ruleID: $0.ruleID, path: $0.path, fingerprint: $0.fingerprint, message: $0.message) }
        let new = Self.identities(report, relativeTo: directory, currentDirectory: currentDirectory)
        let (newMatched, oldMatched) = Self.match(old, new)
        let kept = zip(report.diagnostics, newMatched).filter { !$0.1 }.map(\.0)
        return (kept, report.diagnostics.count - kept.count, oldMatched.filter { !$0 }.count)
    }

    /// Who a finding is, for matching across runs: the fingerprint first, and where an edit to
    /// its own line changed that, the same rule, file and message.
    struct Identity {
        var ruleID: String
        var path: String
        var fingerprint: String
        var message: String
        var primary: String { ruleID + "\u{0}" + path + "\u{0}" + fingerprint }
        var secondary: String { ruleID + "\u{0}" + path + "\u{0}" + message }
    }

    /// Pairs findings of two runs one to one, by fingerprint and then by message.
    static func match(_ old: [Identity], _ new: [Identity]) -> (newMatched: [Bool], oldMatched: [Bool]) {
        var newMatched = Array(repeating: false, count: new.count)
        var oldMatched = Array(repeating: false, count: old.count)
        for key in [\Identity.primary, \Identity.secondary] {
            var open: [String: [Int]] = [:]
            for (i, o) in old.enumerated().reversed() where !oldMatched[i] { open[o[keyPath: key], default: []].append(i) }
            for (j, n) in new.enumerated() where !newMatched[j] {
                guard let i = open[n[keyPath: key]]?.popLast() else { continue }
                oldMatched[i] = true
                newMatched[j] = true
            }
        }
        return (newMatched, oldMatched)
    }

    static func identities(_ report: LintReport, relativeTo directory: URL, currentDirectory: URL) -> [Identity] {
        zip(report.diagnostics, fingerprints(report, relativeTo: directory, currentDirectory: currentDirectory)).map { d, key in
            Identity(ruleID: d.ruleID, path: key.path, fingerprint: key.fingerprint, message: d.message)
        }
    }

    /// Each finding's stable identity: its path (relative to `directory`) and fingerprint, in the
    /// report's order.
    static func fingerprints(_ report: LintReport, relativeTo directory: URL, currentDirectory: URL)
        -> [(path: String, fingerprint: String)]
    {
        var seen: [String: Int] = [:]
        var relativePaths: [String: String] = [:]
        return report.diagnostics.map { d in
            let path = relativePaths[d.location.path] ?? {
                let p = relativePath(d.location.path, from: directory, currentDirectory: currentDirectory)
                relativePaths[d.location.path] = p
                return p
            }()
            let text = report.sources[d.location.path]?.line(d.location.line)?.trimmingCharacters(in: .whitespaces) ?? ""
            let key = [d.ruleID, path, text].joined(separator: "\u{0}")
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return (path, digest(key + "\u{0}" + String(occurrence)))
        }
    }

    /// Findings of two runs matched by identity: what is new in `after`, and what `before` had
    /// that `after` no longer has. `lint --watch` prints these.
    package static func changes(from before: LintReport, to after: LintReport, currentDirectory: URL)
        -> (new: [Diagnostic], fixed: [Diagnostic])
    {
        let old = identities(before, relativeTo: currentDirectory, currentDirectory: currentDirectory)
        let new = identities(after, relativeTo: currentDirectory, currentDirectory: currentDirectory)
        let (newMatched, oldMatched) = match(old, new)
        return (zip(after.diagnostics, newMatched).filter { !$0.1 }.map(\.0),
                zip(before.diagnostics, oldMatched).filter { !$0.1 }.map(\.0))
    }

    static func digest(_ text: String) -> String {
        let bytes = SHA256.hash(Array(text.utf8)).prefix(16)
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] })
    }

    /// `display` (as printed, relative to the working directory unless absolute) relative to
    /// `directory`, with `..` where the file lies outside it.
    static func relativePath(_ display: String, from directory: URL, currentDirectory: URL) -> String {
        let absolute = display.hasPrefix("/") ? URL(fileURLWithPath: display) : currentDirectory.appendingPathComponent(display)
        let file = absolute.standardizedFileURL.pathComponents
        let base = directory.standardizedFileURL.pathComponents
        var common = 0
        while common < file.count, common < base.count, file[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + file[common...]
        return parts.joined(separator: "/")
    }

    // MARK: The file

    package func serialized() -> String {
        let json: JSONValue = [
            "version": .int(Self.formatVersion),
            "tool": "curriculum",
            "findings": .array(entries.map { e in
                [
                    "ruleId": .string(e.ruleID), "path": .string(e.path), "fingerprint": .string(e.fingerprint),
                    "line": .int(e.line), "message": .string(e.message),
                ]
            }),
        ]
        return json.jsonText()
    }

    package enum ReadError: Error, CustomStringConvertible {
        case malformed(String)
        package var description: String {
            switch self {
            case .malformed(let why): return why
            }
        }
    }

    package static func parse(_ data: Data) throws -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError.malformed("not a JSON object")
        }
        guard let version = object["version"] as? Int, version == formatVersion else {
            throw ReadError.malformed("unsupported baseline version (expected \(formatVersion))")
        }
        guard let findings = object["findings"] as? [[String: Any]] else {
            throw ReadError.malformed("no \"findings\" list")
        }
        var entries: [Entry] = []
        for (i, f) in findings.enumerated() {
            guard let rule = f["ruleId"] as? String, let path = f["path"] as? String,
                let fingerprint = f["fingerprint"] as? String
            else { throw ReadError.malformed("finding \(i + 1) lacks ruleId, path or fingerprint") }
            entries.append(Entry(ruleID: rule, path: path, fingerprint: fingerprint,
                                 line: f["line"] as? Int ?? 0, message: f["message"] as? String ?? ""))
        }
        return Baseline(entries: entries)
    }
}
