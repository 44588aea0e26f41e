import CurriculumSyntax

extension FileDecoder {
    /// A `FactSet` file. Steps the schema has already rejected beyond reading (no name, no op,
    /// a malformed range) are left out; what they would have made shows up in FACTS-COUNT.
    func factSet() -> FactSet? {
        guard let id = located(root, "id"), let count = int(root, "count") else { return nil }
        let optionsNode = root["options"].flatMap { $0.mapping != nil ? $0 : nil }
        let options = FactSet.Options(
            count: optionsNode?["count"]?.int ?? FactSet.Options.defaultCount,
            min: optionsNode?["min"]?.int ?? FactSet.Options.defaultMin,
            max: optionsNode?["max"]?.int ?? FactSet.Options.defaultMax,
            location: optionsNode.map(at) ?? id.location,
            countLocation: (optionsNode?["count"] ?? optionsNode).map(at) ?? id.location)
        let steps = root["steps"]?.sequence?.compactMap(factStep) ?? []
        return FactSet(id: id, count: count, options: options, steps: steps, path: path, location: at(root))
    }

    private func factStep(_ node: Node) -> FactSet.Step? {
        guard let name = located(node, "name") else { return nil }
        let tags = node["tags"]?.sequence?.compactMap(\.string) ?? []
        let op = node["op"]?.string.flatMap(FactOp.init(rawValue:))
        let generator: FactSet.Generator
        if node["fill"]?.bool == true {
            generator = .fill(fill(node))
        } else if let range = node["range"] {
            guard let op, let variable = range.mapping?.first, let name = located(variable.key),
                let bounds = intPair(variable.value), let a = expression(node["a"]), let b = expression(node["b"])
            else { return nil }
            generator = .range(op: op, loop: FactSet.Loop(
                variable: name, first: bounds.0, last: bounds.1, location: at(range), a: a, b: b))
        } else if let pairs = node["pairs"]?.sequence {
            guard let op else { return nil }
            generator = .pairs(op: op, pairs: pairs.compactMap { p in
                intPair(p).map { Located(FactSet.Pair(a: $0.0, b: $0.1), at: at(p)) }
            })
        } else {
            return nil
        }
        return FactSet.Step(name: name, tags: tags, generator: generator, location: at(node))
    }

    private func fill(_ node: Node) -> FactSet.Fill {
        let walk = node["walk"]
        var a = FactSet.Fill.defaultA, b = FactSet.Fill.defaultB, start = FactSet.Fill.defaultStart
        if let walk {
            if let p = intPair(walk["a"]) { a = (p.0, p.1) }
            if let p = intPair(walk["b"]) { b = (p.0, p.1) }
            // Without `start` the walk begins at the first values (schema: walk.start).
            start = intPair(walk["start"]).map { ($0.0, $0.1) } ?? (a.first, b.first)
        }
        let ops: [(op: FactOp, tags: [String])] = node["ops"].map { list in
            list.sequence?.compactMap { entry in
                guard let op = entry["op"]?.string.flatMap(FactOp.init(rawValue:)) else { return nil }
                return (op, entry["tags"]?.sequence?.compactMap(\.string) ?? [])
            } ?? []
        } ?? [(.add, []), (.sub, [])]
        return FactSet.Fill(
            a: a, b: b, start: start, maxSum: node["maxSum"]?.int ?? FactSet.Fill.defaultMaxSum, ops: ops,
            walkLocation: at(walk ?? node))
    }

    private func intPair(_ node: Node?) -> (Int, Int)? {
        guard let list = node?.sequence, list.count == 2, let x = list[0].int, let y = list[1].int else { return nil }
        return (x, y)
    }

    /// `a` or `b` of a loop as written: an expression, or an integer kept as its text.
    private func expression(_ node: Node?) -> Located<String>? {
        guard let node, let scalar = node.scalar else { return nil }
        switch scalar.resolved {
        case .string, .int, .bigInt: return Located(scalar.text, at: at(node), length: scalar.text.count)
        case .null, .bool, .float: return nil
        }
    }
}
