import Foundation
import XCTest

@testable import CurriculumCompiler

/// The tests that read `curriculum/` itself, all in this folder: it is pinned (the copy every
/// other test runs on is the same), it lints clean, its bundles build (CurriculumSmokeTests) and
/// its stories name many children (NamePoolTests). An author with a lesson half written sees
/// these fail, and nothing else.
enum ShippedCurriculum {
    static let url = PinnedCurriculum.repository.appendingPathComponent("curriculum")
}

final class ShippedCurriculumTests: XCTestCase {
    /// Every file of `curriculum/` and of the pinned copy, by its path inside the folder.
    static func files(under root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        let prefix = root.standardizedFileURL.path + "/"
        while let url = walker?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(prefix.count))] = try Data(contentsOf: url)
        }
        return files
    }

    /// The tests run on the pinned copy, so it must be the curriculum that ships. When this
    /// fails, a change to `curriculum/` is not pinned yet: once it is finished (it lints clean),
    /// `make pin-curriculum` copies it, and the whole suite then runs on it.
    func testThePinnedCopyIsTheShippedCurriculum() throws {
        let shipped = try Self.files(under: ShippedCurriculum.url)
        let pinned = try Self.files(under: PinnedCurriculum.url)
        XCTAssertGreaterThan(shipped.count, 200)
        let differences = Set(shipped.keys).union(pinned.keys).sorted().compactMap { path -> String? in
            switch (shipped[path], pinned[path]) {
            case (.some, .none): return "curriculum/\(path) is not pinned"
            case (.none, .some): return "curriculum/\(path) is pinned but no longer ships"
            case (let a?, let b?) where a != b: return "curriculum/\(path) differs from its pinned copy"
            default: return nil
            }
        }
        XCTAssertEqual(differences, [], "run `make pin-curriculum` once the change to curriculum/ is done")
    }

    /// Nothing to fix: no finding but a note for each picture still to draw.
    func testTheShippedCurriculumIsClean() throws {
        RuleExampleTests.assertClean(try Compiler.compile(root: ShippedCurriculum.url, displayRoot: "curriculum"), "curriculum/")
    }
}
