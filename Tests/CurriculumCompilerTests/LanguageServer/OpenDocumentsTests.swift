@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler
import CurriculumJSONRPC

/// The open documents, the server's one store of their text, and what a compile is handed.
final class OpenDocumentsTests: XCTestCase {
    func testEachChangeIsARevisionAndARefusedOneIsNot() throws {
        let root = ServerWorkspace.Root(url: URL(fileURLWithPath: "/c"), options: CompileOptions(), isWorkspaceFolder: true)
        var documents = OpenDocuments()
        documents.open(TextDocument(uri: "file:///c/a.yaml", version: 1, text: "a: 1\n"), at: "/c/a.yaml")
        documents.open(TextDocument(uri: "file:///elsewhere/b.yaml", version: 1, text: "b: 1\n"), at: "/elsewhere/b.yaml")
        let opened = try XCTUnwrap(documents.revisions(of: "/c/a.yaml"))
        XCTAssertEqual(opened.current, opened.opened)
        XCTAssertEqual(documents.buffers(under: root).map(\.source.path), ["/c/a.yaml"])
        let before = try XCTUnwrap(documents.source(of: "/c/a.yaml"))

        try documents.edit("/c/a.yaml") { (document: inout TextDocument) throws(RPCError) in try document.apply(changes: [["text": "a: 2\n"]], version: 2) }
        let edited = try XCTUnwrap(documents.revisions(of: "/c/a.yaml"))
        XCTAssertGreaterThan(edited.current, opened.current)
        XCTAssertEqual(edited.opened, opened.opened)
        XCTAssertFalse(documents.source(of: "/c/a.yaml") === before)
        XCTAssertEqual(documents.buffers(under: root).first?.version, 2)

        XCTAssertThrowsError(try documents.edit("/c/a.yaml") { (document: inout TextDocument) throws(RPCError) in try document.apply(changes: [[:]], version: 3) })
        XCTAssertEqual(documents.revisions(of: "/c/a.yaml")?.current, edited.current, "a refused change is no revision")
        XCTAssertEqual(documents.document(at: "/c/a.yaml")?.isInStep, false)
        XCTAssertEqual(documents.document(at: "/c/a.yaml")?.version, 2)

        documents.close("/c/a.yaml")
        XCTAssertNil(documents.revisions(of: "/c/a.yaml"))
        XCTAssertTrue(documents.buffers(under: root).isEmpty)
    }

    /// `compile(buffers:)` compiles with exactly the buffers given: one left out is dropped.
    func testACompileIsHandedExactlyTheOpenDocuments() throws {
        let lesson = try String(contentsOf: LanguageServerTests.shipped.appendingPathComponent("1/01-counting/count-to-120-l1.yaml"), encoding: .utf8)
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: LanguageServerTests.shipped, to: tree.url.appendingPathComponent("curriculum"))
        let root = tree.url.appendingPathComponent("curriculum")
        let session = CompileSession(root: root, displayRoot: root.path)
        let path = root.appendingPathComponent("1/01-counting/count-to-120-l1.yaml").path
        let wrong = SourceFile(path: path, text: lesson.replacingOccurrences(of: "    answer: 16\n", with: "    answer: 15\n"))
        XCTAssertTrue(try session.compile(buffers: [wrong]).diagnostics.contains { $0.ruleID == "ITEM-ANSWER" })
        XCTAssertTrue(try session.compile(buffers: [wrong]).diagnostics.contains { $0.ruleID == "ITEM-ANSWER" }, "the same buffer again")
        XCTAssertFalse(try session.compile(buffers: []).diagnostics.contains { $0.ruleID == "ITEM-ANSWER" }, "a buffer left out still counted")
    }
}
