@testable import CurriculumScaffold
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The example items `curriculum new` writes, kept as data in schemas/item-samples/: built into the
/// binary byte for byte by `embed-files` (behind `make samples`), every one read, and every one
/// a valid item of its type that works out to its own answer. PlaceholderItemsTests checks that
/// they fit their standards and that what `new` writes with them lints clean.
final class ItemSamplesTests: XCTestCase {
    static let folder = EmbeddedSchemasTests.repository.appendingPathComponent("schemas/item-samples")
    static let generated = EmbeddedSchemasTests.repository.appendingPathComponent("Sources/CurriculumScaffold/EmbeddedItemSamples.swift")

    /// `make samples` has been run since item-samples/ last changed.
    func testEmbeddedSamplesAreTheFolderByteForByte() throws {
        let paths = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let hint = "schemas/item-samples/ and Sources/CurriculumScaffold/EmbeddedItemSamples.swift differ: run `make samples`"
        XCTAssertEqual(EmbeddedItemSamples.files.map(\.path), paths, hint)
        for (embedded, path) in zip(EmbeddedItemSamples.files, paths) {
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(path)))
            XCTAssertEqual(Array(embedded.text.utf8), bytes, "schemas/item-samples/\(path): \(hint)")
        }
    }

    /// The checked-in file is exactly what the generator writes today.
    func testTheGeneratorFindsTheCheckedInFileUpToDate() throws {
        let run = try EmbeddedSchemasTests.runGenerator(["--check", "--item-samples", Self.folder.path, Self.generated.path])
        XCTAssertEqual(run.status, 0, run.err)
    }

    /// Every sample is read, and each standard's are in one file.
    func testEverySampleIsRead() {
        XCTAssertEqual(ItemSamples.files.flatMap(\.problems), [])
        let codes = ItemSamples.files.flatMap { $0.samples.map(\.code) }
        XCTAssertEqual(codes.count, Set(codes).count, "a standard's samples are in one place")
        let stories = ItemSamples.files.flatMap { $0.stories.map(\.code) }
        XCTAssertEqual(stories.count, Set(stories).count, "a standard has one story")
        XCTAssertGreaterThan(ItemSamples.files.flatMap { $0.samples.flatMap(\.items) }.count, 300)
    }

    /// What the reader refuses is a problem at its line, never a trap: a field over several
    /// lines (the scaffold copies fields line by line), a key the scaffold writes itself, an item
    /// without its copy.
    func testAMisWrittenSampleIsAProblemAtItsLine() {
        let file = ItemSampleFile(path: "item-samples/x.yaml", text: """
            NY-K.CC.1:
              items:
                - type: counting
                  prompt: How many stars?
                  objects:
                    name: star
                  answer: 4
                  feedback: {incorrect: Count again.}
                - type: counting
                  id: i1
                  prompt: How many stars?
                  feedback: {incorrect: Count again.}
                - type: counting
                  hints: [Count.]
                - prompt: No type
              extra: 1
            NY-K.CC.2: [1]

            """)
        XCTAssertEqual(file.samples.map(\.items.count), [0])
        XCTAssertEqual(file.problems, [
            "item-samples/x.yaml:5:7: write `objects` on one line (`[a, b]`, `{name: star, count: 6}`), as the scaffold copies it line by line",
            "item-samples/x.yaml:10:7: `id` is written by `curriculum new`, not by a sample",
            "item-samples/x.yaml:13:7: an item sample needs a `type` and a `prompt`",
            "item-samples/x.yaml:15:7: an item sample needs a `type` and a `prompt`",
            "item-samples/x.yaml:16:3: expected `items:` or `story:`",
            "item-samples/x.yaml:17:1: expected a standard code with its `items:` and `story:`",
        ])
    }

    /// Each standard's samples, and its story, written as `new` writes them into a lesson with
    /// their TODO markers gone, pass the lesson schema (each item its type's), and each works
    /// out to its own answer.
    func testEverySampleIsAValidItemOfItsTypeThatSolvesToItsAnswer() throws {
        let check = try ShapeCheck.load()
        var checked = 0
        for code in Set(ItemSamples.byStandard.keys).union(ItemSamples.stories.keys).sorted() {
            var items = (ItemSamples.byStandard[code] ?? []).map { PlaceholderItems.Placeholder(sample: $0, code: code, narrow: false) }
            if let story = ItemSamples.stories[code] { items.append(.init(sample: story, code: code, narrow: false)) }
            let text = """
                # yaml-language-server: $schema=../../../schemas/lesson.schema.json
                kind: Lesson
                id: k.samples.every.l1
                skill: k.samples.every
                title: Every sample
                order: 1
                stage: concrete
                lessonType: concept
                role: practiceSet
                items:

                """ + PlaceholderItems.yaml(items, firstID: 1).replacingOccurrences(of: "prompt: \"TODO: ", with: "prompt: \"")
            let source = SourceFile(path: "\(code).yaml", text: text)
            let (root, problems) = YAMLLoader().load(source)
            XCTAssertEqual(problems.map(\.message), [], code)
            let node = try XCTUnwrap(root, code)
            XCTAssertEqual(check.check(node, in: source).diagnostics.map { "\($0.location): \($0.message)" }, [], code)
            for item in node["items"]?.sequence ?? [] {
                let item = Item(node: item, path: source.path, lessonID: "k.samples.every.l1")
                let type = try XCTUnwrap(ItemTypes.type(of: item), "\(code): \(item.type.value)")
                let solution = type.solve(item)
                XCTAssertFalse(solution.isImpossible, "\(code): \(item.id.value)")
                if let expected = solution.answer, let answer = item.answer, let given = type.answerValue(answer) {
                    XCTAssertTrue(expected.accepts(given), "\(code) \(item.id.value): \(answer) does not work out")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 300)
    }
}
