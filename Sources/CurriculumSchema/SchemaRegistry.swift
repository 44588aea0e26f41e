import CurriculumSyntax
import Foundation

/// The schema documents a run knows, by the URI each was read from (and any `$id` inside), and
/// the compiled schemas made from them.
///
/// Documents are added first (`add`, `addDirectory`, `builtIn()`); `schema(file:)`,
/// `schema(uri:)` and `kindSchemas()` then compile what they need, once: compiled schemas are
/// cached and shared, and are immutable, so validation may run on any number of threads. `$ref`s
/// resolve against the referring schema's base URI (RFC 3986 §5, JSON Schema 2020-12 §8.2): its
/// `$id` if it has one, else the URI of the document it is in. The project's schemas have no
/// `$id`, so `common.schema.json#/$defs/id` or `../common.schema.json#/$defs/id` find the file
/// beside them, here as in any validator that reads them from disk. A document added from a
/// directory, or built in, lives at `file:///<path relative to the schema directory>`; a
/// registry made with a `retrieve` function reads a `$ref`'s target document on first use, as a
/// generic validator does (`readFile` reads `file:` URIs from disk).
package final class SchemaRegistry: @unchecked Sendable {  // mutable state is guarded by `lock`
    struct Document {
        var source: SourceFile
        var root: Node
        /// Where the document was read from: `file:///items/counting.schema.json`.
        var uri: URIReference
        /// Its path relative to the schema directory, when it came from one.
        var fileName: String?
    }

    /// A schema location: a document, a JSON pointer from its root, and the base URI in force
    /// around it (before its own `$id`, if it has one, applies).
    struct Location {
        var document: Int
        var tokens: [String]
        var base: URIReference
    }

    /// Reads the document at an absolute URI (no fragment), or says why it cannot.
    package typealias Retriever = @Sendable (_ uri: String) -> Result<SourceFile, RetrievalError>

    package struct RetrievalError: Error, Sendable {
        package var reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    private let lock = NSLock()
    private let retrieve: Retriever?
    private var documents: [Document] = []
    private var resources: [String: Location] = [:]
    private var anchors: [String: Location] = [:]
    private var files: [String: Int] = [:]
    private var compiled: [String: CompiledSchema] = [:]
    /// Documents asked of `retrieve`, with the reason when there was none.
    private var retrievals: [String: String?] = [:]

    /// A registry that knows only the documents added to it, or that also reads a `$ref`'s
    /// target with `retrieve` when it does not hold it yet.
    package init(retrieve: Retriever? = nil) {
        self.retrieve = retrieve
    }

    // MARK: Adding documents

    /// Parses a schema document from JSON text and adds it; returns the problems reading it.
    /// `uri` defaults to `file:///` plus the source's path.
    @discardableResult
    package func add(_ source: SourceFile, uri: String? = nil, fileName: String? = nil) -> [Diagnostic] {
        let (root, diagnostics) = Self.parse(source)
        guard let root else { return diagnostics }
        add(document: root, source: source, uri: uri, fileName: fileName)
        return diagnostics
    }

    /// A schema document's root, when its JSON has no errors, and the problems reading it.
    private static func parse(_ source: SourceFile) -> (Node?, [Diagnostic]) {
        var (root, diagnostics) = YAMLLoader(json: true).load(source)
        // A schema may hold integers past 64 bits (a `const`, a bound): they compare as text or
        // as Double, so they are not a problem here.
        diagnostics.removeAll { $0.ruleID == SyntaxCheck.numberRange.id }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        return (root, diagnostics)
    }

    /// Adds an already loaded schema document.
    package func add(document root: Node, source: SourceFile, uri: String? = nil, fileName: String? = nil) {
        lock.lock()
        defer { lock.unlock() }
        insert(document: root, source: source, uri: uri, fileName: fileName)
    }

    /// Adds a document; the caller holds the lock.
    private func insert(document root: Node, source: SourceFile, uri: String?, fileName: String?) {
        let path = source.path.hasPrefix("/") ? String(source.path.dropFirst()) : source.path
        let location = URIReference(uri ?? "file:///" + path).withoutFragment
        let index = documents.count
        documents.append(Document(source: source, root: root, uri: location, fileName: fileName))
        if let fileName {
            files[fileName] = index
            let base = String(fileName.split(separator: "/").last ?? Substring(fileName))
            if base != fileName, files[base] == nil { files[base] = index }
        }
        let start = Location(document: index, tokens: [], base: location)
        if resources[location.text] == nil { resources[location.text] = start }
        indexResources(root, at: start)
    }

    /// Adds every `*.schema.json` under `directory`, recursively, in path order; each is named by
    /// its path relative to `directory` (`items/counting.schema.json`).
    package func addDirectory(_ directory: URL) throws -> [Diagnostic] {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
        }
        var relative: [String] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(".schema.json") {
            let path = url.resolvingSymlinksInPath().path
            relative.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : url.lastPathComponent)
        }
        var diagnostics: [Diagnostic] = []
        for name in relative.sorted() {
            switch InputFile.read(path: root.appendingPathComponent(name).path, displayPath: "schemas/" + name, limit: LoadLimits().maxFileBytes) {
            case .success(let source): diagnostics += add(source, uri: "file:///" + name, fileName: name)
            case .failure(let failure): diagnostics.append(InputFile.diagnostic(failure, at: "schemas/" + name))
            }
        }
        return diagnostics
    }

    /// The schemas built into the compiler: the project's `schemas/` folder, embedded in the
    /// binary (`EmbeddedSchemas`), so the tool needs no file beside it.
    package static func builtIn() -> (registry: SchemaRegistry, diagnostics: [Diagnostic]) {
        builtIn(from: EmbeddedSchemas.files)
    }

    /// The files of `builtIn()`, path and text, for a stage that compiles them its own way.
    package static var builtInFiles: [(path: String, text: String)] { EmbeddedSchemas.files }

    /// A registry of schema files given by their path relative to the schema directory and
    /// their text, each living at `file:///<path>` as `addDirectory` would place it.
    package static func builtIn(from files: [(path: String, text: String)]) -> (registry: SchemaRegistry, diagnostics: [Diagnostic]) {
        let registry = SchemaRegistry()
        var diagnostics: [Diagnostic] = []
        for file in files {
            let source = SourceFile(path: "schemas/" + file.path, text: file.text)
            diagnostics += registry.add(source, uri: "file:///" + file.path, fileName: file.path)
        }
        return (registry, diagnostics)
    }

    /// Reads `file:` URIs from disk: the retriever for schemas given by their path, so their
    /// relative `$ref`s are read from where they point.
    package static let readFile: Retriever = { uri in
        guard let path = filePath(of: uri) else {
            return .failure(RetrievalError("only file: URIs are read; nothing is fetched from the network"))
        }
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            return .failure(RetrievalError("no such file"))
        }
        // Not a device or a pipe, which could be read without end.
        guard attributes[.type] as? FileAttributeType == .typeRegular else { return .failure(RetrievalError("not a regular file")) }
        do {
            return .success(try SourceFile.read(url, displayPath: path))
        } catch {
            return .failure(RetrievalError("cannot read it"))
        }
    }

    /// The `file:` URI of a file on disk, its path percent-encoded (RFC 8089).
    package static func fileURI(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }

    /// The path on disk a `file:` URI names (no host, or `localhost`), percent-decoded.
    static func filePath(of uri: String) -> String? {
        let reference = URIReference(uri)
        guard reference.scheme?.lowercased() == "file", reference.authority == nil || reference.authority == ""
            || reference.authority?.lowercased() == "localhost", reference.path.hasPrefix("/") else { return nil }
        return JSONPointer.percentDecoded(reference.path)
    }

    /// The file names of the documents added from a directory, sorted.
    package var fileNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return documents.compactMap(\.fileName).sorted()
    }

    // MARK: Compiled schemas

    /// The schema of a file by its name (`lesson.schema.json`, `items/counting.schema.json`),
    /// optionally with a fragment (`common.schema.json#/$defs/id`).
    package func schema(file: String) throws -> JSONSchema {
        lock.lock()
        defer { lock.unlock() }
        let reference = URIReference(file)
        guard let index = files[reference.withoutFragment.text] else {
            throw SchemaCompileError(location: .file(file), message: "no schema file named '\(file)'")
        }
        return try compile(documents[index].uri.resolving(URIReference(path: "", fragment: reference.fragment)))
    }

    /// The schema at an absolute URI (an `$id`, or `file:///…` for a document without one).
    package func schema(uri: String) throws -> JSONSchema {
        lock.lock()
        defer { lock.unlock() }
        return try compile(URIReference(uri))
    }

    /// The schema of every file kind: each document whose root declares `properties.kind.const`.
    package func kindSchemas() throws -> [String: JSONSchema] {
        lock.lock()
        defer { lock.unlock() }
        var result: [String: JSONSchema] = [:]
        var claimedBy: [String: String] = [:]
        for document in documents where document.fileName != nil {
            guard let kind = document.root["properties"]?["kind"]?["const"]?.string else { continue }
            if let other = claimedBy[kind] {
                throw SchemaCompileError(
                    location: document.source.location(document.root.mark),
                    message: "kind '\(kind)' is already the kind of \(other)")
            }
            claimedBy[kind] = document.fileName
            result[kind] = try compile(document.uri)
        }
        return result
    }

    /// Compiles every document, collecting what is wrong with each: a check for `schemas/`.
    package func compileAll() -> [SchemaCompileError] {
        lock.lock()
        defer { lock.unlock() }
        var errors: [SchemaCompileError] = []
        for document in documents {
            do { _ = try compile(document.uri) } catch let error as SchemaCompileError { errors.append(error) } catch {}
        }
        return errors
    }

    // MARK: Resolution

    private static let subschemaKeywords: Set<String> = [
        "additionalProperties", "propertyNames", "items", "contains", "not", "if", "then", "else",
        "unevaluatedProperties", "unevaluatedItems",
    ]
    private static let subschemaMapKeywords: Set<String> = [
        "properties", "patternProperties", "$defs", "definitions", "dependentSchemas",
    ]
    private static let subschemaListKeywords: Set<String> = ["prefixItems", "allOf", "anyOf", "oneOf"]

    /// The base URI inside `node`, given the one around it.
    static func base(of node: Node, inherited: URIReference) -> URIReference {
        guard let id = node["$id"]?.scalar, case .string = id.resolved else { return inherited }
        return inherited.resolving(id.text).withoutFragment
    }

    /// Records the `$id`s and `$anchor`s of a document, walking only where schemas can be.
    private func indexResources(_ node: Node, at location: Location) {
        guard case .mapping(let pairs) = node.value else { return }
        let base = Self.base(of: node, inherited: location.base)
        if node["$id"] != nil, resources[base.text] == nil { resources[base.text] = location }
        if let anchor = node["$anchor"]?.scalar, case .string = anchor.resolved {
            let key = base.text + "#" + anchor.text
            if anchors[key] == nil { anchors[key] = location }
        }
        for pair in pairs {
            guard let key = pair.key.scalar?.text else { continue }
            if Self.subschemaKeywords.contains(key) {
                indexResources(pair.value, at: Location(document: location.document, tokens: location.tokens + [key], base: base))
            } else if Self.subschemaMapKeywords.contains(key), case .mapping(let entries) = pair.value.value {
                for entry in entries {
                    guard let name = entry.key.scalar?.text else { continue }
                    indexResources(entry.value, at: Location(document: location.document, tokens: location.tokens + [key, name], base: base))
                }
            } else if Self.subschemaListKeywords.contains(key), case .sequence(let items) = pair.value.value {
                for (i, item) in items.enumerated() {
                    indexResources(item, at: Location(document: location.document, tokens: location.tokens + [key, String(i)], base: base))
                }
            }
        }
    }

    private func node(at location: Location) -> Node? {
        var node = documents[location.document].root
        for token in location.tokens {
            guard let next = Self.child(of: node, token) else { return nil }
            node = next
        }
        return node
    }

    private static func child(of node: Node, _ token: String) -> Node? {
        switch node.value {
        case .mapping(let pairs):
            return pairs.first { $0.key.scalar.map { SchemaJSON.sameText($0.text, token) } == true }?.value
        case .sequence(let items):
            guard let i = Int(token), i >= 0, i < items.count, token == String(i) else { return nil }
            return items[i]
        case .scalar:
            return nil
        }
    }

    /// The location an absolute URI names: a resource, then a JSON pointer or an anchor in it.
    /// A resource the registry does not hold is retrieved, once, when it has a retriever.
    func locate(_ uri: URIReference) -> (Location, Node)? {
        let resource = uri.withoutFragment.text
        if resources[resource] == nil, let retrieve, retrievals[resource] == nil {
            switch retrieve(resource) {
            case .success(let source):
                let (root, diagnostics) = Self.parse(source)
                if let root {
                    retrievals[resource] = .some(nil)
                    insert(document: root, source: source, uri: resource, fileName: nil)
                } else {
                    let problem = diagnostics.first { $0.severity == .error }
                    retrievals[resource] = "it is not valid JSON" + (problem.map { ": \($0.location): \($0.message)" } ?? "")
                }
            case .failure(let error):
                retrievals[resource] = error.reason
            }
        }
        guard let start = resources[resource], let startNode = node(at: start) else { return nil }
        let fragment = uri.fragment ?? ""
        if fragment.isEmpty { return (start, startNode) }
        if let tokens = JSONPointer.tokens(fragment: fragment) {
            var location = start
            var node = startNode
            for token in tokens {
                location.base = Self.base(of: node, inherited: location.base)
                guard let next = Self.child(of: node, token) else { return nil }
                node = next
                location.tokens.append(token)
            }
            return (location, node)
        }
        guard let anchored = anchors[resource + "#" + JSONPointer.percentDecoded(fragment)],
              let node = node(at: anchored) else { return nil }
        return (anchored, node)
    }

    func document(_ index: Int) -> Document { documents[index] }

    /// Why the document at `uri` could not be retrieved, when it was asked for and could not.
    func retrievalProblem(_ uri: URIReference) -> String? {
        retrievals[uri.withoutFragment.text] ?? nil
    }

    func cached(_ key: String) -> CompiledSchema? { compiled[key] }
    func cache(_ key: String, _ schema: CompiledSchema?) { compiled[key] = schema }

    private func compile(_ uri: URIReference) throws -> JSONSchema {
        guard let (location, node) = locate(uri) else {
            throw SchemaCompileError(location: .file(uri.text), message: "no schema at '\(uri.text)'")
        }
        var compiler = SchemaCompiler(registry: self)
        return JSONSchema(root: try compiler.compile(location, node))
    }
}
