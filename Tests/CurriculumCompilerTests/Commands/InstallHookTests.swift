import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// `curriculum install-hook` and the pre-commit framework's `.pre-commit-hooks.yaml`.
final class InstallHookTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testPreCommitFrameworkManifestDeclaresTheLintHook() throws {
        let text = String(decoding: try Data(contentsOf: Self.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml")), as: UTF8.self)
        for line in ["- id: curriculum-lint", "  entry: curriculum lint", "  language: system", "  pass_filenames: true"] {
            XCTAssertTrue(text.contains(line + "\n"), line)
        }
        // pre-commit matches `files` with Python's re.search on each staged path: the
        // curriculum's own files, and not a team's CI workflow or other YAML.
        let (hooks, _) = load(text, path: ".pre-commit-hooks.yaml")
        let pattern = try XCTUnwrap(hooks?.sequence?.first?["files"]?.string)
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ path: String) -> Bool {
            regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        for path in ["curriculum/k/01-counting/count-objects-l1.yaml", "curriculum/curriculum.yaml", "curriculum/1/unit.yml"] {
            XCTAssertTrue(matches(path), path)
        }
        for path in [".github/workflows/ci.yml", ".pre-commit-config.yaml", "docs/example.yaml", "schemas/x.yaml", "tools/curriculum/x.yaml"] {
            XCTAssertFalse(matches(path), path)
        }
        // It is YAML the compiler's own loader reads without complaint.
        let (root, diagnostics) = load(text, path: ".pre-commit-hooks.yaml")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.sequence?.first?["id"]?.string, "curriculum-lint")
    }

    func testTheOverviewListsItWithTheSummariesAligned() throws {
        let help = runCLI(["--help"], in: URL(fileURLWithPath: "/")).out
        let rows = help.split(separator: "\n").filter { line in CommandLineTool.commands.contains { line.hasPrefix("  " + $0.name + " ") } }
        XCTAssertEqual(rows.count, CommandLineTool.commands.count, help)
        let columns = Set(rows.map { row in row.dropFirst(2).drop { $0 != " " }.prefix { $0 == " " }.count + row.dropFirst(2).prefix { $0 != " " }.count })
        XCTAssertEqual(columns.count, 1, help)
        XCTAssertTrue(help.contains("  install-hook  Install a git pre-commit hook"), help)
    }

    func testWritesAnExecutableHookForTheCurriculumFolder() throws {
        let tree = try TemporaryTree(["curriculum/curriculum.yaml": "kind: Curriculum\n"])
        try FileManager.default.createDirectory(at: tree.url.appendingPathComponent(".git/hooks"), withIntermediateDirectories: true)
        let result = runCLI(["install-hook"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, "installed .git/hooks/pre-commit: lints staged curriculum/*.yaml curriculum/*.yml before each commit\n")
        let hook = tree.url.appendingPathComponent(".git/hooks/pre-commit")
        let text = try tree.read(".git/hooks/pre-commit")
        XCTAssertTrue(text.hasPrefix("#!/bin/sh\n"))
        XCTAssertTrue(text.contains("git diff --cached --name-only --diff-filter=ACMR -z -- 'curriculum/*.yaml' 'curriculum/*.yml'"), text)
        XCTAssertTrue(text.contains("exec \"$0\" lint \"$@\""), text)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hook.path))

