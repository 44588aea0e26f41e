import CurriculumScaffold
import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// `curriculum new unit|skill|lesson|mastery`: scaffolds content that lints clean but for its
/// placeholders: the schema modeline, every required field, the next free id and order,
/// standards that fit, and placeholder items of the types those standards are taught with,
/// each marked TODO so `curriculum lint` lists exactly what is left to write (COPY-PLACEHOLDER).
/// The scaffolding itself lives in the CurriculumScaffold target.
package enum NewCommand: Command {
    package static let name = "new"
    package static let summary = "Scaffold a unit, skill, lesson or mastery check, with placeholders marked TODO."
    package static let synopsis = """
        unit --grade K|1 --title TITLE [--id SLUG] [--standards CODES] [--skill NAME] [PATH]
               curriculum new skill --unit UNIT-ID --name NAME [--id SLUG] [--standards CODES] [PATH]
               curriculum new lesson --skill SKILL-ID [--title TITLE] [--stage STAGE] [--type TYPE] [--role ROLE] [PATH]
               curriculum new mastery --unit UNIT-ID [--title TITLE] [PATH]
        """
    package static let discussion = """
        PATH is the curriculum folder (default: the one the current folder is in, else \
        curriculum). Everything `new` writes lints clean \
        except its placeholders: each placeholder item is a valid example of an item type its \
        standard is taught with, its prompt starting "TODO:", and a lesson written without \
        --title has the title "TODO: name this lesson". COPY-PLACEHOLDER reports each one as an \
        error, so `curriculum lint` lists what is left to write and `curriculum build` ships none.

        `new unit` writes <grade>/<nn>-<slug>/ with unit.yaml (one first skill), that skill's \
        first lessons (as many as the grade's lessonsPerSkill target asks) and the unit's mastery \
        check. Its standards are --standards, else the ones its title (and --skill) names, read \
        from the standards matrix; when the title names none, pass --standards. \
        `new skill` appends a skill to its unit's file (leaving the rest of the text as it was), \
        writes its first lessons and adds an item for it to the unit's mastery check; its \
        standards are --standards, else those of the unit's that its name names. \
        `new lesson` writes the skill's next lesson beside its others, at the stage the skill has \
        reached, unless the skill already has as many lessons as its target allows. \
        `new mastery` writes a unit's mastery check: 85 % to pass, an item for each skill and a \
        story problem. CODES is a comma-separated list of standard codes of the unit's grade.
        """
    package static let options: [OptionSpec] = [
        .value("--grade", "K|1", "new unit: the grade."),
        .value("--title", "TITLE", "new unit, new lesson, new mastery: the title."),
        .value("--unit", "UNIT-ID", "new skill, new mastery: the unit."),
        .value("--name", "NAME", "new skill: the skill's name."),
        .value("--skill", "SKILL-ID|NAME", "new lesson: the skill it teaches; new unit: the first skill's name (default: the title)."),
        .value("--id", "SLUG", "new unit, new skill: the last part of the id (default: from the title or name)."),
        .value("--standards", "CODES", "new unit, new skill: comma-separated standard codes (default: from the title or name)."),
        .value("--stage", "STAGE", "new lesson: concrete, representational or abstract (default: the skill's latest)."),
        .value("--type", "TYPE", "new lesson: concept, practice or recap (default: concept first, then practice)."),
        .value("--role", "ROLE", "new lesson: quickCheck or practiceSet (default practiceSet)."),
    ]

    static let kinds = ["unit", "skill", "lesson", "mastery"]
    static let allowed: [String: Set<String>] = [
        "unit": ["--grade", "--title", "--id", "--standards", "--skill"],
        "skill": ["--unit", "--name", "--id", "--standards"],
        "lesson": ["--skill", "--title", "--stage", "--type", "--role"],
        "mastery": ["--unit", "--title"],
    ]

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        // Without PATH: the curriculum this folder is in, as `lint` finds it.
        let display = curriculumPath(args, io)
        guard let kind = args.positionals.first else {
            throw UsageError("new needs what to scaffold: unit, skill, lesson or mastery")
        }
        guard kinds.contains(kind) else {
            throw UsageError("cannot scaffold '\(kind)'; expected unit, skill, lesson or mastery" + EditDistance.didYouMean(closestTo: kind, in: kinds))
        }
        guard args.positionals.count <= 2 else { throw UsageError("new \(kind) takes one curriculum folder") }
        for option in Set(args.values.keys).union(args.flags).sorted() where !(allowed[kind]?.contains(option) ?? false) {
            throw UsageError("option '\(option)' does not apply to new \(kind)")
        }
        let scaffold = try Scaffold(root: io.url(for: display), display: display, named: args.positionals.count == 2)
        let options = Scaffold.Options(args.values.compactMapValues(\.last))
        for (option, value) in options.values.sorted(by: { $0.key < $1.key }) {
            if let invisible = value.unicodeScalars.first(where: Scaffold.isInvisible) {
                let hex = String(invisible.value, radix: 16, uppercase: true)
                throw UsageError("\(option) holds the invisible character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex); type it again without it")
            }
        }
        let written: Scaffold.Written
        switch kind {
        case "unit": written = try scaffold.unit(options)
        case "skill": written = try scaffold.skill(options)
        case "mastery": written = try scaffold.mastery(options)
        default: written = try scaffold.lesson(options)
        }
        io.out(written.lines.map { $0 + "\n" }.joined())
        for note in written.notes { io.err("note: \(note)\n") }
        if let next = written.next { io.err("next: \(next)\n") }
        return .success
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        ErrorDescription.message(error, path: curriculumPath(args, io))
    }

    /// PATH, else the curriculum the current folder is in.
    static func curriculumPath(_ args: ParsedArguments, _ io: CommandIO) -> String {
        args.positionals.count == 2 ? args.positionals[1] : CompileRequest.defaultPath(io: io)
    }
}
