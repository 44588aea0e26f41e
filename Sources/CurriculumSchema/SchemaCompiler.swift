import CurriculumSyntax

/// Turns schema nodes into `CompiledSchema`s with a worklist rather than recursion, so deep or
/// self-referencing schemas cost heap, not stack. Runs under the registry's lock.
struct SchemaCompiler {
    let registry: SchemaRegistry
    private var worklist: [(schema: CompiledSchema, node: Node, location: SchemaRegistry.Location)] = []
    private var created: [(key: String, schema: CompiledSchema)] = []
    /// `$ref`s already resolved, by document, base and reference: schemas repeat the same few
    /// references many times, and parsing and resolving each URI again was most of the compile.
    private var resolved: [String: CompiledSchema] = [:]

    init(registry: SchemaRegistry) {
        self.registry = registry
    }

    mutating func compile(_ location: SchemaRegistry.Location, _ node: Node) throws -> CompiledSchema {
        do {
            let root = shell(location, node)
            while let job = worklist.popLast() {
                try fill(job.schema, job.node, job.location)
            }
            try checkCycles()
            for (_, schema) in created {
                if !schema.anyOf.isEmpty { schema.anyOfDiscriminator = discriminator(schema.anyOf) }
                if !schema.oneOf.isEmpty { schema.oneOfDiscriminator = discriminator(schema.oneOf) }
            }
            return root
        } catch {
            for (key, _) in created { registry.cache(key, nil) }
            throw error
        }
    }

    /// The compiled schema for a location: the cached one, or a new one queued for filling in.
    private mutating func shell(_ location: SchemaRegistry.Location, _ node: Node) -> CompiledSchema {
        let pointer = JSONPointer.text(location.tokens)
        let key = "\(location.document)|" + pointer
        if let existing = registry.cached(key) { return existing }
        let document = registry.document(location.document)
        let base = SchemaRegistry.base(of: node, inherited: location.base)
        let schema = CompiledSchema(
            uri: base.text + "#" + pointer,
            location: document.source.location(node.mark))
        registry.cache(key, schema)
        created.append((key, schema))
        worklist.append((schema, node, location))
        return schema
    }

    private func error(_ node: Node, _ location: SchemaRegistry.Location, _ message: String) -> SchemaCompileError {
        SchemaCompileError(location: registry.document(location.document).source.location(node.mark), message: message)
    }

    private mutating func fill(_ s: CompiledSchema, _ node: Node, _ location: SchemaRegistry.Location) throws {
        switch node.value {
        case .scalar(let scalar):
            guard case .bool(let b) = scalar.resolved else {
                throw error(node, location, "a schema must be an object or a boolean, not \(node.typeName)")
            }
            if b { s.alwaysValid = true } else { s.alwaysInvalid = true }
            return
        case .sequence:
            throw error(node, location, "a schema must be an object or a boolean, not a list")
        case .mapping(let pairs):
            let base = SchemaRegistry.base(of: node, inherited: location.base)
            var here = location
            here.base = base
            try fillKeywords(s, pairs, here)
        }
    }

    private mutating func subschema(_ node: Node, _ location: SchemaRegistry.Location, _ tokens: String...) -> CompiledSchema {
        var child = location
        child.tokens += tokens
        return shell(child, node)
    }

