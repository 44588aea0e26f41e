import Foundation

extension CoverageReport {
    /// GitHub's limit on a comment body; the report drops its longest table to stay under it.
    static let commentLimit = 65_536

    /// `coverage.md`: a pull-request comment with GitHub-flavoured tables. The summary, the grades
    /// against their targets and the standards needing items come first; the table of every
    /// standard comes last, folded. Grades are Kindergarten first.
    package func markdown() -> String {
        let full = markdown(allStandards: true)
        return full.utf8.count < Self.commentLimit - 1_000 ? full : markdown(allStandards: false)
    }

    private func markdown(allStandards: Bool) -> String {
        var out = "## Coverage: \(cell(title)) \(cell(version))\n\n"
        out += "**\(count(.covered)) of \(standards.count) standards covered (\(Share.format(coveredShare.percent)) %)**"
        out += " · \(count(.thin)) thin · \(count(.uncovered)) uncovered · \(items) items\n\n"

        out += "### Grades\n\n| Grade | Units | Skills | Lessons | Items | Standards covered | Off target |\n"
        out += "|---|--:|--:|--:|--:|--:|---|\n"
        for g in grades {
            let off = [
                g.skillsOffTarget.isEmpty ? nil : "\(g.skillsOffTarget.count) skills (lessons per skill)",
                g.lessonsOffTarget.isEmpty ? nil : "\(g.lessonsOffTarget.count) lessons (items per lesson)",
            ].compactMap { $0 }
            let covered = g.standards[.covered] ?? 0, all = g.standards.values.reduce(0, +)
            out += "| \(g.grade.displayName) | \(g.units) | \(g.skills) | \(g.lessonsShare?.text ?? String(g.lessons)) "
            out += "| \(g.itemsShare?.text ?? String(g.items)) | \(covered) of \(all) | \(off.isEmpty ? "none" : off.joined(separator: ", ")) |\n"
        }

        let needing = standards.filter { $0.status != .covered }
        out += "\n### Standards needing items\n\n"
        if needing.isEmpty {
            out += "Every standard has at least 3 items."
            let fewest = standards.sorted { a, b in
                a.items != b.items ? a.items < b.items : a.grade != b.grade ? a.grade < b.grade : NaturalOrder.less(a.code, b.code)
            }.prefix(Self.fewestShown)
            if !fewest.isEmpty { out += " Fewest items: " + fewest.map { "\(cell($0.code)) (\($0.items))" }.joined(separator: ", ") + "." }
            out += "\n"
        } else {
            out += standardsTable(needing)
        }

        out += "\n### Item types\n\n| Type | Items | Share |\n|---|--:|--:|\n"
        for t in itemTypes {
            out += "| \(Markdown.code(t.type)) | \(t.items) | \(Share.format(Share(count: t.items, total: items).percent)) % |\n"
        }

        out += "\n### Hints, feedback and alt text\n\n| | Needed on | Items | Share |\n|---|---|--:|--:|\n"
        for (name, on, share) in [
            ("Hints", "every item", hints), ("Feedback when wrong", "auto-scored items", feedbackIncorrectAutoScored),
            ("Feedback when right", "every item", feedbackCorrect), ("Alt text", "items with a picture", alt),
        ] {
            out += "| \(name) | \(on) | \(share.count) / \(share.total) | \(Share.format(share.percent)) % |\n"
        }
        let notes = [CopyThing.feedbackIncorrect].compactMap(unscoredNote)
        if !notes.isEmpty { out += "\n" + notes.joined(separator: " ") + "\n" }
        out += assetsMarkdown
        out += localesMarkdown
        out += reviewsMarkdown

        if let readingLevels {
            let grades = self.grades.map(\.grade)
            out += "\n### Reading level of prompts\n\n| Level | " + grades.map(\.displayName).joined(separator: " | ") + " |\n"
            out += "|---|" + grades.map { _ in "--:|" }.joined() + "\n"
            for b in readingLevels {
                out += "| \(b.label) | " + grades.map { String(b.counts[$0] ?? 0) }.joined(separator: " | ") + " |\n"
            }
        }

        if let a = analytics {
            out += "\n### Analytics\n\n**\(a.share.count) of \(a.share.total) events** are emitted by some item type in use."
            if !a.notEmitted.isEmpty { out += " Not emitted by any item type: " + a.notEmitted.map { "`\($0)`" }.joined(separator: ", ") + "." }
            if !a.undefined.isEmpty { out += " Emitted but not defined: " + a.undefined.map { "`\($0)`" }.joined(separator: ", ") + "." }
            out += "\n"
        }
        if allStandards {
            out += "\n<details><summary>All \(standards.count) standards</summary>\n\n" + standardsTable(standards) + "\n</details>\n"
        }
        return out
    }

    private func standardsTable(_ rows: [StandardRow]) -> String {
        var out = "| Status | Standard | Grade | Skills | Lessons | Items | Item types |\n|---|---|---|--:|--:|--:|---|\n"
        for s in rows {
            let types = s.itemTypes.map { "\($0.type) \($0.items)" }.joined(separator: ", ")
            out += "| \(s.status.rawValue) | \(cell(s.code)) | \(s.grade.rawValue) | \(s.skills.count) | \(s.lessons) | \(s.items) | \(types.isEmpty ? "none" : cell(types)) |\n"
        }
        return out
    }

    /// Text safe inside a table cell: no markup, no HTML, no line breaks.
    private func cell(_ s: String) -> String { Markdown.inline(s) }
}
