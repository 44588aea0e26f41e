@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler
@testable import CurriculumSchema

/// The pinned curriculum against the schemas its files name, and the three mistakes authors
/// make most, each giving exactly one located diagnostic with a suggestion.
final class AuthoredFilesTests: XCTestCase {
    /// Every authored file's modeline resolves to a schema on disk, and the file is valid against
    /// it: our validator is given only that path, as an editor or a generic validator would be,
    /// and reads the files the schema's `$ref`s name from where they point. The files are the
    /// pinned curriculum's, and each modeline is resolved from where the file sits in `curriculum/`.
    func testEveryAuthoredFileIsValidAgainstItsModelineSchema() throws {
        let root = PinnedCurriculum.url
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        var checked = 0
        var schemas: [String: JSONSchema] = [:]
        while let path = walker.nextObject() as? String {
            guard path.hasSuffix(".yaml") else { continue }
            let file = root.appendingPathComponent(path)
            let source = try SourceFile.read(file, displayPath: path)
            let first = source.line(1) ?? ""
            let prefix = "# yaml-language-server: $schema="
            XCTAssertTrue(first.hasPrefix(prefix), "\(path) has no modeline")
            let shipped = PinnedCurriculum.repository.appendingPathComponent("curriculum/" + path)
            let schemaURL = shipped.deletingLastPathComponent().appendingPathComponent(String(first.dropFirst(prefix.count)))
                .standardizedFileURL
            XCTAssertTrue(FileManager.default.fileExists(atPath: schemaURL.path), "\(path): modeline points at \(schemaURL.path)")
            let schema = try schemas[schemaURL.path] ?? ValidateCommand.load(schemaURL.path, io: CommandIO.standard())
            schemas[schemaURL.path] = schema
            let root = try XCTUnwrap(YAMLLoader().load(source).0, path)
            XCTAssertEqual(SchemaValidator.validate(root, against: schema, path: path).map(\.message), [], path)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 200)
    }

    func lint(_ item: String) throws -> [Diagnostic] {
        let lesson = RuleExample.lesson(item)
        return try RuleExampleTests.compile(lesson).diagnostics.filter { $0.location.path.hasSuffix("example.yaml") && $0.ruleID.hasPrefix("SCHEMA-") }
    }

    func testMisspelledItemTypeGivesOneDiagnosticWithSuggestion() throws {
        let found = try lint("""
              - id: i1
                type: tenframe
                prompt: How many dots?
                frames: 1
                filled: 6
                ask: count
                answer: 6
                hints: [Count the top row first.]
                feedback: {incorrect: Count the top row, then the bottom row.}

            """)
        XCTAssertEqual(found.map { "\($0.ruleID)@\($0.location.line):\($0.location.column)" }, ["SCHEMA-ENUM@12:11"])
        XCTAssertEqual(found.first?.message, "unknown item type 'tenframe'; did you mean 'tenFrame'?")
    }

    func testMisspelledFieldGivesOneDiagnosticWithSuggestion() throws {
        let found = try lint("""
              - id: i1
                type: numericInput
                promt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """)
        XCTAssertEqual(found.map { "\($0.ruleID)@\($0.location.line):\($0.location.column)" }, ["SCHEMA-UNKNOWN-FIELD@13:5"])
        XCTAssertTrue(found.first?.message.contains("did you mean 'prompt'?") ?? false, found.first?.message ?? "")
        XCTAssertEqual(found.first?.fixIts.first?.singleEdit?.replacement, "prompt")
    }

    func testWrongScalarTypeSaysWhatWasExpectedAndFound() throws {
        let found = try lint("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                difficulty: hard
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """)
        XCTAssertEqual(found.map { "\($0.ruleID)@\($0.location.line):\($0.location.column)" }, ["SCHEMA-TYPE@15:17"])
        // In the author's words: a number, not "an integer".
        XCTAssertEqual(found.first?.message, "expected a number, found the text \"hard\"")
        XCTAssertTrue(found.first?.message.contains("hard") ?? false, found.first?.message ?? "")
    }
}
