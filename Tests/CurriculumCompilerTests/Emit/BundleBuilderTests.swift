import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// What a bundle holds, and that the app's model types decode every file of it exactly.
final class BundleBuilderTests: XCTestCase {
    func testTheSampleLintsClean() throws {
        let compilation = try Compiler.compile(root: SampleCurriculum.url, displayRoot: "curriculum")
        XCTAssertFalse(compilation.hasErrors, compilation.diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" }.joined(separator: "\n"))
    }

    func testOneBundlePerGradeNamedBySubjectGradeAndVersion() throws {
        let bundles = try SampleCurriculum.build()
        XCTAssertEqual(bundles.map(\.directoryName), ["math-kindergarten-1.0.0"])
        let m = bundles[0].manifest
        XCTAssertEqual(m.formatVersion, BundleFormat.version)
        XCTAssertEqual(m.grade, .kindergarten)
        XCTAssertEqual(m.curriculumId, "sample-math")
        // 83 strings of copy and 6 labels (the compared things' names), keyed since labels are strings.
        XCTAssertEqual(m.counts, ["standards": 7, "units": 1, "skills": 2, "lessons": 4, "items": 13, "badges": 2, "events": 6, "strings": 89])
        XCTAssertEqual(m.files.map(\.path), [
            "analytics.json", "badges.json",
            "lessons/k.counting.compare-numbers.l1/items.json", "lessons/k.counting.compare-numbers.l1/metadata.json",
            "lessons/k.counting.count-objects.l1/items.json", "lessons/k.counting.count-objects.l1/metadata.json",
            "lessons/k.counting.count-objects.l2/items.json", "lessons/k.counting.count-objects.l2/metadata.json",
            "lessons/k.counting.mastery/items.json", "lessons/k.counting.mastery/metadata.json",
            "skills.json", "standards.json", "units.json",
        ])
        let files = try bundles[0].files()
        XCTAssertEqual(files.keys.sorted(), (m.files.map(\.path) + ["manifest.json"]).sorted(), "the manifest lists every file")
        for entry in m.files {
            let bytes = try XCTUnwrap(files[entry.path])
            XCTAssertEqual(entry.sha256, SHA256.hex(SHA256.hash(bytes)))
            XCTAssertEqual(entry.size, bytes.count)
        }
        XCTAssertEqual(m.contentHash, BundleManifest.contentHash(of: m.files))
    }

    /// Every file decodes with the type its schema names, and printing the decoded record again
    /// gives the same bytes: the writer and the model agree on every key and value.
    func testEveryFileDecodesWithTheModelTypesAndRoundTrips() throws {
        let built = try SampleCurriculum.build(spokenForm: SymbolReader(), facts: [ThreeFacts()])
        for bundle in built {
            let read = try bundle.read()
            XCTAssertEqual(read.manifest, bundle.manifest)
            XCTAssertEqual(JSONWriter.bytes(read.manifest), try bundle.bytes("manifest.json"))
            for file in bundle.manifest.files {
                let bytes = try bundle.bytes(file.path)
                let data = Data(bytes)
                let again: [UInt8]
                switch try XCTUnwrap(BundleSchema(path: file.schema), file.schema) {
                case .standards: again = JSONWriter.bytes(try JSONDecoder().decode([StandardRecord].self, from: data))
                case .units: again = JSONWriter.bytes(try JSONDecoder().decode([UnitRecord].self, from: data))
                case .skills: again = JSONWriter.bytes(try JSONDecoder().decode([SkillRecord].self, from: data))
                case .lessonMetadata: again = JSONWriter.bytes(try JSONDecoder().decode(LessonMetadata.self, from: data))
                case .items: again = JSONWriter.bytes(try JSONDecoder().decode([ItemRecord].self, from: data))
                case .analytics: again = JSONWriter.bytes(try JSONDecoder().decode(AnalyticsDocument.self, from: data))
                case .badges: again = JSONWriter.bytes(try JSONDecoder().decode(BadgesDocument.self, from: data))
                case .facts: again = JSONWriter.bytes(try JSONDecoder().decode([FactSetRecord].self, from: data))
                case .strings: again = JSONWriter.bytes(try JSONDecoder().decode(LocaleStrings.self, from: data))
                case .manifest: again = JSONWriter.bytes(try JSONDecoder().decode(BundleManifest.self, from: data))
                case .asset: continue
                }
                XCTAssertEqual(String(decoding: again, as: UTF8.self), String(decoding: bytes, as: UTF8.self), file.path)
            }
        }
    }

    /// What the Codable form of a record is: the same JSON as the bundle's, through the one
    /// description, so a record encoded by the app and one written by the compiler agree.
    func testEncodableWritesWhatTheBundleWrites() throws {
        let bundle = try SampleCurriculum.build(spokenForm: SymbolReader())[0].read()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for item in bundle.items {
            let encoded = try encoder.encode(item)
            XCTAssertEqual(try JSONDecoder().decode(JSONValue.self, from: encoded), JSONValue(item), item.fullId)
            XCTAssertEqual(try JSONDecoder().decode(ItemRecord.self, from: encoded), item, item.fullId)
        }
        let metadata = try XCTUnwrap(bundle.lessons.first?.metadata)
        XCTAssertEqual(try JSONDecoder().decode(LessonMetadata.self, from: encoder.encode(metadata)), metadata)
        XCTAssertEqual(try JSONDecoder().decode(BundleManifest.self, from: encoder.encode(bundle.manifest)), bundle.manifest)
    }

    func testRecordsCarryUUIDsBesideSlugsAndLinks() throws {
        let bundle = try SampleCurriculum.build()[0].read()
        XCTAssertEqual(bundle.units.map(\.id), ["k.counting"])
        XCTAssertEqual(bundle.units[0].uuid, UUIDv5.entity("k.counting"))
        XCTAssertEqual(bundle.units[0].masteryChecks, ["k.counting.mastery"])
        XCTAssertEqual(bundle.skills.map(\.id), ["k.counting.count-objects", "k.counting.compare-numbers"])
        XCTAssertEqual(bundle.skills[0].lessons, ["k.counting.count-objects.l1", "k.counting.count-objects.l2"])
        XCTAssertEqual(bundle.skills[1].remediation, RemediationRecord(skill: "k.counting.count-objects", note: "Line up two groups and match them one to one."))
        XCTAssertEqual(bundle.lessons.map(\.metadata.id), [
            "k.counting.count-objects.l1", "k.counting.count-objects.l2", "k.counting.compare-numbers.l1", "k.counting.mastery",
        ])
        for item in bundle.items {
            XCTAssertEqual(item.uuid, UUIDv5.entity(item.fullId))
            XCTAssertEqual(item.fullId, "\(item.lesson)/\(item.id)")
        }
        for standard in bundle.standards { XCTAssertEqual(standard.uuid, UUIDv5.entity(standard.code)) }
        XCTAssertEqual(bundle.analytics?.events.first { $0.name == "item_answered" }?.uuid, UUIDv5.entity("item_answered"))
        XCTAssertEqual(bundle.badges?.badges.map(\.uuid), [UUIDv5.entity("badge.counting-star"), UUIDv5.entity("badge.compare-champ")])
        // Headings stand for their parts; the skill that names the heading teaches each part.
        let heading = bundle.standards.first { $0.code == "NY-K.CC.5" }!
        XCTAssertTrue(heading.heading)
        XCTAssertEqual(heading.parts, ["NY-K.CC.5a", "NY-K.CC.5b"])
        XCTAssertEqual(bundle.standards.first { $0.code == "NY-K.CC.5b" }?.skills, ["k.counting.count-objects"])
        XCTAssertEqual(bundle.standards.first { $0.code == "NY-K.OA.5" }?.skills, [])
    }

    func testItemsKeepCommonFieldsTypedAndTheRestAsAuthored() throws {
        let bundle = try SampleCurriculum.build()[0].read()
        let l1 = bundle.lesson("k.counting.count-objects.l1")!
        let counting = l1.items[0]
        XCTAssertEqual(counting.type, "counting")
        XCTAssertEqual(counting.answer, 4)
        XCTAssertEqual(counting.fields, ["objects": ["name": "apple", "count": 4, "arrangement": "line"]])
        XCTAssertEqual(counting.image, ItemRecord.Image(asset: "k-apples-line-4", alt: "Red apples in a row on a table"))
        XCTAssertEqual(counting.standards, ["NY-K.CC.4a", "NY-K.CC.5a", "NY-K.CC.5b"])
        XCTAssertEqual(counting.skill, "k.counting.count-objects")
        XCTAssertTrue(counting.quickCheck)
        XCTAssertNil(counting.spoken)
        XCTAssertEqual(l1.items[2].options, [3, 4, 5, 6])
        XCTAssertEqual(l1.items[3].standards, ["NY-K.CC.5b"])
        XCTAssertEqual(l1.items[3].difficulty, 2)
        let compare = bundle.lesson("k.counting.compare-numbers.l1")!.items
        XCTAssertEqual(compare[1].answer, "<")
        XCTAssertEqual(compare[2].options, ["Ben", "Mia", "the same"])
        let mastery = bundle.lesson("k.counting.mastery")!
        XCTAssertNil(mastery.metadata.skill)
        XCTAssertEqual(mastery.metadata.unit, "k.counting")
        XCTAssertEqual(mastery.items.map(\.skill), ["k.counting.count-objects", "k.counting.compare-numbers", "k.counting.count-objects"])
        XCTAssertEqual(mastery.items[2].fields["equation"], "3 + 2 = ?")
        XCTAssertEqual(mastery.items[0].difficulty, 1)  // the default
        XCTAssertEqual(l1.metadata.quickCheck, ["i1", "i2"])
        XCTAssertEqual(l1.metadata.itemTypes, ["counting", "multipleChoice", "tenFrame"])
        XCTAssertEqual(l1.metadata.stage, .concrete)
        XCTAssertEqual(l1.metadata.role, .practiceSet)
        XCTAssertEqual(mastery.metadata.lessonType, .recap)
    }

    func testLessonsCarryTheirResolvedRubricInDays() throws {
        let bundle = try SampleCurriculum.build()[0].read()
        let manifestRubric = Rubric(threshold: 0.8, window: 3, sessions: 2, hintPenalty: 0.1, maxDifficulty: 3, reviewIntervals: [3, 7, 14, 30])
        XCTAssertEqual(bundle.lesson("k.counting.count-objects.l2")?.metadata.rubric, manifestRubric)
        var l1 = manifestRubric
        l1.threshold = 0.9
        l1.reviewIntervals = [1, 7]
        XCTAssertEqual(bundle.lesson("k.counting.count-objects.l1")?.metadata.rubric, l1)
        XCTAssertEqual(bundle.lesson("k.counting.mastery")?.metadata.rubric.threshold, 0.85)
    }

    /// The app looks every user-facing string up by its key; the English is stored once, in the records.
    func testEveryUserFacingStringHasItsKey() throws {
        let bundle = try SampleCurriculum.build()[0].read()
        XCTAssertTrue(bundle.locales.isEmpty)
        let strings = bundle.localizedStrings("es-US")
        XCTAssertEqual(strings.count, bundle.manifest.counts["strings"])
        for (key, value) in Self.expectedStrings { XCTAssertEqual(strings[key], value, key) }
        // Every item's prompt, hints, feedback and alt text are there; numeric options are not words to translate.
        for item in bundle.items {
            XCTAssertEqual(strings[StringKey.prompt(item.fullId)], item.prompt)
            for (n, hint) in item.hints.enumerated() { XCTAssertEqual(strings[StringKey.hint(item.fullId, n + 1)], hint) }
            XCTAssertEqual(strings[StringKey.feedbackIncorrect(item.fullId)], item.feedback.incorrect)
            XCTAssertEqual(strings[StringKey.alt(item.fullId)], item.image?.alt)
        }
        XCTAssertNil(strings["k.counting.count-objects.l1/i3.option.1"])
    }

    /// Translators get one String Catalog beside the bundles, with every string of every bundle.
    func testTheBuildWritesTheStringCatalogBesideTheBundles() throws {
        let out = try TemporaryTree()
        _ = try SampleCurriculum.emit(into: out.url).install()
        let bytes = try Data(contentsOf: out.url.appendingPathComponent(Emission.stringCatalogName))
        let strings = try JSONDecoder().decode(StringCatalog.self, from: bytes)
        XCTAssertEqual(strings.sourceLanguage, "en")
        XCTAssertEqual(strings.version, "1.0")
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("\n  \"strings\": {"), "pretty, for people")
        for (key, value) in Self.expectedStrings {
            XCTAssertEqual(strings.value(key), value, key)
            XCTAssertEqual(strings.strings[key]?.localizations["en"]?.stringUnit.state, "translated", key)
            XCTAssertFalse(strings.strings[key]?.comment?.isEmpty ?? true, key)
        }
        let bundle = try BundleReader(directory: out.url.appendingPathComponent("math-kindergarten-1.0.0")).read()
        XCTAssertEqual(Set(strings.strings.keys), Set(bundle.sourceStrings.map(\.key)))
        XCTAssertFalse(bundle.manifest.files.contains { $0.path.hasSuffix(".xcstrings") }, "no catalog inside a bundle")
    }

