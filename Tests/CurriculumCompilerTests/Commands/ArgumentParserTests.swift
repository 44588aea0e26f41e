import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// The option parser refuses what it used to guess at: a single-value option given twice, and
/// an empty value for an option declared `nonEmpty()`.
final class ArgumentParserTests: XCTestCase {
    let options: [OptionSpec] = [
        .value("--out", "DIR", "Where.").nonEmpty(),
        .value("--format", "FORMAT", "How."),
        .repeated("--rule", "ID=LEVEL", "Which."),
        .flag("--force", "Whether."),
    ]

    func parse(_ args: [String]) -> Result<ParsedArguments, UsageError> {
        do { return .success(try ArgumentParser.parse(args, options: options)) } catch let error as UsageError {
            return .failure(error)
        } catch {
            XCTFail("\(error)")
            return .failure(UsageError("\(error)"))
        }
    }

    func message(_ args: [String]) -> String? {
        if case .failure(let error) = parse(args) { return error.message }
        return nil
    }

    func testASingleValueOptionGivenTwiceIsAUsageError() {
        XCTAssertEqual(message(["--out", "a", "--out", "b"]), "option '--out' is given twice ('a' and 'b'); give it once")
        XCTAssertEqual(message(["--format=json", "--format", "text"]), "option '--format' is given twice ('json' and 'text'); give it once")
        XCTAssertEqual(message(["--out", "a", "--out", "a"]), "option '--out' is given twice ('a' and 'a'); give it once")
        // Repeatable options still collect every value.
        guard case .success(let parsed) = parse(["--rule", "A=off", "--rule", "B=error", "--out", "dist"]) else { return XCTFail() }
        XCTAssertEqual(parsed.all("--rule"), ["A=off", "B=error"])
        XCTAssertEqual(parsed.value("--out"), "dist")
    }

    func testANonEmptyOptionRefusesAnEmptyValue() {
        XCTAssertEqual(message(["--out", ""]), "option '--out' needs a value (DIR), not an empty string")
        XCTAssertEqual(message(["--out="]), "option '--out' needs a value (DIR), not an empty string")
        // Declared without nonEmpty(), an empty value is the command's to judge.
        guard case .success(let parsed) = parse(["--format", ""]) else { return XCTFail() }
        XCTAssertEqual(parsed.value("--format"), "")
        XCTAssertTrue(options[0].requiresNonEmpty)
        XCTAssertFalse(options[1].requiresNonEmpty)
    }

    func testCommandsExitTwoOnARepeatedOptionOrAnEmptyPath() throws {
        let tree = try baseCurriculumTree()
        for args in [
            ["lint", "--format", "text", "--format", "json"],
            ["build", "--out", "a", "--out", "b"],
            ["coverage", "--format", "md", "--format", "json"],
            ["lint", "--write-baseline", ""],
            ["lint", "--baseline="],
            ["validate", "--schema", "", "x.yaml"],
        ] {
            let result = runCLI(args, in: tree.url)
            XCTAssertEqual(result.code, .usage, "\(args): \(result.err)")
            XCTAssertTrue(result.err.hasPrefix("error: option '"), result.err)
            XCTAssertTrue(result.err.contains("\nUSAGE: curriculum \(args[0]) "), result.err)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("a").path), "nothing was built")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("b").path), "nothing was built")
    }
}
