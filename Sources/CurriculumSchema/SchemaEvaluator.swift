import CurriculumSyntax
import Foundation

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
            if collecting { report(.falseSchema, n, "\(describe(n)) is not allowed here") }
            return false
        }
        guard depth < Self.maxDepth else {
            if collecting && !reportedDepthLimit {
                reportedDepthLimit = true
                report(.nestingLimit, n, "schemas nest more than \(Self.maxDepth) levels deep here; the value is not checked further")
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
                    if collecting { report(.minLength, n, "expected at least \(Self.count(min, "character")), found \(length)") }
                    return false
                }
                if let max = s.maxLength, length > max {
                    if collecting { report(.maxLength, n, "expected at most \(Self.count(max, "character")), found \(length)") }
                    return false
                }
            }
        }
        // Before the pattern: the format's parser says what is wrong in words, a pattern cannot.
        if let format = s.format, let problem = format.problem(in: text) {
            guard collecting else { return false }
            var notes: [(String, Mark?)] = []
            if let what = s.summary ?? s.title { notes.append((what, nil)) }
            report(.format, n, "\(SchemaJSON.quote(text)) is not a \(format.noun): \(problem)", notes: notes)
            return false
        }
        if let pattern = s.pattern, !pattern.matches(text) {
            guard collecting else { return false }
            // In the author's words: what the value should be, from the schema's description;
            // the regular expression comes last, for whoever wants it.
            var notes: [(String, Mark?)] = []
            let description = s.summary ?? s.title
            if let description { notes.append((description, nil)) }
            notes.append(("the form as a regular expression: \(pattern.source)", nil))
            let message: String
            if pattern.source == "\\S" {
                message = "expected some text, found only spaces"
            } else if let noun = description.flatMap(SchemaPatternNoun.noun(describedBy:)) {
                message = "\(SchemaJSON.quote(text)) is not written as \(noun)"
            } else {
                message = "\(SchemaJSON.quote(text)) is not written in the form this field takes"
            }
            report(.pattern, n, message, notes: notes)
            return false
        }
        return true
    }

    private mutating func checkNumber(_ n: Node, _ scalar: Scalar, _ number: JSONNumber, _ s: CompiledSchema) -> Bool {
        // The first bound a number breaks is its mistake; the others would repeat it.
        func fail(_ keyword: SchemaKeyword, _ message: @autoclosure () -> String) -> Bool {
            if collecting { report(keyword, n, message()) }
            return false
        }
        if let bound = s.minimum, (JSONNumber.compare(number, bound.value) ?? -1) < 0 {
            return fail(.minimum, "expected at least \(bound.text), found \(scalar.text)")
        }
        if let bound = s.exclusiveMinimum, (JSONNumber.compare(number, bound.value) ?? -1) <= 0 {
            return fail(.exclusiveMinimum, "expected more than \(bound.text), found \(scalar.text)")
        }
        if let bound = s.maximum, (JSONNumber.compare(number, bound.value) ?? 1) > 0 {
            return fail(.maximum, "expected at most \(bound.text), found \(scalar.text)")
        }
        if let bound = s.exclusiveMaximum, (JSONNumber.compare(number, bound.value) ?? 1) >= 0 {
            return fail(.exclusiveMaximum, "expected less than \(bound.text), found \(scalar.text)")
        }
        if let m = s.multipleOf, !Self.isMultiple(scalar, number, of: m) {
            return fail(.multipleOf, "expected a multiple of \(m.text), found \(scalar.text)")
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
            report(.minProperties, n, "expected at least \(Self.count(min, "field")), found \(pairs.count)")
        }
        if let max = s.maxProperties, pairs.count > max {
            guard collecting else { return false }
            ok = false
            report(.maxProperties, n, "expected at most \(Self.count(max, "field")), found \(pairs.count)")
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
                    var asText = Scalar(text: key, style: keyScalar.style, resolved: .string, coercibleToString: false)
                    asText.writtenColumns = keyScalar.writtenColumns
                    keyNode = Node(.scalar(asText), at: pairs[p].key.mark)
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
                        report(.properties, pairs[p].key, "field \(SchemaJSON.quote(key)) is not allowed here", container: n.mark)
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
                report(.dependentRequired, n, "missing field \(SchemaJSON.quote(s.names[index])), required when \(SchemaJSON.quote(s.names[trigger])) is given",
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
            report(.minItems, n, "expected at least \(Self.count(min, "entry", "entries")), found \(items.count)")
        }
        if let max = s.maxItems, items.count > max {
            guard collecting else { return false }
            ok = false
            report(.maxItems, n, "expected at most \(Self.count(max, "entry", "entries")), found \(items.count)")
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
                    report(.items, items[i], "expected at most \(Self.count(s.prefixItems.count, "entry", "entries")), found \(items.count)")
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
                report(.minContains, n, "expected at least \(Self.count(s.minContains, "matching entry", "matching entries")), found \(matches)", notes: notes)
            } else if let max = s.maxContains, matches > max {
                guard collecting else { return false }
                ok = false
                report(.maxContains, n, "expected at most \(Self.count(max, "matching entry", "matching entries")), found \(matches)")
            }
        }
        if s.uniqueItems, items.count > 1, let (first, second) = Self.firstDuplicate(items) {
            guard collecting else { return false }
            ok = false
            report(.uniqueItems, items[second], "\(SchemaJSON.render(items[second])) appears twice in a list whose entries must differ",
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
            reportClosest(n, branches, discriminator, exactlyOne ? .oneOf : .anyOf)
        } else {
            var matched = [first, second]
            for i in (second + 1)..<branches.count where quick(n, branches[i]) { matched.append(i) }
            reportSeveral(n, branches, matched)
        }
        return false
    }
}
