@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `InputFile`, the one way inputs are opened and read: only regular files, never blocking,
/// never more than the limit plus one byte.
final class InputFileTests: XCTestCase {
    let limit = LoadLimits().maxFileBytes

    func testARegularFileIsReadWhole() throws {
        let tree = try TemporaryTree(["a.yaml": "kind: Lesson\n"])
        let source = try InputFile.read(path: tree.url.appendingPathComponent("a.yaml").path, displayPath: "a.yaml", limit: limit).get()
        XCTAssertEqual(source.bytes, Array("kind: Lesson\n".utf8))
        XCTAssertEqual(source.path, "a.yaml")
    }

    func testANamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        let tree = try TemporaryTree()
        let path = tree.url.appendingPathComponent("x.yaml").path
        try InputSafety.make(.fifo, at: URL(fileURLWithPath: path))
        let result = try InputSafety.withTimeout(10) { [limit] in InputFile.read(path: path, displayPath: "x.yaml", limit: limit) }
        XCTAssertEqual(result.failure, .notRegular("a named pipe (FIFO)"))
        // Opened directly too (the check before opening skipped), the descriptor's fstat refuses it.
        let fd = InputFile.open(RawPath(path), flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        XCTAssertEqual(InputFile.read(descriptor: fd, displayPath: "x.yaml", limit: limit).failure, .notRegular("a named pipe (FIFO)"))
    }

