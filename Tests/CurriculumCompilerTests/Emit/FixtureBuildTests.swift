import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// `build --only` and `curriculum fixture` over the shipped curriculum: small bundle sets holding
/// the chosen lessons and exactly what they reference, read back as the app reads them.
final class FixtureBuildTests: XCTestCase {
    static let curriculum = PinnedCurriculum.url.path
    static let three = ["k.counting.count-objects.l1", "k.geometry.build-shapes.l1", "1.place-value.tens-and-ones.l1"]

    /// Every bundle a build put in `out`, read back with `BundleReader`, by directory name.
    func bundles(in out: URL) throws -> [String: ContentBundle] {
        var read: [String: ContentBundle] = [:]
        for name in visibleEntries(of: out) where FileManager.default.fileExists(atPath: out.appendingPathComponent(name + "/manifest.json").path) {
            read[name] = try BundleReader(directory: out.appendingPathComponent(name)).read()
        }
        return read
    }

    func build(_ patterns: [String], into out: URL) -> CLIResult {
        runCLI(["build", Self.curriculum, "--out", out.path] + patterns.flatMap { ["--only", $0] }, in: out.deletingLastPathComponent())
    }

    func testThreeLessonsBuildWithExactlyWhatTheyReference() throws {
        let tree = try TemporaryTree()
        let out = tree.url.appendingPathComponent("fixture")
        let result = build(Self.three, into: out)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertFalse(result.err.contains("coverage"), result.err)

        // A bundle per grade with a chosen lesson, no fluency facts, no coverage report.
        let read = try bundles(in: out)
        XCTAssertEqual(read.count, 2)
        XCTAssertEqual(Set(read.values.compactMap(\.manifest.grade)), [.kindergarten, .first])
        XCTAssertEqual(visibleEntries(of: out).filter { $0.hasPrefix("coverage") }, [])
        XCTAssertEqual(Set(read.values.flatMap { $0.lessons.map(\.metadata.id) }), Set(Self.three))

        // Analytics is one dictionary for the whole set, as in a full build: the events of every
        // item type the set has, and the app's own.
        let fixtureTypes = Set(read.values.flatMap { $0.items.map(\.type) })
        let dictionary = try XCTUnwrap(try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog.analytics)
        let logging = Set(dictionary.emitters.map(\.itemType.value))
        XCTAssertTrue(fixtureTypes.contains { logging.contains($0) && $0 != "all" }, "the test needs an item type with events of its own")
        for (name, bundle) in read {
            let manifest = bundle.manifest
            let lessons = bundle.lessons.map(\.metadata)
            // Skills: each lesson's and those its items name; units: theirs and mastery checks'.
            let skillIDs = Set(lessons.compactMap(\.skill) + bundle.items.compactMap(\.skill))
            XCTAssertEqual(Set(bundle.skills.map(\.id)), skillIDs, name)
            XCTAssertEqual(Set(bundle.units.map(\.id)), Set(bundle.skills.map(\.unit) + lessons.filter { $0.skill == nil }.map(\.unit)), name)
            for unit in bundle.units { XCTAssertTrue(Set(unit.skills).isSubset(of: skillIDs), "\(name): \(unit.id) lists a skill not in the bundle") }
            for skill in bundle.skills {
                XCTAssertTrue(Set(skill.lessons).isSubset(of: Set(lessons.map(\.id))), "\(name): \(skill.id) lists a lesson not in the bundle")
                XCTAssertTrue(Set(skill.prerequisites).isSubset(of: skillIDs), "\(name): \(skill.id) needs a skill not in the bundle")
            }
            // Standards: what skills, units and items name, a heading with its parts; nothing else.
            var codes = Set(bundle.skills.flatMap(\.standards) + bundle.units.flatMap(\.standards) + bundle.items.flatMap(\.standards))
            let headings = Dictionary(uniqueKeysWithValues: bundle.standards.map { ($0.code, $0.parts) })
            for code in codes { codes.formUnion(headings[code] ?? []) }
            XCTAssertEqual(Set(bundle.standards.map(\.code)), codes, name)
            XCTAssertGreaterThan(codes.count, 0)
            // Badges of taught skills only; analytics without other item types' events.
            for badge in bundle.badges?.badges ?? [] {
                XCTAssertTrue(skillIDs.contains(badge.skill), "\(name): badge \(badge.id)")
                XCTAssertTrue(Set(badge.lessons).isSubset(of: Set(lessons.map(\.id))), "\(name): badge \(badge.id)")
            }
            let analytics = try XCTUnwrap(bundle.analytics)
            for key in analytics.emitters.keys where ItemTypes.byName[key] != nil {
                XCTAssertTrue(fixtureTypes.contains(key), "\(name): events of \(key), which no item of the fixture is")
            }
            // …and every event an item of the set logs is there.
            for type in fixtureTypes where logging.contains(type) { XCTAssertNotNil(analytics.emitters[type], "\(name): \(type)") }
            XCTAssertLessThan(analytics.emitters.count, 15, "\(name): other item types' events are left out")
            XCTAssertEqual(Set(analytics.events.map(\.name)), Set(analytics.emitters.values.flatMap { $0 }), name)
            XCTAssertNotNil(analytics.emitters["all"])
            // The manifest counts and lists only what is there.
            XCTAssertEqual(manifest.count(of: .lessons), lessons.count, name)
            XCTAssertEqual(manifest.count(of: .items), bundle.items.count, name)
            XCTAssertEqual(manifest.count(of: .skills), bundle.skills.count, name)
            XCTAssertEqual(manifest.count(of: .units), bundle.units.count, name)
            XCTAssertEqual(manifest.count(of: .standards), bundle.standards.count, name)
            XCTAssertEqual(manifest.count(of: .badges), bundle.badges?.badges.count, name)
            XCTAssertEqual(manifest.count(of: .events), analytics.events.count, name)
            let lessonFolders = Set(manifest.files.map(\.path).filter { $0.hasPrefix("lessons/") }.map { $0.split(separator: "/")[1] }.map(String.init))
            XCTAssertEqual(lessonFolders, Set(lessons.map(\.id)), name)
        }
        // The kindergarten bundle of the full build is far larger: the subset really is a subset.
        let kindergarten = try XCTUnwrap(read.values.first { $0.manifest.grade == .kindergarten })
        XCTAssertEqual(kindergarten.lessons.count, 2)
        XCTAssertLessThan(kindergarten.skills.count, 5)
    }

