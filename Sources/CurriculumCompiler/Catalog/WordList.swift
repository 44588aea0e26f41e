/// A list of words or phrases the copy rules read: what early readers know, idioms to avoid,
/// words feedback must not use.
package struct WordList: Sendable {
    package enum Purpose: String, Sendable, CaseIterable { case earlyReader, idioms, discouraging }
    package var id: String
    package var purpose: Purpose
    package var words: [String]
    package var path: String
}
