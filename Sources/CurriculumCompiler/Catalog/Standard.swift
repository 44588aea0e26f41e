/// One code of the standards matrix, or a heading that stands for its lettered parts.
public struct Standard: Sendable {
    public var code: String
    public var grade: Grade
    public var domain: String
    public var cluster: String
    public var description: String
    /// The numbers an item for this standard may use, when the standard limits them.
    public var range: ClosedRange<Int>?
    /// Parent codes (NY-K.CC.5) exist only as headings of their parts.
    public var isHeading: Bool
    public var parts: [String]
    public var location: SourceLocation
}
