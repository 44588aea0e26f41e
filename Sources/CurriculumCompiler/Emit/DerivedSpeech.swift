/// The spoken form Speech derives ("8 + 6 = ?" → "8 plus 6 equals what?"), when it differs
/// from the text. Unspeakable symbols never reach a bundle: COPY-UNSPEAKABLE-SYMBOL stops the build.
package struct DerivedSpeech: SpokenForm {
    /// The language the text is written in (`SpeechLanguage(locale:)` of the manifest's locale).
    package var language: SpeechLanguage

    package init(language: SpeechLanguage = .english) {
        self.language = language
    }

    package func spoken(_ text: String, field: SpokenField, item: Item, in lesson: Lesson) -> String? {
        let result = Speech.spoken(text, language: language)
        return result.text == text ? nil : result.text
    }
}
