import XCTest

@testable import CurriculumCompiler

/// What each item type's screen lets the child do and shows (`ScreenTraits`), and how
/// COPY-ACTION-UNAVAILABLE reads copy against it.
final class ScreenTraitsTests: XCTestCase {
    private func underlined(_ example: RuleExample) throws -> [String] {
        try CopyRuleColumnTests.underlined(CopyActionUnavailable.id, example)
    }

    private func apples(hints: [String]) -> RuleExample {
        CopyRuleColumnTests.apples("hints: [\(hints.joined(separator: ", "))]")
    }

    func testEveryTypeSaysWhatItsScreenAllows() {
        for type in ItemTypes.all {
            let screen = type.screen
            // Only an open response, answered aloud to a grown-up, has nothing to do on screen.
            XCTAssertEqual(screen.actions.isEmpty, type == OpenResponseItem.self, "\(type.name) lists what the child can do")
            for part in screen.parts + (screen.dragged ?? []) {
                XCTAssertEqual(part, part.lowercased(), "\(type.name): a part is a folded word")
                XCTAssertFalse(part.contains(" ") || part.hasSuffix("s"), "\(type.name): '\(part)' is one singular word")
            }
            if let dragged = screen.dragged {
                XCTAssertTrue(screen.actions.contains(.move), "\(type.name) drags its \(dragged) only if it drags at all")
                XCTAssertTrue(Set(dragged).isSubset(of: screen.parts), "\(type.name) draws what it drags")
            }
        }
    }

    func testPointingTouchingAndTheChildsOwnThingsAreNoRequest() throws {
        XCTAssertEqual(try underlined(apples(hints: [
            "Touch each apple as you count.", "Put your finger on the first apple.", "Point to each one.",
            "Put a pencil next to the row.", "Picture each apple sliding away.", "Move 2 from the 7 to the 8.",
        ])), [])
    }

    func testAStillPictureCannotBeDraggedMarkedOrShaded() throws {
        XCTAssertEqual(try underlined(apples(hints: [
            "Drag each one to the side.", "Then slide the apples apart.", "Can you circle every apple?", "Cross out 3 apples.",
        ])), ["Drag each one", "slide the apples", "circle every apple", "Cross out 3 apples"])
        // Lining things up moves them; "a line" is a noun.
        XCTAssertEqual(try underlined(apples(hints: ["Line up the apples at one end.", "Draw a line under each apple."])), ["Line up the apples"])
        // "Size and color": a noun after "and" asks for nothing.
        XCTAssertEqual(try underlined(apples(hints: ["Size and color of an apple do not matter."])), [])
    }

    func testAVisualIsShownByTheTypeOrThePicture() throws {
        func choice(_ image: String, hint: String) -> RuleExample {
            .lesson("""
                  - id: i1
                    type: multipleChoice
                    prompt: How many counters in all?
                    options: [12, 13, 14]
                    answer: 13
                \(image)
                    hints: [\(hint)]
                    feedback: {incorrect: Count the counters again.}

                """)
        }
        let hint = "Count the top frame first. Then count on."
        XCTAssertEqual(try underlined(choice("", hint: hint)), ["the top frame"])
        // The alt text says what the picture shows: ten frames are there, their counters are still.
        let framed = "    image: {asset: ten-frames-8-and-5, alt: Two ten frames with counters in them}"
        XCTAssertEqual(try underlined(choice(framed, hint: hint)), [])
        XCTAssertEqual(try underlined(choice(framed, hint: "Move 2 counters to the top frame.")), ["Move 2 counters"])
        // A picture graph is a graph, not the picture.
        XCTAssertEqual(try underlined(choice("", hint: "Read the picture graph.")), ["the picture graph"])
        // A line that brings the frames in itself points at its own.
        XCTAssertEqual(try underlined(choice("", hint: "Think of two ten frames. Fill the top frame.")), [])
    }

    /// A question with a `position` draws its two things: a hint may point at the picture and name
    /// them; without one, the picture is not there.
    func testAPositionShowsItsPicture() throws {
        func question(_ position: String) -> RuleExample {
            .lesson("""
                  - id: i1
                    type: multipleChoice
                    prompt: A bird flies over a tree. Where is the bird?
                    options: [above the tree, below the tree]
                    answer: above the tree
                \(position)
                    hints: [Look at the picture. Find the tree.]
                    feedback: {incorrect: Find the bird. Is it higher than the tree?}

                """)
        }
        XCTAssertEqual(try underlined(question("")), ["the picture"])
        XCTAssertEqual(try underlined(question("    position: {thing: bird, place: above, landmark: tree}")), [])
    }

    func testACatalogPictureShowsWhatItsEntrySays() {
        XCTAssertEqual(ItemScreen.visuals(shownBy: "A number chart from 1 to 100 with one empty box"), [.numberChart])
        XCTAssertEqual(ItemScreen.visuals(shownBy: "Two ten frames with counters in each frame"), [.tenFrame])
        XCTAssertEqual(ItemScreen.visuals(shownBy: "Bags of apples lined up on a table"), [])
    }
}
