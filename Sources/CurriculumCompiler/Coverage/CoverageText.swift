extension CoverageReport {
    /// What `curriculum coverage` prints on a terminal.
    package func text() -> String {
        var out = "coverage of \(title) \(version)\n"
        out += summaryLine + "\n"
        let uncovered = standards.filter { $0.status == .uncovered }.map(\.code)
        if !uncovered.isEmpty { out += "  uncovered: \(uncovered.joined(separator: ", "))\n" }
        let thin = standards.filter { $0.status == .thin }.map { "\($0.code) (\($0.items) item\($0.items == 1 ? "" : "s"))" }
        if !thin.isEmpty { out += "  thin: \(thin.joined(separator: ", "))\n" }
        out += "grades:\n"
        for g in grades {
            out += "  \(g.grade.displayName): \(plural(g.units, "unit")), \(plural(g.skills, "skill")), "
            out += "lessons \(g.lessonsShare?.text ?? String(g.lessons)), items \(g.itemsShare?.text ?? String(g.items))\n"
            if !g.skillsOffTarget.isEmpty { out += "    skills outside the lessons-per-skill target: \(g.skillsOffTarget.count)\n" }
            if !g.lessonsOffTarget.isEmpty { out += "    lessons outside the items-per-lesson target: \(g.lessonsOffTarget.count)\n" }
        }
        out += "item types: " + (itemTypes.isEmpty ? "none" : itemTypes.map { "\($0.type) \($0.items)" }.joined(separator: ", ")) + "\n"
        out += "copy: hints \(hints.text) of all items; incorrect feedback \(feedbackIncorrectAutoScored.text) of auto-scored items"
        if unscoredItems > 0 { out += "; \(plural(unscoredItems, "unscored item")) (\(unscoredTypeList)) need\(unscoredItems == 1 ? "s" : "") none" }
        out += "; correct feedback \(feedbackCorrect.text) of all items; alt text \(alt.text) of items with a picture\n"
        out += assetsText
        out += localesText
        out += reviewsText
        if let readingLevels {
            out += "reading level of prompts: " + readingLevels.filter { $0.total > 0 }.map { "\($0.label) \($0.total)" }.joined(separator: ", ") + "\n"
        }
        if let a = analytics {
            out += "analytics: \(a.share.count) of \(a.share.total) events emitted by some item type in use"
            if !a.notEmitted.isEmpty { out += "; not emitted: \(a.notEmitted.joined(separator: ", "))" }
            if !a.undefined.isEmpty { out += "; emitted but undefined: \(a.undefined.joined(separator: ", "))" }
            out += "\n"
        }
        return out
    }

    private func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
