import CurriculumSyntax

/// One problem found, before it becomes a `Diagnostic`.
struct SchemaIssue {
    /// What failed; the SCHEMA rule that claims it reports the issue.
    var keyword: SchemaKeyword
    var mark: Mark
    var length: Int
    var message: String
    var notes: [(String, Mark?)] = []
    var fix: (mark: Mark, length: Int, replacement: String)?
    /// How deep in the instance the problem is: deeper means an alternative got further.
    var depth: Int
    /// For type errors: what was expected, so that alternatives' errors can merge.
    var expectedTypes: JSONTypes?
    /// For missing fields: the name; for unknown fields: the single suggested name.
    var field: String?
    /// The mapping a missing or unknown field belongs to.
    var container: Mark?

    /// A field that is missing (`required`, `dependentRequired`), which a misspelt one explains.
    var isMissingField: Bool { keyword == .required || keyword == .dependentRequired }
}

/// What a failure says to an author: each problem as one `SchemaIssue` in the content's own
/// words, only the likely-meant alternative of an `anyOf`/`oneOf` reported, and at the end the
/// issues as diagnostics under their SCHEMA rules.
extension Evaluator {
    // MARK: Messages

    mutating func report(
        _ keyword: SchemaKeyword, _ n: Node, _ message: String, notes: [(String, Mark?)] = [],
        fix: (mark: Mark, length: Int, replacement: String)? = nil, expectedTypes: JSONTypes? = nil,
        field: String? = nil, container: Mark? = nil
    ) {
        issues.append(SchemaIssue(
            keyword: keyword, mark: n.mark, length: n.span, message: message, notes: notes, fix: fix,
            depth: path.count, expectedTypes: expectedTypes, field: field, container: container))
    }

    mutating func reportType(_ n: Node, _ types: JSONTypes) {
        var notes: [(String, Mark?)] = []
        if types.contains(.string), !types.contains(.object), case .mapping = n.value {
            notes.append(("a ': ' inside text starts a mapping; put the text in quotes", nil))
        }
        report(.type, n, "expected \(types.phrase(found: n)), found \(n.typeName)", notes: notes, expectedTypes: types)
    }

    /// Whether the evaluation stands at an item's `type` (`items[3].type`) or a file's `kind`.
    private var enumContext: (itemType: Bool, kind: Bool) {
        let count = path.count
        var itemType = false
        if count >= 3, case .key("type") = path[count - 1], case .index = path[count - 2], case .key("items") = path[count - 3] {
            itemType = true
        }
        var kind = false
        if count == 1, case .key("kind") = path[0] { kind = true }
        return (itemType, kind)
    }

    mutating func reportEnum(_ n: Node, allowed: [Node], isConst: Bool) {
        let list = allowed.prefix(40).map(SchemaJSON.render).joined(separator: ", ") + (allowed.count > 40 ? ", …" : "")
        guard !allowed.isEmpty else {
            report(.enum, n, "\(describe(n)) cannot have any value: the schema allows none")
            return
        }
        guard let text = n.string else {
            let expected = isConst ? SchemaJSON.render(allowed[0]) : allowed.count <= 8 ? "one of \(list)" : "one of the \(allowed.count) allowed values"
            report(isConst ? .const : .enum, n, "expected \(expected), found \(n.typeName)",
                   notes: !isConst && allowed.count > 8 ? [("allowed: \(list)", nil)] : [])
            return
        }
        let strings = allowed.compactMap { value -> String? in
            guard let scalar = value.scalar, case .string = scalar.resolved else { return nil }
            return scalar.text
        }
        let suggestions = EditDistance.candidates(near: text, in: strings)
        let context = enumContext
        let subject: String
        var listed = false
        if context.itemType {
            subject = "unknown item type \(SchemaJSON.quote(text))"
        } else if context.kind {
            subject = "unknown kind \(SchemaJSON.quote(text))"
        } else if isConst {
            subject = "expected \(SchemaJSON.render(allowed[0])), found \(SchemaJSON.quote(text))"
            listed = true
        } else if allowed.count <= 8 {
            subject = "\(SchemaJSON.quote(text)) is not one of \(list)"
            listed = true
        } else {
            subject = "\(SchemaJSON.quote(text)) is not one of the \(allowed.count) allowed values"
        }
        var fix: (Mark, Int, String)?
        if suggestions.count == 1, n.isPlainText { fix = (n.mark, n.span, suggestions[0]) }
        let notes: [(String, Mark?)] = listed || !suggestions.isEmpty ? [] : [("allowed: \(list)", nil)]
        report(isConst ? .const : .enum, n, subject + (isConst ? "" : EditDistance.didYouMean(suggestions)),
               notes: notes, fix: fix)
    }

