import CurriculumModel
import CurriculumSyntax
import Foundation

/// Reads messages framed by the LSP 3.17 base protocol from a file descriptor (the server's
/// standard input):
///
///     Content-Length: 52\r\n
///     \r\n
///     {"jsonrpc":"2.0","id":1,"method":"initialize",…}
///
/// A header block is lines of `Name: value` ending in a blank line. `Content-Length` (any case) is
/// required; `Content-Type` and unknown headers are ignored. Lines should end in `\r\n`; a bare `\n`
/// is accepted too, since a hand-driven session in a terminal sends those. Blank lines before a
/// header block are skipped, since some clients send a stray `\r\n` after a body.
///
/// Nothing a client sends makes the reader trap, stop, or hold more than `maxMessageSize` plus a
/// read's worth of bytes: a body that is too large is skipped as it streams past, and a header
/// block that cannot be read is reported and the reader looks for the next one.
package struct MessageReader {
    package enum Frame: Equatable, Sendable {
        /// One message body, not yet parsed.
        case message([UInt8])
        /// A header declared a body larger than `maxMessageSize`; that many bytes were skipped.
        case tooLarge(declared: Int)
        /// A header block that could not be read, and why. The reader has moved on to the next
        /// `Content-Length` it can find.
        case malformedHeader(String)
        /// The stream ended (or failed), possibly in the middle of a message.
        case end
    }

    package static let defaultMaxMessageSize = 64 << 20
    /// A header block this long without its blank line is not a header block.
    package static let maxHeaderSize = 64 << 10
    /// A declared length past this is no message any client sends but a corrupt header: the
    /// reader looks for the next `Content-Length` instead of skipping that many bytes, which
    /// would swallow everything the client sends from then on. Lengths between the message
    /// limit and this are skipped as they stream past, so framing survives a real large body.
    package static let maxSkippableSize = 1 << 30
    /// The buffer room kept between messages; more, taken for a large body, is given back.
    private static let retainedCapacity = 1 << 20

    package let fileDescriptor: Int32
    package let maxMessageSize: Int

    /// Bytes read but not yet used are `buffer[consumed...]`.
    private var buffer: [UInt8] = []
    private var consumed = 0
    /// The stream has ended or failed: no more reads.
    private var atEnd = false
    /// `.end` has been returned.
    private var finished = false
    /// Set after a malformed header block: the next call first skips to a `Content-Length`.
    private var resynchronising = false

    package init(fileDescriptor: Int32, maxMessageSize: Int = MessageReader.defaultMaxMessageSize) {
        self.fileDescriptor = fileDescriptor
        self.maxMessageSize = max(0, maxMessageSize)
    }

    /// How many bytes the buffer has room for: what the reader holds on to, for tests.
    package var bufferCapacity: Int { buffer.capacity }

    /// The next frame. Blocks until one is complete or the stream ends; after `.end`, every call
    /// returns `.end`, whatever bytes were left over.
    package mutating func next() -> Frame {
        guard !finished else { return .end }
        let frame = nextFrame()
        if frame == .end { finished = true }
        return frame
    }

    private mutating func nextFrame() -> Frame {
        if resynchronising {
            guard skipToNextContentLength() else { return .end }
            resynchronising = false
        }
        switch readHeader() {
        case .end:
            return .end
        case .malformed(let reason, let searchFrom):
            consumed = searchFrom
            resynchronising = true
            return .malformedHeader(reason)
        case .length(let length):
            if length > maxMessageSize {
                skipBody(length)
                return .tooLarge(declared: length)
            }
            guard fill(toHold: length) else { return .end }
            let body = Array(buffer[consumed..<consumed + length])
            consumed += length
            // Let go of the room a large body took, rather than hold it for the rest of the session.
            if buffer.capacity > Self.retainedCapacity {
                buffer = Array(buffer[consumed...])
                consumed = 0
            }
            return .message(body)
        }
    }

    // MARK: Headers

    private enum Header {
        case length(Int)
        /// `searchFrom` is where to look for the next `Content-Length`: just after the start of
        /// the line at fault, or of the block when no one line is. Not after the block's end: a
        /// stray line ("Starting server…") may sit right above a good `Content-Length` in the
        /// same block, or garbage without a line break run straight into one; and not from the
        /// block's start, which would find a `Content-Length` of the bad block again.
        case malformed(String, searchFrom: Int)
        case end
    }

    /// Reads one header block, leaving `consumed` at the first byte of the body.
    private mutating func readHeader() -> Header {
        // Skip blank lines between messages.
        while true {
            guard fill(toHold: 1) else { return .end }
            let byte = buffer[consumed]
            if byte == UInt8(ascii: "\n") {
                consumed += 1
            } else if byte == UInt8(ascii: "\r") {
                guard fill(toHold: 2) else { return .end }
                guard buffer[consumed + 1] == UInt8(ascii: "\n") else { break }
                consumed += 2
            } else {
                break
            }
        }
        var blockStart = consumed
        var contentLength: Int?
        var problem: String?
        var problemLine = 0  // where the line at fault starts, from blockStart
        var lineStart = consumed
        var scanned = consumed  // bytes before this hold no line feed
        while true {
            guard let lineFeed = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
                scanned = buffer.count
                if buffer.count - blockStart > Self.maxHeaderSize {
                    return .malformed("a header block is longer than \(Self.maxHeaderSize) bytes without a blank line", searchFrom: blockStart + 1)
                }
                // Reading more may move the bytes (compaction): keep offsets relative to the block.
                let (lineOffset, scannedOffset) = (lineStart - blockStart, scanned - blockStart)
                consumed = blockStart
                guard readMore() else { return .end }
                blockStart = consumed
                lineStart = blockStart + lineOffset
                scanned = blockStart + scannedOffset
                continue
            }
            var lineEnd = lineFeed
            if lineEnd > lineStart, buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            let line = buffer[lineStart..<lineEnd]
            let thisLine = lineStart - blockStart
            lineStart = lineFeed + 1
            scanned = lineStart
            if line.isEmpty {
                consumed = lineStart
                if let problem { return .malformed(problem, searchFrom: blockStart + problemLine + 1) }
                guard let contentLength else {
                    return .malformed("a header block has no Content-Length", searchFrom: blockStart + 1)
                }
                return .length(contentLength)
            }
            if lineStart - blockStart > Self.maxHeaderSize {
                return .malformed("a header block is longer than \(Self.maxHeaderSize) bytes without a blank line", searchFrom: blockStart + 1)
            }
            // Keep reading to the blank line even after a problem, so the report is about the
            // whole block and the body's start is known if one can be.
            guard problem == nil else { continue }
            switch Self.header(line) {
            case .contentLength(let value):
                if let contentLength, contentLength != value {
                    problem = "a header block has two different Content-Length values"
                    problemLine = thisLine
                }
                contentLength = value
            case .other:
                break
            case .invalid(let reason):
                problem = reason
                problemLine = thisLine
            }
        }
    }

    private enum HeaderLine {
        case contentLength(Int)
        case other
        case invalid(String)
    }

    private static func header(_ line: ArraySlice<UInt8>) -> HeaderLine {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            return .invalid("the header line \(quoted(line)) has no ':'")
        }
        let name = trimmed(line[line.startIndex..<colon])
        guard !name.isEmpty else { return .invalid("the header line \(quoted(line)) has no name") }
        guard name.count == 14, String(decoding: name, as: UTF8.self).lowercased() == "content-length" else { return .other }
        let value = trimmed(line[(colon + 1)...])
        guard !value.isEmpty else { return .invalid("Content-Length has no value") }
        if value.first == UInt8(ascii: "-") { return .invalid("Content-Length is negative: \(quoted(value))") }
        guard value.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return .invalid("Content-Length is not a number: \(quoted(value))")
        }
        guard let length = Int(String(decoding: value, as: UTF8.self)) else {
            return .invalid("Content-Length is too large to be a length: \(quoted(value))")
        }
        guard length <= maxSkippableSize else {
            return .invalid("Content-Length \(quoted(value)) is larger than any message (over 1 GiB)")
        }
        return .contentLength(length)
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
        return slice
    }

    /// A header line for a message: at most 80 characters, controls shown as `?`.
    private static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(80), as: UTF8.self)
        let safe = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
        return "\"\(safe)\(bytes.count > 80 ? "…" : "")\""
    }

    /// Moves `consumed` to the next `Content-Length` (any case) at or after it, reading as needed.
    /// False when the stream ends first.
    private mutating func skipToNextContentLength() -> Bool {
        let needle = Array("content-length".utf8)
        while true {
            var i = consumed
            while i + needle.count <= buffer.count {
                if Self.matchesIgnoringCase(needle, at: i, in: buffer) {
                    consumed = i
                    return true
                }
                i += 1
            }
            // Keep a tail that may be the start of the name, drop the rest.
            consumed = max(consumed, buffer.count - (needle.count - 1))
            guard readMore() else { return false }
        }
    }

    private static func matchesIgnoringCase(_ lowercased: [UInt8], at start: Int, in bytes: [UInt8]) -> Bool {
        for k in 0..<lowercased.count {
            var b = bytes[start + k]
            if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") { b += 0x20 }
            if b != lowercased[k] { return false }
        }
        return true
    }

    // MARK: Bodies and the buffer

    /// Skips `length` body bytes without keeping them: what is buffered, then reads into a
    /// scratch buffer that is thrown away.
    private mutating func skipBody(_ length: Int) {
        let buffered = min(length, buffer.count - consumed)
        consumed += buffered
        var remaining = length - buffered
        guard remaining > 0 else { return }
        buffer.removeAll(keepingCapacity: true)
        consumed = 0
        var scratch = [UInt8](repeating: 0, count: 64 << 10)
        while remaining > 0 {
            let n = readSome(into: &scratch, count: min(remaining, scratch.count))
            guard n > 0 else { atEnd = true; return }
            remaining -= n
        }
    }

    /// True when at least `count` unconsumed bytes are buffered, reading as needed; false when the
    /// stream ends first.
    private mutating func fill(toHold count: Int) -> Bool {
        while buffer.count - consumed < count {
            guard readMore(wanting: count - (buffer.count - consumed)) else { return false }
        }
        return true
    }

    /// Appends what one read(2) returns, after dropping consumed bytes. False at the end of the
    /// stream or on an error other than EINTR/EAGAIN, after which the reader stays at its end.
    private mutating func readMore(wanting wanted: Int = 0) -> Bool {
        guard !atEnd else { return false }
        if consumed > 0 {
            buffer.removeFirst(consumed)
            consumed = 0
        }
        // Room for a whole body and one chunk more when a body is wanted, so a large body grows
        // the buffer once, to its size, instead of doubling its way there (and past it); each
        // read(2) still asks for one chunk.
        let chunk = 64 << 10
        let old = buffer.count
        let needed = old + wanted + chunk
        if needed > buffer.capacity { buffer.reserveCapacity(wanted > 0 ? needed : max(needed, buffer.capacity * 2)) }
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        let fd = fileDescriptor
        let n = buffer.withUnsafeMutableBufferPointer { all in
            Self.readRetrying(fd, UnsafeMutableRawPointer(all.baseAddress! + old), chunk)
        }
        buffer.removeLast(chunk - max(n, 0))
        guard n > 0 else {
            atEnd = true
            return false
        }
        return true
    }

    private mutating func readSome(into scratch: inout [UInt8], count: Int) -> Int {
        guard !atEnd else { return 0 }
        let fd = fileDescriptor
        return scratch.withUnsafeMutableBytes { Self.readRetrying(fd, $0.baseAddress!, count) }
    }

    /// read(2), retried on EINTR; on EAGAIN (a descriptor someone made non-blocking) it waits in
    /// poll(2) for input. Returns 0 at the end of the stream, -1 on any other error.
    private static func readRetrying(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        while true {
            let n = read(fd, pointer, count)
            if n >= 0 { return n }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            default:
                return -1
            }
        }
    }
}

