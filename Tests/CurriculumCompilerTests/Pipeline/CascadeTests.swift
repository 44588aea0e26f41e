@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler
@testable import CurriculumSchema

/// One mistake, one finding to act on. The shipped curriculum (its pinned copy), with one error planted at
/// a time: the first finding printed is the real cause, and what follows from it (an item
/// dropped as a duplicate makes its lesson look short; a lesson that fails to parse leaves its
/// skill a lesson short) is held back in the cause's notes rather than printed before it.
final class CascadeTests: XCTestCase {
    static let shipped = PinnedCurriculum.url

    /// One planted error: the edits that make it, the finding that reports it, and the rules
    /// whose findings follow from it and must be held back behind it.
    struct Plant {
        var name: String
        var edits: [(path: String, old: String, new: String)]
        var rule: String
        var path: String
        /// Where the finding is; nil for the line the planted text starts on, so a comment
        /// added above it in the shipped file does not break the test.
        var line: Int?
        var heldBack: [String]

        init(_ name: String, _ path: String, _ old: String, _ new: String, rule: String, line: Int? = nil, heldBack: [String] = []) {
            self.name = name
            self.edits = [(path, old, new)]
            self.rule = rule
            self.path = path
            self.line = line
            self.heldBack = heldBack
        }
    }

    static let patterns = "k/04-patterns/create-patterns-l2.yaml"

    static let plants: [Plant] = [
        Plant("a duplicate item id", "k/04-patterns/create-patterns-l3.yaml", "  - id: i2\n", "  - id: i1\n",
              rule: "REF-DUPLICATE-ID", line: 24, heldBack: ["ASSESS-MASTERY-REACHABLE"]),
        Plant("a duplicate item id that leaves one item type", "1/08-data/read-graphs-l2.yaml", "  - id: i6\n", "  - id: i2\n",
              rule: "REF-DUPLICATE-ID", line: 91, heldBack: ["TARGET-ITEM-TYPES"]),
        Plant("a duplicate lesson id", patterns, "id: k.patterns.create-patterns.l2\n", "id: k.patterns.create-patterns.l1\n",
              rule: "REF-DUPLICATE-ID", line: 3, heldBack: ["TRACE-BADGE", "TARGET-LESSONS-PER-SKILL"]),
        Plant("a mastery check with a duplicate id", "k/04-patterns/mastery.yaml", "id: k.patterns.mastery\n", "id: k.patterns.create-patterns.l1\n",
              rule: "REF-DUPLICATE-ID", line: 3, heldBack: ["ASSESS-MASTERY-CHECK"]),
        Plant("a duplicate unit id", "k/05-measurement/unit.yaml", "id: k.measurement\n", "id: k.patterns\n",
              rule: "REF-DUPLICATE-ID", line: 3, heldBack: ["REF-UNKNOWN", "TRACE-STANDARD-UNCOVERED"]),
        Plant("a misspelt skill reference", patterns, "skill: k.patterns.create-patterns\n", "skill: k.patterns.create-pattern\n",
              rule: "REF-UNKNOWN", line: 4, heldBack: ["TRACE-BADGE", "TARGET-LESSONS-PER-SKILL"]),
        Plant("a lesson without its skill", patterns, "skill: k.patterns.create-patterns\n", "",
              rule: "SCHEMA-REQUIRED", line: 2, heldBack: ["TRACE-ITEM-UNTRACED", "TRACE-BADGE", "TARGET-LESSONS-PER-SKILL"]),
        Plant("a lesson without its id", patterns, "id: k.patterns.create-patterns.l2\n", "",
              rule: "SCHEMA-REQUIRED", line: 2, heldBack: ["TRACE-BADGE", "TARGET-LESSONS-PER-SKILL"]),
        Plant("an item without its type", patterns, "    type: pattern\n", "",
              rule: "SCHEMA-REQUIRED", line: 11, heldBack: ["ASSESS-MASTERY-REACHABLE", "L10N-UNKNOWN-KEY"]),
        // The item's pattern cards are labels with translations, which no longer show.
        Plant("a wrong item type name", patterns, "    type: pattern\n", "    type: patern\n",
              rule: "SCHEMA-ENUM", line: 12, heldBack: ["L10N-UNKNOWN-KEY"]),
        Plant("a wrong-case kind", patterns, "kind: Lesson\n", "kind: lesson\n", rule: "SCHEMA-KIND", line: 2),
        Plant("a broken standard code in the matrix", "standards/k.yaml", "code: NY-K.OA.6\n", "code: NY-K.OA6\n",
              rule: "SCHEMA-PATTERN", heldBack: ["REF-UNKNOWN", "STD-MATRIX", "TRACE-STANDARD-UNCOVERED"]),
        Plant("a broken standard code in the only skill that teaches it", "1/09-geometry/unit.yaml",
              "    standards: [NY-1.G.1]\n", "    standards: [NY-1.G1]\n",
              rule: "SCHEMA-PATTERN", line: 15, heldBack: ["TRACE-STANDARD-UNCOVERED"]),
        Plant("a misspelt standard code in the only skill that teaches it", "1/09-geometry/unit.yaml",
              "    standards: [NY-1.G.1]\n", "    standards: [NY-1.G.11]\n",
              rule: "REF-UNKNOWN", line: 15, heldBack: ["TRACE-STANDARD-UNCOVERED"]),
        Plant("a lesson that does not parse", patterns, "title: Make your own pattern\n", "title: Make: your own pattern\n",
              rule: "YAML-SYNTAX", line: 5, heldBack: ["TRACE-BADGE", "TARGET-LESSONS-PER-SKILL"]),
        Plant("a unit that does not parse", "k/04-patterns/unit.yaml", "title: Patterns\n", "title: Patterns: more\n",
              rule: "YAML-SYNTAX", line: 5, heldBack: ["REF-UNKNOWN", "TRACE-STANDARD-UNCOVERED"]),
        Plant("a standards matrix that does not parse", "standards/k.yaml", "grade: K\n", "grade: K: x\n",
              rule: "YAML-SYNTAX", heldBack: ["REF-UNKNOWN"]),
    ]

