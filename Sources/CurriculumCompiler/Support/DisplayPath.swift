/// Path arithmetic on the relative paths diagnostics print. Foundation's NSString path methods
/// trap on some one-character paths in corelibs-foundation 6.3 (`"k"`), so these are plain
/// string operations.
package enum DisplayPath {
    /// `a/b/c.yaml` → `a/b`; `c.yaml` → ``; `/c` → `/`; trailing slashes are ignored.
    package static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// `a/b/c.yaml` → `c.yaml`.
    package static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `folder` + `name` as diagnostics print it: `k` + `a.yaml` → `k/a.yaml`; an empty or `.`
    /// folder adds nothing.
    package static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
