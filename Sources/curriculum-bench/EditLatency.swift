import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `curriculum lsp` on the real curriculum, driven as an editor drives it: the time from a
/// `didChange` to the `publishDiagnostics` it causes, the time to the first findings after
/// opening the workspace, and the server's resident memory before and after many edits.
///
/// Each edit makes one answer wrong or right again, so every edit changes the file's findings
/// and is answered with a publish; the client waits for it before the next edit, as a typist
/// slower than the server would.
struct EditLatency {
    let bin: String
    let edits: Int
    /// The curriculum folder, relative to the current one: the real K–1 (`curriculum`), or a
    /// synthetic corpus (`curriculum-bench corpus`), whose first copy keeps the lesson edited.
    var folder = "curriculum"
    /// The median goal for this folder: 10 ms on the real K–1, 25 ms on 100,000 items.
    var medianGoal = 10.0
    var name = "real K–1 curriculum"

    var lesson: String { folder + "/1/01-counting/count-to-120-l1.yaml" }

    func run() {
        let cwd = FileManager.default.currentDirectoryPath
        // The real K–1 is opened as the repository's folder, as an editor opens it; a corpus as itself.
        let rootPath = folder == "curriculum" ? cwd : cwd + "/" + folder
        guard let text = try? String(contentsOfFile: lesson, encoding: .utf8), let answerLine = text.components(separatedBy: "\n").firstIndex(of: "    answer: 16")
        else { return print("edit latency: \(lesson) has no `answer: 16` line to edit") }
        let client: LSPClient
        do { client = try LSPClient(executable: "\(bin)/curriculum") } catch { return print("edit latency: cannot start the server: \(error)") }
        defer { client.stop() }
        let uri = "file://" + cwd + "/" + lesson

        // Opening: initialize, then a file whose buffer has a wrong answer; the first findings.
        let opened = DispatchTime.now()
        client.request("initialize", ["processId": NSNull(), "rootUri": "file://" + rootPath, "capabilities": [String: Any]()])
        guard client.waitFor(response: 1) != nil else { return print("edit latency: no answer to initialize") }
        client.notify("initialized", [String: Any]())
        let wrong = text.replacingOccurrences(of: "    answer: 16\n", with: "    answer: 15\n")
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": wrong]])
        guard client.waitForDiagnostics(uri: uri, nonEmpty: true) else { return print("edit latency: no first findings") }
        let firstFindings = seconds(since: opened)
        let lint = median((0..<5).map { _ in Measurement.run(["\(bin)/curriculum", "lint", folder, "--format", "json"]).seconds })
        // The libyaml floor over the same files: how fast the machine runs today.
        let floor = median((0..<5).map { _ in Measurement.run(["\(bin)/yaml-floor", folder]).seconds })
        let startMemory = client.residentMegabytes()

        var latencies: [Double] = []
        latencies.reserveCapacity(edits)
        for edit in 0..<edits {
            // Replace the answer's digit: "15" → "16" makes it right, "16" → "15" wrong again.
            let digit = edit % 2 == 0 ? "6" : "5"
            let change: [String: Any] = [
                "range": ["start": ["line": answerLine, "character": 13], "end": ["line": answerLine, "character": 14]],
                "text": digit,
            ]
            let start = DispatchTime.now()
            client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": edit + 2], "contentChanges": [change]])
            guard client.waitForDiagnostics(uri: uri, nonEmpty: edit % 2 == 1) else { return print("edit latency: no findings after edit \(edit)") }
            latencies.append(seconds(since: start))
        }
        let endMemory = client.residentMegabytes()
        client.request("shutdown", NSNull())
        _ = client.waitFor(response: 2)
        client.notify("exit", NSNull())

        let sorted = latencies.sorted()
        let p95 = sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
        print("language server, \(name), " + String(format: "%d edits: didChange → publishDiagnostics median %.1f ms (goal ≤ %.0f), p95 %.1f ms (goal ≤ 25)",
                     edits, median(latencies) * 1000, medianGoal, p95 * 1000))
        print(String(format: "language server: libyaml floor over the curriculum %.0f ms today; median edit %.2f× the floor, p95 %.2f×, one lint %.2f×",
                     floor * 1000, median(latencies) / floor, p95 / floor, lint / floor))
        print(String(format: "language server: first findings after opening %.0f ms; one lint %.0f ms (goal: within one lint)", firstFindings * 1000, lint * 1000))
        print(String(format: "language server: resident memory %.1f MB after opening, %.1f MB after %d edits (goal: flat)", startMemory, endMemory, edits))
    }

    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// Just enough of an LSP client to drive the server: framed JSON over the server's pipes.
final class LSPClient {
    private let process = Process()
    private let toServer = Pipe(), fromServer = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 0

    init(executable: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["lsp", "--stdio"]
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func stop() {
        try? toServer.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    func request(_ method: String, _ params: Any) {
        nextID += 1
        send(["jsonrpc": "2.0", "id": nextID, "method": method, "params": params])
    }

    func notify(_ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        toServer.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The next message from the server, or nil when it closed its output.
    func next() -> [String: Any]? {
        while true {
            if let end = headerEnd(), let length = contentLength(buffer[..<end]), buffer.count >= end + length {
                let body = Data(buffer[end..<end + length])
                buffer.removeFirst(end + length)
                return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
            }
            let chunk = fromServer.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer += chunk
        }
    }

    func waitFor(response id: Int) -> [String: Any]? {
        while let message = next() {
            if message["id"] as? Int == id, message["method"] == nil { return message }
        }
        return nil
    }

    /// Waits for the file's next findings, empty or not as expected.
    func waitForDiagnostics(uri: String, nonEmpty: Bool) -> Bool {
        while let message = next() {
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                let params = message["params"] as? [String: Any], params["uri"] as? String == uri,
                let diagnostics = params["diagnostics"] as? [Any]
            else { continue }
            if diagnostics.isEmpty != nonEmpty { return true }
        }
        return false
    }

    func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kb = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return .nan }
        return kb / 1024
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4) where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 {
            return i + 4
        }
        return nil
    }

    private func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: header, as: UTF8.self)
        for line in text.components(separatedBy: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
