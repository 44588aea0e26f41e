@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum lsp` over JSON-RPC: params decoded before a handler runs, a batch of edits applied
/// whole or not at all, and requests answered from the last compilation while the next runs.
final class LanguageServerDispatchTests: XCTestCase {
    var tree: TemporaryTree!
    var lesson: URL { tree.url.appendingPathComponent(LanguageServerTests.lessonPath) }
    var lessonURI: String { DocumentURI.fileURI(path: lesson.path) }
    var lessonText: String { (try? String(contentsOf: lesson, encoding: .utf8)) ?? "" }
    var wrongText: String { lessonText.replacingOccurrences(of: "    answer: 16\n", with: "    answer: 15\n") }

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try FileManager.default.copyItem(at: LanguageServerTests.shipped, to: tree.url.appendingPathComponent("curriculum"))
    }

    func started() throws -> LSPTestClient {
        let client = try LSPTestClient()
        client.initialize(root: tree.url)
        return client
    }

    func answerLine() throws -> Int {
        try XCTUnwrap(wrongText.components(separatedBy: "\n").firstIndex { $0.contains("answer: 15") })
    }

    func change(_ version: Int, _ changes: [JSONValue]) -> JSONValue {
        ["textDocument": ["uri": .string(lessonURI), "version": .int(version)], "contentChanges": .array(changes)]
    }

    /// The edit that turns the wrong answer (15) back into 16.
    func fixingTheAnswer() throws -> JSONValue {
        let line = try answerLine()
        return ["range": ["start": ["line": .int(line), "character": 13], "end": ["line": .int(line), "character": 14]], "text": "6"]
    }

    func testParamsThatDoNotDecodeAreInvalidParamsNamingTheField() throws {
        let client = try started()
        client.open(lesson, text: lessonText)
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(lessonURI)], "position": ["line": "3", "character": 0]])
        let refused = try XCTUnwrap(client.response(hover)?["error"])
        XCTAssertEqual(refused["code"]?.int, -32602)
        XCTAssertEqual(refused["message"]?.string, "position.line must be an integer")
        let definition = client.request("textDocument/definition", ["position": ["line": 0, "character": 0]])
        XCTAssertEqual(client.response(definition)?["error"]?["message"]?.string, "textDocument is missing")
        let references = client.request("textDocument/references", [])
        XCTAssertEqual(client.response(references)?["error"]?["message"]?.string, "params must be an object")
        // A notification has no answer: what could not be read is said in the client's log.
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(lessonURI), "languageId": "yaml", "version": 2, "text": 5]])
        let logged = try XCTUnwrap(client.next { $0["method"]?.string == "window/logMessage" })
        XCTAssertEqual(logged["params"]?["type"]?.int, 1)
        XCTAssertEqual(logged["params"]?["message"]?.string, "curriculum: textDocument/didOpen ignored: textDocument.text must be a string")
        // Unknown methods are still MethodNotFound, and the server goes on.
        XCTAssertEqual(client.response(client.request("textDocument/rename", [:]))?["error"]?["code"]?.int, -32601)
        XCTAssertNotNil(client.response(client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]]))?["result"]?.array)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// The quick fixes offered for the wrong answer; a code action waits for a compilation of
    /// the text the editor has, so this also says which text the server has.
    func answerFixes(_ client: LSPTestClient) throws -> [String] {
        let line = try answerLine()
        let at: JSONValue = ["line": .int(line), "character": 13]
        let id = client.request("textDocument/codeAction", ["textDocument": ["uri": .string(lessonURI)], "range": ["start": at, "end": at], "context": ["diagnostics": []]])
        let actions = try XCTUnwrap(client.response(id)?["result"]?.array)
        return actions.compactMap { $0["title"]?.string }.filter { $0.hasPrefix("Fix ITEM-ANSWER") }
    }

    func testABatchWithAChangeThatCannotBeReadIsRefusedWholeUntilTheWholeTextComes() throws {
        let client = try started()
        client.open(lesson, text: wrongText)
        XCTAssertNotNil(client.diagnostics(for: lessonURI) { $0.contains { $0["code"]?.string == "ITEM-ANSWER" } })
        XCTAssertEqual(try answerFixes(client).count, 1)

        // The first change of the batch fixes the answer; the second has a range without an end.
        let unreadable: JSONValue = ["range": ["start": ["line": 0, "character": 0]], "text": "x"]
        client.notify("textDocument/didChange", change(2, [try fixingTheAnswer(), unreadable]))
        let shown = try XCTUnwrap(client.next { $0["method"]?.string == "window/showMessage" }, "the author was not told")
        XCTAssertEqual(shown["params"]?["type"]?.int, 1)
        let message = try XCTUnwrap(shown["params"]?["message"]?.string)
        XCTAssertTrue(message.contains("contentChanges[1].range.end is missing") && message.contains("reopen"), message)
        // Neither change was applied: the wrong answer is still there.
        XCTAssertEqual(try answerFixes(client).count, 1, "a change of the refused batch was applied")

        // Out of step, a range change would land on a text the editor no longer has: refused too.
        client.notify("textDocument/didChange", change(3, [try fixingTheAnswer()]))
        XCTAssertEqual(try answerFixes(client).count, 1, "a range change was applied to a text out of step")

        // The whole text mends it; the findings are of that text, and for its version.
        client.change(lesson, text: lessonText, version: 4)
        XCTAssertNotNil(client.diagnostics(for: lessonURI) { $0.isEmpty })
        let published = try XCTUnwrap(client.received.last { $0["method"]?.string == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.string == lessonURI })
        XCTAssertEqual(published["params"]?["version"]?.int, 4)
        XCTAssertEqual(try answerFixes(client).count, 0)
        XCTAssertEqual(client.received.filter { $0["method"]?.string == "window/showMessage" }.count, 1, "told more than once")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A hover sent while an edit compiles is answered at once, from the compilation before the
    /// edit, not after it. The curriculum is made several times the shipped one, so a compile
    /// lasts long enough to send the hover into it.
    func testAHoverDuringACompileIsAnsweredFromTheLastFinishedCompilation() throws {
        try Self.enlarge(tree.url.appendingPathComponent("curriculum"), copies: 4)
        let client = try started()
        client.open(lesson, text: wrongText)
        XCTAssertNotNil(client.diagnostics(for: lessonURI, timeout: 120) { $0.contains { $0["code"]?.string == "ITEM-ANSWER" } })

        // How long an edit's compile takes here: fixing the answer, then breaking it again.
        let started = Date()
        client.change(lesson, text: lessonText, version: 2)
        XCTAssertNotNil(client.diagnostics(for: lessonURI, timeout: 120) { $0.isEmpty })
        let compile = Date().timeIntervalSince(started)
        client.change(lesson, text: wrongText, version: 3)
        XCTAssertNotNil(client.diagnostics(for: lessonURI, timeout: 120) { !$0.isEmpty })

        // Fix it again and hover on the answer once that compile has had time to start.
        client.change(lesson, text: lessonText, version: 4)
        usleep(useconds_t(max(0.02, compile / 4) * 1_000_000))
        let line = try answerLine()
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(lessonURI)], "position": ["line": .int(line), "character": 13]])
        var order: [String] = []
        var explained = ""
        let deadline = Date().addingTimeInterval(120)
        while order.count < 2, let message = client.next(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if message["id"]?.int == hover, message["method"] == nil {
                order.append("hover")
                explained = message["result"]?["contents"]?["value"]?.string ?? ""
            } else if message["method"]?.string == "textDocument/publishDiagnostics", message["params"]?["uri"]?.string == lessonURI {
                order.append("findings")
            }
        }
        XCTAssertEqual(order, ["hover", "findings"], "the hover waited for the compile (one edit's compile: \(Int(compile * 1000)) ms)")
        // The finding the edit fixed, from the compilation before it; the answer as typed now.
        XCTAssertTrue(explained.contains("**ITEM-ANSWER**"), explained)
        XCTAssertTrue(explained.contains("matches"), explained)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// Adds `copies` copies of the curriculum's units (`k/`, `1/`) under `r2/`, `r3/`, …, each
    /// with its unit ids (and so every id under them) renamed, as the benchmark's corpus does,
    /// and turns ITEM-DUPLICATE-CONTENT off, since the copies repeat the items word for word.
    static func enlarge(_ curriculum: URL, copies: Int) throws {
        let fm = FileManager.default
        let paths = (fm.enumerator(atPath: curriculum.path)?.compactMap { $0 as? String } ?? [])
            .filter { ($0.hasPrefix("k/") || $0.hasPrefix("1/")) && $0.hasSuffix(".yaml") }.sorted()
        let texts = try paths.map { try String(contentsOf: curriculum.appendingPathComponent($0), encoding: .utf8) }
        let unitID = try NSRegularExpression(pattern: #"(?m)^id: (\S+)"#)
        let units: [String] = texts.compactMap { text in
            guard text.contains("kind: Unit"), let match = unitID.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                let range = Range(match.range(at: 1), in: text)
            else { return nil }
            return String(text[range])
        }
        let alternatives = units.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        let ids = try NSRegularExpression(pattern: "(?<![A-Za-z0-9.-])(\(alternatives))(?=[.\\s,\\]}:]|$)", options: [.anchorsMatchLines])
        let order = try NSRegularExpression(pattern: #"(?m)^order: ([0-9]+)"#)
        for copy in 2...(copies + 1) {
            for (path, text) in zip(paths, texts) {
                var renamed = ids.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1-r\(copy)")
                if renamed.contains("kind: Unit") {
                    renamed = order.stringByReplacingMatches(in: renamed, range: NSRange(renamed.startIndex..., in: renamed), withTemplate: "order: \(copy)0$1")
                }
                let target = curriculum.appendingPathComponent("r\(copy)/" + path)
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try renamed.write(to: target, atomically: false, encoding: .utf8)
            }
        }
        let manifest = curriculum.appendingPathComponent("curriculum.yaml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        XCTAssertTrue(text.contains("\nrules: {}\n"), "the manifest's rules are no longer `{}`")
        try text.replacingOccurrences(of: "\nrules: {}\n", with: "\nrules: {ITEM-DUPLICATE-CONTENT: off}\n").write(to: manifest, atomically: false, encoding: .utf8)
    }
}
