import CurriculumModel

/// Writes a String Catalog the way Xcode does: pretty-printed JSON, two-space indents,
/// `"key" : value`, keys sorted, one key per line, so a translation file reviews well in git
/// and Xcode rewrites it without a diff.
package enum StringCatalogText {
    /// One entry: its key, the translator's comment, and its localizations by language.
    package struct Entry: Sendable {
        package var key: String
        package var comment: String?
        package var localizations: [String: (state: TranslationState, value: String)]

        package init(key: String, comment: String?, localizations: [String: (state: TranslationState, value: String)]) {
            self.key = key
            self.comment = comment
            self.localizations = localizations
        }
    }

    package static func render(_ entries: [Entry], sourceLanguage: String = "en") -> String {
        var out = "{\n  \"sourceLanguage\" : "
        out += JSONWriter.quoted(sourceLanguage)
        out += ",\n  \"strings\" : {"
        let sorted = entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var previous: String?
        var first = true
        for entry in sorted where entry.key != previous {
            previous = entry.key
            out += first ? "\n    " : ",\n    "
            first = false
            out += JSONWriter.quoted(entry.key)
            out += " : {"
            var fields: [String] = []
            if let comment = entry.comment {
                var c = "\n      \"comment\" : "
                c += JSONWriter.quoted(comment)
                fields.append(c)
            }
            fields.append("\n      \"extractionState\" : \"manual\"")
            if !entry.localizations.isEmpty {
                var l = "\n      \"localizations\" : {"
                let languages = entry.localizations.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                for (i, language) in languages.enumerated() {
                    guard let unit = entry.localizations[language] else { continue }
                    l += i == 0 ? "\n        " : ",\n        "
                    l += JSONWriter.quoted(language)
                    l += " : {\n          \"stringUnit\" : {\n            \"state\" : "
                    l += JSONWriter.quoted(unit.state.rawValue)
                    l += ",\n            \"value\" : "
                    l += JSONWriter.quoted(unit.value)
                    l += "\n          }\n        }"
                }
                l += "\n      }"
                fields.append(l)
            }
            out += fields.joined(separator: ",") + "\n    }"
        }
        out += first ? "\n\n  },\n" : "\n  },\n"
        out += "  \"version\" : \"1.0\"\n}\n"
        return out
    }
}
