@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum lsp` run as a real process, spoken to in raw JSON-RPC over its pipes, as an
/// editor does. Every wait has a deadline, so a server that hangs fails the test instead.
/// Unchecked: a test may send from a second thread while the first only watches.
final class LSPTestClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 0
    /// Every message received, in order, for assertions about what was (not) sent.
    private(set) var received: [JSONValue] = []
    private var unread = 0

    init(arguments: [String] = [], directory: URL? = nil) throws {
        process.executableURL = try Subprocess.requireBinary()
        process.arguments = ["lsp"] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        if let directory { process.currentDirectoryURL = directory }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    func sendRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ value: JSONValue) {
        let body = value.serialized()
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    @discardableResult
    func request(_ method: String, _ params: JSONValue = .null) -> Int {
        nextID += 1
        send(["jsonrpc": "2.0", "id": .int(nextID), "method": .string(method), "params": params])
        return nextID
    }

    func notify(_ method: String, _ params: JSONValue = .null) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    // MARK: Receiving

    /// The next message, or nil at the deadline or when the server closed its output.
    func next(timeout: TimeInterval = 30) -> JSONValue? {
        if unread < received.count {
            unread += 1
            return received[unread - 1]
        }
        let deadline = Date().addingTimeInterval(timeout)
        let fd = output.fileHandleForReading.fileDescriptor
        while true {
            if let message = frame() {
                received.append(message)
                unread = received.count
                return message
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { return nil }
            buffer += chunk[0..<n]
        }
    }

    private func frame() -> JSONValue? {
        guard let end = (0..<max(0, buffer.count - 3)).first(where: { buffer[$0] == 13 && buffer[$0 + 1] == 10 && buffer[$0 + 2] == 13 && buffer[$0 + 3] == 10 })
        else { return nil }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        guard let line = header.components(separatedBy: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)),
            buffer.count >= end + 4 + length
        else { return nil }
        let body = Array(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return try? JSONValue.parse(body)
    }

    /// The response to request `id`, skipping notifications (they stay in `received`).
    func response(_ id: Int, timeout: TimeInterval = 30) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        while let message = next(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if message["id"]?.int == id, message["method"] == nil { return message }
        }
        return nil
    }

    /// The next findings published for `uri` that satisfy `accept`.
    func diagnostics(for uri: String, timeout: TimeInterval = 30, where accept: ([JSONValue]) -> Bool = { _ in true }) -> [JSONValue]? {
        let deadline = Date().addingTimeInterval(timeout)
        while let message = next(timeout: max(0, deadline.timeIntervalSinceNow)) {
            guard message["method"]?.string == "textDocument/publishDiagnostics", message["params"]?["uri"]?.string == uri,
                let list = message["params"]?["diagnostics"]?.array
            else { continue }
            if accept(list) { return list }
        }
        return nil
    }

    /// Waits for the process to end; its status, or nil if it is still running at the deadline.
    func exitStatus(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning { return nil }
        return process.terminationStatus
    }

    // MARK: Conveniences

    func initialize(root: URL, folders: [URL]? = nil) {
        var params: JSONObject = ["processId": .null, "rootUri": .string(DocumentURI.fileURI(path: root.path)), "capabilities": [:]]
        if let folders {
            params["workspaceFolders"] = .array(folders.map { ["uri": .string(DocumentURI.fileURI(path: $0.path)), "name": .string($0.lastPathComponent)] })
        }
        let id = request("initialize", .object(params))
        XCTAssertNotNil(response(id)?["result"]?["capabilities"], "no answer to initialize")
        notify("initialized", [:])
    }

    func open(_ url: URL, text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(DocumentURI.fileURI(path: url.path)), "languageId": "yaml", "version": .int(version), "text": .string(text)]])
    }

    func change(_ url: URL, text: String, version: Int) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(DocumentURI.fileURI(path: url.path)), "version": .int(version)], "contentChanges": [["text": .string(text)]]])
    }

    func shutdownAndExit() -> Int32? {
        let id = request("shutdown")
        XCTAssertEqual(response(id)?["result"], .null)
        notify("exit")
        return exitStatus()
    }
}
