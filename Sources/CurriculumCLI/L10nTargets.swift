import CurriculumSyntax
import CurriculumCompiler
import Foundation

/// Where `l10n import` and `l10n export --out` write a locale's translation file, and when they
/// must not: locales are matched ignoring case (BCP 47), so `es-us` writes into the curriculum's
/// `l10n/es-US.xcstrings` rather than beside it (or over it, on a file system that ignores
/// case), and nothing is written over a file whose translations it would not carry.
extension L10nCommand {
    /// A locale's translation file as an import finds it.
    struct ImportTarget {
        /// Where it is on disk, and as findings print it.
        var path: String
        var shown: String
        /// Its bytes now; nil when the locale has no file yet.
        var existing: SourceFile?
    }

    /// The translation file an import of `locale` writes: the one the curriculum has for it,
    /// whatever the case of its name, else `l10n/<locale>.xcstrings`. Refused (a message) when
    /// the locale has two, or its file has errors: rewriting it would lose what could not be read.
    static func importTarget(_ compilation: Compilation, _ locale: String) -> Result<ImportTarget, CommandFailure> {
        var found: [(path: String, shown: String)] = []
        for (shown, file) in compilation.filePaths.sorted(by: { $0.key < $1.key }) {
            guard let named = TranslationFile.locale(ofPath: shown), LocaleTag.same(named, locale) else { continue }
            found.append((String(decoding: file.path.bytes, as: UTF8.self), shown))
        }
        // A file the run did not read (one it could not) still must not get a case-different twin.
        let folder = compilation.root.appendingPathComponent("l10n")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let path = folder.appendingPathComponent(name).path
            guard let named = TranslationFile.locale(ofPath: name), LocaleTag.same(named, locale), !found.contains(where: { $0.path == path }) else { continue }
            found.append((path, DisplayPath.join(compilation.displayRoot, "l10n/" + name)))
        }
        if found.count > 1 {
            let names = found.map { TerminalSafe.escape($0.shown) }
            return .failure(CommandFailure(
                "\(locale) has \(found.count) translation files, \(names.joined(separator: " and ")); a locale is the same whatever its case, so merge them into one first (L10N-LOCALE)",
                .contentErrors))
        }
        guard let (path, shown) = found.first else {
            let new = translationFile(compilation, locale)
            return .success(ImportTarget(path: new.url.path, shown: new.shown, existing: nil))
        }
        let broken = compilation.diagnostics.contains { d in
            d.severity == .error && d.location.path == shown
                && (d.ruleID.hasPrefix("YAML-") || d.ruleID.hasPrefix("FILE-") || d.ruleID == L10nFormat.id || d.ruleID == L10nLocale.id)
        }
        if broken || compilation.catalog.translations[locale]?.path != shown {
            return .failure(CommandFailure(
                "\(TerminalSafe.escape(shown)) has errors (run `curriculum lint`); fix it before importing into it: rewriting it would lose what it holds",
                .contentErrors))
        }
        switch InputFile.read(path: path, displayPath: shown, limit: LoadLimits().maxFileBytes) {
        case .success(let source): return .success(ImportTarget(path: path, shown: shown, existing: source))
        case .failure(let failure): return .failure(CommandFailure("cannot read '\(TerminalSafe.escape(shown))': \(failure)", .failure))
        }
    }

    /// Why `l10n export --out` must not write `url`, or nil. It refuses to write over a
    /// translation file of another locale, and, inside the curriculum (where what it writes is
    /// read as a translation file), to write a file named for another locale, a second file for
    /// the locale, XLIFF, or the locale's own file when that holds translations the export
    /// leaves out (keys that name nothing, other locales').
    static func exportRefusal(_ url: URL, locale: String, format: ExportFormat, _ compilation: Compilation, sources: SourceStrings) -> String? {
        let target = url.standardizedFileURL.resolvingSymlinksInPath()
        let root = compilation.root.standardizedFileURL.resolvingSymlinksInPath()
        let inside = target.path.hasPrefix(root.path + "/")
        let shown = TerminalSafe.escape(target.lastPathComponent)
        if let named = TranslationFile.locale(ofPath: target.path), !LocaleTag.same(named, locale) {
            if FileManager.default.fileExists(atPath: target.path) {
                return "\(shown) is the translation file of \(named); exporting \(locale) over it would replace its translations"
            }
            if inside { return "a file named \(shown) in the curriculum is read as the translation file of \(named), not \(locale)" }
            return nil
        }
        guard inside, target.pathExtension == String(TranslationFile.fileExtension.dropFirst()) else { return nil }
        if format != .xcstrings { return "\(shown) in the curriculum is read as a String Catalog; write XLIFF elsewhere" }
        guard let current = compilation.catalog.translations[locale] else { return nil }
        let currentURL = compilation.filePaths[current.path].map { URL(fileURLWithPath: String(decoding: $0.path.bytes, as: UTF8.self)) }
        guard currentURL?.standardizedFileURL.resolvingSymlinksInPath().path == target.path else {
            return "\(locale)'s translation file is \(TerminalSafe.escape(current.path)); a second one would not be read (L10N-LOCALE)"
        }
        let unknown = current.units.filter { sources[$0.key.value] == nil }.count
        if unknown > 0 || !current.otherLocales.isEmpty {
            let what = unknown > 0 ? "\(unknown) translation\(unknown == 1 ? " whose key names" : "s whose keys name") no string" : "translations of other locales"
            return "\(TerminalSafe.escape(current.path)) holds \(what), which an export leaves out; writing the export over it would lose them (use `curriculum l10n import` to add to it)"
        }
        return nil
    }
}
