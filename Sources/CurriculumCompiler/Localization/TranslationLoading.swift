import CurriculumSyntax

extension FileName {
    /// A String Catalog of translations, `<locale>.xcstrings`: read as JSON into a `TranslationFile`.
    package static func isTranslationFile(_ name: String) -> Bool {
        name.hasSuffix(TranslationFile.fileExtension) && name.count > TranslationFile.fileExtension.count
    }

    static func isTranslationFile(_ name: [UInt8]) -> Bool {
        let suffix = Array(TranslationFile.fileExtension.utf8)
        return name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
    }
}

extension Compiler {
    /// Loads a translation file: JSON through the YAML loader (JSON is YAML 1.2, and the loader
    /// locates every node), then its String Catalog shape, each problem an L10N-FORMAT finding.
    static func loadTranslations(_ source: SourceFile, limits: LoadLimits) -> FileResult {
        let (root, loading) = YAMLLoader(limits: limits, json: true).load(source)
        let (file, diagnostics) = TranslationFileDecoder.decode(source, root: root, loading: loading)
        return FileResult(source: diagnostics.isEmpty ? nil : source, diagnostics: diagnostics, entity: file.map(Entity.translations))
    }
}
