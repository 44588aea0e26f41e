@testable import CurriculumPreview
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// `curriculum preview` through the command line: the real curriculum in full, a planted wrong
/// answer on its card, a curriculum with errors, output folders it must refuse, and --watch.
final class PreviewCommandTests: XCTestCase {
    /// Each item's `<article>`, by its `data-item-id`, across every lesson page of a site.
    func articles(in site: URL) throws -> [String: [String]] {
        var out: [String: [String]] = [:]
        let lessons = site.appendingPathComponent("lessons")
        for name in try FileManager.default.contentsOfDirectory(atPath: lessons.path) where name.hasSuffix(".html") {
            let html = String(decoding: try Data(contentsOf: lessons.appendingPathComponent(name)), as: UTF8.self)
            for chunk in html.components(separatedBy: "<article ").dropFirst() {
                let body = chunk.components(separatedBy: "</article>")[0]
                guard let id = SceneElements.attribute("data-item-id", in: " " + body) else { continue }
                out[id, default: []].append(body)
            }
        }
        return out
    }

    func copyOfTheRealCurriculum() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        return tree
    }

    func testEveryRealItemAppearsOnceAndEveryVisualItemIsDrawn() throws {
        let tree = try TemporaryTree()
        let result = runCLI(["preview", PinnedCurriculum.url.path, "--out", "site"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertTrue(result.out.contains(" lesson pages, "), result.out)
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        let cards = try articles(in: tree.url.appendingPathComponent("site"))
        let items = Array(compilation.catalog.items)
        XCTAssertEqual(cards.count, items.count)
        for (_, item) in items {
            let found = cards[item.fullID] ?? []
            XCTAssertEqual(found.count, 1, "\(item.fullID) appears \(found.count) times")
            guard let card = found.first, let drawing = ItemDrawings.byTypeName[item.type.value] else { continue }
            if drawing.isVisual {
                XCTAssertTrue(card.contains("<svg class=\"scene\""), "\(item.fullID) (\(item.type.value)) has no drawing")
            }
            XCTAssertFalse(card.contains("Not drawn"), item.fullID)
        }
        let index = try tree.read("site/index.html")
        for lesson in compilation.catalog.lessons {
            XCTAssertTrue(index.contains("href=\"\(PreviewSite.path(of: lesson))\""), "\(lesson.id.value) is not on the index")
        }
    }

    func testATemplatesVariantsAreDrawnFoldedUnderItsFirst() throws {
        let tree = try TemporaryTree()
        let result = runCLI(["preview", PinnedCurriculum.url.path, "--out", "site"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        let lesson = try XCTUnwrap(compilation.catalog.lessons.first { $0.id.value == "k.operations.make-ten.l2" })
        let page = try tree.read("site/" + PreviewSite.path(of: lesson))
        let folded = try XCTUnwrap(page.components(separatedBy: "<details class=\"variants\">").dropFirst().first)
        XCTAssertTrue(folded.hasPrefix("\n<summary>2 more variants of template <code>i1</code></summary>"), String(folded.prefix(200)))
        let inside = folded.components(separatedBy: "</details>")[0]
        XCTAssertTrue(inside.contains("data-item-id=\"k.operations.make-ten.l2/i2\""))
        XCTAssertTrue(inside.contains("data-item-id=\"k.operations.make-ten.l2/i4\""))
        XCTAssertFalse(inside.contains("data-item-id=\"k.operations.make-ten.l2/i1\""), "the first variant stands for the template")
    }

    func testAPlantedWrongAnswerShowsItsFindingOnThatItemsCard() throws {
        let tree = try copyOfTheRealCurriculum()
        let file = "curriculum/k/01-counting/count-objects-l1.yaml"
        let text = try tree.read(file)
        // i1 counts 4 apples; it now claims 5.
        let planted = text.replacingOccurrences(of: "objects: {name: apple, count: 4, arrangement: line}\n    answer: 4", with: "objects: {name: apple, count: 4, arrangement: line}\n    answer: 5")
        XCTAssertNotEqual(planted, text)
        try tree.write(file, planted)
        let result = runCLI(["preview", "curriculum", "--out", "site"], in: tree.url)
        XCTAssertEqual(result.code, .success, "a curriculum with errors previews and exits 0: \(result.err)")
        XCTAssertTrue(result.err.contains("error"), result.err)
        let cards = try articles(in: tree.url.appendingPathComponent("site"))
        let card = try XCTUnwrap(cards["k.counting.count-objects.l1/i1"]?.first)
        XCTAssertTrue(card.contains("ITEM-ANSWER"), "the finding is on the card")
        XCTAssertTrue(card.contains("The solver works out <strong>4</strong>"), card)
        let others = cards.filter { $0.key != "k.counting.count-objects.l1/i1" && $0.value.joined().contains("ITEM-ANSWER") }
        XCTAssertEqual(others.map(\.key), [], "the finding is on no other card")
    }

    func testAnItemsSpokenFormAndStandardsAreBesideIt() throws {
        let tree = try TemporaryTree()
        XCTAssertEqual(runCLI(["preview", PinnedCurriculum.url.path, "--out", "site"], in: tree.url).code, .success)
        let cards = try articles(in: tree.url.appendingPathComponent("site"))
        let card = try XCTUnwrap(cards["k.counting.count-objects.l1/i1"]?.first)
        XCTAssertTrue(card.contains("data-speak=\"How many apples?\""), card)
        XCTAssertTrue(card.contains("NY-K.CC.5a"), card)
        XCTAssertTrue(card.contains("Touch each apple as you count."), card)
        XCTAssertTrue(card.contains("Red apples in a row on a table"), "the item's alt text names its drawing")
        // A symbol is spoken in words.
        let symbolCard = try XCTUnwrap(cards.values.flatMap { $0 }.first { $0.contains("class=\"prompt\">") && $0.contains(" + ") && $0.contains("data-speak=") && $0.contains(" plus ") })
        XCTAssertFalse(symbolCard.isEmpty)
        // So are the tiles a child drags.
        let tiles = try XCTUnwrap(cards["k.teen-numbers.teen-number-sentences.l3/i3"]?.first)
        XCTAssertTrue(tiles.contains("“10 + 1” is said “10 plus 1”"), tiles)
    }

    /// Difficulty is out of the lesson's rubric's `maxDifficulty` (3 in the manifest), as the
    /// app's adaptive difficulty counts it, and out of a lesson's own maximum where it sets one.
    func testDifficultyIsOutOfTheRubricsMaximum() throws {
        let tree = try copyOfTheRealCurriculum()
        try tree.edit("curriculum/k/01-counting/count-objects-l1.yaml", replacing: "role: practiceSet\n", with: "role: practiceSet\nrubric: {maxDifficulty: 4}\n")
        XCTAssertEqual(runCLI(["preview", "curriculum", "--out", "site"], in: tree.url).code, .success)
        let cards = try articles(in: tree.url.appendingPathComponent("site"))
        let manifest = try XCTUnwrap(cards["k.counting.count-objects.l2/i1"]?.first)
        XCTAssertTrue(manifest.contains("<dt>Difficulty</dt><dd>1 of 3</dd>"), manifest)
        let all = cards.values.joined().joined()
        XCTAssertFalse((1...5).contains { all.contains("<dt>Difficulty</dt><dd>\($0) of 5</dd>") }, "no difficulty is out of 5")
        let own = try XCTUnwrap(cards["k.counting.count-objects.l1/i1"]?.first)
        XCTAssertTrue(own.contains("<dt>Difficulty</dt><dd>1 of 4</dd>"), own)
    }

    func testAFolderOfOtherFilesIsRefusedAndLeftAlone() throws {
        let tree = try baseCurriculumTree(["notes/readme.txt": "mine\n"])
        let result = runCLI(["preview", "--out", "notes"], in: tree.url)
        XCTAssertEqual(result.code, .failure)
        XCTAssertTrue(result.err.contains("not a preview folder"), result.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.url.appendingPathComponent("notes").path), ["readme.txt"])
    }

    func testAnOutputThatCannotBeWrittenIsExit3() throws {
        let tree = try baseCurriculumTree(["taken": "a file\n"])
        let result = runCLI(["preview", "--out", "taken/site"], in: tree.url)
        XCTAssertEqual(result.code, .failure, result.out)
        XCTAssertTrue(result.err.contains("taken"), result.err)
        XCTAssertEqual(try tree.read("taken"), "a file\n")
    }

    func testPagesOfRemovedLessonsAreRemovedAndUnchangedPagesAreNotRewritten() throws {
        let tree = try baseCurriculumTree()
        XCTAssertEqual(runCLI(["preview", "--out", "site"], in: tree.url).code, .success)
        let lessons = tree.url.appendingPathComponent("site/lessons")
        let before = try FileManager.default.contentsOfDirectory(atPath: lessons.path).sorted()
        XCTAssertFalse(before.isEmpty)
        let again = runCLI(["preview", "--out", "site"], in: tree.url)
        XCTAssertTrue(again.out.contains("(0 files changed)"), again.out)
        try tree.write("site/lessons/gone.html", "<p>old</p>")
        XCTAssertEqual(runCLI(["preview", "--out", "site"], in: tree.url).code, .success)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: lessons.path).sorted(), before)
    }

    /// Pages are written into and removed from the preview's own `lessons/` only: a symlink
    /// there is refused, and the folder it leads to keeps every file.
    func testALessonsFolderThatIsASymlinkIsRefusedAndWhatItLeadsToIsKept() throws {
        let tree = try baseCurriculumTree(["elsewhere/keep.html": "<p>mine</p>\n", "elsewhere/notes.txt": "mine\n"])
        XCTAssertEqual(runCLI(["preview", "--out", "site"], in: tree.url).code, .success)
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("site/lessons"))
        try FileManager.default.createSymbolicLink(atPath: tree.url.path + "/site/lessons", withDestinationPath: "../elsewhere")
        for watch in [false, true] {
            let result = runCLI(["preview", "--out", "site"] + (watch ? ["--watch", "--watch-runs", "1"] : []), in: tree.url)
            XCTAssertEqual(result.code, .failure, result.out)
            XCTAssertTrue(result.err.contains("'site/lessons' is a symlink, not the preview's own folder of lesson pages"), result.err)
            XCTAssertEqual(entries(of: tree.url.appendingPathComponent("elsewhere")), ["keep.html", "notes.txt"])
            XCTAssertEqual(try tree.read("elsewhere/keep.html"), "<p>mine</p>\n")
        }
    }

    /// A lesson id whose page name would pass the 255 bytes a file name can have (80 `é`, each
    /// written `~e9`) still gets its page, under a name cut to fit, and the index links to it.
    func testALessonIdTooLongForAFileNameStillGetsItsPage() throws {
        let tree = try baseCurriculumTree()
        let long = "k.counting.compare." + String(repeating: "é", count: 80) + ".l1"
        try tree.edit("curriculum/k/01-counting/compare-l1.yaml", replacing: "id: k.counting.compare.l1", with: "id: \(long)")
        let result = runCLI(["preview", "--out", "site"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        let pages = entries(of: tree.url.appendingPathComponent("site/lessons"))
        XCTAssertEqual(pages.count, 4, "\(pages)")
        for page in pages { XCTAssertLessThanOrEqual(page.utf8.count, 255, page) }
        let page = try XCTUnwrap(pages.first { $0.hasPrefix("k.counting.compare.~e9") })
        XCTAssertTrue(page.hasSuffix(".html"), page)
        XCTAssertTrue(try tree.read("site/index.html").contains("href=\"lessons/\(page)\""))
        XCTAssertTrue(try tree.read("site/lessons/" + page).contains("k.counting.compare.é"))
    }

    func testWatchRewritesTheEditedLessonsPage() throws {
        let tree = try copyOfTheRealCurriculum()
        let box = OutputBox()
        let io = CommandIO(out: { box.out += $0 }, err: { box.err += $0 }, stdoutIsTerminal: false, environment: [:], currentDirectory: tree.url)
        let previewer = Previewer(
            request: CompileRequest(paths: ["curriculum"], options: CompileOptions()),
            output: PreviewOutput(folder: tree.url.appendingPathComponent("site")), shownAs: "site", io: io)
        var watcher = PreviewWatcher(previewer: previewer, maxRuns: 2)
        let file = "curriculum/k/01-counting/count-objects-l1.yaml"
        var polls = 0
        watcher.sleep = { _ in
            polls += 1
            if polls == 2 {
                let text = (try? tree.read(file)) ?? ""
                try? tree.write(file, text.replacingOccurrences(of: "prompt: How many apples?", with: "prompt: How many red apples?"))
            }
        }
        XCTAssertEqual(try watcher.run(), .success)
        let page = try tree.read("site/lessons/k.counting.count-objects.l1.html")
        XCTAssertTrue(page.contains("How many red apples?"), box.err)
        XCTAssertTrue(box.out.contains("count-objects-l1.yaml changed: 1 page rewritten") || box.out.contains("changed: 2 pages rewritten"), box.out)
    }
}