    mutating func reportUnknownField(_ key: Node, _ name: String, in mapping: Node, _ s: CompiledSchema) {
        let suggestions = EditDistance.candidates(near: name, in: s.declaredNames)
        var fix: (Mark, Int, String)?
        if suggestions.count == 1, key.isPlainText { fix = (key.mark, key.span, suggestions[0]) }
        var notes: [(String, Mark?)] = []
        if suggestions.isEmpty, !s.declaredNames.isEmpty, s.declaredNames.count <= 30 {
            notes.append(("allowed fields: " + s.declaredNames.joined(separator: ", "), nil))
        }
        report(.additionalProperties, key, "unknown field \(SchemaJSON.quote(name))" + EditDistance.didYouMean(suggestions),
               notes: notes, fix: fix, field: suggestions.count == 1 ? suggestions[0] : nil, container: mapping.mark)
    }

    mutating func reportNot(_ n: Node, _ not: CompiledSchema) {
        // `not: {required: [a]}` is how a schema forbids a field: say so at the field.
        if case .mapping = n.value, !not.required.isEmpty, not.types == nil, !not.hasApplicators,
           not.declaredNames.isEmpty, let name = not.required.map({ not.names[$0] }).first, let pair = n.pair(name) {
            report(.not, pair.key, "field \(SchemaJSON.quote(name)) is not allowed here", notes: not.summary.map { [($0, nil)] } ?? [])
            return
        }
        var notes: [(String, Mark?)] = []
        if let what = not.summary ?? not.title { notes.append(("ruled out: \(what)", nil)) }
        report(.not, n, "\(describe(n)) has a form that is ruled out here", notes: notes)
    }

    mutating func reportSeveral(_ n: Node, _ branches: [CompiledSchema], _ matched: [Int]) {
        // `oneOf: [{required: [skill]}, {required: [unit]}]`: "either …, not both".
        let exclusiveFields = matched.compactMap { i -> String? in
            let b = branches[i]
            guard b.required.count == 1, b.declaredNames.isEmpty, b.types == nil, !b.hasApplicators else { return nil }
            return b.names[b.required[0]]
        }
        if exclusiveFields.count == matched.count, case .mapping = n.value, let last = exclusiveFields.last {
            let names = exclusiveFields.map { SchemaJSON.quote($0) }
            let at = n.pair(last)?.key ?? n
            report(.oneOf, at, "give only one of \(names.dropLast().joined(separator: ", ")) and \(SchemaJSON.quote(last)), not both")
            return
        }
        let which = matched.map { String($0 + 1) }
        report(.oneOf, n, "\(describe(n)) matches more than one of the allowed forms (\(which.dropLast().joined(separator: ", ")) and \(which.last ?? ""))")
    }