    func testTwoBuildsOfTheSameLessonsAreByteIdentical() throws {
        let tree = try TemporaryTree()
        let a = tree.url.appendingPathComponent("a"), b = tree.url.appendingPathComponent("b")
        XCTAssertEqual(build(Self.three, into: a).code, .success)
        // The same lessons named otherwise, in another order.
        XCTAssertEqual(build(["1.place-value.tens-and-ones.l1,k.geometry.build-shapes.l1", "k.counting.count-objects.l1"], into: b).code, .success)
        let first = try output(of: a), second = try output(of: b)
        XCTAssertEqual(first.keys.sorted(), second.keys.sorted())
        XCTAssertGreaterThan(first.count, 10)
        for (path, bytes) in first { XCTAssertEqual(bytes, second[path], "\(path) differs") }
        // Built again over itself: nothing changes.
        let again = build(Self.three, into: a)
        XCTAssertEqual(again.code, .success)
        XCTAssertTrue(again.err.contains("unchanged"), again.err)
    }

    /// `--only` writes through the build's own staged, atomic path: over a full build of the same
    /// version, it is a version reuse, refused with nothing touched.
    func testAFixtureOverAFullBuildOfTheSameVersionIsRefused() throws {
        let tree = try TemporaryTree()
        let out = tree.url.appendingPathComponent("dist")
        XCTAssertEqual(runCLI(["build", Self.curriculum, "--out", "dist"], in: tree.url).code, .success)
        let before = try output(of: out)
        let refused = build(["k.geometry.*"], into: out)
        XCTAssertEqual(refused.code, .contentErrors, refused.err)
        XCTAssertTrue(refused.out.contains("[BUNDLE-VERSION-REUSE]"), refused.out)
        XCTAssertEqual(try output(of: out), before)
        XCTAssertTrue(visibleEntries(of: out).contains("coverage.json"))
    }

