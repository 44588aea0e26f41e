@testable import CurriculumSyntax
import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The shipped starter set (curriculum/facts/starter.yaml, as pinned in `PinnedCurriculum`)
/// against the app's original starter-fact generator and docs/design.md#fluency-facts.
final class FactSetExpansionTests: XCTestCase {
    /// The starter set as the pipeline decodes it, and the diagnostics compiling it alone gave.
    static func starter() throws -> (FactSet, [Diagnostic]) {
        let url = PinnedCurriculum.url.appendingPathComponent("facts/starter.yaml")
        let source = try SourceFile.read(url, displayPath: "curriculum/facts/starter.yaml")
        let compilation = try Compiler.compile(sources: [source])
        let set = try XCTUnwrap(compilation.catalog.factSets.first)
        return (set, compilation.diagnostics)
    }

    func testTheStarterSetExpandsToExactly100FactsWithoutFindings() throws {
        let (set, diagnostics) = try Self.starter()
        let expanded = FactSetExpansion.expand(set)
        XCTAssertEqual(expanded.facts.count, 100)
        XCTAssertEqual(Set(expanded.facts.map(\.key)).count, 100)
        XCTAssertEqual(expanded.problems, [])
        XCTAssertFalse(expanded.fillRanOut)
        XCTAssertFalse(expanded.fillOvershot)
        let relevant = diagnostics.filter { $0.ruleID.hasPrefix("FACTS-") || $0.ruleID.hasPrefix("SCHEMA-") || $0.ruleID.hasPrefix("YAML-") }
        XCTAssertEqual(relevant.map { "\($0.location): \($0.message) [\($0.ruleID)]" }, [])
    }

    func testEverySubtractionHasAAtLeastBAndEverySumIsAtMost20() throws {
        let facts = FactSetExpansion.expand(try Self.starter().0).facts
        for fact in facts {
            switch fact.op {
            case .sub:
                XCTAssertGreaterThanOrEqual(fact.a, fact.b, fact.id)
                XCTAssertEqual(fact.answer, fact.a - fact.b, fact.id)
            case .add:
                XCTAssertLessThanOrEqual(fact.answer, 20, fact.id)
                XCTAssertEqual(fact.answer, fact.a + fact.b, fact.id)
            }
            for n in [fact.a, fact.b, fact.answer] { XCTAssertTrue((0...20).contains(n), fact.id) }
        }
        XCTAssertTrue(facts.contains { $0.op == .sub })
    }

    func testAtLeast20FactsHaveTheirCommutedTwin() throws {
        let expanded = FactSetExpansion.expand(try Self.starter().0)
        let twins = expanded.factsWithCommutedTwin
        XCTAssertGreaterThanOrEqual(twins.count, 20)
        for fact in twins {
            XCTAssertNotEqual(fact.a, fact.b)
            XCTAssertTrue(expanded.facts.contains { $0.key == Fact.Key(a: fact.b, op: .add, b: fact.a) })
        }
        // The explicit commutativity step's pairs are all there, both ways.
        for (a, b) in [(6, 8), (7, 9), (4, 6)] {
            XCTAssertTrue(twins.contains { $0.a == a && $0.b == b })
            XCTAssertTrue(twins.contains { $0.a == b && $0.b == a })
        }
    }

    func testRepeatsMergeTheirTags() throws {
        let facts = FactSetExpansion.expand(try Self.starter().0).facts
        func tags(_ a: Int, _ op: FactOp, _ b: Int) -> [String]? { facts.first { $0.key == Fact.Key(a: a, op: op, b: b) }?.tags }
        XCTAssertEqual(tags(6, .add, 8), ["band4", "bridge10", "commutative"])
        XCTAssertEqual(tags(11, .add, 9), ["band4", "band5", "bridge10", "teen"])
        XCTAssertEqual(tags(14, .sub, 6), ["band6", "decompose"])
        XCTAssertEqual(tags(10, .sub, 2), ["band3", "band6", "mixed", "zeroOneTwo"])  // also made by the filler
        XCTAssertEqual(tags(3, .add, 2), ["band5", "mixed"])
        XCTAssertEqual(tags(3, .sub, 2), ["band6", "mixed"])
        XCTAssertEqual(tags(4, .add, 5), ["band1", "nearDouble"])
        for fact in facts { XCTAssertEqual(fact.tags, fact.tags.sorted()) }
    }

