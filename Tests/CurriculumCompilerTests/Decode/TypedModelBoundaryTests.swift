@testable import CurriculumLanguageServer
import Foundation
import XCTest

/// The YAML tree is syntax: only the syntax target (`CurriculumSyntax`), the schema validator (`CurriculumSchema`) and
/// decoding (`Decode/`, and the decoders named `…Decoding.swift`) read it by key. Everything
/// else reads the typed model — `Item`'s fields, a type's `Fields` record — so a misspelt field
/// name cannot compile rather than quietly reading nothing. This test reads the sources for the
/// forms such a read takes.
final class TypedModelBoundaryTests: XCTestCase {
    static let sources = PinnedCurriculum.repository.appendingPathComponent("Sources")

    /// Reads of a node by a string key: `node["x"]`, `root["x"]` (not a write to a JSON
    /// object being built), `item[field: "x"]`, `item.integer("x")`, `node.pair("x")`.
    static let keyRead = try! NSRegularExpression(
        pattern: #"\b(node|root)\??\["[A-Za-z]+"\](?!\s*=[^=])|\[field: "|\.integer\("|\.pair\(""#)

    static func isSyntaxOrDecoding(_ path: String) -> Bool {
        path.hasPrefix("CurriculumSyntax/") || path.hasPrefix("CurriculumCompiler/Decode/")
            || path.hasPrefix("CurriculumSchema/") || path.hasSuffix("Decoding.swift")
    }

    func testNothingOutsideSyntaxAndDecodingReadsTheTreeByKey() throws {
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
        var checked = 0
        for path in files.sorted() where path.hasSuffix(".swift") && path.hasPrefix("Curriculum") {
            guard !Self.isSyntaxOrDecoding(path) else { continue }
            checked += 1
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                if Self.keyRead.firstMatch(in: line, range: range) != nil {
                    XCTFail("Sources/\(path):\(number + 1) reads the YAML tree by key; read the decoded field instead: \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertGreaterThan(checked, 300, "the sources were not found")
    }

    /// libyaml is imported by the syntax target alone: every later stage works on its tree, so
    /// how the tree is stored is the syntax target's business.
    func testOnlyTheSyntaxTargetImportsLibyaml() throws {
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
        var importers: [String] = []
        for path in files.sorted() where path.hasSuffix(".swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            if text.components(separatedBy: "\n").contains(where: { $0.hasPrefix("import CYAML") }) { importers.append(path) }
        }
        XCTAssertFalse(importers.isEmpty, "the sources were not found")
        XCTAssertEqual(importers.filter { !$0.hasPrefix("CurriculumSyntax/") }, [], "only CurriculumSyntax imports libyaml")
    }

    /// The pattern finds the reads it is meant to, and not a JSON object being written.
    func testThePatternFindsKeyReads() {
        func finds(_ line: String) -> Bool { Self.keyRead.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil }
        XCTAssertTrue(finds(#"let n = item.node["jumps"]?.sequence"#))
        XCTAssertTrue(finds(#"guard let f = item[field: "filled"] else"#))
        XCTAssertTrue(finds(#"item.integer("from")"#))
        XCTAssertTrue(finds(#"let key = item.node.pair("hints")?.key"#))
        XCTAssertTrue(finds(#"if root["kind"] == nil {"#))
        XCTAssertFalse(finds(#"root["pictures"] = assetsJSON"#))
        XCTAssertFalse(finds(#"let f = item.fields(TenFrameItem.Fields.self)"#))
    }
}
