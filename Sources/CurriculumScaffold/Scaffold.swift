import CurriculumCompiler
import CurriculumSyntax
import CurriculumModel
import Foundation

/// The curriculum a scaffold is fitted into: compiled once, so every new id, order, standard and
/// placeholder item is chosen from what is already there, and everything `curriculum new` writes
/// lints clean but for its placeholders (COPY-PLACEHOLDER).
package struct Scaffold {
    /// A failure to scaffold that is not a usage mistake (exit 1).
    package struct Failure: Error { package var message: String }

    /// What a scaffold wrote: one line per file for stdout, and what to do next for stderr.
    package struct Written {
        package var lines: [String]
        package var notes: [String] = []
        package var next: String?
    }

    /// What `curriculum new` was asked for: each option's value by its name (`--title` → the
    /// title). The command line fills it in; the scaffold reads only the options of its kind.
    package struct Options: Sendable {
        package var values: [String: String]
        package init(_ values: [String: String]) { self.values = values }
        package func value(_ name: String) -> String? { values[name] }
    }

    let root: URL
    let display: String
    /// Whether PATH was given; without it, suggested commands find the curriculum themselves.
    let named: Bool
    let compilation: Compilation
    var catalog: Catalog { compilation.catalog }
    var placeholders: PlaceholderItems { PlaceholderItems(catalog: catalog) }

    package init(root: URL, display: String, named: Bool = true) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDir), isDir.boolValue else {
            throw Failure(message: "cannot read '\(display)': no such folder (give the curriculum folder as PATH)")
        }
        self.root = root
        self.display = display
        self.named = named
        // Paths relative to the root, so they are both file locations and display suffixes.
        compilation = try Compiler.compile(root: root, displayRoot: ".")
        guard catalog.manifest != nil else {
            throw Failure(message: "'\(display)' has no readable curriculum.yaml; give the curriculum folder as PATH")
        }
    }

    func shown(_ relative: String) -> String {
        DisplayPath.join(display, relative)
    }

    /// What to run next: lint, which lists the `count` placeholders left to write.
    func lintNext(_ path: String?, placeholders count: Int) -> String {
        "curriculum lint\(path.map { " " + shown($0) } ?? pathArgument)  # lists the \(count) placeholder\(count == 1 ? "" : "s") (TODO) left to write"
    }

    /// ` PATH` for a suggested command, when PATH was given.
    var pathArgument: String { named ? " " + display : "" }

    // MARK: Targets

    /// How many lessons a new skill of `grade` starts with: the fewest its target allows.
    func lessonsForNewSkill(_ grade: Grade) -> Int {
        max(1, catalog.manifest?.targets[grade]?.lessonsPerSkill.lowerBound ?? 1)
    }

    /// How many items a new lesson of `grade` gets: the fewest its target allows, and never fewer
    /// than the rubric's window (ASSESS-MASTERY-REACHABLE) or two (TARGET-ITEM-TYPES).
    func itemsForNewLesson(_ grade: Grade) -> Int {
        let window = MasteryReachability(rubric: catalog.defaultRubric).minimumItemsPerSession
        let target = catalog.manifest?.targets[grade]?.itemsPerLesson
        let wanted = max(target?.lowerBound ?? 5, window, 2)
        return target.map { min(wanted, max($0.upperBound, window)) } ?? wanted
    }

    /// How many items a new mastery check of a unit with `skills` skills gets: a lesson's worth,
    /// and at least one per skill plus the story problem.
    func itemsForMasteryCheck(_ grade: Grade, skills: Int) -> Int {
        max(itemsForNewLesson(grade), skills + 1)
    }

    /// A title or name `curriculum new` is given, checked against the space the app has for it
    /// (COPY-UI-EXPANSION), so the scaffold does not start with a warning.
    func checkLength(_ text: String, _ kind: UIStringLimits.Kind, option: String) throws {
        let limit = UIStringLimits.maximumLength(for: kind)
        let count = text.unicodeScalars.count
        guard count > limit else { return }
        throw UsageError("\(option) '\(text)' has \(count) characters; a \(kind.rawValue) has at most \(limit) so a translation still fits")
    }

    // MARK: Writing

    /// New files and rewritten ones, written together: every new file is created (never
    /// replacing one), then the existing files are rewritten, each at once (`AtomicFile`). If
    /// any write fails, the ones already made are undone, so a failed scaffold leaves nothing.
    struct Plan {
        var creates: [(relative: String, text: String)] = []
        var replaces: [(relative: String, text: String)] = []
    }

    func write(_ plan: Plan) throws {
        var created: [URL] = []
        var replaced: [(URL, [UInt8])] = []
        var createdFolders: [URL] = []
        func undo() {
            for (url, bytes) in replaced.reversed() {
                try? AtomicFile.writeReplacing(path: url.path, bytes: bytes, createFolders: false)
            }
            for url in created.reversed() { try? FileManager.default.removeItem(at: url) }
            for folder in createdFolders.reversed() { try? FileManager.default.removeItem(at: folder) }
        }
        for (relative, text) in plan.creates {
            let url = root.appendingPathComponent(relative)
            let folder = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: folder.path) { createdFolders.append(folder) }
            do {
                try AtomicFile.create(path: url.path, bytes: Array(text.utf8), createFolders: true)
                created.append(url)
            } catch AtomicFile.Failure.exists {
                undo()
                throw Failure(message: "\(shown(relative)) exists; not replacing it")
            } catch {
                undo()
                throw Failure(message: ErrorDescription.describe(error, path: shown(relative), action: .write))
            }
        }
        for (relative, text) in plan.replaces {
            let url = root.appendingPathComponent(relative)
            do {
                let original = try SourceFile.read(url, displayPath: relative).bytes
                try AtomicFile.writeReplacing(path: url.path, bytes: Array(text.utf8), createFolders: false)
                replaced.append((url, original))
            } catch {
                undo()
                throw Failure(message: ErrorDescription.describe(error, path: shown(relative), action: .write))
            }
        }
    }

    /// The text of an existing file of the curriculum, to add to.
    func read(_ relative: String) throws -> String {
        do {
            return String(decoding: try SourceFile.read(root.appendingPathComponent(relative), displayPath: relative).bytes, as: UTF8.self)
        } catch {
            throw Failure(message: ErrorDescription.describe(error, path: shown(relative), action: .read))
        }
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path)
    }

    /// The editor modeline for a new file: taken from an existing file at the same depth (so
    /// it points where the others do), else found by walking up to a `schemas/` folder.
    func modeline(schema: String, for relative: String) -> String {
        let depth = relative.split(separator: "/").count
        let prefix = "# yaml-language-server: $schema="
        for file in compilation.files where file.split(separator: "/").count == depth {
            guard let source = compilation.source(file) else { continue }
            let head = String(decoding: source.bytes.prefix(400), as: UTF8.self)
            guard let line = head.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { continue }
            let target = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespacesAndNewlines)
            guard target.hasSuffix(".schema.json"), !target.contains("/items/") else { continue }
            let folder = DisplayPath.parent(target)
            return prefix + (folder.isEmpty ? "" : folder + "/") + schema + "\n"
        }
        var dir = root.appendingPathComponent(relative).deletingLastPathComponent().standardizedFileURL
        var ups = ""
        for _ in 0..<32 {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("schemas/" + schema).path) {
                return prefix + ups + "schemas/" + schema + "\n"
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
            ups += "../"
        }
        return prefix + String(repeating: "../", count: depth) + "schemas/" + schema + "\n"
    }
}
