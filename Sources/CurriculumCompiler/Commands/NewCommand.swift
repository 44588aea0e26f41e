import Foundation

/// `curriculum new unit|skill|lesson`: scaffolds content that already lints: the schema
/// modeline, every required field, the next free id and order, and placeholder items that are
/// valid (and solvable) for the skill's standards, ready to be replaced by the real ones.
public enum NewCommand: Command {
    public static let name = "new"
    public static let summary = "Scaffold a unit, skill or lesson with the next free id and order."
    public static let synopsis = """
        unit --grade K|1 --title TITLE [--id SLUG] [--standards CODES] [--skill NAME] [PATH]
               curriculum new skill --unit UNIT-ID --name NAME [--id SLUG] [--standards CODES] [PATH]
               curriculum new lesson --skill SKILL-ID [--title TITLE] [--stage STAGE] [--type TYPE] [--role ROLE] [PATH]
        """
    public static let discussion = """
        PATH is the curriculum folder (default: curriculum). `new unit` writes \
        <grade>/<nn>-<slug>/unit.yaml with one first skill; `new skill` appends a skill to its unit's \
        file and leaves the rest of the text as it was; `new lesson` writes <skill>-l<n>.yaml beside \
        the skill's other lessons, with as many placeholder items as the grade's target asks. \
        CODES is a comma-separated list of standard codes (default: the unit's standards, or for a \
        new unit the grade's first standard no unit covers yet).
        """
    public static let options: [OptionSpec] = [
        .value("--grade", "K|1", "new unit: the grade."),
        .value("--title", "TITLE", "new unit, new lesson: the title."),
        .value("--unit", "UNIT-ID", "new skill: the unit it belongs to."),
        .value("--name", "NAME", "new skill: the skill's name."),
        .value("--skill", "SKILL-ID|NAME", "new lesson: the skill it teaches; new unit: the first skill's name (default: the title)."),
        .value("--id", "SLUG", "new unit, new skill: the last part of the id (default: from the title or name)."),
        .value("--standards", "CODES", "new unit, new skill: comma-separated standard codes."),
        .value("--stage", "STAGE", "new lesson: concrete, representational or abstract (default: the skill's latest)."),
        .value("--type", "TYPE", "new lesson: concept, practice or recap (default: concept first, then practice)."),
        .value("--role", "ROLE", "new lesson: quickCheck or practiceSet (default practiceSet)."),
    ]

    static let kinds = ["unit", "skill", "lesson"]
    static let allowed: [String: Set<String>] = [
        "unit": ["--grade", "--title", "--id", "--standards", "--skill"],
        "skill": ["--unit", "--name", "--id", "--standards"],
        "lesson": ["--skill", "--title", "--stage", "--type", "--role"],
    ]

    public static func run(_ args: ParsedArguments, _ io: CommandIO) -> ExitCode {
        do {
            guard let kind = args.positionals.first else {
                throw UsageError("new needs what to scaffold: unit, skill or lesson")
            }
            guard kinds.contains(kind) else {
                var message = "cannot scaffold '\(kind)'; expected unit, skill or lesson"
                if let near = EditDistance.closest(to: kind, in: kinds) { message += "; did you mean '\(near)'?" }
                throw UsageError(message)
            }
            guard args.positionals.count <= 2 else { throw UsageError("new \(kind) takes one curriculum folder") }
            for option in Set(args.values.keys).union(args.flags) where !(allowed[kind]?.contains(option) ?? false) {
                throw UsageError("option '\(option)' does not apply to new \(kind)")
            }
            let display = args.positionals.count == 2 ? args.positionals[1] : CompileRequest.defaultRoot
            let scaffold = try Scaffold(root: io.url(for: display), display: display)
            let created: Scaffold.Written
            switch kind {
            case "unit": created = try scaffold.unit(args)
            case "skill": created = try scaffold.skill(args)
            default: created = try scaffold.lesson(args)
            }
            io.out(created.summary + "\n")
            if let next = created.next { io.err("next: \(next)\n") }
            return .success
        } catch let error as UsageError {
            io.err("error: \(error.message)\nUSAGE: curriculum \(name) \(synopsis)\n")
            return .usage
        } catch let error as Scaffold.Failure {
            io.err("error: \(error.message)\n")
            return .failure
        } catch {
            let display = args.positionals.count == 2 ? args.positionals[1] : CompileRequest.defaultRoot
            io.err("error: \(ErrorDescription.message(error, path: display))\n")
            return .failure
        }
    }
}

