import CurriculumModel

/// Lays out one bundle per grade from the catalog: what the app ships and decodes.
struct BundleBuilder {
    let catalog: Catalog

    struct Bundle {
        var id: String
        var version: String
        var files: [BundleFile]
        var counts: [String: Int]
        var directoryName: String { "\(id)-\(version)" }
    }

    func bundles() -> [Bundle] {
        guard let manifest = catalog.manifest else { return [] }
        return manifest.grades.map { grade in gradeBundle(grade, manifest: manifest) }
    }

    static func bundleID(subject: String, grade: Grade) -> String {
        "\(subject)-\(grade == .kindergarten ? "kindergarten" : "grade1")"
    }

    private func uuid(_ slug: String) -> JSON { .string(UUIDv5.entity(slug).uuidString.lowercased()) }

    private func gradeBundle(_ grade: Grade, manifest: Manifest) -> Bundle {
        let units = catalog.units.filter { $0.grade == grade }
        let skills = units.flatMap(\.skills)
        let lessons = catalog.lessons.filter { $0.grade == grade }
        let standards = catalog.standards.values.filter { $0.grade == grade }.sorted { $0.code < $1.code }
        var files: [BundleFile] = []
        files.append(BundleFile(path: "standards.json", json: .array(standards.map { s in
            [
                "code": .string(s.code), "uuid": uuid(s.code), "grade": .string(s.grade.rawValue),
                "domain": .string(s.domain), "cluster": .string(s.cluster), "description": .string(s.description),
                "heading": .bool(s.isHeading), "parts": .array(s.parts.map(JSON.string)),
            ]
        }), schema: "bundle/standards.schema.json"))
        files.append(BundleFile(path: "units.json", json: .array(units.map { u in
            [
                "id": .string(u.id.value), "uuid": uuid(u.id.value), "order": .int(u.order), "title": .string(u.title),
                "standards": .array(u.standards.map { .string($0.value) }),
                "prerequisites": .array(u.prerequisites.map { .string($0.value) }),
                "skills": .array(u.skills.map { .string($0.id.value) }),
            ]
        }), schema: "bundle/units.schema.json"))
        files.append(BundleFile(path: "skills.json", json: .array(skills.map { s in
            [
                "id": .string(s.id.value), "uuid": uuid(s.id.value), "unit": .string(s.unitID), "name": .string(s.name),
                "standards": .array(s.standards.map { .string($0.value) }),
                "prerequisites": .array(s.prerequisites.map { .string($0.value) }),
                "lessons": .array((catalog.lessonsBySkill[s.id.value] ?? []).map { .string($0.id.value) }),
            ]
        }), schema: "bundle/skills.schema.json"))
        for lesson in lessons {
            var metadata: [String: JSON] = [
                "id": .string(lesson.id.value), "uuid": uuid(lesson.id.value), "title": .string(lesson.title.value),
                "order": .int(lesson.order), "items": .array(lesson.items.map { .string($0.id.value) }),
            ]
            if let s = lesson.skill { metadata["skill"] = .string(s.value) }
            if let u = lesson.unit { metadata["unit"] = .string(u.value) }
            if let st = lesson.stage { metadata["stage"] = .string(st.value.rawValue) }
            if let r = lesson.role { metadata["role"] = .string(r.value.rawValue) }
            files.append(BundleFile(path: "lessons/\(lesson.id.value)/metadata.json", json: .object(metadata), schema: "bundle/lesson-metadata.schema.json"))
            files.append(BundleFile(path: "lessons/\(lesson.id.value)/items.json", json: .array(lesson.items.map { item in
                var json = JSON(item.node)
                if case .object(var o) = json {
                    o["uuid"] = uuid(item.fullID)
                    o["fullId"] = .string(item.fullID)
                    o.removeValue(forKey: "suppress")
                    json = .object(o)
                }
                return json
            }), schema: "bundle/items.schema.json"))
        }
        return Bundle(
            id: Self.bundleID(subject: manifest.subject, grade: grade), version: manifest.version.value, files: files,
            counts: [
                "units": units.count, "skills": skills.count, "lessons": lessons.count,
                "items": lessons.reduce(0) { $0 + $1.items.count }, "standards": standards.count,
            ])
    }
}
