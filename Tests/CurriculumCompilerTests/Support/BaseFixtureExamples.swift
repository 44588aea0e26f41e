@testable import CurriculumCompiler

// Helpers for tests that lay files over the small test curriculum in Fixtures/base (ids such as
// k.counting.count-to-10 exist only there). Rule examples, which users read in `curriculum
// explain`, are written against the shipped curriculum instead; see RuleExampleTests.

extension RuleExample {
    /// A lesson for the base curriculum's first skill (`k.counting.count-to-10`) holding `items`,
    /// written as YAML list entries indented by two spaces. `header` adds or replaces top-level fields.
    static func lesson(_ items: String, header: String = "") -> RuleExample {
        let defaults: [(String, String)] = [
            ("kind", "Lesson"), ("id", "k.counting.count-to-10.l9"), ("skill", "k.counting.count-to-10"),
            ("title", "Count with me"), ("order", "9"), ("stage", "abstract"), ("lessonType", "practice"),
            ("role", "practiceSet"),
        ]
        let overridden = Set(header.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) })
        var text = "# yaml-language-server: $schema=../../../schemas/lesson.schema.json\n"
        for (key, value) in defaults where !overridden.contains(key) { text += "\(key): \(value)\n" }
        if !header.isEmpty { text += header.hasSuffix("\n") ? header : header + "\n" }
        text += "items:\n" + items
        return RuleExample("k/01-counting/example.yaml", text)
    }
}

/// Whole files of the base curriculum (Tests/…/Fixtures/base) with one part replaced, for rule
/// examples about units, the standards matrix, analytics, badges and the manifest.
extension RuleExample {
    /// The base unit's skills, as written in `k/01-counting/unit.yaml`.
    static let baseSkills = """
          - id: k.counting.count-to-10
            name: Count objects to 10
            standards: [NY-K.CC.5a, NY-K.CC.5b]
            prerequisites: []
          - id: k.counting.compare
            name: Compare groups
            standards: [NY-K.CC.6]
            prerequisites: [k.counting.count-to-10]
            remediation:
              skill: k.counting.count-to-10
              note: Count each group again with counters.
          - id: k.counting.add-within-5
            name: Add within 5
            standards: [NY-K.OA.5]
            prerequisites: [k.counting.count-to-10]

        """

    /// The base unit with `skills` (list entries indented by two spaces) and `header` fields
    /// replacing or adding to its top-level ones.
    static func unit(_ skills: String = baseSkills, header: String = "") -> RuleExample {
        let defaults: [(String, String)] = [
            ("kind", "Unit"), ("id", "k.counting"), ("order", "1"), ("title", "Counting"),
            ("standards", "[NY-K.CC.5, NY-K.CC.6, NY-K.OA.5]"), ("prerequisites", "[]"),
            ("remediation", "{note: \"Count real objects, touching each one.\"}"),
        ]
        return RuleExample("k/01-counting/unit.yaml", file("../../../../../../schemas/unit", defaults, header) + "skills:\n" + skills)
    }

    /// The base Kindergarten standards matrix with `extra` entries appended.
    static func standards(adding extra: String) -> RuleExample {
        RuleExample("standards/k.yaml", """
            # yaml-language-server: $schema=../../../../../schemas/standard-set.schema.json
            kind: StandardSet
            id: k.standards
            grade: K
            source: {title: NY Next Generation Mathematics Learning Standards, url: "https://www.nysed.gov/curriculum-instruction/mathematics"}
            standards:
              - {code: NY-K.CC.5, heading: true, parts: [NY-K.CC.5a, NY-K.CC.5b], domain: CC, cluster: Count to tell the number of objects., description: Count to answer how many.}
              - {code: NY-K.CC.5a, domain: CC, cluster: Count to tell the number of objects., description: Count up to 20 things., range: {min: 0, max: 20}}
              - {code: NY-K.CC.5b, domain: CC, cluster: Count to tell the number of objects., description: Count out up to 20 things., range: {min: 1, max: 20}}
              - {code: NY-K.CC.6, domain: CC, cluster: Compare numbers., description: Compare two groups., range: {min: 0, max: 10}}
              - {code: NY-K.OA.5, domain: OA, cluster: Understand addition., description: Add and subtract within 5., range: {min: 0, max: 5}}

            """ + extra)
    }

    /// A Grade 1 standards matrix holding `entries`.
    static func gradeOneStandards(_ entries: String) -> RuleExample {
        RuleExample("standards/1.yaml", """
            # yaml-language-server: $schema=../../../../../schemas/standard-set.schema.json
            kind: StandardSet
            id: 1.standards
            grade: 1
            source: {title: NY Next Generation Mathematics Learning Standards, url: "https://www.nysed.gov/curriculum-instruction/mathematics"}
            standards:

            """ + entries)
    }

