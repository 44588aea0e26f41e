import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// The placeholder items `curriculum new` writes into lessons and mastery checks: examples of
/// item types that fit each of a skill's standards (`ItemSamples`), kept only when they fit this
/// curriculum's number ranges, mixed so that a lesson uses several types, each prompt marked
/// `TODO:` so COPY-PLACEHOLDER points at every item the author has still to write.
struct PlaceholderItems {
    let catalog: Catalog

    /// One item to write.
    struct Placeholder {
        var sample: ItemSample
        /// The standard it is an example of.
        var code: String
        /// Whether to name that standard on the item (its skill has several).
        var narrow: Bool
        /// The skill it assesses, in a mastery check.
        var skill: String?
        var quickCheck = false
        var difficulty = 1
    }

    /// A skill's standards with headings expanded to their parts, in the order written.
    func codes(of skill: Skill) -> [String] {
        var seen = Set<String>()
        return skill.standards.flatMap { catalog.expand($0.value) }.filter { code in
            guard let standard = catalog.standards[code], !standard.isHeading else { return false }
            return seen.insert(code).inserted
        }
    }

    /// The examples for `code` that fit this curriculum: the table's, else generic ones for the
    /// standard's range. In a lesson at `stage`, only examples that draw nothing of a later CRA stage
    /// (TARGET-ITEM-STAGE), while two types of them are left.
    func pool(for code: String, grade: Grade, stage: Stage? = nil) -> [ItemSample] {
        let known = (ItemSamples.byStandard[code] ?? []).filter { fits($0, code: code, grade: grade) }
        let generic = { ItemSamples.generic(range: self.catalog.standards[code]?.range).filter { self.fits($0, code: code, grade: grade) } }
        if let stage {
            let suited = known.filter { Self.suits($0, stage) }
            if Self.types(suited) >= 2 { return suited }
            let widened = suited + generic().filter { Self.suits($0, stage) }
            if Self.types(widened) >= 2 { return widened }
        }
        if Self.types(known) >= 2 { return known }
        return known + generic()
    }

    private static func types(_ pool: [ItemSample]) -> Int { Set(pool.map(\.type)).count }

    /// Whether an example's type draws nothing of a later stage than `stage`.
    static func suits(_ sample: ItemSample, _ stage: Stage) -> Bool {
        ItemTypes.byName[sample.type].map { TargetItemStage.laterTool(of: $0, for: stage) == nil } ?? true
    }

    /// The first CRA stage the skill's examples can teach at: concrete, unless one of its
    /// standards is taught only with drawings of a later stage (counting to 100 starts on the
    /// hundred chart and the number line, as the shipped counting-sequence lessons do).
    func firstStage(of skill: Skill) -> Stage {
        let codes = codes(of: skill)
        return Stage.allCases.first { stage in
            codes.allSatisfy { pool(for: $0, grade: skill.grade, stage: stage).allSatisfy { Self.suits($0, stage) } }
        } ?? .abstract
    }

    /// `count` items for lesson number `variant + 1` of `skill`: the skill's standards in turn,
    /// for each the example of the type used least so far, starting further into the examples
    /// for each later lesson so lessons differ. The first item is the lesson's quick check.
    func lesson(for skill: Skill, count: Int, variant: Int, stage: Stage? = nil) -> [Placeholder] {
        let codes = codes(of: skill)
        guard !codes.isEmpty else { return [] }
        var picker = Picker()
        var out: [Placeholder] = []
        for k in 0..<count {
            let code = codes[(k + variant) % codes.count]
            let pool = pool(for: code, grade: skill.grade, stage: stage)
            guard let sample = picker.pick(from: pool, offset: variant * 2 + k / codes.count) else { continue }
            out.append(Placeholder(
                sample: sample, code: code, narrow: codes.count > 1, skill: nil,
                quickCheck: k == 0, difficulty: k < (count + 1) / 2 ? 1 : 2))
        }
        return out
    }

