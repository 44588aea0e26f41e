import CurriculumCompiler
import CurriculumSyntax

/// The one pass over the catalog that fills a `SymbolIndex`. It visits every `Reference` and
/// id the Linker joins (Catalog/Linker.swift) and the item fields that name other entities:
///
/// | kind | defined by | referenced by |
/// |---|---|---|
/// | standard | a matrix entry's `code` | unit, skill and item `standards`, a heading's `parts` |
/// | unit | a unit's `id` | unit `prerequisites`, a mastery check's `unit` |
/// | skill | a skill's `id` | skill `prerequisites`, `remediation.skill`, lesson and item `skill`, badge `skill` |
/// | lesson | a lesson's `id` | — |
/// | badge | a badge's `id` | — |
/// | event | an event's `name` | the dictionary's `emitters` |
/// | item type | (the compiler) | item `type`, `emitters` keys |
/// | fact set | a fact set's `id` | — |
/// | rule | (the compiler) | item `suppress[].rule`, the manifest's `rules` |
extension SymbolIndex {
    struct Builder {
        let compilation: Compilation
        var byPath: [String: [SymbolOccurrence]] = [:]
        var bySymbol: [Symbol: [SymbolOccurrence]] = [:]
        var definitions: [Symbol: SymbolOccurrence] = [:]
        var entries: [SymbolKind: [String]] = [:]

        init(compilation: Compilation) { self.compilation = compilation }

        mutating func run() {
            let catalog = compilation.catalog
            for set in catalog.standardSets { standards(set) }
            for unit in catalog.units {
                define(.unit, unit.id)
                refer(.standard, unit.standards)
                refer(.unit, unit.prerequisites)
                if let skill = unit.remediation?.skill { refer(.skill, [skill]) }
                for skill in unit.skills {
                    define(.skill, skill.id)
                    refer(.standard, skill.standards)
                    refer(.skill, skill.prerequisites)
                    if let remedy = skill.remediation?.skill { refer(.skill, [remedy]) }
                }
            }
            for lesson in catalog.lessons {
                define(.lesson, lesson.id)
                if let skill = lesson.skill { refer(.skill, [skill]) }
                if let unit = lesson.unit { refer(.unit, [unit]) }
                // A template's references are indexed once, where they are written, not once per
                // variant at its variant's tagged columns.
                for item in lesson.items where item.variant == nil { self.item(item) }
                for template in lesson.templates { self.item(template.authored(lessonID: lesson.id.value)) }
            }
            if let analytics = catalog.analytics {
                for event in analytics.events { define(.event, event.name) }
                for (type, events) in analytics.emitters {
                    // Keys that are not item types (`all`, `session`, …) name parts of the app.
                    if ItemTypes.byName[type.value] != nil { refer(.itemType, [type]) }
                    refer(.event, events)
                }
            }
            if let badges = catalog.badges {
                for badge in badges.badges {
                    define(.badge, badge.id)
                    refer(.skill, [badge.skill])
                }
            }
            for set in catalog.factSets { define(.factSet, set.id) }
            if let manifest = catalog.manifest { refer(.rule, manifest.ruleOverrides.map(\.rule)) }
        }

        /// An item's own references, from its decoded fields: items are most of the catalog.
        private mutating func item(_ item: Item) {
            refer(.itemType, [item.type])
            refer(.skill, item.skill.map { [$0] } ?? [])
            refer(.standard, item.standards)
            refer(.rule, item.suppressions.map(\.rule))
        }

        /// A matrix's codes, at the code's own text when the file's lines can be read back, else
        /// at the start of its entry.
        private mutating func standards(_ set: StandardSet) {
            let found = compilation.source(set.path).map { StandardEntryScan.positions(of: set.standards, in: $0) }
            for (index, standard) in set.standards.enumerated() {
                let positions = found?[index]
                let code = positions?.code ?? (standard.location, standard.code.unicodeScalars.count)
                add(Symbol(kind: .standard, id: standard.code), at: code.location, length: code.length, definition: true)
                for part in positions?.parts ?? [] {
                    add(Symbol(kind: .standard, id: part.code), at: part.location, length: part.length, definition: false)
                }
            }
        }

        private mutating func define(_ kind: SymbolKind, _ id: Located<String>) {
            add(Symbol(kind: kind, id: id.value), at: id.location, length: id.value.unicodeScalars.count, definition: true)
        }

        private mutating func refer(_ kind: SymbolKind, _ references: [Reference]) {
            for reference in references {
                let (location, length) = Self.text(of: reference)
                add(Symbol(kind: kind, id: reference.value), at: location, length: length, definition: false)
            }
        }

        /// Where a reference's own text is written: a quoted one (`"NY-K.CC.1"`) spans its
        /// quotes too, and a rename replaces what is between them.
        static func text(of reference: Reference) -> (SourceLocation, Int) {
            let count = reference.value.unicodeScalars.count
            guard reference.length == count + 2 else { return (reference.location, count) }
            var inside = reference.location
            inside.column += 1
            return (inside, count)
        }

        private mutating func add(_ symbol: Symbol, at location: SourceLocation, length: Int, definition: Bool) {
            let occurrence = SymbolOccurrence(symbol: symbol, location: location, length: length, isDefinition: definition)
            byPath[location.path, default: []].append(occurrence)
            bySymbol[symbol, default: []].append(occurrence)
            // The first definition is the one the Linker keeps; a later one is a duplicate.
            if definition, definitions[symbol] == nil {
                definitions[symbol] = occurrence
                entries[symbol.kind, default: []].append(symbol.id)
            }
        }
    }
}
