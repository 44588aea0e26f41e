import CurriculumSyntax
import Dispatch
import Foundation

/// The pipeline as an object that holds a loaded curriculum (docs/design.md#the-pipeline).
///
/// Every command compiles through a session: `lint` and `build` through one that compiles once,
/// `lint --watch` and `curriculum lsp` through one that lives on and is told what changed — an
/// editor's unsaved buffer (which overrides the file on disk), or "the folder changed". A
/// compile loads, shapes and decodes only the files whose text differs from the last compile,
/// then links the whole catalog again and runs the rules; the COPY pass and the solver reuse
/// what they worked out for lessons and items the change did not touch. Everything a session
/// keeps belongs to it and is dropped with the file it came from, so a long-running server's
/// memory follows the curriculum, not the number of edits.
///
/// One caller at a time: the methods take a lock, so a server may call from any thread.
package final class CompileSession: @unchecked Sendable {
    /// The curriculum folder, or nil for a session over files handed in (tests, the fuzzer).
    package let root: URL?
    /// How paths under `root` are printed; paths in findings start with it.
    package let displayRoot: String
    package let options: CompileOptions

    // A plain lock, not a `Locked`: it guards the whole session and is held through a compile,
    // so compiles happen one at a time.
    private let lock = NSLock()
    private let loader: YAMLLoader
    // The schemas compile on another core while the first compile walks the folders and parses.
    private let schemas = BackgroundValue { ShapeCheck.shared }
    /// What discovery found at the last rescan, and what it could not enter or read.
    private var found: [FileDiscovery.Found] = []
    private var discoveryDiagnostics: [Diagnostic] = []
    private var needsDiscovery: Bool
    /// Unsaved editor buffers by display path, each with the generation it was set at.
    private var buffers: [String: (source: SourceFile, generation: Int)] = [:]
    private var generation = 0
    /// Each file's loaded result, with the text it was loaded from.
    private var loaded: [String: (origin: Origin, result: Compiler.FileResult)] = [:]
    /// Files read back to quote their findings, with the text they were read at.
    private var quoted: [String: (origin: Origin, source: SourceFile)] = [:]
    private let copyPassCache = CopyPassCache()
    /// What rules work out per lesson, while the files that are not lessons stay as they were.
    private var lessonMemo = (context: [String: Origin](), memo: LessonMemo())
    private let numberCheckMemo = NumberCheckMemo()
    /// The findings of the lesson rules, per lesson file.
    private var lessonFindings = LessonFindings<Origin>()
    /// The last compilation; its catalog keeps alive the items whose solutions are reused.
    package private(set) var current: Compilation?

    /// Which text a file's result was loaded from: the disk as discovery saw it, or a buffer.
    private enum Origin: Hashable {
        case disk(size: Int, modified: Int, path: RawPath)
        case buffer(generation: Int)
    }

    /// A session over the curriculum folder `root`, its paths printed under `displayRoot`.
    package init(root: URL, displayRoot: String, options: CompileOptions = CompileOptions()) {
        self.root = root
        self.displayRoot = displayRoot
        self.options = options
        loader = YAMLLoader(limits: options.limits)
        needsDiscovery = true
    }

    /// A session over files in memory only: nothing is read from disk.
    package init(sources: [SourceFile], options: CompileOptions = CompileOptions()) {
        root = nil
        displayRoot = "/"
        self.options = options
        loader = YAMLLoader(limits: options.limits)
        needsDiscovery = false
        for source in sources { setBuffer(source) }
    }

    /// An editor's unsaved text for a file: it is compiled instead of the file on disk, and a
    /// file not on disk yet is compiled as if it were.
    package func setBuffer(_ source: SourceFile) {
        lock.withLock {
            generation += 1
            buffers[source.path] = (source, generation)
        }
    }

    /// The editor closed (or saved and dropped) its buffer: the file on disk counts again.
    package func removeBuffer(_ path: String) {
        lock.withLock { _ = buffers.removeValue(forKey: path) }
    }

    /// Compiles with exactly `sources` as the editor's unsaved buffers, those set before
    /// dropped: a language server hands each compile the texts of its open documents, so they
    /// are kept in one place, the server's. A buffer whose text is the one the session already
    /// has is not loaded again.
    package func compile(buffers sources: [SourceFile]) throws -> Compilation {
        try lock.withLock {
            var kept: [String: (source: SourceFile, generation: Int)] = [:]
            for source in sources {
                if let known = buffers[source.path], known.source === source || known.source.bytes == source.bytes {
                    kept[source.path] = known
                } else {
                    generation += 1
                    kept[source.path] = (source, generation)
                }
            }
            buffers = kept
            return try compileLocked()
        }
    }

    /// The buffer the session holds for a file, if any.
    package func buffer(_ path: String) -> SourceFile? {
        lock.withLock { buffers[path]?.source }
    }

    /// Files were created, deleted, renamed or written on disk: the next compile walks the
    /// folder again and reloads each file whose size or modification time changed.
    package func rescan() {
        lock.withLock { needsDiscovery = root != nil }
    }

    /// Compiles the curriculum as it is now, reusing every file result whose text is unchanged.
    package func compile() throws -> Compilation {
        try lock.withLock { try compileLocked() }
    }

    /// The files whose findings differ between two compilations, including files whose findings
    /// went away: what an editor must be told about after an edit.
    package static func changedFiles(from old: Compilation?, to new: Compilation) -> [String] {
        let before = Dictionary(grouping: old?.diagnostics ?? [], by: \.location.path)
        let after = Dictionary(grouping: new.diagnostics, by: \.location.path)
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    private func compileLocked() throws -> Compilation {
        var timer = StageTimer()
        if needsDiscovery, let root {
            (found, discoveryDiagnostics) = FileDiscovery(root: root, displayRoot: displayRoot).run()
            needsDiscovery = false
            timer.lap("discovery")
        }

        // The files to compile, in order: those on disk, then buffers for files not there yet.
        var plan: [(path: String, origin: Origin, file: FileDiscovery.Found?)] = []
        var onDisk = Set<String>()
        for file in found {
            onDisk.insert(file.displayPath)
            if let buffer = buffers[file.displayPath] {
                plan.append((file.displayPath, .buffer(generation: buffer.generation), file))
            } else {
                plan.append((file.displayPath, .disk(size: file.size, modified: file.modified, path: file.path), file))
            }
        }
        for (path, buffer) in buffers.sorted(by: { $0.key < $1.key }) where !onDisk.contains(path) {
            plan.append((path, .buffer(generation: buffer.generation), nil))
        }

        let stale = plan.indices.filter { loaded[plan[$0].path]?.origin != plan[$0].origin }
        let results = ConcurrentResults<Compiler.FileResult>(count: stale.count)
        let buffers = self.buffers, loader = self.loader, schemas = self.schemas, planned = plan
        // A file parsed before the schemas are ready waits, parsed, for a second round rather
        // than holding up the parsing of the rest.
        DispatchQueue.concurrentPerform(iterations: stale.count) { index in
            let entry = planned[stale[index]]
            let shape = schemas.ifReady.flatMap { try? $0.get() }
            if let buffer = buffers[entry.path] {
                results[index] = Compiler.loadSource(buffer.source, loader: loader, shape: shape)
            } else if let file = entry.file {
                results[index] = Compiler.loadFile(file, loader: loader, shape: shape)
            }
        }
        let shape = try schemas.value.get()  // a broken installation is an internal failure, not a finding
        let waiting = results.values.enumerated().compactMap { $1?.parsed != nil ? $0 : nil }
        DispatchQueue.concurrentPerform(iterations: waiting.count) { index in
            guard let result = results[waiting[index]], let root = result.parsed, let source = result.source else { return }
            results[waiting[index]] = Compiler.shapeAndDecode(root, of: source, after: result.diagnostics, shape: shape)
        }
        var kept: [String: (origin: Origin, result: Compiler.FileResult)] = [:]
        kept.reserveCapacity(plan.count)
        for (index, result) in results.values.enumerated() {
            guard let result else { continue }
            let entry = plan[stale[index]]
            kept[entry.path] = (entry.origin, result)
        }
        for entry in plan where kept[entry.path] == nil {
            if let previous = loaded[entry.path] { kept[entry.path] = previous }
        }
        loaded = kept
        timer.lap("load, shape and decode (\(stale.count) of \(plan.count) files)")

        var diagnostics = discoveryDiagnostics.filter { buffers[$0.location.path] == nil }
        var sources: [String: SourceFile] = [:]
        var entities: [Entity] = []
        var broken: [BrokenInput] = []
        // Which files add a lesson alone (or nothing), and which add what every lesson is
        // checked against: the lesson rules' context.
        var lessonOrigins: [String: Origin] = [:], contextOrigins: [String: Origin] = [:]
        for entry in plan {
            guard let (origin, result) = loaded[entry.path] else { continue }
            diagnostics += result.diagnostics
            if let source = result.source { sources[source.path] = source }
            if let entity = result.entity { entities.append(entity) }
            let meant = result.broken(shape: shape)
            broken += meant
            if result.addsALessonAtMost(meaning: meant) {
                lessonOrigins[entry.path] = origin
            } else {
                contextOrigins[entry.path] = origin
            }
        }
        for (path, buffer) in buffers { sources[path] = buffer.source }

        var catalog = Linker.link(entities, broken: broken)
        catalog.copyPassCache = copyPassCache
        catalog.numberCheckMemo = numberCheckMemo
        if let root, let assets = catalog.assets {
            // Asset files are not YAML and no stage loads them: read what the rules need now.
            let file = found.first { $0.displayPath == assets.path }?.path
            catalog.assetFiles = AssetProbe.probe(assets, catalogFile: file, root: root)
        }
        // Last: setting what is not a lesson drops a catalog's memo.
        if lessonMemo.context != contextOrigins { lessonMemo = (contextOrigins, LessonMemo()) }
        catalog.lessonMemo = lessonMemo.memo
        timer.lap("link")
        // `current` still holds the previous catalog, so its items' identifiers are its own.
        catalog.solutions = SolutionTable.solve(catalog, reusing: current?.catalog.solutions)
        timer.lap("solve")
        let configuration = Configuration(catalog: catalog, options: options)
        let off = configuration.rulesOff
        let rules = RuleRegistry.catalogRules.filter { !off.contains($0.id) }
        var ruleFindings = Compiler.runRules(rules.filter { $0.scope == .catalog }, on: catalog)
        timer.lap("catalog rules")
        let lessons = lessonFindings.findings(
            in: catalog, rules: rules.filter { $0.scope == .lesson }, lessons: lessonOrigins, context: contextOrigins)
        ruleFindings += lessons.findings
        timer.lap("lesson rules (\(lessons.checked) of \(catalog.lessons.count) lessons)")
        diagnostics += Cascade.attach(ruleFindings, to: diagnostics)
        diagnostics = Cascade.fold(configuration.apply(to: diagnostics))
        diagnostics = VariantFindings.fold(diagnostics, templates: Self.templates(of: catalog))
        var compilation = Compilation(
            catalog: catalog, diagnostics: diagnostics.sorted(), sources: sources,
            files: plan.map(\.path), root: root ?? URL(fileURLWithPath: "/"))
        compilation.filePaths = Dictionary(found.map { ($0.displayPath, $0) }, uniquingKeysWith: { a, _ in a })
        compilation.maxFileBytes = options.limits.maxFileBytes
        compilation.displayRoot = displayRoot
        compilation.options = options
        // Reporters quote the lines findings point at; read back only the files that have them,
        // and keep what was read while the file is unchanged, so an edit elsewhere does not
        // read them again.
        var readBack: [String: (origin: Origin, source: SourceFile)] = [:]
        for path in Set(diagnostics.map(\.location.path)) where compilation.sources[path] == nil {
            guard let origin = loaded[path]?.origin else {
                compilation.sources[path] = compilation.source(path)  // a folder's or discovery's finding
                continue
            }
            if let kept = quoted[path], kept.origin == origin {
                readBack[path] = kept
            } else if let source = compilation.source(path) {
                readBack[path] = (origin, source)
            }
            compilation.sources[path] = readBack[path]?.source
        }
        quoted = readBack
        timer.lap("configure and order findings")
        current = compilation
        timer.lap("let the last compilation go")
        return compilation
    }

    /// Each file's item templates, for folding their variants' findings.
    private static func templates(of catalog: Catalog) -> [String: [ItemTemplate]] {
        var byPath: [String: [ItemTemplate]] = [:]
        for lesson in catalog.lessons where !lesson.templates.isEmpty { byPath[lesson.path, default: []] += lesson.templates }
        return byPath
    }
}
