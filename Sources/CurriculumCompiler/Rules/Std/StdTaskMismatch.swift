import CurriculumSyntax

package enum StdTaskMismatch: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "STD-TASK-MISMATCH", severity: .warning,
        summary: "an item's type, arithmetic or equation form fits none of its standards",
        rationale: """
            A standard says what an item for it asks, not only which numbers it uses: NY-K.MD.1 names what can be measured about one object, while comparing two (every `measure` item) is NY-K.MD.2; NY-K.MD.3 sorts and counts groups and does no adding (one group alone, counted, is NY-K.CC.5), NY-1.MD.4 reads data the item shows (a story that only says its numbers is a word problem, NY-1.OA.1), NY-K.MD.4 names pennies and dimes and what each is worth, while naming a nickel or a quarter is Grade 1's (NY-1.MD.3b), counting coins or comparing groups of them is counting (NY-K.CC) and the value of a mix is NY-1.MD.3c, judging an equation true or false is NY-1.OA.7 and an unknown in the first place (? + 3 = 5) is NY-1.OA.8, "how many blocks taller" is a compare problem (NY-1.OA.1), and time that passes is NY-3.MD.1. An item on the wrong standard teaches what its skill does not, and counts as mastery of something it never asked. Each standard's `tasks` in curriculum/standards/ lists the item types, operations (add, subtract, compare, coinValue, elapsedTime), equation forms (result, missingPart, missingStart, trueFalse), coins it may ask to name or value, and coin tasks (name, value, count, compare) it covers; a list left out allows anything. An item's task comes from its fields, the arithmetic it states and, for coins, what its answer names and its `ask` or words ask of them (docs/design.md#standards-and-traceability); it must fit one of its standards, its own or else its skill's. A standard is suggested only among those the item's skill teaches, so this finding never contradicts TRACE-ITEM-UNTRACED; while an item names a standard its skill does not teach, this finding waits behind that one.
            """,
        triggering: [
            .item("i4", in: "k/06-data/sort-into-groups-l3.yaml", """
                - id: i4
                  type: ↓numberBond
                  difficulty: 2
                  prompt: Noor sorts 10 crayons. 7 are long. The rest are short. How many are short?
                  whole: 10
                  parts: [7, null]
                  answer: 3
                  hints:
                    - Start at 7 and count up to 10.
                  feedback:
                    correct: Yes! 7 long and 3 short make 10 crayons.
                    incorrect: Put up 7 fingers. Count on until all 10 fingers are up.
                """).reports("NY-K.MD.3 does not cover numberBond items or adding"),
            .item("i7", in: "k/02-operations/join-and-separate-l4.yaml", """
                - id: i7
                  type: ↓equationTrueFalse
                  difficulty: 3
                  standards: [NY-K.OA.2a]
                  prompt: 9 - 3 = 5. Is this true or false?
                  equation: "9 - 3 = 5"
                  answer: false
                  hints:
                    - Start at 9 and count back 3.
                    - Does it match 5?
                  feedback:
                    correct: Yes! 9 - 3 is 6, not 5.
                    incorrect: Start at 9 and count back 3. Check the number you land on.
                """).reports("NY-K.OA.2a does not cover equationTrueFalse items or judging an equation true or false"),
            // Data told in a story is not data shown: NY-1.MD.4 reads a graph, rows or sorted groups.
            .item("i1", in: "1/08-data/compare-data-l3.yaml", """
                - id: i1
                  type: ↓wordProblem
                  quickCheck: true
                  difficulty: 2
                  prompt: 12 kids like apples best. 7 kids like pears best. How many more kids like apples than pears?
                  equation: "12 - 7 = ?"
                  answer: 5
                  hints:
                    - Count on from 7 to 12. Put up a finger for each number you say after 7.
                  feedback:
                    correct: Yes! 7 + 5 = 12, so 5 more kids like apples.
                    incorrect: Say 7. Count up to 12, a finger for each number after 7. How many fingers?
                """).reports("NY-1.MD.4 does not cover wordProblem items"),
            // Which of two is lighter compares them (NY-K.MD.2); NY-K.MD.1 describes one object.
            .item("i3", in: "k/05-measurement/describe-attributes-l2.yaml", """
                - id: i3
                  type: ↓measure
                  difficulty: 1
                  prompt: A balloon and a rock sit on a scale. Which one is lighter?
                  attribute: weight
                  objects:
                    - {name: balloon, value: 1}
                    - {name: rock, value: 8}
                  ask: lighter
                  answer: balloon
                  hints:
                    - Heavy things pull their side of the scale down.
                  feedback:
                    correct: Yes! A balloon is light. Its side of the scale goes up.
                    incorrect: Heavy things pull their side down. Which thing is on the side that is up?
                """).reports("NY-K.MD.1 does not cover measure items"),
            // NY-K.MD.4 begins to name pennies and dimes; the quarter is Grade 1's (NY-1.MD.3b).
            .item("i3", in: "k/07-coins/name-coins-l1.yaml", """
                - id: i3
                  type: multipleChoice
                  difficulty: 1
                  prompt: Which coin is the biggest?
                  options: [penny, dime, quarter]
                  answer: ↓quarter
                  hints:
                    - Picture the coins side by side.
                  feedback:
                    correct: Yes! The quarter is the biggest coin.
                    incorrect: Picture the coins next to each other. Which one takes up the most space?
                """).reports("NY-K.MD.4 does not cover naming a quarter"),
            // Counting pennies is counting (NY-K.CC.5a), whatever is counted.
            .item("i4", in: "k/07-coins/mastery.yaml", """
                - id: i4
                  type: coins
                  skill: k.coins.penny-and-dime
                  difficulty: 2
                  prompt: How many cents are these pennies worth?
                  coins: [penny, penny, penny, penny, penny, penny]
                  ask: ↓total
                  answer: 6
                  hints:
                    - Each penny is 1 cent. Touch each penny as you count.
                  feedback:
                    correct: Yes! 6 pennies are 6 cents.
                    incorrect: Say 1 cent for each penny. Touch each penny once as you count.
                """).reports("NY-K.MD.4 does not cover counting coins"),
            .item("i7", in: "k/07-coins/name-coins-l2.yaml", """
                - id: i7
                  type: sortClassify
                  quickCheck: true
                  difficulty: 2
                  prompt: Rafi sorts his coins. Which group has the most?
                  categories:
                    - {name: pennies, count: 3}
                    - {name: dimes, count: 5}
                  ask: ↓most
                  answer: dimes
                  hints:
                    - Count each group. Find the biggest number.
                  feedback:
                    correct: Yes! There are more dimes than pennies.
                    incorrect: Count each group of coins. The biggest number has the most.
                """).reports("NY-K.MD.4 does not cover comparing groups of coins"),
        ],
        nonTriggering: [
            .item("i2", in: "k/02-operations/fluency-within-5-l1.yaml", RuleExample.fourAndOne),
            .item("i3", in: "k/02-operations/fluency-within-5-l2.yaml", RuleExample.twoAndWhat),
            // Sorted by look and asked by name: the child tells which coins are pennies.
            .item("i5", in: "k/07-coins/name-coins-l1.yaml", """
                - id: i5
                  type: sortClassify
                  quickCheck: true
                  difficulty: 2
                  prompt: Amara sorts her coins by color. How many pennies does she have?
                  categories:
                    - {name: brown coins, count: 5}
                    - {name: small silver coins, count: 3}
                  ask: count
                  category: brown coins
                  answer: 5
                  hints:
                    - Which color is a penny? Find that group.
                    - Touch each coin in that group as you count.
                  feedback:
                    correct: Yes! Pennies are brown. Amara has 5 pennies.
                    incorrect: A penny is brown. Count only the brown coins, one at a time.
                """),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        // A did-you-mean looks through the grade's standards, in matrix order.
        var byGrade: [Grade: [Standard]] = [:]
        let inOrder = catalog.standards.values.sorted { ($0.location.path, $0.location.line) < ($1.location.path, $1.location.line) }
        for s in inOrder {
            guard !s.isHeading, s.tasks != nil else { continue }
            byGrade[s.grade, default: []].append(s)
        }
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard ItemTypes.type(of: item) != nil else { continue }
                let standards = catalog.standards(of: item, in: lesson).compactMap { catalog.standards[$0] }
                // A standard without `tasks` allows anything, and so does an item with no standard.
                guard !standards.isEmpty, standards.allSatisfy({ $0.tasks != nil }) else { continue }
                let task = ItemTask.of(item)
                let misfits = standards.map { misfit(task, $0.tasks ?? StandardTasks()) }
                guard let first = misfits.first, !misfits.contains(where: \.isEmpty) else { continue }
                let codes = Wording.either(standards.map(\.code))
                let what = Wording.either(first.map(\.phrase))
                var notes = standards.map { Diagnostic.Note("\($0.code) covers \(allowed($0.tasks ?? StandardTasks()))") }
                let fits = { (s: Standard) in misfit(task, s.tasks ?? StandardTasks()).isEmpty }
                // A suggestion is one the item's skill teaches (TRACE-ITEM-UNTRACED), never
                // another skill's: the two findings never disagree.
                let teaches = Set(StandardSuggestion.allowed(for: item, in: lesson, catalog: catalog))
                let ownSkill = (byGrade[lesson.grade] ?? []).filter { teaches.isEmpty || teaches.contains($0.code) }
                // Prefer a standard of the same domain: a data item that adds is still closer to data.
                let domains = Set(standards.map(\.domain))
                let sameGrade = ownSkill.filter(fits)
                if let near = sameGrade.first(where: { domains.contains($0.domain) }) ?? sameGrade.first {
                    notes.append(.init("did you mean \(near.code)? it covers this item's task"))
                } else if !teaches.isEmpty, let skill = catalog.skillID(of: item, in: lesson) {
                    notes.append(.init("none of the standards skill \(skill) teaches covers this task: change the item, or move it to a skill that teaches it"))
                } else if let other = Grade.allCases.filter({ $0 != lesson.grade }).lazy.compactMap({ byGrade[$0]?.first(where: fits) }).first {
                    notes.append(.init("\(other.code) of \(other.grade.displayName) covers it; write it as a task of \(lesson.grade.displayName) instead"))
                }
                // An item standard its skill does not teach is TRACE-ITEM-UNTRACED's to fix first.
                let untraced = teaches.isEmpty ? nil : item.standards.first { ref in
                    catalog.standards[ref.value] != nil && !catalog.expand(ref.value).allSatisfy(teaches.contains)
                }
                let node = first.contains(where: \.isType)
                    ? item.syntax(of: .type) : (first.lazy.compactMap(\.node).first ?? task.node ?? item.syntax(of: .prompt) ?? item.syntax(of: .type))
                let location = node.map { item.location(of: $0) } ?? item.location
                out.append(diagnostic(
                    at: location, length: node?.span ?? 1,
                    "\(codes) \(standards.count == 1 ? "does" : "do") not cover \(what)", notes: notes
                ).following(untraced.map { Diagnostic.Cause(TraceItemUntraced.description.id, at: $0.location) }))
            }
        }
        return out
    }

    /// One way an item's task falls outside a standard's.
    package struct Misfit {
        var phrase: String
        var isType = false
        /// Where this misfit is written, when not where the item's arithmetic is: the coin
        /// named as the answer, the `ask` that counts coins.
        var node: Node?
    }

    package static func misfit(_ task: ItemTask, _ tasks: StandardTasks) -> [Misfit] {
        var out: [Misfit] = []
        if let types = tasks.types, !types.contains(task.type) {
            out.append(Misfit(phrase: "\(task.type) items", isType: true))
        }
        if let operations = tasks.operations {
            for op in task.operations.subtracting(operations).sorted() { out.append(Misfit(phrase: phrase(op))) }
        }
        if let forms = tasks.forms, let form = task.form, !forms.contains(form) {
            out.append(Misfit(phrase: phrase(form)))
        }
        guard tasks.coinTasks != nil || tasks.coins != nil else { return out }
        let read = task.coins
        if let coinTasks = tasks.coinTasks {
            for coinTask in read.tasks.subtracting(coinTasks).sorted() { out.append(Misfit(phrase: phrase(coinTask), node: read.node)) }
        }
        if let coins = tasks.coins {
            var seen: Set<String> = []
            for asked in read.asked where !coins.contains(asked.coin) {
                let phrase = asked.task == .value ? "what a \(asked.coin) is worth" : "naming a \(asked.coin)"
                if seen.insert(phrase).inserted { out.append(Misfit(phrase: phrase, node: asked.node)) }
            }
        }
        return out
    }

    static func phrase(_ op: TaskOperation) -> String {
        switch op {
        case .add: return "adding"
        case .subtract: return "subtracting"
        case .compare: return "comparing how many more or fewer"
        case .coinValue: return "the value of a mix of coins"
        case .elapsedTime: return "how much time passes"
        }
    }

    static func phrase(_ task: CoinTask) -> String {
        switch task {
        case .name: return "naming coins"
        case .value: return "what a coin is worth"
        case .count: return "counting coins"
        case .compare: return "comparing groups of coins"
        }
    }

    static func phrase(_ form: TaskForm) -> String {
        switch form {
        case .result: return "finding a result"
        case .missingPart: return "a missing part (3 + ? = 5)"
        case .missingStart: return "an unknown in the first place (? + 3 = 5)"
        case .trueFalse: return "judging an equation true or false"
        }
    }

    static func allowed(_ tasks: StandardTasks) -> String {
        var parts: [String] = []
        if let types = tasks.types { parts.append("types " + types.sorted().joined(separator: ", ")) }
        if let ops = tasks.operations {
            parts.append(ops.isEmpty ? "no arithmetic" : "operations " + ops.sorted().map(\.rawValue).joined(separator: ", "))
        }
        if let forms = tasks.forms, tasks.operations?.isEmpty != true {
            parts.append("forms " + forms.sorted().map(\.rawValue).joined(separator: ", "))
        }
        if let coinTasks = tasks.coinTasks { parts.append("coin tasks " + coinTasks.sorted().map(\.rawValue).joined(separator: ", ")) }
        if let coins = tasks.coins { parts.append("coins " + coins.sorted().joined(separator: ", ")) }
        return parts.isEmpty ? "any task" : parts.joined(separator: "; ")
    }
}
