extension RuleExample {
    /// A lesson for the base curriculum's first skill (`k.counting.count-to-10`) holding `items`,
    /// written as YAML list entries indented by two spaces. `header` adds or replaces top-level fields.
    public static func lesson(_ items: String, header: String = "") -> RuleExample {
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
