import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler
@testable import CurriculumSchema

/// One parser for the content version: what `lint` accepts, `build` builds, and what `build`
/// refuses, `lint` reports at the version.
final class ContentVersionTests: XCTestCase {
    func testTheParserAcceptsBundleVersionsAndSaysWhatIsWrongWithOthers() {
        for good in ["0.0.0", "1.0.0", "10.20.30", "2.0.0-rc.1", "1.0.0-beta-2.x", "1.0.0-0", "9223372036854775807.0.0"] {
            XCTAssertNil(ContentVersion.problem(good), good)
        }
        let bad: [(String, String)] = [
            ("1.0.0+build.1", "build metadata ('+build.1') is not allowed"),
            ("99999999999999999999.0.0", "the major version 99999999999999999999 is too large (at most 9223372036854775807)"),
            ("1.9223372036854775808.0", "the minor version 9223372036854775808 is too large"),
            ("1.0", "expected MAJOR.MINOR.PATCH in whole numbers, like 1.2.0"),
            ("1.0.0.0", "expected MAJOR.MINOR.PATCH"),
            ("v1.0.0", "expected MAJOR.MINOR.PATCH"),
            ("", "expected MAJOR.MINOR.PATCH"),
            ("01.0.0", "the major version '01' has a leading zero"),
            ("1.0.0-RC.1", "the pre-release 'RC.1' may hold only lower-case letters, digits, hyphens and dots"),
            ("1.0.0-rc..1", "the pre-release 'rc..1' has an empty part"),
            ("1.0.0-", "the pre-release '' has an empty part"),
            ("1.0.0-rc--1", "may have a hyphen only between letters or digits"),
            ("1.0.0--rc", "may have a hyphen only between letters or digits"),
            ("1.0.0-rc.01", "the pre-release number '01' has a leading zero"),
            ("1.0.0/../x", "expected MAJOR.MINOR.PATCH"),
        ]
        for (text, expected) in bad {
            let problem = ContentVersion.problem(text)
            XCTAssertTrue(problem?.contains(expected) ?? false, "\(text): \(problem ?? "accepted")")
        }
    }

    /// The schemas keep a `pattern` for editors, which cannot run the parser: it accepts exactly
    /// what the parser accepts, but for numbers too large for an `Int`.
    func testTheSchemaPatternsForEditorsMatchTheParser() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("schemas")
        let common = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("common.schema.json"))) as? [String: Any])
        let semver = try XCTUnwrap((common["$defs"] as? [String: Any])?["semver"] as? [String: Any])
        XCTAssertEqual(semver["format"] as? String, "content-version")
        let bundle = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("bundle/manifest.schema.json"))) as? [String: Any])
        let contentVersion = try XCTUnwrap((bundle["properties"] as? [String: Any])?["contentVersion"] as? [String: Any])
        XCTAssertEqual(contentVersion["format"] as? String, "content-version")
        XCTAssertEqual(contentVersion["pattern"] as? String, semver["pattern"] as? String)
        let pattern = try SchemaRegex(try XCTUnwrap(semver["pattern"] as? String))

        // Every suffix of up to four characters from a small alphabet, after a few cores.
        var suffixes = [""]
        var level = [""]
        for _ in 0..<4 {
            level = level.flatMap { prefix in ["0", "1", "a", "-", ".", "A"].map { prefix + $0 } }
            suffixes += level
        }
        var checked = 0
        for core in ["1.0.0", "0.1.2", "01.0.0", "1.0", "10.20.30"] {
            for separator in ["", "-", "+"] {
                for suffix in suffixes {
                    let text = core + separator + suffix
                    XCTAssertEqual(pattern.matches(text), ContentVersion.problem(text) == nil, text)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 20_000)
        // Where they differ, by design: the parser knows what fits in an Int.
        XCTAssertTrue(pattern.matches("99999999999999999999.0.0"))
        XCTAssertNotNil(ContentVersion.problem("99999999999999999999.0.0"))
    }

    /// The schema stage and the bundle builder agree on every version, good or bad.
    func testLintAndBuildAgreeOnEveryVersion() throws {
        for version in ["1.0.0", "2.0.0-rc.1", "1.0.0+build.1", "99999999999999999999.0.0", "1.0.0-RC.1", "1.0.0-rc--1", "1.0.0-rc.01", "1.0.01"] {
            let compilation = try RuleExampleTests.compile(RuleExample.manifest("version: \(version)"))
            let lintRejects = compilation.diagnostics.contains { $0.severity == .error && $0.location.path == "curriculum/curriculum.yaml" }
            let buildRejects: Bool
            do {
                _ = try BundleBuilder(catalog: compilation.catalog).specs()
                buildRejects = false
            } catch {
                buildRejects = true
            }
            XCTAssertEqual(lintRejects, buildRejects, "\(version): lint \(lintRejects ? "rejects" : "accepts"), build \(buildRejects ? "rejects" : "accepts"); \(compilation.diagnostics.map(\.message))")
        }
    }

    func testLintReportsAVersionBuildWouldRefuseAtTheVersion() throws {
        for (version, expected) in [
            ("1.0.0+build.1", "'1.0.0+build.1' is not a content version: build metadata ('+build.1') is not allowed"),
            ("99999999999999999999.0.0", "'99999999999999999999.0.0' is not a content version: the major version 99999999999999999999 is too large"),
        ] {
            let tree = try baseCurriculumTree()
            try tree.edit("curriculum/curriculum.yaml", replacing: "version: 1.0.0", with: "version: \(version)")
            let result = runCLI(["lint", "--format", "json"], in: tree.url)
            XCTAssertEqual(result.code, .contentErrors, "\(version): \(result.out)")
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
            XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
            let d = try XCTUnwrap(diagnostics.first)
            XCTAssertEqual(d["ruleId"] as? String, "SCHEMA-PATTERN")
            XCTAssertEqual(d["path"] as? String, "curriculum/curriculum.yaml")
            XCTAssertEqual(d["line"] as? Int, 7)
            XCTAssertEqual(d["column"] as? Int, 10)
            XCTAssertEqual(d["length"] as? Int, version.count)
            XCTAssertTrue((d["message"] as? String)?.hasPrefix(expected) ?? false, "\(d)")
            // And build stops at the same finding, before writing anything.
            let build = runCLI(["build", "--out", "dist"], in: tree.url)
            XCTAssertEqual(build.code, .contentErrors)
            XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("dist").path))
        }
    }

    /// `validate` on a bundle manifest uses the same parser.
    func testValidateOfABundleManifestUsesTheSameParser() throws {
        let tree = try TemporaryTree()
        let manifest = """
            {"formatVersion": 1, "bundleId": "math-kindergarten", "contentVersion": "99999999999999999999.0.0"}

            """
        try tree.write("manifest.json", manifest)
        let result = runCLI(["validate", "--schema", "bundle/manifest.schema.json", "manifest.json"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains("the major version 99999999999999999999 is too large"), result.out)
    }
}
