import CurriculumSyntax
import CurriculumCompiler
import Foundation

/// What `lint` shows of a run and what it exits with: `--min-severity`, `--baseline` and
/// `--write-baseline`. Kept apart from LintCommand so `--watch` and `--fix` show each run the
/// same way.
struct LintView {
    var format: ReportFormat
    var minimum: Severity = .info
    var baseline: (url: URL, shown: String)?
    var writeBaseline: (url: URL, shown: String)?
    var watchRuns: Int?
    /// `--fix` or `--fix-dry-run`.
    var fix: LintFixer.Mode?

    init(_ args: ParsedArguments, format: ReportFormat, io: CommandIO) throws {
        self.format = format
        if let level = args.value("--min-severity") {
            let allowed: [Severity] = [.info, .warning, .error]
            guard let severity = Severity(rawValue: level.lowercased()), allowed.contains(severity) else {
                throw UsageError("--min-severity expects info, warning or error, got '\(level)'" + EditDistance.didYouMean(closestTo: level, in: allowed.map(\.rawValue)))
            }
            minimum = severity
        }
        if let path = args.value("--baseline") {
            baseline = (io.url(for: path), path)
            try Self.refuseSpecialFile(io.url(for: path), shown: path, option: "--baseline", does: "reads")
        }
        if let path = args.value("--write-baseline") {
            writeBaseline = (io.url(for: path), path)
            // Refused before linting, so a device, a FIFO or a folder is never waited on or replaced.
            try Self.refuseSpecialFile(io.url(for: path), shown: path, option: "--write-baseline", does: "writes")
        }
        if baseline != nil, writeBaseline != nil {
            throw UsageError("--baseline and --write-baseline cannot be combined; --write-baseline records every finding")
        }
        if args.has("--watch") {
            guard format == .text else { throw UsageError("--watch prints text; it cannot be combined with --format \(format.rawValue)") }
            guard writeBaseline == nil else { throw UsageError("--watch cannot be combined with --write-baseline") }
        }
        if args.has("--fix") && args.has("--fix-dry-run") {
            throw UsageError("--fix and --fix-dry-run cannot be combined; --fix-dry-run shows what --fix would change")
        }
        for (flag, mode) in [("--fix", LintFixer.Mode.write), ("--fix-dry-run", .dryRun)] where args.has(flag) {
            guard !args.has("--watch") else { throw UsageError("\(flag) cannot be combined with --watch") }
            guard writeBaseline == nil else { throw UsageError("\(flag) cannot be combined with --write-baseline") }
            if mode == .dryRun, format != .text {
                throw UsageError("--fix-dry-run prints a diff; it cannot be combined with --format \(format.rawValue)")
            }
            fix = mode
        }
        if let runs = args.value("--watch-runs") {
            guard args.has("--watch") else { throw UsageError("--watch-runs needs --watch") }
            guard let n = Int(runs), n >= 1 else { throw UsageError("--watch-runs expects a whole number of at least 1, got '\(runs)'") }
            watchRuns = n
        }
    }

    /// What the run shows after the baseline and `--min-severity`, and how many findings the
    /// baseline hid and how many of its entries matched nothing.
    func present(_ report: LintReport, io: CommandIO) throws -> (report: LintReport, baselined: Int, stale: Int) {
        var diagnostics = report.diagnostics
        var baselined = 0, stale = 0
        if let baseline {
            let data: Data
            do {
                try Self.refuseSpecialFile(baseline.url, shown: baseline.shown, option: "--baseline", does: "reads")
                // Bounded, but well above a lesson's limit: a baseline of a big curriculum's findings is large.
                data = Data(try SourceFile.read(baseline.url, displayPath: baseline.shown, limit: 512 << 20).bytes)
            } catch let error as UsageError {
                throw error
            } catch InputFile.Failure.system(let code) {
                // Read by descriptor, the error has no path: say which part of this one is wrong.
                let reason = ErrorDescription.reason(errno: code, at: baseline.url.path, shown: baseline.shown)
                throw LintViewError("cannot read baseline '\(baseline.shown)': \(reason)")
            } catch {
                throw LintViewError(ErrorDescription.describe(error, path: baseline.shown, action: .read, noun: "baseline"))
            }
            let loaded: Baseline
            do {
                loaded = try Baseline.parse(data)
            } catch {
                throw LintViewError("baseline '\(baseline.shown)' is not a curriculum baseline: \(error)")
            }
            (diagnostics, baselined, stale) = loaded.filter(
                report, relativeTo: baseline.url.deletingLastPathComponent(), currentDirectory: io.currentDirectory)
        }
        diagnostics = diagnostics.filter { $0.severity >= minimum }
        let shown = LintReport(diagnostics: diagnostics, sources: report.sources, checkedFiles: report.checkedFiles, rules: report.rules)
        return (shown, baselined, stale)
    }

    /// Writes the baseline, or prints the report; returns the exit code.
    func finish(_ report: LintReport, io: CommandIO) throws -> ExitCode {
        if let writeBaseline {
            let baseline = Baseline(
                report: report, relativeTo: writeBaseline.url.deletingLastPathComponent(), currentDirectory: io.currentDirectory)
            do {
                // Through a symlink to its target, and only over a regular file.
                try AtomicFile.writeReplacing(path: writeBaseline.url.path, bytes: Array(baseline.serialized().utf8), createFolders: true)
            } catch AtomicFile.Failure.notRegularFile(_, let kind) {
                throw Self.specialFile(shown: writeBaseline.shown, kind: kind, option: "--write-baseline", does: "writes")
            } catch {
                throw LintViewError(ErrorDescription.describe(error, path: writeBaseline.shown, action: .write, noun: "baseline"))
            }
            let n = baseline.entries.count
            io.err("wrote \(n) finding\(n == 1 ? "" : "s") to baseline \(writeBaseline.shown); lint with --baseline \(writeBaseline.shown) to report only new ones\n")
            return .success
        }
        let (shown, baselined, stale) = try present(report, io: io)
        io.emit(shown, format: format)
        if let baseline { io.err(Self.baselineNote(baselined: baselined, stale: stale, file: baseline.shown)) }
        return shown.count(.error) > 0 ? .contentErrors : .success
    }

    /// A usage error when something other than a regular file (a folder, a device, a FIFO, a
    /// socket) is at `url`, symlinks followed; a missing path or one that cannot be looked at is
    /// left for the read or write to report.
    static func refuseSpecialFile(_ url: URL, shown: String, option: String, does: String) throws {
        do {
            _ = try AtomicFile.destination(of: url.path)
        } catch AtomicFile.Failure.notRegularFile(_, let kind) {
            throw specialFile(shown: shown, kind: kind, option: option, does: does)
        } catch {
            return
        }
    }

    static func specialFile(shown: String, kind: String, option: String, does: String) -> UsageError {
        UsageError("\(option) '\(shown)' is \(kind), not a regular file; \(option) \(does) only a regular file (or a symlink to one)\(does == "writes" ? " or a new path" : "")")
    }

    static func baselineNote(baselined: Int, stale: Int, file: String) -> String {
        var note = "\(baselined) finding\(baselined == 1 ? "" : "s") in baseline \(file) not shown"
        if stale > 0 {
            note += "; \(stale) of its entries \(stale == 1 ? "matches" : "match") nothing now (fixed or edited): rewrite it with --write-baseline \(file)"
        }
        return note + "\n"
    }
}

/// An I/O problem with a file `lint` was asked to read or write: exit 3.
struct LintViewError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
