@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// Loads YAML text as a file called `path` and returns the root and diagnostics.
func load(_ text: String, path: String = "t.yaml", limits: LoadLimits = LoadLimits(), json: Bool = false) -> (Node?, [Diagnostic]) {
    YAMLLoader(limits: limits, json: json).load(SourceFile(path: path, text: text))
}

func loadBytes(_ bytes: [UInt8], path: String = "t.yaml") -> (Node?, [Diagnostic]) {
    YAMLLoader().load(SourceFile(path: path, bytes: bytes))
}

/// `rule@line:col` for each diagnostic, the compact form tests compare.
func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.ruleID)@\($0.location.line):\($0.location.column)" }
}

/// A temporary folder holding `files`, removed when the test ends.
final class TemporaryTree {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("curriculum-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// How many curriculum files `lint` finds under `folder`: files whose names end in .yaml or
    /// .yml (in any case), in any folder below it. Counted here, not taken from the tree's
    /// lint, so a test that reads lint's "in N files" checks the number rather than echoes it,
    /// and adding a lesson to the shipped curriculum breaks no test.
    func curriculumFileCount(under folder: String = "curriculum") -> Int {
        let root = url.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return 0 }
        var count = 0
        for case let file as URL in walk {
            let name = file.lastPathComponent.lowercased()
            // What lint checks: YAML, and the translation files (`l10n/*.xcstrings`).
            guard name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".xcstrings") else { continue }
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { count += 1 }
        }
        return count
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Runs the CLI in-process and captures what it prints.
struct CLIResult {
    var code: ExitCode
    var out: String
    var err: String
}

func runCLI(_ args: [String], in directory: URL, environment: [String: String] = [:], terminal: Bool = false) -> CLIResult {
    let box = OutputBox()
    let io = CommandIO(
        out: { box.out += $0 }, err: { box.err += $0 }, stdoutIsTerminal: terminal,
        environment: environment, currentDirectory: directory)
    let code = CommandLineTool.run(args, io: io)
    return CLIResult(code: code, out: box.out, err: box.err)
}

final class OutputBox: @unchecked Sendable {
    var out = ""
    var err = ""
}

/// A small deterministic generator (SplitMix64), so a failing random round can be run again.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
