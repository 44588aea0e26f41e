import CurriculumModel

/// The curriculum's content version as bundles use it: `MAJOR.MINOR.PATCH` with an optional
/// lower-case pre-release (`2.0.0-rc.1`), each number fitting in an `Int`. It names the bundle
/// folder (`math-kindergarten-1.2.0`), so it is also a safe file name.
///
/// This is the one parser: the schema stage checks the manifest's `version` with it (as the
/// `content-version` format), and `build` refuses what it refuses, so `lint` never passes a
/// version `build` rejects.
package enum ContentVersion {
    /// Why a text is not a content version, in words an author can act on.
    package struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// The version, or why `text` cannot be one.
    package static func parse(_ text: String) -> Result<SemanticVersion, Problem> {
        func fail(_ why: String) -> Result<SemanticVersion, Problem> { .failure(Problem(description: why)) }
        var rest = Substring(text)
        if let plus = rest.firstIndex(of: "+") {
            return fail("build metadata ('\(rest[plus...])') is not allowed (the version names the bundle folder, "
                + "and versions that differ only in build metadata count as one version)")
        }
        var prerelease: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            let text = rest[rest.index(after: dash)...]
            let identifiers = text.split(separator: ".", omittingEmptySubsequences: false)
            for identifier in identifiers {
                guard !identifier.isEmpty else {
                    return fail("the pre-release '\(text)' has an empty part; write it like rc.1")
                }
                guard identifier.utf8.allSatisfy({ isLowerCaseLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }) else {
                    return fail("the pre-release '\(text)' may hold only lower-case letters, digits, hyphens and dots, like rc.1")
                }
                guard identifier.first != "-", identifier.last != "-", !identifier.contains("--") else {
                    return fail("the pre-release '\(text)' may have a hyphen only between letters or digits, like beta-2")
                }
                if identifier.count > 1, identifier.first == "0", identifier.utf8.allSatisfy(isDigit) {
                    return fail("the pre-release number '\(identifier)' has a leading zero")
                }
            }
            prerelease = identifiers.map(String.init)
            rest = rest[..<dash]
        }
        let core = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard core.count == 3, core.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }) else {
            return fail("expected MAJOR.MINOR.PATCH in whole numbers, like 1.2.0")
        }
        var numbers: [Int] = []
        for (part, name) in zip(core, ["major", "minor", "patch"]) {
            guard part == "0" || part.first != "0" else {
                return fail("the \(name) version '\(part)' has a leading zero")
            }
            guard let number = Int(part) else {
                return fail("the \(name) version \(part) is too large (at most \(Int.max))")
            }
            numbers.append(number)
        }
        let version = SemanticVersion(major: numbers[0], minor: numbers[1], patch: numbers[2], prerelease: prerelease)
        // What the checks above allow is a safe folder-name component; kept as a guard so the
        // two can never drift apart.
        guard BundlePath.isSafeComponent(text) else { return fail("it cannot name a bundle folder") }
        return .success(version)
    }

    /// Why `text` is not a content version, or nil when it is one.
    package static func problem(_ text: String) -> String? {
        if case .failure(let problem) = parse(text) { return problem.description }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isLowerCaseLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}
