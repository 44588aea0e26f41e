import CurriculumSyntax

/// Expands a lesson's `template:` items into their variants, on the node tree, before the schema
/// and every later stage see it: a variant is an ordinary item, so every schema check, solver
/// and rule holds it as it holds an authored one (docs/design.md#item-templates). What cannot be
/// expanded is an ITEM-TEMPLATE finding at its place in the template; a variant whose own text
/// cannot be filled in is left out, with the finding naming its parameters.
package enum TemplateExpansion {
    struct Result {
        var root: Node
        var templates: [ItemTemplate]
        var diagnostics: [Diagnostic]
    }

    static func expand(_ root: Node, in source: SourceFile) -> Result {
        guard root["kind"]?.string == "Lesson", let itemsPair = root.pair("items"), let items = itemsPair.value.sequence,
              items.contains(where: { $0["template"] != nil }), case .mapping(var rootPairs) = root.value
        else { return Result(root: root, templates: [], diagnostics: []) }
        var expanded: [Node] = []
        var templates: [ItemTemplate] = []
        var diagnostics: [Diagnostic] = []
        let lessonID = root["id"]?.string ?? ""
        for item in items {
            guard item["template"] != nil else {
                expanded.append(item)
                continue
            }
            var expansion = ItemExpansion(item: item, source: source, lessonID: lessonID)
            let (variants, template) = expansion.run()
            expanded += variants
            if let template { templates.append(template) }
            diagnostics += expansion.diagnostics
        }
        for index in rootPairs.indices where rootPairs[index].key.scalar?.text == "items" {
            rootPairs[index].value = Node(.sequence(expanded), at: itemsPair.value.mark)
        }
        return Result(root: Node(.mapping(rootPairs), at: root.mark), templates: templates, diagnostics: diagnostics)
    }
}

/// The expansion of one template item.
private struct ItemExpansion {
    let item: Node
    let source: SourceFile
    let lessonID: String
    var diagnostics: [Diagnostic] = []

    init(item: Node, source: SourceFile, lessonID: String) {
        self.item = item
        self.source = source
        self.lessonID = lessonID
    }

    private typealias Bindings = [String: TemplateValue]

    private enum Domain {
        case values([TemplateValue])
        case range(from: String, to: String)
        case derived(String)
    }

    private mutating func report(_ node: Node, _ message: String) {
        diagnostics.append(Diagnostic(ItemTemplateExpansion.id, .error, at: source.location(node.mark), length: node.span, message))
    }

    mutating func run() -> (variants: [Node], template: ItemTemplate?) {
        guard let template = item["template"], let idNode = item["id"], let id = idNode.string else { return ([], nil) }
        guard template.mapping != nil else {
            report(template, "'template' is a mapping of 'parameters', 'where' and 'variants', not \(template.typeName)")
            return ([], nil)
        }
        for pair in template.mapping ?? [] where !["parameters", "where", "variants", "ids"].contains(pair.key.scalar?.text ?? "") {
            report(pair.key, "unknown template field '\(pair.key.scalar?.text ?? "")'; a template has 'parameters', 'where', 'variants' and 'ids'")
        }
        guard let candidates = candidates(template) else { return ([], nil) }
        let chosen = choose(candidates, template["variants"], seed: lessonID + "/" + id)
        let names = names(template["ids"], count: chosen.count)
        var variants: [ItemVariant] = []
        var nodes: [Node] = []
        // A placeholder that fails in many variants is one finding, with the first variant's
        // parameters and a count.
        var failures: [String: (node: Node, message: String, count: Int)] = [:]
        var failureOrder: [String] = []
        for (position, bindings) in chosen.enumerated() {
            let index = position + 1
            let variant = ItemVariant(
                templateID: id, index: index, parameters: bindings.order.map { .init(name: $0, value: bindings.values[$0] ?? .int(0)) },
                named: names.flatMap { position < $0.count ? $0[position] : nil })
            var failed = false
            let node = fill(item, bindings.values, index: index, variantID: variant.id) { node, message in
                failed = true
                let key = "\(node.mark.line):\(node.mark.column):\(message)"
                if let seen = failures[key] {
                    failures[key]?.count = seen.count + 1
                } else {
                    failures[key] = (node, "with \(variant.described): \(message)", 1)
                    failureOrder.append(key)
                }
            }
            guard !failed else { continue }
            variants.append(variant)
            nodes.append(node)
        }
        for key in failureOrder {
            guard let failure = failures[key] else { continue }
            report(failure.node, failure.message + (failure.count > 1 ? " (and \(failure.count - 1) more variants)" : ""))
        }
        let lastLine = Self.lastLine(of: item)
        let summary = ItemTemplate(
            id: id, path: source.path, location: source.location(item.mark), node: item,
            lines: Int(item.mark.line)...max(Int(item.mark.line), lastLine), candidates: candidates.count, variants: variants)
        return (nodes, summary)
    }

