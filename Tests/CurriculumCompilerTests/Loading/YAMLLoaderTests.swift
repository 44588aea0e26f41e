@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

final class YAMLLoaderTests: XCTestCase {
    func testNodesKeepOneBasedLinesAndColumns() throws {
        let (root, diagnostics) = load("kind: Lesson\nitems:\n  - id: i1\n    answer: 7\n")
        XCTAssertEqual(diagnostics.count, 0)
        let item = try XCTUnwrap(root?["items"]?.sequence?.first)
        XCTAssertEqual(item.mark, Mark(line: 3, column: 5))
        XCTAssertEqual(item["answer"]?.mark, Mark(line: 4, column: 13))
        XCTAssertEqual(item["answer"]?.int, 7)
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        let (root, _) = load("title: ½ café\nnext: x\nemoji: \"🍎🍎\"\nafter: [🍎, z]\n")
        XCTAssertEqual(root?["after"]?.sequence?[1].mark, Mark(line: 4, column: 12))
    }

    func testSyntaxErrorCarriesLibyamlProblemAndContext() {
        let (root, diagnostics) = load("kind: Lesson\nid: [a, b\n")
        XCTAssertNil(root)
        // libyaml stops at 3:1; the diagnostic points at the bracket that was never closed.
        XCTAssertEqual(summary(diagnostics), ["YAML-SYNTAX@2:5"])
        XCTAssertEqual(diagnostics[0].message, "this '[' is never closed; add ']' at the end of the list")
        XCTAssertEqual(diagnostics[0].notes.last?.message, "libyaml: while parsing a flow sequence at line 2, column 5: did not find expected ',' or ']' at line 3, column 1")
    }

    func testTabIndentationIsNamedInTheMessage() {
        let (_, diagnostics) = load("kind: Lesson\nitems:\n\t- id: i1\n")
        XCTAssertEqual(summary(diagnostics), ["YAML-SYNTAX@3:1"])
        XCTAssertEqual(diagnostics.first?.message, "this line is indented with a tab, which YAML does not allow; indent it with 2 spaces instead")
    }

    func testDuplicateKeyReportedAtSecondKeyWithFirstInNote() {
        let (root, diagnostics) = load("kind: Lesson\nitems:\n  - id: i1\n    prompt: A?\n    prompt: B?\n")
        XCTAssertEqual(summary(diagnostics), ["YAML-DUPLICATE-KEY@5:5"])
        XCTAssertEqual(diagnostics[0].notes.first?.location, SourceLocation(path: "t.yaml", line: 4, column: 5))
        XCTAssertEqual(root?["items"]?.sequence?.first?["prompt"]?.string, "A?", "the first value is kept")
    }

    func testDuplicateKeysAtEveryDepth() {
        let (_, diagnostics) = load("a: 1\na: 2\nb:\n  c: 1\n  c: 2\n  d:\n    - {e: 1, e: 2}\n")
        XCTAssertEqual(summary(diagnostics), ["YAML-DUPLICATE-KEY@2:1", "YAML-DUPLICATE-KEY@5:3", "YAML-DUPLICATE-KEY@7:14"])
    }

