import CurriculumCompiler
import CurriculumSchema
import CurriculumSyntax
import Foundation

/// One thing completion can offer at the cursor.
package struct CompletionCandidate: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A mapping key the schema allows here.
        case field
        /// A value from the schema: an `enum` value, `true`/`false`.
        case value
        case itemType, standard, skill, lesson, unit, event, badge, factSet, rule

        /// The LSP 3.17 `CompletionItemKind` to show it as.
        package var lspKind: Int {
            switch self {
            case .field: 5  // Field
            case .value: 12  // Value
            case .itemType: 20  // EnumMember
            case .standard: 21  // Constant
            case .skill: 7  // Class
            case .lesson: 9  // Module
            case .unit: 9  // Module
            case .event: 23  // Event
            case .badge: 18  // Reference
            case .factSet: 9  // Module
            case .rule: 14  // Keyword
            }
        }

        init(_ kind: SymbolKind) {
            switch kind {
            case .standard: self = .standard
            case .unit: self = .unit
            case .skill: self = .skill
            case .lesson: self = .lesson
            case .badge: self = .badge
            case .event: self = .event
            case .itemType: self = .itemType
            case .factSet: self = .factSet
            case .rule: self = .rule
            }
        }
    }

    package var label: String
    package var kind: Kind
    /// One line beside the label: a skill's name, a standard's description shortened, a field's type.
    package var detail: String?
    /// Markdown: a field's schema description, or what an id names.
    package var documentation: String?
    /// What to insert when it differs from `label` (`prompt: ` for a field).
    package var insertText: String?
    /// How editors order it, when not by `label`: the item types the item's standards allow
    /// come first.
    package var sortText: String?
    /// The text the candidate replaces: where what is typed of it starts on the cursor's line,
    /// and how many Unicode scalars it spans (up to the cursor, and on over the rest of the
    /// word when the cursor is inside one).
    package var replaceLocation: SourceLocation
    package var replaceLength: Int

    package var lspKind: Int { kind.lspKind }

    package init(label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, insertText: String? = nil,
                replaceLocation: SourceLocation, replaceLength: Int) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
        self.replaceLocation = replaceLocation
        self.replaceLength = replaceLength
    }
}

