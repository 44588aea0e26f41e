import CurriculumSyntax

package enum AssetSize: CatalogRule {
    package static let description = RuleDescription(
        id: "ASSET-SIZE", severity: .warning,
        summary: "an asset is too small, too large or the wrong shape for where the app draws it, or over its byte budget",
        rationale: """
            The app draws a picture at the catalog's `size` in points. A bitmap (PNG, JPEG) needs 3 pixels a point on the 3× screens of current iPhones or it looks blurred, and more than 4 a point only costs memory and download; an SVG scales, but one whose shape (width to height) differs from the space by more than 5 % is letterboxed or squashed, and one with no width, height or viewBox cannot be scaled at all. Every file also has a byte budget (`budget:` in the catalog; 512 KiB an image and 2 MiB a recording unless set), since bundles are downloaded over a family's mobile data (docs/assets.md#rules).
            """,
        triggering: [
            // The clock face (7.2 KiB) is over a 4 KiB budget; the ten frames (2.2 KiB) are not.
            .replacing("budget: {image: 524288, audio: 2097152}", in: "assets/catalog.yaml", with: "budget: {image: 4096, audio: 2097152}")
                .reports("curriculum/assets/images/clock-face-no-hands.svg is 7.2 KiB, over the image budget of 4 KiB",
                         atLine: "file: ↓images/clock-face-no-hands.svg", in: "assets/catalog.yaml"),
            RuleExample("assets/images/ten-frames-8-and-5.svg", RuleExample.tenFramesWithUse.replacingOccurrences(
                of: "width=\"320\" height=\"240\" viewBox=\"0 0 320 240\"", with: "width=\"320\" height=\"320\" viewBox=\"0 0 320 320\""))
                .reports("curriculum/assets/images/ten-frames-8-and-5.svg is 320 × 320, not the shape of the 320 × 240 points the app draws it in",
                         atLine: "file: ↓images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml"),
        ],
        nonTriggering: [
            RuleExample("assets/images/ten-frames-8-and-5.svg", RuleExample.tenFramesWithUse)
        ])

    /// Pixels a point a bitmap needs at least (3× screens) and at most.
    static let minimumScale = 3, maximumScale = 4

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let assets = catalog.assets else { return [] }
        var out: [Diagnostic] = []
        for entry in assets.entries {
            guard let file = entry.file, let info = catalog.assetFiles[entry.id.value], info.state == .read else { continue }
            func report(_ message: String, _ notes: [Diagnostic.Note] = []) {
                out.append(diagnostic(at: file.location, length: file.length, message, notes: notes))
            }
            let budget = assets.budget(for: entry.kind)
            if info.byteCount > budget {
                report("\(info.displayPath) is \(InputFile.Failure.amount(info.byteCount)), over the \(entry.kind.rawValue) budget of \(InputFile.Failure.amount(budget))")
            }
            guard let size = entry.size else { continue }
            // A bitmap cut short or too large to decode is ASSET-FORMAT's error, not a size to tune.
            if info.bitmapProblem != nil { continue }
            if let pixels = info.pixelSize {
                let least = (size.width * minimumScale, size.height * minimumScale)
                let most = (size.width * maximumScale, size.height * maximumScale)
                if pixels.width < least.0 || pixels.height < least.1 {
                    report(
                        "\(info.displayPath) is \(pixels.width) × \(pixels.height) pixels, too small for \(size.width) × \(size.height) points: it needs \(least.0) × \(least.1) (3×)")
                } else if pixels.width > most.0 || pixels.height > most.1 {
                    report(
                        "\(info.displayPath) is \(pixels.width) × \(pixels.height) pixels, more than \(most.0) × \(most.1) (4×) for \(size.width) × \(size.height) points",
                        [.init("export it at \(least.0) × \(least.1) pixels")])
                }
            } else if let svg = info.svg {
                guard let declared = svg.declaredSize else {
                    report("\(info.displayPath) has no width, height or viewBox, so the app cannot scale it to \(size.width) × \(size.height) points")
                    continue
                }
                let wanted = Double(size.width) / Double(size.height), has = declared.width / declared.height
                if abs(has / wanted - 1) > 0.05 {
                    report(
                        "\(info.displayPath) is \(SVGDocument.format(declared.width)) × \(SVGDocument.format(declared.height)), not the shape of the \(size.width) × \(size.height) points the app draws it in",
                        [.init("make its viewBox \(size.width) × \(size.height), or change the entry's `size`")])
                }
            }
        }
        return out
    }
}

extension SVGDocument {
    /// `320`, `12.5`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