    private mutating func fillKeywords(_ s: CompiledSchema, _ pairs: [Node.Pair], _ here: SchemaRegistry.Location) throws {
        func slot(_ name: String) -> Int {
            if let i = s.nameIndex[name] { return i }
            s.names.append(name)
            s.propertySchemas.append(nil)
            s.nameIndex[name] = s.names.count - 1
            return s.names.count - 1
        }
        func strings(_ node: Node) throws -> [String] {
            guard let items = node.sequence else { throw error(node, here, "expected a list of strings") }
            return try items.map { item in
                guard let scalar = item.scalar, case .string = scalar.resolved else { throw error(item, here, "expected a string") }
                return scalar.text
            }
        }
        func count(_ node: Node) throws -> Int {
            guard let scalar = node.scalar else { throw error(node, here, "expected a non-negative integer") }
            switch scalar.resolved {
            case .int(let i) where i >= 0: return i
            case .bigInt where !scalar.text.hasPrefix("-"): return Int.max
            case .float(let d) where d >= 0 && d.rounded() == d: return d < 9.0e18 ? Int(d) : Int.max
            default: throw error(node, here, "expected a non-negative integer, found \(node.typeName)")
            }
        }
        func number(_ node: Node) throws -> (value: JSONNumber, text: String) {
            guard let scalar = node.scalar, let n = SchemaJSON.number(scalar) else {
                throw error(node, here, "expected a number, found \(node.typeName)")
            }
            return (n, scalar.text)
        }
        func schemas(_ node: Node, _ keyword: String) throws -> [CompiledSchema] {
            guard let items = node.sequence, !items.isEmpty else { throw error(node, here, "'\(keyword)' must be a non-empty list of schemas") }
            return items.indices.map { subschema(items[$0], here, keyword, String($0)) }
        }
        func schemaMap(_ node: Node, _ keyword: String) throws -> [(String, Node)] {
            guard let entries = node.mapping else { throw error(node, here, "'\(keyword)' must be an object") }
            return entries.compactMap { entry in entry.key.scalar.map { ($0.text, entry.value) } }
        }

        for pair in pairs {
            guard let keyword = pair.key.scalar?.text else { continue }
            let value = pair.value
            switch keyword {
            case "type":
                var types = JSONTypes()
                let names = value.sequence != nil ? try strings(value) : [value.scalar?.text ?? ""]
                for name in names {
                    guard let t = JSONTypes(name: name), value.sequence != nil || value.scalar?.resolved == .string else {
                        throw error(value, here, "unknown type '\(name)'")
                    }
                    types.insert(t)
                }
                s.types = types
            case "enum":
                guard let items = value.sequence else { throw error(value, here, "'enum' must be a list") }
                s.enumValues = items
            case "const":
                s.constValue = value
            case "properties":
                for (name, node) in try schemaMap(value, keyword) {
                    let i = slot(name)
                    s.propertySchemas[i] = subschema(node, here, keyword, name)
                    s.declaredNames.append(name)
                }
            case "patternProperties":
                for (pattern, node) in try schemaMap(value, keyword) {
                    s.patternProperties.append((try regex(pattern, value, here), subschema(node, here, keyword, pattern)))
                }
            case "additionalProperties":
                s.additionalProperties = subschema(value, here, keyword)
            case "propertyNames":
                s.propertyNames = subschema(value, here, keyword)
            case "required":
                s.required = try strings(value).map(slot)
            case "dependentRequired":
                for (name, node) in try schemaMap(value, keyword) {
                    s.dependentRequired.append((slot(name), try strings(node).map(slot)))
                }
            case "dependentSchemas":
                for (name, node) in try schemaMap(value, keyword) {
                    s.dependentSchemas.append((slot(name), subschema(node, here, keyword, name)))
                }
            case "minProperties": s.minProperties = try count(value)
            case "maxProperties": s.maxProperties = try count(value)
            case "prefixItems": s.prefixItems = try schemas(value, keyword)
            case "items":
                if value.sequence != nil { throw error(value, here, "'items' must be a schema in 2020-12; a list of schemas is 'prefixItems'") }
                s.items = subschema(value, here, keyword)
            case "contains": s.contains = subschema(value, here, keyword)
            case "minContains": s.minContains = try count(value)
            case "maxContains": s.maxContains = try count(value)
            case "minItems": s.minItems = try count(value)
            case "maxItems": s.maxItems = try count(value)
            case "uniqueItems":
                guard let b = value.bool else { throw error(value, here, "'uniqueItems' must be true or false") }
                s.uniqueItems = b
            case "minLength": s.minLength = try count(value)
            case "maxLength": s.maxLength = try count(value)
            case "pattern":
                guard let scalar = value.scalar, case .string = scalar.resolved else { throw error(value, here, "'pattern' must be a string") }
                s.pattern = try regex(scalar.text, value, here)
            case "minimum": s.minimum = try number(value)
            case "maximum": s.maximum = try number(value)
            case "exclusiveMinimum": s.exclusiveMinimum = try number(value)
            case "exclusiveMaximum": s.exclusiveMaximum = try number(value)
            case "multipleOf":
                let (n, text) = try number(value)
                guard n.double > 0, n.double.isFinite else { throw error(value, here, "'multipleOf' must be greater than 0") }
                let exact: ExactDecimal?
                if case .int(let i) = n { exact = ExactDecimal(i) } else { exact = ExactDecimal(text: text) }
                s.multipleOf = (n.double, exact, text)
            case "allOf": s.allOf = try schemas(value, keyword)
            case "anyOf": s.anyOf = try schemas(value, keyword)
            case "oneOf": s.oneOf = try schemas(value, keyword)
            case "not": s.not = subschema(value, here, keyword)
            case "if": s.ifSchema = subschema(value, here, keyword)
            case "then": s.thenSchema = subschema(value, here, keyword)
            case "else": s.elseSchema = subschema(value, here, keyword)
            case "$ref":
                guard let scalar = value.scalar, case .string = scalar.resolved else { throw error(value, here, "'$ref' must be a string") }
                s.refText = scalar.text
                s.ref = try resolve(scalar.text, value, here)
            case "format":
                // Annotations (date-time, email, …) stay annotations; the tool's own formats assert.
                if let name = value.string { s.format = SchemaFormat(rawValue: name) }
            case "title": s.title = value.string
            case "description": s.summary = value.string
            case "$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor", "unevaluatedProperties", "unevaluatedItems":
                throw error(pair.key, here, "'\(keyword)' is not supported by this validator")
            case "dependencies":
                throw error(pair.key, here, "'dependencies' is from draft 7; use 'dependentRequired' or 'dependentSchemas'")
            default:
                break  // $id, $schema, $defs, $comment, $anchor, default, examples, …: annotations
            }
        }
        if s.ifSchema == nil {
            s.thenSchema = nil
            s.elseSchema = nil
        } else if s.thenSchema == nil && s.elseSchema == nil {
            s.ifSchema = nil  // an `if` alone asserts nothing
        }
        if let values = s.enumValues ?? s.constValue.map({ [$0] }), s.enumValues == nil || s.constValue == nil {
            let strings = values.compactMap { value -> String? in
                guard let scalar = value.scalar, case .string = scalar.resolved else { return nil }
                return scalar.text
            }
            if strings.count == values.count { s.enumStrings = strings }
        }
        s.numbersAsStrings = s.types.map { $0.contains(.string) && !$0.contains(.number) && !$0.contains(.integer) } ?? false
        s.tracksPresence = !s.required.isEmpty || !s.dependentRequired.isEmpty || !s.dependentSchemas.isEmpty
        s.hasObjectKeywords = !s.names.isEmpty || !s.patternProperties.isEmpty || s.additionalProperties != nil
            || s.propertyNames != nil || s.minProperties != nil || s.maxProperties != nil
        s.hasArrayKeywords = !s.prefixItems.isEmpty || s.items != nil || s.contains != nil || s.minItems != nil
            || s.maxItems != nil || s.uniqueItems
        s.hasStringKeywords = s.minLength != nil || s.maxLength != nil || s.pattern != nil || s.format != nil
        s.hasNumberKeywords = s.minimum != nil || s.maximum != nil || s.exclusiveMinimum != nil
            || s.exclusiveMaximum != nil || s.multipleOf != nil
        s.hasApplicators = s.ref != nil || !s.allOf.isEmpty || !s.anyOf.isEmpty || !s.oneOf.isEmpty || s.not != nil
            || s.ifSchema != nil
        s.alwaysValid = s.types == nil && s.enumValues == nil && s.constValue == nil && !s.hasObjectKeywords
            && !s.hasArrayKeywords && !s.hasStringKeywords && !s.hasNumberKeywords && !s.hasApplicators
            && s.dependentSchemas.isEmpty && !s.tracksPresence
    }