    /// No alternative of `keyword` (`anyOf` or `oneOf`) matched: report the mistakes of the one
    /// the author most likely meant.
    mutating func reportClosest(_ n: Node, _ branches: [CompiledSchema], _ discriminator: Discriminator?, _ keyword: SchemaKeyword) {
        var candidates = Array(branches.indices)
        if let d = discriminator, case .mapping = n.value {
            if let pair = n.pair(d.property) {
                let matching = candidates.filter { i in d.values[i].contains { SchemaJSON.equal(pair.value, $0, coercing: true) } }
                if matching.isEmpty {
                    path.append(.key(d.property))
                    reportEnum(pair.value, allowed: d.values.flatMap { $0 }, isConst: false)
                    path.removeLast()
                    return
                }
                candidates = matching
            } else if d.requiredEverywhere {
                let list = d.allStrings.map { SchemaJSON.quote($0) }
                let notes: [(String, Mark?)] = list.isEmpty ? [] : [("\(d.property) is one of " + list.prefix(40).joined(separator: ", "), nil)]
                report(.required, n, "missing required field \(SchemaJSON.quote(d.property))", notes: notes, field: d.property, container: n.mark)
                return
            }
        }
        var best: [SchemaIssue] = []
        var bestScore = (Int.max, Int.max, Int.max)
        var mergedTypes = JSONTypes()
        var missing: [String] = []
        var allRootTypeErrors = true
        var allMissingFields = true
        for i in candidates {
            let start = issues.count
            _ = check(n, branches[i])
            let found = Array(issues[start...])
            issues.removeSubrange(start...)
            guard !found.isEmpty else { continue }
            let rootTypeError = found.count == 1 && found[0].expectedTypes != nil && found[0].depth == path.count && found[0].mark == n.mark
            if rootTypeError, let types = found[0].expectedTypes { mergedTypes.formUnion(types) } else { allRootTypeErrors = false }
            if found.count == 1, found[0].isMissingField, found[0].container == n.mark, let f = found[0].field {
                if !missing.contains(f) { missing.append(f) }
            } else {
                allMissingFields = false
            }
            let score = (rootTypeError ? 1 : 0, found.count, -(found.map(\.depth).max() ?? 0))
            if score < bestScore {
                bestScore = score
                best = found
            }
        }
        if best.isEmpty {
            report(keyword, n, "\(describe(n)) matches none of the allowed forms")
        } else if allRootTypeErrors && candidates.count > 1 {
            reportType(n, mergedTypes)
        } else if allMissingFields && missing.count > 1 {
            let names = missing.map { SchemaJSON.quote($0) }
            report(.required, n, "missing required field: one of \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")",
                   field: nil, container: n.mark)
        } else {
            issues += best
        }
    }

    // MARK: Output

    /// The issues as diagnostics: without repeats, without "missing" fields already reported as
    /// misspelt, sorted by position.
    func diagnostics(path: String) -> [Diagnostic] {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(path: path, line: Int(mark.line), column: Int(mark.column)) }
        var misspelt: Set<String> = []
        for issue in issues where issue.keyword == .additionalProperties {
            if let field = issue.field, let container = issue.container { misspelt.insert("\(container.line):\(container.column):\(field)") }
        }
        var seen: Set<String> = []
        var out: [Diagnostic] = []
        for issue in issues {
            if issue.isMissingField, let field = issue.field, let container = issue.container,
               misspelt.contains("\(container.line):\(container.column):\(field)") { continue }
            guard seen.insert("\(issue.mark.line):\(issue.mark.column):\(issue.message)").inserted else { continue }
            let notes = issue.notes.map { Diagnostic.Note($0.0, at: $0.1.map(at)) }
            let fixIts = issue.fix.map { [Diagnostic.FixIt(at: at($0.mark), length: $0.length, replacement: $0.replacement)] } ?? []
            let check = SchemaCheck.claiming(issue.keyword)
            out.append(check.diagnostic(at: at(issue.mark), length: issue.length, issue.message, notes: notes, fixIts: fixIts))
        }
        return out.sorted()
    }

    /// "the field 'x'" style subject for a value.
    func describe(_ n: Node) -> String {
        if case .key(let k)? = path.last { return "field " + SchemaJSON.quote(k) }
        switch n.value {
        case .scalar: return "the value " + SchemaJSON.render(n)
        case .mapping: return "this mapping"
        case .sequence: return "this list"
        }
    }

    static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? singular : plural ?? singular + "s")
    }
}
