import Foundation
import XCTest

@testable import CurriculumCompiler

/// Validation runs on every file of the curriculum, so it must cost little next to parsing.
/// Prints both times; `CURRICULUM_BENCH_ITEMS=100000` (in a release build) sizes it like the
/// benchmark's large curriculum.
final class SchemaValidatorPerformanceTests: XCTestCase {
    func testValidationCostsLittleNextToParsing() throws {
        let items = Int(ProcessInfo.processInfo.environment["CURRICULUM_BENCH_ITEMS"] ?? "") ?? 5_000
        let itemsPerLesson = 10
        let sources = (0..<max(1, items / itemsPerLesson)).map { lesson in
            SourceFile(path: "k/bench/l\(lesson).yaml", text: Self.lesson(lesson, items: itemsPerLesson))
        }
        let validator = SchemaFixtures.validator

        let parseStart = Date()
        var roots: [Node] = []
        roots.reserveCapacity(sources.count)
        for source in sources {
            let (root, diagnostics) = YAMLLoader().load(source)
            XCTAssertTrue(diagnostics.isEmpty)
            roots.append(root!)
        }
        let parse = Date().timeIntervalSince(parseStart)

        let validateStart = Date()
        var count = 0
        for (root, source) in zip(roots, sources) {
            count += validator.validate(document: root, path: source.path).count
        }
        let validate = Date().timeIntervalSince(validateStart)

        XCTAssertEqual(count, 0)
        print(String(format: "schema validation of %d items in %d files: parse %.3f s, validate %.3f s (%.2f× parse)",
                     sources.count * itemsPerLesson, sources.count, parse, validate, validate / parse))
        XCTAssertLessThan(validate, parse * 2, "validation should cost less than parsing")
    }

    static func lesson(_ n: Int, items: Int) -> String {
        var text = """
            kind: Lesson
            id: k.bench.skill-\(n).l1
            skill: k.bench.skill-\(n)
            title: Count the apples
            order: 1
            stage: concrete
            lessonType: practice
            role: practiceSet
            items:

            """
        for i in 1...items {
            switch i % 3 {
            case 0:
                text += """
                      - id: i\(i)
                        type: counting
                        quickCheck: true
                        difficulty: 1
                        prompt: How many apples?
                        objects: {name: apple, count: 7, arrangement: line}
                        answer: 7
                        image: {asset: apples-line-7, alt: Red apples in a row on a table}
                        hints:
                          - Touch each apple as you count.
                        feedback:
                          correct: Yes! You counted every apple.
                          incorrect: Let's touch and count again, one apple at a time.

                    """
            case 1:
                text += """
                      - id: i\(i)
                        type: tenFrame
                        prompt: How many more make 10?
                        frames: 1
                        filled: 6
                        ask: complement
                        answer: 4
                        hints:
                          - Count the empty boxes.
                        feedback:
                          incorrect: Count the empty boxes. Each one needs a dot to make 10.

                    """
            default:
                text += """
                      - id: i\(i)
                        type: multipleChoice
                        prompt: Which number is bigger?
                        options: [3, 8, 5]
                        answer: 8
                        hints: [Count up from 3.]
                        feedback: {correct: Yes!, incorrect: Try counting up.}

                    """
            }
        }
        return text
    }
}
