/// Text made safe inside HTML and SVG, in element content and in quoted attributes alike. A
/// control character (which HTML forbids and an author may have pasted) becomes U+FFFD, so a page
/// never carries bytes a browser or an XML reader would reject.
package func escapeHTML(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s.unicodeScalars {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case "\t", "\n", "\r": out.unicodeScalars.append(ch)
        case _ where ch.value < 0x20 || (0x7F...0x9F).contains(ch.value): out += "\u{FFFD}"
        default: out.unicodeScalars.append(ch)
        }
    }
    return out
}