    /// The app's original starter-fact generator, transcribed as literally as Swift allows: a set
    /// keyed by (a, op, b) whose tags merge, and a filler that runs `while out.count < 100`.
    func testTheFactsAreTheStarterGeneratorsFacts() throws {
        struct GeneratorFact: Hashable { let a: Int, b: Int, op: String }
        var out: [GeneratorFact: Set<String>] = [:]
        func add(_ a: Int, _ b: Int, _ op: String, _ tags: [String]) { out[GeneratorFact(a: a, b: b, op: op), default: []].formUnion(tags) }

        for n in 1...10 { add(n, n, "add", ["doubles", "band1"]) }
        for n in 1...9 { add(n, n + 1, "add", ["nearDouble", "band1"]) }
        for x in 1...9 { add(x, 10 - x, "add", ["make10", "band2"]) }
        let bridge: [(Int, Int)] = [(8, 7), (9, 6), (7, 6), (9, 5), (6, 8), (5, 9), (11, 9), (12, 8), (13, 7), (14, 6)]
        for (a, b) in bridge { add(a, b, "add", ["bridge10", "band4"]) }
        for (a, b) in [(0, 7), (7, 0), (10, 1), (10, 2)] { add(a, b, "add", ["zeroOneTwo", "band3"]) }
        for (a, b) in [(12, 2), (11, 1), (10, 2), (9, 1)] { add(a, b, "sub", ["zeroOneTwo", "band3"]) }
        for (a, b) in [(11, 9), (12, 8), (13, 7), (14, 6), (15, 5)] { add(a, b, "add", ["teen", "band5"]) }
        for (a, b) in [(13, 5), (14, 6), (15, 7), (16, 8), (17, 9)] { add(a, b, "sub", ["decompose", "band6"]) }
        for (a, b) in [(10, 7), (12, 3), (11, 2), (9, 4), (8, 5)] { add(a, b, "sub", ["countBack", "band6"]) }
        for (a, b) in [(20, 9), (19, 8), (18, 7), (17, 6), (16, 5), (15, 4), (14, 3), (13, 2), (12, 1), (20, 0)] {
            add(a, b, "sub", ["teenDiff", "band6"])
        }
        for (a, b) in [(6, 8), (8, 6), (7, 9), (9, 7), (4, 6), (6, 4)] { add(a, b, "add", ["commutative", "band4"]) }
        var a = 3, b = 2
        while out.count < 100 {
            let sum = a + b
            if sum <= 20 { add(a, b, "add", ["mixed", "band5"]) }
            if a >= b { add(a, b, "sub", ["mixed", "band6"]) }
            a += 1; if a > 20 { a = 2; b += 1; if b > 10 { b = 2 } }
        }

        let facts = FactSetExpansion.expand(try Self.starter().0).facts
        let ours = Dictionary(uniqueKeysWithValues: facts.map { (GeneratorFact(a: $0.a, b: $0.b, op: $0.op.rawValue), Set($0.tags)) })
        XCTAssertEqual(out.count, 100)
        XCTAssertEqual(Set(ours.keys), Set(out.keys))
        XCTAssertEqual(ours, out)
    }

    func testFactsKeepTheOrderTheyFirstAppeared() throws {
        let facts = FactSetExpansion.expand(try Self.starter().0).facts
        XCTAssertEqual(facts.prefix(3).map(\.key.text), ["1+1", "2+2", "3+3"])
        XCTAssertEqual(facts[10].key.text, "1+2")  // nearDoubles follow the ten doubles
        XCTAssertEqual(facts.last?.key.text, "4-3")  // the filler's last pair, (4, 3)
        let steps = set(of: facts.map(\.step))
        XCTAssertEqual(steps, ["doubles", "nearDoubles", "make10", "bridge10", "zeroOneTwoAdd", "zeroOneTwoSub", "teenSums",
                               "decompose", "countBack", "teenDifferences", "commutative", "filler"])
    }