/// Completion in a curriculum file: at a key, the fields the schema allows in that mapping and
/// not yet written; at a value, what the schema says goes there: the ids of the kind the field
/// refers to (standard codes, skill, unit, lesson, badge ids, event names, rule ids), item type
/// names, or the schema's `enum` values. Works from the lines (`CursorContext`), so a half-typed
/// file that does not parse still completes.
///
/// Every candidate for the spot is returned, unfiltered by what is typed: editors filter and
/// rank as the user types, fuzzily, without asking again.
package enum Completion {
    package static func candidates(at location: SourceLocation, in source: SourceFile, index: SymbolIndex) -> [CompletionCandidate] {
        guard let context = CursorContext.at(location, in: source) else { return [] }
        let replace = SourceLocation(path: location.path, line: location.line, column: context.prefixStart + 1)
        let length = context.prefix.unicodeScalars.count + context.suffixLength
        func candidate(_ label: String, _ kind: CompletionCandidate.Kind, detail: String? = nil, documentation: String? = nil, insert: String? = nil) -> CompletionCandidate {
            CompletionCandidate(label: label, kind: kind, detail: detail, documentation: documentation, insertText: insert, replaceLocation: replace, replaceLength: length)
        }

        switch context.slot {
        case .key:
            guard let kind = context.kind else {
                // A new file starts with what it is.
                guard context.path.isEmpty, context.siblings["kind"] == nil else { return [] }
                return [candidate("kind", .field, detail: "required", documentation: "What this file is: " + kinds.joined(separator: ", ") + ".", insert: "kind: ")]
            }
            let schemas = SchemaOutline.schemas(kind: kind, path: context.path)
            let applied = SchemaOutline.apply(schemas, siblings: context.siblings)
            let required = Set(applied.schemas.flatMap { s in s.required.map { s.names[$0] } })
            return SchemaOutline.fields(applied).filter { context.siblings[$0.name] == nil }.map { field in
                let type = typeSummary(field.schema)
                return candidate(
                    field.name, .field, detail: required.contains(field.name) ? "required" + (type.map { ", " + $0 } ?? "") : type,
                    documentation: field.description, insert: field.name + ": ")
            }
        case .value(let field):
            if field == "kind", context.path.count == 1 {
                return kinds.map { candidate($0, .value, documentation: SchemaOutline.root(kind: $0)?.summary) }
            }
            let schemas = context.kind.map { SchemaOutline.schemas(kind: $0, path: context.path) } ?? []
            var out: [CompletionCandidate] = []
            for source in values(schemas, field: field) {
                switch source {
                case .ids(let kind):
                    // An item's type: first the types its standards allow, as STD-TASK-MISMATCH reads them.
                    let allowed = kind == .itemType ? allowedItemTypes(context, path: location.path, catalog: index.catalog) : nil
                    var first: [CompletionCandidate] = [], rest: [CompletionCandidate] = []
                    for entry in index.ids(of: kind) where context.siblings[entry.id] == nil {
                        var found = candidate(
                            entry.id, CompletionCandidate.Kind(kind), detail: entry.detail.isEmpty ? nil : entry.detail,
                            documentation: SymbolDescription.markdown(Symbol(kind: kind, id: entry.id), index: index))
                        guard let allowed else {
                            out.append(found)
                            continue
                        }
                        let fits = allowed.types.contains(entry.id)
                        found.sortText = (fits ? "0 " : "1 ") + entry.id
                        if fits {
                            found.documentation = "Allowed by \(allowed.codes.joined(separator: ", ")).\n\n" + (found.documentation ?? "")
                            first.append(found)
                        } else {
                            rest.append(found)
                        }
                    }
                    out += first + rest
                case .constants(let values, let description):
                    for value in values where context.siblings[value] == nil {
                        out.append(candidate(value, .value, documentation: description))
                    }
                }
            }
            return out
        }
    }

    /// Every kind of file, for a file's `kind:`.
    private static var kinds: [String] { SchemaOutline.kinds }

    /// The item types the standards of the item being typed allow (their `tasks: {types}`), and
    /// those standards: the item's own `standards` (a flow list on its line), else its skill's
    /// (its `skill`, or its lesson's). Nil when they cannot be told or allow every type.
    static func allowedItemTypes(_ context: CursorContext, path: String, catalog: Catalog) -> (types: Set<String>, codes: [String])? {
        guard context.kind == "Lesson", context.path.count >= 2, context.path[context.path.count - 2].key == nil else { return nil }
        var codes = (context.fields["standards"] ?? "")
            .trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { catalog.standards[$0] != nil }
        if codes.isEmpty {
            let lessonSkill = context.topLevel["skill"] ?? catalog.lessons.first { $0.path == path }?.skill?.value
            guard let skillID = context.fields["skill"] ?? lessonSkill, let skill = catalog.skills[skillID] else { return nil }
            codes = skill.standards.map(\.value).filter { catalog.standards[$0] != nil }
        }
        guard !codes.isEmpty else { return nil }
        var types = Set<String>()
        for code in codes {
            for part in catalog.expand(code) {
                guard let allowed = catalog.standards[part]?.tasks?.types else { return nil }
                types.formUnion(allowed)
            }
        }
        return (types, codes)
    }

    /// Where the values of a field come from.
    enum Values: Equatable {
        case ids(SymbolKind)
        case constants([String], description: String?)
    }

    /// The ids `$defs` of common.schema.json stand for.
    private static let definitions: [(suffix: String, kind: SymbolKind)] = [
        ("/$defs/standardCode", .standard), ("/$defs/skillId", .skill), ("/$defs/unitId", .unit),
        ("/$defs/lessonId", .lesson), ("/$defs/badgeId", .badge), ("/$defs/eventName", .event), ("/$defs/ruleId", .rule),
    ]

    /// What goes in a value described by `schemas` (a list's entries when it is a list), read
    /// from the schema: the id definitions it refers to, its `enum`, or a boolean; by the
    /// field's name when there is no schema to read.
    static func values(_ schemas: [CompiledSchema], field: String) -> [Values] {
        var applied = SchemaOutline.apply(schemas, siblings: [:]).all
        // A scalar typed where a list goes (`standards: NY-…`) still wants the list's entries.
        let entries = applied.compactMap(\.items)
        if !entries.isEmpty { applied += SchemaOutline.apply(entries, siblings: [:]).all }
        var out: [Values] = []
        for (suffix, kind) in definitions where applied.contains(where: { $0.uri.hasSuffix(suffix) }) { out.append(.ids(kind)) }
        if !out.isEmpty { return out }
        let constants = applied.compactMap(\.enumStrings).flatMap { $0 }
        if !constants.isEmpty {
            var seen = Set<String>()
            let unique = constants.filter { seen.insert($0).inserted }
            // The item `type` enum (and each type's `const`) is the registry of item types.
            if field == "type", unique.allSatisfy({ ItemTypes.byName[$0] != nil }) { return [.ids(.itemType)] }
            return [.constants(unique, description: schemas.lazy.compactMap(SchemaOutline.describe).first)]
        }
        if applied.contains(where: { $0.types == .boolean }) {
            return [.constants(["true", "false"], description: schemas.lazy.compactMap(SchemaOutline.describe).first)]
        }
        guard schemas.isEmpty else { return [] }
        switch field {
        case "standards", "standard", "parts": return [.ids(.standard)]
        case "skill", "prerequisites": return [.ids(.skill)]
        case "unit": return [.ids(.unit)]
        case "type": return [.ids(.itemType)]
        case "rule": return [.ids(.rule)]
        default: return []
        }
    }

    /// A field's type in a word or two: `list`, `mapping`, `integer`, or its few allowed values.
    private static func typeSummary(_ schema: CompiledSchema) -> String? {
        let applied = SchemaOutline.apply([schema], siblings: [:]).all
        if let values = applied.lazy.compactMap(\.enumStrings).first, values.count <= 4 { return values.joined(separator: " | ") }
        guard let types = applied.lazy.compactMap(\.types).first else { return nil }
        var names: [String] = []
        if types.contains(.string) { names.append("text") }
        if types.contains(.integer) { names.append("whole number") } else if types.contains(.number) { names.append("number") }
        if types.contains(.boolean) { names.append("true or false") }
        if types.contains(.array) { names.append("list") }
        if types.contains(.object) { names.append("mapping") }
        return names.isEmpty ? nil : names.joined(separator: " or ")
    }
}
