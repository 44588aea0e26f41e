import Foundation

/// Checks located `Node` trees against compiled JSON Schemas and says what is wrong in words an
/// author can act on, at the line and column of the offending node.
///
/// One mistake gives one diagnostic: a value of the wrong type is not also checked against the
/// type's keywords; of `anyOf`/`oneOf` alternatives only the one the author meant is reported (the
/// one whose discriminator, such as an item's `type`, matches, else the closest); a misspelt field
/// is reported as unknown with its correction and not again as missing.
public struct SchemaValidator: Sendable {
    /// The schema of each file kind (`Lesson`, `Unit`, …).
    public let kinds: [String: JSONSchema]

    public init(kinds: [String: JSONSchema]) {
        self.kinds = kinds
    }

    /// Compiles the schema of every kind the registry knows.
    public init(registry: SchemaRegistry) throws {
        self.kinds = try registry.kindSchemas()
    }

    /// Validates one authored file against the schema its top-level `kind` names.
    public func validate(document root: Node, path: String) -> [Diagnostic] {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(path: path, line: Int(mark.line), column: Int(mark.column)) }
        let known = kinds.keys.sorted()
        let list = known.map { SchemaJSON.quote($0) }.joined(separator: ", ")
        guard case .mapping = root.value else {
            return [SchemaType.diagnostic(at: at(root.mark), "expected a mapping with a top-level 'kind', found \(root.typeName)")]
        }
        guard let pair = root.pair("kind") else {
            return [SchemaKind.diagnostic(
                at: at(root.mark), "missing 'kind'; every file says what it is",
                notes: [.init("kinds: \(list)")])]
        }
        guard let kind = pair.value.string else {
            return [SchemaKind.diagnostic(
                at: at(pair.value.mark), length: Evaluator.span(pair.value),
                "expected a kind such as 'Lesson', found \(pair.value.typeName)", notes: [.init("kinds: \(list)")])]
        }
        guard let schema = kinds[kind] else {
            let suggestions = EditDistance.candidates(near: kind, in: known)
            let where_ = at(pair.value.mark), span = Evaluator.span(pair.value)
            var fixIts: [Diagnostic.FixIt] = []
            // The fix replaces the whole value, quotes and all, when the span covers it.
            if suggestions.count == 1, let scalar = pair.value.scalar,
                scalar.style == .plain || (scalar.style != .literal && scalar.style != .folded && span == scalar.text.unicodeScalars.count + 2)
            {
                fixIts = [.init(at: where_, length: span, replacement: suggestions[0])]
            }
            let message = "unknown kind \(SchemaJSON.quote(kind))" + EditDistance.didYouMean(suggestions)
            // A kind in the wrong case or a typo away from one kind is almost certainly that
            // kind: the rest of the file is checked as one, so its other mistakes show too. The
            // schema's own `kind` constant would only repeat this finding.
            if let meant = self.kind(named: kind), let schema = kinds[meant] {
                let rest = Self.validate(root, against: schema, path: path).filter { $0.location != where_ }
                return [SchemaKind.diagnostic(
                    at: where_, length: span, message, notes: [.init("the rest of the file is checked as a \(meant)")], fixIts: fixIts)] + rest
            }
            return [SchemaKind.diagnostic(
                at: where_, length: span, message,
                notes: suggestions.isEmpty ? [.init("kinds: \(list)")] : [], fixIts: fixIts)]
        }
        return Self.validate(root, against: schema, path: path)
    }

    /// The kind `text` names: itself when it is one, else the one kind it is almost certainly
    /// meant to be — the same ignoring case (`lesson`), or the only kind a typo away (`Leson`,
    /// `"Lesson "`); nil when it is none or could be several.
    public func kind(named text: String) -> String? {
        if kinds[text] != nil { return text }
        let suggestions = EditDistance.candidates(near: text, in: kinds.keys.sorted())
        return suggestions.count == 1 ? suggestions[0] : nil
    }

    /// The kind a document is read as: its `kind`, or the kind a misspelt one is meant to be.
    public func kind(of root: Node) -> String? {
        root["kind"]?.string.flatMap(kind(named:))
    }

    /// Every problem with `node` under `schema`, located in the file at `path`, sorted.
    public static func validate(_ node: Node, against schema: JSONSchema, path: String) -> [Diagnostic] {
        var evaluator = Evaluator(collecting: true)
        if evaluator.check(node, schema.root) { return [] }
        return evaluator.diagnostics(path: path)
    }

    /// Whether `node` is valid under `schema`; stops at the first problem and builds no messages.
    public static func isValid(_ node: Node, against schema: JSONSchema) -> Bool {
        var evaluator = Evaluator(collecting: false)
        return evaluator.check(node, schema.root)
    }
}

