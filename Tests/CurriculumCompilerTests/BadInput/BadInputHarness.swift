@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Dispatch
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The bad-input corpus (docs/design.md#bad-input-and-safety): where it lives, how one case runs, and
/// the golden format.
///
/// A case is one bad file laid over a copy of the base curriculum (Fixtures/base) at
/// `k/01-counting/<name>.yaml`, next to a planted copy of a base lesson with a misspelled skill,
/// so every run also shows that the rest of the curriculum is still linked and checked.
///
/// Its golden, `Fixtures/bad-input/<name>.expected`, is what `curriculum lint` on that file
/// would say, one line each:
///
///     exit 1
///     YAML-SYNTAX 30:11 this '[' is never closed; add ']' at the end of the list
///
/// first the exit status (1 when any finding is an error, else 0), then every diagnostic
/// located in the file as `RULE-ID line:col message`, sorted by position. Characters that
/// would not show (controls, BOM, line separators) are written `\u{XX}`; messages over 300
/// characters are cut with their length noted. Lines starting with `#` are comments (known
/// issues, what the Shape stage should add) and are not compared.
///
/// `UPDATE_GOLDEN=1 swift test --filter BadInput` rewrites every golden in the source tree.
enum BadInput {
    /// Tests/CurriculumCompilerTests/Fixtures in the source tree. Goldens are read from and
    /// written to it so that UPDATE_GOLDEN=1 edits the files git tracks.
    static let sourceFixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var fixtures: URL {
        get throws {
            if FileManager.default.fileExists(atPath: sourceFixtures.appendingPathComponent("bad-input").path) {
                return sourceFixtures
            }
            return try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        }
    }

    static var corpus: URL { get throws { try fixtures.appendingPathComponent("bad-input") } }
    static var base: URL { get throws { try fixtures.appendingPathComponent("base") } }

    static let displayRoot = "curriculum"
    /// Where a corpus file goes, relative to the curriculum root.
    static let folder = "k/01-counting"
    static let updating = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
    static let verbose = ProcessInfo.processInfo.environment["BADINPUT_VERBOSE"] == "1"
    /// Every case must compile in less than this (docs/design.md#bad-input-and-safety).
    static let timeBudget = 2.0

    /// The base curriculum's own lessons: every case must still link them.
    static let baseLessons = [
        "k.counting.add-within-5.l1", "k.counting.compare.l1", "k.counting.count-to-10.l1", "k.counting.mastery",
    ]

    /// A copy of a base lesson with a misspelled skill, planted beside every case: its
    /// REF-UNKNOWN must still be reported, whatever the bad file does.
    static let plantedPath = "k/01-counting/planted-compare-l2.yaml"
    static let plantedFinding = "REF-UNKNOWN 4:8 unknown skill 'k.counting.compair'; did you mean 'k.counting.compare'?"

    /// Names of the committed corpus files, without `.yaml`, sorted.
    static func corpusNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".yaml") }
            .map { String($0.dropLast(5)) }
            .sorted()
    }

    /// The family of a case, for counting: `syntax`, `utf8`, `bytes`, …
    static func category(_ name: String) -> String {
        String(name.prefix { $0 != "-" })
    }

    struct Case: Sendable {
        var name: String
        /// The file or symlink under test, relative to the curriculum root.
        var path: String
        /// Lays the case over the copied base curriculum (the root's URL).
        var setUp: @Sendable (URL) throws -> Void
        /// Symlinks the case made, removed by hand before the tree is (never followed).
        var symlinks: [String] = []
        /// Removes what the case made outside the root (the root's URL).
        var cleanUp: @Sendable (URL) -> Void = { _ in }

        var displayPath: String { BadInput.displayRoot + "/" + path }
    }

    static func corpusCase(_ name: String) throws -> Case {
        let bytes = try Data(contentsOf: corpus.appendingPathComponent(name + ".yaml"))
        let path = "\(folder)/\(name).yaml"
        return Case(name: name, path: path) { root in try bytes.write(to: root.appendingPathComponent(path)) }
    }

    struct Result {
        var name: String
        var displayPath: String
        /// Diagnostics located in the case's file, in golden order.
        var findings: [Diagnostic]
        var compilation: Compilation
        var seconds: Double
        /// The bytes of the case's file, when it is a regular file.
        var bytes: [UInt8]?

        var exitStatus: Int { findings.contains { $0.severity == .error } ? 1 : 0 }
        var lines: [String] { findings.map(BadInput.line) }
        /// The golden's compared lines: the exit status, then the findings.
        var golden: [String] { ["exit \(exitStatus)"] + lines }

        func has(_ rule: String, at line: Int, _ column: Int) -> Bool {
            findings.contains { $0.ruleID == rule && $0.location.line == line && $0.location.column == column }
        }
        func has(_ rule: String) -> Bool { findings.contains { $0.ruleID == rule } }
    }

    /// Copies the base curriculum, plants the second lesson, lays the case over it and compiles.
    static func run(_ c: Case) throws -> Result {
        let tree = try TemporaryTree()
        let fm = FileManager.default
        try fm.removeItem(at: tree.url)
        try fm.copyItem(at: try base, to: tree.url)
        let compare = try String(contentsOf: try base.appendingPathComponent("k/01-counting/compare-l1.yaml"), encoding: .utf8)
        let planted = compare
            .replacingOccurrences(of: "id: k.counting.compare.l1", with: "id: k.counting.compair.l2")
            .replacingOccurrences(of: "skill: k.counting.compare", with: "skill: k.counting.compair")
            .replacingOccurrences(of: "order: 1", with: "order: 2")
        try tree.write(plantedPath, planted)
        defer {
            // Remove symlinks ourselves so that no cleanup can ever walk into their targets.
            for link in c.symlinks { _ = unlink(tree.url.appendingPathComponent(link).path) }
            c.cleanUp(tree.url)
        }
        try c.setUp(tree.url)
        if verbose { print("bad-input: \(c.name)") }
        let started = DispatchTime.now().uptimeNanoseconds
        let compilation = try Compiler.compile(root: tree.url, displayRoot: displayRoot)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let findings = compilation.diagnostics.filter { $0.location.path == c.displayPath }.sorted(by: goldenOrder)
        let file = tree.url.appendingPathComponent(c.path)
        var bytes: [UInt8]?
        if !c.symlinks.contains(c.path), let data = try? Data(contentsOf: file) { bytes = [UInt8](data) }
        return Result(
            name: c.name, displayPath: c.displayPath, findings: findings, compilation: compilation,
            seconds: seconds, bytes: bytes)
    }

    static func goldenOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.location.line, a.location.column, a.ruleID, a.message) < (b.location.line, b.location.column, b.ruleID, b.message)
    }

    /// `RULE-ID line:col message`.
    static func line(_ d: Diagnostic) -> String {
        "\(d.ruleID) \(d.location.line):\(d.location.column) \(printable(d.message))"
    }

    /// Keeps a golden line on one line and readable whatever the message quotes.
    static func printable(_ message: String, limit: Int = 300) -> String {
        var out = ""
        var count = 0
        for scalar in message.unicodeScalars {
            count += 1
            guard count <= limit else { continue }
            let v = scalar.value
            let visible = (0x20..<0x7F).contains(v) || (v >= 0xA0 && v != 0xFEFF && v != 0x2028 && v != 0x2029)
            if visible {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
            }
        }
        if count > limit { out += "…(\(count) characters)" }
        return out
    }

    // MARK: Goldens

    static func goldenURL(_ name: String) throws -> URL {
        try corpus.appendingPathComponent(name + ".expected")
    }

    /// The compared lines of a golden file, or nil when it does not exist.
    static func readGolden(_ name: String) throws -> [String]? {
        let url = try goldenURL(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
            .filter { !$0.hasPrefix("#") }
    }

    static func writeGolden(_ result: Result, comments: [String]) throws {
        var text = ""
        for comment in comments {
            for line in comment.split(separator: "\n") { text += "# \(line)\n" }
        }
        text += result.golden.joined(separator: "\n") + "\n"
        try text.write(to: try goldenURL(result.name), atomically: true, encoding: .utf8)
    }

    /// Compares a case with its golden, or rewrites the golden under UPDATE_GOLDEN=1.
    static func checkGolden(_ result: Result, file: StaticString = #filePath, line: UInt = #line) throws {
        if updating {
            try writeGolden(result, comments: BadInputExpectations.comments(for: result.name))
            return
        }
        guard let expected = try readGolden(result.name) else {
            XCTFail("\(result.name): no golden \(result.name).expected; run UPDATE_GOLDEN=1 swift test --filter BadInput", file: file, line: line)
            return
        }
        XCTAssertEqual(
            result.golden.joined(separator: "\n"), expected.joined(separator: "\n"),
            "\(result.name): findings differ from \(result.name).expected (UPDATE_GOLDEN=1 regenerates; then review)",
            file: file, line: line)
    }

    // MARK: Checks every case must pass

    /// What is wrong with a result beyond its golden: an empty list when it is fine.
    static func problems(_ r: Result, expectFindings: Bool, checkLocations: Bool = true) -> [String] {
        var out: [String] = []
        if expectFindings && r.findings.isEmpty {
            out.append("no diagnostic is located in the file")
        }
        for d in r.findings where d.location.line < 1 || d.location.column < 1 {
            out.append("location out of range: \(line(d))")
        }
        if checkLocations, let bytes = r.bytes {
            for d in r.findings where !pointsInside(bytes, line: d.location.line, column: d.location.column) {
                out.append("location is not inside the file: \(line(d))")
            }
        }
        let lessons = Set(r.compilation.catalog.lessons.map(\.id.value))
        if r.compilation.catalog.lessons.count < 4 || !lessons.isSuperset(of: baseLessons) {
            out.append("the base lessons are not all linked: \(lessons.sorted())")
        }
        let planted = r.compilation.diagnostics.filter { $0.location.path == displayRoot + "/" + plantedPath }.map(line)
        if !planted.contains(plantedFinding) {
            out.append("the planted lesson's REF-UNKNOWN is missing; found \(planted)")
        }
        return out
    }

    /// True when `line:column` names a character of the file or the position just past a
    /// line's end (or the file's end). Lines break at LF, CRLF or a lone CR, as in YAML;
    /// columns count Unicode scalars (lead bytes), as SourceFile does.
    static func pointsInside(_ bytes: [UInt8], line: Int, column: Int) -> Bool {
        var lengths: [Int] = []
        var current = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                lengths.append(current)
                current = 0
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
            } else if b & 0xC0 != 0x80 {
                current += 1
            }
            i += 1
        }
        let endsWithBreak = bytes.last == 0x0A || bytes.last == 0x0D
        if !endsWithBreak || bytes.isEmpty { lengths.append(current) }
        if line == lengths.count + 1 && endsWithBreak { return column == 1 }
        guard line >= 1, line <= lengths.count else { return bytes.isEmpty && line == 1 && column == 1 }
        return column >= 1 && column <= lengths[line - 1] + 1
    }

    /// Runs the case, and once more when it went over the time budget, so that a busy machine
    /// does not fail the run; only a case slow twice counts as slow.
    /// The time a case may take: `timeBudget`, or on a machine running slower than that allows
    /// (a loaded CI runner), 25 times what parsing the case's file alone takes there now — the
    /// libyaml floor, measured beside it, so noise slows both alike. Pathological (quadratic)
    /// work on a large case takes far longer than either.
    static func budget(for result: Result) -> Double {
        guard result.seconds >= timeBudget, let bytes = result.bytes else { return timeBudget }
        let source = SourceFile(path: result.displayPath, bytes: bytes)
        let started = DispatchTime.now().uptimeNanoseconds
        _ = YAMLLoader().load(source)
        let floor = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return max(timeBudget, 25 * floor)
    }

    static func runTimed(_ c: Case) throws -> Result {
        let first = try run(c)
        guard first.seconds >= timeBudget else { return first }
        let second = try run(c)
        return second.seconds < first.seconds ? second : first
    }
}

/// Known issues fail like XCTExpectFailure's strict mode (not in swift-corelibs-xctest): while the
/// issue reproduces the check is skipped with its description; once it no longer reproduces the
/// check fails, asking for the entry to be removed.
struct KnownIssue: Sendable {
    var id: String
    var summary: String

    func expect(fixed: Bool, detail: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        if fixed {
            XCTFail("known issue \(id) no longer reproduces: remove it from BadInputExpectations (\(summary))", file: file, line: line)
        } else {
            throw XCTSkip("KNOWN ISSUE \(id): \(summary)" + (detail.isEmpty ? "" : "\n\(detail)"), file: file, line: line)
        }
    }
}
