import Foundation
import XCTest

@testable import CurriculumCompiler

/// `lint --fix` while an editor saves the same file: the save is never replaced by the fix of
/// the text before it. The switch is checked on the very file it replaces
/// (`AtomicFile.replace(path:ifStillHolding:with:)`), so a save at the worst moment — after the
/// fixer's last read, before its rename — is kept.
final class ConcurrentSaveTests: XCTestCase {
    let original = Array("answer: 6\n".utf8)
    let fixed = Array("answer: 5\n".utf8)
    let saved = Array("answer: 6\n# the author's own edit\n".utf8)

    func file(_ tree: TemporaryTree, _ bytes: [UInt8]) throws -> String {
        try tree.write("lesson.yaml", bytes: bytes)
        return tree.url.appendingPathComponent("lesson.yaml").path
    }

    /// What is in the folder besides the file: no temporary file is left behind.
    func leftovers(_ tree: TemporaryTree) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: tree.url.path).filter { $0 != "lesson.yaml" }.sorted()
    }

    func testAFileNobodyTouchedIsReplaced() throws {
        let tree = try TemporaryTree()
        let path = try file(tree, original)
        chmod(path, 0o640)
        XCTAssertEqual(try AtomicFile.replace(path: path, ifStillHolding: original, with: fixed), .replaced)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), fixed)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int), 0o640)
        XCTAssertEqual(try leftovers(tree), [])
    }

    /// An editor that saves by writing a new file and renaming it over the old (vim, most IDEs).
    func testASaveByRenameJustBeforeTheSwitchIsKept() throws {
        let tree = try TemporaryTree()
        let path = try file(tree, original)
        let saved = saved
        let outcome = try AtomicFile.replace(path: path, ifStillHolding: original, with: fixed) {
            let editor = path + ".editor-save"
            _ = FileManager.default.createFile(atPath: editor, contents: Data(saved))
            _ = rename(editor, path)
        }
        XCTAssertEqual(outcome, .changed)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), saved)
        XCTAssertEqual(try leftovers(tree), [])
    }

    /// An editor that saves by truncating and writing the file in place.
    func testASaveInPlaceJustBeforeTheSwitchIsKept() throws {
        let tree = try TemporaryTree()
        let path = try file(tree, original)
        let saved = saved
        let outcome = try AtomicFile.replace(path: path, ifStillHolding: original, with: fixed) {
            try? Data(saved).write(to: URL(fileURLWithPath: path))
        }
        XCTAssertEqual(outcome, .changed)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: path))), saved)
        XCTAssertEqual(try leftovers(tree), [])
    }

    /// A save that only appends keeps every byte read, and still is not the text read.
    func testALongerFileThatStartsTheSameIsAChange() throws {
        let tree = try TemporaryTree()
        let path = try file(tree, original)
        let longer = original + Array("# more\n".utf8)
        let outcome = try AtomicFile.replace(path: path, ifStillHolding: original, with: fixed) {
            try? Data(longer).write(to: URL(fileURLWithPath: path))
        }
        XCTAssertEqual(outcome, .changed)
    }

    func testAFileRemovedMeanwhileIsNotMadeAgain() throws {
        let tree = try TemporaryTree()
        let path = try file(tree, original)
        let outcome = try AtomicFile.replace(path: path, ifStillHolding: original, with: fixed) { unlink(path) }
        XCTAssertEqual(outcome, .changed)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(try leftovers(tree), [])
    }

    /// The built binary's `lint --fix` racing an editor that saves by rename at every moment of
    /// the run: whatever the timing, the author's save survives (fixed or not).
    func testLintFixNeverReplacesAnEditorsSave() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        let lesson = "curriculum/" + LintFixTests.fingers
        let text = try tree.read(lesson)
        let seeded = text.replacingOccurrences(of: "\n    answer: 5\n", with: "\n    answer: 6\n")
        XCTAssertNotEqual(seeded, text)
        for round in 0..<24 {
            try tree.write(lesson, seeded)
            // The save lands anywhere from before the fixer reads to after it writes.
            let delay = String(format: "%.3f", Double(round % 12) * 0.03)
            let result = try Subprocess.shell(
                """
                "$CURRICULUM" lint curriculum --fix --min-severity error >/dev/null 2>&1 &
                sleep \(delay)
                printf '%s# saved by the editor in round \(round)\\n' "$(cat '\(lesson)')" > '\(lesson).save'
                mv '\(lesson).save' '\(lesson)'
                wait
                """, in: tree.url, timeout: 120)
            // 1 when the save came after the fixer's read: the error it fixed is back.
            XCTAssertTrue([0, 1].contains(result.status), "round \(round): exit \(result.status)")
            let after = try tree.read(lesson)
            XCTAssertTrue(after.contains("# saved by the editor in round \(round)\n"), "round \(round): the editor's save was lost:\n\(after.suffix(200))")
        }
    }
}
