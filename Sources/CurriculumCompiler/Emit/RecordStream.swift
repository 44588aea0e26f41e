import CurriculumModel

// The records that make up most of a bundle's bytes (items, the string catalog, the manifest,
// lesson metadata), written with `JSONStream`. Keys appear in sorted order; the bundle tests check
// that this prints exactly what `json.serialized()` prints for the same record.

extension Array where Element == ItemRecord {
    var streamed: [UInt8] {
        var s = JSONStream(capacity: count * 1536)
        s.beginArray()
        for item in self {
            s.element()
            item.write(to: &s)
        }
        s.endArray()
        return s.finish()
    }
}

extension ItemRecord {
    func write(to s: inout JSONStream) {
        s.beginObject()
        if let answer {
            s.key("answer")
            s.value(answer)
        }
        s.member("difficulty", difficulty)
        s.key("feedback")
        feedback.write(to: &s)
        s.key("fields")
        s.value(.object(fields))
        s.member("fullId", fullId)
        s.member("hints", strings: hints)
        s.member("id", id)
        if let image {
            s.key("image")
            s.beginObject()
            s.member("alt", image.alt)
            s.member("asset", image.asset)
            s.member("file", image.file)
            if let placeholder = image.placeholder { s.member("placeholder", placeholder) }
            s.endObject()
        }
        s.member("lesson", lesson)
        if let options {
            s.key("options")
            s.value(.array(options))
        }
        s.member("prompt", prompt)
        s.member("quickCheck", quickCheck)
        s.member("skill", skill)
        if let spoken {
            s.key("spoken")
            s.beginObject()
            if let feedback = spoken.feedback {
                s.key("feedback")
                feedback.write(to: &s)
            }
            if let hints = spoken.hints { s.member("hints", strings: hints) }
            if let labels = spoken.labels {
                s.key("labels")
                s.beginObject()
                for key in labels.keys.sorted() { s.member(key, labels[key] ?? "") }
                s.endObject()
            }
            if let options = spoken.options { s.member("options", strings: options) }
            s.member("prompt", spoken.prompt)
            s.endObject()
        }
        s.member("standards", strings: standards)
        s.member("type", type)
        s.key("uuid")
        s.uuid(uuid)
        s.endObject()
    }
}

extension ItemRecord.Feedback {
    func write(to s: inout JSONStream) {
        s.beginObject()
        s.member("correct", correct)
        s.member("incorrect", incorrect)
        s.endObject()
    }
}

extension StringCatalog {
    var streamed: [UInt8] {
        var s = JSONStream(capacity: strings.count * 256, pretty: true)
        s.beginObject()
        s.member("sourceLanguage", sourceLanguage)
        s.key("strings")
        s.beginObject()
        for (key, entry) in strings.sorted(by: { $0.key < $1.key }) {
            s.key(key)
            Self.writeEntry(
                comment: entry.comment, extractionState: entry.extractionState,
                localizations: entry.localizations.sorted { $0.key < $1.key }.map { ($0.key, $0.value.stringUnit.state, $0.value.stringUnit.value) },
                to: &s)
        }
        s.endObject()
        s.member("version", version)
        s.endObject()
        return s.finish()
    }

    /// One entry; `localizations` sorted by language.
    static func writeEntry(
        comment: String?, extractionState: String?, localizations: [(language: String, state: String, value: String)],
        to s: inout JSONStream
    ) {
        s.beginObject()
        s.member("comment", comment)
        s.member("extractionState", extractionState)
        s.key("localizations")
        s.beginObject()
        for l in localizations {
            s.key(l.language)
            s.beginObject()
            s.key("stringUnit")
            s.beginObject()
            s.member("state", l.state)
            s.member("value", l.value)
            s.endObject()
            s.endObject()
        }
        s.endObject()
        s.endObject()
    }
}

extension BundleManifest {
    var streamed: [UInt8] {
        var s = JSONStream(capacity: files.count * 200 + 1024)
        s.beginObject()
        s.member("bundleId", bundleId)
        s.member("contentHash", contentHash)
        s.member("contentVersion", contentVersion)
        s.key("counts")
        s.beginObject()
        for (k, v) in counts.sorted(by: { $0.key < $1.key }) { s.member(k, v) }
        s.endObject()
        s.member("curriculumId", curriculumId)
        s.key("files")
        s.beginArray()
        for f in files {
            s.element()
            s.beginObject()
            s.member("path", f.path)
            s.member("schema", f.schema)
            s.member("sha256", f.sha256)
            s.member("size", f.size)
            s.endObject()
        }
        s.endArray()
        s.member("formatVersion", formatVersion)
        s.member("grade", grade?.rawValue)
        s.member("locale", locale)
        if let locales {
            s.key("locales")
            s.beginArray()
            for entry in locales {
                s.element()
                s.beginObject()
                s.member("lessons", entry.lessons)
                s.member("locale", entry.locale)
                s.member("strings", entry.strings)
                s.endObject()
            }
            s.endArray()
        }
        s.member("subject", subject)
        s.member("title", title)
        s.endObject()
        return s.finish()
    }
}
