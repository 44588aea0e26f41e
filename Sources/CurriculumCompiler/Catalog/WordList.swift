/// A list of words or phrases the copy rules read: what early readers know, idioms to avoid,
/// words feedback must not use.
public struct WordList: Sendable {
    public enum Purpose: String, Sendable, CaseIterable { case earlyReader, idioms, discouraging }
    public var id: String
    public var purpose: Purpose
    public var words: [String]
    public var path: String
}
