@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCompiler
import CurriculumJSONRPC

/// `MessageReader` and `MessageWriter` over real pipes: the LSP base protocol's framing, what a
/// careless or hostile client can send, and a client that goes away.
final class MessageFramingTests: XCTestCase {
    private var openDescriptors: Set<Int32> = []

    override func setUp() {
        super.setUp()
        // As `curriculum` does at start-up: a write to a closed pipe is EPIPE, not a signal.
        signal(SIGPIPE, SIG_IGN)
    }

    override func tearDown() {
        for fd in openDescriptors { close(fd) }
        openDescriptors = []
        super.tearDown()
    }

    private func makePipe() -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&fds), 0)
        openDescriptors.formUnion(fds)
        return (fds[0], fds[1])
    }

    private func closeDescriptor(_ fd: Int32) {
        if openDescriptors.remove(fd) != nil { close(fd) }
    }

    private func framed(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    private func message(_ body: String) -> MessageReader.Frame { .message(Array(body.utf8)) }

    /// Writes all of `bytes`, in pieces of `chunk` bytes with `pause` microseconds between them.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], chunk: Int = .max, pause: UInt32 = 0) {
        var offset = 0
        while offset < bytes.count {
            let end = offset + min(chunk, bytes.count - offset)
            let n = bytes[offset..<end].withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
            if n < 0 { if errno == EINTR { continue } else { return } }
            offset += n
            if pause > 0 { usleep(pause) }
        }
    }

    /// Writes `bytes` into a fresh pipe (closing it afterwards) and reads every frame to the end.
    private func frames(of bytes: [UInt8], maxMessageSize: Int = MessageReader.defaultMaxMessageSize) -> [MessageReader.Frame] {
        let (r, w) = makePipe()
        let writer = Thread { Self.writeAll(w, bytes); close(w) }
        openDescriptors.remove(w)
        writer.start()
        var reader = MessageReader(fileDescriptor: r, maxMessageSize: maxMessageSize)
        return readToEnd(&reader)
    }

    private func readToEnd(_ reader: inout MessageReader, limit: Int = 10_000) -> [MessageReader.Frame] {
        var out: [MessageReader.Frame] = []
        while out.count < limit {
            let frame = reader.next()
            out.append(frame)
            if frame == .end { break }
        }
        return out
    }

    // MARK: Reading

    func testTwoMessagesInOneWrite() {
        XCTAssertEqual(frames(of: framed("{}") + framed("[1,2,3]")), [message("{}"), message("[1,2,3]"), .end])
    }

    func testAMessageSplitAcrossOneByteWrites() {
        let (r, w) = makePipe()
        let bytes = framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#) + framed(#"{"é":"😀"}"#)
        openDescriptors.remove(w)
        Thread {
            Self.writeAll(w, bytes, chunk: 1, pause: 200)
            close(w)
        }.start()
        var reader = MessageReader(fileDescriptor: r)
        XCTAssertEqual(readToEnd(&reader), [
            message(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#), message(#"{"é":"😀"}"#), .end,
        ])
    }

    func testHeaderNamesInAnyCaseContentTypeIgnoredBareLineFeedsAndStrayBlankLines() {
        let bytes = Array("content-LENGTH:   2  \nContent-Type: application/vscode-jsonrpc; charset=utf-8\n\n{}\r\n\r\n\nCONTENT-LENGTH:2\r\nX-Other: yes\r\n\r\n[]".utf8)
        XCTAssertEqual(frames(of: bytes), [message("{}"), message("[]"), .end])
    }

    func testAnEmptyBodyAndARepeatedEqualLength() {
        XCTAssertEqual(frames(of: Array("Content-Length: 0\r\n\r\nContent-Length: 1\r\ncontent-length: 1\r\n\r\n1".utf8)), [message(""), message("1"), .end])
    }

    func testATooLargeMessageIsSkippedAndTheNextOneRead() {
        let big = "[" + String(repeating: "1,", count: 50) + "1]"
        XCTAssertEqual(frames(of: framed(big) + framed("{}"), maxMessageSize: 10), [.tooLarge(declared: big.utf8.count), message("{}"), .end])
    }

    /// A body far larger than the limit and than a pipe holds is skipped as it streams, never
    /// held whole.
    func testATooLargeBodyIsSkippedWhileItStreams() {
        let (r, w) = makePipe()
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: 8 << 20)
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body + framed(#"{"after":true}"#)
        openDescriptors.remove(w)
        Thread { Self.writeAll(w, bytes); close(w) }.start()
        var reader = MessageReader(fileDescriptor: r, maxMessageSize: 1024)
        XCTAssertEqual(reader.next(), .tooLarge(declared: 8 << 20))
        XCTAssertLessThan(reader.bufferCapacity, 1 << 20, "the body was not buffered")
        XCTAssertEqual(readToEnd(&reader), [message(#"{"after":true}"#), .end])
        XCTAssertLessThan(reader.bufferCapacity, 1 << 20)
    }

    func testGarbageBeforeAHeaderIsReportedAndTheNextMessageRead() {
        XCTAssertEqual(frames(of: Array("this is not a header\r\n\r\n".utf8) + framed("{}")), [
            .malformedHeader(#"the header line "this is not a header" has no ':'"#), message("{}"), .end,
        ])
        // Garbage with no line break runs straight into the next header line.
        XCTAssertEqual(frames(of: Array("garbage ".utf8) + framed("[]")), [
            .malformedHeader("a header block has no Content-Length"), message("[]"), .end,
        ])
    }

    func testBadContentLengthsAreReportedAndTheStreamResynchronises() {
        let cases: [(String, String)] = [
            ("Content-Length: abc", #"Content-Length is not a number: "abc""#),
            ("Content-Length: -5", #"Content-Length is negative: "-5""#),
            ("Content-Length: +5", #"Content-Length is not a number: "+5""#),
            ("Content-Length: 5x", #"Content-Length is not a number: "5x""#),
            ("Content-Length:", "Content-Length has no value"),
            ("Content-Length: 99999999999999999999999", #"Content-Length is too large to be a length: "99999999999999999999999""#),
            // Fits in an Int, but skipping it would swallow every message after it.
            ("Content-Length: 9223372036854775807", #"Content-Length "9223372036854775807" is larger than any message (over 1 GiB)"#),
            ("Content-Type: application/json", "a header block has no Content-Length"),
            ("Content-Length: 3\r\nContent-Length: 4", "a header block has two different Content-Length values"),
            (": 3", #"the header line ": 3" has no name"#),
        ]
        for (header, reason) in cases {
            let bytes = Array("\(header)\r\n\r\n{\"lost\":1}".utf8) + framed(#"{"kept":2}"#)
            XCTAssertEqual(frames(of: bytes), [.malformedHeader(reason), message(#"{"kept":2}"#), .end], header)
        }
    }

    func testAHeaderBlockWithoutEndIsCutOffAndTheNextMessageRead() {
        let bytes = [UInt8](repeating: UInt8(ascii: "h"), count: 200 << 10) + framed("{}")
        XCTAssertEqual(frames(of: bytes), [
            .malformedHeader("a header block is longer than 65536 bytes without a blank line"), message("{}"), .end,
        ])
    }

    func testTheEndOfTheStreamInsideAMessage() {
        XCTAssertEqual(frames(of: Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)), [.end], "inside the body")
        XCTAssertEqual(frames(of: framed("{}") + Array("Content-Len".utf8)), [message("{}"), .end], "inside a header")
        XCTAssertEqual(frames(of: Array("Content-Length: 2\r\n".utf8)), [.end], "before the blank line")
        XCTAssertEqual(frames(of: []), [.end], "nothing at all")
        XCTAssertEqual(frames(of: Array("Content-Length: 50\r\n\r\n{}".utf8), maxMessageSize: 10), [.tooLarge(declared: 50), .end], "inside a skipped body")
    }

    func testTheEndIsFinal() {
        let (r, w) = makePipe()
        // The body is cut short; what is left of it would read as a bad header block.
        Self.writeAll(w, framed("1") + Array("Content-Length: 10\r\n\r\nab\n\nxyz".utf8))
        closeDescriptor(w)
        var reader = MessageReader(fileDescriptor: r)
        XCTAssertEqual(reader.next(), message("1"))
        XCTAssertEqual(reader.next(), .end)
        XCTAssertEqual(reader.next(), .end)
        XCTAssertEqual(reader.next(), .end)
    }

    func testANonBlockingDescriptorWaitsForInput() {
        let (r, w) = makePipe()
        XCTAssertEqual(fcntl(r, F_SETFL, fcntl(r, F_GETFL) | O_NONBLOCK), 0)
        openDescriptors.remove(w)
        let bytes = framed(#"{"late":true}"#)
        Thread {
            usleep(50_000)
            Self.writeAll(w, bytes, chunk: 5, pause: 1000)
            close(w)
        }.start()
        var reader = MessageReader(fileDescriptor: r)
        XCTAssertEqual(readToEnd(&reader), [message(#"{"late":true}"#), .end])
    }

    func testAReadErrorEndsTheStream() {
        var reader = MessageReader(fileDescriptor: -1)
        XCTAssertEqual(reader.next(), .end)
    }

    // MARK: Writing

    func testTheWriterFramesABody() throws {
        let (r, w) = makePipe()
        let writer = MessageWriter(fileDescriptor: w)
        try writer.write(["id": 1, "result": nil])
        try writer.write(body: Array("é".utf8))
        closeDescriptor(w)
        var raw: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(r, &chunk, chunk.count)
            if n <= 0 { break }
            raw += chunk[..<n]
        }
        XCTAssertEqual(String(decoding: raw, as: UTF8.self), "Content-Length: 22\r\n\r\n{\"id\":1,\"result\":null}Content-Length: 2\r\n\r\né")
        XCTAssertNil(writer.failure)
    }

    func testALargeMessageRoundTripsThroughWriterAndReader() throws {
        let (r, w) = makePipe()
        let text = String(repeating: "line with é and 😀\n", count: 200_000)
        let value: JSONValue = ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["text": .string(text)]]
        let writer = MessageWriter(fileDescriptor: w)
        let done = expectation(description: "written")
        Thread {
            do { try writer.write(value) } catch { XCTFail("\(error)") }
            done.fulfill()
        }.start()
        var reader = MessageReader(fileDescriptor: r)
        guard case .message(let body) = reader.next() else { return XCTFail("no message") }
        XCTAssertEqual(try JSONValue.parse(body), value)
        XCTAssertLessThan(reader.bufferCapacity, 2 << 20, "the room the body took is given back")
        wait(for: [done], timeout: 30)
    }

    /// Messages published from many threads at once arrive whole, none interleaved with another.
    func testConcurrentWritesDoNotInterleave() throws {
        let (r, w) = makePipe()
        let writer = MessageWriter(fileDescriptor: w)
        let threads = 8
        let perThread = 150
        let finished = DispatchGroup()
        for t in 0..<threads {
            finished.enter()
            Thread {
                for i in 0..<perThread {
                    // Different sizes, some above the pipe's atomic-write size, so writes are partial.
                    let padding = String(repeating: "p", count: (t * 997 + i * 131) % 9000)
                    do { try writer.write(["thread": .int(t), "i": .int(i), "pad": .string(padding)]) } catch { XCTFail("\(error)") }
                }
                finished.leave()
            }.start()
        }
        openDescriptors.remove(w)
        Thread {
            finished.wait()
            close(w)
        }.start()
        var reader = MessageReader(fileDescriptor: r)
        var next = [Int](repeating: 0, count: threads)
        var count = 0
        while case .message(let body) = reader.next() {
            let value = try JSONValue.parse(body)
            guard let t = value["thread"]?.int, let i = value["i"]?.int else { return XCTFail("bad message \(value)") }
            XCTAssertEqual(i, next[t], "each thread's messages arrive in order")
            next[t] = i + 1
            count += 1
        }
        XCTAssertEqual(count, threads * perThread)
    }

    func testWritingToAClosedPipeFailsInsteadOfTrapping() {
        let (r, w) = makePipe()
        closeDescriptor(r)
        let writer = MessageWriter(fileDescriptor: w)
        XCTAssertThrowsError(try writer.write(["method": "exit"])) { error in
            XCTAssertEqual(error as? MessageWriter.Failure, MessageWriter.Failure(errno: EPIPE))
        }
        XCTAssertEqual(writer.failure, MessageWriter.Failure(errno: EPIPE))
        XCTAssertEqual(writer.failure?.description, "cannot write a message: \(ErrorDescription.reason(errno: EPIPE))")
        let copy = writer
        XCTAssertThrowsError(try copy.write(body: [])) { error in
            XCTAssertEqual(error as? MessageWriter.Failure, MessageWriter.Failure(errno: EPIPE), "a copy shares the failure")
        }
    }

    func testWritingToABadDescriptorFails() {
        let writer = MessageWriter(fileDescriptor: -1)
        XCTAssertThrowsError(try writer.write(body: Array("{}".utf8))) { error in
            XCTAssertEqual(error as? MessageWriter.Failure, MessageWriter.Failure(errno: EBADF))
        }
    }
}
