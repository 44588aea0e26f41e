import CurriculumSyntax

/// Runs a fact set's steps in order, exactly as the app's original starter-fact generator did
/// (docs/design.md#fluency-facts), but without its final shuffle: a fact is (a, op, b); a repeat merges its tags into the first;
/// facts keep the order they first appeared in. Nothing here can loop forever or trap: loops and
/// walks are bounded, and arithmetic that would overflow is reported instead.
package enum FactSetExpansion {
    /// The most values a `range` loop may run over, and the most (a, b) pairs a filler's walk
    /// may hold: far beyond any fluency set (numbers within 20), small enough to stay instant.
    package static let maxLoopValues = 10_000
    package static let maxWalkPairs = 100_000
    /// The most facts a set may make, whatever its steps say (the starter set has 100).
    package static let maxFacts = 10_000

    /// `set`'s expansion, which a compile session keeps while the fact files are unchanged: six
    /// FACTS rules read it on every compile.
    static func expand(_ set: FactSet, in catalog: Catalog) -> ExpandedFactSet {
        catalog.remembered(LessonMemo.Slot<ExpandedFactSet>(name: "fact set " + set.id.value)) { expand(set) }
    }

    package static func expand(_ set: FactSet) -> ExpandedFactSet {
        var builder = Builder(setID: set.id.value)
        var problems: [FactSetProblem] = []
        var ranOut = false, overshot = false
        for step in set.steps {
            switch step.generator {
            case .pairs(let op, let pairs):
                for pair in pairs {
                    builder.add(pair.value.a, op, pair.value.b, tags: step.tags, step: step.name.value, at: pair.location, &problems)
                }
            case .range(let op, let loop):
                runLoop(loop, op: op, step: step, &builder, &problems)
            case .fill(let fill):
                let outcome = runFill(fill, step: step, target: set.count.value, &builder, &problems)
                ranOut = ranOut || outcome.ranOut
                overshot = overshot || outcome.overshot
            }
        }
        let facts = builder.facts(options: set.options)
        return ExpandedFactSet(factSet: set, facts: facts, problems: problems, fillRanOut: ranOut, fillOvershot: overshot)
    }

    // MARK: - Steps

    private static func runLoop(_ loop: FactSet.Loop, op: FactOp, step: FactSet.Step, _ builder: inout Builder, _ problems: inout [FactSetProblem]) {
        let name = loop.variable.value
        var parsed: [FactExpression] = []
        for expression in [loop.a, loop.b] {
            switch FactExpression.parse(expression.value, variable: name) {
            case .success(let e): parsed.append(e)
            case .failure(let rejection):
                problems.append(FactSetProblem(at: expression.location, length: expression.length, rejection.message))
            }
        }
        guard parsed.count == 2 else { return }
        guard loop.first <= loop.last else {
            problems.append(FactSetProblem(
                at: loop.location, "step '\(step.name.value)' makes no facts: its range [\(loop.first), \(loop.last)] is empty",
                notes: ["write the smaller value first, like [\(loop.last), \(loop.first)]"]))
            return
        }
        let (span, overflow) = loop.last.subtractingReportingOverflow(loop.first)
        guard !overflow, span < maxLoopValues else {
            problems.append(FactSetProblem(
                at: loop.location, "step '\(step.name.value)' loops over more than \(maxLoopValues) values of '\(name)'"))
            return
        }
        var reported = false
        for n in loop.first...loop.last {
            guard let a = parsed[0].evaluate(n), let b = parsed[1].evaluate(n) else {
                if !reported {
                    problems.append(FactSetProblem(
                        at: loop.a.location, length: loop.a.length, "step '\(step.name.value)' computes a number too large to hold when \(name) = \(n)"))
                    reported = true
                }
                continue
            }
            builder.add(a, op, b, tags: step.tags, step: step.name.value, at: step.location, &problems)
        }
    }

    /// The starter generator's filler, generalised: a moves fastest over its range and wraps to its
    /// first value, moving b, which wraps too; each pair tries each op in order (an addition only
    /// when a + b ≤ maxSum, a subtraction only when a ≥ b); the count is checked once per pair, as
    /// the generator's "fill until there are 100" loop did, so a pair adding two facts may pass
    /// `count` by one.
    private static func runFill(
        _ fill: FactSet.Fill, step: FactSet.Step, target: Int, _ builder: inout Builder, _ problems: inout [FactSetProblem]
    ) -> (ranOut: Bool, overshot: Bool) {
        let name = step.name.value
        guard !fill.ops.isEmpty else {
            problems.append(FactSetProblem(at: step.location, "filler '\(name)' makes no facts: it has no ops"))
            return (false, false)
        }
        for (axis, range) in [("a", fill.a), ("b", fill.b)] where range.first > range.last {
            problems.append(FactSetProblem(
                at: fill.walkLocation, "filler '\(name)' cannot walk: the range of \(axis), [\(range.first), \(range.last)], is empty"))
            return (false, false)
        }
        let (aSpan, o1) = fill.a.last.subtractingReportingOverflow(fill.a.first)
        let (bSpan, o2) = fill.b.last.subtractingReportingOverflow(fill.b.first)
        let (pairs, o3) = (aSpan &+ 1).multipliedReportingOverflow(by: bSpan &+ 1)
        guard !o1, !o2, !o3, aSpan < maxWalkPairs, bSpan < maxWalkPairs, pairs <= maxWalkPairs else {
            problems.append(FactSetProblem(at: fill.walkLocation, "filler '\(name)' walks more than \(maxWalkPairs) (a, b) pairs"))
            return (false, false)
        }
        guard (fill.a.first...fill.a.last).contains(fill.start.a), (fill.b.first...fill.b.last).contains(fill.start.b) else {
            problems.append(FactSetProblem(
                at: fill.walkLocation,
                "filler '\(name)' starts at [\(fill.start.a), \(fill.start.b)], outside its walk of a in [\(fill.a.first), \(fill.a.last)] and b in [\(fill.b.first), \(fill.b.last)]"))
            return (false, false)
        }
        var a = fill.start.a, b = fill.start.b
        let startCount = builder.count
        var visitsWithoutProgress = 0
        var ranOut = false
        while builder.count < target {
            let before = builder.count
            for (op, opTags) in fill.ops {
                let keep: Bool
                switch op {
                case .add: keep = op.apply(a, b).map { $0 <= fill.maxSum } ?? false
                case .sub: keep = a >= b
                }
                if keep {
                    builder.add(a, op, b, tags: step.tags + opTags, step: name, at: step.location, &problems)
                }
            }
            // Facts only accumulate, so once every pair of the walk has been visited without a
            // new fact, no further visit can make one: the walk is done.
            visitsWithoutProgress = builder.count > before ? 0 : visitsWithoutProgress + 1
            if visitsWithoutProgress >= pairs {
                ranOut = true
                problems.append(FactSetProblem(
                    at: step.location,
                    "filler '\(name)' ran out of new facts after visiting all \(pairs) (a, b) pairs of its walk; the set has \(builder.count) of its \(target) facts",
                    notes: ["widen the walk, raise maxSum, or add another op"]))
                break
            }
            if a >= fill.a.last {
                a = fill.a.first
                b = b >= fill.b.last ? fill.b.first : b + 1
            } else {
                a += 1
            }
        }
        return (ranOut, startCount < target && builder.count > target)
    }

    // MARK: - Accumulating facts

    private struct Entry {
        var key: Fact.Key
        var answer: Int
        var tags: Set<String>
        var step: String
        var source: SourceLocation
    }

    private struct Builder {
        let setID: String
        var entries: [Entry] = []
        var position: [Fact.Key: Int] = [:]
        var full = false

        init(setID: String) { self.setID = setID }

        var count: Int { entries.count }

        mutating func add(
            _ a: Int, _ op: FactOp, _ b: Int, tags: [String], step: String, at source: SourceLocation, _ problems: inout [FactSetProblem]
        ) {
            let key = Fact.Key(a: a, op: op, b: b)
            if let i = position[key] {
                entries[i].tags.formUnion(tags)
                return
            }
            guard entries.count < FactSetExpansion.maxFacts else {
                if !full { problems.append(FactSetProblem(at: source, "step '\(step)' takes the set past \(FactSetExpansion.maxFacts) facts")) }
                full = true
                return
            }
            guard let answer = op.apply(a, b) else {
                problems.append(FactSetProblem(at: source, "\(a) \(op.symbol) \(b) is too large to compute"))
                return
            }
            position[key] = entries.count
            entries.append(Entry(key: key, answer: answer, tags: Set(tags), step: step, source: source))
        }

        func facts(options: FactSet.Options) -> [Fact] {
            entries.map { e in
                let id = "\(setID)/\(e.key.text)"
                return Fact(
                    key: e.key, answer: e.answer, tags: e.tags.sorted(),
                    options: FactOptions.choose(for: e.key, answer: e.answer, id: id, spec: options),
                    id: id, step: e.step, source: e.source)
            }
        }
    }
}