    /// The analytics dictionary with the base events plus `extraEvents`, and `emitters`.
    static func analytics(
        extraEvents: String = "",
        emitters: String = "  all: [item_presented, item_answered, hint_used]\n  tenFrame: [ten_frame_filled]\n"
    ) -> RuleExample {
        RuleExample("analytics.yaml", """
            # yaml-language-server: $schema=../../../../schemas/analytics-events.schema.json
            kind: AnalyticsEvents
            id: analytics
            events:
              - name: item_presented
                trigger: An item appears on screen.
                properties: [{name: item_id, type: string, required: true}]
              - name: item_answered
                trigger: The child submits an answer to an item.
                properties: [{name: item_id, type: string, required: true}, {name: correct, type: bool, required: true}]
              - name: hint_used
                trigger: The child opens a hint.
                properties: [{name: item_id, type: string, required: true}]
              - name: ten_frame_filled
                trigger: The child places a counter in a ten frame.
                properties: [{name: item_id, type: string, required: true}]

            """ + extraEvents + "emitters:\n" + emitters)
    }

    /// The badges file holding `badges` (list entries indented by two spaces).
    static func badges(_ badges: String) -> RuleExample {
        RuleExample("badges.yaml", """
            # yaml-language-server: $schema=../../../../schemas/badges.schema.json
            kind: Badges
            id: badges
            points: {correct: 10, hint: -2}
            badges:

            """ + badges)
    }

    /// The root manifest with `header` fields replacing its top-level ones (`targets`, `rubric`…).
    static func manifest(_ header: String) -> RuleExample {
        let defaults: [(String, String)] = [
            ("kind", "Curriculum"), ("id", "base-math"), ("title", "Base Math"), ("subject", "math"),
            ("version", "1.0.0"), ("locale", "en-US"), ("grades", "[K]"),
            ("targets", "{K: {lessonsPerSkill: [1, 4], itemsPerLesson: [2, 8], lessons: 3, items: 8}}"),
            ("copy", "{K: {wordsPerSentence: 10, readingLevel: 1.9}, promptWords: 20, wordProblemWords: 30}"),
            ("rubric", "{threshold: 0.8, window: 2, sessions: 2, hintPenalty: 0.1, maxDifficulty: 3, reviewIntervals: [3d, 1w, 2w, 1mo]}"),
            ("rules", "{}"),
        ]
        return RuleExample("curriculum.yaml", file("../../../../schemas/curriculum", defaults, header))
    }

    private static func file(_ schema: String, _ defaults: [(String, String)], _ header: String) -> String {
        let overridden = Set(header.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) })
        var text = "# yaml-language-server: $schema=\(schema).schema.json\n"
        for (key, value) in defaults where !overridden.contains(key) { text += "\(key): \(value)\n" }
        if !header.isEmpty { text += header.hasSuffix("\n") ? header : header + "\n" }
        return text
    }
}

extension RuleExample {
    /// A fact set `facts.example` in `facts/example.yaml` over the base curriculum; `body` holds
    /// its fields after `kind` and `id` (count, options, steps).
    static func factSet(_ body: String) -> RuleExample {
        RuleExample(
            "facts/example.yaml",
            "# yaml-language-server: $schema=../../../../../schemas/fact-set.schema.json\nkind: FactSet\nid: facts.example\n" + body)
    }
}


/// The lesson the SCHEMA-* examples vary: valid as written (docs/authoring.md, `Lesson`), so each
/// triggering example differs from it by exactly one mistake.
enum SchemaExamples {
    static let path = "k/01-counting/example.yaml"

    static let lesson = """
        # yaml-language-server: $schema=../../../schemas/lesson.schema.json
        kind: Lesson
        id: k.counting.count-to-10.l9
        skill: k.counting.count-to-10
        title: Count the apples
        order: 9
        stage: concrete
        lessonType: practice
        role: practiceSet
        items:
          - id: i1
            type: counting
            quickCheck: true
            difficulty: 1
            prompt: How many apples?
            objects: {name: apple, count: 7, arrangement: line}
            answer: 7
            image: {asset: apples-line-7, alt: Red apples in a row on a table}
            hints:
              - Touch each apple as you count.
            feedback:
              correct: Yes! You counted every apple.
              incorrect: Let's touch and count again, one apple at a time.
          - id: i2
            type: tenFrame
            prompt: How many more make 10?
            frames: 1
            filled: 6
            ask: complement
            answer: 4
            hints:
              - Count the empty boxes.
            feedback:
              incorrect: Count the empty boxes. Each one needs a dot to make 10.

        """

    /// The lesson with one piece of text replaced (the first occurrence only).
    static func lesson(replacing target: String, with replacement: String) -> RuleExample {
        precondition(lesson.contains(target), "example text not found: \(target)")
        return RuleExample(path, lesson.replacing(target, with: replacement, maxReplacements: 1))
    }

    static var valid: RuleExample { RuleExample(path, lesson) }
}
