// How bundles say their text aloud: an extension point with a default that adds nothing, so
// bundles build the same way whichever deriver is plugged in.

/// Which text field of an item a spoken form is asked for.
package enum SpokenField: String, Sendable, CaseIterable {
    case prompt, option, hint, feedbackCorrect, feedbackIncorrect
    /// Other text the item shows: a tile, a category, a label, a shown equation
    /// (`ItemData.shownText`).
    case label
}

/// Derives how a piece of item text is read aloud ("8 + 6 = ?" → "8 plus 6 equals what?").
/// Return nil when the text reads as written; bundles then carry no `spoken` entry for it.
package protocol SpokenForm: Sendable {
    func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String?
}

extension SpokenForm {
    package func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String? { nil }
}

/// Text reads as written (tests use it to leave speech out).
package struct WrittenForm: SpokenForm {
    package init() {}
}

package enum SpokenForms {
    /// The deriver `curriculum build` uses.
    package static let current: any SpokenForm = DerivedSpeech()
}