    /// `count` items of a mastery check for `skills` (each item names its skill), every skill in
    /// turn, the last item a story problem when the skills' standards cover arithmetic
    /// (ASSESS-MASTERY-CHECK asks for one then, and a story that fits none of them would be
    /// STD-TASK-MISMATCH), else one more applied item of the next skill.
    func mastery(for skills: [Skill], count: Int) -> [Placeholder] {
        guard !skills.isEmpty, count >= 1 else { return [] }
        var picker = Picker()
        var out: [Placeholder] = []
        for k in 0..<(count - 1) {
            let skill = skills[k % skills.count]
            out += item(for: skill, variant: k / skills.count, picker: &picker)
        }
        if AssessMasteryCheck.wantsWordProblem(skills: skills, catalog), let story = story(for: skills) {
            out.append(story)
        } else {
            let k = count - 1
            out += item(for: skills[k % skills.count], variant: k / skills.count, picker: &picker)
        }
        for i in out.indices { out[i].difficulty = i < (out.count + 1) / 2 ? 1 : 2 }
        return out
    }

    /// One item for `skill`, for a mastery check it is added to.
    func masteryItem(for skill: Skill, variant: Int) -> Placeholder? {
        var picker = Picker()
        var item = item(for: skill, variant: variant, picker: &picker).first
        item?.difficulty = 2
        return item
    }

    private func item(for skill: Skill, variant: Int, picker: inout Picker) -> [Placeholder] {
        let codes = codes(of: skill)
        guard !codes.isEmpty else { return [] }
        let code = codes[variant % codes.count]
        guard let sample = picker.pick(from: pool(for: code, grade: skill.grade), offset: variant) else { return [] }
        return [Placeholder(sample: sample, code: code, narrow: codes.count > 1, skill: skill.id.value)]
    }

    /// A story problem for one of `skills`: the first whose standards have one in the table,
    /// else one of another standard of the same domain and grade that fits (a counting story for
    /// a counting skill), else a generic one within the first skill's range.
    func story(for skills: [Skill]) -> Placeholder? {
        func first(_ candidates: (String) -> [ItemSample]) -> Placeholder? {
            for skill in skills {
                let codes = codes(of: skill)
                for code in codes {
                    if let story = candidates(code).first(where: { fits($0, code: code, grade: skill.grade) }) {
                        return Placeholder(sample: story, code: code, narrow: codes.count > 1, skill: skill.id.value)
                    }
                }
            }
            return nil
        }
        return first { ItemSamples.stories[$0].map { [$0] } ?? [] }
            ?? first { code in
                let domain = code.split(separator: ".").dropLast().joined(separator: ".")  // NY-K.CC
                return ItemSamples.stories.keys.sorted().filter { $0.hasPrefix(domain + ".") }.compactMap { ItemSamples.stories[$0] }
            }
            ?? first { code in
                guard let skill = skills.first(where: { codes(of: $0).contains(code) }) else { return [] }
                let limit = WordProblemItem.gradeLimit(skill.grade) ?? 20
                return ItemSamples.genericStory(range: catalog.standards[code]?.range, limit: limit).map { [$0] } ?? []
            }
    }

    /// Picks examples so that the types are used evenly and no example repeats while another is left.
    struct Picker {
        var typesUsed: [String: Int] = [:]
        var promptsUsed: Set<String> = []

        mutating func pick(from pool: [ItemSample], offset: Int) -> ItemSample? {
            guard !pool.isEmpty else { return nil }
            let rotated = (0..<pool.count).map { pool[($0 + offset) % pool.count] }
            let best = rotated.min { a, b in
                let ka = (typesUsed[a.type, default: 0], promptsUsed.contains(a.prompt) ? 1 : 0)
                let kb = (typesUsed[b.type, default: 0], promptsUsed.contains(b.prompt) ? 1 : 0)
                return ka < kb
            }
            if let best {
                typesUsed[best.type, default: 0] += 1
                promptsUsed.insert(best.prompt)
            }
            return best
        }
    }

    // MARK: Checking an example against this curriculum

