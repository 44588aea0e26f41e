#if canImport(Glibc)
    import Glibc
#endif
import CurriculumSyntax
import CurriculumCompiler
import Foundation

/// `lint --fix` and `lint --fix-dry-run`: each reported finding's single obvious fix
/// (`FixPlan`), written to the files or printed as a unified diff.
///
/// Only what `lint` would report is fixed: the same options, suppressions, baseline and
/// minimum severity apply. A file is written whole and atomically (`AtomicFile`), and only
/// while it still holds the bytes that were linted and is writable; a file that fails is left
/// as it was and the others are still fixed. Then the curriculum is linted again and what
/// remains is reported as `lint` reports it.
struct LintFixer {
    enum Mode: Equatable { case write, dryRun }

    var request: CompileRequest
    var view: LintView
    var io: CommandIO

    /// A file the plan changes: where it is, the bytes that were linted, and what its fixes make of them.
    struct FileFix {
        var shown: String
        var found: FileDiscovery.Found
        var original: [UInt8]
        var fixed: [UInt8]
        /// The fixes applied to `fixed`.
        var fixes: [FixPlan.Fix]
        var findings: Int { fixes.reduce(0) { $0 + $1.diagnostics.count } }
    }

    /// What a lint run leaves to fix.
    struct Prepared {
        var files: [FileFix]
        /// Findings whose fix overlaps another's, for a second run.
        var overlapping: Int
        var errors: Int
        var baselined: Int
        var stale: Int
    }

    func run(_ mode: Mode) throws -> ExitCode {
        let prepared = try prepare()
        if let baseline = view.baseline, mode == .dryRun {
            io.err(LintView.baselineNote(baselined: prepared.baselined, stale: prepared.stale, file: baseline.shown))
        }
        switch mode {
        case .dryRun:
            let findings = prepared.files.reduce(0) { $0 + $1.findings }
            for file in prepared.files {
                io.out(String(decoding: UnifiedDiff.diff(path: file.shown, old: file.original, new: file.fixed), as: UTF8.self))
            }
            io.err("--fix would fix \(Self.count(findings, "finding")) in \(Self.count(prepared.files.count, "file"))\(Self.overlapNote(prepared.overlapping)); nothing was written\n")
            return prepared.errors > 0 ? .contentErrors : .success
        case .write:
            let written = write(prepared.files, limit: request.options.limits.maxFileBytes)
            let fixed = written.files.reduce(0) { $0 + $1.findings }
            io.err("fixed \(Self.count(fixed, "finding")) in \(Self.count(written.files.count, "file"))\(Self.overlapNote(prepared.overlapping))\n")
            let code = try view.finish(LintCommand.lint(request, io: io), io: io)
            return written.failed ? .failure : code
        }
    }

    /// Lints, and works out every file's fixed text in memory.
    func prepare() throws -> Prepared {
        let compilations = try request.run(io: io)
        defer { BackgroundRelease.drop(compilations) }
        let report = LintReport(
            diagnostics: compilations.flatMap(\.diagnostics),
            sources: compilations.reduce(into: [:]) { $0.merge($1.sources) { a, _ in a } },
            checkedFiles: compilations.flatMap(\.files), rules: RuleRegistry.all)
        let (shown, baselined, stale) = try view.present(report, io: io)
        let plan = FixPlan(shown.diagnostics)
        var files: [FileFix] = []
        for (path, fixes) in plan.files {
            let shownPath = TerminalSafe.escape(path)
            guard let compilation = compilations.first(where: { $0.filePaths[path] != nil }),
                let found = compilation.filePaths[path], let source = compilation.sources[path]
            else {
                io.err("warning: not fixing '\(shownPath)': it is not a file that was read\n")
                continue
            }
            // The only fix-it such a file can have removes a byte order mark; its encoding is fixed by hand first.
            guard String(validating: source.bytes, as: UTF8.self) != nil else {
                io.err("warning: not fixing '\(shownPath)': it is not UTF-8 text\n")
                continue
            }
            // A fix is applied whole: when one of its edits is refused, the file is fixed again
            // without it, so no fix is left half done.
            var kept = fixes
            var outcome = TextEditApplier.apply(kept.flatMap(\.edits), to: source.bytes)
            while !outcome.refused.isEmpty {
                for refused in outcome.refused {
                    let rules = kept.first { $0.edits.contains(refused.edit) }?.diagnostics.map(\.ruleID) ?? []
                    io.err("warning: not applying the fix-it at \(TerminalSafe.escape(refused.edit.start.description)) [\(rules.joined(separator: ", "))]: \(refused.reason)\n")
                }
                let refusedEdits = Set(outcome.refused.map(\.edit))
                kept.removeAll { $0.edits.contains(where: refusedEdits.contains) }
                outcome = TextEditApplier.apply(kept.flatMap(\.edits), to: source.bytes)
            }
            guard !kept.isEmpty else { continue }
            files.append(FileFix(shown: path, found: found, original: source.bytes, fixed: outcome.bytes, fixes: kept))
        }
        return Prepared(
            files: files, overlapping: plan.overlapping.count, errors: shown.count(.error), baselined: baselined, stale: stale)
    }

