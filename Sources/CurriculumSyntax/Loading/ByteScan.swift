#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fast scans over a file's bytes, for the checks every file gets before it is parsed: most of a
/// curriculum is ASCII, and a byte-at-a-time loop over a several-megabyte String Catalog cost
/// more than parsing it.
package enum ByteScan {
    /// The first offset at or after `start` holding `byte` (memchr, which reads a word or a
    /// vector at a time).
    package static func first(_ byte: UInt8, in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress,
                let hit = memchr(base + start, Int32(byte), buffer.count - start)
            else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        }
    }

    /// The first offset at or after `start` whose byte is not ASCII or is NUL: everything before
    /// it is plain ASCII text. Eight bytes are tested at a time.
    package static func firstNonASCIIOrNUL(in bytes: [UInt8], from start: Int = 0) -> Int {
        bytes.withUnsafeBytes { raw -> Int in
            var i = start
            let n = raw.count
            let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
            while i + 8 <= n {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // A set high bit is a non-ASCII byte; (word - ones) & ~word & high finds a zero byte.
                if word & high != 0 || (word &- ones) & ~word & high != 0 { break }
                i += 8
            }
            while i < n, raw[i] != 0, raw[i] < 0x80 { i += 1 }
            return i
        }
    }
}