    static let expectedStrings: [String: String] = [
            "k.counting.count-objects.l1/i1.prompt": "How many apples?",
            "k.counting.count-objects.l1/i1.hint.1": "Touch each apple as you count.",
            "k.counting.count-objects.l1/i2.hint.2": "Then count the dots in the bottom row.",
            "k.counting.count-objects.l1/i1.feedback.correct": "Yes! You counted every apple.",
            "k.counting.count-objects.l1/i1.feedback.incorrect": "Touch each apple once and say a number for each.",
            "k.counting.count-objects.l1/i1.alt": "Red apples in a row on a table",
            "k.counting.compare-numbers.l1/i3.option.3": "the same",
            "k.counting.count-objects.l1.title": "Count the apples",
            "k.counting.mastery.title": "Show what you know",
            "k.counting.title": "Counting and comparing",
            "k.counting.remediation": "Count real objects together, touching each one as you say its number.",
            "k.counting.count-objects.name": "Count objects to 20",
            "badge.counting-star.name": "Counting Star",
            "badge.counting-star.level.2": "Gold",
            "NY-K.OA.5.description": "Add and subtract within 5 quickly and accurately.",
        ]

    func testSpokenFormsAppearOnlyWhereTheDeriverGivesOne() throws {
        let plain = try SampleCurriculum.build()[0].read()
        XCTAssertTrue(plain.items.allSatisfy { $0.spoken == nil }, "the default deriver adds nothing")

        let bundle = try SampleCurriculum.build(spokenForm: SymbolReader())[0].read()
        let items = Dictionary(uniqueKeysWithValues: bundle.items.map { ($0.fullId, $0) })
        XCTAssertNil(items["k.counting.count-objects.l1/i1"]?.spoken)
        let spoken = try XCTUnwrap(items["k.counting.mastery/i3"]?.spoken)
        XCTAssertNil(spoken.prompt, "the prompt has no symbol")
        XCTAssertNil(spoken.options)
        XCTAssertEqual(spoken.hints, ["Count the red apples. Then count on the green ones.", "Think 3 plus 2."])
        XCTAssertEqual(spoken.feedback, .init(correct: "Yes! 3 plus 2 = 5, so Sam has 5 apples.", incorrect: "Start at 3 and count on 2 more."))
        XCTAssertEqual(bundle.items.filter { $0.spoken != nil }.map(\.fullId), ["k.counting.mastery/i3"])
    }