    /// Step names in order of first appearance.
    private func set(of names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    func testOptionsAreDeterministicAndValid() throws {
        let set = try Self.starter().0
        let first = FactSetExpansion.expand(set).facts, second = FactSetExpansion.expand(set).facts
        XCTAssertEqual(first, second)
        var slots = [0, 0, 0, 0]
        for fact in first {
            XCTAssertEqual(fact.options.count, 4, fact.id)
            XCTAssertEqual(Set(fact.options).count, 4, fact.id)
            XCTAssertTrue(fact.options.contains(fact.answer), fact.id)
            XCTAssertEqual(fact.options, fact.options.sorted(), fact.id)
            for o in fact.options { XCTAssertTrue((0...20).contains(o), fact.id) }
            slots[fact.options.firstIndex(of: fact.answer)!] += 1
        }
        // The answer's place comes from the id's hash, so every slot of the grid gets answers.
        for (slot, n) in slots.enumerated() { XCTAssertGreaterThan(n, 10, "slot \(slot): \(slots)") }
        let fact = try XCTUnwrap(first.first { $0.id == "facts.starter/7+8" })
        XCTAssertEqual(fact.options, FactOptions.choose(for: fact.key, answer: 15, id: fact.id, spec: set.options))
    }

    func testOptionsPreferLikelyMistakes() {
        let spec = FactSet.Options(count: 4, min: 0, max: 20, location: .file("t"), countLocation: .file("t"))
        for id in ["x/1", "x/2", "x/3", "x/4", "x/5", "x/6"] {
            let options = FactOptions.choose(for: Fact.Key(a: 7, op: .add, b: 8), answer: 15, id: id, spec: spec)
            // Off by one, wrong operation (1), near doubles (14, 16), off by two, off by ten (5), then ±3.
            XCTAssertTrue(Set(options).isSubset(of: [1, 5, 12, 13, 14, 15, 16, 17, 18]), "\(options)")
        }
        // Near the ends of the range the distractors move to the side that has room.
        XCTAssertEqual(FactOptions.choose(for: Fact.Key(a: 0, op: .add, b: 0), answer: 0, id: "x", spec: spec).count, 4)
        XCTAssertEqual(FactOptions.choose(for: Fact.Key(a: 20, op: .sub, b: 0), answer: 20, id: "x", spec: spec).count, 4)
        let narrow = FactSet.Options(count: 4, min: 0, max: 2, location: .file("t"), countLocation: .file("t"))
        XCTAssertEqual(FactOptions.choose(for: Fact.Key(a: 1, op: .add, b: 1), answer: 2, id: "x", spec: narrow), [0, 1, 2])
    }

    func testIDsAndTheBundleJSON() throws {
        let expanded = FactSetExpansion.expand(try Self.starter().0)
        let fact = try XCTUnwrap(expanded.facts.first { $0.key == Fact.Key(a: 7, op: .add, b: 8) })
        XCTAssertEqual(fact.id, "facts.starter/7+8")
        XCTAssertEqual(expanded.facts.first { $0.op == .sub }?.id, "facts.starter/12-2")
        guard case .object(let json) = fact.json else { return XCTFail("a fact is an object") }
        XCTAssertEqual(Set(json.keys), ["a", "op", "b", "answer", "tags", "options", "id", "uuid"])
        XCTAssertEqual(json["a"], 7)
        XCTAssertEqual(json["op"], "add")
        XCTAssertEqual(json["b"], 8)
        XCTAssertEqual(json["answer"], 15)
        XCTAssertEqual(json["tags"], ["band1", "nearDouble"])
        XCTAssertEqual(json["options"], .array(fact.options.map(JSONValue.int)))
        XCTAssertEqual(json["uuid"], .string(UUIDv5.entity("facts.starter/7+8").uuidString.lowercased()))
        guard case .object(let set) = expanded.json, case .array(let facts) = set["facts"] else { return XCTFail("a set is an object") }
        XCTAssertEqual(set["id"], "facts.starter")
        XCTAssertEqual(set["count"], 100)
        XCTAssertEqual(facts.count, 100)
        XCTAssertEqual(facts.first, expanded.facts.first?.json)
        XCTAssertEqual(expanded.json.jsonText(), FactSetExpansion.expand(try Self.starter().0).json.jsonText())
    }

    /// The whole pinned curriculum has no FACTS findings and links its one fact set.
    func testTheShippedCurriculumHasNoFactsFindings() throws {
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        XCTAssertEqual(compilation.catalog.factSets.map(\.id.value), ["facts.starter"])
        let facts = compilation.diagnostics.filter { $0.ruleID.hasPrefix("FACTS-") }
        XCTAssertEqual(facts.map { "\($0.location): \($0.message) [\($0.ruleID)]" }, [])
    }
}
