import Foundation
import XCTest

@testable import CurriculumModel

/// `BundleReader` accepts exactly the bundle its manifest describes and names the first thing
/// that differs.
final class BundleReaderTests: XCTestCase {
    private func json<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return [UInt8](try encoder.encode(value))
    }

    /// A small valid bundle, built by hand from the model types.
    private func sampleFiles(formatVersion: Int = BundleFormat.version) throws -> [String: [UInt8]] {
        let unit = UnitRecord(
            id: "k.a", uuid: UUIDv5.entity("k.a"), grade: .kindergarten, order: 1, title: "A", standards: [],
            prerequisites: [], remediation: RemediationRecord(skill: nil, note: "Go slow."), skills: ["k.a.b"], masteryChecks: [])
        let skill = SkillRecord(
            id: "k.a.b", uuid: UUIDv5.entity("k.a.b"), unit: "k.a", grade: .kindergarten, name: "B", standards: ["NY-K.CC.1"],
            prerequisites: [], remediation: nil, lessons: ["k.a.b.l1"])
        let metadata = LessonMetadata(
            id: "k.a.b.l1", uuid: UUIDv5.entity("k.a.b.l1"), grade: .kindergarten, unit: "k.a", skill: "k.a.b", title: "L1",
            order: 1, stage: .concrete, lessonType: .concept, role: .practiceSet, rubric: .standard, items: ["i1"],
            quickCheck: ["i1"], standards: ["NY-K.CC.1"], itemTypes: ["counting"])
        let item = ItemRecord(
            id: "i1", fullId: "k.a.b.l1/i1", uuid: UUIDv5.entity("k.a.b.l1/i1"), lesson: "k.a.b.l1", type: "counting",
            skill: "k.a.b", standards: ["NY-K.CC.1"], difficulty: 1, quickCheck: true, prompt: "How many?", answer: 3,
            options: nil, hints: ["Touch each one."], feedback: .init(correct: "Yes!", incorrect: "Count again."),
            image: nil, spoken: nil, fields: ["objects": ["name": "apple", "count": 3]])
        var files: [String: [UInt8]] = [
            "units.json": try json([unit]),
            "skills.json": try json([skill]),
            "lessons/k.a.b.l1/metadata.json": try json(metadata),
            "lessons/k.a.b.l1/items.json": try json([item]),
        ]
        let schemas = [
            "units.json": BundleSchema.units, "skills.json": .skills, "lessons/k.a.b.l1/metadata.json": .lessonMetadata,
            "lessons/k.a.b.l1/items.json": .items,
        ]
        let entries = files.keys.sorted().map { path in
            BundleManifest.FileEntry(path: path, sha256: SHA256.hex(SHA256.hash(files[path]!)), size: files[path]!.count, schema: schemas[path]!.path)
        }
        let manifest = BundleManifest(
            formatVersion: formatVersion, bundleId: "math-kindergarten", contentVersion: "1.0.0",
            contentHash: BundleManifest.contentHash(of: entries), curriculumId: "c", title: "C", subject: "math",
            grade: .kindergarten, locale: "en-US", counts: ["items": 1], files: entries)
        files["manifest.json"] = try json(manifest)
        return files
    }

    private func manifest(_ files: [String: [UInt8]]) throws -> BundleManifest {
        try JSONDecoder().decode(BundleManifest.self, from: Data(files["manifest.json"]!))
    }

    private func replacingManifest(_ files: [String: [UInt8]], _ change: (inout BundleManifest) -> Void) throws -> [String: [UInt8]] {
        var m = try manifest(files)
        change(&m)
        var out = files
        out["manifest.json"] = try json(m)
        return out
    }

    private func assertThrows(_ files: [String: [UInt8]], _ expected: BundleReadError, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try BundleReader(files: files).read(), file: file, line: line) { error in
            XCTAssertEqual(error as? BundleReadError, expected, file: file, line: line)
        }
    }

    func testReadsAValidBundle() throws {
        let bundle = try BundleReader(files: try sampleFiles()).read()
        XCTAssertEqual(bundle.manifest.bundleId, "math-kindergarten")
        XCTAssertEqual(bundle.lessons.map(\.metadata.id), ["k.a.b.l1"])
        XCTAssertEqual(bundle.items.first?.fields["objects"]?["count"], 3)
        XCTAssertEqual(bundle.units.first?.remediation?.note, "Go slow.")
    }

    func testRejectsAChangedFile() throws {
        var files = try sampleFiles()
        var bytes = files["skills.json"]!
        bytes[bytes.firstIndex(of: UInt8(ascii: "B"))!] = UInt8(ascii: "C")  // same size, other content
        files["skills.json"] = bytes
        let entry = try manifest(files).files.first { $0.path == "skills.json" }!
        assertThrows(files, .hashMismatch(path: "skills.json", expected: entry.sha256, actual: SHA256.hex(SHA256.hash(bytes))))
        XCTAssertThrowsError(try BundleReader(files: files).verify())
    }

    func testRejectsAFileOfAnotherSize() throws {
        var files = try sampleFiles()
        let size = files["units.json"]!.count
        files["units.json"]! += Array(" ".utf8)
        assertThrows(files, .sizeMismatch(path: "units.json", expected: size, actual: size + 1))
    }

    func testRejectsAContentHashThatDoesNotMatchTheFileList() throws {
        let files = try sampleFiles()
        let actual = try manifest(files).contentHash
        let tampered = try replacingManifest(files) { $0.contentHash = String(repeating: "0", count: 64) }
        assertThrows(tampered, .contentHashMismatch(expected: String(repeating: "0", count: 64), actual: actual))
    }

    func testRejectsMissingAndUnlistedFiles() throws {
        var files = try sampleFiles()
        files["lessons/k.a.b.l1/items.json"] = nil
        assertThrows(files, .missingFile(path: "lessons/k.a.b.l1/items.json"))
        var extra = try sampleFiles()
        extra["extra.json"] = Array("{}".utf8)
        assertThrows(extra, .unlistedFile(path: "extra.json"))
    }

    func testRejectsUnsafePathsBeforeOpeningAnything() throws {
        for path in ["../outside.json", "/etc/passwd", "a/../../b", "./units.json", "a//b", "a\\b"] {
            let files = try replacingManifest(try sampleFiles()) { $0.files[0].path = path }
            assertThrows(files, .unsafePath(path))
        }
    }

    func testRejectsANewerFormatAndAMissingManifest() throws {
        assertThrows(try sampleFiles(formatVersion: BundleFormat.version + 1), .unsupportedFormatVersion(found: BundleFormat.version + 1, supported: BundleFormat.version))
        var files = try sampleFiles()
        files["manifest.json"] = nil
        assertThrows(files, .missingManifest(directory: "the bundle"))
    }

    func testNamesTheFieldThatDoesNotDecode() throws {
        var files = try sampleFiles()
        let text = String(decoding: files["skills.json"]!, as: UTF8.self).replacingOccurrences(of: "\"name\":\"B\"", with: "\"name\":7")
        files["skills.json"] = Array(text.utf8)
        files = try replacingManifest(files) { m in
            let i = m.files.firstIndex { $0.path == "skills.json" }!
            m.files[i].sha256 = SHA256.hex(SHA256.hash(files["skills.json"]!))
            m.files[i].size = files["skills.json"]!.count
            m.contentHash = BundleManifest.contentHash(of: m.files)
        }
        XCTAssertThrowsError(try BundleReader(files: files).read()) { error in
            guard case .malformed(let path, let reason)? = error as? BundleReadError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "skills.json")
            XCTAssertTrue(reason.contains("[0].name"), reason)
        }
    }

    func testReadsFromDiskAndRefusesSymlinks() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-reader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (path, bytes) in try sampleFiles() {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        // Finder and editors leave hidden files; they are not content.
        try Data().write(to: dir.appendingPathComponent(".DS_Store"))
        XCTAssertEqual(try BundleReader(directory: dir).read().items.count, 1)
        XCTAssertEqual(try BundleReader(directory: dir).data(at: "units.json"), try sampleFiles()["units.json"])

        // On disk, files are hashed as they stream in.
        let skills = dir.appendingPathComponent("skills.json")
        let original = try Data(contentsOf: skills)
        var changed = [UInt8](original)
        changed[changed.firstIndex(of: UInt8(ascii: "B"))!] = UInt8(ascii: "C")
        try Data(changed).write(to: skills)
        let entry = try manifest(try sampleFiles()).files.first { $0.path == "skills.json" }!
        XCTAssertThrowsError(try BundleReader(directory: dir).verify()) { error in
            XCTAssertEqual(error as? BundleReadError, .hashMismatch(path: "skills.json", expected: entry.sha256, actual: SHA256.hex(SHA256.hash(changed))))
        }
        try Data(changed + [10]).write(to: skills)
        XCTAssertThrowsError(try BundleReader(directory: dir).verify()) { error in
            XCTAssertEqual(error as? BundleReadError, .sizeMismatch(path: "skills.json", expected: original.count, actual: original.count + 1))
        }
        try original.write(to: skills)

        // A listed file that is a symlink out of the bundle is never followed.
        let units = dir.appendingPathComponent("units.json")
        let elsewhere = dir.deletingLastPathComponent().appendingPathComponent("elsewhere-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try FileManager.default.moveItem(at: units, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: units, withDestinationURL: elsewhere)
        for read in [{ _ = try BundleReader(directory: dir).verify() }, { _ = try BundleReader(directory: dir).read() }] {
            XCTAssertThrowsError(try read()) { error in
                XCTAssertEqual(error as? BundleReadError, .unreadable(path: "units.json", reason: "not a regular file"))
            }
        }
    }

    func testErrorsReadAsOneLine() {
        let error = BundleReadError.hashMismatch(path: "units.json", expected: "aa", actual: "bb")
        XCTAssertEqual(error.description, "units.json: sha256 bb, manifest.json says aa")
    }
}
