@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Helpers for the tests of reading inputs safely: special files made on disk, and the real
/// binary run as a subprocess that is killed, and the test failed, if it does not finish.
enum InputSafety {
    struct Run {
        var status: Int32
        var out: String
        var err: String
        var seconds: Double
        var timedOut: Bool
    }

    static var binary: URL {
        get throws {
            let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("curriculum")
            guard FileManager.default.isExecutableFile(atPath: binary.path) else {
                throw XCTSkip("curriculum binary not found beside the tests at \(binary.path)")
            }
            return binary
        }
    }

    /// Runs `curriculum args` in `directory`; after `timeout` seconds it is killed and the test
    /// fails, so a hang is a failure rather than a stuck suite. Output goes to files, so a
    /// chatty child never blocks on a full pipe.
    static func run(
        _ args: [String], in directory: URL, timeout: TimeInterval = 10,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Run {
        let process = Process()
        process.executableURL = try binary
        process.arguments = args
        process.currentDirectoryURL = directory
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("curriculum-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("out"), errURL = capture.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        while process.isRunning && Date().timeIntervalSince(start) < timeout { usleep(10_000) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let result = Run(
            status: process.terminationStatus,
            out: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            err: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
            seconds: seconds, timedOut: timedOut)
        if timedOut {
            XCTFail("curriculum \(args.joined(separator: " ")) did not finish in \(timeout) s and was killed", file: file, line: line)
        }
        return result
    }

    /// Runs `body` on another thread and fails the test if it has not returned after
    /// `timeout` seconds (the thread is abandoned: in-process, a hang cannot be killed).
    static func withTimeout<T: Sendable>(
        _ timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line,
        _ body: @escaping @Sendable () throws -> T
    ) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.set(Result { try body() })
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success, let result = box.get() else {
            XCTFail("did not finish in \(timeout) s", file: file, line: line)
            throw TimedOut()
        }
        return try result.get()
    }

    struct TimedOut: Error {}

    final class ResultBox<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<T, Error>?
        func set(_ result: Result<T, Error>) { lock.withLock { value = result } }
        func get() -> Result<T, Error>? { lock.withLock { value } }
    }

    // MARK: Special files

    /// Makes `kind` at `url`, replacing whatever is there.
    static func make(_ kind: RuleExample.SpecialFile, at url: URL) throws {
        let fm = FileManager.default
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? fm.removeItem(at: url)
        switch kind {
        case .directory:
            try fm.createDirectory(at: url, withIntermediateDirectories: true)
        case .fifo:
            guard mkfifo(url.path, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        case .sparse(let bytes):
            try sparseFile(at: url.path, bytes: bytes)
        case .latin1Name(let text):
            let name = url.lastPathComponent.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
            try write(Array(text.utf8), to: Array(url.deletingLastPathComponent().path.utf8) + [UInt8(ascii: "/")] + name)
        }
    }

    /// Removes what `make(kind, at: url)` made, by the name it made it under.
    static func remove(_ kind: RuleExample.SpecialFile, at url: URL) {
        guard case .latin1Name = kind else {
            try? FileManager.default.removeItem(at: url)
            return
        }
        let name = url.lastPathComponent.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        let path = Array(url.deletingLastPathComponent().path.utf8) + [UInt8(ascii: "/")] + name
        _ = unlink(path.map { CChar(bitPattern: $0) } + [0])
    }

    /// A file of `bytes` bytes with nothing written: ftruncate makes it one hole.
    static func sparseFile(at path: String, bytes: Int) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        guard ftruncate(fd, off_t(bytes)) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// Writes `bytes` to a file whose path is given as bytes (so it need not be UTF-8).
    static func write(_ bytes: [UInt8], to path: [UInt8]) throws {
        let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        guard bytes.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Creates folders under `parent`, one inside the next, until the path is longer than
    /// PATH_MAX, using descriptors (as no path that long can be opened whole); returns the
    /// deepest folder's path relative to `parent`.
    static func deepFolder(under parent: URL, length: Int = Int(PATH_MAX) + 200) throws -> String {
        var relative = ""
        var fd = open(parent.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        var index = 0
        while parent.path.utf8.count + relative.utf8.count <= length {
            let name = String(format: "level-%02d-", index) + String(repeating: "d", count: 180)
            guard mkdirat(fd, name, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            let next = openat(fd, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard next >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            close(fd)
            fd = next
            relative += (relative.isEmpty ? "" : "/") + name
            index += 1
        }
        return relative
    }

    /// Writes `text` to `name` inside a folder whose path may be longer than PATH_MAX.
    static func write(_ text: String, toDeep relative: String, under parent: URL, name: String) throws {
        let fd = InputFile.open(RawPath(parent.path + "/" + relative), flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        let file = openat(fd, name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(file) }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(file, $0.baseAddress, $0.count) }
    }

    /// Removes a tree that may be deeper than PATH_MAX (FileManager cannot).
    static func removeDeep(_ url: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/rm")
        process.arguments = ["-rf", url.path]
        try? process.run()
        process.waitUntilExit()
    }
}
