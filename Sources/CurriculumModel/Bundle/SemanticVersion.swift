/// A content version as Semantic Versioning 2.0.0 writes it (`1.4.0`, `2.0.0-rc.1`), compared by
/// semver precedence: what `curriculum diff --require-bump` and the app's update check compare.
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public enum Part: String, Sendable, CaseIterable { case major, minor, patch }

    public var major: Int
    public var minor: Int
    public var patch: Int
    /// Dot-separated pre-release identifiers (`rc.1` → ["rc", "1"]); empty for a release.
    public var prerelease: [String]
    /// Build metadata after `+`; ignored by precedence.
    public var build: String?

    public init(major: Int, minor: Int, patch: Int, prerelease: [String] = [], build: String? = nil) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
        self.build = build
    }

    /// Parses `MAJOR.MINOR.PATCH[-PRERELEASE][+BUILD]`; nil for anything else.
    public init?(_ text: String) {
        var rest = Substring(text)
        var build: String?
        if let plus = rest.firstIndex(of: "+") {
            build = String(rest[rest.index(after: plus)...])
            rest = rest[..<plus]
            guard Self.validIdentifiers(build!, numericLeadingZeroAllowed: true) else { return nil }
        }
        var prerelease: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            let pre = String(rest[rest.index(after: dash)...])
            guard Self.validIdentifiers(pre, numericLeadingZeroAllowed: false) else { return nil }
            prerelease = pre.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            rest = rest[..<dash]
        }
        let core = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard core.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in core {
            guard !part.isEmpty, part.allSatisfy(\.isASCIIDigit), part == "0" || part.first != "0",
                let n = Int(part)
            else { return nil }
            numbers.append(n)
        }
        self.init(major: numbers[0], minor: numbers[1], patch: numbers[2], prerelease: prerelease, build: build)
    }

    private static func validIdentifiers(_ text: String, numericLeadingZeroAllowed: Bool) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard !part.isEmpty, part.allSatisfy({ $0.isASCIIDigit || $0.isASCIILetter || $0 == "-" }) else { return false }
            if !numericLeadingZeroAllowed, part.allSatisfy(\.isASCIIDigit), part.count > 1, part.first == "0" { return false }
            return true
        }
    }

    public var description: String {
        var text = "\(major).\(minor).\(patch)"
        if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
        if let build { text += "+" + build }
        return text
    }

    /// The next release that makes a change of size `part`: 1.4.2 → 2.0.0, 1.5.0, 1.4.3.
    /// A pre-release bumps to its own release when that is already big enough (2.0.0-rc.1 → 2.0.0
    /// for a major change), as semver orders them.
    public func bumped(_ part: Part) -> SemanticVersion {
        let release = SemanticVersion(major: major, minor: minor, patch: patch)
        switch part {
        case .major:
            return !prerelease.isEmpty && minor == 0 && patch == 0 ? release : SemanticVersion(major: major + 1, minor: 0, patch: 0)
        case .minor:
            return !prerelease.isEmpty && patch == 0 ? release : SemanticVersion(major: major, minor: minor + 1, patch: 0)
        case .patch:
            return !prerelease.isEmpty ? release : SemanticVersion(major: major, minor: minor, patch: patch + 1)
        }
    }

    public static func < (a: SemanticVersion, b: SemanticVersion) -> Bool {
        if (a.major, a.minor, a.patch) != (b.major, b.minor, b.patch) {
            return (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
        }
        // A pre-release comes before its release (semver §11.3).
        switch (a.prerelease.isEmpty, b.prerelease.isEmpty) {
        case (true, true): return false
        case (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (x, y) in zip(a.prerelease, b.prerelease) where x != y {
            switch (Int(x), Int(y)) {
            case let (m?, n?): return m < n
            case (.some, nil): return true  // numeric identifiers sort before alphanumeric ones
            case (nil, .some): return false
            case (nil, nil): return x < y
            }
        }
        return a.prerelease.count < b.prerelease.count
    }

    /// Precedence equality ignores build metadata (semver §10).
    public static func == (a: SemanticVersion, b: SemanticVersion) -> Bool {
        (a.major, a.minor, a.patch) == (b.major, b.minor, b.patch) && a.prerelease == b.prerelease
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(major)
        hasher.combine(minor)
        hasher.combine(patch)
        hasher.combine(prerelease)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = SemanticVersion(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not a semantic version")
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
