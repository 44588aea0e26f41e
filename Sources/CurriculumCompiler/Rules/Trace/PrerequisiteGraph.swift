import CurriculumSyntax

/// Prerequisites as a directed graph (a node needs each of its prerequisites), for the cycle and
/// order rules. Both walks are iterative, so a long chain cannot overflow the stack, and linear in
/// nodes plus edges.
struct PrerequisiteGraph {
    /// Node ids in teaching order: walks start from the earliest, so reports are stable.
    let nodes: [String]
    let edges: [String: [Reference]]

    /// One cycle per back edge of a depth-first walk: the path it closes (`a, b, c, a`) and the
    /// reference that closes it.
    func cycles() -> [(path: [String], closing: Reference)] {
        let known = Set(nodes)
        enum Color { case white, gray, black }
        var color: [String: Color] = [:]
        var found: [(path: [String], closing: Reference)] = []
        for root in nodes where color[root, default: .white] == .white {
            var stack: [(node: String, next: Int)] = [(root, 0)]
            var path: [String] = [root]
            var onPath: [String: Int] = [root: 0]
            color[root] = .gray
            while let top = stack.last {
                let out = edges[top.node] ?? []
                if top.next < out.count {
                    stack[stack.count - 1].next += 1
                    let ref = out[top.next]
                    let target = ref.value
                    guard known.contains(target) else { continue }
                    switch color[target, default: .white] {
                    case .white:
                        color[target] = .gray
                        onPath[target] = path.count
                        path.append(target)
                        stack.append((target, 0))
                    case .gray:
                        if let start = onPath[target] { found.append((Array(path[start...]) + [target], ref)) }
                    case .black:
                        break
                    }
                } else {
                    color[top.node] = .black
                    onPath[top.node] = nil
                    path.removeLast()
                    stack.removeLast()
                }
            }
        }
        return found
    }

    /// The strongly connected component of each node (Tarjan's algorithm, iteratively): two
    /// nodes share one exactly when each needs the other through some chain, i.e. on a cycle.
    func components() -> [String: Int] {
        let known = Set(nodes)
        var index: [String: Int] = [:]
        var low: [String: Int] = [:]
        var onStack = Set<String>()
        var stack: [String] = []
        var component: [String: Int] = [:]
        var counter = 0
        var components = 0
        for root in nodes where index[root] == nil {
            var work: [(node: String, next: Int)] = [(root, 0)]
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack.insert(root)
            while let top = work.last {
                let out = edges[top.node] ?? []
                if top.next < out.count {
                    work[work.count - 1].next += 1
                    let target = out[top.next].value
                    guard known.contains(target) else { continue }
                    if index[target] == nil {
                        index[target] = counter; low[target] = counter; counter += 1
                        stack.append(target); onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target), let i = index[target], let l = low[top.node] {
                        low[top.node] = min(l, i)
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last, let l = low[top.node], let pl = low[parent.node] {
                        low[parent.node] = min(pl, l)
                    }
                    if low[top.node] == index[top.node] {
                        while let member = stack.popLast() {
                            onStack.remove(member)
                            component[member] = components
                            if member == top.node { break }
                        }
                        components += 1
                    }
                }
            }
        }
        return component
    }

    /// The skills of a catalog, in teaching order.
    static func skills(_ catalog: Catalog) -> PrerequisiteGraph {
        var edges: [String: [Reference]] = [:]
        for unit in catalog.units {
            for skill in unit.skills { edges[skill.id.value] = skill.prerequisites }
        }
        return PrerequisiteGraph(nodes: catalog.skillSequence, edges: edges)
    }

    /// The units of a catalog, in teaching order (grade, then order).
    static func units(_ catalog: Catalog) -> PrerequisiteGraph {
        var edges: [String: [Reference]] = [:]
        for unit in catalog.units { edges[unit.id.value] = unit.prerequisites }
        return PrerequisiteGraph(nodes: catalog.units.map(\.id.value), edges: edges)
    }
}