        // From a subfolder, with explicit roots; reinstalling our own hook updates it.
        let again = runCLI(["install-hook", "--root", ".", "--root", "../docs"], in: tree.url.appendingPathComponent("curriculum"))
        XCTAssertEqual(again.code, .success, again.err)
        XCTAssertTrue(again.out.hasPrefix("updated .git/hooks/pre-commit: lints staged curriculum/*.yaml curriculum/*.yml docs/*.yaml docs/*.yml"), again.out)
        XCTAssertEqual(runCLI(["install-hook", "--root", "/elsewhere"], in: tree.url).code, .usage)
    }

    func testRefusesToReplaceAForeignHookUnlessForced() throws {
        let tree = try TemporaryTree([".git/hooks/pre-commit": "#!/bin/sh\nmake check\n"])
        let refused = runCLI(["install-hook"], in: tree.url)
        XCTAssertEqual(refused.code, .failure)
        XCTAssertTrue(refused.err.contains(".git/hooks/pre-commit exists and was not written by curriculum"), refused.err)
        XCTAssertTrue(refused.err.contains("--force"))
        XCTAssertEqual(try tree.read(".git/hooks/pre-commit"), "#!/bin/sh\nmake check\n")

        let forced = runCLI(["install-hook", "--force"], in: tree.url)
        XCTAssertEqual(forced.code, .success)
        XCTAssertTrue(try tree.read(".git/hooks/pre-commit").contains(InstallHookCommand.marker))
        XCTAssertTrue(forced.out.contains("'*.yaml'") || forced.out.contains("*.yaml *.yml"), "no curriculum/ folder: every YAML file")
    }

    func testOutsideARepositoryItFails() throws {
        let tree = try TemporaryTree()
        // The temporary folder may itself sit inside a repository; only check when it does not.
        guard GitRepository.find(from: tree.url) == nil else { throw XCTSkip("temporary folder is inside a git repository") }
        let result = runCLI(["install-hook"], in: tree.url)
        XCTAssertEqual(result.code, .failure)
        XCTAssertTrue(result.err.contains("not inside a git repository"))
        XCTAssertEqual(runCLI(["install-hook", "extra"], in: tree.url).code, .usage)
    }

    func testLinkedWorktreesAndHooksPathAreFollowed() throws {
        let tree = try TemporaryTree([
            "main/.git/config": "[core]\n\tbare = false\n",
            "main/.git/worktrees/feature/commondir": "../..\n",
            "feature/.git": "gitdir: ../main/.git/worktrees/feature\n",
        ])
        let worktree = runCLI(["install-hook"], in: tree.url.appendingPathComponent("feature"))
        XCTAssertEqual(worktree.code, .success, worktree.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("main/.git/hooks/pre-commit").path))

        try tree.write("main/.git/config", "[core]\n\tbare = false\n\thooksPath = .githooks\n")
        XCTAssertEqual(runCLI(["install-hook"], in: tree.url.appendingPathComponent("main")).code, .success)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("main/.githooks/pre-commit").path))
    }

    /// The hook in a real repository, with git and the built binary: a commit of a broken file
    /// under curriculum/ is stopped; a broken YAML file elsewhere is not linted.
    func testTheHookStopsACommitOfABrokenFile() throws {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("curriculum")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw XCTSkip("curriculum binary not built") }
        guard let git = ["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first(where: FileManager.default.isExecutableFile(atPath:))
        else { throw XCTSkip("git not installed") }
        let tree = try baseCurriculumTree([".github/workflow.yml": "on: [push\n"])
        func run(_ arguments: [String]) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: git)
            // Whatever the machine's global git config says, use this repository's hooks, unsigned.
            process.arguments = ["-c", "core.hooksPath=.git/hooks", "-c", "commit.gpgsign=false"] + arguments
            process.currentDirectoryURL = tree.url
            var environment = ProcessInfo.processInfo.environment
            environment["CURRICULUM"] = binary.path
            for key in ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE"] { environment[key] = nil }
            environment["GIT_AUTHOR_NAME"] = "t"; environment["GIT_AUTHOR_EMAIL"] = "t@example.com"
            environment["GIT_COMMITTER_NAME"] = "t"; environment["GIT_COMMITTER_EMAIL"] = "t@example.com"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        XCTAssertEqual(try run(["init", "-q"]), 0)
        XCTAssertEqual(runCLI(["install-hook"], in: tree.url).code, .success)
        XCTAssertEqual(try run(["add", "-A"]), 0)
        XCTAssertEqual(try run(["commit", "-q", "-m", "base"]), 0, "the base curriculum lints clean; the workflow file is not linted")
        try tree.write("curriculum/k/01-counting/broken lesson.yaml", "kind: WordList\nid: copy.x\nid: copy.y\n")
        XCTAssertEqual(try run(["add", "-A"]), 0)
        XCTAssertNotEqual(try run(["commit", "-q", "-m", "broken"]), 0)
        XCTAssertEqual(try run(["commit", "-q", "--no-verify", "-m", "broken"]), 0)
    }
}