    private func regex(_ pattern: String, _ node: Node, _ here: SchemaRegistry.Location) throws -> SchemaRegex {
        do {
            return try SchemaRegex(pattern)
        } catch {
            throw self.error(node, here, "invalid regular expression '\(pattern)'")
        }
    }

    /// A `$ref` against the base URI in force; a reference that misses is tried once more against
    /// the document's own location, so files without a matching `$id` still find their siblings.
    private mutating func resolve(_ reference: String, _ node: Node, _ here: SchemaRegistry.Location) throws -> CompiledSchema {
        let key = "\(here.document)\u{1}" + here.base.text + "\u{1}" + reference
        if let known = resolved[key] { return known }
        let primary = here.base.resolving(reference)
        var found = registry.locate(primary)
        var problems = registry.retrievalProblem(primary).map { [": \($0)"] } ?? []
        if found == nil {
            let fileBased = registry.document(here.document).uri.resolving(reference)
            if fileBased != primary {
                found = registry.locate(fileBased)
                if let problem = registry.retrievalProblem(fileBased) { problems.append("; nor at \(fileBased.text): \(problem)") }
            }
        }
        guard let (location, target) = found else {
            throw error(node, here, "$ref '\(reference)' points at nothing (resolved to \(primary.text))" + problems.joined())
        }
        let schema = shell(location, target)
        resolved[key] = schema
        return schema
    }

