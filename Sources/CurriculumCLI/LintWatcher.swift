import CurriculumCompiler
import Foundation

/// `lint --watch`: lints, then polls the curriculum's files every half second and, after each
/// change, lints again and prints only what changed: new findings in full, fixed ones in a
/// line each. Polling modification times needs no inotify and behaves the same on macOS.
///
/// Time is injected (`sleep`, `now`) and runs can be capped, so tests drive the loop by
/// editing files inside `sleep`.
struct LintWatcher {
    var request: CompileRequest
    var view: LintView
    var io: CommandIO
    /// Stop after this many lint runs, the first included; nil watches until interrupted.
    var maxRuns: Int?
    var interval: TimeInterval = 0.5
    /// A safety stop for tests: give up after this many polls.
    var maxPolls: Int?
    var sleep: (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }
    var now: () -> Date = Date.init
    /// Each run after the first reloads only the files that changed.
    let sessions = CompileSessions()

    /// Size and modification time of every YAML file being watched, and what could not be read.
    typealias Snapshot = [String: FileStamp]

    struct FileStamp: Equatable {
        /// Nanoseconds since 1970.
        var modified: Int
        var size: Int
        /// A finding's rule when the entry is not a file that is read (a pipe, a link out of
        /// the root): when it changes or goes, the curriculum is linted again.
        var finding: String?
    }

    func run() throws -> ExitCode {
        var snapshot = Self.snapshot(of: watchedRoots())
        var previous = try lintOnce()
        io.emit(previous.report, format: .text)
        if let baseline = view.baseline {
            io.err(LintView.baselineNote(baselined: previous.baselined, stale: previous.stale, file: baseline.shown))
        }
        var code = Self.exitCode(previous.report)
        var runs = 1
        var polls = 0
        if maxRuns.map({ runs < $0 }) ?? true {
            let watched = snapshot.values.filter { $0.finding == nil }.count
            io.err("watching \(watched) file\(watched == 1 ? "" : "s") for changes; press Ctrl-C to stop\n")
        }
        while maxRuns.map({ runs < $0 }) ?? true {
            if let maxPolls, polls >= maxPolls { break }
            sleep(interval)
            polls += 1
            let current = Self.snapshot(of: watchedRoots())
            guard current != snapshot else { continue }
            let changed = Self.changedFiles(from: snapshot, to: current)
            snapshot = current
            runs += 1
            let next: (report: LintReport, baselined: Int, stale: Int)
            do {
                next = try lintOnce()
            } catch CompileRequest.Failure.missing(let path) {
                io.err("error: cannot read '\(TerminalSafe.escape(path))': no such file or directory\n")
                continue
            } catch let error as UsageError {
                // Every file gone for now, say: keep watching for them to come back.
                io.err("error: \(error.message)\n")
                continue
            }
            io.out(Self.describeChanges(from: previous.report, to: next.report, changedFiles: changed, at: now(), io: io))
            previous = next
            code = Self.exitCode(next.report)
        }
        return code
    }

    private func lintOnce() throws -> (report: LintReport, baselined: Int, stale: Int) {
        var request = self.request
        request.sessions = sessions
        return try view.present(LintCommand.lint(request, io: io), io: io)
    }

    static func exitCode(_ report: LintReport) -> ExitCode {
        report.count(.error) > 0 ? .contentErrors : .success
    }

    /// The folders to poll: each folder given, and for each file the curriculum it belongs to,
    /// since an edit elsewhere can change its cross-file findings.
    func watchedRoots() -> [URL] { Self.roots(of: request, io: io) }

    static func roots(of request: CompileRequest, io: CommandIO) -> [URL] {
        var roots: [URL] = []
        for path in request.paths.isEmpty ? [CompileRequest.defaultRoot] : request.paths {
            let url = io.url(for: path)
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else { continue }
            roots.append(isDir.boolValue ? url : CurriculumRoot.enclosing(of: url, displayPath: path).0)
        }
        return roots
    }

    /// What lint would read under each root, found the way lint finds it (the same walk, so
    /// the same files: upper-case extensions, names that are not UTF-8, deep paths), with
    /// nothing opened.
    static func snapshot(of roots: [URL]) -> Snapshot {
        var stamps: Snapshot = [:]
        for root in roots {
            let (files, diagnostics) = FileDiscovery(root: root, displayRoot: root.standardizedFileURL.path).run()
            for file in files { stamps[file.displayPath] = FileStamp(modified: file.modified, size: file.size) }
            for d in diagnostics where stamps[d.location.path] == nil {
                stamps[d.location.path] = FileStamp(modified: 0, size: 0, finding: d.ruleID)
            }
        }
        return stamps
    }

    static func changedFiles(from old: Snapshot, to new: Snapshot) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }

    /// What one re-lint shows: a header naming the changed files, new findings in full (as the
    /// text reporter prints them), fixed findings one line each, and the totals now.
    static func describeChanges(from before: LintReport, to after: LintReport, changedFiles: [String], at time: Date, io: CommandIO) -> String {
        let (new, fixed) = Baseline.changes(from: before, to: after, currentDirectory: io.currentDirectory)
        var out = "\n[\(clockTime(time))] "
        let names = changedFiles.map { TerminalSafe.escape(DisplayPath.lastComponent($0)) }
        out += names.count <= 3 ? names.joined(separator: ", ") : "\(names.count) files"
        out += " changed: \(new.count) new, \(fixed.count) fixed\n"
        if !new.isEmpty {
            let only = LintReport(diagnostics: new, sources: after.sources, checkedFiles: after.checkedFiles, rules: after.rules)
            var text = TextReporter(options: ReporterOptions(color: io.useColor, maxPerRule: io.maxPerRule)).render(only)
            // The reporter closes with totals for the findings it was given; the totals that
            // matter here are the whole run's, printed below.
            if let cut = text.dropLast().lastIndex(of: "\n") { text = String(text[...cut]) } else { text = "" }
            out += text
        }
        for d in fixed {
            out += "fixed: \(TerminalSafe.escape(d.location.description)): \(d.severity.rawValue): \(TerminalSafe.escape(d.message)) [\(d.ruleID)]\n"
        }
        let errors = after.count(.error), warnings = after.count(.warning), infos = after.count(.info)
        out += "now: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if infos > 0 { out += ", \(infos) info" }
        out += " in \(after.checkedFiles.count) file\(after.checkedFiles.count == 1 ? "" : "s")\n"
        return out
    }

    static func clockTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
