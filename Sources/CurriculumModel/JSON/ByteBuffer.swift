/// A growable run of bytes written through a raw pointer: appending a byte is a bounds check
/// and a store, without an array's uniqueness check on every call.
package final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    package private(set) var count = 0

    package init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    private func reserve(_ n: Int) {
        if n > capacity - count { grow(to: count + n) }
    }

    private func grow(to needed: Int) {
        var size = capacity
        while size < needed { size = size > Int.max / 2 ? needed : size * 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = size
    }

    @inline(__always)
    package func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    package func append(_ byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).initialize(repeating: byte, count: n)
        count += n
    }

    package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    package func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Text as it is, unescaped.
    package func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// The decimal digits of `value`.
    package func appendDigits(_ value: UInt) {
        var digits = 1, rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        reserve(digits)
        var v = value
        var at = count + digits
        repeat {
            at -= 1
            base[at] = UInt8(ascii: "0") + UInt8(v % 10)
            v /= 10
        } while v > 0
        count += digits
    }

    /// A copy of the bytes.
    package var bytes: [UInt8] { bytes(from: 0) }

    /// A copy of the bytes from `start` on.
    package func bytes(from start: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Forgets the bytes, keeping the storage.
    package func removeAll() { count = 0 }
}
