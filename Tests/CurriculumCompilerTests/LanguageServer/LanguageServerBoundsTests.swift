@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum lsp` against clients that lie about lengths, never read, or open files from
/// far away: the server answers, its memory stays bounded, and nothing outside a curriculum
/// is compiled into it.
final class LanguageServerBoundsTests: XCTestCase {
    var tree: TemporaryTree!
    var lesson: URL { tree.url.appendingPathComponent(LanguageServerTests.lessonPath) }
    var lessonURI: String { DocumentURI.fileURI(path: lesson.path) }
    var lessonText: String { (try? String(contentsOf: lesson, encoding: .utf8)) ?? "" }

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try FileManager.default.copyItem(at: LanguageServerTests.shipped, to: tree.url.appendingPathComponent("curriculum"))
    }

    /// The server's resident memory in MB, from /proc.
    func residentMB(_ client: LSPTestClient) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(client.process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kB = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return nil }
        return kB / 1024
    }

    /// A length that fits in an Int but no message could have: skipping it would swallow every
    /// later message, so it is reported as a bad header and the next request answered.
    func testAContentLengthNoMessageCouldHaveIsRefusedAndTheNextRequestAnswered() throws {
        let client = try LSPTestClient()
        client.initialize(root: tree.url)
        client.sendRaw(Array("Content-Length: 9223372036854775807\r\n\r\n{}".utf8))
        let refused = try XCTUnwrap(client.next { $0["error"] != nil }, "no answer to the bad header")
        XCTAssertEqual(refused["error"]?["code"]?.int, -32700)
        XCTAssertTrue(refused["error"]?["message"]?.string?.contains("larger than any message") == true, "\(refused)")
        let id = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]])
        XCTAssertNotNil(client.response(id, timeout: 30)?["result"]?.array, "the server stopped answering")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A client that sends and never reads: once the server's replies fill the pipe, the server
    /// stops reading too, rather than queueing everything the client sends.
    func testAClientThatNeverReadsCannotGrowTheServersQueue() throws {
        let client = try LSPTestClient()
        client.initialize(root: tree.url)
        client.open(lesson, text: lessonText)
        // One answer read first: the outline waits for the first compile, and while requests wait
        // the server rightly keeps reading; once it can answer, its replies fill the pipe.
        let first = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]])
        XCTAssertNotNil(client.response(first, timeout: 120)?["result"], "no outline after the first compile")
        // Replies nobody reads, enough to fill the pipe (64 KiB) many times over.
        for _ in 0..<200 { client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]]) }
        let before = try XCTUnwrap(residentMB(client))
        // 30 notifications of 8 MB each, sent from another thread: the send blocks once the
        // server stops reading.
        let chunk = String(repeating: "x", count: 8 << 20)
        let sent = ManagedCounter()
        let sender = Thread {
            for _ in 0..<30 {
                client.notify("$/curriculum/test-padding", ["text": .string(chunk)])
                sent.add()
            }
        }
        sender.start()
        // Watch the server's memory until the sender stops making progress.
        var peak = before, last = -1, still = Date()
        while Date().timeIntervalSince(still) < 3, sent.value < 30 {
            usleep(100_000)
            peak = max(peak, residentMB(client) ?? 0)
            if sent.value != last { last = sent.value; still = Date() }
        }
        XCTAssertLessThan(sent.value, 30, "the server read all 240 MB while its replies went unread")
        XCTAssertLessThan(peak - before, 120, "grew \(peak - before) MB with its replies unread (\(sent.value) of 30 sent)")
        // Reading again, everything goes through and the server still answers.
        let deadline = Date().addingTimeInterval(120)
        while sent.value < 30, Date() < deadline { _ = client.next(timeout: 1) }
        XCTAssertEqual(sent.value, 30, "the server did not read on once its replies were read")
        let id = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]])
        XCTAssertNotNil(client.response(id, timeout: 120)?["result"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// A file of another checkout opened and closed: its curriculum is compiled while it is
    /// open, its findings cleared and its compile let go when it closes.
    func testAnotherCheckoutsCurriculumIsLetGoWhenItsLastFileCloses() throws {
        let client = try LSPTestClient()
        client.initialize(root: tree.url)
        let wrong = lessonText.replacingOccurrences(of: "    answer: 16\n", with: "    answer: 15\n")
        XCTAssertNotEqual(wrong, lessonText)
        var others: [TemporaryTree] = []
        var afterWarmUp = 0
        for n in 0..<16 {
            let other = try TemporaryTree()
            others.append(other)
            try FileManager.default.copyItem(at: LanguageServerTests.shipped, to: other.url.appendingPathComponent("curriculum"))
            let file = other.url.appendingPathComponent(LanguageServerTests.lessonPath)
            let uri = DocumentURI.fileURI(path: file.path)
            client.open(file, text: wrong)
            XCTAssertNotNil(client.diagnostics(for: uri) { $0.contains { $0["code"]?.string == "ITEM-ANSWER" } }, "checkout \(n) not checked")
            client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
            XCTAssertNotNil(client.diagnostics(for: uri) { $0.isEmpty }, "checkout \(n)'s findings stayed after it closed")
            // The allocator's pools fill over the first few compiles (more of them when a loaded
            // machine lets compiles overlap), so growth is measured from there.
            if n == 3 { afterWarmUp = residentMB(client) ?? 0 }
        }
        let afterAll = try XCTUnwrap(residentMB(client))
        // Each kept compile of the curriculum would cost 10 MB or more: 120 MB over these 12.
        XCTAssertLessThan(afterAll - afterWarmUp, 50, "grew from \(afterWarmUp) to \(afterAll) MB over 12 more checkouts opened and closed")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// `ROOT/../outside/x.yaml` is outside the curriculum: not compiled into it, so a copy of a
    /// lesson there raises no duplicate id in the real one.
    func testAPathThatOnlySpellsItsWayThroughTheCurriculumIsNotInIt() throws {
        let outside = tree.url.appendingPathComponent("outside/lesson.yaml")
        try FileManager.default.createDirectory(at: outside.deletingLastPathComponent(), withIntermediateDirectories: true)
        try lessonText.write(to: outside, atomically: true, encoding: .utf8)
        let client = try LSPTestClient()
        client.initialize(root: tree.url)
        let dotted = DocumentURI.fileURI(path: tree.url.appendingPathComponent("curriculum").path) + "/../outside/lesson.yaml"
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(dotted), "languageId": "yaml", "version": 1, "text": .string(lessonText)]])
        client.open(lesson, text: lessonText)
        // A request brings the findings up to date; then nothing may name a duplicate id.
        let id = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]])
        XCTAssertNotNil(client.response(id)?["result"])
        let duplicates = client.received.filter {
            $0["method"]?.string == "textDocument/publishDiagnostics"
                && ($0["params"]?["diagnostics"]?.array ?? []).contains { $0["code"]?.string == "REF-DUPLICATE-ID" }
        }
        XCTAssertEqual(duplicates.count, 0, "\(duplicates.first.map { "\($0)" } ?? "")")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}

/// A count shared between threads.
final class ManagedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