    /// Writes each file's fixed text, unless it changed since it was linted or cannot be
    /// written; says why for each one skipped. `failed` when a file could not be written.
    func write(_ files: [FileFix], limit: Int) -> (files: [FileFix], failed: Bool) {
        var written: [FileFix] = []
        var failed = false
        for file in files {
            let shown = TerminalSafe.escape(file.shown)
            guard let path = String(validating: file.found.path.bytes, as: UTF8.self) else {
                io.err("warning: not fixing '\(shown)': its name is not UTF-8\n")
                continue
            }
            // Read back: an editor may have saved the file since it was linted.
            switch InputFile.read(file.found.path, displayPath: file.shown, limit: limit, followSymlinks: file.found.followsSymlink) {
            case .success(let now) where now.bytes == file.original:
                break
            case .success, .failure(.system(ENOENT)):
                io.err("warning: not fixing '\(shown)': it changed since it was linted; lint --fix again\n")
                continue
            case .failure(.system(let code)):
                io.err("error: cannot read '\(shown)': \(ErrorDescription.reason(errno: code, at: path, shown: file.shown))\n")
                failed = true
                continue
            case .failure(let failure):
                io.err("error: cannot read '\(shown)': \(failure)\n")
                failed = true
                continue
            }
            do {
                try Self.refuseReadOnly(path)
                // Checked again on the file the switch replaces: a save between the read above
                // and the switch is kept, not overwritten by the fix of the text before it.
                switch try AtomicFile.replace(path: path, ifStillHolding: file.original, with: file.fixed) {
                case .replaced:
                    written.append(file)
                case .changed:
                    io.err("warning: not fixing '\(shown)': it changed while it was being fixed; lint --fix again\n")
                case .keptBeside(let other):
                    io.err("warning: not fixing '\(shown)': it changed while it was being fixed, twice; nothing was removed, and the other version is at '\(TerminalSafe.escape(other))'\n")
                }
            } catch {
                io.err("error: \(ErrorDescription.describe(error, path: shown, action: .write))\n")
                failed = true
            }
        }
        return (written, failed)
    }

    /// A file without write permission is kept as it is: replacing it by rename would
    /// succeed, but its owner made it read-only for a reason. Checked on the mode bits as well
    /// as with `access`, since the superuser may write anything.
    static func refuseReadOnly(_ path: String) throws {
        let destination = try AtomicFile.destination(of: path)
        guard destination.exists else { return }
        var info = stat()
        guard stat(destination.path, &info) == 0 else { throw AtomicFile.Failure.system(operation: .inspect, path: destination.path, errno: errno) }
        if info.st_mode & 0o222 == 0 || access(destination.path, W_OK) != 0 {
            throw ReadOnly()
        }
    }

    struct ReadOnly: Error, CustomStringConvertible {
        var description: String { "the file is read-only" }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func overlapNote(_ overlapping: Int) -> String {
        guard overlapping > 0 else { return "" }
        return "; \(count(overlapping, "finding")) left for a second run, \(overlapping == 1 ? "its fix-it overlaps" : "their fix-its overlap") another on the same line (lint --fix again)"
    }
}
