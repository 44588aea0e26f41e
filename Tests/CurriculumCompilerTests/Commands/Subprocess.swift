import Foundation
import XCTest

/// The built `curriculum` binary, run as a real process where the environment matters: closed
/// or full standard streams, ignored signals, kills, PID namespaces.
enum Subprocess {
    static var binary: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("curriculum")
    }

    static func requireBinary() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("curriculum binary not found beside the tests at \(binary.path)")
        }
        return binary
    }

    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `script` with /bin/sh in `directory`, `$CURRICULUM` naming the binary. Output goes
    /// through files, so nothing blocks on a full pipe; after `timeout` seconds the process group
    /// is killed and the test fails rather than hangs.
    static func shell(_ script: String, in directory: URL, timeout: TimeInterval = 60) throws -> Result {
        let binary = try requireBinary()
        let scratch = FileManager.default.temporaryDirectory
        let out = scratch.appendingPathComponent("curriculum-sub-out-\(UUID().uuidString)")
        let err = scratch.appendingPathComponent("curriculum-sub-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["CURRICULUM"] = binary.path
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            kill(-process.processIdentifier, SIGKILL)
            process.terminate()
            XCTFail("timed out after \(timeout) s: \(script)")
        }
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            out: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            err: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}
