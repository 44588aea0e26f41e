@testable import CurriculumSyntax
import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Writing is deterministic, atomic, confined to the output folder, and never reuses a version.
final class BundleWriterTests: XCTestCase {
    struct SimulatedCrash: Error {}

    /// The fixture with one prompt reworded: same version, other content.
    private func editedCopy() throws -> TemporaryTree {
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/k/01-counting/count-objects-l1.yaml") {
            $0.replacingOccurrences(of: "prompt: How many apples?", with: "prompt: How many red apples?")
        }
        return tree
    }

    func testSameSourcesGiveByteIdenticalBundles() throws {
        let out = try TemporaryTree()
        let a = out.url.appendingPathComponent("a"), b = out.url.appendingPathComponent("b")
        // Two separate compilations of two separate copies, so nothing is shared but the text.
        let first = try SampleCurriculum.copy(), second = try SampleCurriculum.copy()
        _ = try SampleCurriculum.emit(first.curriculum, into: a, facts: [ThreeFacts()]).install()
        _ = try SampleCurriculum.emit(second.curriculum, into: b, facts: [ThreeFacts()]).install()
        let left = try output(of: a), right = try output(of: b)
        XCTAssertEqual(left.keys.sorted(), right.keys.sorted())
        XCTAssertGreaterThan(left.count, 15)
        for (path, bytes) in left { XCTAssertEqual(bytes, right[path], path) }
        // And through the command line, coverage included.
        for dir in ["c", "d"] {
            XCTAssertEqual(runCLI(["build", first.curriculum.path, "--out", dir], in: out.url).code, .success)
        }
        let c = try output(of: out.url.appendingPathComponent("c")), d = try output(of: out.url.appendingPathComponent("d"))
        XCTAssertEqual(c, d)
        XCTAssertEqual(Set(c.keys.filter { !$0.contains("/") }), ["coverage.json", "coverage.md", "coverage.html", "Localizable.xcstrings"])
    }

    func testAnUnchangedRebuildIsANoOp() throws {
        let out = try TemporaryTree()
        XCTAssertEqual(try SampleCurriculum.emit(into: out.url).install().bundles.map(\.outcome), [.written("math-kindergarten-1.0.0")])
        let manifest = out.url.appendingPathComponent("math-kindergarten-1.0.0/manifest.json")
        let before = try FileManager.default.attributesOfItem(atPath: manifest.path)
        let again = try SampleCurriculum.emit(into: out.url)
        XCTAssertEqual(again.unchanged, ["math-kindergarten-1.0.0"])
        let installed = try again.install()
        XCTAssertEqual(installed.bundles.count, 0, "nothing was staged")
        let after = try FileManager.default.attributesOfItem(atPath: manifest.path)
        XCTAssertEqual(before[.systemFileNumber] as? Int, after[.systemFileNumber] as? Int, "the file was not rewritten")
        XCTAssertEqual(before[.modificationDate] as? Date, after[.modificationDate] as? Date)
    }

    /// `build` first only hashes a bundle that exists; unchanged content stages nothing.
    func testPreparingAnUnchangedBundleWritesNothing() throws {
        let out = try TemporaryTree()
        let builder = BundleBuilder(catalog: SampleCurriculum.catalog(), spokenForm: WrittenForm(), factSetExpansions: [])
        let spec = try XCTUnwrap(try builder.specs().first)
        var writer = BundleWriter(outputDirectory: out.url)
        // One transaction at a time: each holds the folder's lock until it is dropped.
        func prepare() throws -> (OutputTransaction, OutputTransaction.Prepared) {
            let transaction = try writer.begin()
            return (transaction, try transaction.prepare(spec.directoryName) { try builder.build(spec, into: $0) })
        }
        do {
            let (transaction, prepared) = try prepare()
            guard case .staged(let first, .create) = prepared else { return XCTFail() }
            try transaction.commit([(first, .create)])
        }
        writer.willWriteFile = { _, path in XCTFail("wrote \(path)") }
        do {
            let (transaction, prepared) = try prepare()
            guard case .unchanged("math-kindergarten-1.0.0") = prepared else { return XCTFail() }
            XCTAssertEqual(try transaction.commit([]), [])
        }
        XCTAssertEqual(visibleEntries(of: out.url), ["math-kindergarten-1.0.0"])
        XCTAssertEqual(besideOutput(out.url), [], "nothing was staged")
        // A damaged copy of the same content is staged again and repaired.
        writer.willWriteFile = nil
        try out.write("math-kindergarten-1.0.0/skills.json", "[]\n")
        do {
            let (transaction, prepared) = try prepare()
            guard case .staged(let again, .repair) = prepared else { return XCTFail() }
            XCTAssertEqual(try transaction.commit([(again, .repair(reason: ""))]), [.repaired("math-kindergarten-1.0.0")])
        }
        XCTAssertNoThrow(try BundleReader(directory: out.url.appendingPathComponent("math-kindergarten-1.0.0")).verify())
    }

    func testADamagedBundleOfTheSameContentIsRewritten() throws {
        let out = try TemporaryTree()
        _ = try SampleCurriculum.emit(into: out.url).install()
        try out.write("math-kindergarten-1.0.0/units.json", "[]\n")
        let repair = try SampleCurriculum.emit(into: out.url)
        XCTAssertFalse(repair.diagnostics.contains { $0.ruleID == BundleVersionReuse.id }, "the same content is no version reuse")
        XCTAssertEqual(try repair.install().bundles.map(\.outcome), [.repaired("math-kindergarten-1.0.0")])
        XCTAssertNoThrow(try BundleReader(directory: out.url.appendingPathComponent("math-kindergarten-1.0.0")).verify())
    }

    func testReusingAVersionWithOtherContentIsRefusedUnlessForced() throws {
        let out = try TemporaryTree()
        _ = try SampleCurriculum.emit(into: out.url).install()
        let old = try output(of: out.url)
        let source = try editedCopy()
        do {
            let refused = try SampleCurriculum.emit(source.curriculum, into: out.url)
            let finding = try XCTUnwrap(refused.diagnostics.first { $0.ruleID == BundleVersionReuse.id })
            XCTAssertEqual(finding.severity, .error)
            XCTAssertEqual(finding.message, "version 1.0.0 was already built with different content (math-kindergarten)")
            XCTAssertThrowsError(try refused.install()) { XCTAssertTrue($0 is Emission.Refused, "\($0)") }
        }
        XCTAssertEqual(try output(of: out.url), old, "a refused build writes nothing")
        XCTAssertEqual(besideOutput(out.url), [], "and leaves nothing staged")

        let forced = try SampleCurriculum.emit(source.curriculum, into: out.url, force: true)
        XCTAssertFalse(forced.diagnostics.contains { $0.ruleID == BundleVersionReuse.id }, "--force says the old build never shipped")
        XCTAssertEqual(try forced.install().bundles.map(\.outcome), [.replaced("math-kindergarten-1.0.0")])
        let read = try BundleReader(directory: out.url.appendingPathComponent("math-kindergarten-1.0.0")).read()
        XCTAssertEqual(read.items.first?.prompt, "How many red apples?")
        XCTAssertEqual(visibleEntries(of: out.url), ["Localizable.xcstrings", "coverage.html", "coverage.json", "coverage.md", "math-kindergarten-1.0.0"])
        XCTAssertEqual(besideOutput(out.url), [], "the replaced output is gone")
        XCTAssertEqual(symlinks(under: out.url), [], "plain folders and files")
    }

    /// BUNDLE-VERSION-REUSE is configured like every other rule: the manifest's `rules:`,
    /// `--rule` and `--strict`; --force lets only an error through.
    func testVersionReuseIsConfiguredLikeEveryOtherRule() throws {
        let out = try TemporaryTree()
        _ = try SampleCurriculum.emit(into: out.url).install()
        let source = try editedCopy()
        func reuse(_ options: CompileOptions = CompileOptions(), force: Bool = false) throws -> [Severity] {
            try SampleCurriculum.emit(source.curriculum, into: out.url, force: force, options: options)
                .diagnostics.filter { $0.ruleID == BundleVersionReuse.id }.map(\.severity)
        }
        var strict = CompileOptions()
        strict.strict = true
        // The fixture's own warnings, kept from stopping the build before anything is staged.
        strict.ruleOverrides = [("COPY-SENTENCE-LENGTH", .info), ("TRACE-STANDARD-UNCOVERED", .info)]
        var off = CompileOptions()
        off.ruleOverrides = [(BundleVersionReuse.id, .off)]
        XCTAssertEqual(try reuse(), [.error])
        XCTAssertEqual(try reuse(off), [])
        try source.edit("curriculum/curriculum.yaml") { $0.replacingOccurrences(of: "rules: {}", with: "rules: {BUNDLE-VERSION-REUSE: warning}") }
        XCTAssertEqual(try reuse(), [.warning])
        XCTAssertEqual(try reuse(force: true), [.warning], "below an error it is shown, forced or not")
        XCTAssertEqual(try reuse(strict), [.error])
        XCTAssertEqual(try reuse(strict, force: true), [])
        // Below an error the build goes ahead and replaces the bundle.
        let warned = try SampleCurriculum.emit(source.curriculum, into: out.url)
        XCTAssertEqual(try warned.install().bundles.map(\.outcome), [.replaced("math-kindergarten-1.0.0")])
        XCTAssertEqual(try BundleReader(directory: out.url.appendingPathComponent("math-kindergarten-1.0.0")).read().items.first?.prompt, "How many red apples?")
    }

    func testACrashMidWriteLeavesTheOldBundleIntact() throws {
        let out = try TemporaryTree()
        let files = try XCTUnwrap(try SampleCurriculum.emit(into: out.url).install().bundles.first).bundle.manifest.files.count
        let old = try output(of: out.url)
        let source = try editedCopy()
        for n in [0, 1, 5, files] {  // before the first file … before the manifest
            XCTAssertThrowsError(try SampleCurriculum.emit(source.curriculum, into: out.url, force: true) { stage in
                stage.willWriteFile = { written, _ in if written == n { throw SimulatedCrash() } }
            }.install()) { XCTAssertTrue($0 is SimulatedCrash) }
            XCTAssertEqual(try output(of: out.url), old, "after \(n) files the old bundle is untouched")
            XCTAssertEqual(besideOutput(out.url), [], "no partial bundle is left")
            XCTAssertNoThrow(try BundleReader(directory: out.url.appendingPathComponent("math-kindergarten-1.0.0")).verify())
        }
    }

    /// `build` streams files into the staging folder while lessons are built in parallel; a
    /// failure at any point leaves the old bundle and no staging folder.
    func testACrashWhileStreamingABuildLeavesTheOldBundleIntact() throws {
        let out = try TemporaryTree()
        _ = try SampleCurriculum.emit(into: out.url).install()
        let old = try output(of: out.url)
        let source = try editedCopy()
        let builder = BundleBuilder(catalog: SampleCurriculum.catalog(source.curriculum), spokenForm: WrittenForm(), factSetExpansions: [])
        let spec = try XCTUnwrap(try builder.specs().first)
        for n in [0, 2, 7, 13] {
            var writer = BundleWriter(outputDirectory: out.url, force: true)
            writer.willWriteFile = { written, _ in if written == n { throw SimulatedCrash() } }
            // The transaction ends with this call; dropped uncommitted, it removes what it staged.
            func stageAndDrop() throws {
                let transaction = try writer.begin()
                XCTAssertThrowsError(try transaction.stage(spec.directoryName) { try builder.build(spec, into: $0) }) { XCTAssertTrue($0 is SimulatedCrash) }
            }
            try stageAndDrop()
            XCTAssertEqual(try output(of: out.url), old)
            XCTAssertEqual(besideOutput(out.url), [])
        }
        // Without a crash the staged folder is a whole bundle, and committing it replaces the old one.
        let writer = BundleWriter(outputDirectory: out.url, force: true)
        let transaction = try writer.begin()
        let staged = try transaction.stage(spec.directoryName) { try builder.build(spec, into: $0) }
        XCTAssertTrue(staged.folder.path.hasPrefix(out.url.deletingLastPathComponent().path + "/.\(out.url.lastPathComponent).next-"), staged.folder.path)
        XCTAssertEqual(staged.folder.lastPathComponent, "math-kindergarten-1.0.0")
        XCTAssertNoThrow(try BundleReader(directory: staged.folder).verify())
        XCTAssertEqual(try output(of: out.url), old, "staged is not visible")
        guard case .replace = transaction.plan(staged) else { return XCTFail() }
        XCTAssertEqual(try transaction.commit([(staged, transaction.plan(staged))]), [.replaced("math-kindergarten-1.0.0")])
        XCTAssertEqual(visibleEntries(of: out.url), ["Localizable.xcstrings", "coverage.html", "coverage.json", "coverage.md", "math-kindergarten-1.0.0"])
        XCTAssertEqual(try BundleReader(directory: out.url.appendingPathComponent("math-kindergarten-1.0.0")).read().items.first?.prompt, "How many red apples?")
    }

    func testACrashOnAFirstBuildLeavesNoBundle() throws {
        let out = try TemporaryTree()
        XCTAssertThrowsError(try SampleCurriculum.emit(into: out.url) { stage in
            stage.willWriteFile = { written, _ in if written == 3 { throw SimulatedCrash() } }
        })
        XCTAssertEqual(visibleEntries(of: out.url), [])
        XCTAssertEqual(besideOutput(out.url), [])
    }

    /// A killed build leaves its staging folder beside the output, or the output it replaced;
    /// a name-by-name switch leaves its staging inside; an earlier version of this tool left
    /// `.NAME.partial-PID` folders and, mid-replacement, the old bundle moved aside. The next
    /// build removes them and puts the moved bundle back — whatever the pid, which means nothing
    /// in another PID namespace: the lock says whether a build is running. A folder beside the
    /// output that no build made (no lock file, no marker) is left alone.
    func testLeftoversOfKilledBuildsAreCleanedUp() throws {
        let parent = try TemporaryTree()
        let out = parent.url.appendingPathComponent("dist")
        _ = try SampleCurriculum.emit(into: out).install()
        try parent.write(".dist.next-1a/.curriculum-output", "")
        try parent.write(".dist.next-1a/math-kindergarten-1.0.0/units.json", "[")
        try parent.write(".dist.old-2b/.lock", "")
        try parent.write(".dist.old-2b/coverage.json", "{}")
        try parent.write(".dist.next-3c/notes.txt", "someone else's\n")
        try parent.write("dist/.next-4d/math-grade1-1.0.0/units.json", "[")
        try parent.write("dist/.math-fluency-1.0.0.partial-\(getpid())/units.json", "[")
        try parent.write("dist/.coverage.json.partial-1", "{")
        try parent.write("dist/.math-legacy-1.0.0.old-7/manifest.json", "{}")
        let again = try SampleCurriculum.emit(into: out)  // unchanged: only cleans up
        XCTAssertEqual(again.unchanged, ["math-kindergarten-1.0.0"], "the bundle is whole")
        XCTAssertEqual(try again.install().bundles.count, 0)
        XCTAssertEqual(entries(of: out), [
            ".curriculum-output", ".lock", "Localizable.xcstrings", "coverage.html", "coverage.json", "coverage.md", "math-kindergarten-1.0.0",
            "math-legacy-1.0.0",
        ])
        XCTAssertEqual(besideOutput(out), [".dist.next-3c"])
    }

    func testTheBuildCommandCleansUpAndWritesOnlyInsideOut() throws {
        let tree = try SampleCurriculum.copy()
        try tree.write("dist/.math-kindergarten-1.0.0.partial-999999999/skills.json", "[")
        try tree.write("dist/.generations/5/math-kindergarten-1.0.0/skills.json", "[")
        let before = entries(of: tree.url)
        let result = runCLI(["build", "curriculum", "--out", "dist"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(entries(of: tree.url), before, "nothing beside dist/ changed")
        XCTAssertEqual(entries(of: tree.url.appendingPathComponent("dist")), [".curriculum-output", ".lock", "Localizable.xcstrings", "coverage.html", "coverage.json", "coverage.md", "math-kindergarten-1.0.0"])
        XCTAssertTrue(result.err.contains("wrote dist/math-kindergarten-1.0.0 (14 files, 4 lessons, 13 items)"), result.err)
        let coverage = tree.url.appendingPathComponent("dist/coverage.html").path
        let coverageFile = try FileManager.default.attributesOfItem(atPath: coverage)[.systemFileNumber] as? Int
        let folder = try FileManager.default.attributesOfItem(atPath: tree.url.path + "/dist")[.systemFileNumber] as? Int
        let again = runCLI(["build", "curriculum", "--out", "dist"], in: tree.url)
        XCTAssertEqual(again.code, .success)
        XCTAssertTrue(again.err.contains("unchanged dist/math-kindergarten-1.0.0"), again.err)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: coverage)[.systemFileNumber] as? Int, coverageFile, "an unchanged report is not rewritten")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: tree.url.path + "/dist")[.systemFileNumber] as? Int, folder, "an unchanged build switches nothing")
        XCTAssertEqual(entries(of: tree.url), before)
    }

    func testTheBuildCommandRefusesVersionReuseWithTheBumpAsFixIt() throws {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum"], in: tree.url).code, .success)
        let old = try output(of: tree.url.appendingPathComponent("dist"))
        // A new item: content added, so a minor bump.
        try tree.edit("curriculum/k/01-counting/count-objects-l2.yaml") {
            $0 + """
                  - id: i4
                    type: counting
                    prompt: How many fish?
                    objects: {name: fish, count: 3, arrangement: line}
                    answer: 3
                    hints: [Touch each fish as you count.]
                    feedback: {incorrect: Touch each fish once as you count.}

                """
        }
        let refused = runCLI(["build", "curriculum"], in: tree.url)
        XCTAssertEqual(refused.code, .contentErrors)
        XCTAssertTrue(refused.out.contains("curriculum/curriculum.yaml:7:10: error: version 1.0.0 was already built with different content (math-kindergarten) [BUNDLE-VERSION-REUSE]"), refused.out)
        XCTAssertTrue(refused.out.contains("note: dist/math-kindergarten-1.0.0: built before with content hash "), refused.out)
        XCTAssertTrue(refused.out.contains("; its changes need a minor bump (1 added, 0 removed, 0 changed)"), refused.out)
        XCTAssertTrue(refused.out.contains("fix-it: version: 1.1.0"), refused.out)
        XCTAssertTrue(refused.err.contains("nothing was written"), refused.err)
        XCTAssertEqual(try output(of: tree.url.appendingPathComponent("dist")), old)

        let json = runCLI(["build", "curriculum", "--format", "json"], in: tree.url)
        XCTAssertEqual(json.code, .contentErrors)
        XCTAssertTrue(json.out.contains("BUNDLE-VERSION-REUSE"))

        let forced = runCLI(["build", "curriculum", "--force"], in: tree.url)
        XCTAssertEqual(forced.code, .success, forced.out + forced.err)
        XCTAssertTrue(forced.err.contains("replaced dist/math-kindergarten-1.0.0"), forced.err)

        try tree.edit("curriculum/curriculum.yaml") { $0.replacingOccurrences(of: "version: 1.0.0", with: "version: 1.1.0") }
        try tree.edit("curriculum/k/01-counting/count-objects-l2.yaml") { $0.replacingOccurrences(of: "How many fish?", with: "How many fish swim?") }
        XCTAssertEqual(runCLI(["build", "curriculum"], in: tree.url).code, .success)
        XCTAssertEqual(entries(of: tree.url.appendingPathComponent("dist")).filter { $0.hasPrefix("math") }, ["math-kindergarten-1.0.0", "math-kindergarten-1.1.0"])
    }

    func testTheWriterRefusesPathsThatLeaveTheBundle() throws {
        let out = try TemporaryTree()
        /// Passes the builder's files on, one of them under a path that leaves the bundle.
        struct Escaping: BundleSink {
            let sink: any BundleSink
            func path(_ path: String) -> String { path == "units.json" ? "../escaped.json" : path }
            func store(_ path: String, bytes: [UInt8]) throws { try sink.store(self.path(path), bytes: bytes) }
            func store(_ path: String, write: (([UInt8]) throws -> Void) throws -> Void) throws {
                try sink.store(self.path(path), write: write)
            }
        }
        let builder = BundleBuilder(catalog: SampleCurriculum.catalog(), spokenForm: WrittenForm(), factSetExpansions: [])
        let spec = try XCTUnwrap(try builder.specs().first)
        let transaction = try BundleWriter(outputDirectory: out.url).begin()
        XCTAssertThrowsError(try transaction.stage(spec.directoryName) { try builder.build(spec, into: Escaping(sink: $0)) }) {
            XCTAssertEqual("\($0)", "refusing to write '../escaped.json': not a safe file name")
        }
        XCTAssertEqual(try transaction.commit([]), [])
        XCTAssertEqual(visibleEntries(of: out.url), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.url.deletingLastPathComponent().appendingPathComponent("escaped.json").path))
    }

    func testAFileWhereTheBundleGoesIsNotOverwritten() throws {
        let out = try TemporaryTree()
        try out.write("math-kindergarten-1.0.0", "not a bundle")
        XCTAssertThrowsError(try SampleCurriculum.emit(into: out.url, force: true)) { error in
            guard case BundleWriter.Failure.notABundle("math-kindergarten-1.0.0", _) = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try String(contentsOf: out.url.appendingPathComponent("math-kindergarten-1.0.0"), encoding: .utf8), "not a bundle")
    }
}