    /// Every parameter set that meets the constraints, in the order the parameters list them.
    private mutating func candidates(_ template: Node) -> [(order: [String], values: Bindings)]? {
        guard let parameters = template["parameters"] else {
            report(item.pair("template")?.key ?? item, "a template needs 'parameters'")
            return nil
        }
        let constraints: [Node]
        switch template["where"] {
        case nil: constraints = []
        case let node? where node.sequence != nil: constraints = node.sequence ?? []
        case let node?: constraints = [node]
        }
        var sets: [(order: [String], values: Bindings)] = []
        if let tuples = parameters.sequence {
            // A list of parameter sets written out: `- {a: 3, b: 7}`.
            for tuple in tuples {
                guard let pairs = tuple.mapping, !pairs.isEmpty else {
                    report(tuple, "each entry of a list of parameters is a mapping such as '{a: 3, b: 7}', not \(tuple.typeName)")
                    return nil
                }
                var order: [String] = [], values: Bindings = [:]
                for pair in pairs {
                    guard let name = checkedName(pair.key) else { return nil }
                    guard let value = Self.value(pair.value) else {
                        report(pair.value, "a parameter's value is a number or a text, not \(pair.value.typeName)")
                        return nil
                    }
                    order.append(name)
                    values[name] = value
                }
                if let first = sets.first, first.order != order {
                    report(tuple, "every parameter set names the same parameters in the same order: \(first.order.joined(separator: ", "))")
                    return nil
                }
                sets.append((order, values))
            }
        } else if let pairs = parameters.mapping {
            guard pairs.count <= ItemTemplateLimits.parameters else {
                report(parameters, "a template has at most \(ItemTemplateLimits.parameters) parameters")
                return nil
            }
            var domains: [(name: String, node: Node, domain: Domain)] = []
            for pair in pairs {
                guard let name = checkedName(pair.key) else { return nil }
                guard let domain = domain(pair.value) else { return nil }
                domains.append((name, pair.value, domain))
            }
            var tried = 0
            var stopped = false
            enumerate(domains, 0, [:], &sets, &tried, &stopped)
            if stopped { return nil }
        } else {
            report(parameters, "'parameters' is a mapping ('a: 1...9') or a list of parameter sets, not \(parameters.typeName)")
            return nil
        }
        var kept: [(order: [String], values: Bindings)] = []
        for set in sets {
            var meets = true
            for constraint in constraints {
                guard let text = constraint.string else {
                    report(constraint, "a constraint is an expression such as 'a + b <= 10', not \(constraint.typeName)")
                    return nil
                }
                switch TemplateExpression.evaluate(text, set.values) {
                case .success(.bool(let ok)): meets = meets && ok
                case .success(let other):
                    report(constraint, "the constraint '\(text)' is \(other.typeName), not true or false")
                    return nil
                case .failure(let failure):
                    report(constraint, "with \(Self.described(set)): \(failure.message)")
                    return nil
                }
                if !meets { break }
            }
            if meets { kept.append(set) }
        }
        if kept.isEmpty {
            report(parameters, "no parameter set meets the template's constraints, so it makes no item")
            return nil
        }
        return kept
    }

    private static func described(_ set: (order: [String], values: Bindings)) -> String {
        set.order.map { "\($0) = \(set.values[$0]?.description ?? "")" }.joined(separator: ", ")
    }

