/// CRC-32 as PNG checks each chunk with (ISO 3309, ITU-T V.42; PNG specification annex D):
/// reflected polynomial 0xEDB88320, starting from and finished with all ones.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        // Through buffer pointers: an array's checked subscript is slow in a debug build, and
        // a picture's data chunk can be megabytes.
        table.withUnsafeBufferPointer { table in
            var c: UInt32 = 0xFFFF_FFFF
            for k in 0..<bytes.count { c = table[Int((c ^ UInt32(bytes[k])) & 0xFF)] ^ (c >> 8) }
            return c ^ 0xFFFF_FFFF
        }
    }
}
