import CurriculumModel

extension CoverageReport {
    /// `coverage.json`: the whole report, for dashboards and CI scripts. Versioned, key-sorted.
    package func json() -> CurriculumModel.JSONValue {
        func share(_ s: Share) -> JSONValue { ["count": .int(s.count), "total": .int(s.total), "percent": .double(s.percent)] }
        func types(_ list: [(type: String, items: Int)]) -> JSONValue { .object(JSONObject(pairs: list.map { ($0.type, JSONValue.int($0.items)) })) }
        var root: JSONObject = [
            "formatVersion": 1,
            "curriculum": ["title": .string(title), "version": .string(version), "locale": .string(locale)],
            "summary": [
                "standards": .int(standards.count), "covered": .int(count(.covered)), "thin": .int(count(.thin)),
                "uncovered": .int(count(.uncovered)), "coveredPercent": .double(coveredShare.percent),
            ],
            "standards": .array(standards.map { s in
                [
                    "code": .string(s.code), "grade": .string(s.grade.rawValue), "description": .string(s.description),
                    "status": .string(s.status.rawValue), "skills": .array(s.skills.map(JSONValue.string)),
                    "lessons": .int(s.lessons), "items": .int(s.items), "itemTypes": types(s.itemTypes),
                ]
            }),
            "grades": .array(grades.map { g in
                var o: JSONObject = [
                    "grade": .string(g.grade.rawValue), "units": .int(g.units), "skills": .int(g.skills),
                    "lessons": .int(g.lessons), "items": .int(g.items),
                    "standards": .object(JSONObject(pairs: Status.allCases.map { ($0.rawValue, JSONValue.int(g.standards[$0] ?? 0)) })),
                    "itemTypes": types(g.itemTypes),
                    "skillsOffTarget": .array(g.skillsOffTarget.map(JSONValue.string)),
                    "lessonsOffTarget": .array(g.lessonsOffTarget.map(JSONValue.string)),
                ]
                if let t = g.targets {
                    o["targets"] = [
                        "lessons": .int(t.lessons), "items": .int(t.items),
                        "lessonsPerSkill": [.int(t.lessonsPerSkill.lowerBound), .int(t.lessonsPerSkill.upperBound)],
                        "itemsPerLesson": [.int(t.itemsPerLesson.lowerBound), .int(t.itemsPerLesson.upperBound)],
                    ]
                    o["lessonsPercent"] = .double(g.lessonsShare!.percent)
                    o["itemsPercent"] = .double(g.itemsShare!.percent)
                }
                return .object(o)
            }),
            "itemTypes": types(itemTypes),
            "copy": [
                "items": .int(items), "hints": share(hints), "feedbackIncorrect": share(feedbackIncorrect),
                "feedbackCorrect": share(feedbackCorrect), "alt": share(alt),
                // Every item needs a hint; incorrect feedback is required of auto-scored items only.
                "autoScored": [
                    "items": .int(hintsAutoScored.total), "hints": share(hintsAutoScored),
                    "feedbackIncorrect": share(feedbackIncorrectAutoScored),
                ],
                "unscored": ["items": .int(unscoredItems), "itemTypes": types(unscoredTypes)],
            ],
        ]
        if !assets.isEmpty { root["pictures"] = assetsJSON }
        if !locales.isEmpty { root["translations"] = localesJSON }
        if !reviews.isEmpty { root["reviews"] = reviewsJSON }
        if let readingLevels {
            root["readingLevels"] = .array(readingLevels.map { b in
                [
                    "bucket": .string(b.label), "items": .int(b.total),
                    "byGrade": .object(JSONObject(pairs: b.counts.map { ($0.key.rawValue, JSONValue.int($0.value)) })),
                ]
            })
        }
        if let a = analytics {
            root["analytics"] = [
                "defined": .int(a.defined.count), "emitted": .int(a.emitted.count), "percent": .double(a.share.percent),
                "notEmitted": .array(a.notEmitted.map(JSONValue.string)), "undefined": .array(a.undefined.map(JSONValue.string)),
                "byItemType": .object(JSONObject(pairs: a.byItemType.map { ($0.type, JSONValue.array($0.events.map(JSONValue.string))) })),
            ]
        }
        return .object(root)
    }
}
