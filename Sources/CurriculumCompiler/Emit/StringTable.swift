import CurriculumModel

/// Collects a bundle's user-facing strings under their `StringKey`s and writes them as a String
/// Catalog. Values share storage with the catalog's text and comments are shared between strings
/// of a kind, so the table costs little more than its keys.
struct StringTable {
    let language: String
    private var keys: [String] = []
    private var values: [String] = []
    private var comments: [String] = []

    init(locale: String) {
        // `en-US` → `en`: the catalog's source language is the language, not the region.
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? "en"
        self.language = language.isEmpty ? "en" : language.lowercased()
    }

    /// Adds `value` under `key` unless it is empty. When a key comes twice the first one wins, so
    /// the result depends only on the order of the calls.
    mutating func add(_ key: String, _ value: String?, comment: String) {
        guard let value, !value.isEmpty else { return }
        keys.append(key)
        values.append(value)
        comments.append(comment)
    }

    /// Positions in key order, later duplicates dropped.
    private func order() -> [Int] {
        let sorted = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        var out: [Int] = []
        out.reserveCapacity(sorted.count)
        for i in sorted where out.last.map({ keys[$0] != keys[i] }) ?? true { out.append(i) }
        return out
    }

    var count: Int { order().count }

    var catalog: StringCatalog {
        var strings: [String: StringCatalog.Entry] = [:]
        for i in order() {
            strings[keys[i]] = StringCatalog.Entry(
                comment: comments[i], localizations: [language: .init(stringUnit: .init(state: "translated", value: values[i]))])
        }
        return StringCatalog(sourceLanguage: language, strings: strings)
    }

    /// The catalog's bytes, exactly as `catalog.streamed` prints them, in pieces of about `chunk`
    /// bytes, so the whole file is never in memory at once. Returns how many strings it wrote.
    @discardableResult
    func write(chunk: Int = 1 << 20, _ emit: ([UInt8]) throws -> Void) throws -> Int {
        var s = JSONStream(capacity: chunk + 4096)
        s.beginObject()
        s.member("sourceLanguage", language)
        s.key("strings")
        s.beginObject()
        let order = order()
        for i in order {
            s.key(keys[i])
            StringCatalog.writeEntry(comment: comments[i], extractionState: "manual", localizations: [(language, "translated", values[i])], to: &s)
            if s.bytes.count >= chunk { try emit(s.drain()) }
        }
        s.endObject()
        s.member("version", "1.0")
        s.endObject()
        try emit(s.finish())
        return order.count
    }
}
