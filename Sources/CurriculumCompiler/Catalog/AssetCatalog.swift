import CurriculumSyntax

/// curriculum/assets/catalog.yaml: every picture and recording items name, what it must show,
/// and its file once the art exists (docs/assets.md).
package struct AssetCatalog: Sendable {
    package var entries: [AssetEntry] { didSet { byID = Self.index(entries) } }
    /// The entry of every asset id, the first one where an id is written twice. Kept with the
    /// entries because every item's picture is looked up in it, by rules and by the bundles.
    package private(set) var byID: [String: AssetEntry]
    /// The most bytes one file of each kind may have (ASSET-SIZE).
    package var imageBudget: Int
    package var audioBudget: Int
    package var path: String

    package static let defaultImageBudget = 512 * 1024
    package static let defaultAudioBudget = 2 * 1024 * 1024

    package init(entries: [AssetEntry], imageBudget: Int, audioBudget: Int, path: String) {
        self.entries = entries
        self.byID = Self.index(entries)
        self.imageBudget = imageBudget
        self.audioBudget = audioBudget
        self.path = path
    }

    private static func index(_ entries: [AssetEntry]) -> [String: AssetEntry] {
        var out: [String: AssetEntry] = [:]
        for entry in entries where out[entry.id.value] == nil { out[entry.id.value] = entry }
        return out
    }

    package func budget(for kind: AssetEntry.Kind) -> Int { kind == .image ? imageBudget : audioBudget }
}

/// One picture or recording.
package struct AssetEntry: Sendable {
    package enum Kind: String, Sendable { case image, audio }

    package var id: Located<String>
    package var kind: Kind
    /// Relative to curriculum/assets/; nil while the art is missing, and the app shows a placeholder.
    package var file: Located<String>?
    /// What the picture must show, for the art team and the placeholder.
    package var shows: Located<String>
    /// How many `object`s the picture shows, when the child counts the picture.
    package var count: Located<Int>?
    package var object: String?
    /// Points the app draws an image at.
    package var size: (width: Int, height: Int)?
    package var source: String?
    package var licence: String?
    /// Where the entry was written.
    package var location: SourceLocation

    /// The art is not there yet: the app draws a placeholder.
    package var isPlaceholder: Bool { file == nil }
}

extension Catalog {
    /// The catalog entry of every asset id, the first one where an id is written twice.
    package var assetsByID: [String: AssetEntry] { assets?.byID ?? [:] }
}
