import Foundation
import XCTest

@testable import CurriculumCompiler

/// A reviewer's afternoon through the built `curriculum` binary, on a copy of the pinned
/// curriculum (docs/reviews.md): approve, edit one hint, and see exactly that item named by
/// `review status`, by `lint` with the REVIEW rules on and by `build --require-review`; approve
/// again and see it clear. An edit that leaves the bundle record as it was (a comment, keys in
/// another order) lapses nothing, and two reviewers' approvals merge in git.
final class ReviewWorkflowTests: XCTestCase {
    static let lesson = "k.counting.count-objects.l1"
    static let lessonFile = "curriculum/k/01-counting/count-objects-l1.yaml"
    static let hint = "      - Start with the duck on the left."

    /// A copy of the pinned curriculum under `curriculum/`, where the binary runs.
    func workspace() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        return tree
    }

    @discardableResult
    func run(_ script: String, in tree: TemporaryTree, expecting status: Int32, file: StaticString = #filePath, line: UInt = #line) throws -> Subprocess.Result {
        let result = try Subprocess.shell(script, in: tree.url, timeout: 300)
        XCTAssertEqual(result.status, status, "\(script)\n\(result.out)\(result.err)", file: file, line: line)
        return result
    }

    /// `review status --format json`'s list of changed items, for `kind`.
    func changed(_ tree: TemporaryTree, kind: String = "content") throws -> [String] {
        let result = try run("\"$CURRICULUM\" review status --kind \(kind) --format json", in: tree, expecting: 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let reviews = try XCTUnwrap(json["reviews"] as? [[String: Any]])
        return (reviews.first?["changed"] as? [[String: Any]] ?? []).compactMap { $0["item"] as? String }
    }

    func testApprovingThenChangingOneHintNamesExactlyThatItemUntilApprovedAgain() throws {
        _ = try Subprocess.requireBinary()
        let tree = try workspace()
        // The whole curriculum approved: every shipped item has a current content approval.
        let approved = try run("\"$CURRICULUM\" review approve 'k.*' '1.*' --kind content --by 'Ana Ruiz' --date 2025-11-29", in: tree, expecting: 0)
        XCTAssertTrue(approved.err.contains("approved 8 of 8 items of \(Self.lesson) (content review by Ana Ruiz on 2025-11-29)"), approved.err)
        XCTAssertEqual(try changed(tree), [])
        try run("\"$CURRICULUM\" build --require-review content --out dist", in: tree, expecting: 0)

        try tree.edit(Self.lessonFile, replacing: Self.hint, with: "      - Begin with the duck on the left.")
        XCTAssertEqual(try changed(tree), ["\(Self.lesson)/i2"])

        let lint = try run("\"$CURRICULUM\" lint --rule REVIEW-CHANGED=warning --rule REVIEW-UNREVIEWED=warning --rule REVIEW-UNKNOWN-ITEM=warning --format json", in: tree, expecting: 0)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lint.out.utf8)) as? [String: Any])
        let review = (json["diagnostics"] as? [[String: Any]] ?? []).filter { ($0["ruleId"] as? String)?.hasPrefix("REVIEW-") == true }
        XCTAssertEqual(review.map { $0["message"] as? String }, ["item i2 has changed since its content review by Ana Ruiz on 2025-11-29"])
        XCTAssertEqual(review.first?["path"] as? String, Self.lessonFile)
        XCTAssertEqual(review.first?["line"] as? Int, 25)

        let build = try run("\"$CURRICULUM\" build --require-review content --out dist2", in: tree, expecting: 1)
        XCTAssertEqual(build.err.split(separator: "\n").filter { $0.hasPrefix("  ") }, [
            "  \(Self.lessonFile):25:9: \(Self.lesson)/i2 has changed since its content review by Ana Ruiz on 2025-11-29",
        ], build.err)
        XCTAssertTrue(build.err.hasPrefix("error: 1 item would ship without a current content review:\n"), build.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("dist2").path), "nothing is written")

        let again = try run("\"$CURRICULUM\" review approve \(Self.lesson) --kind content --by 'Bo Chen' --date 2025-12-01", in: tree, expecting: 0)
        XCTAssertTrue(again.err.contains("approved 1 of 8 items") && again.err.contains("7 items already approved as they are"), again.err)
        XCTAssertEqual(try changed(tree), [])
        try run("\"$CURRICULUM\" build --require-review content --out dist2", in: tree, expecting: 0)
        let record = try tree.read("curriculum/reviews/content/\(Self.lesson).yaml")
        XCTAssertTrue(record.contains("  - {item: i2, by: Bo Chen, date: 2025-12-01, sha256: "), record)
        XCTAssertTrue(record.contains("  - {item: i1, by: Ana Ruiz, date: 2025-11-29, sha256: "), "an item approved as it is keeps its approval")
    }

    func testACommentOrKeysInAnotherOrderLapseNothing() throws {
        _ = try Subprocess.requireBinary()
        let tree = try workspace()
        try run("\"$CURRICULUM\" review approve \(Self.lesson) --kind content --by 'Ana Ruiz'", in: tree, expecting: 0)
        try tree.edit(Self.lessonFile, replacing: """
                prompt: How many apples?
                objects: {name: apple, count: 4, arrangement: line}
                answer: 4
            """, with: """
                # A note for authors: children count left to right.
                answer: 4
                objects: {arrangement: line, count: 4, name: "apple"}
                prompt: 'How many apples?'
            """)
        XCTAssertEqual(try changed(tree), [])
        let lint = try run("\"$CURRICULUM\" lint --rule REVIEW-CHANGED=error", in: tree, expecting: 0)
        XCTAssertFalse(lint.out.contains("REVIEW-CHANGED"), lint.out)
    }

    func testApproveRefusesAnItemWithAnErrorAndApprovesTheRest() throws {
        _ = try Subprocess.requireBinary()
        let tree = try workspace()
        try tree.edit(Self.lessonFile, replacing: "    answer: 6\n", with: "    answer: 7\n")
        let result = try run("\"$CURRICULUM\" review approve \(Self.lesson) --kind accessibility --by 'Cy Park'", in: tree, expecting: 1)
        XCTAssertTrue(result.err.contains("error: \(Self.lesson)/i2 is not approved: it has 1 error, first at line 31: answer 7 does not match the 6 ducks shown [ITEM-ANSWER]"), result.err)
        let record = try tree.read("curriculum/reviews/accessibility/\(Self.lesson).yaml")
        XCTAssertEqual(record.split(separator: "\n").filter { $0.hasPrefix("  - {item: ") }.map { $0.dropFirst(11).prefix { $0 != "," } }, ["i1", "i3", "i4", "i5", "i6", "i7", "i8"])
    }

    func testDiffShowsEachChangedFieldBeforeAndAfter() throws {
        _ = try Subprocess.requireBinary()
        let tree = try workspace()
        try run("\"$CURRICULUM\" review approve \(Self.lesson) --kind content --by 'Ana Ruiz' --date 2025-11-29", in: tree, expecting: 0)
        try tree.edit(Self.lessonFile, replacing: Self.hint, with: "      - Begin with the duck on the left.")
        let text = try run("\"$CURRICULUM\" review diff --kind content", in: tree, expecting: 0)
        XCTAssertEqual(text.out, """
            \(Self.lesson)/i2 (\(Self.lessonFile):25:9) has changed since its content review by Ana Ruiz on 2025-11-29:
              hints
                before: ["Start with the duck on the left.","Touch each duck and say a number."]
                after:  ["Begin with the duck on the left.","Touch each duck and say a number."]
            content review: 1 item changed since approval, 7 approved as they are

            """)
        // Without the approved bytes, the change is still reported, and why it cannot be shown.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("curriculum/reviews/approved"))
        let json = try run("\"$CURRICULUM\" review diff --kind content --format json", in: tree, expecting: 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let change = try XCTUnwrap(((object["reviews"] as? [[String: Any]])?.first?["changed"] as? [[String: Any]])?.first)
        XCTAssertEqual(change["item"] as? String, "\(Self.lesson)/i2")
        XCTAssertTrue((change["beforeUnavailable"] as? String)?.hasPrefix("what was approved is not kept (curriculum/reviews/approved/") == true, "\(change)")
    }

    func testMisuseExitsTwoNamingTheNearest() throws {
        _ = try Subprocess.requireBinary()
        let tree = try workspace()
        let kind = try run("\"$CURRICULUM\" review approve \(Self.lesson) --kind contnet --by X", in: tree, expecting: 2)
        XCTAssertTrue(kind.err.contains("did you mean 'content'?"), kind.err)
        let lesson = try run("\"$CURRICULUM\" review approve k.countin --kind content --by X", in: tree, expecting: 2)
        XCTAssertTrue(lesson.err.contains("'k.countin' names no lesson, skill or unit; did you mean 'k.counting'?"), lesson.err)
        try run("\"$CURRICULUM\" review approve \(Self.lesson) --kind content", in: tree, expecting: 2)
        try run("\"$CURRICULUM\" review approve \(Self.lesson) --kind content --by X --date 2025-02-30", in: tree, expecting: 2)
        try run("\"$CURRICULUM\" build --require-review contnet", in: tree, expecting: 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("curriculum/reviews").path))
    }

    /// Two reviewers approve different lessons of one unit on two branches, one of them also
    /// the other's lesson for another kind: git merges the branches without a conflict, and
    /// every file stays sorted with one approval per line.
    func testTwoReviewersApprovalsMergeInGit() throws {
        _ = try Subprocess.requireBinary()
        let tree = try workspace()
        let git = "git -c user.name=test -c user.email=test@example.com -c init.defaultBranch=main -c commit.gpgsign=false"
        let setup = try Subprocess.shell("\(git) init -q . && \(git) add -A && \(git) commit -qm base", in: tree.url)
        guard setup.status == 0 else { throw XCTSkip("git is not usable here: \(setup.err)") }
        try run("""
            \(git) checkout -qb ana && "$CURRICULUM" review approve k.counting.count-objects.l1 --kind content --by 'Ana Ruiz' \
            && \(git) add -A && \(git) commit -qm ana
            """, in: tree, expecting: 0)
        try run("""
            \(git) checkout -q main && \(git) checkout -qb bo \
            && "$CURRICULUM" review approve k.counting.count-objects.l2 k.counting.count-objects.l3 --kind content --by 'Bo Chen' \
            && "$CURRICULUM" review approve k.counting.count-objects.l1 --kind accessibility --by 'Bo Chen' \
            && \(git) add -A && \(git) commit -qm bo
            """, in: tree, expecting: 0)
        try run("\(git) checkout -q ana && \(git) merge -q --no-edit bo", in: tree, expecting: 0)
        let status = try run("\"$CURRICULUM\" review status", in: tree, expecting: 0)
        XCTAssertTrue(status.out.contains("    k.counting.count-objects.l1: 8 approved\n    k.counting.count-objects.l2: 7 approved\n    k.counting.count-objects.l3: 7 approved\n"), status.out)
        XCTAssertTrue(status.out.hasPrefix("accessibility review: \(try PinnedCurriculum.itemCount()) items: 8 approved"), status.out)
        try run("\"$CURRICULUM\" lint --strict --rule REVIEW-CHANGED=warning --rule REVIEW-UNREVIEWED=warning --rule REVIEW-UNKNOWN-ITEM=warning", in: tree, expecting: 0)
        // Deterministic: sorted by item, one approval per line.
        let folder = tree.url.appendingPathComponent("curriculum/reviews")
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! where url.pathExtension == "yaml" {
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            let entries = lines.filter { $0.hasPrefix("  - ") }
            XCTAssertTrue(entries.allSatisfy { $0.hasPrefix("  - {item: i") && $0.hasSuffix("}") }, url.path)
            let items = entries.compactMap { Int($0.dropFirst(12).prefix { $0.isNumber }) }
            XCTAssertEqual(items, items.sorted(), url.path)
            XCTAssertEqual(items.count, Set(items).count, url.path)
        }
    }
}