    func testAliasesExpandAndBombsStop() throws {
        let (root, ok) = load("hint: &h Count again.\nother: *h\n")
        XCTAssertTrue(ok.isEmpty)
        XCTAssertEqual(root?["other"]?.string, "Count again.")

        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let started = Date()
        let (_, diagnostics) = load(bomb)
        XCTAssertEqual(diagnostics.filter { $0.ruleID == "YAML-ALIAS" }.count, 1)
        XCTAssertTrue(diagnostics[0].message.contains("expand to more than"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }

    /// An alias's copy is located where the alias was written; what is inside it keeps the
    /// anchor's positions, where that content was written.
    func testAnAliasCopyIsWhereTheAliasIsAndItsInsideWhereTheAnchorIs() throws {
        let (root, diagnostics) = load("first: &item\n  id: i1\n  answer: 6\nsecond: *item\n")
        XCTAssertTrue(diagnostics.isEmpty)
        let first = try XCTUnwrap(root?["first"]), second = try XCTUnwrap(root?["second"])
        XCTAssertEqual([first.mark.line, first.mark.column], [1, 8])  // the anchor opens the mapping
        XCTAssertEqual([second.mark.line, second.mark.column], [4, 9])
        XCTAssertEqual(second["id"]?.string, "i1")
        XCTAssertEqual(second["id"]?.mark, first["id"]?.mark)
    }

    func testSelfReferencingAndUndefinedAliases() {
        XCTAssertEqual(summary(load("a: &x [1, *x]\n").1), ["YAML-ALIAS@1:11"])
        XCTAssertEqual(summary(load("a: *nope\n").1), ["YAML-ALIAS@1:4"])
    }

    func testNestingTenThousandDeepIsReportedNotRecursed() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let (_, diagnostics) = load(deep)
        XCTAssertEqual(summary(diagnostics), ["YAML-NESTING@1:65"])
        let blockDeep = (0..<200).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " end\n"
        XCTAssertEqual(load(blockDeep).1.map(\.ruleID), ["YAML-NESTING"])
    }

    func testInvalidUTF8IsLocated() {
        var bytes = Array("kind: Lesson\ntitle: caf".utf8)
        bytes += [0xE9, 0x0A]
        let (root, diagnostics) = loadBytes(bytes)
        XCTAssertNil(root)
        XCTAssertEqual(summary(diagnostics), ["YAML-ENCODING@2:11"])
        XCTAssertTrue(diagnostics[0].message.contains("0xE9"))
    }

    func testNULByteAndBinaryJunk() {
        XCTAssertEqual(summary(loadBytes(Array("a: b\nc: d\u{0}\n".utf8)).1), ["YAML-ENCODING@2:5"])
        let junk: [UInt8] = (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }
        XCTAssertEqual(loadBytes(junk).1.first?.ruleID, "YAML-ENCODING")
    }

    func testControlCharactersReportedByLibyamlWithPosition() {
        let (_, diagnostics) = load("a: b\nc: \u{07}\n")
        XCTAssertEqual(diagnostics.first?.ruleID, "YAML-ENCODING")
        XCTAssertEqual(diagnostics.first?.location.line, 2)
    }

    func testByteOrderMarkAndCRLFAreWarningsAndTheFileStillLoads() {
        let (root, diagnostics) = loadBytes([0xEF, 0xBB, 0xBF] + Array("kind: Lesson\r\nid: x\r\n".utf8))
        XCTAssertEqual(root?["id"]?.string, "x")
        XCTAssertEqual(diagnostics.map(\.ruleID), ["YAML-BOM", "YAML-LINE-ENDINGS"])
        XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .warning })
        XCTAssertEqual(diagnostics[1].location.line, 1)
    }

    func testUTF16IsRejectedClearly() {
        XCTAssertEqual(loadBytes([0xFF, 0xFE, 0x61, 0x00]).1.first?.message, "file is UTF-16; save it as UTF-8")
    }

    func testEmptyFilesAndCommentOnlyFiles() {
        XCTAssertEqual(summary(load("").1), ["YAML-EMPTY@1:1"])
        XCTAssertEqual(summary(load("   \n\n").1), ["YAML-EMPTY@1:1"])
        XCTAssertEqual(load("# nothing here\n").1.map(\.message), ["file has no content, only comments"])
        XCTAssertEqual(load("---\n...\n").1.map(\.ruleID), ["YAML-EMPTY"])
    }

    func testSeveralDocumentsReportTheSecond() {
        let (root, diagnostics) = load("kind: Lesson\n---\nkind: Unit\n")
        XCTAssertEqual(summary(diagnostics), ["YAML-MULTI-DOCUMENT@2:1"])
        XCTAssertEqual(root?["kind"]?.string, "Lesson")
    }

    func testNumbersBeyondInt64AreReportedNotTrapped() {
        let (root, diagnostics) = load("a: 99999999999999999999999\nb: -99999999999999999999\nc: 1e999\nd: 0x7FFFFFFFFFFFFFFFFF\n")
        XCTAssertEqual(summary(diagnostics), ["YAML-NUMBER-RANGE@1:4", "YAML-NUMBER-RANGE@2:4", "YAML-NUMBER-RANGE@4:4"])
        XCTAssertNil(root?["a"]?.int)
        XCTAssertEqual(root?["c"]?.double, .infinity)
    }

    func testMergeKeysAndComplexKeysAreRejected() {
        XCTAssertEqual(summary(load("b: &b {x: 1}\nc:\n  <<: *b\n  y: 2\n").1), ["YAML-MERGE-KEY@3:3"])
        XCTAssertEqual(summary(load("? [a, b]\n: 1\n").1), ["YAML-COMPLEX-KEY@1:3"])
    }

    func testUnknownTagsWarnAndCoreTagsApply() {
        let (root, diagnostics) = load("a: !!str 08\nb: !!binary aGk=\nc: !!int 12\n")
        XCTAssertEqual(summary(diagnostics), ["YAML-TAG@2:4"])
        XCTAssertEqual(root?["a"]?.string, "08")
        XCTAssertEqual(root?["c"]?.int, 12)
    }

    func testCoreSchemaHasNoNorwayProblemAndNoSexagesimal() {
        let (root, _) = load("country: no\nanswer: on\ntime: 3:30\nyes: yes\nzero: 08\nversion: 1.10\nt: true\nn: ~\nf: 2.5\nh: 0x1F\n")
        XCTAssertEqual(root?["country"]?.string, "no")
        XCTAssertNil(root?["country"]?.bool)
        XCTAssertEqual(root?["answer"]?.string, "on")
        XCTAssertEqual(root?["time"]?.string, "3:30")
        XCTAssertEqual(root?["yes"]?.string, "yes")
        XCTAssertEqual(root?["zero"]?.int, 8)
        XCTAssertEqual(root?["zero"]?.string, "08", "a plain number reads as its text where a string is expected")
        XCTAssertEqual(root?["version"]?.string, "1.10")
        XCTAssertEqual(root?["t"]?.bool, true)
        XCTAssertTrue(root?["n"]?.isNull ?? false)
        XCTAssertEqual(root?["f"]?.double, 2.5)
        XCTAssertEqual(root?["h"]?.int, 31)
    }

    func testJSONNumbersNeverStandInForStrings() {
        let (root, diagnostics) = load("{\"a\": 1, \"b\": \"1\"}", json: true)
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertNil(root?["a"]?.string)
        XCTAssertEqual(root?["b"]?.string, "1")
    }

    func testALongSingleLineAndLargeFileLoadQuickly() {
        let line = "title: " + String(repeating: "a", count: 1 << 20) + "\n"
        let started = Date()
        let (root, diagnostics) = load(line)
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertEqual(root?["title"]?.string?.count, 1 << 20)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }
}

final class NodeLayoutTests: XCTestCase {
    /// A curriculum holds millions of nodes; the 250 MB budget at 100,000 items depends on this.
    func testNodesStayCompact() {
        XCTAssertLessThanOrEqual(MemoryLayout<Node>.stride, 32)
        XCTAssertLessThanOrEqual(MemoryLayout<Node.Pair>.stride, 64)
    }

    func testResolvedValuesAreRecomputedFromText() {
        let (root, _) = load("a: 0x1F\nb: -.inf\nc: 12\nd: !!float 3\ne: true\n")
        XCTAssertEqual(root?["a"]?.int, 31)
        XCTAssertEqual(root?["b"]?.double, -.infinity)
        XCTAssertEqual(root?["c"]?.scalar?.resolved, .int(12))
        XCTAssertEqual(root?["d"]?.double, 3)
        XCTAssertEqual(root?["e"]?.bool, true)
    }
}
