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

    static func bundles(
        _ root: URL = url, spokenForm: any SpokenForm = WrittenForm(), facts: [any FactSetSource] = []
    ) throws -> [BuiltBundle] {
        try BundleBuilder(catalog: catalog(root), spokenForm: spokenForm, factSetExpansions: facts).bundles()
    }
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

/// An output folder as a reader sees it: every file under each top-level name, through the
/// links, leaving out the hidden machinery (`.generations`, `.lock`) and the `current` pointer.
/// A link that leads nowhere is as good as absent.
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
