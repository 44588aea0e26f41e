/// The chaining state and compression function of a Merkle–Damgård hash with
/// 64-byte blocks. SHA-1 and SHA-256 differ only here; buffering and padding
/// are shared in `BlockHasher`.
protocol BlockCompression: Sendable {
    /// The initial hash value.
    init()
    /// Absorbs `blocks`, whose count is a whole multiple of 64 bytes.
    mutating func compress(_ blocks: UnsafeRawBufferPointer)
    /// The big-endian serialisation of the state.
    var digest: [UInt8] { get }
}

/// Buffers input into 64-byte blocks and applies the FIPS 180-4 padding
/// (0x80, zeros, 64-bit big-endian bit length), which SHA-1 and SHA-256 share.
struct BlockHasher<State: BlockCompression>: Sendable {
    static var blockByteCount: Int { 64 }

    private var state = State()
    /// Holds a partial block between updates; allocated once per hasher.
    private var pending = [UInt8](repeating: 0, count: 64)
    private var pendingCount = 0
    /// Total message length in bytes (the padding needs it in bits, mod 2^64).
    private var length: UInt64 = 0

    init() {}

    mutating func update(_ input: UnsafeRawBufferPointer) {
        guard var source = input.baseAddress, input.count > 0 else { return }
        var remaining = input.count
        length &+= UInt64(remaining)
        // Work on a local copy of the state so that compressing from `pending`
        // does not overlap with a mutation of `self` (exclusivity).
        var state = self.state
        defer { self.state = state }

        if pendingCount > 0 {
            let offset = pendingCount
            let take = min(64 - offset, remaining)
            pending.withUnsafeMutableBytes {
                $0.baseAddress!.advanced(by: offset).copyMemory(from: source, byteCount: take)
            }
            pendingCount += take
            source += take
            remaining -= take
            guard pendingCount == 64 else { return }
            pending.withUnsafeBytes { state.compress($0) }
            pendingCount = 0
        }

        // Whole blocks are compressed straight from the caller's memory: no copy.
        let whole = remaining & ~63
        if whole > 0 {
            state.compress(UnsafeRawBufferPointer(start: source, count: whole))
            source += whole
            remaining -= whole
        }

        if remaining > 0 {
            pending.withUnsafeMutableBytes {
                $0.baseAddress!.copyMemory(from: source, byteCount: remaining)
            }
            pendingCount = remaining
        }
    }

    mutating func update(_ bytes: some Sequence<UInt8>) {
        // Fast path: [UInt8], ArraySlice, ContiguousArray, Data, String.UTF8View, ...
        let handled: Void? = bytes.withContiguousStorageIfAvailable {
            update(UnsafeRawBufferPointer($0))
        }
        if handled != nil { return }

        // Slow path for lazy or non-contiguous sequences: gather into one reused
        // chunk so there is a single allocation per call, not per byte.
        var chunk = [UInt8]()
        chunk.reserveCapacity(4096)
        for byte in bytes {
            chunk.append(byte)
            if chunk.count == 4096 {
                chunk.withUnsafeBytes { update($0) }
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { chunk.withUnsafeBytes { update($0) } }
    }

    /// The digest of everything absorbed so far. Non-mutating, so a hasher can
    /// report a running digest and keep absorbing.
    func finalize() -> [UInt8] {
        // One or two final blocks: the 0x80 marker and the 8-byte length must fit.
        var tail = [UInt8](repeating: 0, count: pendingCount < 56 ? 64 : 128)
        for i in 0..<pendingCount { tail[i] = pending[i] }
        tail[pendingCount] = 0x80
        let bitLength = length &* 8
        for i in 0..<8 {
            tail[tail.count - 1 - i] = UInt8(truncatingIfNeeded: bitLength &>> UInt64(8 * i))
        }
        var state = self.state
        tail.withUnsafeBytes { state.compress($0) }
        return state.digest
    }
}

extension Array where Element == UInt8 {
    /// Appends `word` most significant byte first, as both SHA digests are written.
    @inline(__always)
    mutating func appendBigEndian(_ word: UInt32) {
        append(UInt8(truncatingIfNeeded: word &>> 24))
        append(UInt8(truncatingIfNeeded: word &>> 16))
        append(UInt8(truncatingIfNeeded: word &>> 8))
        append(UInt8(truncatingIfNeeded: word))
    }
}
