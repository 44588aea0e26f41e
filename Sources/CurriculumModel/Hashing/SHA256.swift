#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SHA-256 (FIPS 180-4 §6.2), written here because the package takes no
/// dependencies and CryptoKit does not exist on Linux. The compiler hashes
/// every bundle file with it, so the compression loop works on `UInt32` words
/// with wrapping arithmetic straight from the input buffer.
///
///     var sha = SHA256()
///     sha.update(fileData)
///     let hex = SHA256.hex(sha.finalize())
public struct SHA256: Sendable {
    public static let digestByteCount = 32
    public static let blockByteCount = 64

    private var hasher = BlockHasher<State>()

    public init() {}

    /// Absorbs `bytes`. Contiguous collections ([UInt8], slices, Data,
    /// String.UTF8View) are hashed in place without copying.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        hasher.update(bytes)
    }

    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        hasher.update(buffer)
    }

    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { hasher.update($0) }
    }

    /// The 32-byte digest of everything absorbed so far. Does not consume the
    /// hasher: further updates continue the same message.
    public func finalize() -> [UInt8] {
        hasher.finalize()
    }

    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var sha = SHA256()
        sha.update(bytes)
        return sha.finalize()
    }

    public static func hash(_ data: Data) -> [UInt8] {
        var sha = SHA256()
        sha.update(data)
        return sha.finalize()
    }

    /// Lowercase hexadecimal, e.g. for manifests.
    public static func hex(_ bytes: [UInt8]) -> String {
        Hex.lowercase(bytes)
    }
}

extension SHA256 {
    /// FIPS 180-4 §4.2.2: first 32 bits of the fractional parts of the cube
    /// roots of the first 64 primes.
    fileprivate static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The eight working words H0…H7.
    struct State: BlockCompression {
        // FIPS 180-4 §5.3.3: fractional parts of the square roots of the first 8 primes.
        private var h0: UInt32 = 0x6a09e667
        private var h1: UInt32 = 0xbb67ae85
        private var h2: UInt32 = 0x3c6ef372
        private var h3: UInt32 = 0xa54ff53a
        private var h4: UInt32 = 0x510e527f
        private var h5: UInt32 = 0x9b05688c
        private var h6: UInt32 = 0x1f83d9ab
        private var h7: UInt32 = 0x5be0cd19

        init() {}

        var digest: [UInt8] {
            var out = [UInt8]()
            out.reserveCapacity(32)
            for word in [h0, h1, h2, h3, h4, h5, h6, h7] { out.appendBigEndian(word) }
            return out
        }

        mutating func compress(_ blocks: UnsafeRawBufferPointer) {
            precondition(blocks.count % 64 == 0)
            // Locals rather than stored properties keep the state in registers.
            var h0 = self.h0, h1 = self.h1, h2 = self.h2, h3 = self.h3
            var h4 = self.h4, h5 = self.h5, h6 = self.h6, h7 = self.h7

            SHA256.roundConstants.withUnsafeBufferPointer { constants in
                let k = constants.baseAddress!
                // The 64-word message schedule lives on the stack, reused per block.
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                    let w = schedule.baseAddress!
                    var offset = 0
                    while offset < blocks.count {
                        for t in 0..<16 {
                            w[t] = blocks.loadUnaligned(fromByteOffset: offset &+ 4 &* t, as: UInt32.self).bigEndian
                        }
                        for t in 16..<64 {
                            let x = w[t &- 15], y = w[t &- 2]
                            let s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x &>> 3)
                            let s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y &>> 10)
                            w[t] = w[t &- 16] &+ s0 &+ w[t &- 7] &+ s1
                        }

                        var a = h0, b = h1, c = h2, d = h3
                        var e = h4, f = h5, g = h6, h = h7
                        // Eight rounds per iteration with the variables' roles
                        // rotated instead of shuffled, so no register moves.
                        var t = 0
                        while t < 64 {
                            round(a, b, c, &d, e, f, g, &h, k[t] &+ w[t])
                            round(h, a, b, &c, d, e, f, &g, k[t &+ 1] &+ w[t &+ 1])
                            round(g, h, a, &b, c, d, e, &f, k[t &+ 2] &+ w[t &+ 2])
                            round(f, g, h, &a, b, c, d, &e, k[t &+ 3] &+ w[t &+ 3])
                            round(e, f, g, &h, a, b, c, &d, k[t &+ 4] &+ w[t &+ 4])
                            round(d, e, f, &g, h, a, b, &c, k[t &+ 5] &+ w[t &+ 5])
                            round(c, d, e, &f, g, h, a, &b, k[t &+ 6] &+ w[t &+ 6])
                            round(b, c, d, &e, f, g, h, &a, k[t &+ 7] &+ w[t &+ 7])
                            t &+= 8
                        }
                        h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                        h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                        offset &+= 64
                    }
                }
            }

            self.h0 = h0; self.h1 = h1; self.h2 = h2; self.h3 = h3
            self.h4 = h4; self.h5 = h5; self.h6 = h6; self.h7 = h7
        }
    }
}

/// One SHA-256 round (FIPS 180-4 §6.2.2 step 3) written in place: `d` becomes
/// the new `e` and `h` the new `a`; the caller renames the rest.
@inline(__always)
private func round(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
    _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32,
    _ kw: UInt32
) {
    let bigS1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
    let ch = g ^ (e & (f ^ g))  // = (e & f) ^ (~e & g), one operation fewer
    let t1 = h &+ bigS1 &+ ch &+ kw
    let bigS0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
    let maj = (a & b) | (c & (a | b))  // = (a & b) ^ (a & c) ^ (b & c)
    d &+= t1
    h = t1 &+ bigS0 &+ maj
}

/// Rotate right; masking shifts compile to a single rotate instruction.
@inline(__always)
private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
    (x &>> n) | (x &<< (32 &- n))
}