    /// Rejects schemas that apply themselves to the same value without end (`a: {$ref: b}`,
    /// `b: {allOf: [{$ref: a}]}`), which would otherwise recurse forever while validating.
    private func checkCycles() throws {
        var state: [ObjectIdentifier: UInt8] = [:]  // 1 on the stack, 2 done
        for (_, start) in created where state[ObjectIdentifier(start)] == nil {
            var stack: [(schema: CompiledSchema, children: [CompiledSchema], next: Int)] = [(start, start.inPlaceChildren, 0)]
            state[ObjectIdentifier(start)] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next == stack[top].children.count {
                    state[ObjectIdentifier(stack[top].schema)] = 2
                    stack.removeLast()
                    continue
                }
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                switch state[ObjectIdentifier(child)] {
                case 1:
                    let cycle = stack.drop { $0.schema !== child }.map(\.schema.uri) + [child.uri]
                    throw SchemaCompileError(
                        location: child.location,
                        message: "schema applies itself to the same value without end: " + cycle.joined(separator: " → "))
                case 2:
                    continue
                default:
                    state[ObjectIdentifier(child)] = 1
                    stack.append((child, child.inPlaceChildren, 0))
                }
            }
        }
    }

    /// The property that tells the alternatives apart, when each alternative pins it to its own
    /// `const` or `enum` (following `$ref` and `allOf`).
    private func discriminator(_ branches: [CompiledSchema]) -> Discriminator? {
        func claims(_ s: CompiledSchema, _ depth: Int, into out: inout [(name: String, values: [Node], required: Bool)]) {
            guard depth < 8 else { return }
            for (name, index) in s.nameIndex.sorted(by: { $0.value < $1.value }) {
                let isRequired = s.required.contains(index)
                if let property = s.propertySchemas[index], let values = pinned(property, depth) {
                    if let existing = out.firstIndex(where: { $0.name == name }) {
                        out[existing].required = out[existing].required || isRequired
                    } else {
                        out.append((name, values, isRequired))
                    }
                } else if isRequired, let existing = out.firstIndex(where: { $0.name == name }) {
                    out[existing].required = true
                }
            }
            if let ref = s.ref { claims(ref, depth + 1, into: &out) }
            for member in s.allOf { claims(member, depth + 1, into: &out) }
        }
        func pinned(_ s: CompiledSchema, _ depth: Int) -> [Node]? {
            if let c = s.constValue { return [c] }
            if let e = s.enumValues { return e }
            if let ref = s.ref, depth < 8 { return pinned(ref, depth + 1) }
            return nil
        }
        let perBranch = branches.map { branch -> [(name: String, values: [Node], required: Bool)] in
            var out: [(name: String, values: [Node], required: Bool)] = []
            claims(branch, 0, into: &out)
            return out
        }
        guard branches.count > 1, let first = perBranch.first else { return nil }
        for candidate in first.map(\.name) {
            let entries = perBranch.compactMap { $0.first { $0.name == candidate } }
            guard entries.count == branches.count else { continue }
            let differs = entries.contains { entry in
                entry.values.count != entries[0].values.count
                    || !zip(entry.values, entries[0].values).allSatisfy { SchemaJSON.equal($0, $1) }
            }
            guard differs else { continue }
            var strings: [String] = []
            for entry in entries {
                for value in entry.values {
                    if let scalar = value.scalar, case .string = scalar.resolved, !strings.contains(scalar.text) {
                        strings.append(scalar.text)
                    }
                }
            }
            return Discriminator(
                property: candidate, values: entries.map(\.values), allStrings: strings,
                requiredEverywhere: entries.allSatisfy(\.required))
        }
        return nil
    }
}