/// One problem found, before it becomes a `Diagnostic`.
struct SchemaIssue {
    enum Rule { case type, required, unknownField, enumeration, range, pattern, composition }

    var rule: Rule
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
}

/// Where in the instance the evaluation is, kept only while collecting messages.
enum PathKey {
    case key(String)
    case index(Int)
}

/// One validation run. `collecting` false is the fast mode used for `isValid` and for trying the
/// alternatives of `anyOf`, `oneOf`, `not`, `if` and `contains`: it returns at the first problem
/// and builds no strings.
struct Evaluator {
    var collecting: Bool
    var issues: [SchemaIssue] = []
    var path: [PathKey] = []
    var depth = 0
    var reportedDepthLimit = false

    /// Schemas nest inside each other for every level of content; real ones need a few dozen.
    static let maxDepth = 200

    init(collecting: Bool) {
        self.collecting = collecting
    }

    // MARK: Entry

    mutating func check(_ n: Node, _ s: CompiledSchema) -> Bool {
        if s.alwaysValid { return true }
        if s.alwaysInvalid {
            if collecting { report(.composition, n, "\(describe(n)) is not allowed here") }
            return false
        }
        guard depth < Self.maxDepth else {
            if collecting && !reportedDepthLimit {
                reportedDepthLimit = true
                report(.composition, n, "schemas nest more than \(Self.maxDepth) levels deep here; the value is not checked further")
            }
            return false
        }
        depth += 1
        defer { depth -= 1 }

        var ok = true
        switch n.value {
        case .scalar(let scalar):
            let number = SchemaJSON.number(scalar)
            let asString: Bool
            if case .string = scalar.resolved { asString = true } else { asString = s.numbersAsStrings && scalar.coercibleToString && number != nil }
            if let types = s.types, !Self.matches(scalar, asString: asString, types) {
                if collecting { reportType(n, types) }
                return false
            }
            guard checkValue(n, s) else { return false }
            if asString {
                if s.hasStringKeywords { ok = checkString(n, scalar.text, s) }
            } else if s.hasNumberKeywords, let number {
                ok = checkNumber(n, scalar, number, s)
            }
        case .mapping(let pairs):
            if let types = s.types, !types.contains(.object) {
                if collecting { reportType(n, types) }
                return false
            }
            guard checkValue(n, s) else { return false }
            if s.hasObjectKeywords || s.tracksPresence { ok = checkObject(n, pairs, s) }
        case .sequence(let items):
            if let types = s.types, !types.contains(.array) {
                if collecting { reportType(n, types) }
                return false
            }
            guard checkValue(n, s) else { return false }
            if s.hasArrayKeywords { ok = checkArray(n, items, s) }
        }
        if !ok && !collecting { return false }
        if s.hasApplicators { ok = applicators(n, s) && ok }
        return ok
    }

    /// The fast mode inside a collecting run, for trying alternatives.
    mutating func quick(_ n: Node, _ s: CompiledSchema) -> Bool {
        guard collecting else { return check(n, s) }
        collecting = false
        defer { collecting = true }
        return check(n, s)
    }

