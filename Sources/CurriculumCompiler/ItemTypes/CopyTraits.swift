/// What the early-reader copy rules need to know about an item type's fields and answer
/// (docs/design.md#early-reader-copy): which fields the child sees as labels or as written, and
/// how its answer could be given away by a hint or an alt text.
///
/// Every field named here is one of the type's own fields in its schema under `schemas/items/`;
/// the tests hold each type to that.
package struct CopyTraits: Sendable {
    /// Fields whose strings the child sees pictured or labelled (object names, categories,
    /// coins, pairs): they count as known words in the item's copy, and a hint that names the
    /// answer along with them is comparing, not telling. `options` are labels in every type that
    /// has them and need not be named.
    package var labelFields: [String]
    /// Fields the child sees as written besides the prompt (an equation, a number bond's whole
    /// and parts): a hint or alt text that repeats one of their numbers gives nothing away.
    package var shownFields: [String]
    /// Fields that are the author's working, never shown (a word problem's equation): a hint or
    /// alt text may repeat their numbers as it may a shown field's, but nothing is said for them.
    package var workingFields: [String]
    /// Answers that are positions or judgements rather than words a hint could say, compared
    /// lowercased: compare's `left`, `right` and `same`.
    package var judgementAnswers: Set<String>
    /// Whether a number answer is a position in a line, which a hint gives away as "third" as
    /// well as "3".
    package var ordinalAnswers: Bool

    package init(
        labelFields: [String] = [], shownFields: [String] = [], workingFields: [String] = [], judgementAnswers: Set<String> = [],
        ordinalAnswers: Bool = false
    ) {
        self.labelFields = labelFields
        self.shownFields = shownFields
        self.workingFields = workingFields
        self.judgementAnswers = judgementAnswers
        self.ordinalAnswers = ordinalAnswers
    }

    /// The same traits naming fields by a type's `Fields.Key`, so a misspelt field does not compile.
    package init<K: RawRepresentable>(
        labelFields: [K] = [], shownFields: [K] = [], workingFields: [K] = [], judgementAnswers: Set<String> = [],
        ordinalAnswers: Bool = false
    ) where K.RawValue == String {
        self.init(
            labelFields: labelFields.map(\.rawValue), shownFields: shownFields.map(\.rawValue),
            workingFields: workingFields.map(\.rawValue), judgementAnswers: judgementAnswers, ordinalAnswers: ordinalAnswers)
    }
}
