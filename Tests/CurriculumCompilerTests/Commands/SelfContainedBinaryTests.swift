import Foundation
import XCTest

@testable import CurriculumCompiler

/// The `curriculum` binary stands alone: copied by itself into an empty folder, run from
/// elsewhere, it lints, builds and validates with the schemas compiled into it.
final class SelfContainedBinaryTests: XCTestCase {
    static let products = Bundle.module.bundleURL.deletingLastPathComponent()

    static func builtBinary() throws -> URL {
        let binary = products.appendingPathComponent("curriculum")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("curriculum binary not found beside the tests at \(binary.path)")
        }
        return binary
    }

    func testTheBinaryCopiedAloneLintsAndBuildsTheCurriculum() throws {
        let home = try TemporaryTree()
        let binary = home.url.appendingPathComponent("curriculum")
        try FileManager.default.copyItem(at: try Self.builtBinary(), to: binary)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: home.url.path), ["curriculum"])
        let work = try TemporaryTree()
        try FileManager.default.copyItem(
            at: PinnedCurriculum.url, to: work.url.appendingPathComponent("curriculum"))

        let lint = try EmbeddedSchemasTests.run(binary, ["lint", "curriculum"], in: work.url)
        XCTAssertEqual(lint.status, 0, lint.out + lint.err)
        XCTAssertFalse(lint.err.contains("Fatal error"), lint.err)

        let build = try EmbeddedSchemasTests.run(binary, ["build", "curriculum", "--out", "dist"], in: work.url)
        XCTAssertEqual(build.status, 0, build.out + build.err)
        let bundles = try FileManager.default.contentsOfDirectory(atPath: work.url.appendingPathComponent("dist").path)
            .filter { FileManager.default.fileExists(atPath: work.url.appendingPathComponent("dist/\($0)/manifest.json").path) }
        XCTAssertGreaterThanOrEqual(bundles.count, 2, "no bundle per grade in dist: \(bundles)")

        // Built-in schemas by name, and the bundle schemas over what was just written.
        let lesson = "curriculum/k/01-counting/count-objects-l1.yaml"
        let byName = try EmbeddedSchemasTests.run(binary, ["validate", "--schema", "lesson.schema.json", lesson], in: work.url)
        XCTAssertEqual(byName.status, 0, byName.out + byName.err)
        let manifest = "dist/\(bundles.sorted()[0])/manifest.json"
        let bundleSchema = try EmbeddedSchemasTests.run(binary, ["validate", "--schema", "bundle/manifest.schema.json", manifest], in: work.url)
        XCTAssertEqual(bundleSchema.status, 0, bundleSchema.out + bundleSchema.err)
    }

    /// Nothing for the binary to look for beside it: no resource bundle is built for the tool's
    /// modules, and the binary holds no accessor for one (SwiftPM's traps when it finds none).
    func testNoResourceBundleIsBuiltOrLookedFor() throws {
        let binary = try Self.builtBinary()
        for module in ["CurriculumSyntax", "CurriculumCompiler", "CurriculumLanguageServer", "CurriculumPreview", "CurriculumScaffold", "CurriculumModel", "curriculum"] {
            let bundle = Self.products.appendingPathComponent("curriculum_\(module).resources")
            XCTAssertFalse(FileManager.default.fileExists(atPath: bundle.path), "\(bundle.lastPathComponent) is built beside the binary")
        }
        let bytes = try Data(contentsOf: binary, options: .alwaysMapped)
        for needle in ["curriculum_CurriculumCompiler.resources", "could not load resource bundle"] {
            XCTAssertNil(bytes.range(of: Data(needle.utf8)), "the binary mentions '\(needle)'")
        }
    }

    /// `validate --schema PATH` with the path a modeline gives, from inside the curriculum:
    /// valid files pass, and planted mistakes are found as `lint` finds them.
    func testValidateWithTheModelinePathAgreesWithLint() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: EmbeddedSchemasTests.schemas, to: tree.url.appendingPathComponent("schemas"))
        let unit = tree.url.appendingPathComponent("curriculum/k/01-counting")
        try FileManager.default.createDirectory(at: unit, withIntermediateDirectories: true)
        let original = try String(
            contentsOf: PinnedCurriculum.url.appendingPathComponent("k/01-counting/count-objects-l1.yaml"), encoding: .utf8)
        try tree.write("curriculum/k/01-counting/good.yaml", original)
        let planted = original
            .replacingOccurrences(of: "kind: Lesson\n", with: "kind: Lesson\nauthor: me\n")
            .replacingOccurrences(of: "stage: ", with: "stage: sideways\nstaged: ", options: [], range: nil)
        try tree.write("curriculum/k/01-counting/bad.yaml", planted)
        let schema = "../../../schemas/lesson.schema.json"
        XCTAssertTrue(original.hasPrefix("# yaml-language-server: $schema=\(schema)\n"))

        let good = runCLI(["validate", "--schema", schema, "good.yaml"], in: unit)
        XCTAssertEqual(good.code, .success, good.out + good.err)
        let bad = runCLI(["validate", "--schema", schema, "bad.yaml", "--format", "json"], in: unit)
        XCTAssertEqual(bad.code, .contentErrors, bad.err)
        let lint = runCLI(["lint", "bad.yaml", "--format", "json"], in: unit)
        let schemaRules = try ruleIDs(inJSON: lint.out).filter { $0.hasPrefix("SCHEMA-") && $0 != "SCHEMA-MODELINE" }
        XCTAssertFalse(schemaRules.isEmpty, lint.out)
        XCTAssertEqual(try ruleIDs(inJSON: bad.out).sorted(), schemaRules.sorted())
    }
}
