import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The bundle-sample fixture: one grade, one unit, two skills, three lessons and a mastery check.
enum SampleCurriculum {
    static var url: URL {
        Bundle.module.url(forResource: "Fixtures/bundle-sample", withExtension: nil)!
    }

    /// A writable copy of the fixture at `<tree>/curriculum`, for tests that edit content.
    static func copy() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        for (path, bytes) in try files(under: url) { try tree.write("curriculum/" + path, bytes: Array(bytes)) }
        return tree
    }

    static func catalog(_ root: URL = url) -> Catalog {
        (try? Compiler.compile(root: root, displayRoot: "curriculum").catalog) ?? Catalog()
    }

    /// The Emit stage over the fixture, or a copy of it at `root`, staged into `out`: what
    /// `curriculum build --out dist` does before it prints its findings and installs.
    static func emit(
        _ root: URL = url, into out: URL, force: Bool = false, options: CompileOptions = CompileOptions(),
        spokenForm: any SpokenForm = WrittenForm(), facts: [any FactSetSource] = [], adjust: (inout EmitStage) -> Void = { _ in }
    ) throws -> Emission {
        var stage = EmitStage(outputDirectory: out, shownDirectory: "dist", force: force)
        stage.spokenForm = spokenForm
        stage.factSetExpansions = facts
        adjust(&stage)
        return try stage.stage(try Compiler.compile(root: root, displayRoot: "curriculum", options: options))
    }

    /// The fixture, or a copy of it at `root`, built through the Emit stage into a new
    /// temporary output folder: its bundles in the order the build made them.
    static func build(
        _ root: URL = url, options: CompileOptions = CompileOptions(), spokenForm: any SpokenForm = WrittenForm(),
        facts: [any FactSetSource] = []
    ) throws -> [WrittenBundle] {
        let out = try TemporaryTree()
        let installed = try emit(root, into: out.url, options: options, spokenForm: spokenForm, facts: facts).install()
        return installed.bundles.map { WrittenBundle(output: out, directoryName: $0.bundle.directoryName, manifest: $0.bundle.manifest) }
    }
}

/// A bundle a build installed, read from its output folder as the app reads it.
struct WrittenBundle {
    /// Keeps the output folder for as long as the bundle is looked at.
    let output: TemporaryTree
    let directoryName: String
    let manifest: BundleManifest

    var folder: URL { output.url.appendingPathComponent(directoryName) }

    /// Every file by path, `manifest.json` included.
    func files() throws -> [String: [UInt8]] {
        try CurriculumCompilerTests.files(under: folder).mapValues { Array($0) }
    }

    func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: folder.appendingPathComponent(path))) }

    func read() throws -> ContentBundle { try BundleReader(directory: folder).read() }
}

/// Every regular file under `root` by relative path, hidden ones included.
func files(under root: URL) throws -> [String: Data] {
    var out: [String: Data] = [:]
    let fm = FileManager.default
    var pending = [(root, "")]
    while let (dir, prefix) = pending.popLast() {
        for name in try fm.contentsOfDirectory(atPath: dir.path) {
            let url = dir.appendingPathComponent(name)
            let path = prefix.isEmpty ? name : prefix + "/" + name
            var isDir: ObjCBool = false
            _ = fm.fileExists(atPath: url.path, isDirectory: &isDir)
            if isDir.boolValue { pending.append((url, path)) } else { out[path] = try Data(contentsOf: url) }
        }
    }
    return out
}

/// Names directly inside a folder, hidden ones included, sorted.
func entries(of dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
}

extension TemporaryTree {
    /// Rewrites a text file in place.
    func edit(_ path: String, _ change: (String) -> String) throws {
        let url = self.url.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        precondition(changed != text, "edit of \(path) changed nothing")
        try write(path, changed)
    }

    var curriculum: URL { url.appendingPathComponent("curriculum") }
}

/// Replaces the first occurrence of `target`.
func replacingFirst(_ text: String, _ target: String, with replacement: String) -> String {
    guard let range = text.range(of: target) else { return text }
    return text.replacingCharacters(in: range, with: replacement)
}

/// A spoken-form deriver for tests: reads `+`, `<` and `>` as words.
struct SymbolReader: SpokenForm {
    func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String? {
        guard text.contains("<") || text.contains(">") || text.contains("+") else { return nil }
        return text.replacingOccurrences(of: "<", with: "is less than").replacingOccurrences(of: ">", with: "is greater than")
            .replacingOccurrences(of: "+", with: "plus")
    }
}

/// A FactSet expansion for tests: three facts, with the commuted twin of the first.
struct ThreeFacts: FactSetSource {
    func factSets(in catalog: Catalog) -> [FactSetRecord] {
        let facts = [(3, "add", 4), (4, "add", 3), (9, "sub", 2)].map { a, op, b in
            let id = "facts.starter/\(a)-\(op)-\(b)"
            let answer = op == "add" ? a + b : a - b
            return FactRecord(id: id, uuid: UUIDv5.entity(id), a: a, op: op, b: b, answer: answer, tags: ["test"], options: [answer - 1, answer, answer + 1, answer + 2])
        }
        return [FactSetRecord(id: "facts.starter", uuid: UUIDv5.entity("facts.starter"), facts: facts)]
    }
}

/// An output folder as a reader sees it: every file under each top-level name, through any
/// links, leaving out the hidden machinery (`.lock`, the marker) and the earlier layout's
/// `current` pointer. A link that leads nowhere is as good as absent.
func output(of root: URL) throws -> [String: Data] {
    var out: [String: Data] = [:]
    for name in entries(of: root) where !name.hasPrefix(".") && name != "current" {
        let url = root.appendingPathComponent(name)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else { continue }
        if isDir.boolValue {
            for (path, data) in try files(under: url) { out[name + "/" + path] = data }
        } else {
            out[name] = try Data(contentsOf: url)
        }
    }
    return out
}

/// The names a reader can open at the top of an output folder.
func visibleEntries(of root: URL) -> [String] {
    entries(of: root).filter { !$0.hasPrefix(".") && $0 != "current" && FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
}

/// What builds left beside an output folder: the hidden staging and replaced folders named after
/// it (`.dist.next-…`, `.dist.old-…`). Empty once a build has finished, however it finished.
func besideOutput(_ root: URL) -> [String] {
    entries(of: root.deletingLastPathComponent()).filter { $0.hasPrefix("." + root.lastPathComponent + ".") }
}

/// Every symlink under `root`, relative: an output folder has none.
func symlinks(under root: URL) -> [String] {
    (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter {
        FileSystem.linkText(root.path + "/" + $0) != nil
    }.sorted()
}
