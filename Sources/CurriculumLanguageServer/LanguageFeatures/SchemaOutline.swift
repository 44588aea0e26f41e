import CurriculumCompiler
import CurriculumSchema
import CurriculumSyntax

/// What the schemas (schemas/, embedded in the binary; docs/design.md#schema) let a mapping
/// hold at a path, read from the same compiled schemas the Shape stage validates with, so
/// completion can never offer a field the linter would reject.
///
/// A mapping's fields come from its schema and everything that schema applies in place
/// (`$ref`, `allOf`, `anyOf`/`oneOf`, `if`/`then`/`else`). Conditions are decided from the
/// scalar values already written beside the cursor: an item with `type: counting` gets the
/// counting item's fields, a lesson with `role: practiceSet` is not offered `unit`. When the
/// value a condition reads is not written yet (an item still without its `type`), only the
/// fields every branch allows are offered.
enum SchemaOutline {
    /// One step from a file's root towards a value: a key, or an entry of a list (`key == nil`),
    /// with the scalar values written beside the key in its mapping, which decide the schema's
    /// conditions (an item's `type`).
    struct Step: Equatable {
        var key: String?
        var siblings: [String: String]
    }

    /// A field a mapping may have.
    struct Field {
        var name: String
        /// The schema's `description` of the field.
        var description: String?
        var schema: CompiledSchema
    }

    /// The schemas that apply to one value: those that certainly do, and sets of alternatives
    /// of which one will once the value a condition reads is written.
    struct Applied {
        var schemas: [CompiledSchema] = []
        var choices: [[Applied]] = []

        /// Every schema, certain or not.
        var all: [CompiledSchema] { schemas + choices.flatMap { $0.flatMap(\.all) } }
    }

    /// The schema of a file kind (`Lesson`, `Unit`, …); nil when the tool's schemas are broken.
    static func root(kind: String) -> CompiledSchema? {
        (try? ShapeCheck.shared.get())?.validator.kinds[kind]?.root
    }

    /// Every file kind the schemas define, sorted.
    static var kinds: [String] { ((try? ShapeCheck.shared.get())?.validator.kinds.keys).map { $0.sorted() } ?? [] }

    /// The kind a file's `kind:` names, allowing for a misspelling, as the Shape stage reads it.
    static func kind(named text: String) -> String? {
        (try? ShapeCheck.shared.get())?.validator.kind(named: text)
    }

    /// The kind a parsed file is read as: what its `kind:` names, allowing for a misspelling.
    static func kind(of root: Node) -> String? {
        (try? ShapeCheck.shared.get())?.validator.kind(of: root)
    }

    /// The kind a file is, from its lines: its `kind:`, else its modeline (works on text that
    /// does not parse).
    static func kind(scanning source: SourceFile) -> String? {
        (try? ShapeCheck.shared.get())?.kind(scanning: source)
    }

    // MARK: Applying schemas

