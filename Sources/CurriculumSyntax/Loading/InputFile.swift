import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// A path as the file system holds it: bytes, which need not be UTF-8 and may be longer than
/// PATH_MAX. Discovery builds these, so that a file whose name a `String` cannot hold, or that
/// lies too deep for one `open`, is still read.
package struct RawPath: Hashable, Sendable, CustomStringConvertible {
    package var bytes: [UInt8]

    package init(_ path: String) { bytes = Array(path.utf8) }
    package init(bytes: [UInt8]) { self.bytes = bytes }

    /// `self` + `/` + `name`.
    package func appending(_ name: [UInt8]) -> RawPath {
        var out = bytes
        if out.last != UInt8(ascii: "/") { out.append(UInt8(ascii: "/")) }
        out += name
        return RawPath(bytes: out)
    }

    /// The path for messages, invalid UTF-8 written `\xNN`.
    package var description: String { FileName.display(bytes).text }

    package func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
        return try body(terminated)
    }
}

/// File names as diagnostics print them.
package enum FileName {
    /// The name as text and whether it was valid UTF-8; each byte that is not part of a valid
    /// UTF-8 sequence is written `\xNN`, so the name is still recognisable and never lost.
    package static func display(_ bytes: [UInt8]) -> (text: String, valid: Bool) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, true) }
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            if length > 0, index + length <= bytes.count,
                let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                text += scalar
                index += length
            } else {
                text += "\\x" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return (text, false)
    }

    /// How a name ends, for finding curriculum files: `.yaml` or `.yml` as written, in another
    /// case (`.YAML`, `.Yml`), or neither.
    package enum Extension: Equatable {
        case yaml
        case otherCase(canonical: String)
        case none
    }

    package static func yamlExtension(_ name: [UInt8]) -> Extension {
        for ext in [".yaml", ".yml"] {
            let suffix = Array(ext.utf8)
            guard name.count > suffix.count else { continue }
            let tail = name.suffix(suffix.count)
            if tail.elementsEqual(suffix) { return .yaml }
            if tail.map({ $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }).elementsEqual(suffix) {
                return .otherCase(canonical: display(Array(name.dropLast(suffix.count))).text + ext)
            }
        }
        return .none
    }

    package static func yamlExtension(_ name: String) -> Extension { yamlExtension(Array(name.utf8)) }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// The one way the compiler opens and reads a file it was given — a curriculum file, a file to
