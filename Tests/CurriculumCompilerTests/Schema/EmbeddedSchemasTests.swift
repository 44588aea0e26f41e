import Foundation
import XCTest

@testable import CurriculumCompiler
@testable import CurriculumSchema

/// The schemas built into the binary are schemas/, byte for byte, and `embed-files` (behind
/// `make schemas`) is what writes them there.
final class EmbeddedSchemasTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemas = repository.appendingPathComponent("schemas")
    static let generated = repository.appendingPathComponent("Sources/CurriculumSchema/EmbeddedSchemas.swift")

    /// Every `*.schema.json` under schemas/, by relative path, sorted by bytes.
    static func schemaFiles() throws -> [(path: String, bytes: [UInt8])] {
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: schemas.path))
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".schema.json") { paths.append(path) }
        }
        return try paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { path in
            (path, [UInt8](try Data(contentsOf: schemas.appendingPathComponent(path))))
        }
    }

    /// `make schemas` has been run since schemas/ last changed.
    func testEmbeddedSchemasAreTheSchemasFolderByteForByte() throws {
        let onDisk = try Self.schemaFiles()
        let hint = "schemas/ and Sources/CurriculumSchema/EmbeddedSchemas.swift differ: run `make schemas`"
        XCTAssertGreaterThan(onDisk.count, 40)
        XCTAssertEqual(EmbeddedSchemas.files.map(\.path), onDisk.map(\.path), hint)
        for (embedded, file) in zip(EmbeddedSchemas.files, onDisk) where Array(embedded.text.utf8) != file.bytes {
            XCTFail("schemas/\(file.path): \(hint)")
        }
    }

    /// The checked-in file is exactly what the generator writes today.
    func testTheGeneratorFindsTheCheckedInFileUpToDate() throws {
        let run = try Self.runGenerator(["--check", Self.schemas.path, Self.generated.path])
        XCTAssertEqual(run.status, 0, run.err)
    }

    /// Text a raw literal could trip on — quotes followed by `#`s, backslashes, `"""`, no last
    /// newline, trailing spaces, tabs, non-ASCII — comes back byte for byte from a compiled copy.
    func testGeneratedLiteralsCompileBackToTheSameBytes() throws {
        guard let swiftc = Self.which("swiftc") else { throw XCTSkip("swiftc not on PATH") }
        let tree = try TemporaryTree()
        let texts = [
            "a.schema.json": "{\"$ref\": \"#/$defs/x\"} \"## \\#(no) \\##(no) \"\"\"# \"\"\" \\ end\n",
            "sub/b.schema.json": "{\n\t\"title\": \"Zählen 🍎\"   \n}",
            "sub/c.schema.json": "\n\n{}\n\n",
        ]
        for (path, text) in texts { try tree.write("in/" + path, text) }
        try tree.write("in/ignored.json", "{}")
        let output = tree.url.appendingPathComponent("EmbeddedSchemas.swift")
        let write = try Self.runGenerator([tree.url.appendingPathComponent("in").path, output.path])
        XCTAssertEqual(write.status, 0, write.err)
        XCTAssertEqual(try Self.runGenerator(["--check", tree.url.appendingPathComponent("in").path, output.path]).status, 0)
        // A program that prints each embedded file as path, length and bytes.
        try tree.write("main.swift", """
            import Foundation
            for file in EmbeddedSchemas.files {
                FileHandle.standardOutput.write(Data((file.path + "\\u{0}" + String(file.text.utf8.count) + "\\u{0}" + file.text + "\\u{0}").utf8))
            }

            """)
        let compile = try Self.run(URL(fileURLWithPath: swiftc), ["-o", "dump", "main.swift", "EmbeddedSchemas.swift"], in: tree.url)
        XCTAssertEqual(compile.status, 0, compile.err)
        let dump = try Self.run(tree.url.appendingPathComponent("dump"), [], in: tree.url)
        let fields = dump.out.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        var decoded: [String: String] = [:]
        var i = 0
        while i + 2 < fields.count {
            decoded[fields[i]] = fields[i + 2]
            XCTAssertEqual(Int(fields[i + 1]), fields[i + 2].utf8.count)
            i += 3
        }
        XCTAssertEqual(decoded, texts)
    }

    /// What a Swift literal cannot hold byte for byte is refused with a sentence, not embedded
    /// changed.
    func testCarriageReturnsAreRefusedWithASentence() throws {
        let tree = try TemporaryTree(["in/a.schema.json": "{\r\n}\r\n"])
        let run = try Self.runGenerator([tree.url.appendingPathComponent("in").path, tree.url.appendingPathComponent("out.swift").path])
        XCTAssertEqual(run.status, 3)
        XCTAssertTrue(run.err.contains("schemas/a.schema.json:1: control character 0xd"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("out.swift").path))
        let missing = try Self.runGenerator([tree.url.appendingPathComponent("nowhere").path, tree.url.appendingPathComponent("out.swift").path])
        XCTAssertEqual(missing.status, 3)
        XCTAssertTrue(missing.err.contains("is not a folder of schemas"), missing.err)
    }

    /// Schemas that are missing, unreadable or do not compile make the checker a failure the
    /// commands report with exit code 3 — never a trap.
    func testSchemasThatDoNotLoadAreAFailureWithASentence() {
        let broken: [[(path: String, text: String)]] = [
            [],
            [("lesson.schema.json", "{")],
            [("lesson.schema.json", #"{"properties": {"kind": {"const": "Lesson"}}, "$ref": "missing.schema.json"}"#)],
        ]
        for files in broken {
            switch ShapeCheck.make(from: files) {
            case .success: XCTFail("\(files.map(\.path)) loaded")
            case .failure(let error): XCTAssertTrue(error.description.hasPrefix("the built-in schemas cannot be loaded: "), error.description)
            }
        }
        if case .failure(let error) = ShapeCheck.make(from: broken[2]) {
            XCTAssertTrue(error.description.contains("$ref 'missing.schema.json' points at nothing"), error.description)
        }
        XCTAssertNoThrow(try ShapeCheck.make(from: EmbeddedSchemas.files).get())
    }

    // MARK: Running programs

    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    /// The `embed-files` program built beside the tests.
    static func runGenerator(_ arguments: [String]) throws -> Run {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("embed-files")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("embed-files not found beside the tests at \(binary.path)")
        }
        return try run(binary, arguments, in: repository)
    }

    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drain at once, so a chatty program cannot block on a full one.
        let group = DispatchGroup()
        let errHandle = err.fileHandleForReading
        let errData = DataBox()
        DispatchQueue.global().async(group: group) { errData.data = errHandle.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()  // the write happens before the group leaves
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
            err: String(decoding: errData.data, as: UTF8.self))
    }

    static func which(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

/// Standard error read on another thread; read back only after its group is done.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
