/// A grade of the K–1 curriculum. Ids begin with its prefix (`k.`, `1.`).
package enum Grade: String, Sendable, CaseIterable, Comparable, Codable {
    case kindergarten = "K"
    case first = "1"

    /// Reads `K`, `k`, `1` (authors write `grade: 1`, which YAML reads as an integer).
    package init?(authored text: String) {
        switch text {
        case "K", "k": self = .kindergarten
        case "1": self = .first
        default: return nil
        }
    }

    /// The grade an id or standard code belongs to: `k.counting` or `NY-K.CC.1` → K.
    package init?(idPrefixOf id: String) {
        let body = id.hasPrefix("NY-") ? id.dropFirst(3) : Substring(id)
        guard let first = body.first, body.dropFirst().first == "." else { return nil }
        self.init(authored: String(first))
    }

    package var idPrefix: String { self == .kindergarten ? "k" : "1" }
    package var displayName: String { self == .kindergarten ? "Kindergarten" : "Grade 1" }

    package static func < (a: Grade, b: Grade) -> Bool { a == .kindergarten && b == .first }
}
