import CurriculumSyntax

package enum AssetFormatRule: CatalogRule {
    package static let description = RuleDescription(
        id: "ASSET-FORMAT", severity: .error,
        summary: "an asset file is not what its name or kind says, or a bitmap is cut short, corrupt or too large to decode",
        rationale: """
            The app picks a decoder by the file's extension, so a PNG renamed `.svg`, a PDF saved as `.png` or a text file named `.wav` ships a picture or recording that cannot be shown or played. The file's first bytes say what it really is: the PNG signature, JPEG's FF D8 FF (JFIF), `%PDF-`, an XML document whose root is `<svg>`, RIFF/WAVE, ID3 or an MPEG frame (MP3), an `ftyp` box (M4A). An image entry must be an image and an audio entry a recording. A PNG or JPEG is also read by its structure, never decoded: one cut short in transfer (no IEND chunk or end-of-image marker, a chunk or segment running past the end), corrupt (a chunk's CRC, a header PNG does not allow) or of more than 4096 pixels a side (its header can promise 100000 × 100000, 37 GiB once decoded; 4096 × 4096 is 64 MiB, more than any iPad screen) would fail or exhaust memory on a child's iPad, so it is an error, and a bundle never carries it even with this rule turned off (docs/assets.md#rules).
            """,
        triggering: [
            RuleExample("assets/images/ten-frames-8-and-5.svg", "%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n1 0 obj << /Type /Catalog >> endobj\n")
                .reports("curriculum/assets/images/ten-frames-8-and-5.svg is named .svg but is a PDF file",
                         atLine: "file: ↓images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml"),
            .replacing("- id: ten-frames-8-and-5", in: "assets/catalog.yaml", with: RuleExample.tenFramesEntry
                .replacingOccurrences(of: "kind: image", with: "kind: audio").marking("file: ↓images/"))
                .reports("asset 'ten-frames-8-and-5' is listed as audio but curriculum/assets/images/ten-frames-8-and-5.svg is an image"),
        ],
        nonTriggering: [
            .replacing("file: images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml", with: "file: images/ten-frames-8-and-5.svg")
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for entry in catalog.assets?.entries ?? [] {
            guard let file = entry.file, let info = catalog.assetFiles[entry.id.value], info.state == .read else { continue }
            let promised = AssetFormat.promised(by: file.value)
            guard let actual = info.format else {
                out.append(diagnostic(
                    at: file.location, length: file.length,
                    "\(info.displayPath) is not a PNG, JPEG, SVG, PDF, WAV, MP3 or M4A file, whatever its name says"))
                continue
            }
            if let promised, promised != actual {
                out.append(diagnostic(
                    at: file.location, length: file.length,
                    "\(info.displayPath) is named .\(file.value.split(separator: ".").last ?? "") but is a \(actual.name) file",
                    notes: [.init("export it as \(promised.name), or rename it to end in .\(actual.fileExtension)")]))
            } else if actual.kind != entry.kind {
                out.append(diagnostic(
                    at: file.location, length: file.length,
                    "asset '\(entry.id.value)' is listed as \(entry.kind.rawValue) but \(info.displayPath) is \(actual.kind == .image ? "an image" : "a recording")"))
            }
            if let problem = info.bitmapProblem {
                out.append(diagnostic(at: file.location, length: file.length, "\(info.displayPath) \(problem)"))
            }
        }
        return out
    }
}

extension AssetFormat {
    /// How people name the format.
    var name: String {
        switch self {
        case .png: return "PNG"
        case .jpeg: return "JPEG"
        case .svg: return "SVG"
        case .pdf: return "PDF"
        case .wav: return "WAV"
        case .mp3: return "MP3"
        case .m4a: return "M4A"
        }
    }

    var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
}
