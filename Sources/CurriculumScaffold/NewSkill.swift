import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// `curriculum new skill`: a skill added to the end of its unit's file (the rest of the text kept
/// as it was), with its standards, the lessons its grade's target asks for, and a placeholder
/// item in the unit's mastery check so the check assesses it too.
extension Scaffold {
    package func skill(_ args: Options) throws -> Written {
        guard let unitID = args.value("--unit") else { throw UsageError("new skill needs --unit UNIT-ID") }
        guard let unit = catalog.unitsByID[unitID] else {
            throw UsageError(Self.unknown("unit", unitID, in: catalog.unitsByID.keys))
        }
        guard let name = args.value("--name"), !name.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError("new skill needs --name")
        }
        try checkLength(name, .skillName, option: "--name")
        let slug = try Self.slug(args.value("--id"), from: name)
        let id = Self.nextFree(unitID + "." + slug, explicit: args.value("--id") != nil) { catalog.skills[$0] != nil }
        guard let id else { throw UsageError("skill \(unitID).\(slug) exists; choose another --id") }

        var notes: [String] = []
        let standards: [String]
        if let given = args.value("--standards") {
            standards = try codes(given, grade: unit.grade)
        } else {
            let taught = unit.standards.map(\.value) + unit.skills.flatMap { $0.standards.map(\.value) }
            let candidates = uniqueCodes(taught.flatMap(catalog.expand))
            guard !candidates.isEmpty else { throw UsageError("unit \(unitID) lists no standards; pass --standards") }
            let chosen = StandardChoice.choose(for: name, among: candidates, in: catalog)
            guard !chosen.isEmpty else {
                throw UsageError("cannot tell which of unit \(unitID)'s standards '\(name)' teaches; pass --standards, one or more of \(candidates.joined(separator: ", "))")
            }
            standards = chosen
            notes.append("standards \(chosen.joined(separator: ", ")) from the name; pass --standards to choose others")
        }

        let original = try read(unit.path)
        let prerequisites = unit.skills.last.map { "[\($0.id.value)]" } ?? "[]"
        let entry = [
            "- id: \(id)",
            "  name: \(Self.scalar(name))",
            "  standards: [\(standards.joined(separator: ", "))]",
            "  prerequisites: \(prerequisites)",
        ]
        let updated = try Self.appending(entry, toListAt: "skills", in: original, file: shown(unit.path))
        let skill = newSkill(id: id, unit: unitID, grade: unit.grade, name: name, standards: standards, path: unit.path)
        let lessons = firstLessons(of: skill, in: DisplayPath.parent(unit.path))
        var plan = Plan(creates: lessons.map { ($0.relative, $0.draft.text) }, replaces: [(unit.path, updated)])
        var lines = ["added skill \(id) to \(shown(unit.path)) (standards \(standards.joined(separator: ", ")))"]
        lines += lessons.map(\.draft.summary)
        var placeholders = lessons.map(\.draft.placeholders).reduce(0, +)
        if let added = try addingToMasteryCheck(of: unit, item: skill) {
            plan.replaces.append((added.relative, added.text))
            lines.append(added.summary)
            placeholders += 1
        } else {
            notes.append("unit \(unitID) has no mastery check yet: curriculum new mastery --unit \(unitID)\(pathArgument)")
        }
        try write(plan)
        return Written(lines: lines, notes: notes, next: lintNext(nil, placeholders: placeholders))
    }

    /// A skill that is not in the catalog yet, to write lessons for.
    func newSkill(id: String, unit: String, grade: Grade, name: String, standards: [String], path: String) -> Skill {
        let at = SourceLocation.file(path)
        return Skill(
            id: Located(id, at: at), unitID: unit, grade: grade, name: name,
            standards: standards.map { Located($0, at: at) }, prerequisites: [], remediation: nil, location: at)
    }

    /// Codes given with --standards, checked: known, of the unit's grade, headings replaced by
    /// their parts (STD-HEADING-USED).
    func codes(_ list: String, grade: Grade) throws -> [String] {
        let codes = list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard !codes.isEmpty else { throw UsageError("--standards is empty") }
        for code in codes {
            guard let standard = catalog.standards[code] else {
                throw UsageError("unknown standard '\(code)'" + EditDistance.didYouMean(closestTo: code, in: catalog.standards.keys))
            }
            guard standard.grade == grade else {
                throw UsageError("\(code) is a \(standard.grade.displayName) standard; this is \(grade.displayName)")
            }
        }
        return uniqueCodes(codes.flatMap(catalog.expand))
    }

    /// `codes` without repeats or headings, in order.
    func uniqueCodes(_ codes: [String]) -> [String] {
        var seen = Set<String>()
        return codes.filter { code in
            guard let standard = catalog.standards[code], !standard.isHeading else { return false }
            return seen.insert(code).inserted
        }
    }
}
