import Foundation

/// Where a curriculum starts: the nearest folder holding `curriculum.yaml`, found from a file or
/// folder inside it as git finds `.git`, with the path to show for it relative to the path it
/// was found from. The command line (which paths to compile) and the language server (which
/// curriculum an open file belongs to) both find roots this way.
package enum CurriculumRoot {
    /// The file that marks a curriculum's root folder.
    package static let manifestName = "curriculum.yaml"

    /// The folder compiled when nothing names one and none is found above the current folder.
    package static let defaultFolder = "curriculum"

    /// The nearest folder above `file` (its own folder first) holding `curriculum.yaml`, and how
    /// to show it relative to `displayPath`'s base.
    package static func ancestor(of file: URL, displayPath: String) -> (URL, String)? {
        let (root, display) = enclosing(of: file, displayPath: displayPath)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(manifestName).path) else { return nil }
        return (root, display)
    }

    /// The nearest ancestor holding `curriculum.yaml`, else the file's own folder.
    package static func enclosing(of file: URL, displayPath: String) -> (URL, String) {
        var dir = file.deletingLastPathComponent()
        var display = DisplayPath.parent(displayPath)
        for _ in 0..<32 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(manifestName).path) {
                return (dir, display.isEmpty ? "." : display)
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
            display = up(display)
        }
        let own = file.deletingLastPathComponent()
        let ownDisplay = DisplayPath.parent(displayPath)
        return (own, ownDisplay.isEmpty ? "." : ownDisplay)
    }

    /// The folder above a shown folder: `a/b` → `a`, `a` → `.`, `.` → `..`, `..` → `../..`.
    package static func up(_ display: String) -> String {
        if display.isEmpty || display == "." { return ".." }
        if display == ".." || display.hasSuffix("/..") { return display + "/.." }
        let parent = DisplayPath.parent(display)
        return parent.isEmpty ? "." : parent
    }
}