    private mutating func checkedName(_ key: Node) -> String? {
        guard let name = key.string, let first = name.unicodeScalars.first, first.properties.isLowercase,
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }),
              !["and", "or", "not", "true", "false", "words", "ordinal", "plural"].contains(name)
        else {
            report(key, "'\(key.scalar?.text ?? "")' cannot name a parameter; a name is a lowercase letter and letters or digits, such as 'a' or 'start'")
            return nil
        }
        return name
    }

    private mutating func domain(_ node: Node) -> Domain? {
        if let list = node.sequence {
            var values: [TemplateValue] = []
            for element in list {
                guard let value = Self.value(element) else {
                    report(element, "a parameter's value is a number or a text, not \(element.typeName)")
                    return nil
                }
                values.append(value)
            }
            guard !values.isEmpty else {
                report(node, "a parameter's list of values is empty")
                return nil
            }
            return .values(values)
        }
        if let n = node.int { return .values([.int(n)]) }
        guard let text = node.string else {
            report(node, "a parameter is a range ('1...9'), a list of values or an expression, not \(node.typeName)")
            return nil
        }
        for dots in ["...", "…"] {
            if let range = text.range(of: dots) {
                return .range(from: String(text[..<range.lowerBound]), to: String(text[range.upperBound...]))
            }
        }
        return .derived(text)
    }

    private static func value(_ node: Node) -> TemplateValue? {
        if let n = node.int, node.scalar?.resolved != .string { return .int(n) }
        if let b = node.bool { return .bool(b) }
        if let text = node.string { return .text(text) }
        return nil
    }

    private mutating func enumerate(
        _ domains: [(name: String, node: Node, domain: Domain)], _ at: Int, _ bindings: Bindings,
        _ out: inout [(order: [String], values: Bindings)], _ tried: inout Int, _ stopped: inout Bool
    ) {
        guard !stopped else { return }
        guard at < domains.count else {
            out.append((domains.map(\.name), bindings))
            return
        }
        let (name, node, domain) = domains[at]
        var values: [TemplateValue] = []
        func evaluate(_ text: String) -> TemplateValue? {
            switch TemplateExpression.evaluate(text, bindings) {
            case .success(let v): return v
            case .failure(let f):
                let with = bindings.isEmpty ? "" : "with " + domains.prefix(at).map { "\($0.name) = \(bindings[$0.name]?.description ?? "")" }.joined(separator: ", ") + ": "
                report(node, with + f.message)
                stopped = true
                return nil
            }
        }
        switch domain {
        case .values(let list): values = list
        case .derived(let text):
            guard let v = evaluate(text) else { return }
            values = [v]
        case .range(let from, let to):
            guard let low = evaluate(from), let high = evaluate(to) else { return }
            guard case .int(let lo) = low, case .int(let hi) = high else {
                report(node, "a range runs between two numbers: '\(from.trimmingSpaces)…\(to.trimmingSpaces)'")
                stopped = true
                return
            }
            guard lo <= hi else { return }  // empty for these earlier values: no set
            let (width, overflow) = hi.subtractingReportingOverflow(lo)
            guard !overflow, width < ItemTemplateLimits.combinations else {
                report(node, "the range \(lo)…\(hi) has more than \(ItemTemplateLimits.combinations) values")
                stopped = true
                return
            }
            values = (lo...hi).map { .int($0) }
        }
        for value in values {
            tried += 1
            if tried > ItemTemplateLimits.combinations {
                report(node, "the parameters make more than \(ItemTemplateLimits.combinations) sets to try; narrow their ranges")
                stopped = true
                return
            }
            var next = bindings
            next[name] = value
            enumerate(domains, at + 1, next, &out, &tried, &stopped)
            if stopped { return }
        }
    }

    /// `ids: [i1, i2, i4]`: one item id per variant, in order, so the items a template replaces
    /// keep their ids, UUIDs and translations' keys. Nil without `ids:` or when it does not fit.
    private mutating func names(_ node: Node?, count: Int) -> [String]? {
        guard let node else { return nil }
        let names = node.sequence?.compactMap(\.string) ?? []
        guard names.count == count, node.sequence?.count == count else {
            report(node, "'ids' names one item id per variant: the template ships \(count), not \(node.sequence?.count ?? 0)")
            return nil
        }
        for (n, name) in names.enumerated() where !name.hasPrefix("i") || Int(name.dropFirst()) == nil || names.prefix(n).contains(name) {
            report(node.sequence?[n] ?? node, "'\(name)' is not a new item id such as 'i4'")
            return nil
        }
        return names
    }

    /// `variants: all` (the default) or a count, chosen by the seeded sampler.
    private mutating func choose(
        _ candidates: [(order: [String], values: Bindings)], _ node: Node?, seed: String
    ) -> [(order: [String], values: Bindings)] {
        var count = candidates.count
        if let node {
            if node.string == "all" {
                count = candidates.count
            } else if let n = node.int, n >= 1 {
                if n > candidates.count {
                    report(node, "the template asks for \(n) variants, but only \(candidates.count) parameter sets meet its constraints")
                }
                count = min(n, candidates.count)
            } else {
                report(node, "'variants' is 'all' or a count of at least 1, not \(node.typeName)")
            }
        }
        if count > ItemTemplateLimits.variants {
            report(node ?? item.pair("template")?.key ?? item, "the template makes \(count) variants, more than the \(ItemTemplateLimits.variants) a template may ship; ask for fewer with 'variants: N' or narrow its parameters")
            return []  // an error ships nothing; checking a thousand variants would only slow the report
        }
        guard count < candidates.count else { return candidates }
        var random = TemplateRandom(seed: seed)
        return random.choose(count, of: candidates.count).map { candidates[$0] }
    }

    /// The item with every placeholder filled in, `template` left out, the variant's id, and
    /// every mark tagged with the variant's index.
    private func fill(_ node: Node, _ bindings: Bindings, index: Int, variantID: String, failed: (Node, String) -> Void) -> Node {
        var mark = node.mark
        mark.column = VariantTag.tag(mark.column, index)
        switch node.value {
        case .mapping(let pairs):
            var out: [Node.Pair] = []
            for pair in pairs {
                let key = pair.key.scalar?.text
                if key == "template" && node.mark == item.mark { continue }
                var value: Node
                if key == "id" && node.mark == item.mark, var scalar = pair.value.scalar {
                    let columns = scalar.writtenColumns
                    scalar = Scalar(text: variantID, style: .plain, resolved: .string, coercibleToString: false)
                    scalar.writtenColumns = columns
                    value = Node(.scalar(scalar), at: pair.value.mark)
                    value.mark.column = VariantTag.tag(value.mark.column, index)
                } else {
                    value = fill(pair.value, bindings, index: index, variantID: variantID, failed: failed)
                }
                out.append(Node.Pair(key: tagged(pair.key, index), value: value))
            }
            return Node(.mapping(out), at: mark)
        case .sequence(let elements):
            return Node(.sequence(elements.map { fill($0, bindings, index: index, variantID: variantID, failed: failed) }), at: mark)
        case .scalar(let scalar):
            guard scalar.resolved == .string, scalar.text.contains("{") else { return Node(.scalar(scalar), at: mark) }
            switch TemplateText.substitute(scalar.text, bindings) {
            case .failure(let failure):
                failed(node, failure.message)
                return node
            case .success(let (text, whole)):
                var filled: Scalar
                switch whole {
                case .int(let n)?: filled = Scalar(text: String(n), style: .plain, resolved: .int(n), coercibleToString: true)
                case .bool(let b)?: filled = Scalar(text: b ? "true" : "false", style: .plain, resolved: .bool(b), coercibleToString: false)
                case .text?: filled = Scalar(text: text, style: .plain, resolved: .string, coercibleToString: false)
                case nil:
                    // Text around placeholders: its columns no longer match the template's, so
                    // a finding inside it points at its start (a block scalar's columns are unknown).
                    filled = Scalar(text: text, style: .folded, resolved: .string, coercibleToString: false)
                }
                filled.writtenColumns = scalar.writtenColumns
                return Node(.scalar(filled), at: mark)
            }
        }
    }

    private func tagged(_ node: Node, _ index: Int) -> Node {
        var copy = node
        copy.mark.column = VariantTag.tag(copy.mark.column, index)
        return copy
    }

    private static func lastLine(of node: Node) -> Int {
        var last = Int(node.mark.line)
        switch node.value {
        case .mapping(let pairs): for pair in pairs { last = max(last, lastLine(of: pair.value)) }
        case .sequence(let elements): for element in elements { last = max(last, lastLine(of: element)) }
        case .scalar(let scalar): last += scalar.text.filter { $0 == "\n" }.count
        }
        return last
    }
}

