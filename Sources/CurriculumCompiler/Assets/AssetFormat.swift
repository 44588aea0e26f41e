/// What an asset file is, told by its first bytes (its signature), never by its name: a PNG
/// renamed `.svg` is still a PNG, and the app, which picks a decoder by the name, would fail to
/// draw it. Signatures: PNG (ISO/IEC 15948, the 8-byte signature), JPEG JFIF (FF D8 FF), PDF
/// (`%PDF-`), SVG (XML whose root is `<svg`), RIFF/WAVE, ID3 or an MPEG audio frame sync (MP3),
/// and an ISO base media `ftyp` box (M4A).
package enum AssetFormat: String, Sendable, CaseIterable {
    case png, jpeg, svg, pdf, wav, mp3, m4a

    package var kind: AssetEntry.Kind {
        switch self {
        case .png, .jpeg, .svg, .pdf: return .image
        case .wav, .mp3, .m4a: return .audio
        }
    }

    /// The format a file name promises by its extension.
    package static func promised(by name: String) -> AssetFormat? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "png": return .png
        case "jpg", "jpeg": return .jpeg
        case "svg": return .svg
        case "pdf": return .pdf
        case "wav": return .wav
        case "mp3": return .mp3
        case "m4a": return .m4a
        default: return nil
        }
    }

    /// What the bytes are, or nil for none of these.
    package static func sniff(_ bytes: [UInt8]) -> AssetFormat? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && bytes[offset..<offset + prefix.count].elementsEqual(prefix)
        }
        func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(ascii("%PDF-")) { return .pdf }
        if starts(ascii("RIFF")) && starts(ascii("WAVE"), at: 8) { return .wav }
        if starts(ascii("ID3")) { return .mp3 }
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0 { return .mp3 }
        if starts(ascii("ftyp"), at: 4) { return .m4a }
        if SVGDocument.looksLikeSVG(bytes) { return .svg }
        return nil
    }

    /// Pixel width and height from a PNG's IHDR chunk or a JPEG's start-of-frame segment.
    package static func pixelSize(of bytes: [UInt8], as format: AssetFormat) -> (width: Int, height: Int)? {
        func be(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        switch format {
        case .png:
            // Signature (8), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
            guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)),
                let w = be(16, 4), let h = be(20, 4)
            else { return nil }
            return (w, h)
        case .jpeg:
            // Segments after SOI: FF, a marker, a 2-byte length; a start-of-frame (C0–CF but
            // C4, C8 and CC) holds precision (1), height (2), width (2).
            var at = 2
            while at + 4 <= bytes.count {
                guard bytes[at] == 0xFF else { return nil }
                let marker = bytes[at + 1]
                if marker == 0xFF { at += 1; continue }
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { at += 2; continue }
                guard let length = be(at + 2, 2), length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let h = be(at + 5, 2), let w = be(at + 7, 2) else { return nil }
                    return (w, h)
                }
                at += 2 + length
            }
            return nil
        default:
            return nil
        }
    }
}
