import CurriculumPreview
import CurriculumCompiler
import Foundation

/// `curriculum preview`: a static site showing every item as the child will see it, with the
/// reviewer's details and our findings beside it. It previews a curriculum with errors too
/// (authors preview mid-work), so it exits 0 unless it could not write.
package enum PreviewCommand: Command {
    package static let name = "preview"
    package static let summary = "Write a static site that shows every item as a child sees it, with its findings beside it."
    package static let synopsis = "[PATH] [--out DIR] [--watch] [--strict] [--rule ID=LEVEL]…"
    package static let discussion = """
        Writes DIR/index.html (grades, units, skills and lessons) and one page per lesson in \
        DIR/lessons/, each item drawn from its fields in inline SVG with its answer, the solver's \
        working, hints, feedback, alt text, spoken form (with a Read aloud button), difficulty, \
        CRA stage, standards and findings. The pages need no network: open DIR/index.html in a \
        browser. With --watch, pages are rewritten as files are saved. Exits 0 even when the \
        curriculum has errors; 3 when the pages cannot be written.
        """
    package static let options: [OptionSpec] = [
        .value("--out", "DIR", "Where the site goes (default preview). A folder that holds other files is refused.").nonEmpty(),
        .flag("--watch", "Rewrite the pages whenever a curriculum file changes."),
        .value("--watch-runs", "N", "With --watch: stop after N runs (default: until interrupted)."),
        .flag("--strict", "Treat warnings as errors in the findings shown."),
        .repeated("--rule", "ID=LEVEL", "Set a rule's severity for this run."),
    ]

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard args.positionals.count <= 1 else { throw UsageError("preview takes one curriculum folder") }
        let outPath = args.value("--out") ?? "preview"
        var watchRuns: Int?
        if let text = args.value("--watch-runs") {
            guard args.has("--watch") else { throw UsageError("--watch-runs needs --watch") }
            guard let n = Int(text), n > 0 else { throw UsageError("--watch-runs expects a positive whole number, got '\(text)'") }
            watchRuns = n
        }
        let request = CompileRequest(paths: args.positionals, options: try CompileRequest.options(from: args))
        let previewer = Previewer(request: request, output: PreviewOutput(folder: io.url(for: outPath)), shownAs: outPath, io: io)
        if args.has("--watch") { return try PreviewWatcher(previewer: previewer, maxRuns: watchRuns).run() }
        try previewer.previewOnce()
        return .success
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        if let failure = error as? PreviewOutput.Failure { return failure.description }
        if error is AtomicFile.Failure || error is CocoaError { return ErrorDescription.message(error, path: args.value("--out") ?? "preview", action: .write) }
        return ErrorDescription.message(error, path: args.positionals.first ?? CompileRequest.defaultRoot, action: .read)
    }
}

/// One preview run: compile (through sessions kept between runs, so a watch recompiles only what
/// changed), make the pages, write those whose bytes changed, and say so.
struct Previewer {
    var request: CompileRequest
    var output: PreviewOutput
    var shownAs: String
    var io: CommandIO
    let sessions = CompileSessions()
    /// The last run's compile, so a save rewrites only the pages it can change.
    let previous = LastCompile()

    @discardableResult
    func previewOnce(quiet: Bool = false) throws -> [String] {
        var request = self.request
        request.sessions = sessions
        guard let compilation = try request.run(io: io).first else { return [] }
        let site = PreviewSite(compilation)
        let changed = PreviewSite.lessonsChanged(from: previous.value, to: compilation)
        let pages = changed.map(site.pages(of:)) ?? site.pages()
        let written = try output.write(pages, shownAs: shownAs, wholeSite: changed == nil)
        previous.value = compilation
        let errors = compilation.diagnostics.filter { $0.severity == .error }.count
        let warnings = compilation.diagnostics.filter { $0.severity == .warning }.count
        let index = DisplayPath.join(shownAs, PreviewSite.indexPath)
        if !quiet {
            let items = site.catalog.lessons.reduce(0) { $0 + $1.items.count }
            let lessons = site.catalog.lessons.count
            io.out("wrote \(TerminalSafe.escape(index)): \(lessons) lesson page\(lessons == 1 ? "" : "s"), \(items) item\(items == 1 ? "" : "s") (\(written.count) file\(written.count == 1 ? "" : "s") changed)\n")
            if errors + warnings > 0 {
                io.err("note: the pages show \(errors) error\(errors == 1 ? "" : "s") and \(warnings) warning\(warnings == 1 ? "" : "s") on the items they are about (`curriculum lint` lists them all)\n")
            }
        }
        return written
    }
}

/// The compile a watch made last; one watch loop reads and replaces it.
final class LastCompile {
    var value: Compilation?
}
