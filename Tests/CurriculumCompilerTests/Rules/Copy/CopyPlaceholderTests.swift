import XCTest

@testable import CurriculumCompiler

/// COPY-PLACEHOLDER: the TODO marker is an error at the marker itself, wherever an author left
/// it, and the other COPY rules leave text that holds it alone until it is written.
final class CopyPlaceholderTests: XCTestCase {
    func testTheMarkerIsTheWordTODOInCapitals() {
        XCTAssertEqual(CopyPlaceholder.markerOffset(in: "TODO: How many apples?"), 0)
        XCTAssertEqual(CopyPlaceholder.markerOffset(in: "How many apples? (TODO)"), 18)
        XCTAssertEqual(CopyPlaceholder.markerOffset(in: "Count again. TODO"), 13)
        XCTAssertNil(CopyPlaceholder.markerOffset(in: "How many apples?"))
        XCTAssertNil(CopyPlaceholder.markerOffset(in: "todo: a word, not the marker"))
        XCTAssertNil(CopyPlaceholder.markerOffset(in: "TODOS and MASTODON are other words"))
        XCTAssertNil(CopyPlaceholder.markerOffset(in: ""))
    }

    func testEachMarkerIsAnErrorUnderlinedWhereItIs() throws {
        let found = try CopyRuleColumnTests.findings("COPY-PLACEHOLDER", .lesson("""
              - id: i1
                type: counting
                prompt: "TODO: How many apples?"
                objects: {name: apple, count: 4, arrangement: line}
                answer: 4
                hints: ['Touch each apple. TODO']
                feedback: {incorrect: Count again TODO, correct: Yes!}
              - id: i2
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """, header: "title: \"TODO: name this lesson\""))
        // A lesson title is decoded without its quotes' place: the caret starts at its quote.
        XCTAssertEqual(found.map { String($0.text.prefix(5)) }, ["\"TODO", "TODO", "TODO", "TODO"])
        XCTAssertEqual(found.map(\.diagnostic.message), [
            "the lesson title is a placeholder (TODO)",
            "the prompt of item i1 is a placeholder (TODO)",
            "hint 1 of item i1 is a placeholder (TODO)",
            "the incorrect-answer feedback of item i1 is a placeholder (TODO)",
        ])
        XCTAssertTrue(found.allSatisfy { $0.diagnostic.severity == .error })
    }

    func testTextWithTheMarkerIsLeftToThisRuleAlone() throws {
        // Capitals, a word off the list, no closing punctuation: none of it is copy yet.
        let compilation = try RuleExampleTests.compile(.lesson("""
              - id: i1
                type: counting
                quickCheck: true
                prompt: "TODO: write a question about the Zorblax"
                objects: {name: apple, count: 4, arrangement: line}
                answer: 4
                hints: [Touch each apple as you count.]
                feedback: {incorrect: "Touch and count again, one apple at a time."}
              - id: i2
                type: numericInput
                prompt: What is 1 + 3?
                answer: 4
                hints: [Start at 3 and count on 1 more.]
                feedback: {incorrect: Count on from 3 with your fingers.}

            """, header: "title: \"TODO: a title much too long for the lesson card in any language\""))
        XCTAssertEqual(compilation.diagnostics.map(\.ruleID), ["COPY-PLACEHOLDER", "COPY-PLACEHOLDER"])
    }

    func testUnitTitlesSkillNamesAndNotesAreCheckedToo() throws {
        let unit = """
            # yaml-language-server: $schema=../../../../../../schemas/unit.schema.json
            kind: Unit
            id: k.counting
            order: 1
            title: Counting
            standards: [NY-K.CC.5, NY-K.CC.6, NY-K.OA.5]
            prerequisites: []
            remediation:
              note: "TODO: what helps a child who is stuck"
            skills:
              - id: k.counting.count-to-10
                name: "TODO: a name"
                standards: [NY-K.CC.5a, NY-K.CC.5b]
                prerequisites: []
              - id: k.counting.compare
                name: Compare groups
                standards: [NY-K.CC.6]
                prerequisites: [k.counting.count-to-10]
              - id: k.counting.add-within-5
                name: Add within 5
                standards: [NY-K.OA.5]
                prerequisites: [k.counting.count-to-10]

            """
        let found = try CopyRuleColumnTests.findings("COPY-PLACEHOLDER", RuleExample("k/01-counting/unit.yaml", unit))
        XCTAssertEqual(found.map(\.diagnostic.message), [
            "the remediation note of unit k.counting is a placeholder (TODO)",
            "the name of skill k.counting.count-to-10 is a placeholder (TODO)",
        ])
        XCTAssertEqual(found.map(\.text), ["k.counting", "k.counting.count-to-10"])
    }

    /// Its examples show the placeholder and nothing else: the one to ship is clean.
    func testItsExamplesShowOnlyThePlaceholder() throws {
        let rule = CopyPlaceholder.description
        // Examples are changes to the shipped curriculum, made to a copy of it.
        // Pictures still to draw, and translations a rewritten item leaves stale, are other rules' business.
        let workspace = try RuleExampleTests.Workspace()
        let others: Set<String> = [AssetPlaceholder.id, L10nStale.id, L10nUnknownKey.id]
        for example in rule.triggering {
            XCTAssertEqual(Set(try workspace.compile(example).diagnostics.filter { !others.contains($0.ruleID) }.map(\.ruleID)), ["COPY-PLACEHOLDER"])
        }
        for example in rule.nonTriggering {
            XCTAssertEqual(try workspace.compile(example).diagnostics.filter { !others.contains($0.ruleID) }.map(\.ruleID), [])
        }
    }

    func testTheRuleIsRegisteredAsAnError() throws {
        let rule = try XCTUnwrap(RuleRegistry.description(of: "COPY-PLACEHOLDER"))
        XCTAssertEqual(rule.severity, .error)
        XCTAssertEqual(rule.family, "COPY")
    }
}
