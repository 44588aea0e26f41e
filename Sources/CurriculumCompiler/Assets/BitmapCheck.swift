import CurriculumSyntax
import Foundation

/// Whether a PNG or JPEG is whole, and small enough to decode: read by its structure (PNG's
/// chunks, JPEG's segments), never decoded. A file cut short in transfer, or one whose header
/// promises 100000 × 100000 pixels (40 GB once decoded), would fail or exhaust memory on a
/// child's iPad when it is drawn; either is an error, so it never ships.
enum BitmapCheck {
    /// The most pixels a side a bitmap may have: more than any iPad's screen (2732 × 2048 on a
    /// 12.9-inch iPad Pro) and more than 4× the largest space the catalog gives a picture, yet
    /// 64 MiB at most once decoded (4096 × 4096 × 4 bytes), which an iPad can hold.
    static let maximumSide = 4096

    /// Why the bitmap cannot ship, as the rest of a sentence that starts with its path; nil
    /// when it is whole and of a size the app can decode.
    static func problem(in bytes: [UInt8], as format: AssetFormat) -> String? {
        // Read through a buffer pointer, for the same reason as `XMLTokenizer`.
        bytes.withUnsafeBufferPointer { bytes in
            switch format {
            case .png: return png(bytes)
            case .jpeg: return jpeg(bytes)
            default: return nil
            }
        }
    }

    /// A side of 0 has no pixels; over `maximumSide` is too many to decode.
    static func sizeProblem(width: Int, height: Int) -> String? {
        if width == 0 || height == 0 {
            return "is \(width) × \(height) pixels: a picture with no pixels; export it again"
        }
        guard width > maximumSide || height > maximumSide else { return nil }
        // In Double: two 31-bit sides and 4 bytes a pixel can overflow an Int.
        let bytes = Int(min(Double(width) * Double(height) * 4, Double(Int.max / 2)))
        return "is \(width) × \(height) pixels, \(InputFile.Failure.amount(bytes)) once decoded; the app decodes at most \(maximumSide) × \(maximumSide) (64 MiB): export it at the size ASSET-SIZE asks for"
    }

    // MARK: - PNG (ISO/IEC 15948, W3C PNG)

    /// The signature, an IHDR chunk first, image data (IDAT), and IEND last; every chunk whole
    /// and matching its CRC.
    static func png(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var at = 8
        var sawData = false
        var first = true
        while true {
            guard at < bytes.count else {
                return "is cut short at byte \(bytes.count): it ends without the IEND chunk that ends every PNG; export it again"
            }
            guard at + 8 <= bytes.count else {
                return "is cut short at byte \(bytes.count): the chunk at byte \(at) is cut off; export it again"
            }
            let length = be(bytes, at, 4)
            let type = bytes[(at + 4)..<(at + 8)]
            let name = String(decoding: type, as: UTF8.self)
            guard type.allSatisfy(Byte.isLetter), length <= 0x7FFF_FFFF else {
                return "is corrupt at byte \(at): no PNG chunk starts there; export it again"
            }
            let end = at + 12 + length
            guard end <= bytes.count else {
                return "is cut short at byte \(bytes.count): its \(name) chunk at byte \(at) needs \(end - bytes.count) bytes more; export it again"
            }
            guard CRC32.checksum(UnsafeBufferPointer(rebasing: bytes[(at + 4)..<(at + 8 + length)])) == UInt32(be(bytes, at + 8 + length, 4)) else {
                return "is corrupt: its \(name) chunk at byte \(at) does not match its checksum (CRC); export it again"
            }
            if first {
                guard name == "IHDR", length == 13 else { return "is corrupt: it does not start with its header (IHDR); export it again" }
                if let problem = header(bytes, at + 8) { return problem }
                first = false
            }
            if name == "IDAT" { sawData = true }
            if name == "IEND" {
                return sawData ? nil : "has no image data (no IDAT chunk); export it again"
            }
            at = end
        }
    }

    /// IHDR: width and height, then a bit depth and colour type PNG allows together,
    /// compression 0, filter 0, interlace 0 or 1.
    private static func header(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> String? {
        let width = be(bytes, at, 4), height = be(bytes, at + 4, 4)
        let depth = bytes[at + 8], colour = bytes[at + 9]
        let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF, depths[colour]?.contains(depth) == true,
            bytes[at + 10] == 0, bytes[at + 11] == 0, bytes[at + 12] <= 1
        else { return "is corrupt: its header (IHDR) holds values PNG does not allow; export it again" }
        return sizeProblem(width: width, height: height)
    }

    // MARK: - JPEG (ITU-T T.81)

    /// SOI, then segments each whole, a frame header (SOF) before the first scan (SOS), and
    /// the end-of-image marker (EOI) after the scans.
    static func jpeg(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var at = 2
        var sawFrame = false, sawScan = false
        while true {
            guard at < bytes.count else {
                return "is cut short at byte \(bytes.count): it ends without the end-of-image marker (FF D9); export it again"
            }
            guard bytes[at] == 0xFF else { return "is corrupt at byte \(at): no JPEG marker starts there; export it again" }
            // A marker may be preceded by any number of FF fill bytes.
            var m = at + 1
            while m < bytes.count, bytes[m] == 0xFF { m += 1 }
            guard m < bytes.count else {
                at = bytes.count
                continue
            }
            let marker = bytes[m]
            let start = m - 1
            at = m + 1
            switch marker {
            case 0xD9:
                if !sawScan { return "has no image data (no start-of-scan segment); export it again" }
                return nil
            case 0x01, 0xD0...0xD7:
                continue
            case 0x00, 0xD8:
                return "is corrupt at byte \(start): a marker (FF \(String(marker, radix: 16, uppercase: true))) that cannot stand there; export it again"
            default:
                break
            }
            guard at + 2 <= bytes.count else {
                at = bytes.count
                continue
            }
            let length = be(bytes, at, 2)
            guard length >= 2 else { return "is corrupt: the segment at byte \(start) has a length of \(length); export it again" }
            let end = at + length
            guard end <= bytes.count else {
                return "is cut short at byte \(bytes.count): its segment at byte \(start) needs \(end - bytes.count) bytes more; export it again"
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 8 else { return "is corrupt: its frame header at byte \(start) is too short; export it again" }
                if let problem = sizeProblem(width: be(bytes, at + 5, 2), height: be(bytes, at + 3, 2)) { return problem }
                sawFrame = true
            }
            at = end
            if marker == 0xDA {
                guard sawFrame else { return "is corrupt: image data at byte \(start) comes before the frame header (SOF); export it again" }
                sawScan = true
                // The scan's entropy-coded bytes run to the next marker: FF not followed by 00
                // (a stuffed FF), a restart marker or another FF.
                while at + 1 < bytes.count, let base = bytes.baseAddress {
                    guard let found = memchr(base + at, 0xFF, bytes.count - at - 1) else {
                        at = bytes.count
                        break
                    }
                    at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    let next = bytes[at + 1]
                    if next != 0x00, next != 0xFF, next < 0xD0 || next > 0xD7 { break }
                    at += 1
                }
                if at + 1 >= bytes.count { at = bytes.count }
            }
        }
    }

    /// A big-endian unsigned integer of `count` bytes; the caller has checked they are there.
    private static func be(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ count: Int) -> Int {
        var value = 0
        for k in at..<(at + count) { value = value << 8 | Int(bytes[k]) }
        return value
    }
}