    /// The shipped curriculum in a temporary folder, as `curriculum/`, with `edits` made.
    func plant(_ edits: [(path: String, old: String, new: String)], file: StaticString = #filePath, line: UInt = #line) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        let root = tree.url.appendingPathComponent("curriculum")
        try FileManager.default.copyItem(at: Self.shipped, to: root)
        for edit in edits {
            let url = root.appendingPathComponent(edit.path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let range = try XCTUnwrap(text.range(of: edit.old), "'\(edit.old)' is not in \(edit.path)", file: file, line: line)
            try tree.write("curriculum/" + edit.path, text.replacingCharacters(in: range, with: edit.new))
        }
        return tree
    }

    /// The line a plant's finding is on: its own, or the line its planted text starts on in the shipped file.
    func line(of planted: Plant) throws -> Int {
        if let line = planted.line { return line }
        let edit = try XCTUnwrap(planted.edits.first)
        let text = try String(contentsOf: Self.shipped.appendingPathComponent(edit.path), encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: edit.old), "'\(edit.old)' is not in \(edit.path)")
        return text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// The shipped pictures still to draw are info notes (ASSET-PLACEHOLDER) no planted error
    /// touches; they are switched off so each test sees only what it planted.
    static func quiet(_ options: CompileOptions = CompileOptions()) -> CompileOptions {
        var options = options
        options.ruleOverrides.insert((AssetPlaceholder.id, .off), at: 0)
        return options
    }

    func compile(_ tree: TemporaryTree, options: CompileOptions = CompileOptions()) throws -> Compilation {
        try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum", options: Self.quiet(options))
    }

    /// The rules a cause's notes say it holds back, by name or by count.
    func heldBack(_ d: Diagnostic) -> String {
        d.notes.filter { $0.message.contains("held back until this is fixed") }.map(\.message).joined(separator: "\n")
    }

    func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" + ($0.notes.isEmpty ? "" : " {\($0.notes.map(\.message).joined(separator: "; "))}") }
            .joined(separator: "\n")
    }

    func testTheShippedCurriculumIsCleanSoNothingIsHeldBack() throws {
        let compilation = try Compiler.compile(root: Self.shipped, displayRoot: "curriculum", options: Self.quiet())
        XCTAssertEqual(compilation.diagnostics.count, 0, describe(compilation.diagnostics))
        XCTAssertTrue(compilation.catalog.damage.isEmpty)
    }

