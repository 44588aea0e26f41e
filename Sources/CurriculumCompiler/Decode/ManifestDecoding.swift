import CurriculumSyntax

extension FileDecoder {
    func manifest() -> Manifest? {
        guard let id = string(root, "id"), let version = located(root, "version") else { return nil }
        var targets: [Grade: ContentTargets] = [:]
        var ranges: [AuthoredRange] = []
        for pair in root["targets"]?.mapping ?? [] {
            if let key = pair.key.scalar?.text, pair.value.mapping != nil {
                for field in ["lessonsPerSkill", "itemsPerLesson"] {
                    if let range = authoredRange(pair.value[field], field: "targets.\(key).\(field)") { ranges.append(range) }
                }
            }
            guard let grade = grade(pair.key), let t = pair.value.mapping != nil ? pair.value : nil,
                let lessonsPerSkill = range(t["lessonsPerSkill"]), let itemsPerLesson = range(t["itemsPerLesson"])
            else { continue }
            targets[grade] = ContentTargets(
                lessonsPerSkill: lessonsPerSkill, itemsPerLesson: itemsPerLesson,
                lessons: t["lessons"]?.int ?? 0, items: t["items"]?.int ?? 0, location: at(t))
        }
        var copy = CopyLimits()
        if let c = root["copy"] {
            for pair in c.mapping ?? [] {
                guard let grade = grade(pair.key) else { continue }
                if let w = pair.value["wordsPerSentence"]?.int { copy.wordsPerSentence[grade] = w }
                if let r = pair.value["readingLevel"]?.double { copy.readingLevel[grade] = r }
            }
            if let p = c["promptWords"]?.int { copy.promptWords = p }
            if let p = c["wordProblemWords"]?.int { copy.wordProblemWords = p }
        }
        var overrides: [(Reference, Severity)] = []
        for pair in root["rules"]?.mapping ?? [] {
            guard let rule = located(pair.key), let level = pair.value.string.flatMap(Severity.init(rawValue:)) else { continue }
            overrides.append((rule, level))
        }
        return Manifest(
            id: id, title: string(root, "title") ?? id, subject: string(root, "subject") ?? "math",
            version: version, locale: string(root, "locale") ?? "en-US",
            grades: root["grades"]?.sequence?.compactMap { grade($0) } ?? Grade.allCases,
            targets: targets, maxDifficultyDrop: int(root["targets"], "maxDifficultyDrop"), copyLimits: copy, rubric: rubric(root["rubric"]),
            ruleOverrides: overrides, path: path, location: at(root), ranges: ranges)
    }

    /// A two-number list as written, reversed or not; nil for anything else (the schema says why).
    private func authoredRange(_ node: Node?, field: String) -> AuthoredRange? {
        guard let node, let pair = node.sequence, pair.count == 2, let lo = pair[0].int, let hi = pair[1].int else { return nil }
        // A flow list on one line (`[10, 9]`) is underlined whole, up to its `]`.
        var length = 1
        if pair[0].mark.line == node.mark.line, pair[1].mark.line == node.mark.line, pair[0].mark.column > node.mark.column {
            length = Int(pair[1].mark.column - node.mark.column) + pair[1].span + 1
        }
        return AuthoredRange(field: field, min: lo, max: hi, location: at(node), length: length)
    }

    private func range(_ node: Node?) -> ClosedRange<Int>? {
        guard let pair = node?.sequence, pair.count == 2, let lo = pair[0].int, let hi = pair[1].int, lo <= hi else { return nil }
        return lo...hi
    }
}
