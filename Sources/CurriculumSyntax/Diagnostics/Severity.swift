/// How much a finding matters. `off` exists only as a configured level: it silences a rule.
package enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case off, info, warning, error

    private var rank: Int {
        switch self {
        case .off: 0
        case .info: 1
        case .warning: 2
        case .error: 3
        }
    }

    package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