    /// Each planted error is the one finding reported, where it was planted, and holds back
    /// what follows from it in its notes.
    func testEachPlantedErrorIsTheOnlyFindingAndHoldsBackItsEchoes() throws {
        for planted in Self.plants {
            let tree = try plant(planted.edits)
            let found = try compile(tree).diagnostics
            XCTAssertEqual(found.count, 1, "\(planted.name):\n\(describe(found))")
            guard let cause = found.first else { continue }
            XCTAssertEqual(cause.ruleID, planted.rule, "\(planted.name): \(describe(found))")
            XCTAssertEqual(cause.location.path, "curriculum/" + planted.path, planted.name)
            XCTAssertEqual(cause.location.line, try line(of: planted), "\(planted.name): \(describe(found))")
            XCTAssertNil(cause.cause, planted.name)
            let notes = heldBack(cause)
            for rule in planted.heldBack {
                XCTAssertTrue(notes.contains(rule), "\(planted.name): \(rule) is not held back: \(describe(found))")
            }
            if planted.heldBack.isEmpty { XCTAssertEqual(notes, "", planted.name) }
        }
    }

    /// What an author sees: `curriculum lint` prints the cause first, and each echo only as a
    /// note under it.
    func testLintPrintsTheRealCauseFirst() throws {
        for planted in Self.plants {
            let tree = try plant(planted.edits)
            let result = runCLI(["lint", "--rule", "ASSET-PLACEHOLDER=off"], in: tree.url)
            XCTAssertEqual(result.code, .contentErrors, "\(planted.name): \(result.out)\(result.err)")
            let lines = result.out.split(separator: "\n").map(String.init)
            let first = try XCTUnwrap(lines.first, planted.name)
            XCTAssertTrue(first.hasPrefix("curriculum/\(planted.path):\(try line(of: planted)):"), "\(planted.name): \(first)")
            XCTAssertTrue(first.hasSuffix("[\(planted.rule)]"), "\(planted.name): \(first)")
            XCTAssertTrue(lines.last?.hasPrefix("1 error, 0 warnings in ") ?? false, "\(planted.name): \(result.out)")
        }
    }

    /// `kind: lesson` is a did-you-mean with the fix-it `Lesson`, and the file is still checked
    /// as a lesson: its other mistakes are reported too, as validating it against the schema
    /// its modeline names (what a generic JSON Schema validator does) reports them.
    func testAWrongCaseKindIsCheckedAsTheKindItMeans() throws {
        let path = Self.patterns
        let tree = try plant([
            (path, "kind: Lesson\n", "kind: lesson\n"),
            (path, "stage: representational\n", "stage: representationl\n"),
            (path, "    difficulty: 1\n", "    difficulty: 0\n"),
            (path, "    prompt: Nia makes a pattern.", "    promt: Nia makes a pattern."),
        ])
        let compilation = try compile(tree)
        let found = compilation.diagnostics
        XCTAssertEqual(summary(found), ["SCHEMA-KIND@2:7", "SCHEMA-ENUM@7:8", "SCHEMA-RANGE@14:17", "SCHEMA-UNKNOWN-FIELD@15:5"], describe(found))
        let kind = try XCTUnwrap(found.first)
        XCTAssertEqual(kind.message, "unknown kind 'lesson'; did you mean 'Lesson'?")
        XCTAssertEqual(kind.fixIts, [.init(at: kind.location, length: 6, replacement: "Lesson")])
        XCTAssertTrue(kind.notes.contains { $0.message.contains("checked as a Lesson") }, describe(found))
        // It is decoded as a lesson too: its skill keeps all its lessons.
        XCTAssertTrue(compilation.catalog.lessons.contains { $0.id.value == "k.patterns.create-patterns.l2" })

        // The same file against lesson.schema.json alone: the same places, the kind's constant
        // among them.
        let source = try SourceFile.read(tree.url.appendingPathComponent("curriculum/" + path), displayPath: "curriculum/" + path)
        let root = try XCTUnwrap(YAMLLoader().load(source).0)
        let schema = try XCTUnwrap(ShapeCheck.load().validator.kinds["Lesson"])
        let generic = SchemaValidator.validate(root, against: schema, path: source.path)
        XCTAssertEqual(Set(generic.map(\.location)), Set(found.map(\.location)), describe(generic))
        XCTAssertEqual(generic.count, 4, describe(generic))
    }

