import CurriculumSyntax
import Dispatch
import Foundation

/// What one run of the pipeline produced.
package struct Compilation: Sendable {
    package var catalog: Catalog
    package var diagnostics: [Diagnostic]
    package var sources: [String: SourceFile]
    package var files: [String]
    /// The curriculum root the run compiled.
    package var root: URL
    /// How paths under `root` are printed.
    package var displayRoot = "."
    /// Where each checked file is on disk, by the path diagnostics print.
    package var filePaths: [String: FileDiscovery.Found] = [:]
    /// The size limit the files were read with.
    var maxFileBytes = LoadLimits().maxFileBytes
    /// The configuration its findings were given, which later stages' findings are given too.
    var options = CompileOptions()

    /// The source of a checked file, from memory or read back from disk, for quoting it.
    package func source(_ path: String) -> SourceFile? {
        if let source = sources[path] { return source }
        guard let file = filePaths[path] else { return nil }
        return try? Compiler.read(file, limit: maxFileBytes).get()
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    package func report(rules: [RuleDescription] = RuleRegistry.all) -> LintReport {
        LintReport(diagnostics: diagnostics, sources: sources, checkedFiles: files, rules: rules)
    }
}

package struct CompileOptions: Sendable {
    /// Per-run severity overrides (`--rule ID=level`), applied over the manifest's.
    package var ruleOverrides: [(id: String, severity: Severity)] = []
    package var strict = false
    package var limits = LoadLimits()
    package init() {}
}

/// Load → Shape → Decode → Link → Check, in one direction (docs/design.md#the-pipeline): the
/// stages one file goes through, and one-shot compiles. Both one-shot compiles are a
/// `CompileSession` used once, so there is one pipeline. `build` goes on with `EmitStage`.
package enum Compiler {
    package static func compile(root: URL, displayRoot: String, options: CompileOptions = CompileOptions()) throws -> Compilation {
        try CompileSession(root: root, displayRoot: displayRoot, options: options).compile()
    }

    /// The same pipeline over files already in memory (the fuzzer and tests use it).
    package static func compile(sources files: [SourceFile], options: CompileOptions = CompileOptions()) throws -> Compilation {
        try CompileSession(sources: files, options: options).compile()
    }

    struct FileResult: Sendable {
        var source: SourceFile?
        var diagnostics: [Diagnostic]
        var entity: Entity?
        /// A document parsed before the schemas were ready, still to be checked and decoded.
        var parsed: Node?
        /// What the file was meant to add, when its errors lose or spoil some of it.
        var brokenInput: [BrokenInput] = []
        /// The file did not parse: only its lines can say what it was meant to be.
        var unparsed = false

        /// Whether the file adds one lesson or nothing, `meant` being what `broken(shape:)`
        /// says it was meant to add: an edit of such a file changes no other lesson's context.
        func addsALessonAtMost(meaning meant: [BrokenInput]) -> Bool {
            switch entity {
            case .lesson, nil: break
            default: return false
            }
            return meant.allSatisfy { if case .lesson = $0.part { true } else { false } }
        }

        /// What the file was meant to add, when its errors lose or spoil some of it; for a file
        /// that did not parse, read from its lines as the kind they name.
        func broken(shape: ShapeCheck) -> [BrokenInput] {
            guard unparsed, let source, let first = diagnostics.filter({ $0.severity == .error }).min(by: { $0.location < $1.location })
            else { return brokenInput }
            return BrokenInputScan.brokenInput(source, kind: shape.kind(scanning: source), cause: first.identity)
        }
    }

    /// Reads a discovered file, then goes on as `loadSource`.
    static func loadFile(_ file: FileDiscovery.Found, loader: YAMLLoader, shape: ShapeCheck?) -> FileResult {
        let source: SourceFile
        switch read(file, limit: loader.limits.maxFileBytes) {
        case .success(let read): source = read
        case .failure(let failure):
            return FileResult(source: nil, diagnostics: [InputFile.diagnostic(failure, at: file.displayPath)], entity: nil)
        }
        return loadSource(source, loader: loader, shape: shape)
    }

    /// Reads a discovered file: without following a link that was not there when it was found.
    static func read(_ file: FileDiscovery.Found, limit: Int) -> Result<SourceFile, InputFile.Failure> {
        InputFile.read(file.path, displayPath: file.displayPath, limit: limit, followSymlinks: file.followsSymlink)
    }

    /// Parses a file's text, then shapes and decodes it if `shape` is given; without it the
    /// result holds the parsed document for `shapeAndDecode`.
    static func loadSource(_ source: SourceFile, loader: YAMLLoader, shape: ShapeCheck?) -> FileResult {
        if FileName.isTranslationFile(source.path) { return loadTranslations(source, limits: loader.limits) }
        let (root, diagnostics) = loader.load(source)
        guard let root else { return FileResult(source: diagnostics.isEmpty ? nil : source, diagnostics: diagnostics, entity: nil, unparsed: true) }
        guard let shape else { return FileResult(source: source, diagnostics: diagnostics, entity: nil, parsed: root) }
        return shapeAndDecode(root, of: source, after: diagnostics, shape: shape)
    }

    /// Checks a parsed document against its schema and decodes it, as the kind its `kind`
    /// names or, misspelt, almost certainly means.
    static func shapeAndDecode(_ root: Node, of source: SourceFile, after loading: [Diagnostic], shape: ShapeCheck) -> FileResult {
        // Templates expand before the schema sees the lesson: a variant is an ordinary item.
        let expansion = TemplateExpansion.expand(root, in: source)
        let root = expansion.root
        let (found, kind) = shape.check(root, in: source)
        let diagnostics = loading + expansion.diagnostics + found
        var decoder = FileDecoder(source: source, root: root, kind: kind)
        decoder.templates = expansion.templates
        let entity = decoder.decode()
        // A misspelt kind that was read as the kind it means spoils nothing the file holds.
        let errors = diagnostics.filter { $0.severity == .error && !($0.ruleID == SchemaKind.id && kind != nil) }
        let broken = errors.isEmpty ? [] : decoder.brokenInput(errors: errors, decoded: entity)
        // Sources are kept only for files with findings so far, which bounds memory at scale.
        return FileResult(source: diagnostics.isEmpty ? nil : source, diagnostics: diagnostics, entity: entity, brokenInput: broken)
    }

    /// Runs `rules` over `catalog`. Catalog rules are independent pure functions, so they run
    /// in parallel too.
    static func runRules(_ rules: [any CatalogRule.Type], on catalog: Catalog) -> [Diagnostic] {
        if StageTimer.perRule {
            // One rule after another, so each one's time is its own.
            var out: [Diagnostic] = []
            for rule in rules {
                var timer = StageTimer()
                out += rule.check(catalog)
                timer.lap(rule.id)
            }
            return out
        }
        let results = ConcurrentResults<[Diagnostic]>(count: rules.count)
        DispatchQueue.concurrentPerform(iterations: rules.count) { index in
            results[index] = rules[index].check(catalog)
        }
        return results.values.flatMap { $0 ?? [] }
    }
}
