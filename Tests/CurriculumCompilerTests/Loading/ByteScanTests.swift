import XCTest

@testable import CurriculumSyntax

/// The word-at-a-time scans must find exactly what a byte-by-byte loop finds, wherever in an
/// eight-byte word the byte falls and however short the file.
final class ByteScanTests: XCTestCase {
    func slowFirstNonASCIIOrNUL(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count, bytes[i] != 0, bytes[i] < 0x80 { i += 1 }
        return i
    }

    func testEveryOffsetOfANonASCIIByteOrANUL() {
        for length in 0...40 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            XCTAssertEqual(ByteScan.firstNonASCIIOrNUL(in: plain), length, "all ASCII: the end")
            for at in 0..<length {
                for odd: UInt8 in [0x00, 0x80, 0xC3, 0xE2, 0xFF] {
                    var bytes = plain
                    bytes[at] = odd
                    for start in [0, 1, 7, 8, 9] where start <= length {
                        XCTAssertEqual(ByteScan.firstNonASCIIOrNUL(in: bytes, from: start), slowFirstNonASCIIOrNUL(bytes, from: start),
                                       "byte \(odd) at \(at) of \(length), from \(start)")
                    }
                }
            }
        }
    }

    func testAByteThatBorrowsFromItsNeighbourIsNotTakenForNUL() {
        // 0x01 beside 0x80-free bytes is where the zero-byte trick could go wrong: (word - ones) borrows.
        let bytes: [UInt8] = [0x01, 0x01, 0x7F, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x7F]
        XCTAssertEqual(ByteScan.firstNonASCIIOrNUL(in: bytes), bytes.count)
    }

    func testFirst() {
        let bytes = Array("ab\ncd\nef".utf8)
        XCTAssertEqual(ByteScan.first(0x0A, in: bytes), 2)
        XCTAssertEqual(ByteScan.first(0x0A, in: bytes, from: 3), 5)
        XCTAssertNil(ByteScan.first(0x0A, in: bytes, from: 6))
        XCTAssertNil(ByteScan.first(0x0A, in: bytes, from: 8), "from the end")
        XCTAssertNil(ByteScan.first(0x0A, in: [], from: 0))
    }

    func testLineRangesWithAndWithoutCarriageReturns() {
        let lf = SourceFile(path: "a.yaml", bytes: Array("one\ntwo\n\nfour".utf8))
        XCTAssertEqual(lf.lineRange(4), 9..<13)
        XCTAssertEqual(lf.lineRange(3), 8..<8)
        XCTAssertNil(lf.lineRange(5))
        let crlf = SourceFile(path: "b.yaml", bytes: Array("one\r\ntwo\rthree".utf8))
        XCTAssertEqual(crlf.lineRange(2), 5..<8)
        XCTAssertEqual(crlf.lineRange(3), 9..<14)
    }
}
