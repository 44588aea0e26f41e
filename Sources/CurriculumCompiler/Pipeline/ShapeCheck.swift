import CurriculumSchema
import CurriculumSyntax

/// The Shape stage: each file against the schema its `kind` names (schemas/, embedded in the
/// binary), plus the editor modeline that points VS Code at the same schema.
package struct ShapeCheck: Sendable {
    package let validator: SchemaValidator
    /// Kind → the schema's file name, for the modeline check.
    let schemaFiles: [String: String]

    /// Schemas compile once per process; every compile and thread shares them.
    package static let shared: Result<ShapeCheck, SchemaLoadError> = make(from: SchemaRegistry.builtInFiles)

    /// A checker for a set of schema files (path relative to the schema directory, text): a
    /// failure, never a trap, when they are missing, unreadable or do not compile.
    static func make(from files: [(path: String, text: String)]) -> Result<ShapeCheck, SchemaLoadError> {
        do {
            let (registry, problems) = SchemaRegistry.builtIn(from: files)
            guard problems.isEmpty else { return .failure(SchemaLoadError(message: problems.map { "\($0.location): \($0.message)" }.joined(separator: "\n"))) }
            let validator = try SchemaValidator(registry: registry)
            guard !validator.kinds.isEmpty else { return .failure(SchemaLoadError(message: "the tool holds no schema for any kind of file")) }
            let files = validator.kinds.mapValues { schema in String(schema.uri.split(separator: "#").first?.split(separator: "/").last ?? "") }
            return .success(ShapeCheck(validator: validator, schemaFiles: files))
        } catch {
            return .failure(SchemaLoadError(message: "\(error)"))
        }
    }

    /// The shared checker; a broken installation (schemas missing or invalid) is an internal
    /// failure the commands report with exit code 3.
    static func load() throws -> ShapeCheck { try shared.get() }

    /// The file's problems, and the kind it was checked (and is to be decoded) as: what its
    /// `kind` says, or the kind a misspelt one is almost certainly meant to be.
    func check(_ root: Node, in source: SourceFile) -> (diagnostics: [Diagnostic], kind: String?) {
        var found = validator.validate(document: root, path: source.path)
        let kind = validator.kind(of: root)
        if let kind, let file = schemaFiles[kind] {
            found += SchemaModeline.check(source, expecting: file)
        }
        return (found, kind)
    }

    /// The kind a file that did not parse was meant to be, from what its lines say: a top-level
    /// `kind:` (misspelt or not), else the schema its modeline names.
    package func kind(scanning source: SourceFile) -> String? {
        let lines = BrokenInputScan.topLevel(source)
        if let written = lines["kind"], let kind = validator.kind(named: written) { return kind }
        guard let first = source.line(1), let range = first.range(of: SchemaModeline.prefix) else { return nil }
        let file = String(first[range.upperBound...].split(separator: "/").last ?? "").trimmingCharacters(in: .whitespaces)
        return schemaFiles.first { $0.value == file }?.key
    }
}

package struct SchemaLoadError: Error, CustomStringConvertible, Sendable {
    package var message: String
    package var description: String { "the built-in schemas cannot be loaded: \(message)" }
}
