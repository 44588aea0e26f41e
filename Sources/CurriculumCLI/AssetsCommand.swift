import CurriculumPreview
import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// `curriculum assets brief`: what the content team must still make. For the art team, every
/// picture with no file yet, what it must show, at what size, and the items that use it; for
/// the narrator, every line the app reads aloud. Markdown for people, CSV for spreadsheets and
/// studio tools (docs/assets.md#briefs).
package enum AssetsCommand: Command {
    package static let name = "assets"
    package static let summary = "Write the briefs for the art team (pictures to draw) and the narrator (lines to record)."
    package static let synopsis = "brief [PATH] [--out DIR]"
    package static let discussion = """
        PATH is the curriculum folder (default: the one the current folder is in, else \
        curriculum). `assets brief` writes DIR/art-brief.md and art-brief.csv (every picture \
        items show that has no file in curriculum/assets/catalog.yaml yet: what it must show, \
        its size, and each item that uses it with its prompt, alt text, answer and standards) \
        and DIR/narration-en.md and narration-en.csv (every prompt, option, hint, feedback line \
        and label the app reads aloud, as it says them, keyed like the bundle's strings, with \
        the file name each recording should have). DIR defaults to assets-brief.
        """
    package static let options: [OptionSpec] = [
        .value("--out", "DIR", "Where to write the briefs (default assets-brief)."),
    ]

    static let actions = ["brief"]

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard let action = args.positionals.first else { throw UsageError("assets needs what to do: brief") }
        guard actions.contains(action) else {
            throw UsageError("unknown assets action '\(action)'; expected brief" + EditDistance.didYouMean(closestTo: action, in: actions))
        }
        guard args.positionals.count <= 2 else { throw UsageError("assets brief takes one curriculum folder") }
        guard let compilation = try CompileRequest(paths: Array(args.positionals.dropFirst()), options: CompileOptions()).run(io: io).first else {
            return .failure
        }
        let errors = compilation.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            io.err("note: the curriculum has \(errors) error\(errors == 1 ? "" : "s") (run `curriculum lint`); the briefs cover what could be read\n")
        }
        let out = args.value("--out") ?? "assets-brief"
        let folder = io.url(for: out)
        let art = ArtBrief(catalog: compilation.catalog)
        // English, then every locale with translations: what the app reads aloud in each.
        let scripts = [NarrationScript(catalog: compilation.catalog)]
            + compilation.catalog.translations.locales.map { NarrationScript.translated(catalog: compilation.catalog, locale: $0) }
        var files: [(String, String)] = [("art-brief.md", art.markdown()), ("art-brief.csv", art.csv())]
        for narration in scripts {
            files += [("narration-\(narration.locale).md", narration.markdown()), ("narration-\(narration.locale).csv", narration.csv())]
        }
        for (name, text) in files {
            try AtomicFile.writeReplacing(path: folder.appendingPathComponent(name).path, bytes: Array(text.utf8), createFolders: true)
        }
        io.out("wrote \(out)/art-brief.{md,csv}: \(art.pictures.count) picture\(art.pictures.count == 1 ? "" : "s") to draw, \(art.drawn) drawn\n")
        for narration in scripts {
            io.out("wrote \(out)/narration-\(narration.locale).{md,csv}: \(narration.lines.count) lines to record\n")
        }
        return .success
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        if error is AtomicFile.Failure { return ErrorDescription.message(error, path: args.value("--out") ?? "assets-brief", action: .write) }
        return ErrorDescription.message(error, path: args.positionals.dropFirst().first ?? CompileRequest.defaultRoot, action: .read)
    }
}
