import CurriculumSyntax

package enum AssetFileMissing: CatalogRule {
    /// The file name the triggering example writes, which is not in the repository.
    static let misspelt = "ten-frames-8-and-6.svg"

    package static let description = RuleDescription(
        id: "ASSET-FILE-MISSING", severity: .error,
        summary: "an asset catalog entry names a file that is not there",
        rationale: """
            A `file:` says the art exists and the bundle carries it; a file that is not there (a typo, a file never committed) would ship a picture the app cannot draw. So would one that is not read for safety: a symlink out of the curriculum root, a folder, a path with `..`, a file over 16 MiB (docs/assets.md#the-catalog). While the art is missing, leave `file:` out: the app then shows a placeholder (ASSET-PLACEHOLDER).
            """,
        triggering: [
            .replacing("file: images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml", with: "file: ↓images/\(misspelt)")
                .reports("no file curriculum/assets/images/\(misspelt) for asset 'ten-frames-8-and-5'"),
        ],
        nonTriggering: [
            .replacing("file: images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml", with: "file: images/ten-frames-8-and-5.svg")
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for entry in catalog.assets?.entries ?? [] {
            guard let file = entry.file, let info = catalog.assetFiles[entry.id.value] else { continue }
            switch info.state {
            case .read: continue
            case .missing:
                out.append(diagnostic(
                    at: file.location, length: file.length, "no file \(info.displayPath) for asset '\(entry.id.value)'",
                    notes: [.init("add the file, or leave `file:` out while the art is missing: the app shows a placeholder")]))
            case .refused(let why):
                out.append(diagnostic(at: file.location, length: file.length, "\(info.displayPath) is not read: \(why)"))
            }
        }
        return out
    }
}
