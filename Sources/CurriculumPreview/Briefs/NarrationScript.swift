import CurriculumCompiler
import CurriculumModel

/// The script a narrator records: every line the app reads aloud, as the bundle carries it (the
/// spoken form beside the written text; `BundleBuilder`'s `spoken`), keyed as the bundle's
/// strings are (`StringKey`), with where it is heard, so a studio can record one file per line
/// and the app can find each recording by its key (docs/assets.md#briefs).
package struct NarrationScript: Sendable {
    package struct Line: Sendable {
        /// The string key: `k.counting.count-objects.l1/i2.prompt`.
        package var key: String
        /// What the narrator says: the spoken form, or the written text where they are the same.
        package var read: String
        /// What the child sees.
        package var written: String
        package var grade: Grade
        package var lesson: String
        package var lessonTitle: String
        package var item: String
        package var itemType: String
        /// prompt, option, hint, feedbackCorrect, feedbackIncorrect, label.
        package var field: SpokenField
        /// The recording's file name: the key with `/` as `_`, then `.m4a`.
        package var fileName: String
    }

    package var locale: String
    package var lines: [Line]

    /// English, from the catalog's copy and the spoken forms the bundles carry.
    package init(catalog: Catalog, spokenForm: any SpokenForm = SpokenForms.current, locale: String = "en") {
        self.locale = locale
        var lines: [Line] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                let full = item.fullID
                func add(_ key: String, _ text: String?, _ field: SpokenField) {
                    guard let text, !text.isEmpty else { return }
                    let read = spokenForm.spoken(text, field: field, item: item, in: lesson) ?? text
                    lines.append(Line(
                        key: key, read: read, written: text, grade: lesson.grade, lesson: lesson.id.value, lessonTitle: lesson.title.value,
                        item: full, itemType: item.type.value, field: field,
                        fileName: key.replacingOccurrences(of: "/", with: "_") + ".m4a"))
                }
                add(StringKey.prompt(full), item.prompt?.value, .prompt)
                for (n, option) in (item.options?.value ?? []).enumerated() {
                    add(StringKey.option(full, n + 1), ItemPicture.plain(option), .option)
                }
                for (n, hint) in item.hints.enumerated() { add(StringKey.hint(full, n + 1), hint.value, .hint) }
                add(StringKey.feedbackCorrect(full), item.feedbackCorrect?.value, .feedbackCorrect)
                add(StringKey.feedbackIncorrect(full), item.feedbackIncorrect?.value, .feedbackIncorrect)
                // Tiles, categories, shown equations: said when the child taps them.
                var seen = Set<String>()
                for (text, _) in ItemData.shownText(of: item) where seen.insert(StringKey.label(full, text)).inserted {
                    add(StringKey.label(full, text), text, .label)
                }
            }
        }
        self.lines = lines
    }

    /// The script in a translated locale: the lines of every lesson its bundles carry in that
    /// locale (a lesson is translated whole or not at all, docs/localization.md), each read as the
    /// locale's speech says it. Lines with nothing to translate (a numeral option, a shown
    /// equation) are read as written, in the locale's words.
    package static func translated(catalog: Catalog, locale: String, spokenForm: any SpokenForm = SpokenForms.current) -> NarrationScript {
        let english = NarrationScript(catalog: catalog, spokenForm: spokenForm)
        var script = NarrationScript(locale: locale, lines: [])
        guard let file = catalog.translations[locale] else { return script }
        let sources = SourceStrings(catalog)
        let templates = TemplateStrings(catalog)
        let language = SpeechLanguage(locale: locale)
        var byLesson: [(lesson: String, lines: [Line])] = []
        for line in english.lines {
            if byLesson.last?.lesson != line.lesson { byLesson.append((line.lesson, [])) }
            byLesson[byLesson.count - 1].lines.append(line)
        }
        for (lesson, lines) in byLesson {
            let title = lines.first.flatMap { file.usableValue(for: StringKey.lessonTitle(lesson), source: $0.lessonTitle) }
            guard let title else { continue }
            var translated: [Line] = []
            for line in lines {
                var line = line
                // A template's variant is said as the bundle carries it: the template's translation, filled in.
                if templates.isVariantString(line.key) || sources[line.key] != nil {
                    guard let text = templates.translation(of: line.key, english: line.written, in: file, locale: locale) else { break }
                    line.written = text
                }
                line.read = Speech.spoken(line.written, language: language).text
                line.lessonTitle = title
                line.fileName = locale.lowercased() + "/" + line.fileName
                translated.append(line)
            }
            if translated.count == lines.count { script.lines += translated }
        }
        return script
    }

    init(locale: String, lines: [Line]) {
        self.locale = locale
        self.lines = lines
    }

    package func csv() -> String {
        CSV.table(
            ["file", "key", "read", "written", "locale", "grade", "lesson", "lesson_title", "item", "item_type", "field"],
            lines.map {
                [$0.fileName, $0.key, $0.read, $0.written, locale, $0.grade.displayName, $0.lesson, $0.lessonTitle, $0.item, $0.itemType, $0.field.rawValue]
            })
    }

    package func markdown() -> String {
        var out = "# Narration script (\(locale))\n\n"
        out += "\(lines.count) lines to record, one file each, named as given. Read the **Read** column: "
        out += "it is how the line is said (\"8 + 6 = ?\" is \"8 plus 6 equals what?\"); **Written** is what the child sees. "
        out += "Speak slowly and warmly, for five- and six-year-olds.\n"
        var lesson = ""
        for line in lines {
            if line.lesson != lesson {
                lesson = line.lesson
                out += "\n## \(Markdown.inline(line.lessonTitle)) (\(Markdown.code(line.lesson)), \(line.grade.displayName))\n\n"
                out += "| file | item | type | field | read | written |\n|---|---|---|---|---|---|\n"
            }
            out += "| \(Markdown.code(line.fileName)) | \(Markdown.inline(String(line.item.split(separator: "/").last ?? ""))) | \(Markdown.inline(line.itemType)) | \(line.field.rawValue) | "
            out += Markdown.inline(line.read) + " | " + (line.read == line.written ? "" : Markdown.inline(line.written)) + " |\n"
        }
        return out
    }
}