    static func matches(_ scalar: Scalar, asString: Bool, _ types: JSONTypes) -> Bool {
        if asString && types.contains(.string) { return true }
        switch scalar.resolved {
        case .null: return types.contains(.null)
        case .bool: return types.contains(.boolean)
        case .string: return types.contains(.string)
        case .int, .bigInt: return types.contains(.number) || types.contains(.integer)
        case .float: return types.contains(.number) || (types.contains(.integer) && SchemaJSON.isInteger(scalar))
        }
    }

    // MARK: Keywords

    private mutating func checkValue(_ n: Node, _ s: CompiledSchema) -> Bool {
        if let strings = s.enumStrings, let text = n.string {
            // All allowed values are strings and so is this one (or a YAML number read as text).
            if !strings.contains(where: { SchemaJSON.sameText($0, text) }) {
                if collecting { reportEnum(n, allowed: s.enumValues ?? [s.constValue!], isConst: s.enumValues == nil) }
                return false
            }
            return true
        }
        if let c = s.constValue, !SchemaJSON.equal(n, c, coercing: true) {
            if collecting { reportEnum(n, allowed: [c], isConst: true) }
            return false
        }
        if let values = s.enumValues, !values.contains(where: { SchemaJSON.equal(n, $0, coercing: true) }) {
            if collecting { reportEnum(n, allowed: values, isConst: false) }
            return false
        }
        return true
    }

    /// Like numbers, a string reports only the first keyword it breaks.
    private mutating func checkString(_ n: Node, _ text: String, _ s: CompiledSchema) -> Bool {
        if s.minLength != nil || s.maxLength != nil {
            let bytes = text.utf8.count
            // A scalar takes 1–4 bytes, so the byte count settles most cases without counting.
            let settled = (s.minLength.map { bytes >= 4 * $0 } ?? true) && (s.maxLength.map { bytes <= $0 } ?? true)
            if !settled {
                let length = text.unicodeScalars.count
                if let min = s.minLength, length < min {
                    if collecting { report(.range, n, "expected at least \(Self.count(min, "character")), found \(length)") }
                    return false
                }
                if let max = s.maxLength, length > max {
                    if collecting { report(.range, n, "expected at most \(Self.count(max, "character")), found \(length)") }
                    return false
                }
            }
        }
        // Before the pattern: the format's parser says what is wrong in words, a pattern cannot.
        if let format = s.format, let problem = format.problem(in: text) {
            guard collecting else { return false }
            var notes: [(String, Mark?)] = []
            if let what = s.summary ?? s.title { notes.append((what, nil)) }
            report(.pattern, n, "\(SchemaJSON.quote(text)) is not a \(format.noun): \(problem)", notes: notes)
            return false
        }
        if let pattern = s.pattern, !pattern.matches(text) {
            guard collecting else { return false }
            var notes: [(String, Mark?)] = []
            if let what = s.summary ?? s.title { notes.append((what, nil)) }
            report(.pattern, n, "\(SchemaJSON.quote(text)) does not have the required form \(pattern.source)", notes: notes)
            return false
        }
        return true
    }

    private mutating func checkNumber(_ n: Node, _ scalar: Scalar, _ number: JSONNumber, _ s: CompiledSchema) -> Bool {
        // The first bound a number breaks is its mistake; the others would repeat it.
        func fail(_ message: @autoclosure () -> String) -> Bool {
            if collecting { report(.range, n, message()) }
            return false
        }
        if let bound = s.minimum, (JSONNumber.compare(number, bound.value) ?? -1) < 0 {
            return fail("expected at least \(bound.text), found \(scalar.text)")
        }
        if let bound = s.exclusiveMinimum, (JSONNumber.compare(number, bound.value) ?? -1) <= 0 {
            return fail("expected more than \(bound.text), found \(scalar.text)")
        }
        if let bound = s.maximum, (JSONNumber.compare(number, bound.value) ?? 1) > 0 {
            return fail("expected at most \(bound.text), found \(scalar.text)")
        }
        if let bound = s.exclusiveMaximum, (JSONNumber.compare(number, bound.value) ?? 1) >= 0 {
            return fail("expected less than \(bound.text), found \(scalar.text)")
        }
        if let m = s.multipleOf, !Self.isMultiple(scalar, number, of: m) {
            return fail("expected a multiple of \(m.text), found \(scalar.text)")
        }
        return true
    }

