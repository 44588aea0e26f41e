import Foundation
import XCTest

@testable import CurriculumCompiler

/// Swift cannot list a protocol's conformances at run time, so the registry `ItemTypes.all` is
/// written by hand; this test reads the module's source to find every type that conforms to
/// `ItemType` and fails when one is not registered, which would leave its items unsolved and
/// its schema unreached without a word.
final class ItemTypeRegistryTests: XCTestCase {
    /// The repository: the first folder above this file that holds Package.swift.
    static let repository: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static let module = "Sources/CurriculumCompiler"

    func testEveryConformingTypeIsRegistered() throws {
        let declared = try Self.conformances()
        let registered = ItemTypes.all.map { String(describing: $0) }
        let registry = "\(Self.module)/ItemTypes/ItemTypes.swift"
        for (name, file) in declared.sorted(by: { $0.key < $1.key }) where !registered.contains(name) {
            XCTFail("\(file): \(name) conforms to ItemType but is not registered; add `\(name).self` to `ItemTypes.all` in \(registry)")
        }
        for name in registered where declared[name] == nil {
            XCTFail("\(name) is in `ItemTypes.all` but no declaration `enum \(name): ItemType {` was found under \(Self.module)")
        }
        XCTAssertEqual(registered.count, Set(registered).count, "a type is registered twice in \(registry)")
        XCTAssertGreaterThanOrEqual(declared.count, 25, "the scan finds the shipped types")
    }

    /// The scan is what the test above stands on: it sees conformances however they are written,
    /// through a protocol that refines ItemType too, and not in comments or other names.
    func testTheScanFindsConformancesHoweverWritten() {
        let source = """
            public enum CountingItem: ItemType {
            struct Spread: Sendable,
                ItemType, Hashable {
            extension Legacy: ItemType {}
            package enum Dial: ItemType {
            protocol GridItem: ItemType {
            final class Chart: GridItem {
            enum Registry: ItemTypes {
            // enum Commented: ItemType {
            protocol Other: Sendable {
            struct Plain: Other {
            """
        XCTAssertEqual(Set(Self.conformances(in: [("t.swift", source)]).keys), ["CountingItem", "Spread", "Legacy", "Dial", "Chart"])
    }

    /// Every type declared in the module's source whose inheritance clause names ItemType, or a
    /// protocol that refines it, with the file it is declared in.
    static func conformances() throws -> [String: String] {
        let root = repository.appendingPathComponent(module)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [:] }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = module + url.path.dropFirst(root.path.count)
            files.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return conformances(in: files)
    }

    static func conformances(in files: [(path: String, text: String)]) -> [String: String] {
        let declaration = /^[ \t]*(?:(?:public|package|internal|fileprivate|private|final|indirect)[ \t]+)*(enum|struct|class|actor|extension|protocol)[ \t]+(\w+)[ \t]*:([^{]*)\{/.anchorsMatchLineEndings()
        var inherits: [(kind: Substring, name: String, supers: Set<String>, path: String)] = []
        for (path, text) in files {
            for match in text.matches(of: declaration) {
                let supers = match.3.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
                inherits.append((match.1, String(match.2), Set(supers), path))
            }
        }
        // ItemType and every protocol that refines it, however deep.
        var protocols: Set<String> = ["ItemType"]
        var grew = true
        while grew {
            grew = false
            for p in inherits where p.kind == "protocol" && !protocols.contains(p.name) && !p.supers.isDisjoint(with: protocols) {
                protocols.insert(p.name)
                grew = true
            }
        }
        var found: [String: String] = [:]
        for t in inherits where t.kind != "protocol" && !t.supers.isDisjoint(with: protocols) { found[t.name] = t.path }
        return found
    }
}
