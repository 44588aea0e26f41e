import CurriculumModel
import Foundation

// The bundle model's records as the deterministic JSON writer prints them. Keys are the records'
// Codable keys and optional fields are left out when nil, as `JSONEncoder` would; the bundle
// tests decode every emitted file with the records and compare, so the two cannot drift.

/// A type the bundle writer can print.
protocol BundleJSON {
    var json: JSON { get }
}

extension UUID {
    /// Lowercase, as RFC 9562 recommends for output.
    var bundleJSON: JSON { .string(uuidString.lowercased()) }
}

extension Optional where Wrapped == String {
    fileprivate func put(_ key: String, into object: inout [String: JSON]) {
        if let self { object[key] = .string(self) }
    }
}

private func strings(_ list: [String]) -> JSON { .array(list.map(JSON.string)) }

extension Array: BundleJSON where Element: BundleJSON {
    var json: JSON { .array(map(\.json)) }
}

extension StandardRecord: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = [
            "code": .string(code), "uuid": uuid.bundleJSON, "grade": .string(grade.rawValue), "domain": .string(domain),
            "cluster": .string(cluster), "description": .string(description), "heading": .bool(heading),
            "parts": strings(parts), "skills": strings(skills),
        ]
        if let range { o["range"] = ["min": .int(range.min), "max": .int(range.max)] }
        return .object(o)
    }
}

extension RemediationRecord: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = ["note": .string(note)]
        skill.put("skill", into: &o)
        return .object(o)
    }
}

extension UnitRecord: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = [
            "id": .string(id), "uuid": uuid.bundleJSON, "grade": .string(grade.rawValue), "order": .int(order),
            "title": .string(title), "standards": strings(standards), "prerequisites": strings(prerequisites),
            "skills": strings(skills), "masteryChecks": strings(masteryChecks),
        ]
        if let remediation { o["remediation"] = remediation.json }
        return .object(o)
    }
}

extension SkillRecord: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = [
            "id": .string(id), "uuid": uuid.bundleJSON, "unit": .string(unit), "grade": .string(grade.rawValue),
            "name": .string(name), "standards": strings(standards), "prerequisites": strings(prerequisites),
            "lessons": strings(lessons),
        ]
        if let remediation { o["remediation"] = remediation.json }
        return .object(o)
    }
}

extension Rubric: BundleJSON {
    var json: JSON {
        [
            "threshold": .double(threshold), "window": .int(window), "sessions": .int(sessions),
            "hintPenalty": .double(hintPenalty), "maxDifficulty": .int(maxDifficulty),
            "reviewIntervals": .array(reviewIntervals.map(JSON.int)),
        ]
    }
}

extension LessonMetadata: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = [
            "id": .string(id), "uuid": uuid.bundleJSON, "grade": .string(grade.rawValue), "unit": .string(unit),
            "title": .string(title), "order": .int(order), "rubric": rubric.json, "items": strings(items),
            "quickCheck": strings(quickCheck), "standards": strings(standards), "itemTypes": strings(itemTypes),
        ]
        skill.put("skill", into: &o)
        stage.map(\.rawValue).put("stage", into: &o)
        lessonType.map(\.rawValue).put("lessonType", into: &o)
        role.map(\.rawValue).put("role", into: &o)
        return .object(o)
    }
}

extension ItemRecord.Feedback: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = [:]
        correct.put("correct", into: &o)
        incorrect.put("incorrect", into: &o)
        return .object(o)
    }
}

extension ItemRecord.SpokenText: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = [:]
        prompt.put("prompt", into: &o)
        if let options { o["options"] = strings(options) }
        if let hints { o["hints"] = strings(hints) }
        if let feedback { o["feedback"] = feedback.json }
        if let labels { o["labels"] = .object(labels.mapValues(JSON.string)) }
        return .object(o)
    }
}