    func testSpokenListsStayParallelToTheWrittenOnes() throws {
        struct OnlySecondHint: SpokenForm {
            func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String? {
                field == .hint && text.hasPrefix("Then") ? "and then, " + text.lowercased() : field == .prompt ? "say: " + text : nil
            }
        }
        let bundle = try SampleCurriculum.build(spokenForm: OnlySecondHint())[0].read()
        let item = bundle.lesson("k.counting.count-objects.l1")!.items[1]
        XCTAssertEqual(item.spoken?.prompt, "say: How many dots are in the ten frame?")
        XCTAssertEqual(item.spoken?.hints, ["Count the top row first.", "and then, then count the dots in the bottom row."])
        XCTAssertNil(item.spoken?.options)
        XCTAssertNil(item.spoken?.feedback)
    }

    func testShownEquationsAndTilesGetSpokenLabels() throws {
        // The story's equation is the author's working, not shown: nothing to say.
        let story = try SampleCurriculum.build(spokenForm: DerivedSpeech())[0].read()
        XCTAssertNil(story.items.first { $0.fullId == "k.counting.mastery/i3" }?.spoken?.labels)

        // A shown equation is said even when the prompt does not say it.
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/k/01-counting/compare-numbers-l1.yaml") {
            $0 + """
                  - id: i4
                    type: equationTrueFalse
                    difficulty: 2
                    prompt: Is this true or false?
                    equation: "1 + 1 = 2"
                    answer: true
                    hints:
                      - Start at 1 and count on 1.
                    feedback:
                      correct: Yes! It is true.
                      incorrect: Start at 1. Count on 1 more. Is that 2?

                """
        }
        let bundle = try SampleCurriculum.build(tree.curriculum, spokenForm: DerivedSpeech())[0].read()
        let item = try XCTUnwrap(bundle.items.first { $0.fullId == "k.counting.compare-numbers.l1/i4" })
        XCTAssertEqual(item.spoken?.labels, ["1 + 1 = 2": "1 plus 1 equals 2"])
        XCTAssertEqual(item.spoken(label: "1 + 1 = 2"), "1 plus 1 equals 2")
        XCTAssertNil(item.spoken?.prompt, "the prompt reads as written")
    }

    func testFactSetExpansionsMakeTheFluencyBundle() throws {
        XCTAssertEqual(try SampleCurriculum.build().count, 1, "no expansion, no fluency bundle")
        let bundles = try SampleCurriculum.build(facts: [ThreeFacts()])
        XCTAssertEqual(bundles.map(\.directoryName), ["math-kindergarten-1.0.0", "math-fluency-1.0.0"])
        let fluency = try bundles[1].read()
        XCTAssertNil(fluency.manifest.grade)
        XCTAssertEqual(fluency.manifest.counts, ["facts": 3, "factSets": 1])
        XCTAssertEqual(fluency.factSets.first?.facts.map(\.answer), [7, 7, 7])
        XCTAssertEqual(fluency.manifest.files.map(\.schema), ["bundle/facts.schema.json"])
        if let keep = ProcessInfo.processInfo.environment["CURRICULUM_KEEP_BUNDLES"] {
            // For checking the files against schemas/bundle with an outside validator.
            _ = try SampleCurriculum.emit(into: URL(fileURLWithPath: keep), force: true, facts: [ThreeFacts()]).install()
        }
    }

    func testIDsThatCannotNameAFileStopTheBuild() throws {
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/k/01-counting/count-objects-l2.yaml") {
            $0.replacingOccurrences(of: "id: k.counting.count-objects.l2", with: "id: k.counting.count-objects.L2")
        }
        // The schema rejects these ids first, so the Emit stage never gets here; the builder
        // refuses them too, before any name is made from them.
        XCTAssertThrowsError(try BundleBuilder(catalog: SampleCurriculum.catalog(tree.curriculum)).specs()) { error in
            XCTAssertEqual(error as? BundleBuilder.Failure, .unsafeID(kind: "lesson", id: "k.counting.count-objects.L2"))
        }
        try tree.edit("curriculum/curriculum.yaml") { $0.replacingOccurrences(of: "version: 1.0.0", with: "version: 1.0.0/../x") }
        XCTAssertThrowsError(try BundleBuilder(catalog: SampleCurriculum.catalog(tree.curriculum)).specs()) { error in
            XCTAssertEqual(error as? BundleBuilder.Failure, .invalidVersion("1.0.0/../x"))
        }
    }

    /// Names made from ids are file names: one longer than a file name can be stops the build
    /// as a content error, before anything is written, rather than failing halfway.
    func testALessonIdLongerThanAFileNameStopsTheBuild() throws {
        let tree = try SampleCurriculum.copy()
        // The unit's id, and so every skill's and lesson's under it: 259 bytes for the longest.
        let unit = "k." + String(repeating: "long", count: 60)
        for (path, _) in try files(under: tree.curriculum) where path.hasSuffix(".yaml") {
            let text = try String(contentsOf: tree.curriculum.appendingPathComponent(path), encoding: .utf8)
            try tree.write("curriculum/" + path, text.replacingOccurrences(of: "k.counting", with: unit))
        }
        let result = runCLI(["build", "curriculum"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors, result.out + result.err)
        XCTAssertFalse(result.out.contains("error"), "the curriculum itself is clean: \(result.out)")
        XCTAssertTrue(result.err.contains("error: lesson id 'k.longlong"), result.err)
        XCTAssertTrue(result.err.contains("is 259 bytes long, but it names a folder in the bundles and a file name has at most 255 bytes"), result.err)
        XCTAssertTrue(result.err.contains("nothing was written"), result.err)
        XCTAssertEqual(visibleEntries(of: tree.url.appendingPathComponent("dist")), [])
    }

    /// Bundle JSON exactly: compact, keys sorted, whole numbers without a fraction, strings with
    /// only what JSON requires escaped. Pinned to what the writers before the one writer printed.
    func testTheWriterPrintsBundleJSONExactly() {
        let values: [(JSONValue, String)] = [
            (.null, "null"), (true, "true"), (0, "0"), (-12, "-12"), (.double(0.8), "0.8"), (.double(3), "3"),
            (.double(1e20), "1e+20"), (.double(.nan), "null"), ("", #""""#), ("plain", #""plain""#),
            (
                "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{7} nul \u{0} del \u{7F}",
                "\"quote \\\" backslash \\\\ slash / tab \\t newline \\n return \\r bell \\u0007 nul \\u0000 del \u{7F}\""
            ),
            ("é 🍎 日本 \u{2028}", "\"é 🍎 日本 \u{2028}\""), ([], "[]"), ([:], "{}"),
            ([1, [2, [3]], ["a": [:]]], #"[1,[2,[3]],{"a":{}}]"#),
            (
                ["b": 1, "a": ["z": "y", "Z": .null, "é": "e", "": 0], "_": [.double(-0.5), .double(2.5e-7)]],
                #"{"_":[-0.5,2.5e-07],"a":{"":0,"Z":null,"z":"y","é":"e"},"b":1}"#
            ),
        ]
        for (value, expected) in values {
            XCTAssertEqual(String(decoding: JSONWriter.bytes(value), as: UTF8.self), expected, "\(value)")
        }
    }

    /// Records as bundles hold them, optional fields left out when nil; pinned to what the
    /// writers before the one writer printed.
    func testRecordsPrintExactly() {
        let full = ItemRecord(
            id: "i1", fullId: "k.a.l1/i1", uuid: UUIDv5.entity("k.a.l1/i1"), lesson: "k.a.l1", type: "multipleChoice",
            skill: "k.a", standards: ["NY-K.CC.1"], difficulty: 2, quickCheck: false, prompt: "What is 2 + 2?",
            answer: 4, options: [3, 4, "five", 6.5], hints: ["Count on.", "Use your \"fingers\"."],
            feedback: .init(correct: "Yes!", incorrect: nil), image: .init(asset: "a", alt: nil),
            spoken: .init(
                prompt: "What is 2 plus 2?", options: ["3", "4", "five", "6.5"], hints: ["Count on.", "x"], feedback: .init(correct: "Yes!", incorrect: "No"),
                labels: ["2 + 2": "2 plus 2", "3:30": "three thirty", "": "\"quoted\""]),
            fields: ["z": [:], "a": ["y": [1, .null, true], "b": []], "m": .double(0.25)])
        var bare = full
        (bare.answer, bare.options, bare.image, bare.spoken, bare.skill, bare.fields, bare.hints) = (nil, nil, nil, nil, nil, [:], [])
        bare.feedback = .init()
        let fullText = #"{"answer":4,"difficulty":2,"feedback":{"correct":"Yes!"},"fields":{"a":{"b":[],"y":[1,null,true]},"m":0.25,"z":{}},"fullId":"k.a.l1/i1","hints":["Count on.","Use your \"fingers\"."],"id":"i1","image":{"asset":"a"},"lesson":"k.a.l1","options":[3,4,"five",6.5],"prompt":"What is 2 + 2?","quickCheck":false,"skill":"k.a","spoken":{"feedback":{"correct":"Yes!","incorrect":"No"},"hints":["Count on.","x"],"labels":{"":"\"quoted\"","2 + 2":"2 plus 2","3:30":"three thirty"},"options":["3","4","five","6.5"],"prompt":"What is 2 plus 2?"},"standards":["NY-K.CC.1"],"type":"multipleChoice","uuid":"073359f2-32af-508a-b626-b51898e983b1"}"#
        let bareText = #"{"difficulty":2,"feedback":{},"fields":{},"fullId":"k.a.l1/i1","hints":[],"id":"i1","lesson":"k.a.l1","prompt":"What is 2 + 2?","quickCheck":false,"standards":["NY-K.CC.1"],"type":"multipleChoice","uuid":"073359f2-32af-508a-b626-b51898e983b1"}"#
        for (items, expected) in [([full, bare], "[\(fullText),\(bareText)]"), ([], "[]"), ([bare], "[\(bareText)]")] {
            XCTAssertEqual(String(decoding: JSONWriter.bytes(items), as: UTF8.self), expected)
        }
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            "b.title": .init(comment: "B", localizations: ["en": .init(stringUnit: .init(state: "translated", value: "Bee"))]),
            "a.title": .init(comment: nil, extractionState: nil, localizations: [
                "fr": .init(stringUnit: .init(state: "new", value: "A")), "en": .init(stringUnit: .init(state: "translated", value: "A")),
            ]),
        ])
        XCTAssertEqual(JSONWriter.text(catalog, style: .document), """
            {
              "sourceLanguage": "en",
              "strings": {
                "a.title": {
                  "localizations": {
                    "en": {
                      "stringUnit": {
                        "state": "translated",
                        "value": "A"
                      }
                    },
                    "fr": {
                      "stringUnit": {
                        "state": "new",
                        "value": "A"
                      }
                    }
                  }
                },
                "b.title": {
                  "comment": "B",
                  "extractionState": "manual",
                  "localizations": {
                    "en": {
                      "stringUnit": {
                        "state": "translated",
                        "value": "Bee"
                      }
                    }
                  }
                }
              },
              "version": "1.0"
            }

            """)
        XCTAssertEqual(JSONWriter.text(StringCatalog(sourceLanguage: "en", strings: [:]), style: .document), """
            {
              "sourceLanguage": "en",
              "strings": {},
              "version": "1.0"
            }

            """)
    }

    /// The translators' String Catalog is written in pieces as its strings are read; together
    /// they are the catalog as its one description writes it, byte for byte.
    func testTheStreamedStringCatalogIsTheCatalog() throws {
        var table = StringTable(locale: "en-US")
        for i in (0..<500).reversed() { table.add("k.\(i).title", "Title \(i), \"quoted\"", comment: "Title of a unit.") }
        table.add("k.1.title", "a later text under a key already there", comment: "Title of a unit.")
        var bytes: [UInt8] = []
        XCTAssertEqual(try table.write(chunk: 1000) { bytes += $0 }, 500)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), JSONWriter.text(table.catalog, style: .document))
    }

    func testPathComponentsMatchTheIDPattern() {
        for good in ["k", "k.counting", "k.counting.count-to-10.l1", "math-kindergarten-1.0.0", "1.0.0-rc.1"] {
            XCTAssertTrue(BundlePath.isSafeComponent(good), good)
        }
        for bad in ["", ".", "..", ".hidden", "a..b", "a.", "-a", "A", "a/b", "a b", "a_b", "é", "a--b", "a.-b"] {
            XCTAssertFalse(BundlePath.isSafeComponent(bad), bad)
        }
        XCTAssertTrue(BundlePath.isSafe("lessons/k.a.l1/items.json"))
        XCTAssertTrue(BundlePath.isSafe("strings/Localizable.xcstrings"))
        XCTAssertFalse(BundlePath.isSafe("lessons/../../etc/items.json"))
        XCTAssertFalse(BundlePath.isSafe("/abs/items.json"))
    }
}
