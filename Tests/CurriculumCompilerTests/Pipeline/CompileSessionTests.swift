@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// A compile session must give, after any sequence of edits, exactly what a fresh compile of
/// the same text gives; and say which files' findings changed.
final class CompileSessionTests: XCTestCase {
    static let root = PinnedCurriculum.url
    static let lesson = "curriculum/1/01-counting/count-to-120-l1.yaml"
    static let unit = "curriculum/1/01-counting/unit.yaml"

    func session() -> CompileSession {
        CompileSession(root: Self.root, displayRoot: "curriculum")
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.deletingLastPathComponent().appendingPathComponent(path), encoding: .utf8)
    }

    /// A fresh session with the same buffers: what the incremental one must equal.
    func fresh(_ buffers: [String: String]) throws -> Compilation {
        let s = session()
        for (path, text) in buffers { s.setBuffer(SourceFile(path: path, text: text)) }
        return try s.compile()
    }

    func testUnsavedWrongAnswerIsFoundOnItsLineAndOnlyThatFileChanges() throws {
        let s = session()
        let before = try s.compile()
        XCTAssertFalse(before.hasErrors)
        let original = try text(Self.lesson)
        let wrong = original.replacingOccurrences(of: "answer: 16\n", with: "answer: 15\n")
        XCTAssertNotEqual(wrong, original)
        s.setBuffer(SourceFile(path: Self.lesson, text: wrong))
        let after = try s.compile()
        let line = wrong.components(separatedBy: "\n").firstIndex(of: "    answer: 15")! + 1
        XCTAssertTrue(after.diagnostics.contains { $0.ruleID == "ITEM-ANSWER" && $0.location.path == Self.lesson && $0.location.line == line },
                      summary(after.diagnostics).joined(separator: "\n"))
        XCTAssertEqual(CompileSession.changedFiles(from: before, to: after), [Self.lesson])
        XCTAssertEqual(summary(after.diagnostics), summary(try fresh([Self.lesson: wrong]).diagnostics))

        s.removeBuffer(Self.lesson)
        let restored = try s.compile()
        XCTAssertEqual(summary(restored.diagnostics), summary(before.diagnostics))
        XCTAssertEqual(CompileSession.changedFiles(from: after, to: restored), [Self.lesson])
    }

    func testRenamingASkillLightsUpTheLessonsThatNameIt() throws {
        let s = session()
        let before = try s.compile()
        let unit = try text(Self.unit)
        XCTAssertTrue(unit.contains("id: 1.counting.count-to-120\n"))
        let renamed = unit.replacingOccurrences(of: "id: 1.counting.count-to-120\n", with: "id: 1.counting.count-on-to-120\n")
        s.setBuffer(SourceFile(path: Self.unit, text: renamed))
        let after = try s.compile()
        let changed = CompileSession.changedFiles(from: before, to: after)
        XCTAssertTrue(changed.contains(Self.lesson), "\(changed)")
        XCTAssertTrue(changed.filter { $0.contains("count-to-120-l") }.count >= 2, "\(changed)")
        XCTAssertEqual(summary(after.diagnostics), summary(try fresh([Self.unit: renamed]).diagnostics))
    }

    func testCopyFindingsFollowAnEditedLessonAndAnEditedWordList() throws {
        let s = session()
        _ = try s.compile()
        let original = try text(Self.lesson)
        let long = original.replacingOccurrences(
            of: "prompt: How many cubes are there?",
            with: "prompt: How many of the little cubes that are sitting in a long row on the desk are there?")
        s.setBuffer(SourceFile(path: Self.lesson, text: long))
        let edited = try s.compile()
        XCTAssertTrue(edited.diagnostics.contains { $0.ruleID == "COPY-SENTENCE-LENGTH" && $0.location.path == Self.lesson })
        XCTAssertEqual(summary(edited.diagnostics), summary(try fresh([Self.lesson: long]).diagnostics))

        // The early-reader list forgets a word the lesson uses: the pass must read lessons again.
        let listPath = "curriculum/copy/early-reader.yaml"
        let list = try text(listPath)
        let shorter = list.components(separatedBy: "\n").filter { $0.trimmingCharacters(in: .whitespaces) != "- cube" && $0.trimmingCharacters(in: .whitespaces) != "- cubes" }.joined(separator: "\n")
        s.setBuffer(SourceFile(path: listPath, text: shorter))
        let relisted = try s.compile()
        XCTAssertEqual(summary(relisted.diagnostics), summary(try fresh([Self.lesson: long, listPath: shorter]).diagnostics))
    }

    func testCopyFindingsFollowAnEditedPictureEntry() throws {
        let s = session()
        _ = try s.compile()
        let lesson = "curriculum/1/03-strategies/make-ten-l1.yaml", catalog = "curriculum/assets/catalog.yaml"
        func unavailable(_ c: Compilation) -> [String] { summary(c.diagnostics.filter { $0.ruleID == CopyActionUnavailable.id }) }
        // A hint points at the picture's top frame, and the alt text stops saying the picture
        // shows ten frames; its catalog entry still does.
        let alt = try text(lesson).replacingOccurrences(
            of: "alt: Two ten frames with counters in each frame", with: "alt: Red and yellow counters in rows"
        ).replacingOccurrences(of: "- 8 needs 2 more to make 10. Take 2 from the 5.", with: "- The top frame has 2 empty boxes.")
        XCTAssertNotEqual(alt, try text(lesson).replacingOccurrences(
            of: "alt: Two ten frames with counters in each frame", with: "alt: Red and yellow counters in rows"), "the hint was planted")
        s.setBuffer(SourceFile(path: lesson, text: alt))
        XCTAssertEqual(unavailable(try s.compile()), [])
        // Then neither does the entry: the hint's "top frame" is on no picture, and the unchanged
        // lesson must be read again.
        let entry = try text(catalog).replacingOccurrences(
            of: "shows: \"Two ten frames with counters in each frame: 8 red counters in the top frame (a full top row and 3 in the bottom row) and 5 yellow counters in the bottom frame (a full top row), for 8 + 5\"",
            with: "shows: \"8 red counters and 5 yellow counters in rows, for 8 + 5\"")
        s.setBuffer(SourceFile(path: catalog, text: entry))
        let edited = try s.compile()
        // The planted hint, and the item's own feedback, which sends the child to the top frame too.
        XCTAssertEqual(unavailable(edited), ["COPY-ACTION-UNAVAILABLE@60:9", "COPY-ACTION-UNAVAILABLE@64:43"])
        XCTAssertEqual(summary(edited.diagnostics), summary(try fresh([lesson: alt, catalog: entry]).diagnostics))
    }

    /// An edit of one lesson checks that lesson alone with the lesson rules (`RuleScope.lesson`);
    /// what the others' findings depend on from elsewhere must still reach them: a lesson that
    /// takes another's id (one of the two is left out, the other's findings follow from it), a
    /// lesson broken and mended, an edited skill, an edited word list.
    func testEditsThatReachOtherLessonsMatchAFreshCompile() throws {
        let s = session()
        _ = try s.compile()
        let second = "curriculum/1/01-counting/count-to-120-l2.yaml"
        let original = try text(second)
        let steps: [(String, [String: String])] = try [
            ("a wrong answer", [Self.lesson: text(Self.lesson).replacingOccurrences(of: "answer: 16\n", with: "answer: 15\n")]),
            ("the id of another lesson", [second: original.replacingOccurrences(of: "id: 1.counting.count-to-120.l2\n", with: "id: 1.counting.count-to-120.l1\n")]),
            ("a lesson that does not parse", [second: original.replacingOccurrences(of: "items:\n", with: "items: [\n")]),
            ("its own id again", [second: original]),
            ("a skill renamed", [Self.unit: text(Self.unit).replacingOccurrences(of: "id: 1.counting.count-to-120\n", with: "id: 1.counting.count-to-12\n")]),
            ("the skill back", [Self.unit: text(Self.unit)]),
        ]
        var buffers: [String: String] = [:]
        for (what, change) in steps {
            for (path, text) in change { XCTAssertNotEqual(text, try buffers[path] ?? self.text(path), "\(what) changes \(path)") }
            buffers.merge(change) { _, new in new }
            for (path, text) in change { s.setBuffer(SourceFile(path: path, text: text)) }
            let incremental = try s.compile()
            XCTAssertEqual(summary(incremental.diagnostics), summary(try fresh(buffers).diagnostics), what)
        }
    }

    /// A translation that loses a number, then gets it back: the session's readings of the
    /// translations it already read (`NumberCheckMemo`) must not hide the change.
    func testATranslationThatLosesANumberIsFoundAndForgiven() throws {
        let s = session()
        let before = try s.compile()
        let path = "curriculum/l10n/es-US.xcstrings"
        let original = try text(path)
        let lost = original.replacingOccurrences(of: "¡Sí! 1 decena y 6 unidades son 16 cubos.", with: "¡Sí! 1 decena y 5 unidades son 16 cubos.")
        XCTAssertNotEqual(lost, original)
        s.setBuffer(SourceFile(path: path, text: lost))
        let after = try s.compile()
        XCTAssertEqual(after.diagnostics.filter { $0.ruleID == L10nNumberLost.id }.count, 1, summary(after.diagnostics).joined(separator: "\n"))
        XCTAssertEqual(summary(after.diagnostics), summary(try fresh([path: lost]).diagnostics))
        s.setBuffer(SourceFile(path: path, text: original))
        XCTAssertEqual(summary(try s.compile().diagnostics), summary(before.diagnostics))
    }

    func testRandomEditsAlwaysMatchAFreshCompile() throws {
        var generator = SeededRandom(seed: 19)
        let s = session()
        _ = try s.compile()
        let paths = [Self.lesson, Self.unit, "curriculum/1/01-counting/count-to-120-l2.yaml", "curriculum/standards/1.yaml"]
        var buffers: [String: String] = [:]
        for path in paths { buffers[path] = try text(path) }
        for round in 0..<12 {
            let path = paths[Int.random(in: 0..<paths.count, using: &generator)]
            var scalars = Array(buffers[path]!.unicodeScalars)
            // Delete, duplicate or retype a short run: every state an author passes through.
            let at = Int.random(in: 0..<scalars.count, using: &generator)
            let span = min(Int.random(in: 1...12, using: &generator), scalars.count - at)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: scalars.removeSubrange(at..<at + span)
            case 1: scalars.insert(contentsOf: scalars[at..<at + span], at: at)
            default: scalars.replaceSubrange(at..<at + span, with: "é😀: [".unicodeScalars)
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            buffers[path] = text
            s.setBuffer(SourceFile(path: path, text: text))
            let incremental = try s.compile()
            XCTAssertEqual(summary(incremental.diagnostics), summary(try fresh(buffers).diagnostics), "round \(round), \(path)")
        }
    }

    /// Every keystroke state of a half-typed lesson: each compile returns, every finding in the
    /// file points inside it, and now and then the session is checked against a fresh compile.
    /// (No trap has been found this way; one found would be kept here as its own test.)
    func testKeystrokeFuzzOfARealLessonGivesLocatedFindings() throws {
        var generator = SeededRandom(seed: 2026)
        let s = session()
        _ = try s.compile()
        var scalars = Array(try text(Self.lesson).unicodeScalars)
        let keys: [String] = ["-", ":", " ", "\n", "{", "}", "[", "]", "'", "\"", "#", "a", "7", "é", "😀", "&", "*", "|", ">", "!", "%", "\t", "\r"]
        for round in 0..<80 {
            let at = Int.random(in: 0...scalars.count, using: &generator)
            if Bool.random(using: &generator), at < scalars.count {
                scalars.removeSubrange(at..<min(scalars.count, at + Int.random(in: 1...4, using: &generator)))
            } else {
                scalars.insert(contentsOf: keys[Int.random(in: 0..<keys.count, using: &generator)].unicodeScalars, at: at)
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            s.setBuffer(SourceFile(path: Self.lesson, text: text))
            let compilation = try s.compile()
            // Lines as any of the breaks YAML knows would count them, the most generous.
            let lines = text.unicodeScalars.filter { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }.count + 1
            for d in compilation.diagnostics where d.location.path == Self.lesson {
                XCTAssertTrue((1...max(1, lines + 1)).contains(d.location.line) && d.location.column >= 1, "round \(round): \(d.ruleID) at \(d.location) in \(lines) lines")
            }
            if round % 40 == 39 {
                XCTAssertEqual(summary(compilation.diagnostics), summary(try fresh([Self.lesson: text]).diagnostics), "round \(round)")
            }
        }
    }

    func testFilesCreatedAndDeletedOnDiskAreSeenAfterARescan() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: Self.root, to: tree.url.appendingPathComponent("curriculum"))
        let s = CompileSession(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        let before = try s.compile()
        let copy = tree.url.appendingPathComponent(Self.lesson)
        let moved = tree.url.appendingPathComponent("curriculum/1/01-counting/count-to-120-l9.yaml")
        try FileManager.default.moveItem(at: copy, to: moved)
        s.rescan()
        let after = try s.compile()
        XCTAssertFalse(after.files.contains(Self.lesson))
        XCTAssertTrue(after.files.contains("curriculum/1/01-counting/count-to-120-l9.yaml"))
        XCTAssertEqual(summary(after.diagnostics), summary(before.diagnostics))

        try FileManager.default.removeItem(at: moved)
        s.rescan()
        let removed = try s.compile()
        XCTAssertFalse(removed.files.contains("curriculum/1/01-counting/count-to-120-l9.yaml"))
        XCTAssertEqual(summary(removed.diagnostics), summary(try CompileSession(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum").compile().diagnostics))
    }
}
