import CurriculumSyntax

/// Character data or an attribute value as a reader sees it, its references replaced (`&#117;`
/// → `u`), remembering where each byte came from so a finding inside it points at the file.
struct XMLText {
    /// The text's UTF-8 bytes.
    private(set) var bytes: [UInt8] = []
    /// The file offset of the first byte: plain text needs nothing more.
    private var start = 0
    /// Where the text and the file stop running in step after the first byte, by the text's
    /// byte index: from `index` on, the text's byte `index + k` is the file's `source + k`, and
    /// a `source` of -1 ends a replacement. Only references and joins add marks.
    private var marks: [Mark] = []

    private struct Mark {
        var index: Int
        var source: Int
    }

    var isEmpty: Bool { bytes.isEmpty }
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends bytes the file holds as they are, starting at file offset `source`.
    mutating func append(_ run: UnsafeBufferPointer<UInt8>, from source: Int) {
        guard !run.isEmpty else { return }
        mark(source)
        bytes.append(contentsOf: run)
    }

    /// Appends one byte standing for the file's byte at `source` (a tab read as a space).
    mutating func append(_ byte: UInt8, from source: Int) {
        mark(source)
        bytes.append(byte)
    }

    /// Appends the character a reference at file offset `source` stands for, in UTF-8.
    mutating func append(replacing source: Int, with scalar: Unicode.Scalar) {
        // Marked twice: the replacement points at the reference, and what follows must mark again.
        if bytes.isEmpty { start = source } else { marks.append(Mark(index: bytes.count, source: source)) }
        // UTF-8 by hand, with an if-chain: a hostile file can hold millions of references.
        let v = scalar.value
        if v < 0x80 {
            bytes.append(UInt8(v))
        } else if v < 0x800 {
            bytes.append(UInt8(0xC0 | v >> 6))
            bytes.append(UInt8(0x80 | v & 0x3F))
        } else if v < 0x10000 {
            bytes.append(UInt8(0xE0 | v >> 12))
            bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | v & 0x3F))
        } else {
            bytes.append(UInt8(0xF0 | v >> 18))
            bytes.append(UInt8(0x80 | v >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | v & 0x3F))
        }
        marks.append(Mark(index: bytes.count, source: -1))
    }

    /// Appends another text: a `<style>`'s text is all its character data, in order.
    mutating func append(_ other: XMLText) {
        guard !other.isEmpty else { return }
        let base = bytes.count
        if base == 0 { start = other.start } else { marks.append(Mark(index: base, source: other.start)) }
        for m in other.marks { marks.append(Mark(index: base + m.index, source: m.source)) }
        bytes.append(contentsOf: other.bytes)
    }

    /// The file offset of the text's byte `index`.
    func sourceOffset(of index: Int) -> Int {
        // The last mark at or before `index`, by binary search: marks are in index order.
        var low = 0, high = marks.count
        while low < high {
            let mid = (low + high) / 2
            if marks[mid].index <= index { low = mid + 1 } else { high = mid }
        }
        var k = low - 1
        // Inside a replacement every byte points at the reference itself.
        let inReplacement = k + 1 < marks.count && marks[k + 1].source < 0
        while k >= 0, marks[k].source < 0 { k -= 1 }
        let m = k >= 0 ? marks[k] : Mark(index: 0, source: start)
        return inReplacement ? m.source : m.source + (index - m.index)
    }

    /// Marks `source` as where the next byte comes from, unless it follows on from the last.
    private mutating func mark(_ source: Int) {
        guard !bytes.isEmpty else {
            start = source
            return
        }
        let last = marks.last ?? Mark(index: 0, source: start)
        if last.source >= 0, last.source + (bytes.count - last.index) == source { return }
        marks.append(Mark(index: bytes.count, source: source))
    }
}