/// The catalog a scaffold is fitted into, and the files it writes.
struct Scaffold {
    struct Failure: Error { var message: String }
    struct Written {
        var summary: String
        var next: String?
    }

    let root: URL
    let display: String
    let compilation: Compilation
    var catalog: Catalog { compilation.catalog }

    init(root: URL, display: String) throws {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDir), isDir.boolValue else {
            throw Failure(message: "cannot read '\(display)': no such folder (give the curriculum folder as PATH)")
        }
        self.root = root
        self.display = display
        // Paths relative to the root, so they are both file locations and display suffixes.
        compilation = try Compiler.compile(root: root, displayRoot: ".")
        guard catalog.manifest != nil else {
            throw Failure(message: "'\(display)' has no readable curriculum.yaml; give the curriculum folder as PATH")
        }
    }

    func shown(_ relative: String) -> String {
        DisplayPath.join(display, relative)
    }

    // MARK: new unit

    func unit(_ args: ParsedArguments) throws -> Written {
        guard let gradeText = args.value("--grade") else { throw UsageError("new unit needs --grade K or 1") }
        guard let grade = Grade(authored: gradeText) else { throw UsageError("--grade expects K or 1, got '\(gradeText)'") }
        guard let title = args.value("--title"), !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError("new unit needs --title")
        }
        let unitsOfGrade = catalog.units.filter { $0.grade == grade }
        let slug = try Self.slug(args.value("--id"), from: title)
        let id = Self.nextFree(grade.idPrefix + "." + slug, explicit: args.value("--id") != nil) { catalog.unitsByID[$0] != nil }
        guard let id else { throw UsageError("unit \(grade.idPrefix).\(slug) exists; choose another --id") }
        let order = (unitsOfGrade.map(\.order).max() ?? 0) + 1

        let standards = try args.value("--standards").map { try codes($0, grade: grade) } ?? defaultStandards(for: grade)
        // Beside the grade's other units (k/01-counting/unit.yaml → k/), else <root>/<grade>/.
        let gradeFolder = unitsOfGrade.last.map { DisplayPath.parent(DisplayPath.parent($0.path)) }
            ?? grade.idPrefix
        let folderName = String(repeating: "0", count: max(0, 2 - String(order).count)) + String(order) + "-" + id.split(separator: ".").last!
        let relative = (gradeFolder.isEmpty || gradeFolder == "." ? "" : gradeFolder + "/") + folderName + "/unit.yaml"

        let skillName = args.value("--skill") ?? title
        let skillSlug = try Self.slug(nil, from: skillName)
        var text = modeline(schema: "unit.schema.json", for: relative)
        text += """
            kind: Unit
            id: \(id)
            order: \(order)
            title: \(Self.scalar(title))
            standards: [\(standards.joined(separator: ", "))]
            prerequisites: [\(unitsOfGrade.last.map(\.id.value) ?? "")]
            skills:
              - id: \(id).\(skillSlug)
                name: \(Self.scalar(skillName))
                standards: [\(standards.joined(separator: ", "))]
                prerequisites: []

            """
        try write(text, to: relative)
        return Written(
            summary: "created \(shown(relative)) (unit \(id), order \(order), skill \(id).\(skillSlug))",
            next: "curriculum new lesson --skill \(id).\(skillSlug)\(display == CompileRequest.defaultRoot ? "" : " " + display)")
    }

    /// The grade's first standard no unit covers yet, else its first one.
    func defaultStandards(for grade: Grade) throws -> [String] {
        let all = catalog.standardSets.filter { $0.grade == grade }.flatMap(\.standards).filter { !$0.isHeading }
        guard let first = all.first else {
            throw UsageError("the curriculum has no standards for grade \(grade.rawValue); pass --standards")
        }
        let covered = Set(catalog.units.flatMap { $0.standards.map(\.value) + $0.skills.flatMap { $0.standards.map(\.value) } }.flatMap(catalog.expand))
        return [(all.first { !covered.contains($0.code) } ?? first).code]
    }

    func codes(_ list: String, grade: Grade?) throws -> [String] {
        let codes = list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard !codes.isEmpty else { throw UsageError("--standards is empty") }
        for code in codes where catalog.standards[code] == nil {
            var message = "unknown standard '\(code)'"
            if let near = EditDistance.closest(to: code, in: catalog.standards.keys) { message += "; did you mean '\(near)'?" }
            throw UsageError(message)
        }
        return codes
    }

    // MARK: new skill

    func skill(_ args: ParsedArguments) throws -> Written {
        guard let unitID = args.value("--unit") else { throw UsageError("new skill needs --unit UNIT-ID") }
        guard let unit = catalog.unitsByID[unitID] else {
            throw UsageError(Self.unknown("unit", unitID, in: catalog.unitsByID.keys))
        }
        guard let name = args.value("--name"), !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError("new skill needs --name")
        }
        let slug = try Self.slug(args.value("--id"), from: name)
        let id = Self.nextFree(unitID + "." + slug, explicit: args.value("--id") != nil) { catalog.skills[$0] != nil }
        guard let id else { throw UsageError("skill \(unitID).\(slug) exists; choose another --id") }
        let standards = try args.value("--standards").map { try codes($0, grade: unit.grade) } ?? unit.standards.map(\.value)
        guard !standards.isEmpty else { throw UsageError("unit \(unitID) lists no standards; pass --standards") }

        let url = root.appendingPathComponent(unit.path)
        let original: String
        do {
            original = String(decoding: try SourceFile.read(url, displayPath: unit.path).bytes, as: UTF8.self)
        } catch {
            throw Failure(message: ErrorDescription.describe(error, path: shown(unit.path), action: .read))
        }
        let prerequisites = unit.skills.last.map { "[\($0.id.value)]" } ?? "[]"
        let entry = [
            "- id: \(id)",
            "  name: \(Self.scalar(name))",
            "  standards: [\(standards.joined(separator: ", "))]",
            "  prerequisites: \(prerequisites)",
        ]
        let updated = try Self.appending(entry, toListAt: "skills", in: original, file: shown(unit.path))
        try write(updated, to: unit.path, replacing: true)
        return Written(
            summary: "added skill \(id) to \(shown(unit.path))",
            next: "curriculum new lesson --skill \(id)\(display == CompileRequest.defaultRoot ? "" : " " + display)")
    }

    /// `text` with `entry` (lines of one list entry, unindented) added after the last entry of
    /// the top-level block list `key`, indented like the entries already there. Everything else
    /// is left byte for byte, line endings included.
    static func appending(_ entry: [String], toListAt key: String, in text: String, file: String) throws -> String {
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var lines = text.components(separatedBy: newline)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else {
            throw Failure(message: "\(file) has no top-level '\(key):' list to add to")
        }
        let rest = lines[start].dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty || rest.hasPrefix("#") else {
            throw Failure(message: "\(file): '\(key):' is written inline; make it a block list (one '- ' per line) or add the entry by hand")
        }
        // The block runs until the next line that starts in column 1 (another top-level key).
        var end = start + 1
        var lastContent = start
        var indent: String?
        while end < lines.count {
            let line = lines[end]
            if let first = line.first, first != " ", first != "#", first != "\t" { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty && !trimmed.hasPrefix("#") {
                lastContent = end
                if indent == nil, trimmed.hasPrefix("-") { indent = String(line.prefix { $0 == " " }) }
            }
            end += 1
        }
        let pad = indent ?? "  "
        lines.insert(contentsOf: entry.map { pad + $0 }, at: lastContent + 1)
        return lines.joined(separator: newline)
    }

    // MARK: new lesson

    func lesson(_ args: ParsedArguments) throws -> Written {
        guard let skillID = args.value("--skill") else { throw UsageError("new lesson needs --skill SKILL-ID") }
        guard let skill = catalog.skills[skillID] else {
            throw UsageError(Self.unknown("skill", skillID, in: catalog.skills.keys))
        }
        guard let unit = catalog.unitsByID[skill.unitID] else { throw Failure(message: "skill \(skillID) has no unit") }
        let existing = catalog.lessonsBySkill[skillID] ?? []
        let numbers = existing.compactMap { lesson -> Int? in
            let suffix = lesson.id.value.dropFirst(skillID.count)
            guard lesson.id.value.hasPrefix(skillID + ".l") else { return nil }
            return Int(suffix.dropFirst(2))
        }
        var number = (numbers.max() ?? 0) + 1
        let id = { "\(skillID).l\(number)" }
        let order = (existing.map(\.order).max() ?? 0) + 1

        let stage: String
        if let given = args.value("--stage") {
            stage = try Self.choice(given, among: Stage.allCases.map(\.rawValue), option: "--stage")
        } else {
            stage = existing.compactMap { $0.stage?.value }.max()?.rawValue ?? Stage.concrete.rawValue
        }
        let type = try args.value("--type").map { try Self.choice($0, among: ["concept", "practice", "recap"], option: "--type") }
            ?? (existing.isEmpty ? "concept" : "practice")
        let role = try args.value("--role").map { try Self.choice($0, among: ["quickCheck", "practiceSet"], option: "--role") }
            ?? "practiceSet"

        // Beside the skill's latest lesson, else beside its unit.
        let folder = DisplayPath.parent(existing.last?.path ?? unit.path)
        let skillSlug = String(skillID.split(separator: ".").last!)
        func relative() -> String { (folder.isEmpty || folder == "." ? "" : folder + "/") + "\(skillSlug)-l\(number).yaml" }
        while FileManager.default.fileExists(atPath: root.appendingPathComponent(relative()).path) || catalog.lessons.contains(where: { $0.id.value == id() }) {
            number += 1
        }
        let title = args.value("--title") ?? String("\(skill.name), lesson \(number)".prefix(80))
        let count = max(2, catalog.manifest?.targets[skill.grade]?.itemsPerLesson.lowerBound ?? (skill.grade == .kindergarten ? 5 : 6))

        var text = modeline(schema: "lesson.schema.json", for: relative())
        text += """
            kind: Lesson
            id: \(id())
            skill: \(skillID)
            title: \(Self.scalar(title))
            order: \(order)
            stage: \(stage)
            lessonType: \(type)
            role: \(role)
            # Placeholder items, valid for the skill's standards: replace them with the lesson's own.
            items:

            """
        text += PlaceholderItems(range: numberRange(of: skill)).yaml(count: count)
        try write(text, to: relative())
        return Written(
            summary: "created \(shown(relative())) (lesson \(id()), order \(order), \(count) placeholder items)",
            next: "curriculum lint \(shown(relative()))")
    }

    /// The numbers every one of the skill's standards allows (0...10 when none says).
    func numberRange(of skill: Skill) -> ClosedRange<Int> {
        let ranges = skill.standards.flatMap { catalog.expand($0.value) }.compactMap { catalog.standards[$0]?.range }
        guard !ranges.isEmpty else { return 0...10 }
        let lo = ranges.map(\.lowerBound).max()!, hi = ranges.map(\.upperBound).min()!
        return lo <= hi ? lo...hi : ranges[0]
    }

    // MARK: Files

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

    /// Writes a new file, or with `replacing` rewrites a unit file, all at once: a symlinked unit
    /// file is written through to its target, and nothing but a regular file is replaced.
    func write(_ text: String, to relative: String, replacing: Bool = false) throws {
        let url = root.appendingPathComponent(relative)
        do {
            if replacing {
                try AtomicFile.writeReplacing(path: url.path, bytes: Array(text.utf8), createFolders: true)
            } else {
                try AtomicFile.create(path: url.path, bytes: Array(text.utf8), createFolders: true)
            }
        } catch AtomicFile.Failure.exists {
            throw Failure(message: "\(shown(relative)) exists; not replacing it")
        } catch {
            throw Failure(message: ErrorDescription.describe(error, path: shown(relative), action: .write))
        }
    }

    // MARK: Helpers

    /// A kebab-case slug: given with --id (checked), or made from a title.
    static func slug(_ given: String?, from title: String) throws -> String {
        if let given {
            guard given.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil else {
                throw UsageError("--id expects lowercase kebab-case words such as 'count-to-20', got '\(given)'")
            }
            return given
        }
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-"), scalar != "'", scalar != "’" {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        guard !slug.isEmpty else { throw UsageError("cannot make an id from '\(title)'; pass --id") }
        return slug
    }

    /// `id`, or when it is taken and was not given explicitly, `id-2`, `id-3`, …
    static func nextFree(_ id: String, explicit: Bool, taken: (String) -> Bool) -> String? {
        guard taken(id) else { return id }
        guard !explicit else { return nil }
        var n = 2
        while taken("\(id)-\(n)") { n += 1 }
        return "\(id)-\(n)"
    }

    static func unknown(_ what: String, _ id: String, in ids: some Sequence<String>) -> String {
        var message = "unknown \(what) '\(id)'"
        if let near = EditDistance.closest(to: id, in: ids) { message += "; did you mean '\(near)'?" }
        return message
    }

    static func choice(_ value: String, among allowed: [String], option: String) throws -> String {
        if let match = allowed.first(where: { $0.lowercased() == value.lowercased() }) { return match }
        var message = "\(option) expects \(allowed.joined(separator: ", ")), got '\(value)'"
        if let near = EditDistance.closest(to: value, in: allowed) { message += "; did you mean '\(near)'?" }
        throw UsageError(message)
    }

    /// A YAML scalar for a title or name: plain when that reads back as the same string,
    /// double-quoted otherwise.
    static func scalar(_ s: String) -> String {
        let special: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
        let plainSafe = s.range(of: #"^[A-Za-z][A-Za-z0-9 ,.!?()'’–-]*$"#, options: .regularExpression) != nil
        if plainSafe, !special.contains(s.lowercased()), !s.hasSuffix(" "), !s.contains(" #") { return s }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// Items a new lesson starts with: counting, numeric input and multiple choice in turn, with
/// numbers inside the skill's range so they pass the schema, the solvers and the range rules.
struct PlaceholderItems {
    var range: ClosedRange<Int>

    func yaml(count: Int) -> String {
        (0..<count).map { item(index: $0) }.joined()
    }

    private func item(index k: Int) -> String {
        let lo = max(range.lowerBound, 0), hi = range.upperBound
        // A sum within the range that needs two positive addends.
        let total = min(hi, max(lo, 3 + k))
        var lines = ["  - id: i\(k + 1)"]
        let canAdd = total >= 2
        let distractors = [total + 1, total - 1, total + 2, total - 2].filter { $0 >= lo && $0 <= hi && $0 >= 0 }.prefix(2)
        switch k % 3 {
        case 1 where canAdd, 2 where canAdd && distractors.count < 2:
            let a = (total + 1) / 2, b = total - a
            lines += [
                "    type: numericInput",
                "    difficulty: 1",
                "    prompt: What is \(a) + \(b)?",
                "    expression: \"\(a) + \(b)\"",
                "    answer: \(total)",
                "    hints:",
                "      - Start at \(a) and count on \(b) more.",
                "    feedback:",
                "      correct: Yes! You counted on.",
                "      incorrect: Start at \(a). Count on \(b) more with your fingers.",
            ]
        case 2 where canAdd:
            let a = (total + 1) / 2, b = total - a
            let options = ([total] + distractors).sorted()
            lines += [
                "    type: multipleChoice",
                "    difficulty: 1",
                "    prompt: What is \(a) + \(b)?",
                "    expression: \"\(a) + \(b)\"",
                "    options: [\(options.map(String.init).joined(separator: ", "))]",
                "    answer: \(total)",
                "    hints:",
                "      - Start at \(a) and count on \(b) more.",
                "    feedback:",
                "      correct: Yes! You put the two groups together.",
                "      incorrect: Start at \(a). Count on \(b) more with your fingers.",
            ]
        default:
            let count = max(1, min(min(hi, 20), max(lo, 4 + k)))
            if k == 0 { lines.append("    quickCheck: true") }
            lines += [
                "    type: counting",
                "    difficulty: 1",
                "    prompt: How many stars?",
                "    objects: {name: star, count: \(count), arrangement: line}",
                "    answer: \(count)",
                "    hints:",
                "      - Touch each star as you count.",
                "    feedback:",
                "      correct: Yes! You counted every star.",
                "      incorrect: Let's touch and count again, one star at a time.",
            ]
        }
        if k == 0, !lines.contains("    quickCheck: true") { lines.insert("    quickCheck: true", at: 1) }
        return lines.joined(separator: "\n") + "\n"
    }
}
