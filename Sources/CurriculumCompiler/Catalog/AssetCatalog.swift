import CurriculumSyntax

/// curriculum/assets/catalog.yaml: every picture and recording items name, what it must show,
/// and its file once the art exists (docs/assets.md).
public struct AssetCatalog: Sendable {
    public var entries: [AssetEntry] { didSet { byID = Self.index(entries) } }
    /// The entry of every asset id, the first one where an id is written twice. Kept with the
    /// entries because every item's picture is looked up in it, by rules and by the bundles.
    public private(set) var byID: [String: AssetEntry]
    /// The most bytes one file of each kind may have (ASSET-SIZE).
    public var imageBudget: Int
    public var audioBudget: Int
    public var path: String

    public static let defaultImageBudget = 512 * 1024
    public static let defaultAudioBudget = 2 * 1024 * 1024

    public init(entries: [AssetEntry], imageBudget: Int, audioBudget: Int, path: String) {
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

    public func budget(for kind: AssetEntry.Kind) -> Int { kind == .image ? imageBudget : audioBudget }
}

/// One picture or recording.
public struct AssetEntry: Sendable {
    public enum Kind: String, Sendable { case image, audio }

    public var id: Located<String>
    public var kind: Kind
    /// Relative to curriculum/assets/; nil while the art is missing, and the app shows a placeholder.
    public var file: Located<String>?
    /// What the picture must show, for the art team and the placeholder.
    public var shows: Located<String>
    /// How many `object`s the picture shows, when the child counts the picture.
    public var count: Located<Int>?
    public var object: String?
    /// Points the app draws an image at.
    public var size: (width: Int, height: Int)?
    public var source: String?
    public var licence: String?
    /// Where the entry was written.
    public var location: SourceLocation

    /// The art is not there yet: the app draws a placeholder.
    public var isPlaceholder: Bool { file == nil }
}

extension Catalog {
    /// The catalog entry of every asset id, the first one where an id is written twice.
    public var assetsByID: [String: AssetEntry] { assets?.byID ?? [:] }
}
