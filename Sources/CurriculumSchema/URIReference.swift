/// A URI reference split into its RFC 3986 parts, just enough to resolve `$id` and `$ref`.
///
/// Foundation's URL resolves relative references inconsistently across platforms and
/// mishandles URNs (`urn:uuid:…`), which schemas use as ids, so resolution is done by the book
/// (RFC 3986 §5.2) here.
package struct URIReference: Hashable, Sendable {
    package var scheme: String?
    package var authority: String?
    package var path: String
    package var query: String?
    package var fragment: String?

    init(scheme: String? = nil, authority: String? = nil, path: String, query: String? = nil, fragment: String? = nil) {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// Splits by the regular expression of RFC 3986 appendix B; never fails. The delimiters
    /// are ASCII, so the split runs over bytes (a schema compile parses thousands of these).
    package init(_ text: String) {
        let bytes = text.utf8
        var end = bytes.endIndex
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(text[bytes.index(after: hash)...])
            end = hash
        }
        if let question = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) {
            query = String(text[bytes.index(after: question)..<end])
            end = question
        }
        var start = bytes.startIndex
        if let colon = bytes[..<end].firstIndex(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "/") }),
           bytes[colon] == UInt8(ascii: ":"), colon != start, Self.isLetter(bytes[start]),
           bytes[start..<colon].allSatisfy({ Self.isLetter($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }) {
            scheme = String(text[start..<colon])
            start = bytes.index(after: colon)
        }
        if bytes[start..<end].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let authorityStart = bytes.index(start, offsetBy: 2)
            let authorityEnd = bytes[authorityStart..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
            authority = String(text[authorityStart..<authorityEnd])
            start = authorityEnd
        }
        path = String(text[start..<end])
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The reference without its fragment: the URI of a schema resource.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    var isAbsolute: Bool { scheme != nil }

    package var text: String {
        var s = ""
        if let scheme { s += scheme + ":" }
        if let authority { s += "//" + authority }
        s += path
        if let query { s += "?" + query }
        if let fragment { s += "#" + fragment }
        return s
    }

    /// `reference` resolved against this base (RFC 3986 §5.2.2).
    func resolving(_ reference: URIReference) -> URIReference {
        var target = URIReference(path: "")
        if reference.scheme != nil {
            target = reference
            target.path = Self.removeDotSegments(reference.path)
        } else if reference.authority != nil {
            target = reference
            target.scheme = scheme
            target.path = Self.removeDotSegments(reference.path)
        } else if reference.path.isEmpty {
            target = self
            target.query = reference.query ?? query
            target.fragment = reference.fragment
            return target
        } else {
            target.scheme = scheme
            target.authority = authority
            target.query = reference.query
            target.fragment = reference.fragment
            if reference.path.hasPrefix("/") {
                target.path = Self.removeDotSegments(reference.path)
            } else {
                target.path = Self.removeDotSegments(merge(reference.path))
            }
        }
        return target
    }

    package func resolving(_ reference: String) -> URIReference { resolving(URIReference(reference)) }

    private func merge(_ relative: String) -> String {
        if authority != nil && path.isEmpty { return "/" + relative }
        guard let slash = path.lastIndex(of: "/") else { return relative }
        return String(path[...slash]) + relative
    }

    /// RFC 3986 §5.2.4.
    static func removeDotSegments(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: ".")) else { return path }
        var input = Substring(path)
        var output: [Substring] = []
        var absolute = false
        if input.hasPrefix("/") { absolute = true }
        let segments = input.split(separator: "/", omittingEmptySubsequences: false)
        input = ""
        for (index, segment) in segments.enumerated() {
            if index == 0 && absolute { continue }
            let last = index == segments.count - 1
            switch segment {
            case ".":
                if last { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if last { output.append("") }
            default:
                output.append(segment)
            }
        }
        return (absolute ? "/" : "") + output.joined(separator: "/")
    }
}

/// RFC 6901 pointers inside a URI fragment: percent-decoded first, then `~1` → `/`, `~0` → `~`.
package enum JSONPointer {
    /// The reference tokens of a fragment such as `/$defs/a~1b`; nil when it is not a pointer
    /// (an empty fragment is the whole document: no tokens).
    package static func tokens(fragment: String) -> [String]? {
        let decoded = percentDecoded(fragment)
        if decoded.isEmpty { return [] }
        guard decoded.hasPrefix("/") else { return nil }
        return decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { token in
            token.utf8.contains(UInt8(ascii: "~")) ? String(token).replacing("~1", with: "/").replacing("~0", with: "~") : String(token)
        }
    }

    /// A pointer written out, for cache keys and messages. (Checks go through `utf8`: with
    /// Foundation in the module, `String.contains("~")` is NSString's search, some 3,700
    /// instructions a call.)
    package static func text(_ tokens: [String]) -> String {
        var s = ""
        for t in tokens {
            s += "/"
            s += t.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) ? t.replacing("~", with: "~0").replacing("/", with: "~1") : t
        }
        return s
    }

    static func percentDecoded(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "%")) else { return s }
        var bytes: [UInt8] = []
        var utf8 = Array(s.utf8)[...]
        while let b = utf8.first {
            utf8 = utf8.dropFirst()
            if b == UInt8(ascii: "%"), utf8.count >= 2,
               let hi = hexValue(utf8[utf8.startIndex]), let lo = hexValue(utf8[utf8.startIndex + 1]) {
                bytes.append(hi << 4 | lo)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
