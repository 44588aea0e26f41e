@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// `curriculum lint --fix` and `--fix-dry-run`, run as the built binary on a copy of the
/// shipped curriculum with mistakes made in it the way rule examples make them.
final class LintFixTests: XCTestCase {
    /// Item i2's answer (4 + 1) written as 6, with a comment above it and one after it.
    static let fingers = "k/02-operations/fluency-within-5-l1.yaml"
    /// Item i2's answer (6 ducks) written as 7, in a file saved with CRLF line breaks.
    static let ducks = "k/01-counting/count-objects-l1.yaml"

    /// A copy of the shipped curriculum under `curriculum/`, the two mistakes made, and the
    /// bytes each file must hold once fixed.
    func seededTree() throws -> (tree: TemporaryTree, fixed: [String: [UInt8]]) {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        // Without its translations: these edits rewrite English that es-US translates, and what a
        // translator must redo then is L10N-STALE's business, tested with the translations.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("curriculum/l10n"))
        let fingers = try tree.read("curriculum/" + Self.fingers)
        XCTAssertTrue(fingers.contains("\n    answer: 5\n"))
        let seeded = fingers.replacingOccurrences(
            of: "\n    answer: 5\n", with: "\n    # checked by hand: 4 + 1\n    answer: 6   # one more than 4\n")
        try tree.write("curriculum/" + Self.fingers, seeded)
        let ducks = try tree.read("curriculum/" + Self.ducks)
        XCTAssertTrue(ducks.contains("\n    answer: 6\n"))
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        try tree.write("curriculum/" + Self.ducks, crlf(ducks.replacingOccurrences(of: "\n    answer: 6\n", with: "\n    answer: 7\n")))
        return (tree, [
            Self.fingers: Array(seeded.replacingOccurrences(of: "answer: 6   #", with: "answer: 5   #").utf8),
            Self.ducks: Array(crlf(ducks).utf8),
        ])
    }

