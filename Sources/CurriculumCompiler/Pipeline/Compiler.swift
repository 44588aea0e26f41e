import Dispatch
import Foundation

/// What one run of the pipeline produced.
public struct Compilation: Sendable {
    public var catalog: Catalog
    public var diagnostics: [Diagnostic]
    public var sources: [String: SourceFile]
    public var files: [String]
    /// The curriculum root the run compiled.
    public var root: URL
    /// Where each checked file is on disk, by the path diagnostics print.
    var filePaths: [String: FileDiscovery.Found] = [:]
    /// The size limit the files were read with.
    var maxFileBytes = LoadLimits().maxFileBytes

    /// The source of a checked file, from memory or read back from disk, for quoting it.
    public func source(_ path: String) -> SourceFile? {
        if let source = sources[path] { return source }
        guard let file = filePaths[path] else { return nil }
        return try? Compiler.read(file, limit: maxFileBytes).get()
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public func report(rules: [RuleDescription] = RuleRegistry.all) -> LintReport {
        LintReport(diagnostics: diagnostics, sources: sources, checkedFiles: files, rules: rules)
    }
}

public struct CompileOptions: Sendable {
    /// Per-run severity overrides (`--rule ID=level`), applied over the manifest's.
    public var ruleOverrides: [(id: String, severity: Severity)] = []
    public var strict = false
    public var limits = LoadLimits()
    public init() {}
}

/// Load → Shape → Decode → Link → Check, in one direction (DESIGN.md, The pipeline).
public enum Compiler {
    public static func compile(root: URL, displayRoot: String, options: CompileOptions = CompileOptions()) throws -> Compilation {
        var timer = StageTimer()
        // The schemas compile on the other core while this one walks the folders and both parse.
        let schemas = BackgroundValue { ShapeCheck.shared }
        let discovery = FileDiscovery(root: root, displayRoot: displayRoot).run()
        timer.lap("discovery")
        var diagnostics = discovery.diagnostics
        let loader = YAMLLoader(limits: options.limits)

        // Files load independently, so they load in parallel; results keep discovery order. A
        // file parsed before the schemas are ready waits, parsed, for a second round, rather
        // than holding up the parsing of the rest.
        let found = discovery.files
        let results = ConcurrentResults<FileResult>(count: found.count)
        DispatchQueue.concurrentPerform(iterations: found.count) { index in
            results[index] = loadFile(found[index], loader: loader, shape: schemas.ifReady.flatMap { try? $0.get() })
        }
        let shape = try schemas.value.get()  // a broken installation is an internal failure, not a finding
        let waiting = results.values.enumerated().compactMap { $1?.parsed != nil ? $0 : nil }
        DispatchQueue.concurrentPerform(iterations: waiting.count) { index in
            guard let result = results[waiting[index]], let root = result.parsed, let source = result.source else { return }
            results[waiting[index]] = check(root, of: source, after: result.diagnostics, shape: shape)
        }
        var sources: [String: SourceFile] = [:]
        var entities: [Entity] = []
        for result in results.values {
            guard let result else { continue }
            diagnostics += result.diagnostics
            if let source = result.source { sources[source.path] = source }
            if let entity = result.entity { entities.append(entity) }
        }
        timer.lap("load, shape and decode")

        var catalog = Linker.link(entities)
        timer.lap("link")
        catalog.solutions = SolutionTable.solve(catalog)
        timer.lap("solve")
        diagnostics += withoutCascades(runRules(on: catalog), after: diagnostics)
        timer.lap("rules")
        diagnostics = Configuration(catalog: catalog, options: options).apply(to: diagnostics)
        var compilation = Compilation(
            catalog: catalog, diagnostics: diagnostics.sorted(), sources: sources,
            files: found.map(\.displayPath), root: root)
        compilation.filePaths = Dictionary(found.map { ($0.displayPath, $0) }, uniquingKeysWith: { a, _ in a })
        compilation.maxFileBytes = options.limits.maxFileBytes
        // Reporters quote the lines findings point at; read back only the files that have them.
        for path in Set(diagnostics.map(\.location.path)) where compilation.sources[path] == nil {
            compilation.sources[path] = compilation.source(path)
        }
        return compilation
    }

