import Foundation

/// How an output folder is laid out so that a build replaces all of it at once:
///
///     dist/
///       current -> .generations/7          the one pointer a build switches, by one rename
///       .generations/7/                    what dist/ shows: the bundles this build made (real
///         math-kindergarten-1.0.0/         folders), links to the ones it kept from earlier
///         math-fluency-1.0.0 -> ../6/math-fluency-1.0.0     generations, and the coverage files
///         coverage.json
///       math-kindergarten-1.0.0 -> current/math-kindergarten-1.0.0
///       coverage.json -> current/coverage.json
///       .lock                              held by the build that is writing (OutputLock)
///
/// Every name a reader opens goes through `current`, so switching it switches every bundle and
/// the coverage report together: a reader sees the whole previous output or the whole new one.
/// A generation is never changed once `current` points at it; older ones are removed once
/// nothing points at them.
struct OutputLayout {
    static let current = "current"
    static let generations = ".generations"

    let root: String

    var currentPath: String { root + "/" + Self.current }
    var generationsPath: String { root + "/" + Self.generations }

    func generationPath(_ number: Int) -> String { generationsPath + "/\(number)" }

    /// The link every top-level name is: through `current`.
    static func topLevelLink(_ name: String) -> String { current + "/" + name }

    /// The generation `current` points at, if any.
    var currentGeneration: Int? {
        guard let text = FileSystem.linkText(currentPath), text.hasPrefix(Self.generations + "/") else { return nil }
        return Int(text.dropFirst(Self.generations.count + 1))
    }

    /// The numbered generation folders on disk (complete or abandoned).
    var generationNumbers: [Int] {
        ((try? FileManager.default.contentsOfDirectory(atPath: generationsPath)) ?? []).compactMap { Int($0) }.sorted()
    }

    /// Names in a generation, with where each one's real folder or file lives (a generation
    /// number), so a new generation can link to it directly.
    func entries(of generation: Int) -> [String: Int] {
        let path = generationPath(generation)
        var found: [String: Int] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            if let text = FileSystem.linkText(path + "/" + name) {
                // "../6/<name>": kept from generation 6.
                let parts = text.split(separator: "/")
                if parts.count == 3, parts[0] == "..", let owner = Int(parts[1]), parts[2] == name { found[name] = owner }
            } else {
                found[name] = generation
            }
        }
        return found
    }

    /// Whether the top-level `name` is this layout's link.
    func isOurLink(_ name: String) -> Bool {
        FileSystem.linkText(root + "/" + name) == Self.topLevelLink(name)
    }

    /// Removes what no reader can reach any more: generations that neither `current` nor the
    /// generations in `keep` link to, top-level links to names `current` does not have (left by a
    /// build killed before its switch), and the hidden leftovers of killed builds, including those
    /// of earlier versions of this tool (`.NAME.partial-PID`, `.NAME.old-PID`). Call only while
    /// holding the lock: then no other build is writing.
    func removeUnreachable(keeping keep: Set<Int> = []) {
        var live = keep
        if let current = currentGeneration { live.insert(current) }
        for generation in live { live.formUnion(entries(of: generation).values) }
        for number in generationNumbers where !live.contains(number) { FileSystem.remove(generationPath(number)) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: generationsPath)) ?? [] where Int(name) == nil {
            FileSystem.remove(generationsPath + "/" + name)
        }
        let shown = currentGeneration.map { entries(of: $0) } ?? [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
            let path = root + "/" + name
            if isOurLink(name), shown[name] == nil, name != Self.current {
                unlink(path)
            } else if name.hasPrefix(".current-") || (name.hasPrefix(".") && name.contains(".link-")) {
                unlink(path)
            } else if name.hasPrefix("."), let range = name.range(of: ".old-", options: .backwards) {
                // An earlier version's build, killed with the old bundle moved aside: put it back.
                let original = String(name[name.index(after: name.startIndex)..<range.lowerBound])
                let final = root + "/" + original
                if BundlePath.isSafeComponent(original), FileSystem.type(final) == nil, (try? FileSystem.rename(path, to: final)) != nil {
                    continue
                }
                FileSystem.remove(path)
            } else if name.hasPrefix("."), name.range(of: ".partial-") != nil {
                FileSystem.remove(path)
            }
        }
    }
}