/// Filling a template's text in: each `{…}` replaced by its value.
enum TemplateText {
    /// The text with each `{…}` replaced by its value; `whole` is the value when the text is one
    /// placeholder and nothing else, so `"{10 - a}"` is the number it makes, not a text.
    static func substitute(_ text: String, _ bindings: [String: TemplateValue], language: SpeechLanguage = .english) -> Result<(String, whole: TemplateValue?), TemplateExpression.Failure> {
        var out = ""
        var rest = Substring(text)
        var values: [TemplateValue] = []
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                return .failure(.init(message: "'{' in \"\(text)\" has no '}' to close its placeholder"))
            }
            let inside = String(rest[rest.index(after: open)..<close])
            switch TemplateExpression.placeholder(inside, bindings, language: language) {
            case .success(let value):
                values.append(value)
                out += value.description
            case .failure(let failure): return .failure(failure)
            }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        let isWhole = values.count == 1 && text.hasPrefix("{") && text.hasSuffix("}") && text.dropFirst().firstIndex(of: "{") == nil
        return .success((out, isWhole ? values[0] : nil))
    }
}

extension TemplateExpansion {
    /// The variants one template item makes, decoded, for the language server's hover on the
    /// text being typed; nil when the item is no template.
    package static func variants(of item: Node, in source: SourceFile, lessonID: String) -> (variants: [Item], candidates: Int, problems: [String])? {
        guard item["template"] != nil else { return nil }
        var expansion = ItemExpansion(item: item, source: source, lessonID: lessonID)
        let (nodes, template) = expansion.run()
        let items = nodes.enumerated().map { index, node in
            Item(node: node, path: source.path, lessonID: lessonID, variant: template?.variant(index + 1))
        }
        return (items, template?.candidates ?? 0, expansion.diagnostics.map(\.message))
    }
}
