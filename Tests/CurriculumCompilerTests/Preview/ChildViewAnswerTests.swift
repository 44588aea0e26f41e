@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

/// The child's view shows what the child sees and no more: no drawing's text alternative names
/// the answer, no scene marks it, and what only the reviewer may know (the art brief, the answer
/// drawn, the drawing's notes) stays in the reviewer's panel.
final class ChildViewAnswerTests: XCTestCase {
    func testNoSceneNamesTheAnswerOfAnyRealItem() throws {
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        var checked = 0
        for (_, item) in compilation.catalog.items {
            guard let picture = ItemDrawings.picture(of: item), let scene = picture.scene else { continue }
            let elements = try SceneElements(picture)
            // The scene carries its label, and nothing else names it.
            XCTAssertTrue(scene.contains("<title>\(escapeHTML(picture.label))</title>"), item.fullID)
            guard let reveal = AnswerReveal(item) else { continue }
            checked += 1
            // What the scene writes (a line's numbers, a numeral card, a bin named "3 sides") the
            // child sees anyway.
            let written = Set(elements.texts().flatMap { CopyTokenizer.tokens($0).map(\.text) })
            for text in [picture.label] {
                guard let found = reveal.reveal(in: CopyTokenizer.tokens(text)), !written.contains(found.said) else { continue }
                XCTFail("\(item.fullID) (\(item.type.value)): the scene's name “\(text)” says the answer (\(found.said))")
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    func testTheLabelNeverNamesWhatTheChildIsAsked() throws {
        let cases: [(String, String)] = [
            ("type: counting\nprompt: How many ducks?\nobjects: {name: duck, count: 6, arrangement: line}\nanswer: 6", "ducks in a line"),
            ("type: tenFrame\nprompt: How many counters?\nfilled: 8\nanswer: 8", "A ten frame of 10 boxes, each empty or holding a counter"),
            // Two full frames hold 20, the answer: the label counts one frame's boxes.
            ("type: tenFrame\nprompt: How many counters?\nframes: 2\nfilled: 20\nanswer: 20", "Two ten frames of 10 boxes each, every box empty or holding a counter"),
            ("type: base10\nprompt: What number do the blocks show?\ntens: 3\nones: 4\nanswer: 34", "Base-ten blocks: long rods and single cubes"),
            ("type: shape\nprompt: What is this shape?\nshape: triangle\nask: name\nanswer: triangle", "The shape the question is about"),
            ("type: barGraph\nprompt: How many apples?\ncategories: [{name: apples, count: 4}, {name: pears, count: 2}]\nask: count\ncategory: apples\nanswer: 4",
             "A bar graph with 2 bars (apples, pears) on a count axis from 0 to 5 with numbered gridlines, each bar a stack of squares"),
            ("type: measure\nprompt: How many clips long is the ribbon?\nobjects: [{name: ribbon, value: 7}, {name: string, value: 5}]\nask: units\nunit: paper clips\nanswer: 7",
             "The ribbon, with a row of unit blocks (paper clips) under it from the same start line"),
            ("type: fractionShade\nprompt: Are the shares equal?\nshape: circle\nshares: 2\nask: equal\nanswer: true", "A circle cut into 2 shares, none shaded"),
            // Two shares are halves: the child counts them.
            ("type: fractionShade\nprompt: Is it cut into halves or fourths?\nshape: rectangle\nshares: 2\nask: word\noptions: [halves, fourths]\nanswer: halves",
             "A rectangle cut into equal shares, none shaded"),
        ]
        for (fields, label) in cases {
            let picture = try drawItem(fields)
            XCTAssertEqual(picture.label, label, fields)
            XCTAssertTrue(try XCTUnwrap(picture.scene).contains("aria-label=\"\(escapeHTML(label))\""), fields)
        }
    }

    func testWhatOnlyTheReviewerMayKnowStaysBesideTheChildsView() throws {
        let tree = try TemporaryTree()
        XCTAssertEqual(runCLI(["preview", PinnedCurriculum.url.path, "--out", "site"], in: tree.url).code, .success)
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        let catalog = compilation.catalog
        var pages: [String: String] = [:]
        var worked = 0, described = 0
        for (lesson, item) in catalog.items {
            let page = try pages[lesson.id.value] ?? String(
                contentsOf: tree.url.appendingPathComponent("site/lessons/\(lesson.id.value).html"), encoding: .utf8)
            pages[lesson.id.value] = page
            let child = try XCTUnwrap(AssetPreviewAndCoverageTests.childView(of: item.fullID, in: page), item.fullID)
            if let asset = item.image?.asset?.value, let entry = catalog.assetsByID[asset] {
                XCTAssertFalse(child.contains(escapeHTML(entry.shows.value)), "\(item.fullID): the art brief is in the child's view")
                XCTAssertFalse(child.contains(asset), "\(item.fullID): the picture's name is in the child's view")
            }
            guard let picture = ItemDrawings.picture(of: item) else { continue }
            if let note = picture.note { XCTAssertFalse(child.contains(escapeHTML(note)), item.fullID) }
            // The alt text row gives what the child hears, the scene's name; the fuller
            // description, which may count what is asked, is the reviewer's own row.
            if item.image == nil, picture.scene != nil {
                XCTAssertTrue(page.contains("none written; the drawing is named:</span> \(escapeHTML(picture.label))</dd>"), item.fullID)
                if picture.description != picture.label {
                    described += 1
                    XCTAssertTrue(page.contains("<dt>Drawing shows</dt><dd><span class=\"muted\">for the reviewer:</span> \(escapeHTML(picture.description))</dd>"), item.fullID)
                }
            }
            if let words = picture.worked?.words {
                worked += 1
                XCTAssertFalse(child.contains(escapeHTML(words)), item.fullID)
                XCTAssertTrue(page.contains("<dt>Answer drawn</dt>"), item.fullID)
            }
        }
        XCTAssertGreaterThan(worked, 10, "number lines, clocks to set and shares to shade are worked beside the child's view")
        XCTAssertGreaterThan(described, 10, "counted objects, ten frames and shares to name are described beside the child's view")
    }
}
