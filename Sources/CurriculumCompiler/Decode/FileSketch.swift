import CurriculumSyntax

/// A file read as far as it goes, for the editor: the outline and hover answer for the text
/// being typed, which need not decode. Nothing here is required — a lesson without an id still
/// has its items, an item without an id is still an entry, a list entry that is not a mapping is
/// an entry with nothing in it — where the decoders (`lesson()`, `unit()`, …) leave out what
/// they cannot trust, because the catalog must not hold half an entity.
package struct FileSketch: Sendable {
    /// The kind the file is read as; nil when it names none (FileSketchDecoding.swift).
    package var kind: String?
    /// The file's `id`; nil when it is missing or not text.
    package var id: String?
    /// The `id` as written, whatever its shape, to point at.
    package var idSyntax: Node?
    package var title: String?
    /// A standards matrix's `grade` as written (`K`, `1`), when it is a scalar.
    package var grade: String?
    /// The entries of the file's list, one for each entry written, in order: a lesson's items, a
    /// unit's skills, a matrix's standards, the events, the badges, a fact set's steps.
    package var entries: [Entry] = []
    /// Where what follows that list starts: the file's next key; nil when the list is last or
    /// not written.
    package var afterEntries: Mark?

    package struct Entry: Sendable {
        /// The whole entry as written, for how far it runs.
        package var syntax: Node
        /// What names it: an item's, a skill's or a badge's `id`, a standard's `code`, an
        /// event's or a step's `name`; nil when it is missing or not text.
        package var name: String?
        /// That field as written, whatever its shape, to point at.
        package var nameSyntax: Node?
        package var summary: Summary
    }

    /// What an entry says about itself beside its name, by the file's kind; a field that is
    /// missing or not text is nil.
    package enum Summary: Sendable {
        case item(type: String?, prompt: String?)
        case skill(name: String?)
        case standard(description: String?, isHeading: Bool, parts: [String])
        case event(trigger: String?)
        case badge(name: String?)
        case step(op: String?)
    }
}
