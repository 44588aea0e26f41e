#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SHA-1 (FIPS 180-4 §6.1). Only for name-based UUIDs (RFC 9562 version 5),
/// which are defined over SHA-1; it is not collision resistant, so never use
/// it for integrity — that is what `SHA256` is for.
public struct SHA1: Sendable {
    public static let digestByteCount = 20
    public static let blockByteCount = 64

    private var hasher = BlockHasher<State>()

    public init() {}

    /// Absorbs `bytes`. Contiguous collections are hashed in place.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        hasher.update(bytes)
    }

    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        hasher.update(buffer)
    }

    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { hasher.update($0) }
    }

    /// The 20-byte digest of everything absorbed so far; does not consume the hasher.
    public func finalize() -> [UInt8] {
        hasher.finalize()
    }

    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var sha = SHA1()
        sha.update(bytes)
        return sha.finalize()
    }

    public static func hash(_ data: Data) -> [UInt8] {
        var sha = SHA1()
        sha.update(data)
        return sha.finalize()
    }

    /// Lowercase hexadecimal.
    public static func hex(_ bytes: [UInt8]) -> String {
        Hex.lowercase(bytes)
    }
}

extension SHA1 {
    /// The five working words H0…H4.
    struct State: BlockCompression {
        // FIPS 180-4 §5.3.1.
        private var h0: UInt32 = 0x67452301
        private var h1: UInt32 = 0xefcdab89
        private var h2: UInt32 = 0x98badcfe
        private var h3: UInt32 = 0x10325476
        private var h4: UInt32 = 0xc3d2e1f0

        init() {}

        var digest: [UInt8] {
            var out = [UInt8]()
            out.reserveCapacity(20)
            for word in [h0, h1, h2, h3, h4] { out.appendBigEndian(word) }
            return out
        }

        mutating func compress(_ blocks: UnsafeRawBufferPointer) {
            precondition(blocks.count % 64 == 0)
            var h0 = self.h0, h1 = self.h1, h2 = self.h2, h3 = self.h3, h4 = self.h4

            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { schedule in
                let w = schedule.baseAddress!
                var offset = 0
                while offset < blocks.count {
                    for t in 0..<16 {
                        w[t] = blocks.loadUnaligned(fromByteOffset: offset &+ 4 &* t, as: UInt32.self).bigEndian
                    }
                    for t in 16..<80 {
                        w[t] = rotl(w[t &- 3] ^ w[t &- 8] ^ w[t &- 14] ^ w[t &- 16], 1)
                    }

                    var a = h0, b = h1, c = h2, d = h3, e = h4
                    // One loop per round function, so there is no branch per round.
                    for t in 0..<20 {
                        let temp = rotl(a, 5) &+ ((b & c) | (~b & d)) &+ e &+ 0x5a827999 &+ w[t]
                        e = d; d = c; c = rotl(b, 30); b = a; a = temp
                    }
                    for t in 20..<40 {
                        let temp = rotl(a, 5) &+ (b ^ c ^ d) &+ e &+ 0x6ed9eba1 &+ w[t]
                        e = d; d = c; c = rotl(b, 30); b = a; a = temp
                    }
                    for t in 40..<60 {
                        let temp = rotl(a, 5) &+ ((b & c) | (b & d) | (c & d)) &+ e &+ 0x8f1bbcdc &+ w[t]
                        e = d; d = c; c = rotl(b, 30); b = a; a = temp
                    }
                    for t in 60..<80 {
                        let temp = rotl(a, 5) &+ (b ^ c ^ d) &+ e &+ 0xca62c1d6 &+ w[t]
                        e = d; d = c; c = rotl(b, 30); b = a; a = temp
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e
                    offset &+= 64
                }
            }

            self.h0 = h0; self.h1 = h1; self.h2 = h2; self.h3 = h3; self.h4 = h4
        }
    }
}

/// Rotate left; masking shifts compile to a single rotate instruction.
@inline(__always)
private func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 {
    (x &<< n) | (x &>> (32 &- n))
}
