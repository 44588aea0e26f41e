import Foundation
import XCTest

@testable import CurriculumCompiler

/// The children in the shipped curriculum's stories look like New York City's classrooms: many
/// first names, from its many communities, and no one child in most of the stories. Names are
/// the story names the compiler finds in the copy (`Lexicon.names`, the same list COPY-WORD-LIST
/// accepts), counted in every prompt, hint and feedback line. See docs/authoring.md#names-in-stories.
final class NamePoolTests: XCTestCase {
    /// At least this many different first names.
    static let minimumNames = 24
    /// No name in more than this share of all name mentions.
    static let largestShare = 0.08

    /// How often each story name is mentioned in the shipped curriculum's child-facing copy.
    static func mentions() throws -> [String: Int] {
        let root = ShippedCurriculum.url
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("curriculum.yaml").path) else {
            throw XCTSkip("no authored curriculum at \(root.path)")
        }
        let catalog = try Compiler.compile(root: root, displayRoot: "curriculum").catalog
        let names = Lexicon(catalog: catalog).names
        var counts: [String: Int] = [:]
        for lesson in catalog.lessons {
            for item in lesson.items {
                for copy in CopyString.strings(of: item, .reading) {
                    for token in CopyTokenizer.tokens(copy.text) where token.kind == .word {
                        let folded = token.folded
                        let name = folded.hasSuffix("'s") ? String(folded.dropLast(2)) : folded
                        if names.contains(name) { counts[name, default: 0] += 1 }
                    }
                }
            }
        }
        return counts
    }

    func testTheStoriesUseManyNames() throws {
        let counts = try Self.mentions()
        XCTAssertGreaterThanOrEqual(
            counts.count, Self.minimumNames,
            "the curriculum's stories use \(counts.count) names: \(counts.keys.sorted().joined(separator: ", "))")
    }

    func testNoNameIsInMostOfTheStories() throws {
        let counts = try Self.mentions()
        let total = counts.values.reduce(0, +)
        XCTAssertGreaterThan(total, 0, "no story names found")
        for (name, count) in counts.sorted(by: { $0.key < $1.key }) {
            let share = Double(count) / Double(max(total, 1))
            XCTAssertLessThanOrEqual(
                share, Self.largestShare,
                "'\(name)' is \(count) of \(total) name mentions (\(Int((share * 100).rounded()))%); give some of its items another name")
        }
    }
}