    static func isMultiple(_ scalar: Scalar, _ number: JSONNumber, of m: (value: Double, exact: ExactDecimal?, text: String)) -> Bool {
        let exact: ExactDecimal?
        switch scalar.resolved {
        case .int(let i): exact = ExactDecimal(i)
        default: exact = ExactDecimal(text: scalar.text)
        }
        if let exact, let divisor = m.exact { return exact.isMultiple(of: divisor) }
        let quotient = number.double / m.value
        return quotient.isFinite && quotient.rounded() == quotient
    }

    private mutating func checkObject(_ n: Node, _ pairs: [Node.Pair], _ s: CompiledSchema) -> Bool {
        var ok = true
        if let min = s.minProperties, pairs.count < min {
            guard collecting else { return false }
            ok = false
            report(.range, n, "expected at least \(Self.count(min, "field")), found \(pairs.count)")
        }
        if let max = s.maxProperties, pairs.count > max {
            guard collecting else { return false }
            ok = false
            report(.range, n, "expected at most \(Self.count(max, "field")), found \(pairs.count)")
        }
        // Which of the schema's names are present: a bit per name, or a list past 64 names.
        var presentBits: UInt64 = 0
        var presentList: [Bool] = s.tracksPresence && s.names.count > 64 ? Array(repeating: false, count: s.names.count) : []
        func isPresent(_ i: Int) -> Bool { i < 64 ? presentBits & (1 << UInt64(i)) != 0 : presentList[i] }

        for p in pairs.indices {
            guard case .scalar(let keyScalar) = pairs[p].key.value else { continue }
            let key = keyScalar.text
            if let names = s.propertyNames {
                let keyNode: Node
                if case .string = keyScalar.resolved { keyNode = pairs[p].key } else {
                    keyNode = Node(.scalar(Scalar(text: key, style: keyScalar.style, resolved: .string, coercibleToString: false)), at: pairs[p].key.mark)
                }
                if !check(keyNode, names) {
                    guard collecting else { return false }
                    ok = false
                }
            }
            var matched = false
            if let index = s.index(of: key) {
                if s.tracksPresence {
                    if index < 64 { presentBits |= 1 << UInt64(index) } else { presentList[index] = true }
                }
                if let property = s.propertySchemas[index] {
                    matched = true
                    if property.alwaysInvalid {
                        guard collecting else { return false }
                        ok = false
                        report(.unknownField, pairs[p].key, "field \(SchemaJSON.quote(key)) is not allowed here", container: n.mark)
                    } else if !checkProperty(pairs[p].value, key, property) {
                        guard collecting else { return false }
                        ok = false
                    }
                }
            }
            for (regex, schema) in s.patternProperties where regex.matches(key) {
                matched = true
                if !checkProperty(pairs[p].value, key, schema) {
                    guard collecting else { return false }
                    ok = false
                }
            }
            if !matched, let additional = s.additionalProperties {
                if additional.alwaysInvalid {
                    guard collecting else { return false }
                    ok = false
                    reportUnknownField(pairs[p].key, key, in: n, s)
                } else if !checkProperty(pairs[p].value, key, additional) {
                    guard collecting else { return false }
                    ok = false
                }
            }
        }
        guard s.tracksPresence else { return ok }
        for index in s.required where !isPresent(index) {
            guard collecting else { return false }
            ok = false
            report(.required, n, "missing required field \(SchemaJSON.quote(s.names[index]))", field: s.names[index], container: n.mark)
        }
        for (trigger, required) in s.dependentRequired where isPresent(trigger) {
            for index in required where !isPresent(index) {
                guard collecting else { return false }
                ok = false
                report(.required, n, "missing field \(SchemaJSON.quote(s.names[index])), required when \(SchemaJSON.quote(s.names[trigger])) is given",
                       field: s.names[index], container: n.mark)
            }
        }
        for (trigger, schema) in s.dependentSchemas where isPresent(trigger) {
            if !check(n, schema) {
                guard collecting else { return false }
                ok = false
            }
        }
        return ok
    }

