/// What the L10N rules read: each translation unit with the source string its key names today.
/// Made once per catalog by the first rule that asks and shared by the others, so a translation
/// file's every unit is listed once, not once per rule.
struct L10nUnits: Sendable {
    /// The file a unit is in, by the two things the rules ask of it.
    struct File: Sendable {
        let locale: String
        let path: String
    }

    var sources: SourceStrings
    /// Every unit, with the source string its key names if any.
    var units: Listing<SourceString?> { Listing(self, all, source: Self.sourceIfAny) }
    /// Units whose key names a source string.
    var withSource: Listing<SourceString> { Listing(self, named, source: Self.source) }
    /// Units with a translation whose key names a source string.
    var translated: Listing<SourceString> { Listing(self, named.filter { $0.translated }, source: Self.source) }
    /// Units whose key names no source string.
    var unknown: Listing<SourceString?> { Listing(self, all.filter { $0.source < 0 }, source: Self.sourceIfAny) }

    private static func sourceIfAny(_ units: L10nUnits, _ entry: Entry) -> SourceString? {
        entry.source < 0 ? nil : units.sources.strings[Int(entry.source)]
    }

    /// For entries listed in `named`, which all have one.
    private static func source(_ units: L10nUnits, _ entry: Entry) -> SourceString { units.sources.strings[Int(entry.source)] }

    /// A unit by position, not by copy: a unit holds a handful of strings, and listing thousands
    /// of them per compile, only for most rules to skip most of them, was most of what an edit
    /// cost the L10N rules.
    struct Entry: Sendable {
        var file: Int32
        var unit: Int32
        /// The source string's position in `sources`, or -1.
        var source: Int32
        var translated: Bool
    }

    private let files: [TranslationFile]
    private let names: [File]
    private var all: [Entry] = []
    private var named: [Entry] = []

    /// Nil when the curriculum has no translation files, so the rules cost nothing without them.
    init?(_ catalog: Catalog) {
        guard !catalog.translations.isEmpty else { return nil }
        // The rules run side by side; the first to ask makes the list and the others wait for it.
        self = catalog.l10nUnitsOnce.withLock { cached in
            if let cached { return cached }
            let made = L10nUnits(listing: catalog)
            cached = made
            return made
        }
    }

    private init(listing catalog: Catalog) {
        let onlyLessons = catalog.leavesOutUnowned
        sources = catalog.sourceStringsOnce.withLock { cached in
            if let cached { return cached }
            let made = SourceStrings(catalog, others: !onlyLessons)
            cached = made
            return made
        }
        files = catalog.translations.files
        names = files.map { File(locale: $0.locale, path: $0.path) }
        // By position, so no unit is copied to be listed; a catalog restricted to a few lessons
        // lists their units and those of no lesson, not every file's.
        if onlyLessons {
            for position in TranslationUnitsByLesson.of(catalog).units(of: catalog.lessons.map(\.id.value)) {
                list(file: position.file, unit: position.unit)
            }
        } else if catalog.lessonsLeftOut.isEmpty {
            for f in files.indices {
                for u in files[f].units.indices { list(file: f, unit: u) }
            }
        } else {
            for position in TranslationUnitsByLesson.of(catalog).units(leavingOut: catalog.lessonsLeftOut) {
                list(file: position.file, unit: position.unit)
            }
        }
    }

    private mutating func list(file f: Int, unit u: Int) {
        let unit = files[f].units[u]
        let source = sources.position(ofKey: unit.key.value)
        let entry = Entry(file: Int32(f), unit: Int32(u), source: Int32(source ?? -1), translated: !unit.value.value.isEmpty)
        all.append(entry)
        if source != nil { named.append(entry) }
    }

    /// Units as the rules read them: (file, unit, source), each made when it is reached.
    struct Listing<Source>: RandomAccessCollection {
        private let owner: L10nUnits
        private let entries: [Entry]
        private let source: (L10nUnits, Entry) -> Source
        fileprivate init(_ owner: L10nUnits, _ entries: [Entry], source: @escaping (L10nUnits, Entry) -> Source) {
            self.owner = owner
            self.entries = entries
            self.source = source
        }
        var startIndex: Int { 0 }
        var endIndex: Int { entries.count }
        subscript(position: Int) -> (file: File, unit: TranslationUnit, source: Source) {
            let entry = entries[position]
            return (owner.names[Int(entry.file)], owner.files[Int(entry.file)].units[Int(entry.unit)], source(owner, entry))
        }
    }
}

extension String {
    /// Quoted for a message, cut at `limit` characters.
    func quotedForMessage(limit: Int = 60) -> String {
        "'" + (count > limit ? String(prefix(limit - 1)) + "…" : self) + "'"
    }
}
