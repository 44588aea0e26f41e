import CurriculumModel

// Extension points other parts of the compiler fill in. Each has a default that adds nothing,
// so bundles build the same way before and after a hook is written.

/// Which text field of an item a spoken form is asked for.
public enum SpokenField: String, Sendable, CaseIterable {
    case prompt, option, hint, feedbackCorrect, feedbackIncorrect
    /// Other text the item shows: a tile, a category, a label, a shown equation
    /// (`ItemData.shownText`).
    case label
}

/// Derives how a piece of item text is read aloud ("8 + 6 = ?" → "8 plus 6 equals what?").
/// Return nil when the text reads as written; bundles then carry no `spoken` entry for it.
public protocol SpokenForm: Sendable {
    func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String?
}

extension SpokenForm {
    public func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String? { nil }
}

/// Text reads as written (tests use it to leave speech out).
public struct WrittenForm: SpokenForm {
    public init() {}
}

/// The spoken form Speech derives ("8 + 6 = ?" → "8 plus 6 equals what?"), when it differs
/// from the text. Unspeakable symbols never reach a bundle: COPY-UNSPEAKABLE-SYMBOL stops the build.
public struct DerivedSpeech: SpokenForm {
    /// The language the text is written in (`SpeechLanguage(locale:)` of the manifest's locale).
    public var language: SpeechLanguage

    public init(language: SpeechLanguage = .english) {
        self.language = language
    }

    public func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String? {
        let result = Speech.spoken(text, language: language)
        return result.text == text ? nil : result.text
    }
}

public enum SpokenForms {
    /// The deriver `curriculum build` uses.
    public static let current: any SpokenForm = DerivedSpeech()
}

/// Supplies fluency facts for the `<subject>-fluency` bundle, which is written only when some
/// source returns facts.
public protocol FactSetSource: Sendable {
    func factSets(in catalog: Catalog) -> [FactSetRecord]
}

/// The catalog's authored `FactSet`s, expanded step by step (Facts/FactSetExpansion.swift).
public struct AuthoredFactSets: FactSetSource {
    public init() {}

    public func factSets(in catalog: Catalog) -> [FactSetRecord] {
        catalog.factSets.map { set in
            let expanded = FactSetExpansion.expand(set)
            return FactSetRecord(
                id: set.id.value, uuid: UUIDv5.entity(set.id.value),
                facts: expanded.facts.map { fact in
                    FactRecord(
                        id: fact.id, uuid: UUIDv5.entity(fact.id), a: fact.a, op: fact.op.rawValue, b: fact.b,
                        answer: fact.answer, tags: fact.tags, options: fact.options)
                })
        }
    }
}

public enum FactSetExpansions {
    /// The sources `curriculum build` runs, in order.
    public static let all: [any FactSetSource] = [AuthoredFactSets()]
}