    /// Lists at least this long (a lesson of thousands of items) are checked on every core.
    static let parallelEntries = 1024

    /// Checks a long list's entries against one schema in chunks on every core. Entries are
    /// independent, so each chunk gets its own evaluator at this depth and path; their issues
    /// join in entry order, as one evaluator would have found them.
    private mutating func checkEntriesInParallel(_ items: [Node], _ schema: CompiledSchema) -> Bool {
        let chunks = min(items.count / 256, ProcessInfo.processInfo.activeProcessorCount * 4)
        let results = ConcurrentResults<(issues: [SchemaIssue], ok: Bool, reportedDepthLimit: Bool)>(count: chunks)
        let start = self
        SharedWork.run(count: chunks) { chunk in
            var evaluator = start
            evaluator.issues = []
            var ok = true
            for i in chunk * items.count / chunks..<(chunk + 1) * items.count / chunks {
                evaluator.path.append(.index(i))
                if !evaluator.check(items[i], schema) { ok = false }
                evaluator.path.removeLast()
            }
            results[chunk] = (evaluator.issues, ok, evaluator.reportedDepthLimit)
        }
        var ok = true
        for result in results.values {
            guard let result else { continue }
            issues += result.issues
            ok = ok && result.ok
            reportedDepthLimit = reportedDepthLimit || result.reportedDepthLimit
        }
        return ok
    }

    private mutating func checkProperty(_ value: Node, _ key: String, _ schema: CompiledSchema) -> Bool {
        if schema.alwaysValid { return true }
        guard collecting else { return check(value, schema) }
        path.append(.key(key))
        defer { path.removeLast() }
        return check(value, schema)
    }

    private mutating func checkArray(_ n: Node, _ items: [Node], _ s: CompiledSchema) -> Bool {
        var ok = true
        if let min = s.minItems, items.count < min {
            guard collecting else { return false }
            ok = false
            report(.range, n, "expected at least \(Self.count(min, "entry", "entries")), found \(items.count)")
        }
        if let max = s.maxItems, items.count > max {
            guard collecting else { return false }
            ok = false
            report(.range, n, "expected at most \(Self.count(max, "entry", "entries")), found \(items.count)")
        }
        if collecting, s.prefixItems.isEmpty, let schema = s.items, !schema.alwaysValid, !schema.alwaysInvalid,
           items.count >= Self.parallelEntries {
            if !checkEntriesInParallel(items, schema) { ok = false }
        } else if !s.prefixItems.isEmpty || s.items != nil {
            for i in items.indices {
                guard let schema = i < s.prefixItems.count ? s.prefixItems[i] : s.items else { continue }
                if schema.alwaysValid { continue }
                if schema.alwaysInvalid && i >= s.prefixItems.count {
                    // `items: false` after `prefixItems`: a list of at most that many entries.
                    guard collecting else { return false }
                    ok = false
                    report(.range, items[i], "expected at most \(Self.count(s.prefixItems.count, "entry", "entries")), found \(items.count)")
                    break
                }
                if collecting { path.append(.index(i)) }
                let valid = check(items[i], schema)
                if collecting { path.removeLast() }
                if !valid {
                    guard collecting else { return false }
                    ok = false
                }
            }
        }
        if let contains = s.contains {
            var matches = 0
            for i in items.indices where quick(items[i], contains) {
                matches += 1
                if collecting { continue }  // the message gives the count
                if let max = s.maxContains, matches > max { break }
                if s.maxContains == nil && matches >= s.minContains { break }
            }
            if matches < s.minContains {
                guard collecting else { return false }
                ok = false
                var notes: [(String, Mark?)] = []
                if let what = contains.summary ?? contains.title { notes.append(("a matching entry is: \(what)", nil)) }
                report(.range, n, "expected at least \(Self.count(s.minContains, "matching entry", "matching entries")), found \(matches)", notes: notes)
            } else if let max = s.maxContains, matches > max {
                guard collecting else { return false }
                ok = false
                report(.range, n, "expected at most \(Self.count(max, "matching entry", "matching entries")), found \(matches)")
            }
        }
        if s.uniqueItems, items.count > 1, let (first, second) = Self.firstDuplicate(items) {
            guard collecting else { return false }
            ok = false
            report(.range, items[second], "\(SchemaJSON.render(items[second])) appears twice in a list whose entries must differ",
                   notes: [("first here", items[first].mark)])
        }
        return ok
    }

