/// What one file holds, by its `kind`.
enum Entity: Sendable {
    case manifest(Manifest)
    case standardSet(StandardSet)
    case unit(Unit)
    case lesson(Lesson)
    case analytics(AnalyticsDictionary)
    case badges(BadgeCatalog)
    case wordList(WordList)
    case factSet(FactSet)
    /// A locale's translations (`l10n/<locale>.xcstrings`), read by `Compiler.loadTranslations`.
    case translations(TranslationFile)
    case assetCatalog(AssetCatalog)
    /// A lesson's approvals of one kind (`reviews/<kind>/<lesson id>.yaml`).
    case reviews(ReviewRecord)
}

extension FileDecoder {
    func decode() -> Entity? {
        switch kind ?? root["kind"]?.string {
        case "Curriculum": return manifest().map(Entity.manifest)
        case "StandardSet": return standardSet().map(Entity.standardSet)
        case "Unit": return unit().map(Entity.unit)
        case "Lesson": return lesson().map(Entity.lesson)
        case "AnalyticsEvents": return .analytics(analytics())
        case "Badges": return .badges(badges())
        case "WordList": return wordList().map(Entity.wordList)
        case "FactSet": return factSet().map(Entity.factSet)
        case "AssetCatalog": return .assetCatalog(assetCatalog())
        case "Reviews": return reviewRecord().map(Entity.reviews)
        default: return nil
        }
    }
}
