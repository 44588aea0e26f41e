import CurriculumSyntax

/// Which lesson a finding of a lesson rule belongs to, so a compile session can check an edited
/// lesson alone and keep every other lesson's findings (docs/design.md#incremental-checking).
/// A finding in a lesson's file is that lesson's. One in a translation file is the lesson whose
/// string the unit on that line translates: its key names the lesson (`<lesson>/<item>.prompt`,
/// `<lesson>.title`). Any other finding — on a unit's title, a skill's name, a key that names no
/// lesson — is no lesson's: it depends only on what is not a lesson, so a check of any lessons
/// finds it just as a check of them all does (RuleScopeTests holds each lesson rule to that).
struct FindingOwners {
    /// Each lesson's file, by lesson id: what the owners were worked out from.
    let lessonPaths: [String: String]
    private let lessonFiles: Set<String>
    /// Per translation file, the line each unit's key is on (ascending) and its lesson's file.
    private let units: [String: (lines: [Int], owners: [String?])]

    init(_ catalog: Catalog) {
        let lessonPaths = Self.lessonPaths(catalog)
        self.lessonPaths = lessonPaths
        lessonFiles = Set(lessonPaths.values)
        var found: [String: (lines: [Int], owners: [String?])] = [:]
        for file in catalog.translations.files {
            var lines: [Int] = [], owners: [String?] = []
            lines.reserveCapacity(file.units.count)
            owners.reserveCapacity(file.units.count)
            for unit in file.units.sorted(by: { $0.key.location.line < $1.key.location.line }) {
                lines.append(unit.key.location.line)
                owners.append(Self.lesson(ofKey: unit.key.value).flatMap { lessonPaths[$0] })
            }
            found[file.path] = (lines, owners)
        }
        units = found
    }

    static func lessonPaths(_ catalog: Catalog) -> [String: String] {
        Dictionary(catalog.lessons.map { ($0.id.value, $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    /// The file of the lesson `finding` belongs to, or nil when it is no lesson's.
    func owner(of finding: Diagnostic) -> String? {
        let path = finding.location.path
        if lessonFiles.contains(path) { return path }
        guard let file = units[path] else { return nil }
        // The last unit whose key is on or above the finding's line: a unit's block runs to the next key.
        var low = 0, high = file.lines.count
        while low < high {
            let mid = (low + high) / 2
            if file.lines[mid] <= finding.location.line { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : file.owners[low - 1]
    }

    /// The lesson id a string key names: before the `/` of an item's key, or before the last
    /// `.` of a lesson's own (`<lesson>.title`); whether it is a lesson is for the caller to say.
    static func lesson(ofKey key: String) -> String? { lessonPart(ofKey: key).map(String.init) }

    /// The same, as part of the key: looked up without making a string, thousands of times a compile.
    static func lessonPart(ofKey key: String) -> Substring? {
        if let slash = key.utf8.firstIndex(of: UInt8(ascii: "/")) { return key[..<slash] }
        guard let dot = key.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return key[..<dot]
    }
}
