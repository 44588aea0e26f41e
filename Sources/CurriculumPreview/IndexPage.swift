import CurriculumCompiler

/// The site's front page: each grade, its units in order, each unit's skills and their lessons,
/// with how many items and findings each lesson has. A lesson no unit or skill claims is listed
/// at the end, so every lesson of the curriculum is reachable.
struct IndexPage {
    var site: PreviewSite

    var html: String {
        let catalog = site.catalog
        let title = catalog.manifest?.title ?? "Curriculum"
        var listed = Set<ObjectIdentifier>()
        var body = "<header>\n<h1>Preview: \(escapeHTML(title))</h1>\n<p class=\"sub\">" + summary + "</p>\n</header>\n<main>\n"
        body += "<section class=\"card\"><p>Each lesson page shows every item as a child sees it in the app, with the answer, hints, feedback, spoken form, standards and findings beside it for review.</p></section>\n"
        // To-dos such as pictures still to draw wait, folded, after the grades; what needs a
        // look comes before them.
        let general = TalliedFindings(site.generalFindings, rules: RuleRegistry.all)
        if !general.shown.isEmpty {
            body += "<section class=\"card\" aria-labelledby=\"general\">\n<h2 id=\"general\">Findings outside lessons</h2>\n"
            body += FindingList(findings: general.shown, empty: "").htmlWithPaths + "</section>\n"
        }
        body += reviewsCard
        let units = catalog.units.sorted { ($0.grade.rawValue == "K" ? 0 : 1, $0.order) < ($1.grade.rawValue == "K" ? 0 : 1, $1.order) }
        for grade in [Grade.kindergarten, .first] {
            let gradeUnits = units.filter { $0.grade == grade }
            guard !gradeUnits.isEmpty else { continue }
            body += "<section aria-labelledby=\"grade-\(grade.rawValue)\">\n<h2 id=\"grade-\(grade.rawValue)\">\(escapeHTML(grade.displayName))</h2>\n"
            for unit in gradeUnits {
                body += "<section class=\"card unit\" aria-labelledby=\"unit-\(PreviewSite.fragment(unit.id.value))\">\n"
                body += "<h3 id=\"unit-\(PreviewSite.fragment(unit.id.value))\">\(escapeHTML(unit.title))</h3>\n"
                for skill in unit.skills {
                    let lessons = catalog.lessonsBySkill[skill.id.value] ?? []
                    body += "<h4>\(escapeHTML(skill.name)) <span class=\"codes\">" + skill.standards.map { "<span class=\"nowrap\">\(escapeHTML($0.value))</span>" }.joined(separator: ", ") + "</span></h4>\n"
                    body += lessonList(lessons, &listed)
                }
                let checks = catalog.masteryChecks[unit.id.value] ?? []
                if !checks.isEmpty {
                    body += "<h4>Mastery check</h4>\n" + lessonList(checks, &listed)
                }
                body += "</section>\n"
            }
            body += "</section>\n"
        }
        let rest = catalog.lessons.filter { !listed.contains(ObjectIdentifier($0)) }
        if !rest.isEmpty {
            body += "<section class=\"card\" aria-labelledby=\"unplaced\">\n<h2 id=\"unplaced\">Lessons not in a unit</h2>\n" + lessonList(rest, &listed) + "</section>\n"
        }
        for tally in general.tallies {
            // Collapsed: one line until the reader opens it.
            let anchor = "tally-" + PreviewSite.fragment(tally.rule.id.lowercased())
            body += "<section class=\"card tally\" aria-labelledby=\"\(anchor)\">\n<details>\n<summary><h2 id=\"\(anchor)\">"
                + escapeHTML(tally.line.prefix(1).uppercased() + tally.line.dropFirst()) + "</h2></summary>\n"
                + "<p class=\"muted\">Info (<code class=\"rule\">\(escapeHTML(tally.rule.id))</code>): \(escapeHTML(tally.tally.listedBy)).</p>\n"
                + FindingList(findings: tally.findings, empty: "").htmlWithPaths + "</details>\n</section>\n"
        }
        body += "</main>\n"
        return PreviewPage.document(title: "Preview: \(title)", body: body, depth: 0, drawings: false)
    }

    /// For each kind of review the review files hold: how many items are approved, changed since
    /// their approval and never reviewed, and the page of changes.
    private var reviewsCard: String {
        let statuses = site.reviewStatuses
        guard !statuses.isEmpty else { return "" }
        var out = "<section class=\"card\" aria-labelledby=\"reviews\">\n<h2 id=\"reviews\">Reviews</h2>\n<ul>\n"
        for status in statuses {
            let counts = status.counts
            out += "<li><a href=\"\(escapeHTML(ReviewChangesPage.path(of: status.kind)))\">Changed since the \(escapeHTML(status.kind.phrase))</a>: "
                + "\(escapeHTML(counts.summary))</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    private var summary: String {
        let catalog = site.catalog
        let items = catalog.lessons.reduce(0) { $0 + $1.items.count }
        return [Wording.count(catalog.units.count, "unit"), Wording.count(catalog.lessons.count, "lesson"), Wording.count(items, "item")]
            .joined(separator: " · ")
    }

    private func lessonList(_ lessons: [Lesson], _ listed: inout Set<ObjectIdentifier>) -> String {
        guard !lessons.isEmpty else { return "<p class=\"muted\">No lessons yet.</p>\n" }
        var out = "<ol class=\"lessons\">\n"
        for lesson in lessons {
            listed.insert(ObjectIdentifier(lesson))
            let findings = site.findings(of: lesson)
            let all = findings.lesson + lesson.items.flatMap { findings.of($0) }
            let errors = all.filter { $0.severity == .error }.count
            var status = Wording.count(lesson.items.count, "item")
            if !all.isEmpty {
                status += ", <span class=\"badge \(errors > 0 ? "error" : "warning")\">\(Wording.count(all.count, "finding"))</span>"
            }
            let title = lesson.title.value.isEmpty ? lesson.id.value : lesson.title.value
            out += "<li><a href=\"\(escapeHTML(PreviewSite.path(of: lesson)))\">\(escapeHTML(title))</a> <span class=\"muted\">\(status)</span></li>\n"
        }
        return out + "</ol>\n"
    }
}
