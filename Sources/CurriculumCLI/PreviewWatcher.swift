import CurriculumCompiler
import Foundation

/// `preview --watch`: writes the site, then polls the curriculum's files and, after each change,
/// writes again; only pages whose bytes changed are replaced, so a browser reloading a page sees
/// the new one at once. Polling every 50 ms keeps a save-to-page time well under 100 ms, and
/// a poll only reads file sizes and times.
struct PreviewWatcher {
    var previewer: Previewer
    var maxRuns: Int?
    var interval: TimeInterval = 0.05
    var sleep: (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }

    func run() throws -> ExitCode {
        let roots = LintWatcher.roots(of: previewer.request, io: previewer.io)
        var snapshot = LintWatcher.snapshot(of: roots)
        try previewer.previewOnce()
        var runs = 1
        if maxRuns.map({ runs < $0 }) ?? true {
            previewer.io.err("watching for changes; press Ctrl-C to stop\n")
        }
        while maxRuns.map({ runs < $0 }) ?? true {
            sleep(interval)
            let current = LintWatcher.snapshot(of: roots)
            guard current != snapshot else { continue }
            let changed = LintWatcher.changedFiles(from: snapshot, to: current)
            snapshot = current
            runs += 1
            do {
                let written = try previewer.previewOnce(quiet: true)
                let names = changed.map { TerminalSafe.escape(DisplayPath.lastComponent($0)) }
                previewer.io.out("[\(LintWatcher.clockTime(Date()))] \(names.count <= 3 ? names.joined(separator: ", ") : "\(names.count) files") changed: \(written.count) page\(written.count == 1 ? "" : "s") rewritten\n")
            } catch let error as UsageError {
                // Every file gone for now: keep watching for them to come back.
                previewer.io.err("error: \(error.message)\n")
            } catch CompileRequest.Failure.missing(let path) {
                previewer.io.err("error: cannot read '\(TerminalSafe.escape(path))': no such file or directory\n")
            }
        }
        return .success
    }
}
