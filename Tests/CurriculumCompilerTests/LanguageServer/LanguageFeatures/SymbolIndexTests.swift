@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Definitions and references of the shipped curriculum's ids, checked against the files' text.
final class SymbolIndexTests: XCTestCase {
    let lessonPath = "curriculum/k/01-counting/count-objects-l1.yaml"
    let unitPath = "curriculum/k/01-counting/unit.yaml"

    func testASkillUsedInALessonIsDefinedOnItsIdLineInTheUnitFile() throws {
        let index = Shipped.index
        let skill = "k.counting.count-objects"
        let use = try XCTUnwrap(position(of: skill, onLineContaining: "skill: " + skill, in: Shipped.text(lessonPath), path: lessonPath))
        let found = try XCTUnwrap(index.symbol(at: moved(use, by: 3)))
        XCTAssertEqual(found.symbol, Symbol(kind: .skill, id: skill))
        XCTAssertEqual(found.location, use)
        XCTAssertEqual(found.length, skill.count)

        let expected = try XCTUnwrap(position(of: skill, onLineContaining: "- id: " + skill, in: Shipped.text(unitPath), path: unitPath))
        let definition = try XCTUnwrap(index.definition(of: found.symbol))
        XCTAssertEqual(definition.location, expected)
        XCTAssertEqual(definition.length, skill.count)
        // The definition itself resolves to the same symbol.
        XCTAssertEqual(index.symbol(at: expected)?.symbol, found.symbol)
    }

    func testACursorJustAfterAnIdIsOnIt() throws {
        let skill = "k.counting.count-objects"
        let use = try XCTUnwrap(position(of: skill, onLineContaining: "skill: " + skill, in: Shipped.text(lessonPath), path: lessonPath))
        XCTAssertEqual(Shipped.index.symbol(at: use)?.symbol.id, skill)
        XCTAssertEqual(Shipped.index.symbol(at: moved(use, by: skill.count))?.symbol.id, skill)
        XCTAssertNil(Shipped.index.symbol(at: moved(use, by: skill.count + 1)))
        XCTAssertNil(Shipped.index.symbol(at: moved(use, by: -2)), "the key is not the id")
    }

    /// Every place a code is written outside comments, found by searching every authored file's
    /// text. Translation files are left out: their translator notes quote a unit's standards as
    /// context, in prose `l10n export` writes, and a reference is what an author writes.
    private func written(_ code: String) throws -> Set<SourceLocation> {
        var out = Set<SourceLocation>()
        let codeScalars = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-"))
        for path in Shipped.compilation.files where !FileName.isTranslationFile(path) {
            for (i, line) in try Shipped.text(path).components(separatedBy: "\n").enumerated() {
                let content = line.range(of: " #").map { String(line[..<$0.lowerBound]) } ?? (line.hasPrefix("#") ? "" : line)
                let scalars = Array(content.unicodeScalars)
                let target = Array(code.unicodeScalars)
                var at = 0
                while at + target.count <= scalars.count {
                    if Array(scalars[at..<(at + target.count)]) == target,
                        at == 0 || !codeScalars.contains(scalars[at - 1]),
                        at + target.count == scalars.count || !codeScalars.contains(scalars[at + target.count]) {
                        out.insert(SourceLocation(path: path, line: i + 1, column: at + 1))
                    }
                    at += 1
                }
            }
        }
        return out
    }

    func testReferencesToAStandardAreEveryPlaceItIsWritten() throws {
        for code in ["NY-K.CC.4a", "NY-K.CC.5a", "NY-1.OA.6"] {
            let symbol = Symbol(kind: .standard, id: code)
            let all = Shipped.index.references(to: symbol, includeDeclaration: true)
            XCTAssertEqual(Set(all.map(\.location)), try written(code), code)
            XCTAssertEqual(all.map(\.location), all.map(\.location).sorted(), "sorted by location")
            let uses = Shipped.index.references(to: symbol, includeDeclaration: false)
            XCTAssertEqual(uses.count, all.count - 1, "one definition, in the standards matrix")
            // Every item that names the code is among the references.
            let itemLines = Set(uses.map { "\($0.location.path):\($0.location.line)" })
            for (lesson, item) in Shipped.compilation.catalog.items where item.standards.contains(where: { $0.value == code }) {
                let ref = try XCTUnwrap(item.standards.first { $0.value == code })
                XCTAssertTrue(itemLines.contains("\(lesson.path):\(ref.location.line)"), "\(lesson.id.value)/\(item.id.value)")
            }
        }
    }

    func testAStandardIsDefinedAtItsCodeAndAHeadingsPartsAreReferences() throws {
        let path = "curriculum/standards/k.yaml"
        let text = try Shipped.text(path)
        let code = try XCTUnwrap(position(of: "NY-K.CC.4a", onLineContaining: "- code: NY-K.CC.4a", in: text, path: path))
        XCTAssertEqual(Shipped.index.definition(of: Symbol(kind: .standard, id: "NY-K.CC.4a"))?.location, code)
        let parts = try XCTUnwrap(position(of: "NY-K.CC.5a", onLineContaining: "parts: [NY-K.CC.5a", in: text, path: path))
        XCTAssertEqual(Shipped.index.symbol(at: parts)?.symbol, Symbol(kind: .standard, id: "NY-K.CC.5a"))
    }

