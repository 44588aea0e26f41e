import XCTest

@testable import CurriculumCompiler

final class PrerequisiteGraphTests: XCTestCase {
    func graph(_ nodes: [String], _ edges: [String: [String]]) -> PrerequisiteGraph {
        PrerequisiteGraph(nodes: nodes, edges: edges.mapValues { $0.map { Located($0, at: .file("unit.yaml")) } })
    }

    func testEachCycleIsReportedOnceAtTheEdgeThatClosesIt() {
        let g = graph(["a", "b", "c", "d", "e"], ["a": ["b"], "b": ["c"], "c": ["a"], "d": ["d"], "e": ["a"]])
        XCTAssertEqual(g.cycles().map { $0.path.joined(separator: " → ") }, ["a → b → c → a", "d → d"])
        XCTAssertEqual(g.cycles().map(\.closing.value), ["a", "d"])
    }

    func testComponentsGroupTheNodesOfACycle() {
        let g = graph(["a", "b", "c", "d"], ["a": ["b"], "b": ["a"], "c": ["a"], "d": ["unknown"]])
        let c = g.components()
        XCTAssertEqual(c["a"], c["b"])
        XCTAssertNotEqual(c["a"], c["c"])
        XCTAssertNotEqual(c["c"], c["d"])
    }

    func testAcyclicGraphsHaveNoCycles() {
        let g = graph(["a", "b", "c"], ["b": ["a"], "c": ["a", "b"]])
        XCTAssertTrue(g.cycles().isEmpty)
        XCTAssertEqual(Set(g.components().values).count, 3)
    }

    /// The walks are iterative: a chain far deeper than any call stack is fine.
    func testALongChainDoesNotOverflowTheStack() {
        let n = 50_000
        let nodes = (0..<n).map { "s\($0)" }
        var edges: [String: [String]] = [:]
        for i in 1..<n { edges["s\(i)"] = ["s\(i - 1)"] }
        edges["s0"] = ["s\(n - 1)"]
        let g = graph(nodes, edges)
        XCTAssertEqual(g.cycles().first?.path.count, n + 1)
        XCTAssertEqual(Set(g.components().values).count, 1)
    }
}
