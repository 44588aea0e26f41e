import CurriculumSyntax
import CurriculumModel
import CurriculumCompiler
import Foundation

/// `curriculum l10n export|import|status`: the translation round trip (docs/localization.md).
/// Export hands translators every source string with the locale's translations merged in;
/// import takes a delivered String Catalog or XLIFF back into `l10n/<locale>.xcstrings`,
/// refusing what it cannot take with findings located in the delivered file; status says how
/// complete each locale is. The L10N rules check the translation files on every `lint`.
package enum L10nCommand: Command {
    package static let name = "l10n"
    package static let summary = "Export strings for translation, import translations, and report each locale's progress."
    package static let synopsis = """
        export --locale LOCALE [--format xcstrings|xliff] [--out FILE] [PATH]
               curriculum l10n import FILE [PATH]
               curriculum l10n status [--locale LOCALE] [--format text|json] [PATH]
        """
    package static let discussion = """
        PATH is the curriculum folder (default: the one the current folder is in, else \
        curriculum). Translations live in PATH/l10n/<locale>.xcstrings, String Catalogs in the \
        JSON Xcode writes, each translation beside the English it was made from.

        `export` prints (or writes to FILE, atomically) every user-facing string with the \
        locale's translations merged in: a string not translated yet is new, and one whose \
        English changed since it was translated is stale, its old translation kept and the old \
        English in its note. The note tells the translator who reads the string, its limits and \
        the numbers it must keep. XLIFF is version 1.2. FILE is refused when it is another \
        locale's translation file, or inside the curriculum when it would be read as a second \
        or wrong translation file, or would replace translations the export leaves out.

        `import` reads a String Catalog or XLIFF file (by its content, not its name) and merges \
        its translations into the translation file of each locale it holds (locales match \
        whatever their case: es-us is es-US), creating it if needed; everything else the file \
        holds is kept. Import is all or nothing: what cannot be taken is reported, located in \
        FILE, and then nothing is written and the command exits 1: a key that names no string, \
        a file that is not well formed (String Catalogs are strict JSON), an unknown state, a \
        unit delivered twice with different values, a file without a target locale. A \
        translation made from English that has changed since is taken as needs_review and \
        stays stale, unless the repository already has a translation of today's English, which \
        is an error.

        `status` counts, per locale, the strings translated, needing review, stale (their English \
        changed) and missing, and the percentage complete; json lists every string with the \
        short SHA-256 of its English.
        """
    package static let options: [OptionSpec] = [
        .value("--locale", "LOCALE", "export: the locale to export (e.g. es-US); status: a locale to report even without a file."),
        .value("--format", "FORMAT", "export: xcstrings (default) or xliff; status: text (default) or json."),
        .value("--out", "FILE", "export: write to FILE instead of standard output."),
    ]

    static let actions = ["export", "import", "status"]
    static let allowed: [String: Set<String>] = [
        "export": ["--locale", "--format", "--out"], "import": [], "status": ["--locale", "--format"],
    ]

    enum ExportFormat: String, OutputFormat { case xcstrings, xliff }
    enum StatusFormat: String, OutputFormat { case text, json }

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard let action = args.positionals.first else { throw UsageError("l10n needs an action: export, import or status") }
        guard actions.contains(action) else {
            throw UsageError("unknown l10n action '\(action)'; expected export, import or status" + EditDistance.didYouMean(closestTo: action, in: actions))
        }
        for option in Set(args.values.keys).union(args.flags).sorted() where !(allowed[action]?.contains(option) ?? false) {
            throw UsageError("option '\(option)' does not apply to l10n \(action)")
        }
        let rest = Array(args.positionals.dropFirst())
        switch action {
        case "export": return try export(args, rest, io)
        case "import": return try importFile(rest, io)
        default: return try status(args, rest, io)
        }
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        if let out = args.value("--out") { return ErrorDescription.message(error, path: out, action: .write) }
        return ErrorDescription.message(error, path: args.positionals.last ?? CompileRequest.defaultRoot)
    }

    /// The curriculum at PATH, compiled; translation work reads what could be read, as coverage does.
    static func compile(_ path: [String], _ io: CommandIO) throws -> Compilation {
        guard path.count <= 1 else { throw UsageError("l10n takes one curriculum folder") }
        guard let compilation = try CompileRequest(paths: path, options: CompileOptions()).run(io: io).first else {
            throw CommandFailure("no curriculum to read", .failure)
        }
        let errors = compilation.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            io.err("note: the curriculum has \(errors) error\(errors == 1 ? "" : "s") (run `curriculum lint`); its strings are what could be read\n")
        }
        return compilation
    }

    /// `--locale`, in BCP 47's canonical case: `es-us` is es-US.
    static func locale(_ args: ParsedArguments) throws -> String? {
        guard let locale = args.value("--locale") else { return nil }
        guard TranslationFile.isLocale(locale) else { throw UsageError("'\(TerminalSafe.escape(locale))' is not a locale such as es-US") }
        return LocaleTag.canonical(locale)
    }

    /// Where a locale's translation file is, under the curriculum root.
    static func translationFile(_ compilation: Compilation, _ locale: String) -> (url: URL, shown: String) {
        let relative = "l10n/\(locale)\(TranslationFile.fileExtension)"
        return (compilation.root.appendingPathComponent(relative), DisplayPath.join(compilation.displayRoot, relative))
    }

    // MARK: - export

    static func export(_ args: ParsedArguments, _ path: [String], _ io: CommandIO) throws -> ExitCode {
        guard let locale = try locale(args) else { throw UsageError("l10n export needs --locale, e.g. --locale es-US") }
        let format = try ExportFormat.named(args.value("--format") ?? "xcstrings", suggesting: true, showingUsage: true)
        let compilation = try compile(path, io)
        let sources = SourceStrings(compilation.catalog)
        let export = TranslationExport(sources: sources, locale: locale, existing: compilation.catalog.translations[locale])
        let text = format == .xliff ? export.xliff(original: "l10n/\(locale)\(TranslationFile.fileExtension)") : export.xcstrings
        if let out = args.value("--out") {
            if let refusal = exportRefusal(io.url(for: out), locale: locale, format: format, compilation, sources: sources) {
                throw CommandFailure(refusal + "; nothing was written", .contentErrors)
            }
            try AtomicFile.writeReplacing(path: io.url(for: out).path, bytes: Array(text.utf8), createFolders: true)
            io.err("wrote \(export.units.count) strings for \(locale) to \(TerminalSafe.escape(out))\n")
        } else {
            io.out(text)
        }
        return .success
    }

    // MARK: - import

    static func importFile(_ rest: [String], _ io: CommandIO) throws -> ExitCode {
        guard let file = rest.first else { throw UsageError("l10n import needs the file to import (a .xcstrings or .xliff)") }
        let compilation = try compile(Array(rest.dropFirst()), io)
        let source: SourceFile
        switch InputFile.read(path: io.url(for: file).path, displayPath: file, limit: LoadLimits().maxFileBytes) {
        case .success(let read): source = read
        case .failure(let failure):
            io.err("error: cannot read '\(TerminalSafe.escape(file))': \(failure)\n")
            return .failure
        }
        let delivered = TranslationImport(source, limits: LoadLimits())
        var diagnostics = delivered.diagnostics
        var refusals: [String] = []
        let sources = SourceStrings(compilation.catalog)
        let keys = SuggestionIndex(sources.strings.map(\.key))
        var writes: [(target: ImportTarget, merge: TranslationImport.Merge)] = []
        for locale in delivered.locales {
            switch importTarget(compilation, locale) {
            case .failure(let refusal): refusals += refusal.messages
            case .success(let target):
                let merge = delivered.merge(locale: locale, into: target.existing, sources: sources, keys: keys)
                diagnostics += merge.diagnostics
                writes.append((target, merge))
            }
        }
        if !diagnostics.isEmpty {
            let report = LintReport(diagnostics: diagnostics.sorted(), sources: [file: source], checkedFiles: [file], rules: RuleRegistry.all)
            io.emit(report, format: .text)
        }
        for refusal in refusals { io.err("error: \(refusal)\n") }
        // All or nothing: a delivery with any error is not half taken, so exit 1 always means nothing changed.
        if !refusals.isEmpty || diagnostics.contains(where: { $0.severity == .error }) {
            io.err("nothing was imported: no translation file was written\n")
            return .contentErrors
        }
        for (target, merge) in writes {
            guard merge.taken > 0 else {
                io.err("took no translations for \(merge.locale)\n")
                continue
            }
            try AtomicFile.writeReplacing(path: target.path, bytes: Array(merge.text.utf8), createFolders: true)
            io.err("took \(merge.taken) translation\(merge.taken == 1 ? "" : "s") for \(merge.locale) into \(TerminalSafe.escape(target.shown))\n")
        }
        return .success
    }

    // MARK: - status

    static func status(_ args: ParsedArguments, _ path: [String], _ io: CommandIO) throws -> ExitCode {
        let format = try StatusFormat.chosen(by: args, suggesting: true, showingUsage: true)
        let only = try locale(args)
        let compilation = try compile(path, io)
        let sources = SourceStrings(compilation.catalog)
        let translations = compilation.catalog.translations
        var locales = translations.locales
        if let only {
            locales = [only]
        }
        var reports: [JSONValue] = []
        var text = ""
        if locales.isEmpty {
            text = "no translations: no l10n/<locale>.xcstrings in \(TerminalSafe.escape(compilation.displayRoot)); start one with `curriculum l10n export --locale es-US`\n"
        }
        for locale in locales {
            let file = translations[locale]
            let status = file?.status(against: sources) ?? sources.status(locale: locale)
            let shown = file?.path ?? translationFile(compilation, locale).shown
            text += "\(locale) (\(TerminalSafe.escape(shown))\(file == nil ? ", not started" : "")): \(status.total) strings, "
                + "\(status.translated) translated, \(status.needsReview) needing review, \(status.stale) stale, \(status.missing) missing; "
                + "\(percent(status.percentComplete)) % complete\n"
            if status.unknown > 0 {
                text += "  \(status.unknown) translation\(status.unknown == 1 ? " names" : "s name") no string of the curriculum (L10N-UNKNOWN-KEY)\n"
            }
            var units: [JSONValue] = []
            if format == .json {
                for s in sources.strings {
                    let unit = file?[s.key]
                    var entry: JSONObject = [
                        "key": .string(s.key),
                        "status": .string(TranslationProgress(unit, source: s.text, language: TranslationFile.language(of: locale)).rawValue),
                        "sourceHash": .string(SourceHash.of(s.text)),
                    ]
                    if let unit { entry["state"] = .string(unit.state.value.rawValue) }
                    if let hash = unit?.sourceHash, hash != SourceHash.of(s.text) { entry["translatedFromHash"] = .string(hash) }
                    units.append(.object(entry))
                }
            }
            reports.append(.object([
                "locale": .string(locale), "file": file == nil ? .null : .string(shown),
                "total": .int(status.total), "translated": .int(status.translated), "needsReview": .int(status.needsReview),
                "stale": .int(status.stale), "missing": .int(status.missing), "unknown": .int(status.unknown),
                "percentComplete": .double(status.percentComplete), "complete": .bool(status.isComplete), "units": .array(units),
            ]))
        }
        switch format {
        case .json: io.out(JSONValue.object(["locales": .array(reports)]).jsonText())
        case .text: io.out(text)
        }
        return .success
    }

    static func percent(_ percent: Double) -> String {
        percent == percent.rounded() ? String(Int(percent)) : String(format: "%.1f", percent)
    }
}
