/// XLIFF 1.2 (OASIS), the exchange format translation management systems read, written and
/// read back. States map to XLIFF's (docs/localization.md#xliff):
///
/// | String Catalog | XLIFF `state` | `state-qualifier` |
/// |---|---|---|
/// | new | new | |
/// | translated | translated | |
/// | needs_review | needs-review-translation | |
/// | stale | needs-review-translation | x-source-changed |
///
/// Each unit also carries `cur:source-sha256`, the short hash of its `<source>` (`SourceHash`),
/// in the namespace `urn:curriculum:l10n`, which XLIFF 1.2 allows on `<trans-unit>` and tools
/// carry through.
package enum XLIFFText {
    package static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
    package static let extensionNamespace = "urn:curriculum:l10n"

    static func render(_ export: TranslationExport, original: String) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="\(namespace)" xmlns:cur="\(extensionNamespace)">
              <file original="\(escape(original))" source-language="en" target-language="\(escape(export.locale))" datatype="plaintext">
                <body>

            """
        for u in export.units {
            out += "      <trans-unit id=\"\(escape(u.key))\" resname=\"\(escape(u.key))\" cur:source-sha256=\"\(u.sourceHash)\">\n"
            out += "        <source>\(escape(u.source))</source>\n"
            let (state, qualifier) = xliffState(u.state)
            out += "        <target state=\"\(state)\"\(qualifier.map { " state-qualifier=\"\($0)\"" } ?? "")>\(escape(u.value))</target>\n"
            out += "        <note>\(escape(u.note))</note>\n"
            out += "      </trans-unit>\n"
        }
        out += "    </body>\n  </file>\n</xliff>\n"
        return out
    }

    static func xliffState(_ state: TranslationState) -> (String, String?) {
        switch state {
        case .new: ("new", nil)
        case .translated: ("translated", nil)
        case .needsReview: ("needs-review-translation", nil)
        case .stale: ("needs-review-translation", "x-source-changed")
        }
    }

    /// A target's XLIFF state as a String Catalog state; nil for a value XLIFF 1.2 does not define.
    static func state(xliff: String, qualifier: String?) -> TranslationState? {
        switch xliff {
        case "new", "needs-translation": return .new
        case "translated", "final", "signed-off": return .translated
        case "needs-review-translation", "needs-review-adaptation", "needs-review-l10n", "needs-adaptation", "needs-l10n":
            return qualifier == "x-source-changed" ? .stale : .needsReview
        default: return xliff.hasPrefix("x-") ? .needsReview : nil
        }
    }

    /// Text and attribute values with `& < > " '` escaped, and line breaks and tabs as character
    /// references, so attribute values keep them too.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