    func testGlobsSelectLessonsSkillsAndUnits() throws {
        let catalog = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog
        func selected(_ patterns: String...) throws -> [String] { try LessonSelection(patterns).lessonIDs(in: catalog) }
        let counting = catalog.lessons.map(\.id.value).filter { $0.hasPrefix("k.counting.") }
        XCTAssertEqual(try selected("k.counting.*"), counting)
        // A unit id selects its lessons, its mastery check included.
        XCTAssertEqual(try selected("k.counting"), counting)
        XCTAssertTrue(try selected("1.place-value").contains("1.place-value.mastery"))
        // A skill id selects its lessons and no mastery check.
        XCTAssertEqual(try selected("k.counting.count-objects"), (catalog.lessonsBySkill["k.counting.count-objects"] ?? []).map(\.id.value))
        XCTAssertEqual(try selected("k.counting.count-objects.l[12]"), ["k.counting.count-objects.l1", "k.counting.count-objects.l2"])
        XCTAssertEqual(try selected("?.counting.count-objects.l1"), ["k.counting.count-objects.l1"])
        XCTAssertEqual(try selected("k.counting.count-objects.l[!1-3]"), ["k.counting.count-objects.l4"])
        let firstLessons = try selected("*.l1")
        XCTAssertTrue(firstLessons.allSatisfy { $0.hasSuffix(".l1") })
        XCTAssertTrue(firstLessons.contains("1.place-value.tens-and-ones.l1") && firstLessons.contains("k.counting.count-objects.l1"))
        // Teaching order, each lesson once, however often it is named.
        XCTAssertEqual(try selected("k.counting.count-objects.l2", "k.counting.count-objects.l1", "k.counting.count-objects.*"), try selected("k.counting.count-objects"))

        let tree = try TemporaryTree()
        let out = tree.url.appendingPathComponent("fixture")
        XCTAssertEqual(build(["k.geometry.*"], into: out).code, .success)
        let read = try bundles(in: out)
        XCTAssertEqual(read.count, 1, "no grade 1 bundle without a grade 1 lesson")
        XCTAssertEqual(read.values.first?.lessons.map(\.metadata.id), catalog.lessons.map(\.id.value).filter { $0.hasPrefix("k.geometry.") })
    }