    func bytes(_ tree: TemporaryTree, _ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: tree.url.appendingPathComponent("curriculum/" + path)))
    }

    /// The 1-based number of the first line starting with `prefix`, and the lines of an LF file.
    func answerLine(_ bytes: [UInt8], _ prefix: String) throws -> (n: Int, lines: [Substring]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return (try XCTUnwrap(lines.firstIndex { $0.hasPrefix(prefix) }) + 1, lines)
    }

    func lint(_ arguments: String, in tree: TemporaryTree) throws -> Subprocess.Result {
        try Subprocess.shell("\"$CURRICULUM\" lint \(arguments)", in: tree.url, timeout: 120)
    }

    func testFixWritesEachFixAndNotOneOtherByte() throws {
        let (tree, fixed) = try seededTree()
        // Info notes (the pictures still to draw) are left out of what remains.
        let result = try lint("--fix --min-severity warning", in: tree)
        XCTAssertEqual(result.status, 0, result.out + result.err)
        // What is left is said, and reported as lint reports it: the CRLF warning, which has no fix-it.
        XCTAssertEqual(result.err, "fixed 2 findings in 2 files; 1 finding left, listed below\n")
        XCTAssertFalse(result.out.contains("ITEM-ANSWER"), result.out)
        XCTAssertTrue(result.out.contains("[YAML-LINE-ENDINGS]"), result.out)
        XCTAssertTrue(result.out.hasSuffix("0 errors, 1 warning in \(tree.curriculumFileCount()) files\n"), result.out)
        for (path, expected) in fixed { XCTAssertEqual(try bytes(tree, path), expected, path) }
        // Written whole, through a temporary file that is gone.
        let folder = tree.url.appendingPathComponent("curriculum/k/02-operations")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }, [])

        let again = try lint("--format json --min-severity warning", in: tree)
        XCTAssertEqual(again.status, 0, again.out)
        XCTAssertEqual(try ruleIDs(inJSON: again.out), ["YAML-LINE-ENDINGS"])
        let nothing = try lint("--fix", in: tree)
        XCTAssertEqual(nothing.err, "fixed 0 findings in 0 files; 1 finding left, listed below\n")
        for (path, expected) in fixed { XCTAssertEqual(try bytes(tree, path), expected, path) }
    }

    func testDryRunPrintsTheDiffThatPatchAppliesAndChangesNothing() throws {
        let (tree, fixed) = try seededTree()
        let before = try [Self.fingers, Self.ducks].map { try bytes(tree, $0) }
        let result = try lint("--fix-dry-run", in: tree)
        XCTAssertEqual(result.status, 1, "exit as lint does for the findings now: errors")
        XCTAssertEqual(result.err, "--fix would fix 2 findings in 2 files; nothing was written\n")
        XCTAssertEqual(try [Self.fingers, Self.ducks].map { try bytes(tree, $0) }, before)

        // Each file's hunk: three lines of context each side, comments kept, CRs kept.
        let (d, _) = try answerLine(Array(String(decoding: before[1], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").utf8), "    answer: 7")
        XCTAssertTrue(result.out.hasPrefix("--- a/curriculum/\(Self.ducks)\n+++ b/curriculum/\(Self.ducks)\n@@ -\(d - 3),7 +\(d - 3),7 @@\n"), result.out)
        XCTAssertTrue(result.out.contains("\n-    answer: 7\r\n+    answer: 6\r\n"), result.out)
        let (n, lines) = try answerLine(before[0], "    answer: 6")
        var hunk = ["--- a/curriculum/\(Self.fingers)", "+++ b/curriculum/\(Self.fingers)", "@@ -\(n - 3),7 +\(n - 3),7 @@"]
        hunk += lines[(n - 4)...(n - 2)].map { " " + $0 }
        hunk += ["-    answer: 6   # one more than 4", "+    answer: 5   # one more than 4"]
        hunk += lines[n...(n + 2)].map { " " + $0 }
        XCTAssertEqual(lines[n - 2], "    # checked by hand: 4 + 1")
        XCTAssertTrue(result.out.hasSuffix(hunk.joined(separator: "\n") + "\n"), result.out)
        XCTAssertEqual(result.out.components(separatedBy: "\n@@ ").count, 3, "one hunk per file")

        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { throw XCTSkip("no patch(1) to apply the diff with") }
        try tree.write("fix.diff", result.out)
        let check = try Subprocess.shell("patch -p1 --dry-run < fix.diff", in: tree.url)
        XCTAssertEqual(check.status, 0, check.out + check.err)
        XCTAssertEqual(try [Self.fingers, Self.ducks].map { try bytes(tree, $0) }, before)
        let applied = try Subprocess.shell("patch -p1 --quiet < fix.diff", in: tree.url)
        XCTAssertEqual(applied.status, 0, applied.out + applied.err)
        for (path, expected) in fixed { XCTAssertEqual(try bytes(tree, path), expected, "patch -p1 made what --fix makes of \(path)") }
    }

    /// Fixes that overlap on a line are applied one pass after the other, in one run.
    func testFixesThatOverlapAreAppliedInTheNextPass() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        // Without its translations, as in `seededTree()`: the fixes rewrite English that es-US translates.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("curriculum/l10n"))
        // A word in capitals at the end of a prompt without a question mark: both fix-its
        // replace its last letter.
        try tree.edit(
            "curriculum/" + Self.fingers, replacing: "prompt: Show 4 fingers. Put up 1 more. How many fingers now?",
            with: "prompt: Show 4 fingers. Put up 1 more. How many FINGERS")
        let first = try lint("--fix", in: tree)
        XCTAssertEqual(first.err, "fixed 2 findings in 1 file in 2 passes\n")
        XCTAssertTrue(try tree.read("curriculum/" + Self.fingers).contains("How many fingers.\n"))
        XCTAssertFalse(first.out.contains("COPY-"), first.out)
        let second = try lint("--fix", in: tree)
        XCTAssertEqual(second.err, "fixed 0 findings in 0 files\n")
    }

    /// One mistake hides the next: a YAML error hides the file, a misspelt `answer` the wrong
    /// answer it holds. One `lint --fix` mends all three, pass after pass, and writes once.
    func testOneRunMendsAYAMLErrorAMisspeltFieldAndAWrongAnswer() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        let path = "curriculum/" + Self.fingers
        let shipped = try tree.read(path)
        try tree.edit(path, replacing: "    prompt: Show 4 fingers. Put up 1 more. How many fingers now?\n",
                      with: "     prompt: Show 4 fingers. Put up 1 more. How many fingers now?\n")
        try tree.edit(path, replacing: "    expression: \"4 + 1\"\n    answer: 5\n", with: "    expression: \"4 + 1\"\n    anwser: 6\n")
        let before = try lint("--min-severity warning \(path)", in: tree)
        XCTAssertEqual(before.status, 1)
        XCTAssertEqual(before.out.components(separatedBy: ": error: ").count - 1, 1, "only the YAML error shows: \(before.out)")
        XCTAssertTrue(before.out.contains("[YAML-SYNTAX]"), before.out)

        let fixed = try lint("--fix --min-severity warning", in: tree)
        XCTAssertEqual(fixed.status, 0, fixed.out + fixed.err)
        XCTAssertEqual(fixed.err, "fixed 3 findings in 1 file in 3 passes\n")
        XCTAssertEqual(fixed.out, "no problems in \(tree.curriculumFileCount()) files\n")
        XCTAssertEqual(try tree.read(path), shipped, "the lesson is as it ships, byte for byte")
    }

    /// A malformed standard code leads with the one its skill teaches, and --fix writes it.
    func testAMalformedStandardLeadsWithTheFixAndFixApplies() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        let path = "curriculum/" + Self.fingers
        let shipped = try tree.read(path)
        let line = "    prompt: Show 2 fingers. Show 1 more finger. How many fingers are up?\n"
        for (written, rule, lead) in [
            ("NY-K.OA5", "SCHEMA-PATTERN", "'NY-K.OA5' is not written as a NY Next Generation standard code; did you mean 'NY-K.OA.5'?"),
            ("NY-K.OA.9", "REF-UNKNOWN", "unknown standard 'NY-K.OA.9'; did you mean 'NY-K.OA.5'?"),
            ("NY-K.CC.4", "TRACE-ITEM-UNTRACED", "NY-K.CC.4 is not one of the standards of skill k.operations.fluency-within-5; did you mean 'NY-K.OA.5'?"),
        ] {
            try tree.write(path, shipped.replacingOccurrences(of: line, with: "    standards: [\(written)]\n" + line))
            let found = try lint("--min-severity warning \(path)", in: tree)
            let first = found.out.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(first.hasSuffix(": error: \(lead) [\(rule)]"), first)
            XCTAssertFalse(found.out.contains("NY-K.CC.4c"), "no standard the skill does not teach is suggested: \(found.out)")
            XCTAssertTrue(found.out.contains("  fix-it: standards: [NY-K.OA.5]\n"), found.out)
            let fixed = try lint("--fix --min-severity warning \(path)", in: tree)
            XCTAssertEqual(fixed.err, "fixed 1 finding in 1 file\n", written)
            XCTAssertEqual(try tree.read(path), shipped.replacingOccurrences(of: line, with: "    standards: [NY-K.OA.5]\n" + line))
        }
    }

    func testAReadOnlyFileIsLeftWholeAndTheOthersAreFixed() throws {
        let (tree, fixed) = try seededTree()
        let readOnly = tree.url.appendingPathComponent("curriculum/" + Self.fingers)
        let before = try bytes(tree, Self.fingers)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let result = try lint("--fix", in: tree)
        XCTAssertEqual(result.status, 3, result.out + result.err)
        XCTAssertEqual(result.err, """
            error: cannot write 'curriculum/\(Self.fingers)': the file is read-only
            fixed 1 finding in 1 file; 2 findings left, listed below

            """)
        XCTAssertEqual(try bytes(tree, Self.fingers), before)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: readOnly.path)[.posixPermissions] as? NSNumber)?.intValue, 0o444)
        XCTAssertEqual(try bytes(tree, Self.ducks), fixed[Self.ducks])
        // What remains, including what could not be fixed, is still reported.
        let n = try answerLine(before, "    answer: 6").n
        XCTAssertTrue(result.out.contains("curriculum/\(Self.fingers):\(n):13: error: answer 6 does not match"), result.out)
    }

    /// An editor may save a file between the lint and the write: the file is not overwritten.
    func testAFileChangedSinceItWasLintedIsNotOverwritten() throws {
        let (tree, fixed) = try seededTree()
        let box = OutputBox()
        let io = CommandIO(out: { box.out += $0 }, err: { box.err += $0 }, stdoutIsTerminal: false, environment: [:], currentDirectory: tree.url)
        let args = try ArgumentParser.parse(["--fix"], options: LintCommand.options)
        let fixer = LintFixer(request: CompileRequest(paths: [], options: CompileOptions()), view: try LintView(args, format: .text, io: io), io: io)
        let prepared = try fixer.prepare()
        XCTAssertEqual(prepared.files.map(\.shown), ["curriculum/" + Self.ducks, "curriculum/" + Self.fingers])
        let saved = try tree.read("curriculum/" + Self.fingers) + "# saved in an editor meanwhile\n"
        try tree.write("curriculum/" + Self.fingers, saved)
        let written = fixer.write(prepared.files, limit: LoadLimits().maxFileBytes)
        XCTAssertFalse(written.failed)
        XCTAssertEqual(written.files.map(\.shown), ["curriculum/" + Self.ducks])
        XCTAssertEqual(box.err, "warning: not fixing 'curriculum/\(Self.fingers)': it changed since it was linted; lint --fix again\n")
        XCTAssertEqual(try tree.read("curriculum/" + Self.fingers), saved)
        XCTAssertEqual(try bytes(tree, Self.ducks), fixed[Self.ducks])
    }

    /// Only what lint would report is fixed: rules turned off, baselined findings, findings
    /// below --min-severity and files not named stay as they are.
    func testOnlyWhatLintReportsIsFixed() throws {
        let (tree, fixed) = try seededTree()
        let seeded = try [Self.fingers, Self.ducks].map { try bytes(tree, $0) }
        let off = try lint("--fix --rule ITEM-ANSWER=off", in: tree)
        XCTAssertEqual(off.err, "fixed 0 findings in 0 files; 1 finding left, listed below\n")
        XCTAssertEqual(try [Self.fingers, Self.ducks].map { try bytes(tree, $0) }, seeded)

        let baseline = try lint("--write-baseline old.json --rule YAML-LINE-ENDINGS=off curriculum/\(Self.ducks)", in: tree)
        XCTAssertEqual(baseline.status, 0, baseline.err)
        let baselined = try lint("--fix --baseline old.json", in: tree)
        // The CRLF warning was not baselined, so it is left.
        XCTAssertTrue(baselined.err.hasPrefix("fixed 1 finding in 1 file; 1 finding left, listed below\n"), baselined.err)
        XCTAssertEqual(try bytes(tree, Self.fingers), fixed[Self.fingers])
        XCTAssertEqual(try bytes(tree, Self.ducks), seeded[1])

        let named = try lint("--fix curriculum/\(Self.ducks) --min-severity error", in: tree)
        XCTAssertEqual(named.err, "fixed 1 finding in 1 file\n")
        XCTAssertEqual(try bytes(tree, Self.ducks), fixed[Self.ducks])
    }

    func testMisuseIsAUsageErrorAndHelpNamesTheFlags() throws {
        let tree = try baseCurriculumTree()
        for (args, message) in [
            (["--fix", "--watch"], "--fix cannot be combined with --watch"),
            (["--fix-dry-run", "--watch"], "--fix-dry-run cannot be combined with --watch"),
            (["--fix", "--fix-dry-run"], "--fix and --fix-dry-run cannot be combined"),
            (["--fix-dry-run", "--format", "json"], "--fix-dry-run prints a diff; it cannot be combined with --format json"),
            (["--fix", "--write-baseline", "b.json"], "--fix cannot be combined with --write-baseline"),
        ] {
            let result = runCLI(["lint"] + args, in: tree.url)
            XCTAssertEqual(result.code, .usage, args.joined(separator: " "))
            XCTAssertTrue(result.err.hasPrefix("error: \(message)"), result.err)
        }
        let help = runCLI(["help", "lint"], in: tree.url).out
        XCTAssertTrue(help.contains("[--watch | --fix | --fix-dry-run]"), help)
        XCTAssertTrue(help.contains("\n  --fix "), help)
        XCTAssertTrue(help.contains("\n  --fix-dry-run "), help)
    }
}
