import Foundation
import XCTest

@testable import CurriculumCompiler

/// ISSUE 8 part 5: every file of Fixtures/bad-input, and the cases generated at test time (a
/// 1 MB line, a 20 MB file, symlinks out of the root), compiled inside the base curriculum and
/// compared with its golden. See BadInputHarness.swift for the format and how to regenerate.
final class BadInputCorpusTests: XCTestCase {
    /// Every case with a golden: the committed files, then the generated ones.
    static func allCases() throws -> [BadInput.Case] {
        try BadInput.corpusNames().map(BadInput.corpusCase) + BadInputGeneratedCases.all
    }

    func testTheCorpusCoversEveryKindOfBadInput() throws {
        let names = try BadInput.corpusNames()
        XCTAssertGreaterThanOrEqual(names.count, 100, "the corpus needs at least 100 files")
        var counts: [String: Int] = [:]
        for name in names { counts[BadInput.category(name), default: 0] += 1 }
        for category in [
            "syntax", "directive", "tag", "tab", "dup", "alias", "merge", "nesting", "utf8", "bytes", "empty", "docs",
            "number", "type", "kind", "field", "id",
        ] {
            XCTAssertGreaterThan(counts[category] ?? 0, 0, "no corpus file of category '\(category)'")
        }
        for name in names {
            XCTAssertNotNil(name.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), "\(name): use lowercase-kebab names")
            let size = try FileManager.default.attributesOfItem(atPath: BadInput.corpus.appendingPathComponent(name + ".yaml").path)[.size] as? Int ?? 0
            XCTAssertLessThanOrEqual(size, 64 * 1024, "\(name).yaml is \(size) bytes; generate big inputs at test time instead")
        }
        print("bad-input corpus: \(names.count) files; " + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    func testEveryGoldenBelongsToACase() throws {
        guard !BadInput.updating else { return }
        let known = Set(try Self.allCases().map(\.name))
        let goldens = try FileManager.default.contentsOfDirectory(atPath: BadInput.corpus.path)
            .filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(9)) }
        for name in goldens where !known.contains(name) {
            XCTFail("\(name).expected has no case: delete it or add \(name).yaml")
        }
        for name in known where !goldens.contains(name) {
            XCTFail("\(name) has no golden: run UPDATE_GOLDEN=1 swift test --filter BadInput and review it")
        }
    }

    /// The goldens, and what every case must do whatever its golden says: report something
    /// located in the file, at a position inside it, within the time budget, while still
    /// linking the base lessons and reporting the planted lesson's error.
    func testEveryCaseMatchesItsGoldenAndLeavesTheRestChecked() throws {
        var times: [(String, Double)] = []
        for c in try Self.allCases() {
            let result = try BadInput.runTimed(c)
            times.append((c.name, result.seconds))
            try BadInput.checkGolden(result)
            XCTAssertLessThan(result.seconds, BadInput.budget(for: result), "\(c.name) took \(result.seconds) s to compile")
            // A known issue's own check is testKnownIssuesInTheCorpus; the rest still applies.
            let known = BadInputExpectations.knownIssues[c.name] != nil
            let awaiting = BadInputExpectations.awaitingShapeStage[c.name] != nil
            for problem in BadInput.problems(result, expectFindings: !awaiting && !known, checkLocations: !known) {
                XCTFail("\(c.name): \(problem)")
            }
        }
        let slowest = times.sorted { $0.1 > $1.1 }.prefix(5).map { "\($0.0) \(String(format: "%.2f", $0.1)) s" }
        print("bad-input: slowest compiles: \(slowest.joined(separator: ", "))")
    }

    /// Positions far into big files, worked out here independently of the goldens.
    func testPositionsInTheGeneratedBigFilesAreExact() throws {
        let line = try BadInput.run(BadInputGeneratedCases.oneMegabyteLine)
        let column = BadInputGeneratedCases.oneMegabyteLinePrefix.unicodeScalars.count + 1
        XCTAssertTrue(line.has("YAML-DUPLICATE-KEY", at: 1, column), "expected 1:\(column); \(line.lines)")

        let big = try BadInput.run(BadInputGeneratedCases.twentyMegabyteFile)
        let bytes = try XCTUnwrap(big.bytes)
        XCTAssertGreaterThanOrEqual(bytes.count, 20 << 20)
        let target = Array("    answer: 7\n".utf8)
        let offset = try XCTUnwrap(bytes.indices.reversed().first { bytes[$0...].starts(with: target) })
        let lineNumber = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        XCTAssertTrue(big.has("YAML-DUPLICATE-KEY", at: lineNumber, 5), "expected \(lineNumber):5; \(big.lines)")
    }

    /// A trap (overflow, bad index, stack overflow) kills the whole test process, so the
    /// corpus also runs here with nothing but a count: if this test dies, rerun it with
    /// BADINPUT_VERBOSE=1 to see the last case started.
    func testNoCaseTraps() throws {
        let cases = try Self.allCases()
        var compiled = 0
        for c in cases {
            _ = try BadInput.run(c)
            compiled += 1
        }
        XCTAssertEqual(compiled, cases.count)
    }

    /// Files that today produce nothing because the Shape stage (JSON Schema validation) is not
    /// in yet. Not a failure: this lists them until each reports one of its expected rules.
    func testFilesAwaitingTheShapeStage() throws {
        var waiting: [String] = []
        for (name, rules) in BadInputExpectations.awaitingShapeStage.sorted(by: { $0.key < $1.key }) {
            let result = try BadInput.run(try BadInput.corpusCase(name))
            if result.findings.contains(where: { rules.contains($0.ruleID) }) {
                print("bad-input: \(name) now reports \(rules.sorted().joined(separator: "/")); remove it from awaitingShapeStage")
            } else {
                waiting.append("\(name) (expects \(rules.sorted().joined(separator: " or ")); has \(result.lines))")
            }
        }
        if !waiting.isEmpty {
            throw XCTSkip("\(waiting.count) corpus files await the Shape stage:\n" + waiting.joined(separator: "\n"))
        }
    }

    /// Compiler bugs the corpus found (wrong or missing diagnostics and locations), each with
    /// the behaviour a user should see. See BadInputExpectations.knownIssues.
    func testKnownIssuesInTheCorpus() throws {
        var open: [String] = []
        let cases = Dictionary(try Self.allCases().map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for (name, entry) in BadInputExpectations.knownIssues.sorted(by: { $0.key < $1.key }) {
            let c = try XCTUnwrap(cases[name], "known issue for a case that does not exist: \(name)")
            let result = try BadInput.run(c)
            if entry.isFixed(result) {
                XCTFail("known issue \(entry.issue.id) (\(name)) no longer reproduces: remove it from BadInputExpectations.knownIssues and regenerate its golden")
            } else {
                open.append("\(entry.issue.id) [\(name)]: \(entry.issue.summary)\n    today: \(result.lines)")
            }
        }
        if !open.isEmpty {
            throw XCTSkip("\(open.count) known issues in the bad-input corpus:\n" + open.joined(separator: "\n"))
        }
    }
}
