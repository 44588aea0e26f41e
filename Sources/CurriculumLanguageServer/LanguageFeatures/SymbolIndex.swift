import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// Every definition of and reference to a cross-file id in one compilation, by file and by id:
/// what a language server answers "go to definition", "find references", "what is under the
/// cursor" and "which ids can go here" from.
///
/// It is built from the linked catalog (docs/design.md#catalog), which already holds every id
/// with where it was written, so building it is one pass over the catalog and no file is
/// parsed again (the standards matrices, whose entries keep only where each entry starts, are
/// read back line by line: see `StandardEntryScan`). It is cheap enough to rebuild after every
/// compile. Positions are the compilation's own: `SourceLocation` (1-based line, 1-based column
/// in Unicode scalars) and a length in scalars; converting to an editor's UTF-16 is the
/// server's job.
///
/// Only what linked is indexed: a file that did not parse, or an entity dropped as a duplicate,
/// adds nothing until it is fixed.
package struct SymbolIndex: Sendable {
    /// The catalog the index was built from, for hovers and details.
    package let catalog: Catalog
    /// Occurrences in each file, sorted by position, so `symbol(at:)` is a binary search.
    private let byPath: [String: [SymbolOccurrence]]
    /// Occurrences of each symbol, definition included, in catalog order (sorted when asked for).
    private let bySymbol: [Symbol: [SymbolOccurrence]]
    /// The definition of each authored id (the first, when it is written twice).
    private let definitions: [Symbol: SymbolOccurrence]
    /// Each authored kind's ids in definition order (details are worked out when asked for).
    private let entries: [SymbolKind: [String]]
    /// The early-reader lexicon the copy rules read with, built on the first hover that needs it:
    /// building it reads all of the curriculum's copy, too much to do on every keystroke.
    private let lexiconCache = LexiconCache()

    package init(_ compilation: Compilation) {
        var builder = Builder(compilation: compilation)
        builder.run()
        catalog = compilation.catalog
        byPath = builder.byPath.mapValues { $0.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) } }
        bySymbol = builder.bySymbol
        definitions = builder.definitions
        entries = builder.entries
    }

    // MARK: Queries

    /// The symbol whose definition or reference covers `location` (a cursor just after the id
    /// counts too), with where that occurrence is.
    package func symbol(at location: SourceLocation) -> (symbol: Symbol, location: SourceLocation, length: Int)? {
        occurrence(at: location).map { ($0.symbol, $0.location, $0.length) }
    }

    /// The occurrence under `location`, as `symbol(at:)` finds it.
    package func occurrence(at location: SourceLocation) -> SymbolOccurrence? {
        guard let list = byPath[location.path], !list.isEmpty else { return nil }
        // The last occurrence that starts at or before the cursor; occurrences never overlap.
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            let at = list[mid].location
            if (at.line, at.column) <= (location.line, location.column) { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let candidate = list[low - 1]
        return candidate.covers(location) ? candidate : nil
    }

    /// Where `symbol` is defined; nil for ids nothing defines and for the compiler's own
    /// (item types, rules).
    package func definition(of symbol: Symbol) -> (location: SourceLocation, length: Int)? {
        definitions[symbol].map { ($0.location, $0.length) }
    }

    /// Every place `symbol` is written, sorted by location; its definition only when asked for.
    package func references(to symbol: Symbol, includeDeclaration: Bool) -> [(location: SourceLocation, length: Int)] {
        (bySymbol[symbol] ?? []).filter { includeDeclaration || !$0.isDefinition }.sorted { $0.location < $1.location }.map { ($0.location, $0.length) }
    }

    /// The ids of a kind with a one-line detail (a skill's name, a standard's description
    /// shortened), for completion: authored ids in the order they are defined, item types in
    /// the compiler's order, rules by id.
    package func ids(of kind: SymbolKind) -> [(id: String, detail: String)] {
        let ids = entries[kind] ?? []
        let c = catalog
        switch kind {
        case .itemType: return ItemTypes.all.map { ($0.name, SchemaOutline.itemTypeSummary($0.name) ?? "") }
        case .rule: return Self.rules
        case .standard:
            return ids.map { code in
                guard let s = c.standards[code] else { return (code, "") }
                return (code, s.isHeading ? "heading of " + s.parts.joined(separator: ", ") : Markdown.shortened(s.description, to: 80))
            }
        case .unit: return ids.map { ($0, c.unitsByID[$0]?.title ?? "") }
        case .skill: return ids.map { ($0, c.skills[$0]?.name ?? "") }
        case .lesson:
            let titles = Dictionary(c.lessons.map { ($0.id.value, $0.title.value) }, uniquingKeysWith: { a, _ in a })
            return ids.map { ($0, titles[$0] ?? "") }
        case .badge:
            let names = Dictionary((c.badges?.badges ?? []).map { ($0.id.value, $0.name.value) }, uniquingKeysWith: { a, _ in a })
            return ids.map { ($0, names[$0] ?? "") }
        case .event:
            let triggers = Dictionary((c.analytics?.events ?? []).map { ($0.name.value, $0.trigger) }, uniquingKeysWith: { a, _ in a })
            return ids.map { ($0, Markdown.shortened(triggers[$0] ?? "", to: 80)) }
        case .factSet:
            let counts = Dictionary(c.factSets.map { ($0.id.value, $0.count.value) }, uniquingKeysWith: { a, _ in a })
            return ids.map { ($0, counts[$0].map { "\($0) facts" } ?? "") }
        }
    }

    /// Every occurrence in one file, in order: for highlighting, or a server's own uses.
    package func occurrences(in path: String) -> [SymbolOccurrence] { byPath[path] ?? [] }

    /// Whether anything defines `symbol`, or the compiler knows it (item types, rules).
    package func isKnown(_ symbol: Symbol) -> Bool {
        switch symbol.kind {
        case .itemType: return ItemTypes.byName[symbol.id] != nil
        case .rule: return Self.ruleIDs.contains(symbol.id)
        default: return definitions[symbol] != nil
        }
    }

    /// The symbols spelt `id` that are known, in the order of `kinds`: what a bare id found in
    /// a file may be.
    package func known(_ id: String, among kinds: [SymbolKind] = SymbolKind.allCases) -> [Symbol] {
        kinds.map { Symbol(kind: $0, id: id) }.filter(isKnown)
    }

    /// The early-reader lexicon of this catalog, as the COPY rules build it.
    var lexicon: Lexicon { lexiconCache.value(for: catalog) }

    /// Rule ids and summaries, gathered once: `RuleRegistry.all` builds every description.
    private static let rules: [(id: String, detail: String)] = RuleRegistry.all.map { ($0.id, $0.summary) }
    private static let ruleIDs: Set<String> = Set(rules.map(\.id))

    /// A value built on first use and shared by the index's copies.
    private final class LexiconCache: @unchecked Sendable {
        private let lock = NSLock()
        private var lexicon: Lexicon?

        func value(for catalog: Catalog) -> Lexicon {
            lock.withLock {
                if let lexicon { return lexicon }
                let built = Lexicon(catalog: catalog)
                lexicon = built
                return built
            }
        }
    }
}
