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
