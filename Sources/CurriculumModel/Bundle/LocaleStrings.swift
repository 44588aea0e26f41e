/// `strings/<locale>.json`: a bundle's translations into one locale, keyed like the source
/// strings (`StringKey`), only the units that are translated. Compact and flat, because the app
/// loads it whole when the child's language is chosen.
public struct LocaleStrings: Sendable, Hashable, Codable {
    /// BCP 47, e.g. `es-US`.
    public var locale: String
    /// Translated text by key.
    public var strings: [String: String]
    /// How a translated string is read aloud where that differs from how it is written
    /// ("8 + 6 = ?" → "8 más 6 es igual a ¿cuánto?"), by the same key; nil when none differ.
    public var spoken: [String: String]?

    public init(locale: String, strings: [String: String], spoken: [String: String]? = nil) {
        self.locale = locale
        self.strings = strings
        self.spoken = spoken
    }
}

// The one description of `strings/<locale>.json`, keys in order.
extension LocaleStrings: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("locale", locale)
        s.member("spoken", spoken)
        s.member("strings", strings)
        s.endObject()
    }
}
