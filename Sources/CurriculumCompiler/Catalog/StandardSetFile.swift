/// One grade's standards matrix as authored.
public struct StandardSet: Sendable {
    public var id: String
    public var grade: Grade
    public var source: String
    public var standards: [Standard]
    public var path: String
}