    func testEventsAreDefinedByNameAndReferencedByEmitters() throws {
        let path = "curriculum/analytics.yaml"
        let text = try Shipped.text(path)
        let definition = try XCTUnwrap(position(of: "ten_frame_filled", onLineContaining: "- name: ten_frame_filled", in: text, path: path))
        let emitter = try XCTUnwrap(position(of: "ten_frame_filled", onLineContaining: "tenFrame: [ten_frame_filled]", in: text, path: path))
        let symbol = Symbol(kind: .event, id: "ten_frame_filled")
        XCTAssertEqual(Shipped.index.definition(of: symbol)?.location, definition)
        XCTAssertEqual(Shipped.index.references(to: symbol, includeDeclaration: false).map(\.location), [emitter])
        let type = try XCTUnwrap(position(of: "tenFrame", onLineContaining: "tenFrame: [ten_frame_filled]", in: text, path: path))
        XCTAssertEqual(Shipped.index.symbol(at: type)?.symbol, Symbol(kind: .itemType, id: "tenFrame"))
    }

    func testIdsOfAKindForCompletion() {
        let catalog = Shipped.compilation.catalog
        let skills = Shipped.index.ids(of: .skill)
        XCTAssertEqual(skills.map(\.id), catalog.skillSequence)
        XCTAssertEqual(skills.first?.detail, catalog.skills[catalog.skillSequence[0]]?.name)
        XCTAssertEqual(Set(Shipped.index.ids(of: .standard).map(\.id)), Set(catalog.standards.keys))
        XCTAssertEqual(Set(Shipped.index.ids(of: .lesson).map(\.id)), Set(catalog.lessons.map(\.id.value)))
        XCTAssertEqual(Shipped.index.ids(of: .badge).count, catalog.badges?.badges.count)
        XCTAssertEqual(Shipped.index.ids(of: .event).count, catalog.analytics?.events.count)
        XCTAssertEqual(Shipped.index.ids(of: .itemType).map(\.id), ItemTypes.all.map { $0.name })
        XCTAssertTrue(Shipped.index.ids(of: .itemType).allSatisfy { !$0.detail.isEmpty }, "each item type has its schema's summary")
        let standard = try? XCTUnwrap(Shipped.index.ids(of: .standard).first { $0.id == "NY-K.CC.1" })
        XCTAssertEqual(standard?.detail, catalog.standards["NY-K.CC.1"]?.description)
    }

    func testAnEmojiBeforeAnIdOnItsLineStillResolves() throws {
        // 👍🏽 is two Unicode scalars (one grapheme, four UTF-16 units): columns count scalars.
        let unit = """
            kind: Unit
            id: k.counting
            order: 1
            title: Counting
            standards: [NY-K.CC.1]
            skills:
              - id: k.counting.count-objects
                name: Count objects
                standards: [NY-K.CC.1]

            """
        let badges = """
            kind: Badges
            id: badges
            points: {correct: 10, hint: -2}
            badges:
              - {id: badge.thumbs, name: "👍🏽 Thumbs", skill: k.counting.count-objects, description: Count., levels: [{name: Bronze, mastered: 1}]}

            """
        let compilation = try Compiler.compile(sources: [SourceFile(path: "unit.yaml", text: unit), SourceFile(path: "badges.yaml", text: badges)])
        let index = SymbolIndex(compilation)
        let use = try XCTUnwrap(position(of: "k.counting.count-objects", in: badges, path: "badges.yaml"))
        let line = use.line, column = use.column
        // Scalars, not graphemes: the emoji's two scalars put the id one column further right.
        let text = badges.components(separatedBy: "\n")[line - 1]
        let graphemes = try XCTUnwrap(text.range(of: "k.counting").map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 })
        XCTAssertEqual(column, graphemes + 1)
        let at = SourceLocation(path: "badges.yaml", line: line, column: column + 4)
        let found = try XCTUnwrap(index.symbol(at: at))
        XCTAssertEqual(found.symbol, Symbol(kind: .skill, id: "k.counting.count-objects"))
        XCTAssertEqual(found.location.column, column)
        XCTAssertEqual(index.definition(of: found.symbol)?.location.path, "unit.yaml")
        XCTAssertEqual(index.symbol(at: SourceLocation(path: "badges.yaml", line: line, column: 12))?.symbol, Symbol(kind: .badge, id: "badge.thumbs"))
    }

    func testQuotedIdsAreUnderlinedInsideTheirQuotes() throws {
        let lesson = """
            kind: Lesson
            id: k.counting.count-objects.l1
            skill: k.counting.count-objects
            title: Count
            order: 1
            stage: concrete
            lessonType: concept
            role: practiceSet
            items:
              - id: i1
                type: "counting"
                skill: 'k.counting.count-objects'
                prompt: How many?
                objects: {name: apple, count: 3, arrangement: line}
                answer: 3
                feedback: {incorrect: Count again.}

            """
        let index = SymbolIndex(try Compiler.compile(sources: [SourceFile(path: "l.yaml", text: lesson)]))
        let type = try XCTUnwrap(position(of: "counting\"", onLineContaining: "type: ", in: lesson, path: "l.yaml"))
        XCTAssertEqual(index.symbol(at: type)?.location, type)
        XCTAssertEqual(index.symbol(at: type)?.symbol, Symbol(kind: .itemType, id: "counting"))
        let skill = try XCTUnwrap(position(of: "k.counting.count-objects'", in: lesson, path: "l.yaml"))
        XCTAssertEqual(index.symbol(at: moved(skill, by: 24))?.location, skill)
    }

    func testBuildTimeOnTheShippedCurriculum() {
        let compilation = Shipped.compilation
        _ = SymbolIndex(compilation)  // warm up
        let runs = 20
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<runs { _ = SymbolIndex(compilation) }
        let perBuild = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(runs) / 1e6
        let occurrences = compilation.files.reduce(0) { $0 + Shipped.index.occurrences(in: $1).count }
        print("SymbolIndex: \(String(format: "%.2f", perBuild)) ms per build, \(occurrences) occurrences in \(compilation.files.count) files")
        XCTAssertLessThan(perBuild, 250, "debug builds are slow, but not this slow")
    }
}
