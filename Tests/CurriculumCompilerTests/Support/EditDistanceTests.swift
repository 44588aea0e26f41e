import XCTest

@testable import CurriculumCompiler
import CurriculumSyntax

final class EditDistanceTests: XCTestCase {
    func testDistance() {
        XCTAssertEqual(EditDistance.distance("promt", "prompt"), 1)
        XCTAssertEqual(EditDistance.distance("prompt", "prompt"), 0)
        XCTAssertEqual(EditDistance.distance("tenframe", "tenFrame"), 0, "case is ignored")
        XCTAssertEqual(EditDistance.distance("tenFarme", "tenFrame"), 1, "a swap of neighbours is one edit")
        XCTAssertEqual(EditDistance.distance("", "abc"), 3)
        XCTAssertEqual(EditDistance.distance("abc", ""), 3)
        XCTAssertEqual(EditDistance.distance("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.distance("ca", "abc"), 3, "optimal string alignment edits each substring once")
        XCTAssertEqual(EditDistance.distance("naïve", "naive"), 1, "counts Unicode scalars")
        XCTAssertEqual(EditDistance.distance("ÄPFEL", "äpfel"), 0, "non-ASCII case is ignored too")
    }

    func testClosest() {
        let fields = ["id", "type", "prompt", "answer", "hints", "feedback", "image"]
        XCTAssertEqual(EditDistance.candidates(near: "promt", in: fields), ["prompt"])
        XCTAssertEqual(EditDistance.candidates(near: "hint", in: fields), ["hints"])
        XCTAssertEqual(EditDistance.candidates(near: "Feedback", in: fields), ["feedback"])
        XCTAssertEqual(EditDistance.candidates(near: "colour", in: fields), [])
        XCTAssertEqual(EditDistance.candidates(near: "xy", in: ["id"]), [], "2 edits on 2 letters is no typo")
        XCTAssertEqual(EditDistance.candidates(near: "tenframe", in: ["counting", "tenFrame", "numberLine"]), ["tenFrame"])
        XCTAssertEqual(EditDistance.candidates(near: "Lessen", in: ["Curriculum", "Lesson", "Unit"]), ["Lesson"])
        XCTAssertEqual(EditDistance.candidates(near: "cat", in: ["bat", "cap", "dog", "bat"]), ["bat", "cap"], "ties in order, once each")
        XCTAssertEqual(EditDistance.candidates(near: "anything", in: [String]()), [])
        XCTAssertEqual(EditDistance.candidates(near: "", in: ["a", "bc"]), ["a"])
    }

    func testDidYouMean() {
        XCTAssertEqual(EditDistance.didYouMean([]), "")
        XCTAssertEqual(EditDistance.didYouMean(["prompt"]), "; did you mean 'prompt'?")
        XCTAssertEqual(EditDistance.didYouMean(["bat", "cap"]), "; did you mean 'bat' or 'cap'?")
        XCTAssertEqual(EditDistance.didYouMean(["a", "b", "c", "d"]), "; did you mean 'a', 'b' or 'c'?")
    }
}

final class EditDistanceClosestTests: XCTestCase {
    func testClosestOffersOnlyAnUnambiguousSuggestion() {
        XCTAssertEqual(EditDistance.closest(to: "promt", in: ["prompt", "answer"]), "prompt")
        XCTAssertNil(EditDistance.closest(to: "cat", in: ["bat", "cap"]), "a tie is no fix-it")
        XCTAssertNil(EditDistance.closest(to: "zebra", in: ["prompt"]))
    }
}
