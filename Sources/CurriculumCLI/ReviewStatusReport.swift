import CurriculumCompiler
import CurriculumModel

/// `review status` for one kind of review: counts per grade, unit and lesson, then every item
/// changed since its approval. The text names lessons that have approvals; lessons nobody has
/// reviewed are counted in their unit's line. The JSON lists every lesson and item.
struct ReviewStatusReport {
    var status: ReviewStatus
    var catalog: Catalog

    /// The entries grouped as the report shows them: grades in school order, units and lessons
    /// in teaching order.
    private var grades: [(grade: Grade, units: [(id: String, title: String, lessons: [(lesson: Lesson, entries: [ReviewStatus.Entry])])])] {
        var out: [(grade: Grade, units: [(id: String, title: String, lessons: [(lesson: Lesson, entries: [ReviewStatus.Entry])])])] = []
        for entry in status.entries {
            let unitID = entry.lesson.unit?.value ?? entry.lesson.skill.flatMap { catalog.skills[$0.value]?.unitID } ?? ""
            if out.last?.grade != entry.lesson.grade { out.append((entry.lesson.grade, [])) }
            var units = out[out.count - 1].units
            if units.last?.id != unitID { units.append((unitID, catalog.unitsByID[unitID]?.title ?? "not in a unit", [])) }
            var lessons = units[units.count - 1].lessons
            if lessons.last?.lesson !== entry.lesson { lessons.append((entry.lesson, [])) }
            lessons[lessons.count - 1].entries.append(entry)
            units[units.count - 1].lessons = lessons
            out[out.count - 1].units = units
        }
        return out
    }

    private static func counts(_ entries: [ReviewStatus.Entry]) -> ReviewCounts {
        var counts = ReviewCounts()
        for entry in entries { counts.add(entry.state) }
        return counts
    }

    var text: String {
        let all = status.counts
        var out = "\(status.kind.phrase): \(all.total) item\(all.total == 1 ? "" : "s"): \(all.summary)\n"
        for (grade, units) in grades {
            out += "\(grade.displayName): \(Self.counts(units.flatMap { $0.lessons.flatMap(\.entries) }).summary)\n"
            for unit in units {
                let entries = unit.lessons.flatMap(\.entries)
                var line = "  \(unit.id.isEmpty ? "(no unit)" : unit.id) \(unit.title): \(Self.counts(entries).summary)"
                let untouched = unit.lessons.filter { lesson in lesson.entries.allSatisfy { $0.state.approval == nil } }.count
                if untouched > 0, untouched < unit.lessons.count { line += " (\(untouched) of \(unit.lessons.count) lessons never reviewed)" }
                out += line + "\n"
                for (lesson, entries) in unit.lessons where entries.contains(where: { $0.state.approval != nil }) {
                    out += "    \(lesson.id.value): \(Self.counts(entries).summary)\n"
                }
            }
        }
        let changed = status.changed
        out += changed.isEmpty ? "no item has changed since its approval\n" : "changed since approval (\(changed.count)):\n"
        for entry in changed {
            guard let approval = entry.state.approval else { continue }
            let at = entry.item.id.location
            out += "  \(entry.item.fullID) at \(at.path):\(at.line):\(at.column), approved by \(approval.byline)\n"
        }
        return out
    }

    var json: JSONValue {
        func counts(_ c: ReviewCounts) -> JSONValue {
            ["approved": .int(c.approved), "changed": .int(c.changed), "neverReviewed": .int(c.neverReviewed), "total": .int(c.total)]
        }
        func item(_ entry: ReviewStatus.Entry) -> JSONValue {
            var object: JSONObject = ["id": .string(entry.item.id.value), "state": .string(entry.state.name)]
            if let approval = entry.state.approval {
                object["by"] = .string(approval.by)
                object["date"] = .string(approval.date)
                object["sha256"] = .string(approval.sha256)
            }
            return .object(object)
        }
        let grades: [JSONValue] = grades.map { grade, units in
            .object([
                "grade": .string(grade.rawValue), "counts": counts(Self.counts(units.flatMap { $0.lessons.flatMap(\.entries) })),
                "units": .array(units.map { unit in
                    .object([
                        "id": unit.id.isEmpty ? .null : .string(unit.id), "title": .string(unit.title),
                        "counts": counts(Self.counts(unit.lessons.flatMap(\.entries))),
                        "lessons": .array(unit.lessons.map { lesson, entries in
                            .object([
                                "id": .string(lesson.id.value), "title": .string(lesson.title.value), "path": .string(lesson.path),
                                "counts": counts(Self.counts(entries)), "items": .array(entries.map(item)),
                            ])
                        }),
                    ])
                }),
            ])
        }
        let changed: [JSONValue] = status.changed.compactMap { entry in
            guard let approval = entry.state.approval else { return nil }
            let at = entry.item.id.location
            return .object([
                "item": .string(entry.item.fullID), "path": .string(at.path), "line": .int(at.line), "column": .int(at.column),
                "by": .string(approval.by), "date": .string(approval.date),
            ])
        }
        return .object([
            "kind": .string(status.kind.name), "counts": counts(status.counts), "grades": .array(grades), "changed": .array(changed),
        ])
    }
}