    /// What applies to a value described by `schemas`, with `siblings` (the scalar values of the
    /// mapping's other keys, unquoted) deciding conditions.
    static func apply(_ schemas: [CompiledSchema], siblings: [String: String]) -> Applied {
        var applied = Applied()
        var groups: [String: [Applied]] = [:]
        var groupOrder: [String] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ s: CompiledSchema, depth: Int) {
            guard depth < 24, seen.insert(ObjectIdentifier(s)).inserted else { return }
            applied.schemas.append(s)
            if let ref = s.ref { visit(ref, depth: depth + 1) }
            for sub in s.allOf { visit(sub, depth: depth + 1) }
            for (alternatives, discriminator) in [(s.anyOf, s.anyOfDiscriminator), (s.oneOf, s.oneOfDiscriminator)] where !alternatives.isEmpty {
                if let discriminator, let written = siblings[discriminator.property] {
                    for (i, alternative) in alternatives.enumerated()
                    where discriminator.values[i].contains(where: { $0.scalar?.text == written }) {
                        visit(alternative, depth: depth + 1)
                    }
                } else {
                    applied.choices.append(alternatives.map { apply([$0], siblings: siblings) })
                }
            }
            if let condition = s.ifSchema {
                switch holds(condition, siblings) {
                case true?: if let then = s.thenSchema { visit(then, depth: depth + 1) }
                case false?: if let otherwise = s.elseSchema { visit(otherwise, depth: depth + 1) }
                case nil:
                    let branches = [s.thenSchema, s.elseSchema].compactMap { $0 }
                    if s.elseSchema == nil, let then = s.thenSchema, let property = missing(condition, siblings) {
                        // One of several `if <property> is X then …` will apply once it is written.
                        if groups[property] == nil { groupOrder.append(property) }
                        groups[property, default: []].append(apply([then], siblings: siblings))
                    } else {
                        applied.choices.append(branches.map { apply([$0], siblings: siblings) })
                    }
                }
            }
        }
        for s in schemas { visit(s, depth: 0) }
        for property in groupOrder { applied.choices.append(groups[property] ?? []) }
        return applied
    }

    /// Whether an `if` holds for the written values: nil when a property it requires is not
    /// written yet. Only the `required` + `const`/`enum` conditions the schemas use are read.
    private static func holds(_ condition: CompiledSchema, _ siblings: [String: String]) -> Bool? {
        if missing(condition, siblings) != nil { return nil }
        for name in condition.declaredNames {
            guard let written = siblings[name], let index = condition.index(of: name), let property = condition.propertySchemas[index] else { continue }
            if let allowed = property.enumStrings {
                if !allowed.contains(written) { return false }
            } else if let values = property.enumValues ?? property.constValue.map({ [$0] }) {
                if !values.contains(where: { $0.scalar?.text == written }) { return false }
            }
        }
        return true
    }

    /// A property the condition requires that is not written.
    private static func missing(_ condition: CompiledSchema, _ siblings: [String: String]) -> String? {
        condition.required.lazy.map { condition.names[$0] }.first { siblings[$0] == nil }
    }

    // MARK: Fields and children

    /// The fields a mapping described by `applied` may hold, in the schemas' order, each once.
    static func fields(_ applied: Applied) -> [Field] {
        var allowed: [Field] = []
        var forbidden = Set<String>()
        var names = Set<String>()
        func add(_ field: Field) {
            if names.insert(field.name).inserted { allowed.append(field) }
        }
        for s in applied.schemas {
            for (name, schema) in declared(s) {
                if schema.alwaysInvalid { forbidden.insert(name) } else { add(Field(name: name, description: describe(schema), schema: schema)) }
            }
        }
        // Of alternatives, only what every one of them allows (or forbids) is certain.
        for choice in applied.choices where !choice.isEmpty {
            let each = choice.map { alternative -> (allowed: [Field], forbidden: Set<String>) in
                let fields = fields(alternative)
                let forbids = Set(alternative.schemas.flatMap { s in declared(s).filter { $0.1.alwaysInvalid }.map(\.0) })
                return (fields, forbids)
            }
            let common = each.dropFirst().reduce(Set(each[0].allowed.map(\.name))) { $0.intersection($1.allowed.map(\.name)) }
            for field in each[0].allowed where common.contains(field.name) { add(field) }
            forbidden.formUnion(each.dropFirst().reduce(each[0].forbidden) { $0.intersection($1.forbidden) })
        }
        return allowed.filter { !forbidden.contains($0.name) }
    }

    /// The schemas of the value under `key` in a mapping described by `applied`.
    static func child(_ applied: Applied, key: String) -> [CompiledSchema] {
        var out: [CompiledSchema] = []
        for s in applied.all {
            if let index = s.index(of: key), let property = s.propertySchemas[index], !property.alwaysInvalid { out.append(property) }
        }
        guard out.isEmpty else { return out }
        for s in applied.all {
            for (regex, schema) in s.patternProperties where regex.matches(key) { out.append(schema) }
            if let extra = s.additionalProperties, !extra.alwaysInvalid { out.append(extra) }
        }
        return out
    }

    /// The schemas of a list's entries.
    static func element(_ applied: Applied) -> [CompiledSchema] {
        applied.all.compactMap(\.items)
    }

    /// The schemas at a path of keys and list entries from a file kind's root.
    static func schemas(kind: String, path: [Step]) -> [CompiledSchema] {
        guard let root = root(kind: kind) else { return [] }
        var current = [root]
        for step in path {
            let applied = apply(current, siblings: step.siblings)
            current = step.key.map { child(applied, key: $0) } ?? element(applied)
            if current.isEmpty { return [] }
        }
        return current
    }

    /// A property's own description, else the one of the definition it refers to.
    static func describe(_ schema: CompiledSchema) -> String? {
        var s: CompiledSchema? = schema
        var depth = 0
        while let current = s, depth < 8 {
            if let summary = current.summary { return summary }
            s = current.ref
            depth += 1
        }
        return nil
    }

    private static func declared(_ s: CompiledSchema) -> [(String, CompiledSchema)] {
        s.declaredNames.compactMap { name in s.index(of: name).flatMap { s.propertySchemas[$0] }.map { (name, $0) } }
    }

    // MARK: Item types

    /// The one-line description of an item type: the first sentence of its schema's
    /// `description` (schemas/items/<type>.schema.json).
    static func itemTypeSummary(_ name: String) -> String? { itemTypeDescriptions[name].map(firstSentence) }

    /// The whole description of an item type's schema.
    static func itemTypeDescription(_ name: String) -> String? { itemTypeDescriptions[name] }

    private static let itemTypeDescriptions: [String: String] = {
        guard let items = root(kind: "Lesson").map({ element(apply(child(apply([$0], siblings: [:]), key: "items"), siblings: [:])) }) else { return [:] }
        var out: [String: String] = [:]
        for type in ItemTypes.all {
            let applied = apply(items, siblings: ["type": type.name])
            // The type's own schema file is the one whose description is about the type.
            if let own = applied.schemas.first(where: { $0.uri.hasSuffix("items/\(type.name).schema.json") || $0.uri.hasSuffix("items/\(type.name).schema.json#") }),
                let summary = own.summary {
                out[type.name] = summary
            }
        }
        return out
    }()

    private static func firstSentence(_ text: String) -> String {
        guard let end = text.range(of: ". ") else { return text }
        return String(text[..<end.lowerBound]) + "."
    }
}
