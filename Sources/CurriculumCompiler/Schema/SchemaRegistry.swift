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
public final class SchemaRegistry: @unchecked Sendable {  // mutable state is guarded by `lock`
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
    public typealias Retriever = @Sendable (_ uri: String) -> Result<SourceFile, RetrievalError>

    public struct RetrievalError: Error, Sendable {
        public var reason: String
        public init(_ reason: String) { self.reason = reason }
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
    public init(retrieve: Retriever? = nil) {
        self.retrieve = retrieve
    }

    // MARK: Adding documents

    /// Parses a schema document from JSON text and adds it; returns the problems reading it.
    /// `uri` defaults to `file:///` plus the source's path.
    @discardableResult
    public func add(_ source: SourceFile, uri: String? = nil, fileName: String? = nil) -> [Diagnostic] {
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
        diagnostics.removeAll { $0.ruleID == YAMLNumberRange.id }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        return (root, diagnostics)
    }

    /// Adds an already loaded schema document.
    public func add(document root: Node, source: SourceFile, uri: String? = nil, fileName: String? = nil) {
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
    public func addDirectory(_ directory: URL) throws -> [Diagnostic] {
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
    public static func builtIn() -> (registry: SchemaRegistry, diagnostics: [Diagnostic]) {
        builtIn(from: EmbeddedSchemas.files)
    }

    /// A registry of schema files given by their path relative to the schema directory and
    /// their text, each living at `file:///<path>` as `addDirectory` would place it.
    static func builtIn(from files: [(path: String, text: String)]) -> (registry: SchemaRegistry, diagnostics: [Diagnostic]) {
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
    public static let readFile: Retriever = { uri in
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
    public static func fileURI(of url: URL) -> String {
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
    public var fileNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return documents.compactMap(\.fileName).sorted()
    }

    // MARK: Compiled schemas

    /// The schema of a file by its name (`lesson.schema.json`, `items/counting.schema.json`),
    /// optionally with a fragment (`common.schema.json#/$defs/id`).
    public func schema(file: String) throws -> JSONSchema {
        lock.lock()
        defer { lock.unlock() }
        let reference = URIReference(file)
        guard let index = files[reference.withoutFragment.text] else {
            throw SchemaCompileError(location: .file(file), message: "no schema file named '\(file)'")
        }
        return try compile(documents[index].uri.resolving(URIReference(path: "", fragment: reference.fragment)))
    }

    /// The schema at an absolute URI (an `$id`, or `file:///…` for a document without one).
    public func schema(uri: String) throws -> JSONSchema {
        lock.lock()
        defer { lock.unlock() }
        return try compile(URIReference(uri))
    }

    /// The schema of every file kind: each document whose root declares `properties.kind.const`.
    public func kindSchemas() throws -> [String: JSONSchema] {
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
    public func compileAll() -> [SchemaCompileError] {
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
    fileprivate func locate(_ uri: URIReference) -> (Location, Node)? {
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

    fileprivate func document(_ index: Int) -> Document { documents[index] }

    /// Why the document at `uri` could not be retrieved, when it was asked for and could not.
    fileprivate func retrievalProblem(_ uri: URIReference) -> String? {
        retrievals[uri.withoutFragment.text] ?? nil
    }

    fileprivate func cached(_ key: String) -> CompiledSchema? { compiled[key] }
    fileprivate func cache(_ key: String, _ schema: CompiledSchema?) { compiled[key] = schema }

    private func compile(_ uri: URIReference) throws -> JSONSchema {
        guard let (location, node) = locate(uri) else {
            throw SchemaCompileError(location: .file(uri.text), message: "no schema at '\(uri.text)'")
        }
        var compiler = SchemaCompiler(registry: self)
        return JSONSchema(root: try compiler.compile(location, node))
    }
}

/// Turns schema nodes into `CompiledSchema`s with a worklist rather than recursion, so deep or
/// self-referencing schemas cost heap, not stack. Runs under the registry's lock.
private struct SchemaCompiler {
    let registry: SchemaRegistry
    private var worklist: [(schema: CompiledSchema, node: Node, location: SchemaRegistry.Location)] = []
    private var created: [(key: String, schema: CompiledSchema)] = []
    /// `$ref`s already resolved, by document, base and reference: schemas repeat the same few
    /// references many times, and parsing and resolving each URI again was most of the compile.
    private var resolved: [String: CompiledSchema] = [:]

    init(registry: SchemaRegistry) {
        self.registry = registry
    }

    mutating func compile(_ location: SchemaRegistry.Location, _ node: Node) throws -> CompiledSchema {
        do {
            let root = shell(location, node)
            while let job = worklist.popLast() {
                try fill(job.schema, job.node, job.location)
            }
            try checkCycles()
            for (_, schema) in created {
                if !schema.anyOf.isEmpty { schema.anyOfDiscriminator = discriminator(schema.anyOf) }
                if !schema.oneOf.isEmpty { schema.oneOfDiscriminator = discriminator(schema.oneOf) }
            }
            return root
        } catch {
            for (key, _) in created { registry.cache(key, nil) }
            throw error
        }
    }

    /// The compiled schema for a location: the cached one, or a new one queued for filling in.
    private mutating func shell(_ location: SchemaRegistry.Location, _ node: Node) -> CompiledSchema {
        let pointer = JSONPointer.text(location.tokens)
        let key = "\(location.document)|" + pointer
        if let existing = registry.cached(key) { return existing }
        let document = registry.document(location.document)
        let base = SchemaRegistry.base(of: node, inherited: location.base)
        let schema = CompiledSchema(
            uri: base.text + "#" + pointer,
            location: document.source.location(node.mark))
        registry.cache(key, schema)
        created.append((key, schema))
        worklist.append((schema, node, location))
        return schema
    }

    private func error(_ node: Node, _ location: SchemaRegistry.Location, _ message: String) -> SchemaCompileError {
        SchemaCompileError(location: registry.document(location.document).source.location(node.mark), message: message)
    }

    private mutating func fill(_ s: CompiledSchema, _ node: Node, _ location: SchemaRegistry.Location) throws {
        switch node.value {
        case .scalar(let scalar):
            guard case .bool(let b) = scalar.resolved else {
                throw error(node, location, "a schema must be an object or a boolean, not \(node.typeName)")
            }
            if b { s.alwaysValid = true } else { s.alwaysInvalid = true }
            return
        case .sequence:
            throw error(node, location, "a schema must be an object or a boolean, not a list")
        case .mapping(let pairs):
            let base = SchemaRegistry.base(of: node, inherited: location.base)
            var here = location
            here.base = base
            try fillKeywords(s, pairs, here)
        }
    }

    private mutating func subschema(_ node: Node, _ location: SchemaRegistry.Location, _ tokens: String...) -> CompiledSchema {
        var child = location
        child.tokens += tokens
        return shell(child, node)
    }

    private mutating func fillKeywords(_ s: CompiledSchema, _ pairs: [Node.Pair], _ here: SchemaRegistry.Location) throws {
        func slot(_ name: String) -> Int {
            if let i = s.nameIndex[name] { return i }
            s.names.append(name)
            s.propertySchemas.append(nil)
            s.nameIndex[name] = s.names.count - 1
            return s.names.count - 1
        }
        func strings(_ node: Node) throws -> [String] {
            guard let items = node.sequence else { throw error(node, here, "expected a list of strings") }
            return try items.map { item in
                guard let scalar = item.scalar, case .string = scalar.resolved else { throw error(item, here, "expected a string") }
                return scalar.text
            }
        }
        func count(_ node: Node) throws -> Int {
            guard let scalar = node.scalar else { throw error(node, here, "expected a non-negative integer") }
            switch scalar.resolved {
            case .int(let i) where i >= 0: return i
            case .bigInt where !scalar.text.hasPrefix("-"): return Int.max
            case .float(let d) where d >= 0 && d.rounded() == d: return d < 9.0e18 ? Int(d) : Int.max
            default: throw error(node, here, "expected a non-negative integer, found \(node.typeName)")
            }
        }
        func number(_ node: Node) throws -> (value: JSONNumber, text: String) {
            guard let scalar = node.scalar, let n = SchemaJSON.number(scalar) else {
                throw error(node, here, "expected a number, found \(node.typeName)")
            }
            return (n, scalar.text)
        }
        func schemas(_ node: Node, _ keyword: String) throws -> [CompiledSchema] {
            guard let items = node.sequence, !items.isEmpty else { throw error(node, here, "'\(keyword)' must be a non-empty list of schemas") }
            return items.indices.map { subschema(items[$0], here, keyword, String($0)) }
        }
        func schemaMap(_ node: Node, _ keyword: String) throws -> [(String, Node)] {
            guard let entries = node.mapping else { throw error(node, here, "'\(keyword)' must be an object") }
            return entries.compactMap { entry in entry.key.scalar.map { ($0.text, entry.value) } }
        }

        for pair in pairs {
            guard let keyword = pair.key.scalar?.text else { continue }
            let value = pair.value
            switch keyword {
            case "type":
                var types = JSONTypes()
                let names = value.sequence != nil ? try strings(value) : [value.scalar?.text ?? ""]
                for name in names {
                    guard let t = JSONTypes(name: name), value.sequence != nil || value.scalar?.resolved == .string else {
                        throw error(value, here, "unknown type '\(name)'")
                    }
                    types.insert(t)
                }
                s.types = types
            case "enum":
                guard let items = value.sequence else { throw error(value, here, "'enum' must be a list") }
                s.enumValues = items
            case "const":
                s.constValue = value
            case "properties":
                for (name, node) in try schemaMap(value, keyword) {
                    let i = slot(name)
                    s.propertySchemas[i] = subschema(node, here, keyword, name)
                    s.declaredNames.append(name)
                }
            case "patternProperties":
                for (pattern, node) in try schemaMap(value, keyword) {
                    s.patternProperties.append((try regex(pattern, value, here), subschema(node, here, keyword, pattern)))
                }
            case "additionalProperties":
                s.additionalProperties = subschema(value, here, keyword)
            case "propertyNames":
                s.propertyNames = subschema(value, here, keyword)
            case "required":
                s.required = try strings(value).map(slot)
            case "dependentRequired":
                for (name, node) in try schemaMap(value, keyword) {
                    s.dependentRequired.append((slot(name), try strings(node).map(slot)))
                }
            case "dependentSchemas":
                for (name, node) in try schemaMap(value, keyword) {
                    s.dependentSchemas.append((slot(name), subschema(node, here, keyword, name)))
                }
            case "minProperties": s.minProperties = try count(value)
            case "maxProperties": s.maxProperties = try count(value)
            case "prefixItems": s.prefixItems = try schemas(value, keyword)
            case "items":
                if value.sequence != nil { throw error(value, here, "'items' must be a schema in 2020-12; a list of schemas is 'prefixItems'") }
                s.items = subschema(value, here, keyword)
            case "contains": s.contains = subschema(value, here, keyword)
            case "minContains": s.minContains = try count(value)
            case "maxContains": s.maxContains = try count(value)
            case "minItems": s.minItems = try count(value)
            case "maxItems": s.maxItems = try count(value)
            case "uniqueItems":
                guard let b = value.bool else { throw error(value, here, "'uniqueItems' must be true or false") }
                s.uniqueItems = b
            case "minLength": s.minLength = try count(value)
            case "maxLength": s.maxLength = try count(value)
            case "pattern":
                guard let scalar = value.scalar, case .string = scalar.resolved else { throw error(value, here, "'pattern' must be a string") }
                s.pattern = try regex(scalar.text, value, here)
            case "minimum": s.minimum = try number(value)
            case "maximum": s.maximum = try number(value)
            case "exclusiveMinimum": s.exclusiveMinimum = try number(value)
            case "exclusiveMaximum": s.exclusiveMaximum = try number(value)
            case "multipleOf":
                let (n, text) = try number(value)
                guard n.double > 0, n.double.isFinite else { throw error(value, here, "'multipleOf' must be greater than 0") }
                let exact: ExactDecimal?
                if case .int(let i) = n { exact = ExactDecimal(i) } else { exact = ExactDecimal(text: text) }
                s.multipleOf = (n.double, exact, text)
            case "allOf": s.allOf = try schemas(value, keyword)
            case "anyOf": s.anyOf = try schemas(value, keyword)
            case "oneOf": s.oneOf = try schemas(value, keyword)
            case "not": s.not = subschema(value, here, keyword)
            case "if": s.ifSchema = subschema(value, here, keyword)
            case "then": s.thenSchema = subschema(value, here, keyword)
            case "else": s.elseSchema = subschema(value, here, keyword)
            case "$ref":
                guard let scalar = value.scalar, case .string = scalar.resolved else { throw error(value, here, "'$ref' must be a string") }
                s.refText = scalar.text
                s.ref = try resolve(scalar.text, value, here)
            case "format":
                // Annotations (date-time, email, …) stay annotations; the tool's own formats assert.
                if let name = value.string { s.format = SchemaFormat(rawValue: name) }
            case "title": s.title = value.string
            case "description": s.summary = value.string
            case "$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "unevaluatedProperties", "unevaluatedItems":
                throw error(pair.key, here, "'\(keyword)' is not supported by this validator")
            case "dependencies":
                throw error(pair.key, here, "'dependencies' is from draft 7; use 'dependentRequired' or 'dependentSchemas'")
            default:
                break  // $id, $schema, $defs, $comment, $anchor, default, examples, …: annotations
            }
        }
        if s.ifSchema == nil {
            s.thenSchema = nil
            s.elseSchema = nil
        } else if s.thenSchema == nil && s.elseSchema == nil {
            s.ifSchema = nil  // an `if` alone asserts nothing
        }
        if let values = s.enumValues ?? s.constValue.map({ [$0] }), s.enumValues == nil || s.constValue == nil {
            let strings = values.compactMap { value -> String? in
                guard let scalar = value.scalar, case .string = scalar.resolved else { return nil }
                return scalar.text
            }
            if strings.count == values.count { s.enumStrings = strings }
        }
        s.numbersAsStrings = s.types.map { $0.contains(.string) && !$0.contains(.number) && !$0.contains(.integer) } ?? false
        s.tracksPresence = !s.required.isEmpty || !s.dependentRequired.isEmpty || !s.dependentSchemas.isEmpty
        s.hasObjectKeywords = !s.names.isEmpty || !s.patternProperties.isEmpty || s.additionalProperties != nil
            || s.propertyNames != nil || s.minProperties != nil || s.maxProperties != nil
        s.hasArrayKeywords = !s.prefixItems.isEmpty || s.items != nil || s.contains != nil || s.minItems != nil
            || s.maxItems != nil || s.uniqueItems
        s.hasStringKeywords = s.minLength != nil || s.maxLength != nil || s.pattern != nil || s.format != nil
        s.hasNumberKeywords = s.minimum != nil || s.maximum != nil || s.exclusiveMinimum != nil
            || s.exclusiveMaximum != nil || s.multipleOf != nil
        s.hasApplicators = s.ref != nil || !s.allOf.isEmpty || !s.anyOf.isEmpty || !s.oneOf.isEmpty || s.not != nil
            || s.ifSchema != nil
        s.alwaysValid = s.types == nil && s.enumValues == nil && s.constValue == nil && !s.hasObjectKeywords
            && !s.hasArrayKeywords && !s.hasStringKeywords && !s.hasNumberKeywords && !s.hasApplicators
            && s.dependentSchemas.isEmpty && !s.tracksPresence
    }

    private func regex(_ pattern: String, _ node: Node, _ here: SchemaRegistry.Location) throws -> SchemaRegex {
        do {
            return try SchemaRegex(pattern)
        } catch {
            throw self.error(node, here, "invalid regular expression '\(pattern)'")
        }
    }

    /// A `$ref` against the base URI in force; a reference that misses is tried once more against
    /// the document's own location, so files without a matching `$id` still find their siblings.
    private mutating func resolve(_ reference: String, _ node: Node, _ here: SchemaRegistry.Location) throws -> CompiledSchema {
        let key = "\(here.document)\u{1}" + here.base.text + "\u{1}" + reference
        if let known = resolved[key] { return known }
        let primary = here.base.resolving(reference)
        var found = registry.locate(primary)
        var problems = registry.retrievalProblem(primary).map { [": \($0)"] } ?? []
        if found == nil {
            let fileBased = registry.document(here.document).uri.resolving(reference)
            if fileBased != primary {
                found = registry.locate(fileBased)
                if let problem = registry.retrievalProblem(fileBased) { problems.append("; nor at \(fileBased.text): \(problem)") }
            }
        }
        guard let (location, target) = found else {
            throw error(node, here, "$ref '\(reference)' points at nothing (resolved to \(primary.text))" + problems.joined())
        }
        let schema = shell(location, target)
        resolved[key] = schema
        return schema
    }

    /// Rejects schemas that apply themselves to the same value without end (`a: {$ref: b}`,
    /// `b: {allOf: [{$ref: a}]}`), which would otherwise recurse forever while validating.
    private func checkCycles() throws {
        var state: [ObjectIdentifier: UInt8] = [:]  // 1 on the stack, 2 done
        for (_, start) in created where state[ObjectIdentifier(start)] == nil {
            var stack: [(schema: CompiledSchema, children: [CompiledSchema], next: Int)] = [(start, start.inPlaceChildren, 0)]
            state[ObjectIdentifier(start)] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next == stack[top].children.count {
                    state[ObjectIdentifier(stack[top].schema)] = 2
                    stack.removeLast()
                    continue
                }
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                switch state[ObjectIdentifier(child)] {
                case 1:
                    let cycle = stack.drop { $0.schema !== child }.map(\.schema.uri) + [child.uri]
                    throw SchemaCompileError(
                        location: child.location,
                        message: "schema applies itself to the same value without end: " + cycle.joined(separator: " → "))
                case 2:
                    continue
                default:
                    state[ObjectIdentifier(child)] = 1
                    stack.append((child, child.inPlaceChildren, 0))
                }
            }
        }
    }

    /// The property that tells the alternatives apart, when each alternative pins it to its own
    /// `const` or `enum` (following `$ref` and `allOf`).
    private func discriminator(_ branches: [CompiledSchema]) -> Discriminator? {
        func claims(_ s: CompiledSchema, _ depth: Int, into out: inout [(name: String, values: [Node], required: Bool)]) {
            guard depth < 8 else { return }
            for (name, index) in s.nameIndex.sorted(by: { $0.value < $1.value }) {
                let isRequired = s.required.contains(index)
                if let property = s.propertySchemas[index], let values = pinned(property, depth) {
                    if let existing = out.firstIndex(where: { $0.name == name }) {
                        out[existing].required = out[existing].required || isRequired
                    } else {
                        out.append((name, values, isRequired))
                    }
                } else if isRequired, let existing = out.firstIndex(where: { $0.name == name }) {
                    out[existing].required = true
                }
            }
            if let ref = s.ref { claims(ref, depth + 1, into: &out) }
            for member in s.allOf { claims(member, depth + 1, into: &out) }
        }
        func pinned(_ s: CompiledSchema, _ depth: Int) -> [Node]? {
            if let c = s.constValue { return [c] }
            if let e = s.enumValues { return e }
            if let ref = s.ref, depth < 8 { return pinned(ref, depth + 1) }
            return nil
        }
        let perBranch = branches.map { branch -> [(name: String, values: [Node], required: Bool)] in
            var out: [(name: String, values: [Node], required: Bool)] = []
            claims(branch, 0, into: &out)
            return out
        }
        guard branches.count > 1, let first = perBranch.first else { return nil }
        for candidate in first.map(\.name) {
            let entries = perBranch.compactMap { $0.first { $0.name == candidate } }
            guard entries.count == branches.count else { continue }
            let differs = entries.contains { entry in
                entry.values.count != entries[0].values.count
                    || !zip(entry.values, entries[0].values).allSatisfy { SchemaJSON.equal($0, $1) }
            }
            guard differs else { continue }
            var strings: [String] = []
            for entry in entries {
                for value in entry.values {
                    if let scalar = value.scalar, case .string = scalar.resolved, !strings.contains(scalar.text) {
                        strings.append(scalar.text)
                    }
                }
            }
            return Discriminator(
                property: candidate, values: entries.map(\.values), allStrings: strings,
                requiredEverywhere: entries.allSatisfy(\.required))
        }
        return nil
    }
}
