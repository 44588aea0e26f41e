/// `build --require-review KIND`: the items a build would ship without a current approval of
/// that kind, and the lines that say which. Items changed since their approval are named one by
/// one, since each needs a reviewer's look; lessons never reviewed are named once each.
package struct ReviewGate: Sendable {
    package let kind: ReviewKind
    package let status: ReviewStatus

    /// The gate over `lessons`: the lessons the build ships.
    package init(catalog: Catalog, kind: ReviewKind, lessons: [Lesson]) {
        self.kind = kind
        status = ReviewStatus(catalog: catalog, kind: kind, lessons: lessons)
    }

    package var lacking: [ReviewStatus.Entry] { status.entries.filter { !$0.state.isCurrent } }

    package var passes: Bool { lacking.isEmpty }

    /// What stops the build: a heading, each changed item at its place, then each lesson with
    /// items never reviewed, at most `limit` of them (0 for all).
    package func lines(limit: Int = 20) -> [String] {
        let lacking = lacking
        guard !lacking.isEmpty else { return [] }
        var out = ["\(Wording.count(lacking.count, "item")) would ship without a current \(kind.phrase):"]
        for entry in lacking {
            guard case .changed(let approval) = entry.state else { continue }
            let at = entry.item.id.location
            out.append("\(at.path):\(at.line):\(at.column): \(entry.item.fullID) has changed since its \(kind.phrase) by \(approval.byline)")
        }
        var lessons: [(lesson: Lesson, items: [Item])] = []
        for entry in lacking where !entry.state.isCurrent && entry.state.approval == nil {
            if lessons.last?.lesson === entry.lesson {
                lessons[lessons.count - 1].items.append(entry.item)
            } else {
                lessons.append((entry.lesson, [entry.item]))
            }
        }
        let shown = limit > 0 ? Array(lessons.prefix(limit)) : lessons
        for (lesson, items) in shown {
            let which = items.count == lesson.items.count ? "all \(Wording.count(items.count, "item"))" : items.map(\.id.value).joined(separator: ", ")
            out.append("\(lesson.path): \(lesson.id.value): never reviewed: \(which)")
        }
        if shown.count < lessons.count {
            let rest = lessons.count - shown.count
            out.append("… and \(Wording.count(rest, "more lesson")) never reviewed (`curriculum review status --kind \(kind.name)` lists them)")
        }
        return out
    }
}