    func testANearMissKindIsCheckedAsTheKindItMeansAndAnUnknownOneIsNot() throws {
        for (written, fix) in [("Leson", "Lesson"), ("LESSON", "Lesson"), ("\"Lesson \"", "Lesson"), ("unit", "Unit")] {
            let validator = try ShapeCheck.load().validator
            let (root, _) = load("kind: \(written)\nid: 7\n")
            let found = validator.validate(document: try XCTUnwrap(root), path: "t.yaml")
            XCTAssertEqual(found.first?.ruleID, "SCHEMA-KIND", written)
            XCTAssertEqual(found.first?.fixIts.first?.singleEdit?.replacement, fix, written)
            XCTAssertEqual(found.first?.fixIts.first?.singleEdit?.length, written.count, written)
            // Checked as the kind it means: `id: 7` is wrong for it, and fields are missing.
            XCTAssertGreaterThan(found.count, 2, "\(written): \(describe(found))")
            XCTAssertEqual(validator.kind(named: written.trimmingCharacters(in: CharacterSet(charactersIn: "\""))), fix)
        }
        let validator = try ShapeCheck.load().validator
        let (root, _) = load("kind: Worksheet\nid: 7\n")
        let found = validator.validate(document: try XCTUnwrap(root), path: "t.yaml")
        XCTAssertEqual(summary(found), ["SCHEMA-KIND@1:7"], "an unknown kind means nothing else can be checked")
        XCTAssertNil(validator.kind(named: "Worksheet"))
    }

    /// Held back is not hidden: a finding in a file with an error that does not follow from it
    /// (one item's wording, here) is still reported.
    func testAFindingThatDoesNotFollowFromTheErrorIsStillReported() throws {
        let tree = try plant([
            (Self.patterns, "    difficulty: 1\n", "    difficulty: 0\n"),
            (Self.patterns, "Draw a pattern with 2 shapes.", "Draw a  pattern with 2 shapes."),
        ])
        let found = try compile(tree).diagnostics
        XCTAssertEqual(found.map(\.ruleID), ["SCHEMA-RANGE", "COPY-DOUBLE-SPACE"], describe(found))
    }

    /// An echo whose cause is switched off stands on its own, as it would without the cause.
    func testAnEchoWhoseCauseIsSwitchedOffStandsAlone() throws {
        let tree = try plant([("k/04-patterns/create-patterns-l3.yaml", "  - id: i2\n", "  - id: i1\n")])
        var options = CompileOptions()
        options.ruleOverrides = [("REF-DUPLICATE-ID", .off)]
        let found = try compile(tree, options: options).diagnostics
        // The lesson is short an item, and the Spanish of the item renamed away names nothing.
        XCTAssertEqual(found.first?.ruleID, "ASSESS-MASTERY-REACHABLE", describe(found))
        let unknownKeys = found.dropFirst()
        XCTAssertFalse(unknownKeys.isEmpty, describe(found))
        XCTAssertTrue(unknownKeys.allSatisfy { $0.ruleID == "L10N-UNKNOWN-KEY" && $0.message.contains("k.patterns.create-patterns.l3/i2.") }, describe(found))
        XCTAssertTrue(found.allSatisfy { $0.cause == nil }, describe(found))
    }

    /// An echo more severe than its cause is not folded away under it, but listed right after it,
    /// though it points earlier in the file.
    func testAnEchoMoreSevereThanItsCauseIsListedRightAfterIt() throws {
        let tree = try plant([("k/04-patterns/create-patterns-l3.yaml", "  - id: i2\n", "  - id: i1\n")])
        var options = CompileOptions()
        options.ruleOverrides = [("REF-DUPLICATE-ID", .warning)]
        let found = try compile(tree, options: options).diagnostics
        XCTAssertEqual(summary(found), ["REF-DUPLICATE-ID@24:9", "ASSESS-MASTERY-REACHABLE@3:5"], describe(found))
        XCTAssertEqual(found.last?.cause, found.first?.identity)
        XCTAssertTrue(found.last?.notes.contains { $0.message.hasPrefix("follows from REF-DUPLICATE-ID") } ?? false, describe(found))
        let report = LintReport(diagnostics: found.reversed(), sources: [:], checkedFiles: [], rules: [])
        XCTAssertEqual(summary(report.diagnostics), summary(found), "a reporter's own sort keeps the cause first")
    }
}

