import CurriculumCompiler
import Foundation

/// `curriculum new unit`: the next unit of a grade, in its own numbered folder beside the grade's
/// other units: its standards (given, or read from its title), a first skill, that skill's
/// first lessons and the unit's mastery check, so the new unit meets every ASSESS, TARGET and
/// TRACE rule from the start and only its placeholders are left to write.
extension Scaffold {
    package func unit(_ args: Options) throws -> Written {
        guard let gradeText = args.value("--grade") else { throw UsageError("new unit needs --grade K or 1") }
        guard let grade = Grade(authored: gradeText) else { throw UsageError("--grade expects K or 1, got '\(gradeText)'") }
        guard let title = args.value("--title"), !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError("new unit needs --title")
        }
        try checkLength(title, .unitTitle, option: "--title")
        let skillName = args.value("--skill") ?? title
        try checkLength(skillName, .skillName, option: "--skill")
        let unitsOfGrade = catalog.units.filter { $0.grade == grade }.sorted { $0.order < $1.order }
        let slug = try Self.slug(args.value("--id"), from: title)
        let id = Self.nextFree(grade.idPrefix + "." + slug, explicit: args.value("--id") != nil) { catalog.unitsByID[$0] != nil }
        guard let id else { throw UsageError("unit \(grade.idPrefix).\(slug) exists; choose another --id") }
        let order = (unitsOfGrade.map(\.order).max() ?? 0) + 1

        var notes: [String] = []
        let standards: [String]
        if let given = args.value("--standards") {
            standards = try codes(given, grade: grade)
        } else {
            standards = try inferredStandards(grade: grade, title: title, skill: args.value("--skill"))
            notes.append("standards \(standards.joined(separator: ", ")) from the title; pass --standards to choose others")
        }

        // Beside the grade's other units (k/01-counting/unit.yaml → k/), else <root>/<grade>/.
        let gradeFolder = unitsOfGrade.last.map { DisplayPath.parent(DisplayPath.parent($0.path)) } ?? grade.idPrefix
        let folderName = String(repeating: "0", count: max(0, 2 - String(order).count)) + String(order) + "-"
            + (id.split(separator: ".").last.map(String.init) ?? slug)
        let folder = DisplayPath.join(gradeFolder, folderName)
        let relative = DisplayPath.join(folder, "unit.yaml")
        // A folder of that name is someone's work; a file there is reported by the write.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isFolder), isFolder.boolValue {
            throw Failure(message: "\(shown(folder)) exists; choose another --id")
        }

        let skillID = id + "." + (try Self.slug(nil, from: skillName))
        var text = modeline(schema: "unit.schema.json", for: relative)
        text += """
            kind: Unit
            id: \(id)
            order: \(order)
            title: \(Self.scalar(title))
            standards: [\(standards.joined(separator: ", "))]
            prerequisites: [\(unitsOfGrade.last.map(\.id.value) ?? "")]
            skills:
              - id: \(skillID)
                name: \(Self.scalar(skillName))
                standards: [\(standards.joined(separator: ", "))]
                prerequisites: []

            """
        let skill = newSkill(id: skillID, unit: id, grade: grade, name: skillName, standards: standards, path: relative)
        let lessons = firstLessons(of: skill, in: folder)
        let masteryPath = DisplayPath.join(folder, "mastery.yaml")
        let mastery = masteryDraft(unitID: id, unitTitle: title, skills: [skill], relative: masteryPath, title: nil)
        try write(Plan(creates: [(relative, text)] + lessons.map { ($0.relative, $0.draft.text) } + [(masteryPath, mastery.text)]))
        let lines = ["created \(shown(relative)) (unit \(id), order \(order), skill \(skillID), standards \(standards.joined(separator: ", ")))"]
            + lessons.map(\.draft.summary) + [mastery.summary]
        let placeholders = lessons.map(\.draft.placeholders).reduce(mastery.placeholders, +)
        return Written(lines: lines, notes: notes, next: lintNext(nil, placeholders: placeholders))
    }

    /// The standards a unit's title (and its first skill's name) name, among its grade's; a
    /// usage error naming the grade's domains when nothing matches.
    func inferredStandards(grade: Grade, title: String, skill: String?) throws -> [String] {
        let all = uniqueCodes(catalog.standardSets.filter { $0.grade == grade }.flatMap(\.standards).map(\.code))
        guard !all.isEmpty else {
            throw UsageError("the curriculum has no \(grade.displayName) standards; pass --standards")
        }
        let chosen = StandardChoice.choose(for: title + " " + (skill ?? ""), among: all, in: catalog)
        guard chosen.isEmpty else { return chosen }
        // Each domain's first and last code, in the matrix's order: NY-K.CC.1 … NY-K.CC.7.
        var domains: [(domain: String, first: String, last: String)] = []
        for code in all {
            let domain = StandardChoice.domain(of: code)
            if let i = domains.firstIndex(where: { $0.domain == domain }) { domains[i].last = code } else { domains.append((domain, code, code)) }
        }
        let listed = domains.map { $0.first == $0.last ? $0.first : "\($0.first) … \($0.last)" }.joined(separator: ", ")
        throw UsageError("cannot tell which standards '\(title)' teaches from its title; pass --standards CODES (\(grade.displayName): \(listed))")
    }
}