/// validate, a schema, a baseline — so that no input can hang it or exhaust its memory:
///
/// - it is opened without blocking (`O_NONBLOCK`: a named pipe with no writer would otherwise
///   wait forever), never becomes a controlling terminal, and is not inherited by children;
/// - the open descriptor is checked with `fstat`, and only a regular file is read: a pipe, a
///   socket, a device or a directory is refused before a byte is read;
/// - its size is checked against the limit before reading, and reading stops after the limit
///   plus one byte, so a file that grows (or lies about its size) is still refused;
/// - a path longer than PATH_MAX is opened a piece at a time with `openat`.
package enum InputFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable, LocalizedError, CustomStringConvertible {
        /// Not a regular file; what it is instead, e.g. "a named pipe (FIFO)".
        case notRegular(String)
        /// Larger than `limit` bytes; `size` is at least `limit + 1`.
        case tooLarge(size: Int, limit: Int)
        /// The system refused: no such file, permission denied, …
        case system(Int32)

        package var description: String {
            switch self {
            case .notRegular(let kind):
                return "it is \(kind), not a regular file"
            case .tooLarge(let size, let limit):
                return "file is \(size) bytes (\(Self.amount(size))), over the \(limit)-byte (\(Self.amount(limit))) limit"
            case .system(let code):
                return String(cString: strerror(code)).lowercased()
            }
        }

        package var errorDescription: String? { description }

        /// `64 MiB`, `1.5 GiB`, `12 KiB`, `300 bytes`.
        package static func amount(_ bytes: Int) -> String {
            let units = ["KiB", "MiB", "GiB", "TiB"]
            var value = Double(bytes)
            var unit = "bytes"
            for next in units where value >= 1024 {
                value /= 1024
                unit = next
            }
            if unit == "bytes" { return "\(bytes) bytes" }
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? "\(Int(rounded)) \(unit)" : "\(rounded) \(unit)"
        }
    }

    /// Reads the file at `path` whole, or says why not. `followSymlinks: false` refuses a
    /// symlink in the last component (discovery passes it for files it saw as plain files, so
    /// one swapped for a link afterwards is not followed).
    package static func read(
        _ path: RawPath, displayPath: String, limit: Int, followSymlinks: Bool = true
    ) -> Result<SourceFile, Failure> {
        // Classify first when the path allows it: opening a device can have effects of its own.
        if path.bytes.count < Int(PATH_MAX) {
            var info = stat()
            let flags = followSymlinks ? Int32(0) : AT_SYMLINK_NOFOLLOW
            if path.withCString({ fstatat(AT_FDCWD, $0, &info, flags) }) == 0, let kind = kind(of: info) {
                return .failure(.notRegular(kind))
            }
        }
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (followSymlinks ? 0 : O_NOFOLLOW)
        let fd = open(path, flags: flags)
        guard fd >= 0 else {
            let code = errno
            return .failure(code == ELOOP && !followSymlinks ? .notRegular("a symbolic link") : .system(code))
        }
        defer { close(fd) }
        return read(descriptor: fd, displayPath: displayPath, limit: limit)
    }

    package static func read(path: String, displayPath: String, limit: Int, followSymlinks: Bool = true) -> Result<SourceFile, Failure> {
        read(RawPath(path), displayPath: displayPath, limit: limit, followSymlinks: followSymlinks)
    }

    /// Reads an open descriptor: a regular file of at most `limit` bytes, never more than
    /// `limit + 1` bytes read.
    static func read(descriptor fd: Int32, displayPath: String, limit: Int) -> Result<SourceFile, Failure> {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.system(errno)) }
        if let kind = kind(of: info) { return .failure(.notRegular(kind)) }
        let size = max(Int(info.st_size), 0)
        guard size <= limit else { return .failure(.tooLarge(size: size, limit: limit)) }
        // A regular file never blocks; clear the flag so reads behave the same on every file system.
        let status = fcntl(fd, F_GETFL)
        if status >= 0 { _ = fcntl(fd, F_SETFL, status & ~O_NONBLOCK) }
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size, let base = buffer.baseAddress {
                let n = Glibc.read(fd, base + count, size - count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    failure = n < 0 ? errno : 0
                    return
                }
                count += n
            }
        }
        if failure != 0 { return .failure(.system(failure)) }
        // The size is a hint (files in /proc say 0; a file may grow while read): read on to the
        // end, but never past the limit plus the one byte that shows the file is over it.
        var tailFailure: Int32 = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { tail in
            while bytes.count <= limit, let base = tail.baseAddress {
                let n = Glibc.read(fd, base, min(tail.count, limit + 1 - bytes.count))
                if n < 0 && errno == EINTR { continue }
                if n < 0 { tailFailure = errno }
                if n <= 0 { break }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: n))
            }
        }
        if tailFailure != 0 { return .failure(.system(tailFailure)) }
        guard bytes.count <= limit else { return .failure(.tooLarge(size: bytes.count, limit: limit)) }
        return .success(SourceFile(path: displayPath, bytes: bytes))
    }

    /// What a file is when it is not a regular file, in words; nil for a regular file.
    package static func kind(of info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }

    /// The located finding for a file that could not be read.
    package static func diagnostic(_ failure: Failure, at displayPath: String) -> Diagnostic {
        switch failure {
        case .notRegular(let kind):
            return SyntaxCheck.fileNotRegular.diagnostic(at: .file(displayPath), "this is \(kind), not a regular file; it is not read")
        case .tooLarge:
            return SyntaxCheck.fileTooLarge.diagnostic(at: .file(displayPath), "\(failure); it is not read")
        case .system:
            return SyntaxCheck.fileUnreadable.diagnostic(at: .file(displayPath), "cannot read file: \(failure)")
        }
    }

    // MARK: Opening

    /// `open` for a path of any length: one that does not fit PATH_MAX is opened a piece at a
    /// time, each folder relative to the last (as `open` itself would, symlinks in folders
    /// included). Returns -1 with `errno` set on failure.
    static func open(_ path: RawPath, flags: Int32) -> Int32 {
        let limit = Int(PATH_MAX) - 1
        let bytes = path.bytes
        guard bytes.count > limit else { return path.withCString { Glibc.open($0, flags) } }
        var directory = AT_FDCWD
        var start = 0
        defer {
            if directory != AT_FDCWD {
                let saved = errno
                close(directory)
                errno = saved
            }
        }
        while bytes.count - start > limit {
            // The longest run of whole folders that fits; `/` alone for an absolute path's start.
            guard let slash = bytes[start..<(start + limit)].lastIndex(of: UInt8(ascii: "/")) else {
                errno = ENAMETOOLONG
                return -1
            }
            let piece = slash == start ? [UInt8(ascii: "/")] : Array(bytes[start..<slash])
            let next = RawPath(bytes: piece).withCString { openat(directory, $0, InputFile.pathOnly | O_DIRECTORY | O_CLOEXEC) }
            guard next >= 0 else { return -1 }
            if directory != AT_FDCWD { close(directory) }
            directory = next
            start = slash + 1
            while start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
        }
        let rest = start < bytes.count ? Array(bytes[start...]) : [UInt8(ascii: ".")]
        return RawPath(bytes: rest).withCString { openat(directory, $0, flags) }
    }

    /// Linux's O_PATH (a descriptor that names a file without opening it), which Glibc's Swift
    /// module leaves out with the rest of _GNU_SOURCE; its value is the same on every Linux
    /// architecture Swift supports.
    package static let pathOnly: Int32 = 0o10_000_000

    /// Opens a folder for listing, whatever the length of its path. -1 with `errno` on failure.
    package static func openDirectory(_ path: RawPath) -> Int32 {
        open(path, flags: O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
    }
}
