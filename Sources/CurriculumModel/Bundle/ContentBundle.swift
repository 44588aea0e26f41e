/// A bundle read and verified by `BundleReader`: every file decoded with its type.
public struct ContentBundle: Sendable, Hashable {
    public var manifest: BundleManifest
    public var standards: [StandardRecord] = []
    public var units: [UnitRecord] = []
    public var skills: [SkillRecord] = []
    /// Lessons in teaching order (the order of `units` → `skills` → `lessons`, then mastery checks).
    public var lessons: [LessonContent] = []
    public var analytics: AnalyticsDocument?
    public var badges: BadgesDocument?
    public var factSets: [FactSetRecord] = []
    /// Translations by locale (`strings/<locale>.json`); the source language's text is in the
    /// records. `localizedStrings(_:)` merges the two.
    public var locales: [String: LocaleStrings] = [:]
    /// The pictures and recordings the bundle carries (`assets/…`), by path; read one with
    /// `BundleReader.asset(for:)`, which checks its hash.
    public var assetFiles: Set<String> = []

    public init(manifest: BundleManifest) { self.manifest = manifest }

    public func lesson(_ id: String) -> LessonContent? { lessons.first { $0.metadata.id == id } }

    /// Every item, lesson by lesson.
    public var items: [ItemRecord] { lessons.flatMap(\.items) }
}

/// One lesson's two files.
public struct LessonContent: Sendable, Hashable {
    public var metadata: LessonMetadata
    public var items: [ItemRecord]

    public init(metadata: LessonMetadata, items: [ItemRecord]) {
        self.metadata = metadata
        self.items = items
    }
}
