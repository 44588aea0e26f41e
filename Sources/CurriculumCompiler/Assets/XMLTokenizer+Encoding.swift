import Foundation

/// The picture as bytes, apart from its markup: where a finding's offset is, as a line and
/// column, and whether the bytes are UTF-8 that XML may hold.
extension XMLTokenizer {
    /// Line and column (1-based; columns in Unicode scalars, as every finding's) of each offset,
    /// in one pass up to the last of them.
    static func positions(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [Int: (line: Int, column: Int)] {
        var out: [Int: (line: Int, column: Int)] = [:]
        guard let base = bytes.baseAddress else { return out }
        // Line feeds found by memchr; scalars counted only on the lines offsets are on, each
        // byte once however many offsets share its line.
        var line = 1, column = 1, k = 0, counted = 0
        for offset in Set(offsets).sorted() {
            let stop = min(offset, bytes.count)
            while k < stop {
                guard let found = memchr(base + k, 0x0A, stop - k) else {
                    k = stop
                    break
                }
                k = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                line += 1
                column = 1
                counted = k
            }
            while counted < stop {
                if base[counted] & 0xC0 != 0x80 { column += 1 }
                counted += 1
            }
            out[offset] = (line, column)
        }
        return out
    }

    /// Where the bytes stop being UTF-8 XML may hold: the first sequence that is not UTF-8, and
    /// the first control character XML refuses (a NUL can end a viewer's reading early).
    static func encodingProblems(_ bytes: UnsafeBufferPointer<UInt8>) -> [Problem] {
        guard let base = bytes.baseAddress else { return [] }
        var out: [Problem] = []
        // Each control byte looked for by memchr, each search stopping at the first found.
        var control: Int?
        for byte: UInt8 in 0..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D {
            if let found = memchr(base, Int32(byte), control ?? bytes.count) {
                control = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
        }
        if let control {
            out.append(Problem(offset: control, message: "a control character (byte \(hex(base[control]))) that XML does not allow; export the picture again"))
        }
        // The standard library validates UTF-8 at full speed; where it fails is looked for after.
        guard String(validating: bytes, as: UTF8.self) == nil else { return out }
        var k = 0
        while k < bytes.count {
            if base[k] < 0x80 {
                k += 1
                continue
            }
            let length = utf8Length(bytes, at: k)
            if length == 0 {
                out.append(Problem(offset: k, message: "bytes that are not UTF-8 (\(hex(base[k])) at byte \(k)); export the picture as UTF-8"))
                break
            }
            k += length
        }
        return out
    }

    /// The length of the well-formed UTF-8 sequence at `k` (Unicode 15, table 3-7), or 0.
    private static func utf8Length(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Int {
        let b = bytes[k]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            k + offset < bytes.count && range.contains(bytes[k + offset])
        }
        switch b {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    private static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return "0x" + String(decoding: [digits[Int(b >> 4)], digits[Int(b & 0xF)]], as: UTF8.self)
    }
}
