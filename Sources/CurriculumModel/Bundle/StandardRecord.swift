import Foundation

/// One code of the NY standards matrix (`standards.json` is an array of these, in code order).
public struct StandardRecord: Sendable, Hashable, Codable {
    /// The NYSED code, e.g. `NY-K.CC.4a`: the standard's slug.
    public var code: String
    public var uuid: UUID
    public var grade: GradeLevel
    /// CC | OA | NBT | MD | G
    public var domain: String
    public var cluster: String
    /// A short description in the project's own words.
    public var description: String
    /// A parent code that only groups its lettered parts; no item points at it directly.
    public var heading: Bool
    /// The lettered parts of a heading; empty otherwise.
    public var parts: [String]
    /// The numbers an item for this standard may use, when the standard limits them.
    public var range: NumberRange?
    /// Skills of this bundle that teach the standard (headings expanded), in teaching order.
    public var skills: [String]

    public init(
        code: String, uuid: UUID, grade: GradeLevel, domain: String, cluster: String, description: String,
        heading: Bool, parts: [String], range: NumberRange?, skills: [String]
    ) {
        self.code = code
        self.uuid = uuid
        self.grade = grade
        self.domain = domain
        self.cluster = cluster
        self.description = description
        self.heading = heading
        self.parts = parts
        self.range = range
        self.skills = skills
    }

    public struct NumberRange: Sendable, Hashable, Codable {
        public var min: Int
        public var max: Int
        public init(min: Int, max: Int) {
            self.min = min
            self.max = max
        }
    }
}

// The one description of a standard in `standards.json`, keys in order.
extension StandardRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("cluster", cluster)
        s.member("code", code)
        s.member("description", description)
        s.member("domain", domain)
        s.member("grade", grade.rawValue)
        s.member("heading", heading)
        s.member("parts", parts)
        s.member("range", range)
        s.member("skills", skills)
        s.member("uuid", uuid)
        s.endObject()
    }
}

extension StandardRecord.NumberRange: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("max", max)
        s.member("min", min)
        s.endObject()
    }
}