    /// The first pair of equal entries: pairwise for short lists, hashed for long ones.
    static func firstDuplicate(_ items: [Node]) -> (Int, Int)? {
        if items.count <= 16 {
            for j in 1..<items.count {
                for i in 0..<j where SchemaJSON.equal(items[i], items[j]) { return (i, j) }
            }
            return nil
        }
        var seen: [Int: [Int]] = [:]
        for (j, item) in items.enumerated() {
            var hasher = Hasher()
            SchemaJSON.hash(item, into: &hasher)
            let h = hasher.finalize()
            if let earlier = seen[h], let i = earlier.first(where: { SchemaJSON.equal(items[$0], item) }) { return (i, j) }
            seen[h, default: []].append(j)
        }
        return nil
    }

    // MARK: Applicators

    private mutating func applicators(_ n: Node, _ s: CompiledSchema) -> Bool {
        var ok = true
        if let ref = s.ref, !check(n, ref) {
            guard collecting else { return false }
            ok = false
        }
        for member in s.allOf where !check(n, member) {
            guard collecting else { return false }
            ok = false
        }
        if !s.anyOf.isEmpty, !checkAlternatives(n, s.anyOf, s.anyOfDiscriminator, exactlyOne: false) {
            guard collecting else { return false }
            ok = false
        }
        if !s.oneOf.isEmpty, !checkAlternatives(n, s.oneOf, s.oneOfDiscriminator, exactlyOne: true) {
            guard collecting else { return false }
            ok = false
        }
        if let not = s.not, quick(n, not) {
            guard collecting else { return false }
            ok = false
            reportNot(n, not)
        }
        if let condition = s.ifSchema {
            let branch = quick(n, condition) ? s.thenSchema : s.elseSchema
            if let branch, !check(n, branch) {
                guard collecting else { return false }
                ok = false
            }
        }
        return ok
    }

    /// `anyOf` (at least one alternative) and `oneOf` (exactly one). A discriminator rules out the
    /// alternatives that pin it to other values before any is tried.
    private mutating func checkAlternatives(_ n: Node, _ branches: [CompiledSchema], _ discriminator: Discriminator?, exactlyOne: Bool) -> Bool {
        var selector: Node?
        if let d = discriminator, case .mapping(let pairs) = n.value {
            for p in pairs.indices {
                if case .scalar(let key) = pairs[p].key.value, key.text == d.property {
                    selector = pairs[p].value
                    break
                }
            }
        }
        var first = -1
        var second = -1
        for i in branches.indices {
            if let selector, !discriminator!.values[i].contains(where: { SchemaJSON.equal(selector, $0, coercing: true) }) {
                continue  // pins the discriminator to other values: cannot match
            }
            guard quick(n, branches[i]) else { continue }
            if first < 0 {
                first = i
                if !exactlyOne { return true }
            } else {
                second = i
                break
            }
        }
        if first >= 0 && second < 0 { return true }
        guard collecting else { return false }
        if first < 0 {
            reportClosest(n, branches, discriminator)
        } else {
            var matched = [first, second]
            for i in (second + 1)..<branches.count where quick(n, branches[i]) { matched.append(i) }
            reportSeveral(n, branches, matched)
        }
        return false
    }

    // MARK: Messages

    mutating func report(
        _ rule: SchemaIssue.Rule, _ n: Node, _ message: String, notes: [(String, Mark?)] = [],
        fix: (mark: Mark, length: Int, replacement: String)? = nil, expectedTypes: JSONTypes? = nil,
        field: String? = nil, container: Mark? = nil
    ) {
        issues.append(SchemaIssue(
            rule: rule, mark: n.mark, length: Self.span(n), message: message, notes: notes, fix: fix,
            depth: path.count, expectedTypes: expectedTypes, field: field, container: container))
    }

