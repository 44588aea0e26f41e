import CurriculumModel

// Extension points other parts of the compiler fill in. Each has a default that adds nothing,
// so bundles build the same way before and after a hook is written.

/// Which text field of an item a spoken form is asked for.
public enum SpokenField: String, Sendable, CaseIterable {
    case prompt, option, hint, feedbackCorrect, feedbackIncorrect
}

/// Derives how a piece of item text is read aloud ("8 + 6 = ?" → "8 plus 6 equals what?").
/// Return nil when the text reads as written; bundles then carry no `spoken` entry for it.
public protocol SpokenForm: Sendable {
    func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String?
}

extension SpokenForm {
    public func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String? { nil }
}

/// Text reads as written: the default until the speech deriver is plugged in.
public struct WrittenForm: SpokenForm {
    public init() {}
}

public enum SpokenForms {
    /// The deriver `curriculum build` uses. Replace `WrittenForm()` with the real one.
    public static let current: any SpokenForm = WrittenForm()
}

/// Expands the catalog's authored `FactSet`s into fluency facts for the `<subject>-fluency`
/// bundle. That bundle is written only when some expansion returns facts.
public protocol FactSetExpansion: Sendable {
    func factSets(in catalog: Catalog) -> [FactSetRecord]
}

public enum FactSetExpansions {
    /// The expansions `curriculum build` runs, in order. Add the FactSet generator here.
    public static let all: [any FactSetExpansion] = []
}
