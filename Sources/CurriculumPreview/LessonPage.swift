import CurriculumCompiler

/// One lesson's preview page: where it sits (grade, unit, skill), its own findings, the copy
/// review checklist, then every item in order.
struct LessonPage {
    var lesson: Lesson
    var catalog: Catalog
    var findings: LessonFindings

    var html: String {
        let title = lesson.title.value.isEmpty ? lesson.id.value : lesson.title.value
        var body = "<header>\n" + breadcrumbs + "<h1>\(escapeHTML(title))</h1>\n<p class=\"sub\">" + facts + "</p>\n</header>\n<main>\n"
        body += "<section class=\"card\" aria-labelledby=\"lesson-findings\">\n<h2 id=\"lesson-findings\">Findings on the lesson</h2>\n"
        body += FindingList(findings: findings.lesson, empty: "No findings on the lesson itself.").html
        let onItems = lesson.items.reduce(0) { $0 + findings.of($1).count }
        if onItems > 0 { body += "<p>\(Wording.count(onItems, "finding")) on its items, shown on each item below.</p>\n" }
        body += "</section>\n" + CopyChecklist(lesson: lesson, findings: findings).html
        body += "<section aria-labelledby=\"items\">\n<h2 id=\"items\">Items (\(lesson.items.count))</h2>\n"
        // A template's variants are drawn after its first, folded away (docs/preview.md).
        let items = lesson.items
        var index = 0
        while index < items.count {
            body += card(items[index], index)
            guard let template = items[index].variant?.templateID else {
                index += 1
                continue
            }
            var end = index + 1
            while end < items.count, items[end].variant?.templateID == template { end += 1 }
            if end > index + 1 {
                body += "<details class=\"variants\">\n<summary>\(Wording.count(end - index - 1, "more variant")) of template <code>\(escapeHTML(template))</code></summary>\n"
                for other in index + 1..<end { body += card(items[other], other) }
                body += "</details>\n"
            }
            index = end
        }
        body += "</section>\n</main>\n"
        return PreviewPage.document(title: "\(title) · preview", body: body, depth: 1, drawings: true)
    }

    private func card(_ item: Item, _ index: Int) -> String {
        ItemCard(item: item, lesson: lesson, catalog: catalog, findings: findings.of(item), position: index + 1).html
    }

    private var breadcrumbs: String {
        var crumbs = ["<a href=\"../index.html\">All lessons</a>", escapeHTML(lesson.grade.displayName)]
        let unitID = lesson.unit?.value ?? lesson.skill.flatMap { catalog.skills[$0.value]?.unitID }
        if let unitID, let unit = catalog.unitsByID[unitID] { crumbs.append(escapeHTML(unit.title)) }
        if let skill = lesson.skill.flatMap({ catalog.skills[$0.value] }) { crumbs.append(escapeHTML(skill.name)) }
        return "<nav aria-label=\"Breadcrumb\" class=\"crumbs\"><ol>" + crumbs.map { "<li>\($0)</li>" }.joined() + "</ol></nav>\n"
    }

    private var facts: String {
        var parts = ["<code>\(escapeHTML(lesson.id.value))</code>"]
        if let stage = lesson.stage { parts.append("stage: " + escapeHTML(stage.value.rawValue)) }
        if let type = lesson.lessonType { parts.append(escapeHTML(type)) }
        if let role = lesson.role { parts.append("role: " + escapeHTML(role.value.rawValue)) }
        parts.append(Wording.count(lesson.items.count, "item"))
        parts.append("<code>\(escapeHTML(lesson.path))</code>")
        return parts.joined(separator: " · ")
    }
}
