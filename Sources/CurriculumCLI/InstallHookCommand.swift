import CurriculumSyntax
import CurriculumCompiler
import Foundation

/// `curriculum install-hook`: writes a git pre-commit hook that lints the staged YAML files,
/// for teams that do not use the pre-commit framework (which reads .pre-commit-hooks.yaml).
package enum InstallHookCommand: Command {
    package static let name = "install-hook"
    package static let summary = "Install a git pre-commit hook that lints the staged curriculum YAML files."
    package static let synopsis = "[--root DIR]… [--force]"
    package static let discussion = """
        The hook lints the YAML files a commit adds or changes under each --root (default: the \
        repository's curriculum/ folder when it has one, else every YAML file) and stops the commit \
        when they have errors. `git commit --no-verify` skips it. The hook runs `curriculum` from \
        PATH, else the binary that installed it; set CURRICULUM to run another.
        """
    package static let options: [OptionSpec] = [
        .repeated("--root", "DIR", "Lint staged YAML files under DIR only (repeatable).").nonEmpty(),
        .flag("--force", "Replace a pre-commit hook that curriculum did not write."),
    ]

    /// The line that marks a hook as ours, so reinstalling updates it and a foreign one is kept.
    static let marker = "# curriculum-lint hook: written by `curriculum install-hook`"

    package static func run(_ args: ParsedArguments, _ io: CommandIO) -> ExitCode {
        guard args.positionals.isEmpty else {
            io.err("error: install-hook takes no arguments\nUSAGE: curriculum \(name) \(synopsis)\n")
            return .usage
        }
        guard let repository = GitRepository.find(from: io.currentDirectory) else {
            io.err("error: not inside a git repository (no .git found above \(io.currentDirectory.path))\n")
            return .failure
        }
        var pathspecs: [String] = []
        for root in args.all("--root") {
            guard let relative = repository.relativePath(of: io.url(for: root)) else {
                io.err("error: --root '\(root)' is outside the repository at \(repository.top.path)\n")
                return .usage
            }
            let prefix = relative.isEmpty ? "" : relative + "/"
            pathspecs += [prefix + "*.yaml", prefix + "*.yml"]
        }
        if pathspecs.isEmpty {
            var isDir: ObjCBool = false
            let hasCurriculum = FileManager.default.fileExists(
                atPath: repository.top.appendingPathComponent(CompileRequest.defaultRoot).path, isDirectory: &isDir) && isDir.boolValue
            pathspecs = hasCurriculum ? ["curriculum/*.yaml", "curriculum/*.yml"] : ["*.yaml", "*.yml"]
        }

        let hook = repository.hooks.appendingPathComponent("pre-commit")
        let shown = repository.relativePath(of: hook) ?? hook.path
        var updating = false
        let destination: AtomicFile.Destination
        do {
            // Looked at before it is read: a FIFO or a device there would block or be destroyed.
            destination = try AtomicFile.destination(of: hook.path)
        } catch {
            io.err("error: \(ErrorDescription.describe(error, path: shown, action: .write))\n")
            return .failure
        }
        if destination.exists {
            let existing = (try? String(decoding: SourceFile.read(hook, displayPath: shown).bytes, as: UTF8.self)) ?? ""
            updating = existing.contains(marker)
            if !updating && !args.has("--force") {
                io.err("""
                    error: \(shown) exists and was not written by curriculum; not replacing it
                      note: rerun with --force to replace it, or add this line to it: curriculum lint <staged YAML files>

                    """)
                return .failure
            }
        }
        do {
            // A symlinked hook (a shared hooks folder) is written through; a hook that is not a
            // regular file is refused and left as it was.
            try AtomicFile.writeReplacing(
                path: hook.path, bytes: Array(script(pathspecs: pathspecs, fallback: installedBinary()).utf8),
                permissions: 0o755, createFolders: true)
        } catch {
            io.err("error: \(ErrorDescription.describe(error, path: shown, action: .write))\n")
            return .failure
        }
        io.out("\(updating ? "updated" : "installed") \(shown): lints staged \(pathspecs.joined(separator: " ")) before each commit\n")
        return .success
    }

    /// The hook: POSIX sh, file names passed NUL-separated so spaces survive.
    static func script(pathspecs: [String], fallback: String?) -> String {
        let specs = pathspecs.map(shellQuoted).joined(separator: " ")
        var text = """
            #!/bin/sh
            \(marker); rerun it to update.
            # Lints the YAML files this commit adds or changes; `git commit --no-verify` skips it.
            CURRICULUM="${CURRICULUM:-curriculum}"

            """
        if let fallback {
            text += "command -v \"$CURRICULUM\" >/dev/null 2>&1 || CURRICULUM=\(shellQuoted(fallback))\n"
        }
        text += """
            git diff --cached --name-only --diff-filter=ACMR -z -- \(specs) |
              xargs -0 sh -c '[ "$#" -eq 0 ] && exit 0; exec "$0" lint "$@"' "$CURRICULUM"

            """
        return text
    }

    static func shellQuoted(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The running `curriculum` binary, when this is it (not a test runner).
    static func installedBinary() -> String? {
        guard let url = Bundle.main.executableURL, url.lastPathComponent == "curriculum" else { return nil }
        return url.standardizedFileURL.path
    }
}

/// Where a repository's hooks live, found without running git: `.git` is a folder, or in a
/// linked worktree a file naming the worktree's git folder, whose `commondir` holds the hooks;
/// `core.hooksPath` moves them.
struct GitRepository {
    var top: URL
    var hooks: URL

    static func find(from start: URL) -> GitRepository? {
        let fm = FileManager.default
        var dir = start.standardizedFileURL
        while true {
            let dotGit = dir.appendingPathComponent(".git")
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: dotGit.path, isDirectory: &isDir) {
                var gitDir = dotGit
                var common = dotGit
                if !isDir.boolValue {
                    guard let text = try? String(decoding: SourceFile.read(dotGit, displayPath: ".git").bytes, as: UTF8.self),
                        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("gitdir:") })
                    else { return nil }
                    let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
                    gitDir = path.hasPrefix("/") ? URL(fileURLWithPath: path) : dir.appendingPathComponent(path)
                    common = gitDir
                    if let c = try? String(decoding: SourceFile.read(gitDir.appendingPathComponent("commondir"), displayPath: "commondir").bytes, as: UTF8.self) {
                        let p = c.trimmingCharacters(in: .whitespacesAndNewlines)
                        common = p.hasPrefix("/") ? URL(fileURLWithPath: p) : gitDir.appendingPathComponent(p)
                    }
                }
                var hooks = common.appendingPathComponent("hooks")
                if let custom = hooksPath(config: common.appendingPathComponent("config")) {
                    let expanded = (custom as NSString).expandingTildeInPath
                    hooks = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : dir.appendingPathComponent(expanded)
                }
                return GitRepository(top: dir, hooks: hooks.standardizedFileURL)
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { return nil }
            dir = parent
        }
    }

    /// `core.hooksPath` from a git config file, if set.
    static func hooksPath(config: URL) -> String? {
        guard let text = try? String(decoding: SourceFile.read(config, displayPath: "config").bytes, as: UTF8.self) else { return nil }
        var inCore = false
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                inCore = line.lowercased().hasPrefix("[core]")
                continue
            }
            guard inCore, let eq = line.firstIndex(of: "=") else { continue }
            if line[..<eq].trimmingCharacters(in: .whitespaces).lowercased() == "hookspath" {
                var value = line[line.index(after: eq)...].trimmingCharacters(in: .whitespaces)
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
                return value.isEmpty ? nil : value
            }
        }
        return nil
    }

    /// `url` relative to the repository's top folder; nil when outside it.
    func relativePath(of url: URL) -> String? {
        let file = url.standardizedFileURL.pathComponents
        let base = top.standardizedFileURL.pathComponents
        guard file.count >= base.count, Array(file.prefix(base.count)) == base else { return nil }
        return file.dropFirst(base.count).joined(separator: "/")
    }
}