    func testAPatternThatMatchesNothingIsAUsageErrorAndWritesNothing() throws {
        let tree = try TemporaryTree()
        let out = tree.url.appendingPathComponent("fixture")
        let result = build(["k.countng.count-objects.l1", "k.counting.count-objects.l1", "1.place-valeu.*"], into: out)
        XCTAssertEqual(result.code, .usage)
        XCTAssertTrue(result.err.contains("error: --only 'k.countng.count-objects.l1' matches no lesson, skill or unit; did you mean 'k.counting.count-objects.l1'?"), result.err)
        XCTAssertTrue(result.err.contains("error: --only '1.place-valeu.*' matches no lesson, skill or unit; did you mean '1.place-value.*'?"), result.err)
        XCTAssertFalse(result.err.contains("'k.counting.count-objects.l1' matches"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing is written")
        XCTAssertEqual(build(["zzz"], into: out).err, "error: --only 'zzz' matches no lesson, skill or unit\n")
        XCTAssertEqual(build(["k.*.l9"], into: out).err, "error: --only 'k.*.l9' matches no lesson, skill or unit\n")
        XCTAssertEqual(build(["k.counting.count-objects.l[1"], into: out).code, .usage, "an unclosed [ is itself")
    }

    func testFixtureHasEveryItemTypeAndItsPseudoLocale() throws {
        let tree = try TemporaryTree()
        let out = tree.url.appendingPathComponent("fixture")
        let result = runCLI(["fixture", "--out", "fixture", Self.curriculum], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        let read = try bundles(in: out)
        let types = Set(read.values.flatMap { $0.items.map(\.type) })
        XCTAssertEqual(types, Set(ItemTypes.all.map { $0.name }))
        XCTAssertEqual(types.count, 25)
        // It prints each lesson it chose with the types it brings, and says all are covered.
        let lessons = read.values.flatMap { $0.lessons.map(\.metadata.id) }
        XCTAssertTrue(result.out.hasPrefix("fixture: \(lessons.count) lessons covering 25 of 25 item types\n"), result.out)
        for lesson in lessons { XCTAssertTrue(result.out.contains("  \(lesson) "), "\(lesson) is not listed") }
        XCTAssertLessThanOrEqual(lessons.count, 12, "a greedy cover of 25 types needs few lessons")
        XCTAssertEqual(visibleEntries(of: out).filter { $0.hasPrefix("coverage") }, [])

        // The pseudo-locale: every string of every bundle, source and en-XA.
        let data = try Data(contentsOf: out.appendingPathComponent(FixtureCommand.pseudoFile))
        let strings = try JSONDecoder().decode(StringCatalog.self, from: data)
        XCTAssertEqual(strings.sourceLanguage, "en")
        for bundle in read.values {
            for item in bundle.items {
                XCTAssertEqual(strings.value(StringKey.prompt(item.fullId)), item.prompt)
                XCTAssertEqual(strings.value(StringKey.prompt(item.fullId), language: "en-XA"), PseudoLocale.pseudo(item.prompt))
            }
            for lesson in bundle.lessons {
                XCTAssertEqual(strings.value(StringKey.lessonTitle(lesson.metadata.id), language: "en-XA"), PseudoLocale.pseudo(lesson.metadata.title))
            }
        }
        XCTAssertTrue(strings.strings.values.allSatisfy { $0.localizations["en-XA"] != nil })
        // The same strings as a locale table, looked up the way the app looks strings up.
        for var bundle in read.values {
            bundle.locales[PseudoLocale.identifier] = PseudoLocale.localeStrings(of: bundle)
            let pseudo = bundle.localizedStrings(PseudoLocale.identifier)
            XCTAssertEqual(pseudo.count, bundle.sourceStrings.count)
            for string in bundle.sourceStrings { XCTAssertEqual(pseudo[string.key], strings.value(string.key, language: "en-XA")) }
        }

        // Deterministic: a second fixture elsewhere has the same bytes.
        XCTAssertEqual(runCLI(["fixture", "--out", "again", Self.curriculum], in: tree.url).code, .success)
        let first = try output(of: out), second = try output(of: tree.url.appendingPathComponent("again"))
        XCTAssertEqual(first.keys.sorted(), second.keys.sorted())
        for (path, bytes) in first { XCTAssertEqual(bytes, second[path], "\(path) differs") }
        // Again over itself: nothing is rewritten, and the pseudo-locale is still there.
        let again = runCLI(["fixture", "--out", "fixture", Self.curriculum], in: tree.url)
        XCTAssertEqual(again.code, .success, again.err)
        XCTAssertTrue(again.err.hasSuffix("unchanged fixture/\(FixtureCommand.pseudoFile)\n"), again.err)
        XCTAssertEqual(try output(of: out), first)
    }

    func testFixtureNeedsAnOutputFolder() throws {
        let tree = try TemporaryTree()
        let result = runCLI(["fixture", Self.curriculum], in: tree.url)
        XCTAssertEqual(result.code, .usage)
        XCTAssertTrue(result.err.contains("fixture needs --out DIR"), result.err)
    }

    func testTheGreedyCoverIsSmallAndCoversWhatTheCurriculumHas() throws {
        let catalog = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog
        let fixture = FixtureLessons(catalog: catalog)
        XCTAssertEqual(fixture.missing, [])
        XCTAssertEqual(Set(fixture.coverage.map(\.type)), Set(ItemTypes.all.map { $0.name }))
        // Every chosen lesson brought a type no lesson chosen before it had.
        XCTAssertEqual(Set(fixture.coverage.map(\.lesson)), Set(fixture.lessons))
        // A type no lesson has is reported, not invented.
        let partial = FixtureLessons(catalog: catalog, types: ["counting", "noSuchType"])
        XCTAssertEqual(partial.missing, ["noSuchType"])
        XCTAssertEqual(partial.lessons.count, 1)
    }
}
