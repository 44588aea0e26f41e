import Foundation
import XCTest

@testable import CurriculumCompiler

/// A temporary tree holding a copy of the base curriculum (Fixtures/base) under `curriculum/`,
/// the default path every command reads.
func baseCurriculumTree(_ extra: [String: String] = [:]) throws -> TemporaryTree {
    let tree = try TemporaryTree()
    let base = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/base", withExtension: nil))
    try FileManager.default.copyItem(at: base, to: tree.url.appendingPathComponent("curriculum"))
    for (path, text) in extra { try tree.write(path, text) }
    return tree
}

extension TemporaryTree {
    func read(_ path: String) throws -> String {
        // Decoded by hand: String(contentsOf:encoding:) would drop a byte order mark.
        String(decoding: try Data(contentsOf: url.appendingPathComponent(path)), as: UTF8.self)
    }

    /// Replaces the first occurrence of `old` in a file.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let text = try read(path)
        guard let range = text.range(of: old) else {
            XCTFail("'\(old)' not in \(path)")
            return
        }
        try write(path, text.replacingCharacters(in: range, with: new))
    }
}

/// The rule ids of a JSON lint report's diagnostics.
func ruleIDs(inJSON text: String) throws -> [String] {
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    return (json["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
}

/// A lesson for `k.counting.count-to-10` in the base curriculum holding `items` (YAML list
/// entries indented by two spaces).
/// A lesson of the base curriculum's first skill holding `items`, then one quick-check counting
/// item, so the lesson meets the blueprint and only the tested items' findings show.
func lessonFile(_ items: String, id: String = "k.counting.count-to-10.l2", order: Int = 2) -> String {
    """
    # yaml-language-server: $schema=../../../schemas/lesson.schema.json
    kind: Lesson
    id: \(id)
    skill: k.counting.count-to-10
    title: Count again
    order: \(order)
    stage: representational
    lessonType: practice
    role: practiceSet
    items:

    """ + items + """
      - id: i9
        type: counting
        quickCheck: true
        prompt: How many apples?
        objects: {name: apple, count: 3, arrangement: line}
        answer: 3
        hints: [Touch each apple as you count.]
        feedback: {incorrect: Touch and count each apple again.}

    """
}
