@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler
@testable import CurriculumSchema

/// The schemas resolve where the files are, for any validator: no schema has an `$id`, so each
/// one's base URI is the URI it was read from (RFC 3986 §5.1.3, JSON Schema 2020-12 §8.2.1), and
/// every `$ref` names a file beside it and a place in that file.
///
/// The resolution here is deliberately independent of the compiler's validator: Foundation's
/// `URL(string:relativeTo:)` resolves each reference against the schema file's own `file:` URI
/// (RFC 3986 §5.2), `JSONSerialization` parses, and JSON pointers (RFC 6901) are walked by hand —
/// what python-jsonschema, check-jsonschema or an editor does with a schema given by its path.
final class SchemaReferenceTests: XCTestCase {
    static let schemas = EmbeddedSchemasTests.schemas

    /// Every schema document under schemas/, parsed, with its file URL.
    static func documents() throws -> [(url: URL, json: Any)] {
        try EmbeddedSchemasTests.schemaFiles().map { file in
            let url = schemas.appendingPathComponent(file.path)
            return (url, try JSONSerialization.jsonObject(with: Data(file.bytes), options: [.fragmentsAllowed]))
        }
    }

    /// Every `"$ref"` string in a schema with the JSON pointer of the object holding it. Values
    /// of `const`, `enum`, `default` and `examples` are data, not schemas, and are not entered.
    static func references(in json: Any, at pointer: String = "") -> [(pointer: String, ref: String)] {
        var found: [(String, String)] = []
        if let object = json as? [String: Any] {
            if let ref = object["$ref"] as? String { found.append((pointer, ref)) }
            for (key, value) in object where !["const", "enum", "default", "examples"].contains(key) {
                found += references(in: value, at: pointer + "/" + escape(key))
            }
        } else if let array = json as? [Any] {
            for (i, value) in array.enumerated() { found += references(in: value, at: pointer + "/\(i)") }
        }
        return found
    }

    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The value a JSON pointer names in a document, or nil.
    static func resolve(pointer: String, in json: Any) -> Any? {
        guard !pointer.isEmpty else { return json }
        guard pointer.hasPrefix("/") else { return nil }
        var node: Any = json
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let object = node as? [String: Any], let next = object[token] {
                node = next
            } else if let array = node as? [Any], let i = Int(token), String(i) == token, array.indices.contains(i) {
                node = array[i]
            } else {
                return nil
            }
        }
        return node
    }

    /// No `$id` anywhere (not only at the roots: a nested one would move the base of the
    /// references under it), and every root names the 2020-12 meta-schema every validator knows.
    func testNoSchemaHasAnIDSoEachResolvesFromItsOwnLocation() throws {
        func ids(_ json: Any, _ pointer: String) -> [String] {
            if let object = json as? [String: Any] {
                return (object["$id"] != nil ? ["#" + pointer] : [])
                    + object.filter { !["const", "enum", "default", "examples"].contains($0.key) }
                        .flatMap { ids($0.value, pointer + "/" + Self.escape($0.key)) }
            }
            return (json as? [Any] ?? []).enumerated().flatMap { ids($0.element, pointer + "/\($0.offset)") }
        }
        let documents = try Self.documents()
        XCTAssertGreaterThan(documents.count, 40)
        for (url, json) in documents {
            let name = url.path.replacingOccurrences(of: Self.schemas.path + "/", with: "")
            XCTAssertEqual(ids(json, ""), [], "\(name) has an $id, which moves its relative $refs away from the file")
            XCTAssertEqual((json as? [String: Any])?["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema", name)
        }
    }

    /// Each `$ref`, resolved against the `file:` URI of the schema holding it, names a schema
    /// file under schemas/ and a pointer that exists in it and holds a schema.
    func testEveryReferenceResolvesAgainstTheFilesOwnLocation() throws {
        let documents = try Self.documents()
        var parsed: [String: Any] = [:]
        for document in documents { parsed[document.url.standardizedFileURL.path] = document.json }
        var checked = 0
        var targets: Set<String> = []
        for (url, json) in documents {
            let name = url.path.replacingOccurrences(of: Self.schemas.path + "/", with: "")
            let base = URL(fileURLWithPath: url.path)
            XCTAssertEqual(base.scheme, "file")
            for (pointer, ref) in Self.references(in: json) {
                let at = "\(name)#\(pointer): $ref '\(ref)'"
                guard let target = URL(string: ref, relativeTo: base)?.absoluteURL else {
                    XCTFail("\(at) is not a URI reference")
                    continue
                }
                XCTAssertEqual(target.scheme, "file", "\(at) leaves the file system: \(target)")
                let path = target.standardizedFileURL.path
                XCTAssertTrue(path.hasPrefix(Self.schemas.path + "/"), "\(at) points outside schemas/: \(path)")
                guard let document = parsed[path] else {
                    XCTFail("\(at) resolves to \(target.absoluteString), which is no schema file")
                    continue
                }
                let fragment = target.fragment(percentEncoded: true).flatMap { $0.removingPercentEncoding } ?? ""
                XCTAssertTrue(fragment.isEmpty || fragment.hasPrefix("/"), "\(at): fragment '\(fragment)' is not a JSON pointer")
                guard let value = Self.resolve(pointer: fragment, in: document) else {
                    XCTFail("\(at): \(path.replacingOccurrences(of: Self.schemas.path + "/", with: "")) has nothing at '\(fragment)'")
                    continue
                }
                XCTAssertTrue(value is [String: Any] || value is Bool, "\(at) points at a \(type(of: value)), not a schema")
                targets.insert(path)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 400)
        // References reach the item types from the item schema, and common.schema.json from all.
        XCTAssertTrue(targets.contains(Self.schemas.appendingPathComponent("common.schema.json").path))
        XCTAssertTrue(targets.contains(Self.schemas.appendingPathComponent("items/counting.schema.json").path))
    }

    /// Our validator, given a schema by its path, reads exactly the files its references name,
    /// from where they point — the same documents a generic validator would retrieve.
    func testOurValidatorGivenAPathReadsTheReferencedFiles() throws {
        final class Recorder: @unchecked Sendable {
            let lock = NSLock()
            var uris: [String] = []
            func add(_ uri: String) {
                lock.lock()
                uris.append(uri)
                lock.unlock()
            }
        }
        let recorder = Recorder()
        let registry = SchemaRegistry(retrieve: { uri in
            recorder.add(uri)
            return SchemaRegistry.readFile(uri)
        })
        let lesson = Self.schemas.appendingPathComponent("lesson.schema.json")
        registry.add(try SourceFile.read(lesson, displayPath: "lesson.schema.json"), uri: SchemaRegistry.fileURI(of: lesson), fileName: "lesson.schema.json")
        let schema = try registry.schema(file: "lesson.schema.json")
        XCTAssertEqual(schema.title, "Lesson")
        let expected = try ["common.schema.json", "item.schema.json"] + FileManager.default.contentsOfDirectory(atPath: Self.schemas.appendingPathComponent("items").path)
            .filter { $0.hasSuffix(".schema.json") }.map { "items/" + $0 }
        XCTAssertEqual(Set(recorder.uris), Set(expected.map { SchemaRegistry.fileURI(of: Self.schemas.appendingPathComponent($0)) }))
        XCTAssertEqual(recorder.uris.count, Set(recorder.uris).count, "a document was read twice")
    }

    /// A reference to a file that is not there says where it looked and why it found nothing.
    func testAReferenceToAMissingFileSaysWhereItLooked() throws {
        let tree = try TemporaryTree([
            "s/a.schema.json": #"{"properties": {"x": {"$ref": "sub/missing.json#/$defs/x"}}}"#,
            "s/b.schema.json": #"{"$id": "https://example.com/b.json", "$ref": "c.json"}"#,
            "s/c.json": #"{"type": "integer"}"#,
            "s/d.schema.json": #"{"$ref": "broken.json"}"#,
            "s/broken.json": "{",
            "s/e.schema.json": #"{"$ref": "folder.json"}"#,
            "s/folder.json/inside.json": "{}",
        ])
        let io = CommandIO.standard()
        XCTAssertThrowsError(try ValidateCommand.load(tree.url.appendingPathComponent("s/a.schema.json").path, io: io)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("$ref 'sub/missing.json#/$defs/x' points at nothing (resolved to file://"), text)
            XCTAssertTrue(text.contains("/s/sub/missing.json#/$defs/x): no such file"), text)
        }
        // An $id elsewhere: the reference is tried against the file's own location too.
        let b = try ValidateCommand.load(tree.url.appendingPathComponent("s/b.schema.json").path, io: io)
        XCTAssertTrue(b.isValid(SchemaFixtures.load("3\n")))
        XCTAssertFalse(b.isValid(SchemaFixtures.load("three\n")))
        XCTAssertThrowsError(try ValidateCommand.load(tree.url.appendingPathComponent("s/d.schema.json").path, io: io)) { error in
            XCTAssertTrue("\(error)".contains("broken.json): it is not valid JSON"), "\(error)")
        }
        XCTAssertThrowsError(try ValidateCommand.load(tree.url.appendingPathComponent("s/e.schema.json").path, io: io)) { error in
            XCTAssertTrue("\(error)".contains("folder.json): not a regular file"), "\(error)")
        }
    }
}
