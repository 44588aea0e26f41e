import CurriculumCompiler
import CurriculumSyntax

/// What a cross-file id names. Each kind has its own namespace, as the Linker keeps them
/// (docs/design.md#catalog): a skill id and a lesson id never collide, and an event name is
/// only ever an event.
package enum SymbolKind: String, Sendable, Hashable, CaseIterable {
    /// A NY standard code, defined in a standards matrix (`curriculum/standards/`).
    case standard
    case unit
    case skill
    case lesson
    case badge
    /// An analytics event name, defined in the analytics dictionary.
    case event
    /// An item type (`counting`, `tenFrame`, …): built into the compiler, so it has references
    /// (an item's `type`, an emitter) but no definition in the curriculum.
    case itemType
    /// A fluency fact set (`kind: FactSet`).
    case factSet
    /// A rule id (`COPY-WORD-LIST`), named by suppressions and the manifest's overrides; built
    /// into the compiler like item types.
    case rule

    /// The word a person uses for it, for hovers and completion details.
    package var noun: String {
        switch self {
        case .standard: "standard"
        case .unit: "unit"
        case .skill: "skill"
        case .lesson: "lesson"
        case .badge: "badge"
        case .event: "analytics event"
        case .itemType: "item type"
        case .factSet: "fact set"
        case .rule: "rule"
        }
    }

    /// Whether the curriculum's files define ids of this kind (the others are the compiler's own).
    package var isAuthored: Bool { self != .itemType && self != .rule }
}

/// One id of one kind: what "go to definition" and "find references" are about.
package struct Symbol: Hashable, Sendable, CustomStringConvertible {
    package var kind: SymbolKind
    package var id: String

    package init(kind: SymbolKind, id: String) {
        self.kind = kind
        self.id = id
    }

    package var description: String { "\(kind.rawValue) \(id)" }
}

/// Where an id is written: its definition or one reference, `length` Unicode scalars on `location`'s
/// line (the convention of `Located` and `Diagnostic`).
package struct SymbolOccurrence: Hashable, Sendable {
    package var symbol: Symbol
    package var location: SourceLocation
    package var length: Int
    package var isDefinition: Bool

    package init(symbol: Symbol, location: SourceLocation, length: Int, isDefinition: Bool) {
        self.symbol = symbol
        self.location = location
        self.length = max(1, length)
        self.isDefinition = isDefinition
    }

    /// Whether a cursor at `location` is on the id: its first column up to just after its last,
    /// since editors put the cursor after the word being pointed at.
    package func covers(_ location: SourceLocation) -> Bool {
        location.path == self.location.path && location.line == self.location.line
            && location.column >= self.location.column && location.column <= self.location.column + length
    }
}