    private mutating func reportType(_ n: Node, _ types: JSONTypes) {
        var notes: [(String, Mark?)] = []
        if types.contains(.string), !types.contains(.object), case .mapping = n.value {
            notes.append(("a ': ' inside text starts a mapping; put the text in quotes", nil))
        }
        report(.type, n, "expected \(types.phrase), found \(n.typeName)", notes: notes, expectedTypes: types)
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

    private mutating func reportEnum(_ n: Node, allowed: [Node], isConst: Bool) {
        let list = allowed.prefix(40).map(SchemaJSON.render).joined(separator: ", ") + (allowed.count > 40 ? ", …" : "")
        guard !allowed.isEmpty else {
            report(.enumeration, n, "\(describe(n)) cannot have any value: the schema allows none")
            return
        }
        guard let text = n.string else {
            let expected = isConst ? SchemaJSON.render(allowed[0]) : allowed.count <= 8 ? "one of \(list)" : "one of the \(allowed.count) allowed values"
            report(.enumeration, n, "expected \(expected), found \(n.typeName)",
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
        if suggestions.count == 1, n.scalar?.style == .plain { fix = (n.mark, Self.span(n), suggestions[0]) }
        let notes: [(String, Mark?)] = listed || !suggestions.isEmpty ? [] : [("allowed: \(list)", nil)]
        report(.enumeration, n, subject + (isConst ? "" : EditDistance.didYouMean(suggestions)),
               notes: notes, fix: fix)
    }

    private mutating func reportUnknownField(_ key: Node, _ name: String, in mapping: Node, _ s: CompiledSchema) {
        let suggestions = EditDistance.candidates(near: name, in: s.declaredNames)
        var fix: (Mark, Int, String)?
        if suggestions.count == 1, key.scalar?.style == .plain { fix = (key.mark, Self.span(key), suggestions[0]) }
        var notes: [(String, Mark?)] = []
        if suggestions.isEmpty, !s.declaredNames.isEmpty, s.declaredNames.count <= 30 {
            notes.append(("allowed fields: " + s.declaredNames.joined(separator: ", "), nil))
        }
        report(.unknownField, key, "unknown field \(SchemaJSON.quote(name))" + EditDistance.didYouMean(suggestions),
               notes: notes, fix: fix, field: suggestions.count == 1 ? suggestions[0] : nil, container: mapping.mark)
    }

    private mutating func reportNot(_ n: Node, _ not: CompiledSchema) {
        // `not: {required: [a]}` is how a schema forbids a field: say so at the field.
        if case .mapping = n.value, !not.required.isEmpty, not.types == nil, !not.hasApplicators,
           not.declaredNames.isEmpty, let name = not.required.map({ not.names[$0] }).first, let pair = n.pair(name) {
            report(.composition, pair.key, "field \(SchemaJSON.quote(name)) is not allowed here", notes: not.summary.map { [($0, nil)] } ?? [])
            return
        }
        var notes: [(String, Mark?)] = []
        if let what = not.summary ?? not.title { notes.append(("ruled out: \(what)", nil)) }
        report(.composition, n, "\(describe(n)) has a form that is ruled out here", notes: notes)
    }

    private mutating func reportSeveral(_ n: Node, _ branches: [CompiledSchema], _ matched: [Int]) {
        // `oneOf: [{required: [skill]}, {required: [unit]}]`: "either …, not both".
        let exclusiveFields = matched.compactMap { i -> String? in
            let b = branches[i]
            guard b.required.count == 1, b.declaredNames.isEmpty, b.types == nil, !b.hasApplicators else { return nil }
            return b.names[b.required[0]]
        }
        if exclusiveFields.count == matched.count, case .mapping = n.value {
            let names = exclusiveFields.map { SchemaJSON.quote($0) }
            let at = n.pair(exclusiveFields.last!)?.key ?? n
            report(.composition, at, "give only one of \(names.dropLast().joined(separator: ", ")) and \(names.last!), not both")
            return
        }
        let which = matched.map { String($0 + 1) }
        report(.composition, n, "\(describe(n)) matches more than one of the allowed forms (\(which.dropLast().joined(separator: ", ")) and \(which.last!))")
    }

    /// No alternative matched: report the mistakes of the one the author most likely meant.
    private mutating func reportClosest(_ n: Node, _ branches: [CompiledSchema], _ discriminator: Discriminator?) {
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
            if rootTypeError { mergedTypes.formUnion(found[0].expectedTypes!) } else { allRootTypeErrors = false }
            if found.count == 1, found[0].rule == .required, found[0].container == n.mark, let f = found[0].field {
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
            report(.composition, n, "\(describe(n)) matches none of the allowed forms")
        } else if allRootTypeErrors && candidates.count > 1 {
            reportType(n, mergedTypes)
        } else if allMissingFields && missing.count > 1 {
            let names = missing.map { SchemaJSON.quote($0) }
            report(.required, n, "missing required field: one of \(names.dropLast().joined(separator: ", ")) or \(names.last!)",
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
        for issue in issues where issue.rule == .unknownField {
            if let field = issue.field, let container = issue.container { misspelt.insert("\(container.line):\(container.column):\(field)") }
        }
        var seen: Set<String> = []
        var out: [Diagnostic] = []
        for issue in issues {
            if issue.rule == .required, let field = issue.field, let container = issue.container,
               misspelt.contains("\(container.line):\(container.column):\(field)") { continue }
            guard seen.insert("\(issue.mark.line):\(issue.mark.column):\(issue.message)").inserted else { continue }
            let notes = issue.notes.map { Diagnostic.Note($0.0, at: $0.1.map(at)) }
            let fixIts = issue.fix.map { [Diagnostic.FixIt(at: at($0.mark), length: $0.length, replacement: $0.replacement)] } ?? []
            let location = at(issue.mark)
            let diagnostic: Diagnostic
            switch issue.rule {
            case .type: diagnostic = SchemaType.diagnostic(at: location, length: issue.length, issue.message, notes: notes, fixIts: fixIts)
            case .required: diagnostic = SchemaRequired.diagnostic(at: location, length: 1, issue.message, notes: notes, fixIts: fixIts)
            case .unknownField: diagnostic = SchemaUnknownField.diagnostic(at: location, length: issue.length, issue.message, notes: notes, fixIts: fixIts)
            case .enumeration: diagnostic = SchemaEnum.diagnostic(at: location, length: issue.length, issue.message, notes: notes, fixIts: fixIts)
            case .range: diagnostic = SchemaRange.diagnostic(at: location, length: issue.length, issue.message, notes: notes, fixIts: fixIts)
            case .pattern: diagnostic = SchemaPattern.diagnostic(at: location, length: issue.length, issue.message, notes: notes, fixIts: fixIts)
            case .composition: diagnostic = SchemaComposition.diagnostic(at: location, length: issue.length, issue.message, notes: notes, fixIts: fixIts)
            }
            out.append(diagnostic)
        }
        return out.sorted()
    }

    /// How many columns a node's text spans on its line, for the caret underline.
    static func span(_ n: Node) -> Int {
        guard case .scalar(let s) = n.value, !s.text.isEmpty, !s.text.contains("\n") else { return 1 }
        switch s.style {
        case .plain:
            return s.text.unicodeScalars.count
        case .singleQuoted:
            return s.text.contains("'") ? 1 : s.text.unicodeScalars.count + 2
        case .doubleQuoted:
            return s.text.unicodeScalars.allSatisfy({ $0 != "\"" && $0 != "\\" && $0.value >= 0x20 }) ? s.text.unicodeScalars.count + 2 : 1
        case .literal, .folded:
            return 1
        }
    }

    /// "the field 'x'" style subject for a value.
    private func describe(_ n: Node) -> String {
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
