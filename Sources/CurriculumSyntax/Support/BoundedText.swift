/// Text from the input cut to a bounded length, so a finding about a 9 MB scalar does not carry
/// (and print) 9 MB: the start and the end are kept, joined by `…`.
package enum BoundedText {
    /// The most Unicode scalars a diagnostic's message or note keeps. Messages are one phrase;
    /// only quoted input makes them longer.
    package static let messageLimit = 400

    /// `s` when it has at most `limit` scalars; else its first two thirds and last third of
    /// `limit - 1` scalars around a `…`.
    package static func middle(_ s: String, limit: Int) -> String {
        // A scalar takes at least one UTF-8 byte: a short byte count settles it without counting.
        guard s.utf8.count > limit else { return s }
        let scalars = s.unicodeScalars
        var count = 0
        for _ in scalars {
            count += 1
            if count > limit { break }
        }
        guard count > limit else { return s }
        let keep = max(0, limit - 1)
        let head = keep - keep / 3, tail = keep / 3
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars.prefix(head))
        out.append("…")
        out.append(contentsOf: scalars.suffix(tail))
        return String(out)
    }
}
