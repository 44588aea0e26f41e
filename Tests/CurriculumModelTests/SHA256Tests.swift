import Foundation
import XCTest
@testable import CurriculumModel

/// Message of `count` bytes `(i * 7 + 3) mod 256`, the pattern the boundary
/// vectors below were generated from (Python hashlib, i.e. OpenSSL).
fileprivate func patternMessage(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
}

fileprivate let nist448 = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
fileprivate let nist896 = Array(
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu".utf8
)

final class SHA256Tests: XCTestCase {
    private func hex(_ bytes: [UInt8]) -> String { SHA256.hex(SHA256.hash(bytes)) }

    // FIPS 180-4 examples / NIST CAVP short and long messages.

    func testEmpty() {
        XCTAssertEqual(hex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testABC() {
        XCTAssertEqual(hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func test448BitMessage() {
        XCTAssertEqual(hex(nist448), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func test896BitMessage() {
        XCTAssertEqual(hex(nist896), "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    func testMillionA() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        XCTAssertEqual(hex([UInt8](repeating: 0x61, count: 1_000_000)), expected)
        // Same message fed in uneven pieces, crossing block boundaries.
        var sha = SHA256()
        let piece = [UInt8](repeating: 0x61, count: 999)
        for _ in 0..<1001 { sha.update(piece) }
        sha.update([UInt8](repeating: 0x61, count: 1_000_000 - 999 * 1001))
        XCTAssertEqual(SHA256.hex(sha.finalize()), expected)
    }

    /// Lengths either side of where the padding spills into a second block
    /// (55/56) and of the block size itself.
    func testBoundaryLengths() {
        let expected: [Int: String] = [
            55: "e7313d333c272e639f790978283f9eb392e843d0f29b7016828bb1daa4aac70b",
            56: "4324d65f3c103567f5589c710bc08f8523f929a9272e3af36fc968e52abc6c27",
            63: "81c80242132f230c3bd41b3e63bbcff16107339549214a99614ff26664625055",
            64: "39e3d7b6b5d075d37d053ad89b24b41bef4f3c29760c84447cab3f3be1882241",
            65: "aacca6ff74fdbb296d165a45cecfa04e5127bc008770fbbdd48006f2d2fae95e",
            119: "9ce7368e4daf32341631b492e80359dc9f594b48453cd0dd5bf0b19279cc177e",
            120: "7836b787757e95e58b3ca5aec90b1b004e8deba1e50e9675af9cabf1a13a04b5",
            127: "a8d23e75d936f303d248888d9b165ee543f4cbafcad3c9dd2a79bd84faa11d07",
            128: "d2742f1f4ac6bb7ca2b239ee18402ba8b3f9f8e652d2a72973c2b9ba11c08cf6",
            129: "307f8fc2c1622b92762e818d39a185d4d667ad49a4b07ceae1f4afa008a93ec4",
        ]
        for (count, digest) in expected {
            XCTAssertEqual(hex(patternMessage(count)), digest, "length \(count)")
        }
    }

    /// Splitting the input at any offset, in two or three pieces, must not
    /// change the digest: exercises every partial-block path in the buffer.
    func testIncrementalSplitsMatchOneShot() {
        let message = patternMessage(200)
        let oneShot = SHA256.hash(message)
        for i in 0...message.count {
            var sha = SHA256()
            sha.update(message[..<i])
            sha.update(message[i...])
            XCTAssertEqual(sha.finalize(), oneShot, "split at \(i)")
        }
        let short = patternMessage(130)
        let shortDigest = SHA256.hash(short)
        for i in 0...short.count {
            for j in i...short.count {
                var sha = SHA256()
                sha.update(short[..<i])
                sha.update(short[i..<j])
                sha.update(short[j...])
                XCTAssertEqual(sha.finalize(), shortDigest, "split at \(i), \(j)")
            }
        }
        var byteAtATime = SHA256()
        for byte in message { byteAtATime.update(CollectionOfOne(byte)) }
        XCTAssertEqual(byteAtATime.finalize(), oneShot)
    }

    func testInputKindsAgree() {
        let message = patternMessage(1000)
        let expected = SHA256.hash(message)
        XCTAssertEqual(SHA256.hash(Data(message)), expected)

        var fromData = SHA256()
        fromData.update(Data(message))
        XCTAssertEqual(fromData.finalize(), expected)

        var fromRaw = SHA256()
        message.withUnsafeBytes { fromRaw.update($0) }
        XCTAssertEqual(fromRaw.finalize(), expected)

        // Non-contiguous sequences take the gathering path, including more
        // than one 4 KiB chunk.
        let long = patternMessage(10_000)
        var fromLazy = SHA256()
        fromLazy.update(long.lazy.map { $0 })
        XCTAssertEqual(fromLazy.finalize(), SHA256.hash(long))

        var fromString = SHA256()
        fromString.update("abc".utf8)
        XCTAssertEqual(SHA256.hex(fromString.finalize()), hex(Array("abc".utf8)))
    }

    func testFinalizeDoesNotConsume() {
        var sha = SHA256()
        sha.update(Array("ab".utf8))
        XCTAssertEqual(sha.finalize(), sha.finalize())
        XCTAssertEqual(sha.finalize(), SHA256.hash(Array("ab".utf8)))
        sha.update(Array("c".utf8))
        XCTAssertEqual(SHA256.hex(sha.finalize()), hex(Array("abc".utf8)))
    }

    func testHexIsLowercaseAndFixedWidth() {
        XCTAssertEqual(SHA256.hex([0x00, 0x0f, 0xa0, 0xff]), "000fa0ff")
        XCTAssertEqual(SHA256.hex([]), "")
        XCTAssertEqual(SHA256.hash([]).count, SHA256.digestByteCount)
    }
}

final class SHA1Tests: XCTestCase {
    private func hex(_ bytes: [UInt8]) -> String { SHA1.hex(SHA1.hash(bytes)) }

    func testNISTVectors() {
        XCTAssertEqual(hex([]), "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        XCTAssertEqual(hex(Array("abc".utf8)), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(hex(nist448), "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        XCTAssertEqual(hex(nist896), "a49b2446a02c645bf419f995b67091253a04a259")
        XCTAssertEqual(hex([UInt8](repeating: 0x61, count: 1_000_000)), "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    func testBoundaryLengths() {
        let expected: [Int: String] = [
            55: "ddf57317ef34bfee3b6df83d359098930eb278bc",
            56: "a0d492bb0fc889d0eca3bc137066ab6f4f74f369",
            63: "c55856749bef509bdfe6bfebfc7bf4e793e82132",
            64: "bede92be29c3874e1b54ddc77988d606fc857a8e",
            65: "b05a80522b053d6dc7e0a517d0e70212c7dad11f",
            119: "504e27376a6e0f0dba8295b85cb25dc4dfa17d23",
            120: "82134b02fb3f702491be9bed581eeab59334acb2",
            127: "34d5e582029e9b9b85b2febe31da3db7cdabaaea",
            128: "a09133e6730ffe899efb70204cb5646cd5dc24ee",
            129: "808aea332ce367541d37adae7f94e59c5c1a934e",
        ]
        for (count, digest) in expected {
            XCTAssertEqual(hex(patternMessage(count)), digest, "length \(count)")
        }
    }

    func testIncrementalSplitsMatchOneShot() {
        let message = patternMessage(200)
        let oneShot = SHA1.hash(message)
        for i in 0...message.count {
            var sha = SHA1()
            sha.update(message[..<i])
            sha.update(message[i...])
            XCTAssertEqual(sha.finalize(), oneShot, "split at \(i)")
        }
        var fromData = SHA1()
        fromData.update(Data(message))
        XCTAssertEqual(fromData.finalize(), oneShot)
        XCTAssertEqual(SHA1.hash([]).count, SHA1.digestByteCount)
    }
}
