import XCTest

@testable import CurriculumCompiler

/// Foundation has an `Expression` too.
typealias Expression = CurriculumCompiler.Expression

final class ExpressionTests: XCTestCase {
    func evaluate(_ text: String) throws -> Expression.Evaluation {
        let expression = try Expression.parse(text).get()
        return try expression.evaluate().get()
    }

    func error(_ text: String) -> ExpressionError? {
        switch Expression.parse(text) {
        case .failure(let e): return e
        case .success(let expression):
            if case .failure(let e) = expression.evaluate() { return e }
            return nil
        }
    }

    func testValues() throws {
        XCTAssertEqual(try evaluate("8 + 6"), .value(14))
        XCTAssertEqual(try evaluate("12 - 5"), .value(7))
        XCTAssertEqual(try evaluate("3+4+5"), .value(12))
        XCTAssertEqual(try evaluate("9 − 4"), .value(5))
        XCTAssertEqual(try evaluate("3 - 5"), .value(-2))
        XCTAssertEqual(try evaluate("0 + 0"), .value(0))
    }

    func testUnknownInAnyPosition() throws {
        XCTAssertEqual(try evaluate("8 + ? = 11"), .unknown(3))
        XCTAssertEqual(try evaluate("? + 3 = 5"), .unknown(2))
        XCTAssertEqual(try evaluate("8 - ? = 3"), .unknown(5))
        XCTAssertEqual(try evaluate("? - 4 = 6"), .unknown(10))
        XCTAssertEqual(try evaluate("3 + 4 + 5 = ?"), .unknown(12))
        XCTAssertEqual(try evaluate("11 = 8 + ?"), .unknown(3))
        XCTAssertEqual(try evaluate("5 = 8 - ?"), .unknown(3))
        XCTAssertEqual(try evaluate("4 + 3 = ? + 5"), .unknown(2))
        XCTAssertEqual(try evaluate("4 + 3 = 9 - ?"), .unknown(2))
        XCTAssertEqual(try evaluate("1 + ? = 0"), .unknown(-1))
    }

    func testTruth() throws {
        XCTAssertEqual(try evaluate("6 + 1 = 7"), .truth(true, left: 7, right: 7))
        XCTAssertEqual(try evaluate("6 + 2 = 7"), .truth(false, left: 8, right: 7))
        XCTAssertEqual(try evaluate("3 + 4 = 4 + 3"), .truth(true, left: 7, right: 7))
    }

    func testDescribe() throws {
        let e = try Expression.parse("8+?=11").get()
        XCTAssertEqual(e.description, "8 + ? = 11")
        XCTAssertEqual(e.describe(3), "8 + 3 = 11")
        XCTAssertEqual(try Expression.parse("12 − 5").get().description, "12 - 5")
        XCTAssertEqual(e.numbers, [8, 11])
        XCTAssertEqual(e.unknown?.offset, 2)
    }

    func testJunkIsLocated() {
        XCTAssertEqual(error("8 x 6"), ExpressionError("'x' is not used in K–1 expressions: use + and -", offset: 2, length: 1))
        XCTAssertEqual(error("8 +")?.offset, 2)
        XCTAssertEqual(error("8 6")?.message, "expected '+', '-' or '=' between two numbers")
        XCTAssertEqual(error("8 6")?.offset, 2)
        XCTAssertEqual(error("")?.message, "the expression is empty")
        XCTAssertEqual(error("   ")?.message, "the expression is empty")
        XCTAssertEqual(error("+ 3")?.offset, 0)
        XCTAssertEqual(error("? + ? = 4"), ExpressionError("only one '?' may stand for the unknown", offset: 4, length: 1))
        XCTAssertEqual(error("1 = 2 = 3")?.offset, 6)
        XCTAssertEqual(error("8 + a")?.offset, 4)
        XCTAssertEqual(error("8 + ?")?.offset, 4)
        XCTAssertEqual(error("3 ÷ 1")?.offset, 2)
        XCTAssertEqual(error("8 + 6 =")?.offset, 6)
    }

    func testOverflowIsAProblemNotATrap() {
        XCTAssertEqual(error("99999999999999999999 + 1"), ExpressionError("this number is too large", offset: 0, length: 20))
        XCTAssertEqual(error("9223372036854775807 + 1")?.message, "the numbers are too large to work out")
        XCTAssertEqual(error("0 - 9223372036854775807 - 9223372036854775807")?.message, "the numbers are too large to work out")
        XCTAssertEqual(error("0 - ? = 0 - 9223372036854775807 - 1")?.message, "the numbers are too large to work out")
        XCTAssertNil(error("9223372036854775807 - 1"))
    }

    func testFindInPrompt() throws {
        let found = try XCTUnwrap(Expression.find(in: "What is 8 + 6?"))
        XCTAssertEqual(found.expression.description, "8 + 6")
        XCTAssertEqual(found.offset, 8)
        XCTAssertEqual(Expression.find(in: "8 + 6 = ?")?.expression.description, "8 + 6 = ?")
        XCTAssertEqual(Expression.find(in: "What is 8 + ? = 11?")?.expression.description, "8 + ? = 11")
        XCTAssertEqual(Expression.find(in: "Is 6 + 1 = 7?")?.expression.description, "6 + 1 = 7")
        XCTAssertEqual(Expression.find(in: "Why? 3 + 4 = ?")?.expression.description, "3 + 4 = ?")
        XCTAssertEqual(Expression.find(in: "Add: 10 + 5 − 2. What do you get?")?.expression.description, "10 + 5 - 2")
        XCTAssertNil(Expression.find(in: "Which number is more than 5?"))
        XCTAssertNil(Expression.find(in: "What is 10 more than 23?"))
        XCTAssertNil(Expression.find(in: "Is 3 + 4 the same as 4 + 3?"))
        XCTAssertNil(Expression.find(in: "It is 3:30. What time is it?"))
        XCTAssertNil(Expression.find(in: "Count the well-fed cats."))
        XCTAssertNil(Expression.find(in: ""))
    }
}
