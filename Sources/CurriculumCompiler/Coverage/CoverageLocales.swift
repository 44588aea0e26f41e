/// How complete each translation is (docs/localization.md): the figures of `curriculum l10n
/// status`, so a reviewer signing off a grade sees them beside coverage.
package struct LocaleCoverage: Sendable, Equatable {
    package var locale: String
    package var translated: Int
    package var needsReview: Int
    package var stale: Int
    package var missing: Int
    package var total: Int
    package var percentComplete: Double

    static func rows(_ catalog: Catalog) -> [LocaleCoverage] {
        guard !catalog.translations.isEmpty else { return [] }
        let sources = SourceStrings(catalog)
        return catalog.translations.files.map { file in
            let s = file.status(against: sources)
            return LocaleCoverage(
                locale: s.locale, translated: s.translated, needsReview: s.needsReview, stale: s.stale, missing: s.missing,
                total: s.total, percentComplete: s.percentComplete)
        }
    }
}

extension CoverageReport {
    var localesText: String {
        guard !locales.isEmpty else { return "" }
        return "translations: " + locales.map { l in
            "\(l.locale) \(Share.format(l.percentComplete)) % (\(l.translated) of \(l.total) strings; \(l.needsReview) needing review, \(l.stale) stale)"
        }.joined(separator: "; ") + "\n"
    }

    var localesJSON: JSONValue {
        .array(locales.map { l in
            [
                "locale": .string(l.locale), "translated": .int(l.translated), "needsReview": .int(l.needsReview),
                "stale": .int(l.stale), "missing": .int(l.missing), "total": .int(l.total), "percentComplete": .double(l.percentComplete),
            ]
        })
    }

    var localesMarkdown: String {
        guard !locales.isEmpty else { return "" }
        var out = "\n## Translations\n\n| Locale | Complete | Translated | Needs review | Stale | Missing |\n|---|---:|---:|---:|---:|---:|\n"
        for l in locales {
            out += "| \(l.locale) | \(Share.format(l.percentComplete)) % | \(l.translated) | \(l.needsReview) | \(l.stale) | \(l.missing) |\n"
        }
        return out + "\nBundles carry a locale's lessons that are translated whole; the rest stay English (`curriculum l10n status` has the details).\n"
    }

    var localesHTML: String {
        guard !locales.isEmpty else { return "" }
        var out = "<section aria-labelledby=\"translations\">\n<h2 id=\"translations\">Translations</h2>\n"
        out += "<p>How much of the curriculum each locale has translated. Bundles carry a locale's lessons that are translated whole; the rest stay English (<code>curriculum l10n status</code> has the details).</p>\n"
        out += tableOpen("translations-caption", "Translations by locale", className: "compact")
        out += "<thead><tr><th scope=\"col\">Locale</th><th scope=\"col\" class=\"n\">Complete</th><th scope=\"col\" class=\"n\">Translated</th><th scope=\"col\" class=\"n\">Needs review</th><th scope=\"col\" class=\"n\">Stale</th><th scope=\"col\" class=\"n\">Missing</th></tr></thead>\n<tbody>\n"
        for l in locales {
            out += "<tr><th scope=\"row\">\(escapeHTML(l.locale))</th><td class=\"n\">\(Share.format(l.percentComplete)) %</td><td class=\"n\">\(l.translated)</td><td class=\"n\">\(l.needsReview)</td><td class=\"n\">\(l.stale)</td><td class=\"n\">\(l.missing)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n</section>\n"
    }
}
