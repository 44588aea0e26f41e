@testable import CurriculumScaffold
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum new unit|skill|lesson|mastery`, run in a copy of the pinned curriculum: what it
/// writes lints clean except for its placeholders, each an error where its TODO marker is, and
/// once they are written the curriculum lints clean again; its items are of the types the
/// curriculum teaches their standards with.
final class NewCommandTests: XCTestCase {
    /// A copy of the pinned curriculum under `curriculum/`.
    static func shippedTree() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        // Without its translations: these edits rewrite English that es-US translates, and what a
        // translator must redo then is L10N-STALE's business, tested with the translations.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("curriculum/l10n"))
        return tree
    }

    struct Finding: Equatable, CustomStringConvertible {
        var path: String, line: Int, column: Int, rule: String, severity: String, message: String
        var description: String { "\(path):\(line):\(column): \(severity): \(message) [\(rule)]" }
    }

    /// Warnings and errors: the info notes of pictures still to draw (ASSET-PLACEHOLDER) are
    /// the shipped curriculum's and say nothing about what `new` wrote.
    static func findings(in tree: TemporaryTree) throws -> [Finding] {
        let result = runCLI(["lint", "--format", "json", "--min-severity", "warning"], in: tree.url)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], result.out + result.err)
        return (json["diagnostics"] as? [[String: Any]] ?? []).map { d in
            Finding(
                path: d["path"] as? String ?? "", line: d["line"] as? Int ?? 0, column: d["column"] as? Int ?? 0,
                rule: d["ruleId"] as? String ?? "", severity: d["severity"] as? String ?? "", message: d["message"] as? String ?? "")
        }
    }

    /// The number in "lists the N placeholders" of a `next:` line.
    static func announcedPlaceholders(_ err: String) -> Int? {
        guard let range = err.range(of: #"lists the \d+ placeholder"#, options: .regularExpression) else { return nil }
        return Int(err[range].split(separator: " ")[2])
    }

    /// Every placeholder of the scaffold written as an author would: a real title, the prompts
    /// without their marker (each example item kept as the item the author wanted). An example
    /// kept word for word repeats the item it was taken from, which ITEM-DUPLICATE-CONTENT reports.
    static func writePlaceholders(in tree: TemporaryTree, files: Set<String>) throws {
        for path in files {
            var text = try tree.read(path)
            text = text.replacingOccurrences(of: "title: \"TODO: name this lesson\"", with: "title: Our new lesson")
            text = text.replacingOccurrences(of: "prompt: \"TODO: ", with: "prompt: \"")
            try tree.write(path, text)
        }
    }

    /// For each standard, the item types the shipped curriculum teaches it with, and those of
    /// the other parts of its heading (NY-K.CC.5a and 5b).
    static func shippedTypes() throws -> [String: Set<String>] {
        let catalog = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog
        var types: [String: Set<String>] = [:]
        for (lesson, item) in catalog.items {
            for code in catalog.standards(of: item, in: lesson) { types[code, default: []].insert(item.type.value) }
        }
        for heading in catalog.standards.values where heading.isHeading {
            let all = heading.parts.reduce(into: Set<String>()) { $0.formUnion(types[$1] ?? []) }
            for part in heading.parts { types[part, default: []].formUnion(all) }
        }
        return types
    }

    /// Items of the lessons in `paths` whose type is not one the shipped curriculum uses for
    /// the item's standard (but for a mastery check's story problem, which every check has).
    static func misfits(in tree: TemporaryTree, paths: Set<String>) throws -> [String] {
        let taught = try shippedTypes()
        let catalog = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum").catalog
        var out: [String] = []
        var checked = 0
        for (lesson, item) in catalog.items where paths.contains(lesson.path) {
            // A mastery check's story problem may come from another standard of its skill's
            // domain than those the shipped curriculum tells stories for; STD-TASK-MISMATCH
            // judges that it fits.
            if lesson.role?.value == .masteryCheck, item.type.value == "wordProblem" { continue }
            let codes = catalog.standards(of: item, in: lesson)
            XCTAssertFalse(codes.isEmpty, "\(item.fullID) traces to no standard")
            for code in codes where !(taught[code]?.contains(item.type.value) ?? false) {
                out.append("\(item.fullID): \(item.type.value) for \(code)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
        return out
    }

    // MARK: The whole flow

    func testScaffoldsLintCleanButForTheirPlaceholdersAndCleanOnceTheyAreWritten() throws {
        let tree = try Self.shippedTree()
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("curriculum/k/05-measurement/mastery.yaml"))
        let commands: [[String]] = [
            ["new", "unit", "--grade", "K", "--title", "Shapes all around"],  // a shapes unit, standards from its title
            ["new", "skill", "--unit", "k.shapes-all-around", "--name", "Count sides and corners"],
            ["new", "lesson", "--skill", "k.counting.ordinal-positions"],  // an ordinal skill
            ["new", "skill", "--unit", "k.counting", "--name", "Count out a group", "--standards", "NY-K.CC.5a,NY-K.CC.5b"],
            ["new", "unit", "--grade", "1", "--title", "Tell time"],  // a Grade 1 unit
            ["new", "lesson", "--skill", "1.counting.count-to-120"],  // a Grade 1 skill
            ["new", "mastery", "--unit", "k.measurement"],
        ]
        var announced = 0
        var written = Set<String>()
        for command in commands {
            let result = runCLI(command, in: tree.url)
            XCTAssertEqual(result.code, .success, "\(command): \(result.err)")
            announced += try XCTUnwrap(Self.announcedPlaceholders(result.err), result.err)
            for line in result.out.split(separator: "\n") {
                let words = line.split(separator: " ")
                if words.first == "created" { written.insert(String(words[1])) }
                if words.first == "added", let to = words.firstIndex(of: "to") { written.insert(String(words[to + 1])) }
            }
        }

        let findings = try Self.findings(in: tree)
        XCTAssertEqual(findings.filter { $0.rule != "COPY-PLACEHOLDER" }.map(\.description), [])
        XCTAssertEqual(findings.count, announced)
        XCTAssertTrue(findings.allSatisfy { $0.severity == "error" })
        // Each at its marker: the lesson title's quote, or the TODO of a prompt.
        for finding in findings {
            let line = try tree.read(finding.path).components(separatedBy: "\n")[finding.line - 1]
            let at = String(line.unicodeScalars.dropFirst(finding.column - 1))
            XCTAssertTrue(at.hasPrefix("TODO: ") || at.hasPrefix("\"TODO: "), "\(finding): \(line)")
        }
        // Every new lesson and mastery check has placeholders, and nothing else does.
        let withFindings = Set(findings.map(\.path))
        XCTAssertEqual(withFindings, written.filter { !$0.hasSuffix("unit.yaml") }, "\(written)")

        // With the markers gone only the examples kept word for word are left to rewrite: each
        // repeats a shipped item or another placeholder (ITEM-DUPLICATE-CONTENT), reported at
        // whichever of the two comes later in teaching order.
        try Self.writePlaceholders(in: tree, files: withFindings)
        let afterWriting = try Self.findings(in: tree)
        XCTAssertEqual(afterWriting.filter { $0.rule != "ITEM-DUPLICATE-CONTENT" }.map(\.description), [])
    }

    func testItemsAreOfTheTypesTheirStandardsAreTaughtWith() throws {
        let tree = try Self.shippedTree()
        for command in [
            ["new", "unit", "--grade", "K", "--title", "Shapes all around"],
            ["new", "lesson", "--skill", "k.counting.ordinal-positions"],
            ["new", "skill", "--unit", "k.counting", "--name", "Count out a group", "--standards", "NY-K.CC.5a,NY-K.CC.5b"],
            ["new", "unit", "--grade", "1", "--title", "Halves and fourths"],
        ] {
            XCTAssertEqual(runCLI(command, in: tree.url).code, .success, "\(command)")
        }
        let paths = Set(try Self.findings(in: tree).map(\.path))
        XCTAssertEqual(try Self.misfits(in: tree, paths: paths), [])

        // What the issue saw: no counting or adding in an ordinal lesson, none in a shapes unit.
        let ordinal = try tree.read("curriculum/k/01-counting/ordinal-positions-l4.yaml")
        XCTAssertTrue(ordinal.contains("    type: ordinal\n"), ordinal)
        for type in ["counting", "numericInput", "tenFrame"] { XCTAssertFalse(ordinal.contains("    type: \(type)\n"), type) }
        let shapes = try tree.read("curriculum/k/09-shapes-all-around/shapes-all-around-l1.yaml")
        XCTAssertTrue(shapes.contains("    type: shape\n"), shapes)
        XCTAssertFalse(shapes.contains("NY-K.CC"), shapes)
        let unit = try tree.read("curriculum/k/09-shapes-all-around/unit.yaml")
        XCTAssertTrue(unit.contains("standards: [NY-K.G.1, NY-K.G.2, NY-K.G.3, NY-K.G.4, NY-K.G.5, NY-K.G.6]\n"), unit)
        let halves = try tree.read("curriculum/1/10-halves-and-fourths/halves-and-fourths-l1.yaml")
        XCTAssertTrue(halves.contains("    type: fractionShade\n"), halves)
    }

    // MARK: new lesson

    func testNewLessonTakesTheNextIdOrderAndStage() throws {
        let tree = try Self.shippedTree()
        let result = runCLI(["new", "lesson", "--skill", "k.counting.ordinal-positions"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, "created curriculum/k/01-counting/ordinal-positions-l4.yaml (lesson k.counting.ordinal-positions.l4, order 4, 5 placeholder items)\n")
        XCTAssertTrue(result.err.contains("next: curriculum lint curriculum/k/01-counting/ordinal-positions-l4.yaml  # lists the 6 placeholders (TODO) left to write"), result.err)
        let text = try tree.read("curriculum/k/01-counting/ordinal-positions-l4.yaml")
        XCTAssertTrue(text.hasPrefix("""
            # yaml-language-server: $schema=../../../schemas/lesson.schema.json
            kind: Lesson
            id: k.counting.ordinal-positions.l4
            skill: k.counting.ordinal-positions
            title: "TODO: name this lesson"
            order: 4
            stage: abstract
            lessonType: practice
            role: practiceSet

            """), text)
        XCTAssertTrue(text.contains("  - id: i1\n    type: "), text)
        XCTAssertTrue(text.contains("    quickCheck: true\n"), text)
        XCTAssertEqual(text.components(separatedBy: "\n  - id: i").count - 1, 5)
        XCTAssertEqual(text.components(separatedBy: "    prompt: \"TODO: ").count - 1, 5)

        // A title of its own is no placeholder; the stage may move on but never back.
        let back = runCLI(["new", "lesson", "--skill", "1.counting.count-to-120", "--stage", "concrete"], in: tree.url)
        XCTAssertEqual(back.code, .usage)
        XCTAssertTrue(back.err.contains("--stage concrete comes before abstract"), back.err)
        let titled = runCLI(["new", "lesson", "--skill", "1.counting.count-to-120", "--title", "Count: a recap", "--type", "recap"], in: tree.url)
        XCTAssertEqual(titled.code, .success, titled.err)
        let recap = try tree.read("curriculum/1/01-counting/count-to-120-l5.yaml")
        for line in ["id: 1.counting.count-to-120.l5\n", "order: 5\n", "stage: abstract\n", "lessonType: recap\n", "title: \"Count: a recap\"\n"] {
            XCTAssertTrue(recap.contains(line), line)
        }
        XCTAssertTrue(titled.err.contains("lists the 6 placeholders"), titled.err)
        XCTAssertEqual(try Self.findings(in: tree).filter { $0.rule != "COPY-PLACEHOLDER" }.map(\.description), [])
    }

    func testNewWorksFromAnyFolderInsideTheCurriculum() throws {
        let tree = try Self.shippedTree()
        let inside = tree.url.appendingPathComponent("curriculum/k/01-counting")
        let result = runCLI(["new", "lesson", "--skill", "k.counting.ordinal-positions"], in: inside)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, "created ../../k/01-counting/ordinal-positions-l4.yaml (lesson k.counting.ordinal-positions.l4, order 4, 5 placeholder items)\n")
        XCTAssertTrue(result.err.contains("next: curriculum lint ../../k/01-counting/ordinal-positions-l4.yaml  # lists the 6 placeholders"), result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: inside.appendingPathComponent("ordinal-positions-l4.yaml").path))
        let skill = runCLI(["new", "skill", "--unit", "k.counting", "--name", "Count to 20", "--standards", "NY-K.CC.5a"], in: inside)
        XCTAssertEqual(skill.code, .success, skill.err)
        XCTAssertTrue(skill.err.contains("next: curriculum lint  # lists the 19 placeholders"), skill.err)
        let empty = try TemporaryTree()
        let outside = runCLI(["new", "lesson", "--skill", "k.counting.compare-numbers"], in: empty.url)
        XCTAssertEqual(outside.code, .failure)
        XCTAssertTrue(outside.err.contains("cannot read 'curriculum'"), outside.err)
    }

    func testNewLessonRefusesASkillThatHasAllTheLessonsItsTargetAllows() throws {
        let tree = try Self.shippedTree()
        let result = runCLI(["new", "lesson", "--skill", "k.counting.count-objects"], in: tree.url)
        XCTAssertEqual(result.code, .failure)
        XCTAssertEqual(result.err, "error: skill k.counting.count-objects has 4 lessons, the most Kindergarten skills have (lessonsPerSkill 3–4 in curriculum.yaml); raise the target or remove a lesson first\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("curriculum/k/01-counting/count-objects-l5.yaml").path))
    }

    // MARK: new skill

    func testNewSkillAppendsToItsUnitWritesItsLessonsAndJoinsTheMasteryCheck() throws {
        let tree = try Self.shippedTree()
        let unitBefore = try tree.read("curriculum/k/01-counting/unit.yaml")
        let masteryBefore = try tree.read("curriculum/k/01-counting/mastery.yaml")
        let result = runCLI(["new", "skill", "--unit", "k.counting", "--name", "Count to 20", "--standards", "NY-K.CC.5"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, """
            added skill k.counting.count-to-20 to curriculum/k/01-counting/unit.yaml (standards NY-K.CC.5a, NY-K.CC.5b)
            created curriculum/k/01-counting/count-to-20-l1.yaml (lesson k.counting.count-to-20.l1, order 1, 5 placeholder items)
            created curriculum/k/01-counting/count-to-20-l2.yaml (lesson k.counting.count-to-20.l2, order 2, 5 placeholder items)
            created curriculum/k/01-counting/count-to-20-l3.yaml (lesson k.counting.count-to-20.l3, order 3, 5 placeholder items)
            added placeholder item i9 for k.counting.count-to-20 to curriculum/k/01-counting/mastery.yaml

            """)
        // The heading NY-K.CC.5 is written as its parts (STD-HEADING-USED).
        XCTAssertEqual(try tree.read("curriculum/k/01-counting/unit.yaml"), unitBefore + """
              - id: k.counting.count-to-20
                name: Count to 20
                standards: [NY-K.CC.5a, NY-K.CC.5b]
                prerequisites: [k.counting.compare-numbers]

            """)
        let mastery = try tree.read("curriculum/k/01-counting/mastery.yaml")
        XCTAssertTrue(mastery.hasPrefix(masteryBefore), mastery)
        let added = String(mastery.dropFirst(masteryBefore.count))
        XCTAssertTrue(added.hasPrefix("  - id: i9\n    type: "), added)
        XCTAssertTrue(added.contains("    skill: k.counting.count-to-20\n"), added)
        XCTAssertTrue(added.contains("    prompt: \"TODO: "), added)
        // Concrete, representational, abstract; a concept lesson first and a recap last.
        let stages = try (1...3).map { try tree.read("curriculum/k/01-counting/count-to-20-l\($0).yaml") }
        XCTAssertTrue(stages[0].contains("stage: concrete\nlessonType: concept\n"))
        XCTAssertTrue(stages[1].contains("stage: representational\nlessonType: practice\n"))
        XCTAssertTrue(stages[2].contains("stage: abstract\nlessonType: recap\n"))
        XCTAssertEqual(try Self.findings(in: tree).filter { $0.rule != "COPY-PLACEHOLDER" }.map(\.description), [])

        // The same name again takes the next free id; its standards come from its name.
        let again = runCLI(["new", "skill", "--unit", "k.counting", "--name", "Count to 20"], in: tree.url)
        XCTAssertEqual(again.code, .success, again.err)
        XCTAssertTrue(again.out.hasPrefix("added skill k.counting.count-to-20-2 to curriculum/k/01-counting/unit.yaml (standards "), again.out)
        XCTAssertTrue(again.err.contains("note: standards "), again.err)
        XCTAssertTrue(again.err.contains(" from the name; pass --standards to choose others"), again.err)
        XCTAssertEqual(try Self.findings(in: tree).filter { $0.rule != "COPY-PLACEHOLDER" }.map(\.description), [])
    }

    func testAppendingKeepsCommentsLaterKeysAndLineEndings() throws {
        let text = "kind: Unit\r\nskills:\r\n    - id: a\r\n      name: A\r\n\r\n# trailing comment\r\nremediation:\r\n  note: n\r\n"
        let updated = try Scaffold.appending(["- id: b", "  name: B"], toListAt: "skills", in: text, file: "u.yaml")
        XCTAssertEqual(updated, "kind: Unit\r\nskills:\r\n    - id: a\r\n      name: A\r\n    - id: b\r\n      name: B\r\n\r\n# trailing comment\r\nremediation:\r\n  note: n\r\n")
        XCTAssertThrowsError(try Scaffold.appending(["- id: b"], toListAt: "skills", in: "skills: [{id: a}]\n", file: "u.yaml"))
        // A list written in column 1, under its key.
        let flush = try Scaffold.appending(["- id: b"], toListAt: "items", in: "items:\n- id: a\n  type: x\nrole: r\n", file: "l.yaml")
        XCTAssertEqual(flush, "items:\n- id: a\n  type: x\n- id: b\nrole: r\n")
    }

    // MARK: new unit

    func testNewUnitReadsItsStandardsFromItsTitleOrAsksForThem() throws {
        let tree = try Self.shippedTree()
        let result = runCLI(["new", "unit", "--grade", "K", "--title", "Shapes all around"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, """
            created curriculum/k/09-shapes-all-around/unit.yaml (unit k.shapes-all-around, order 9, skill k.shapes-all-around.shapes-all-around, standards NY-K.G.1, NY-K.G.2, NY-K.G.3, NY-K.G.4, NY-K.G.5, NY-K.G.6)
            created curriculum/k/09-shapes-all-around/shapes-all-around-l1.yaml (lesson k.shapes-all-around.shapes-all-around.l1, order 1, 5 placeholder items)
            created curriculum/k/09-shapes-all-around/shapes-all-around-l2.yaml (lesson k.shapes-all-around.shapes-all-around.l2, order 2, 5 placeholder items)
            created curriculum/k/09-shapes-all-around/shapes-all-around-l3.yaml (lesson k.shapes-all-around.shapes-all-around.l3, order 3, 5 placeholder items)
            created curriculum/k/09-shapes-all-around/mastery.yaml (mastery check k.shapes-all-around.mastery, 5 placeholder items)

            """)
        XCTAssertTrue(result.err.contains("note: standards NY-K.G.1, NY-K.G.2, NY-K.G.3, NY-K.G.4, NY-K.G.5, NY-K.G.6 from the title"), result.err)
        XCTAssertEqual(try tree.read("curriculum/k/09-shapes-all-around/unit.yaml"), """
            # yaml-language-server: $schema=../../../schemas/unit.schema.json
            kind: Unit
            id: k.shapes-all-around
            order: 9
            title: Shapes all around
            standards: [NY-K.G.1, NY-K.G.2, NY-K.G.3, NY-K.G.4, NY-K.G.5, NY-K.G.6]
            prerequisites: [k.geometry]
            skills:
              - id: k.shapes-all-around.shapes-all-around
                name: Shapes all around
                standards: [NY-K.G.1, NY-K.G.2, NY-K.G.3, NY-K.G.4, NY-K.G.5, NY-K.G.6]
                prerequisites: []

            """)
        // ASSESS-MASTERY-CHECK is met from the start. Shapes are not added or taken away, so the
        // check has no story problem, which would fit none of its standards (STD-TASK-MISMATCH).
        let mastery = try tree.read("curriculum/k/09-shapes-all-around/mastery.yaml")
        for line in ["unit: k.shapes-all-around\n", "title: Shapes all around check\n", "role: masteryCheck\n", "rubric: {threshold: 0.85}\n"] {
            XCTAssertTrue(mastery.contains(line), line)
        }
        XCTAssertFalse(mastery.contains("    type: wordProblem\n"), mastery)

        for (title, standard) in [("Ordinal numbers", "NY-K.CC.4d"), ("Coins", "NY-K.MD.4"), ("Teen numbers", "NY-K.NBT.1")] {
            let unit = runCLI(["new", "unit", "--grade", "K", "--title", title], in: tree.url)
            XCTAssertEqual(unit.code, .success, unit.err)
            XCTAssertTrue(unit.out.contains(", standards \(standard))\n"), "\(title): \(unit.out)")
        }
        let explicit = runCLI(["new", "unit", "--grade", "1", "--title", "Clocks", "--id", "clocks", "--standards", "NY-1.MD.3a", "--skill", "Read a clock"], in: tree.url)
        XCTAssertEqual(explicit.code, .success, explicit.err)
        XCTAssertTrue(try tree.read("curriculum/1/10-clocks/unit.yaml").contains("  - id: 1.clocks.read-a-clock\n    name: Read a clock\n    standards: [NY-1.MD.3a]\n"))
        XCTAssertFalse(explicit.err.contains("note:"), explicit.err)
        XCTAssertEqual(try Self.findings(in: tree).filter { $0.rule != "COPY-PLACEHOLDER" }.map(\.description), [])

        // A title that names no standard, or too many, is not guessed at.
        for title in ["Numbers", "Zebra crossing"] {
            let vague = runCLI(["new", "unit", "--grade", "K", "--title", title], in: tree.url)
            XCTAssertEqual(vague.code, .usage, title)
            XCTAssertTrue(vague.err.contains("error: cannot tell which standards '\(title)' teaches from its title; pass --standards CODES (Kindergarten: NY-K.CC.1 … NY-K.CC.7, "), vague.err)
        }
        let grade = runCLI(["new", "unit", "--grade", "K", "--title", "Stories", "--standards", "NY-1.OA.1"], in: tree.url)
        XCTAssertEqual(grade.code, .usage)
        XCTAssertTrue(grade.err.contains("error: NY-1.OA.1 is a Grade 1 standard; this is Kindergarten"), grade.err)
        let long = runCLI(["new", "unit", "--grade", "K", "--title", "Shapes we find at home and at school"], in: tree.url)
        XCTAssertEqual(long.code, .usage)
        XCTAssertTrue(long.err.contains("a unit title has at most 30 so a translation still fits"), long.err)
    }

    // MARK: new mastery

    func testNewMasteryWritesTheCheckAUnitNeeds() throws {
        let tree = try Self.shippedTree()
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("curriculum/k/08-geometry/mastery.yaml"))
        XCTAssertEqual(try Self.findings(in: tree).map(\.rule), ["ASSESS-MASTERY-CHECK"])

        let result = runCLI(["new", "mastery", "--unit", "k.geometry"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, "created curriculum/k/08-geometry/mastery.yaml (mastery check k.geometry.mastery, 5 placeholder items)\n")
        let text = try tree.read("curriculum/k/08-geometry/mastery.yaml")
        XCTAssertTrue(text.hasPrefix("""
            # yaml-language-server: $schema=../../../schemas/lesson.schema.json
            kind: Lesson
            id: k.geometry.mastery
            unit: k.geometry
            title: Show what you know
            order: 99
            stage: abstract
            lessonType: recap
            role: masteryCheck
            rubric: {threshold: 0.85}

            """), text)
        // Every skill of the unit, and no story problem: the unit's standards cover no arithmetic.
        for skill in ["k.geometry.name-shapes", "k.geometry.compare-shapes", "k.geometry.position-words", "k.geometry.build-shapes"] {
            XCTAssertTrue(text.contains("    skill: \(skill)\n"), skill)
        }
        XCTAssertFalse(text.contains("    type: wordProblem\n"), text)
        let findings = try Self.findings(in: tree)
        XCTAssertEqual(findings.filter { $0.rule != "COPY-PLACEHOLDER" }.map(\.description), [])
        XCTAssertEqual(findings.count, 5)
        XCTAssertEqual(try Self.misfits(in: tree, paths: ["curriculum/k/08-geometry/mastery.yaml"]), [])

        // A unit that adds and takes away gets a story problem that fits one of its standards.
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("curriculum/k/02-operations/mastery.yaml"))
        let operations = runCLI(["new", "mastery", "--unit", "k.operations"], in: tree.url)
        XCTAssertEqual(operations.code, .success, operations.err)
        let story = try tree.read("curriculum/k/02-operations/mastery.yaml")
        XCTAssertTrue(story.contains("    type: wordProblem\n"), story)
        XCTAssertEqual(try Self.findings(in: tree).filter { $0.rule != "COPY-PLACEHOLDER" }.map(\.description), [])
        XCTAssertEqual(try Self.misfits(in: tree, paths: ["curriculum/k/02-operations/mastery.yaml"]), [])

        let again = runCLI(["new", "mastery", "--unit", "k.geometry"], in: tree.url)
        XCTAssertEqual(again.code, .failure)
        XCTAssertEqual(again.err, "error: unit k.geometry already has a mastery check, k.geometry.mastery in curriculum/k/08-geometry/mastery.yaml\n")
    }

    // MARK: Mistakes

    func testMistakesExitTwoWithTheNearestSpelling() throws {
        let tree = try Self.shippedTree()
        let skill = runCLI(["new", "lesson", "--skill", "k.counting.count-object"], in: tree.url)
        XCTAssertEqual(skill.code, .usage)
        XCTAssertTrue(skill.err.contains("unknown skill 'k.counting.count-object'; did you mean 'k.counting.count-objects'?"), skill.err)
        let unit = runCLI(["new", "skill", "--unit", "k.countin", "--name", "X"], in: tree.url)
        XCTAssertTrue(unit.err.contains("did you mean 'k.counting'?"), unit.err)
        let kind = runCLI(["new", "lesosn", "--skill", "k.counting.ordinal-positions"], in: tree.url)
        XCTAssertEqual(kind.code, .usage)
        XCTAssertTrue(kind.err.contains("did you mean 'lesson'?"), kind.err)
        let mastery = runCLI(["new", "mastry", "--unit", "k.counting"], in: tree.url)
        XCTAssertTrue(mastery.err.contains("did you mean 'mastery'?"), mastery.err)
        XCTAssertEqual(runCLI(["new"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "unit", "--title", "X"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "unit", "--grade", "2", "--title", "X"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "lesson", "--skill", "k.counting.ordinal-positions", "--grade", "K"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "lesson", "--skill", "k.counting.ordinal-positions", "--stage", "abstrct"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "mastery", "--unit", "k.counting", "--name", "X"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "skill", "--unit", "k.counting", "--name", "X", "--id", "compare-numbers"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "skill", "--unit", "k.counting", "--name", "X", "--standards", "NY-K.CC.55"], in: tree.url).code, .usage)
        let unnamed = runCLI(["new", "skill", "--unit", "k.counting", "--name", "Zebra crossing"], in: tree.url)
        XCTAssertEqual(unnamed.code, .usage)
        XCTAssertTrue(unnamed.err.contains("cannot tell which of unit k.counting's standards 'Zebra crossing' teaches; pass --standards, one or more of NY-K.CC.1, "), unnamed.err)
        let missing = runCLI(["new", "lesson", "--skill", "k.counting.ordinal-positions", "elsewhere"], in: tree.url)
        XCTAssertEqual(missing.code, .failure)
        XCTAssertTrue(missing.err.contains("cannot read 'elsewhere'"), missing.err)
        // Invisible characters no title needs: a control that would not parse, a bidi override.
        for (title, code) in [("Count\u{1}ing", "U+0001"), ("Count \u{202E}gnitnuoc", "U+202E"), ("Count\u{2028}ing", "U+2028")] {
            let invisible = runCLI(["new", "lesson", "--skill", "k.counting.ordinal-positions", "--title", title], in: tree.url)
            XCTAssertEqual(invisible.code, .usage, code)
            XCTAssertTrue(invisible.err.contains("--title holds the invisible character \(code); type it again without it"), invisible.err)
        }
        // Nothing was written by any of these.
        XCTAssertEqual(runCLI(["lint", "--min-severity", "warning"], in: tree.url).out, "no problems in \(tree.curriculumFileCount()) files\n")
    }

    /// Whatever a title holds, the scalar `new` writes for it parses back to the same text.
    func testScaffoldScalarsParseBackToWhatWasGiven() {
        for text in ["Plain title", "yes", "a: b", "Count\u{1}ing", "tab\there", "line\nbreak", "bidi \u{202E}x", "sep\u{2028}x", "del\u{7F}", "c1\u{85}", "quote \" and \\", "é 🍎"] {
            let (root, diagnostics) = load("title: " + Scaffold.scalar(text) + "\n")
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [], text)
            XCTAssertEqual(root?["title"]?.string, text, Scaffold.scalar(text))
        }
    }

    func testAFailedScaffoldLeavesNothingBehind() throws {
        let tree = try Self.shippedTree()
        let root = tree.url.appendingPathComponent("curriculum")
        let scaffold = try Scaffold(root: root, display: "curriculum")
        let unitBefore = try tree.read("curriculum/k/01-counting/unit.yaml")
        // The second new file cannot be made (its folder would be inside a file): the first goes too.
        var plan = Scaffold.Plan()
        plan.creates = [("k/01-counting/first-l1.yaml", "kind: Lesson\n"), ("k/01-counting/unit.yaml/second-l1.yaml", "kind: Lesson\n")]
        plan.replaces = [("k/01-counting/unit.yaml", "kind: Unit\n")]
        XCTAssertThrowsError(try scaffold.write(plan)) { error in
            XCTAssertTrue((error as? Scaffold.Failure)?.message.contains("curriculum/k/01-counting/unit.yaml/second-l1.yaml") ?? false, "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("k/01-counting/first-l1.yaml").path))
        XCTAssertEqual(try tree.read("curriculum/k/01-counting/unit.yaml"), unitBefore)

        // A file that cannot be rewritten (it is gone): the rewritten one before it is put back.
        plan.creates = [("k/01-counting/first-l1.yaml", "kind: Lesson\n")]
        plan.replaces = [("k/01-counting/unit.yaml", "kind: Unit\n"), ("k/01-counting/gone.yaml", "kind: Lesson\n")]
        XCTAssertThrowsError(try scaffold.write(plan))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("k/01-counting/first-l1.yaml").path))
        XCTAssertEqual(try tree.read("curriculum/k/01-counting/unit.yaml"), unitBefore)
        XCTAssertEqual(runCLI(["lint", "--min-severity", "warning"], in: tree.url).out, "no problems in \(tree.curriculumFileCount()) files\n")

        // A folder where the new unit would go is left alone.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("k/09-shapes-all-around"), withIntermediateDirectories: false)
        let unit = runCLI(["new", "unit", "--grade", "K", "--title", "Shapes all around"], in: tree.url)
        XCTAssertEqual(unit.code, .failure)
        XCTAssertEqual(unit.err, "error: curriculum/k/09-shapes-all-around exists; choose another --id\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("k/09-shapes-all-around").path), [])
    }
}
