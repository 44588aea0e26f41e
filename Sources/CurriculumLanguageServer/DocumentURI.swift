/// `file:` URIs (RFC 3986, RFC 8089), which LSP uses to name documents, and the paths they stand
/// for. Only local files: another scheme (`untitled:`, `git:`) or a host other than `localhost`
/// is not a file the compiler can read, and gives nil.
///
/// Compare documents by path, not by URI text: clients differ in what they percent-encode
/// (`%3A` or `:`, upper- or lower-case hex), so two spellings of one file are common.
enum DocumentURI {
    /// The path a `file:` URI names, percent-escapes decoded as UTF-8: `file:///a%20b/%C3%A9.yaml`
    /// is `/a b/é.yaml`. Accepts `file:///p`, `file://localhost/p` and `file:/p`, the scheme in any
    /// case; a query or fragment is dropped. Nil when the URI is not a local file, has a
    /// malformed escape, or decodes to something no path can be (invalid UTF-8, a NUL byte).
    ///
    /// Dot segments are removed (RFC 3986, 5.2.4), so `file:///root/../outside/x.yaml` is
    /// `/outside/x.yaml`: a path that only spells its way through a curriculum's folder is not
    /// taken for a file inside it.
    ///
    /// Windows paths (`file:///c%3A/x`) are not translated: they come back as `/c:/x`.
    static func path(fromFileURI uri: String) -> String? {
        var rest = Substring(uri)
        guard let colon = rest.firstIndex(of: ":"), rest[..<colon].lowercased() == "file" else { return nil }
        rest = rest[rest.index(after: colon)...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            let host = rest[..<slash]
            guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
            rest = rest[slash...]
        }
        guard rest.hasPrefix("/") else { return nil }
        guard let bytes = percentDecoded(rest), !bytes.contains(0), let path = String(validating: bytes, as: UTF8.self) else { return nil }
        return withoutDotSegments(path)
    }

    /// An absolute path with `.` and `..` segments resolved as RFC 3986's remove_dot_segments
    /// does (`..` at the top stays at the top). Other segments, empty ones included, are kept
    /// as written, and symlinks are not resolved: the editor's name for a file is kept.
    static func withoutDotSegments(_ path: String) -> String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        var kept: [Substring] = []
        for (n, segment) in segments.enumerated() {
            let isLast = n == segments.count - 1
            switch segment {
            case ".":
                if isLast { kept.append("") }
            case "..":
                _ = kept.popLast()
                if isLast { kept.append("") }
            default:
                kept.append(segment)
            }
        }
        return "/" + kept.joined(separator: "/")
    }

    /// The `file:` URI for an absolute path, every byte but unreserved characters
    /// (`A–Z a–z 0–9 - . _ ~`) and `/` percent-encoded with upper-case hex, as VS Code writes
    /// them: `/a b/é.yaml` is `file:///a%20b/%C3%A9.yaml`. A relative path is taken as relative
    /// to the root.
    static func fileURI(path: String) -> String {
        var out = "file://"
        if !path.hasPrefix("/") { out += "/" }
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hex[Int(byte >> 4)])
                encoded.append(hex[Int(byte & 0x0F)])
            }
        }
        out += String(decoding: encoded, as: UTF8.self)
        return out
    }

    /// RFC 3986's unreserved characters, which never need escaping.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// The bytes `%XX` escapes stand for, other bytes as they are (a client that sends `é`
    /// unescaped still means `é`); nil when a `%` is not followed by two hex digits.
    private static func percentDecoded(_ text: Substring) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            guard byte == UInt8(ascii: "%") else {
                out.append(byte)
                i += 1
                continue
            }
            guard i + 2 < utf8.count, let high = hexValue(utf8[i + 1]), let low = hexValue(utf8[i + 2]) else { return nil }
            out.append(high << 4 | low)
            i += 3
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