    /// Whether `sample` works out to its own answer, asks what the standard `code` covers (its
    /// `tasks` in this curriculum's matrix), and keeps within the range the matrix gives `code`
    /// and within the grade's limit for its type, as STD-RANGE judges.
    func fits(_ sample: ItemSample, code: String, grade: Grade) -> Bool {
        let text = Self.yaml([Placeholder(sample: sample, code: code, narrow: false)], firstID: 1)
        let (root, problems) = YAMLLoader().load(SourceFile(path: "placeholder.yaml", text: text))
        guard problems.isEmpty, let node = root?.sequence?.first else { return false }
        let item = Item(node: node, path: "placeholder.yaml", lessonID: "placeholder")
        guard let type = ItemTypes.type(of: item) else { return false }
        let solution = type.solve(item)
        guard !solution.isImpossible else { return false }
        if let expected = solution.answer, let answer = item.answer, let given = type.answerValue(answer), !expected.accepts(given) {
            return false
        }
        // What it asks fits the standard's `tasks`, as STD-TASK-MISMATCH judges it: no adding for
        // a counting standard, no true or false before NY-1.OA.7, no time passing for a clock.
        if let tasks = catalog.standards[code]?.tasks, !StdTaskMismatch.misfit(ItemTask.of(item), tasks).isEmpty {
            return false
        }
        let range = catalog.standards[code]?.range
        let cap = type.gradeLimit(grade)
        let numbers = type.numbers(item)
        let result: Int? = {
            if case .number(let n)? = solution.answer { return n }
            return numbers.map(\.0).max()
        }()
        for (value, _) in numbers {
            if let cap, value > cap { return false }
            guard let range else { continue }
            if value > range.upperBound { return false }
            if value < range.lowerBound, result == nil || value == result { return false }
        }
        return true
    }

    // MARK: Writing

    /// The items as entries of a YAML `items:` list, numbered from `firstID`.
    static func yaml(_ items: [Placeholder], firstID: Int) -> String {
        var lines: [String] = []
        // Where each choice item puts its answer: the place used least so far, so first, second
        // and third take turns; an item added to a check (`firstID` past 1) starts further on.
        var used: [Int] = []
        func place(among count: Int) -> Int {
            while used.count < count { used.append(0) }
            let start = (firstID - 1) % count
            let order = { (index: Int) in (used[index], (index - start + count) % count) }
            let chosen = (0..<count).min { order($0) < order($1) } ?? 0
            used[chosen] += 1
            return chosen
        }
        for (offset, item) in items.enumerated() {
            let sample = item.sample
            lines.append("  - id: i\(firstID + offset)")
            lines.append("    type: \(sample.type)")
            if let skill = item.skill { lines.append("    skill: \(skill)") }
            if item.narrow { lines.append("    standards: [\(item.code)]") }
            if item.quickCheck { lines.append("    quickCheck: true") }
            lines.append("    difficulty: \(item.difficulty)")
            lines.append("    prompt: \(Scaffold.scalar(CopyPlaceholder.marker + ": " + sample.prompt))")
            let answer = sample.fields.first { $0.hasPrefix("answer: ") }.map { String($0.dropFirst("answer: ".count)) }
            lines += sample.fields.map { "    " + (Self.turned($0, answer: answer, place: place) ?? $0) }
            if !sample.hints.isEmpty {
                lines.append("    hints:")
                lines += sample.hints.map { "      - " + Scaffold.scalar($0) }
            }
            lines.append("    feedback:")
            if let correct = sample.correct { lines.append("      correct: " + Scaffold.scalar(correct)) }
            lines.append("      incorrect: " + Scaffold.scalar(sample.incorrect))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// An `options: [...]` field line turned so that `answer` is the choice at the place `place`
    /// picks among as many choices, the others in their order; nil for any other line, and for
    /// choices that are numbers. Most samples put the answer
    /// first, and a lesson written from them would teach "tap the first one"
    /// (ITEM-ANSWER-POSITION). Numbers keep their counting order.
    static func turned(_ line: String, answer: String?, place: (Int) -> Int) -> String? {
        let head = "options: [", tail = "]"
        guard line.hasPrefix(head), line.hasSuffix(tail), let answer else { return nil }
        // Split at the commas outside quotes: a choice may be "6 + 3 = 10, not 9".
        var choices: [String] = [], current = "", quote: Character?
        for c in line.dropFirst(head.count).dropLast(tail.count) {
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "," {
                choices.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(c)
        }
        choices.append(current.trimmingCharacters(in: .whitespaces))
        let n = choices.count
        func bare(_ text: String) -> String { text.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }
        guard n > 1, quote == nil, !choices.allSatisfy({ Int($0) != nil }),
            let at = choices.firstIndex(where: { bare($0) == bare(answer) })
        else { return nil }
        let k = (place(n) - at + n) % n
        return head + (choices.suffix(k) + choices.prefix(n - k)).joined(separator: ", ") + tail
    }
}
