/// Ids become file and folder names only through here: a component must match
/// `^[a-z0-9]+([.-][a-z0-9]+)*$`, which rules out `..`, `/`, hidden names, upper case (which
/// collides on case-insensitive disks) and anything a shell or a zip tool would trip on.
package enum BundlePath {
    package static let pattern = "^[a-z0-9]+([.-][a-z0-9]+)*$"

    package static func isSafeComponent(_ text: String) -> Bool {
        var previousWasSeparator = true  // no separator may come first
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasSeparator = false
            case UInt8(ascii: "."), UInt8(ascii: "-"):
                if previousWasSeparator { return false }
                previousWasSeparator = true
            default:
                return false
            }
        }
        return !previousWasSeparator  // non-empty and no separator last
    }

    /// A relative path whose every component is either fixed by the format or a safe id.
    package static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            Self.fixedNames.contains(String(part)) || isSafeComponent(String(part))
        }
    }

    /// File names the format itself uses.
    package static let fixedNames: Set<String> = [
        "manifest.json", "standards.json", "units.json", "skills.json", "analytics.json", "badges.json", "facts.json",
        "metadata.json", "items.json", "lessons", "strings", "Localizable.xcstrings",
    ]
}
