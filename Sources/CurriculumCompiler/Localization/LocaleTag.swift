/// A BCP 47 language tag as translation files, XLIFF and the command line name a locale.
/// BCP 47 tags are case-insensitive (RFC 5646 §2.1.1): `es-us` and `es-US` are one locale, so
/// every comparison goes through `canonical`, and the tool writes the canonical case.
package enum LocaleTag {
    /// The tag in BCP 47's canonical case: the language lower case, a script title case, a
    /// region upper case, everything else lower case; subtags after a singleton (`-u-`, `-x-`)
    /// are lower case whatever their length. `es-us` → `es-US`, `zh-hans-tw` → `zh-Hans-TW`,
    /// `es-419` stays, `en-xa` → `en-XA`.
    package static func canonical(_ tag: String) -> String {
        var out: [String] = []
        var afterSingleton = false
        for (i, part) in tag.split(separator: "-", omittingEmptySubsequences: false).enumerated() {
            let lower = part.lowercased()
            if i == 0 || afterSingleton {
                out.append(lower)
            } else if part.count == 1 {
                afterSingleton = true
                out.append(lower)
            } else if part.count == 4, part.allSatisfy(\.isLetter) {
                out.append(lower.prefix(1).uppercased() + lower.dropFirst())
            } else if part.count == 2, part.allSatisfy(\.isLetter) {
                out.append(part.uppercased())
            } else {
                out.append(lower)
            }
        }
        return out.joined(separator: "-")
    }

    /// Whether two tags name the same locale: equal but for case.
    package static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.lowercased() == b.lowercased()
    }
}