    /// The same pipeline over files already in memory (the fuzzer and tests use it).
    public static func compile(sources files: [SourceFile], options: CompileOptions = CompileOptions()) throws -> Compilation {
        let shape = try ShapeCheck.load()
        let loader = YAMLLoader(limits: options.limits)
        var diagnostics: [Diagnostic] = []
        var entities: [Entity] = []
        for source in files {
            let result = loadSource(source, loader: loader, shape: shape)
            diagnostics += result.diagnostics
            if let entity = result.entity { entities.append(entity) }
        }
        var catalog = Linker.link(entities)
        catalog.solutions = SolutionTable.solve(catalog)
        diagnostics += withoutCascades(runRules(on: catalog), after: diagnostics)
        diagnostics = Configuration(catalog: catalog, options: options).apply(to: diagnostics)
        return Compilation(
            catalog: catalog, diagnostics: diagnostics.sorted(),
            sources: Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a }),
            files: files.map(\.path), root: URL(fileURLWithPath: "/"))
    }

    struct FileResult: Sendable {
        var source: SourceFile?
        var diagnostics: [Diagnostic]
        var entity: Entity?
        /// A document parsed before the schemas were ready, still to be checked and decoded.
        var parsed: Node?
    }

    /// Reads and parses a file, then checks and decodes it if `shape` is given; without it the
    /// result holds the parsed document for `check`.
    static func loadFile(_ file: FileDiscovery.Found, loader: YAMLLoader, shape: ShapeCheck?) -> FileResult {
        let source: SourceFile
        switch read(file, limit: loader.limits.maxFileBytes) {
        case .success(let read): source = read
        case .failure(let failure):
            return FileResult(source: nil, diagnostics: [InputFile.diagnostic(failure, at: file.displayPath)], entity: nil)
        }
        let (root, diagnostics) = loader.load(source)
        guard let root else { return FileResult(source: diagnostics.isEmpty ? nil : source, diagnostics: diagnostics, entity: nil) }
        guard let shape else { return FileResult(source: source, diagnostics: diagnostics, entity: nil, parsed: root) }
        return check(root, of: source, after: diagnostics, shape: shape)
    }

    /// Reads a discovered file: without following a link that was not there when it was found.
    static func read(_ file: FileDiscovery.Found, limit: Int) -> Result<SourceFile, InputFile.Failure> {
        InputFile.read(file.path, displayPath: file.displayPath, limit: limit, followSymlinks: file.followsSymlink)
    }

    static func loadSource(_ source: SourceFile, loader: YAMLLoader, shape: ShapeCheck) -> FileResult {
        let (root, diagnostics) = loader.load(source)
        guard let root else { return FileResult(source: diagnostics.isEmpty ? nil : source, diagnostics: diagnostics, entity: nil) }
        return check(root, of: source, after: diagnostics, shape: shape)
    }

    /// Checks a parsed document against its schema and decodes it.
    static func check(_ root: Node, of source: SourceFile, after loading: [Diagnostic], shape: ShapeCheck) -> FileResult {
        let diagnostics = loading + shape.check(root, in: source)
        let entity = FileDecoder(source: source, root: root).decode()
        // Sources are kept only for files with findings so far, which bounds memory at scale.
        return FileResult(source: diagnostics.isEmpty ? nil : source, diagnostics: diagnostics, entity: entity)
    }

    /// A catalog finding at the very spot of a YAML or schema error is an echo of it — an
    /// answer of `6.5` is also "wrong", an id that breaks its pattern also "does not nest" — so
    /// it is held back; it reappears if the fix leaves a real problem there.
    static func withoutCascades(_ found: [Diagnostic], after stage: [Diagnostic]) -> [Diagnostic] {
        let broken = Set(stage.filter { $0.severity == .error }.map(\.location))
        guard !broken.isEmpty else { return found }
        return found.filter { !broken.contains($0.location) }
    }

    /// Catalog rules are independent pure functions, so they run in parallel too.
    static func runRules(on catalog: Catalog) -> [Diagnostic] {
        let rules = RuleRegistry.catalogRules
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

/// A fixed-size array that concurrent workers fill by index.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { storage } }
}