/// Writes LSP base-protocol messages (`Content-Length: N\r\n\r\n` and the body) to a file
/// descriptor, the server's standard output.
///
/// Thread-safe: copies share one lock, and each message goes out whole, so responses on the
/// main loop and diagnostics published from a worker never interleave.
///
/// When the client has gone (EPIPE, since the process ignores SIGPIPE; EBADF; any write error),
/// `write` throws, and every later write throws the same error at once, so the server can end
/// instead of trapping or writing into the void.
package struct MessageWriter: Sendable {
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package var errno: Int32
        package init(errno: Int32) { self.errno = errno }
        package var description: String { "cannot write a message: \(SystemErrorText.reason(errno: errno))" }
    }

    package let fileDescriptor: Int32
    private let state = State()

    /// The lock and the first failure, shared by copies of the writer.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var failure: Failure?
    }

    package init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The first write error, once there has been one.
    package var failure: Failure? { state.lock.withLock { state.failure } }

    /// Sends a JSON value as one message.
    package func write(_ message: JSONValue) throws(Failure) {
        try write(body: message.serialized())
    }

    /// Sends one message with this body.
    package func write(body: [UInt8]) throws(Failure) {
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(contentsOf: body)
        let failure: Failure? = state.lock.withLock {
            if let earlier = state.failure { return earlier }
            if let code = Self.writeAll(fileDescriptor, frame) {
                state.failure = Failure(errno: code)
            }
            return state.failure
        }
        if let failure { throw failure }
    }

    /// write(2) until every byte is out: retried on EINTR, continued after a partial write, and on
    /// EAGAIN (a non-blocking descriptor) waits in poll(2) for room. Returns the errno that
    /// stopped it, or nil.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 {
                    offset += n
                    continue
                }
                if n == 0 { return EIO }  // nothing written and no error: do not spin
                switch errno {
                case EINTR:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                default:
                    return errno
                }
            }
            return nil
        }
    }
}
