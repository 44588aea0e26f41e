import CurriculumModel

/// What an approval is of, as bytes: for content and accessibility the item's record exactly as
/// the bundle writer encodes it into `items.json` (`BundleBuilder.itemRecord`, `JSONWriter`); for a
/// translation review the item's strings in the locale as `strings/<locale>.json` encodes them.
/// Only what ships counts, so a YAML comment, a reordering of keys or a change of quoting leaves
/// the bytes, and the approval, as they were.
package struct ReviewedContent: Sendable {
    let catalog: Catalog
    private let builder: BundleBuilder

    package init(catalog: Catalog) {
        self.catalog = catalog
        builder = BundleBuilder(catalog: catalog)
    }

    /// The bytes a reviewer of `kind` approves of `item`.
    package func bytes(of item: Item, in lesson: Lesson, kind: ReviewKind) -> [UInt8] {
        let record = builder.itemRecord(item, in: lesson)
        switch kind {
        case .content, .accessibility:
            return JSONWriter.bytes(record, capacity: 2048)
        case .translation(let locale):
            return JSONWriter.bytes(strings(of: record, locale: locale), capacity: 1024)
        }
    }

    /// The SHA-256 of those bytes, in lowercase hex, as records write it.
    package func hash(of item: Item, in lesson: Lesson, kind: ReviewKind) -> String {
        Self.hash(bytes(of: item, in: lesson, kind: kind))
    }

    package static func hash(_ bytes: [UInt8]) -> String { SHA256.hex(SHA256.hash(bytes)) }

    /// The item's strings as its locale ships them (`BundleBuilder.localeFiles`): the usable
    /// translation of each, and how it is said where that differs. A string translated from
    /// English that has changed since is not usable, so an English edit lapses the approval too.
    func strings(of record: ItemRecord, locale: String) -> LocaleStrings {
        let file = catalog.translations[locale]
        let language = SpeechLanguage(locale: locale)
        var strings: [String: String] = [:], spoken: [String: String] = [:]
        for string in record.localizableStrings {
            guard let text = file?.usableValue(for: string.key, source: string.text) else { continue }
            strings[string.key] = text
            let said = Speech.spoken(text, language: language).text
            if said != text { spoken[string.key] = said }
        }
        return LocaleStrings(locale: locale, strings: strings, spoken: spoken.isEmpty ? nil : spoken)
    }
}