extension ItemRecord: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = [
            "id": .string(id), "fullId": .string(fullId), "uuid": uuid.bundleJSON, "lesson": .string(lesson),
            "type": .string(type), "standards": strings(standards), "difficulty": .int(difficulty),
            "quickCheck": .bool(quickCheck), "prompt": .string(prompt), "hints": strings(hints),
            "feedback": feedback.json, "fields": .object(fields.mapValues(JSON.init)),
        ]
        skill.put("skill", into: &o)
        if let answer { o["answer"] = JSON(answer) }
        if let options { o["options"] = .array(options.map(JSON.init)) }
        if let image {
            var i: [String: JSON] = ["asset": .string(image.asset)]
            image.alt.put("alt", into: &i)
            image.file.put("file", into: &i)
            if let placeholder = image.placeholder { i["placeholder"] = .bool(placeholder) }
            o["image"] = .object(i)
        }
        if let spoken { o["spoken"] = spoken.json }
        return .object(o)
    }
}

extension AnalyticsDocument: BundleJSON {
    var json: JSON {
        [
            "events": .array(events.map { e in
                [
                    "name": .string(e.name), "uuid": e.uuid.bundleJSON, "trigger": .string(e.trigger),
                    "properties": .array(e.properties.map { p in
                        ["name": .string(p.name), "type": .string(p.type), "required": .bool(p.required)]
                    }),
                ]
            }),
            "emitters": .object(emitters.mapValues(strings)),
        ]
    }
}

extension BadgesDocument: BundleJSON {
    var json: JSON {
        [
            "points": ["perCorrectAnswer": .int(points.perCorrectAnswer), "perHint": .int(points.perHint)],
            "badges": .array(badges.map { b in
                [
                    "id": .string(b.id), "uuid": b.uuid.bundleJSON, "name": .string(b.name), "skill": .string(b.skill),
                    "lessons": strings(b.lessons),
                    "levels": .array(b.levels.map { ["name": .string($0.name), "mastered": .int($0.mastered)] }),
                ]
            }),
        ]
    }
}

extension FactSetRecord: BundleJSON {
    var json: JSON {
        [
            "id": .string(id), "uuid": uuid.bundleJSON,
            "facts": .array(facts.map { f in
                [
                    "id": .string(f.id), "uuid": f.uuid.bundleJSON, "a": .int(f.a), "op": .string(f.op), "b": .int(f.b),
                    "answer": .int(f.answer), "tags": strings(f.tags), "options": .array(f.options.map(JSON.int)),
                ]
            }),
        ]
    }
}

extension StringCatalog: BundleJSON {
    var json: JSON {
        [
            "sourceLanguage": .string(sourceLanguage), "version": .string(version),
            "strings": .object(strings.mapValues { entry in
                var o: [String: JSON] = [
                    "localizations": .object(entry.localizations.mapValues { l in
                        ["stringUnit": ["state": .string(l.stringUnit.state), "value": .string(l.stringUnit.value)]]
                    })
                ]
                entry.comment.put("comment", into: &o)
                entry.extractionState.put("extractionState", into: &o)
                return .object(o)
            }),
        ]
    }
}

extension LocaleStrings: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = ["locale": .string(locale), "strings": .object(strings.mapValues(JSON.string))]
        if let spoken { o["spoken"] = .object(spoken.mapValues(JSON.string)) }
        return .object(o)
    }
}

extension BundleManifest: BundleJSON {
    var json: JSON {
        var o: [String: JSON] = [
            "formatVersion": .int(formatVersion), "bundleId": .string(bundleId), "contentVersion": .string(contentVersion),
            "contentHash": .string(contentHash), "curriculumId": .string(curriculumId), "title": .string(title),
            "subject": .string(subject), "locale": .string(locale), "counts": .object(counts.mapValues(JSON.int)),
            "files": .array(files.map { f in
                ["path": .string(f.path), "sha256": .string(f.sha256), "size": .int(f.size), "schema": .string(f.schema)]
            }),
        ]
        grade.map(\.rawValue).put("grade", into: &o)
        if let locales {
            o["locales"] = .array(locales.map { ["locale": .string($0.locale), "lessons": .int($0.lessons), "strings": .int($0.strings)] })
        }
        return .object(o)
    }
}