/// `Cascade` and the order of findings, without a curriculum.
final class CascadeFoldTests: XCTestCase {
    func finding(_ rule: String, _ path: String, _ line: Int, _ severity: Severity = .error, after cause: Diagnostic? = nil) -> Diagnostic {
        Diagnostic(rule, severity, at: SourceLocation(path: path, line: line, column: 1), "\(rule) in \(path)").following(cause?.identity)
    }

    func testLocationOrderWithEachEchoRightAfterItsCause() {
        let cause = finding("REF-DUPLICATE-ID", "b.yaml", 20)
        let echo = finding("TRACE-BADGE", "a.yaml", 5, after: cause)
        let other = finding("COPY-IDIOM", "b.yaml", 30)
        let first = finding("COPY-IDIOM", "a.yaml", 1)
        XCTAssertEqual([other, echo, cause, first].sorted(), [first, cause, echo, other])
    }

    func testEchoesFoldIntoTheRootOfTheirChain() {
        let root = finding("YAML-SYNTAX", "l.yaml", 9)
        let middle = finding("REF-UNKNOWN", "m.yaml", 4, after: root)
        let leaf = finding("TRACE-BADGE", "b.yaml", 2, .warning, after: middle)
        let folded = Cascade.fold([leaf, middle, root])
        XCTAssertEqual(folded.map(\.ruleID), ["YAML-SYNTAX"])
        let notes = folded[0].notes.map(\.message)
        XCTAssertEqual(notes.count, 2, "\(notes)")
        XCTAssertEqual(folded[0].notes.map(\.location), [leaf.location, middle.location], "echoes listed in location order")
    }

    func testManyEchoesAreListedThenCountedByRule() {
        let root = finding("REF-DUPLICATE-ID", "u.yaml", 3)
        let echoes = (1...6).map { finding("REF-UNKNOWN", "l\($0).yaml", 4, after: root) } + [finding("TRACE-STANDARD-UNCOVERED", "s.yaml", 1, .warning, after: root)]
        let folded = Cascade.fold([root] + echoes)
        XCTAssertEqual(folded.count, 1)
        XCTAssertEqual(folded[0].notes.count, Cascade.listed + 1)
        XCTAssertEqual(folded[0].notes.last?.message, "and 4 more held back until this is fixed: 3 REF-UNKNOWN, 1 TRACE-STANDARD-UNCOVERED")
    }

    func testACauseThatIsNotReportedLeavesItsEchoOnItsOwn() {
        let missing = finding("REF-DUPLICATE-ID", "u.yaml", 3)
        let echo = finding("TARGET-ITEM-TYPES", "l.yaml", 3, .warning, after: missing)
        let folded = Cascade.fold([echo])
        XCTAssertEqual(folded.count, 1)
        XCTAssertNil(folded[0].cause)
        XCTAssertEqual(folded[0].notes, [])
    }

    func testFindingsThatNameEachOtherAreNotBothFoldedAway() {
        var a = finding("REF-UNKNOWN", "a.yaml", 1)
        let b = finding("REF-UNKNOWN", "b.yaml", 1, after: a)
        a = a.following(b.identity)
        XCTAssertEqual(Cascade.fold([a, b]).count, 1)
    }

    func testAFindingAtTheSpotOfAStageErrorFollowsFromIt() {
        let stage = finding("SCHEMA-TYPE", "l.yaml", 14)
        let same = finding("ITEM-ANSWER", "l.yaml", 14)
        let elsewhere = finding("ITEM-ANSWER", "l.yaml", 15)
        let attached = Cascade.attach([same, elsewhere], to: [stage])
        XCTAssertEqual(attached.map(\.cause), [stage.identity, nil])
    }

    func testABrokenDefinitionExplainsReferencesToTheIdItMeant() {
        var damage = Damage()
        let cause = Diagnostic.Cause("SCHEMA-PATTERN", at: SourceLocation(path: "standards/k.yaml", line: 122, column: 11))
        damage.record(\.definitions, "NY-K.OA6", cause)
        XCTAssertEqual(damage.definition(of: "NY-K.OA.6", defined: ["NY-K.OA.5", "NY-K.OA.4"]), cause, "the same letters and digits")
        XCTAssertEqual(damage.definition(of: "NY-K.OA6", defined: []), cause)
        XCTAssertNil(damage.definition(of: "NY-K.OA.7", defined: ["NY-K.OA.5", "NY-K.OA.4"]), "nearer to a defined code than to the broken one")
        XCTAssertNil(Damage().definition(of: "NY-K.OA.6", defined: []))
    }
}