    func testDevicesFoldersAndSocketsAreRefused() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createSymbolicLink(atPath: tree.url.appendingPathComponent("zero.yaml").path, withDestinationPath: "/dev/zero")
        try FileManager.default.createDirectory(at: tree.url.appendingPathComponent("folder.yaml"), withIntermediateDirectories: true)
        let root = tree.url
        let result = try InputSafety.withTimeout(10) { [limit] in
            ["zero.yaml", "folder.yaml"].map { InputFile.read(path: root.appendingPathComponent($0).path, displayPath: $0, limit: limit).failure }
        }
        XCTAssertEqual(result, [.notRegular("a character device"), .notRegular("a directory")])
        // Not following links, a link is refused as one.
        XCTAssertEqual(
            InputFile.read(path: tree.url.appendingPathComponent("zero.yaml").path, displayPath: "zero.yaml", limit: limit, followSymlinks: false).failure,
            .notRegular("a symbolic link"))
    }

    func testASparseGigabyteIsRefusedFromItsSizeWithoutReadingIt() throws {
        let tree = try TemporaryTree()
        let path = tree.url.appendingPathComponent("big.yaml").path
        try InputSafety.sparseFile(at: path, bytes: 1 << 30)
        let start = Date()
        let result = InputFile.read(path: path, displayPath: "big.yaml", limit: limit)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(result.failure, .tooLarge(size: 1 << 30, limit: limit))
        XCTAssertEqual(result.failure?.description, "file is 1073741824 bytes (1 GiB), over the 67108864-byte (64 MiB) limit")
    }

    /// Files in /proc say they hold 0 bytes: the size is only a hint, and reading still stops
    /// one byte past the limit.
    func testReadingStopsOneBytePastTheLimitWhateverTheSizeSays() throws {
        var info = stat()
        guard stat("/proc/self/maps", &info) == 0, info.st_size == 0 else { throw XCTSkip("no /proc/self/maps of size 0") }
        XCTAssertEqual(InputFile.read(path: "/proc/self/maps", displayPath: "maps", limit: 100).failure, .tooLarge(size: 101, limit: 100))
        let whole = try InputFile.read(path: "/proc/self/maps", displayPath: "maps", limit: limit).get()
        XCTAssertGreaterThan(whole.bytes.count, 100)
    }

    func testAFileAtTheLimitIsRead() throws {
        let tree = try TemporaryTree(["a.yaml": String(repeating: "#", count: 100)])
        let path = tree.url.appendingPathComponent("a.yaml").path
        XCTAssertEqual(try InputFile.read(path: path, displayPath: "a.yaml", limit: 100).get().bytes.count, 100)
        XCTAssertEqual(InputFile.read(path: path, displayPath: "a.yaml", limit: 99).failure, .tooLarge(size: 100, limit: 99))
    }

    func testAPathLongerThanPATH_MAXIsOpenedPieceByPiece() throws {
        let tree = try TemporaryTree()
        defer { InputSafety.removeDeep(tree.url) }
        let deep = try InputSafety.deepFolder(under: tree.url)
        try InputSafety.write("kind: Lesson\n", toDeep: deep, under: tree.url, name: "deep.yaml")
        let path = tree.url.path + "/" + deep + "/deep.yaml"
        XCTAssertGreaterThan(path.utf8.count, Int(PATH_MAX))
        XCTAssertEqual(try InputFile.read(path: path, displayPath: "deep.yaml", limit: limit).get().bytes, Array("kind: Lesson\n".utf8))
        XCTAssertEqual(InputFile.read(path: path + ".missing", displayPath: "x", limit: limit).failure, .system(ENOENT))
    }

    func testAMissingFileSaysSo() {
        XCTAssertEqual(InputFile.read(path: "/nonexistent/a.yaml", displayPath: "a.yaml", limit: limit).failure?.description, "no such file or directory")
    }

    func testEachFailureIsALocatedFinding() {
        XCTAssertEqual(InputFile.diagnostic(.notRegular("a named pipe (FIFO)"), at: "k/x.yaml").ruleID, "FILE-NOT-REGULAR")
        XCTAssertEqual(InputFile.diagnostic(.tooLarge(size: 2, limit: 1), at: "k/x.yaml").ruleID, "FILE-TOO-LARGE")
        XCTAssertEqual(InputFile.diagnostic(.system(EACCES), at: "k/x.yaml").ruleID, "FILE-UNREADABLE")
        XCTAssertEqual(InputFile.diagnostic(.system(EACCES), at: "k/x.yaml").location, .file("k/x.yaml"))
        // In-memory sources over the limit (the fuzzer's) get the same finding.
        var limits = LoadLimits()
        limits.maxFileBytes = 4
        XCTAssertEqual(summary(load("kind: Lesson\n", limits: limits).1), ["FILE-TOO-LARGE@1:1"])
    }

    func testNamesThatAreNotUTF8AreShownWithEachBadByteEscaped() {
        XCTAssertEqual(FileName.display(Array("café.yaml".utf8)).text, "café.yaml")
        XCTAssertTrue(FileName.display(Array("café.yaml".utf8)).valid)
        let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x79, 0x61, 0x6D, 0x6C]
        XCTAssertEqual(FileName.display(latin1).text, "caf\\xE9.yaml")
        XCTAssertFalse(FileName.display(latin1).valid)
        // Valid sequences beside invalid ones are kept; a truncated sequence is escaped byte by byte.
        XCTAssertEqual(FileName.display([0xC3, 0xA9, 0xFF, 0xE2, 0x82]).text, "é\\xFF\\xE2\\x82")
    }

    func testCurriculumFileExtensions() {
        XCTAssertEqual(FileName.yamlExtension("a.yaml"), .yaml)
        XCTAssertEqual(FileName.yamlExtension("a.yml"), .yaml)
        XCTAssertEqual(FileName.yamlExtension("a.YAML"), .otherCase(canonical: "a.yaml"))
        XCTAssertEqual(FileName.yamlExtension("a.Yml"), .otherCase(canonical: "a.yml"))
        XCTAssertEqual(FileName.yamlExtension("a.json"), .none)
        XCTAssertEqual(FileName.yamlExtension(".yaml"), .none)
        XCTAssertEqual(FileName.yamlExtension("yaml"), .none)
        XCTAssertEqual(FileName.yamlExtension("a.yaml.bak"), .none)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
