import Foundation

extension CoverageReport {
    /// `coverage.html`: one self-contained, accessible page, the same bytes for the same input.
    ///
    /// The first screen, on a laptop or a phone, answers three questions in words and in bars: are
    /// the standards covered, where is coverage thin, and is each grade on its targets. The
    /// details follow, the long per-standard tables last. Every bar is drawn on a scale it shares
    /// with the other bars of its chart, states its numbers in the text beside it (the bar itself
    /// is hidden from screen readers), and marks a value beyond the scale. Codes never break
    /// across lines. Grades are always Kindergarten first. Nothing loads from elsewhere and
    /// nothing needs a script.
    package func html() -> String {
        var body = "<header>\n<h1>Coverage: \(esc(title)) <span class=\"nowrap\">\(esc(version))</span></h1>\n"
        body += "<p class=\"sub\">\(esc(subtitle))</p>\n</header>\n<main>\n"
        body += "<div class=\"overview\">\n" + coveredCard + thinCard + targetsCard + "</div>\n"
        body += sectionNav
        body += gradesSection + typesSection + copySection + assetsHTML + localesHTML + reviewsHTML + readingSection + analyticsSection + standardsSection
        body += "</main>\n"

        return """
            <!DOCTYPE html>
            <html lang="\(esc(locale))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Coverage: \(esc(title)) \(esc(version))</title>
            <style>
            \(Self.css)</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    // MARK: - The first screen

    private var subtitle: String {
        let lessons = grades.reduce(0) { $0 + $1.lessons }
        return "\(standards.count) standard\(standards.count == 1 ? "" : "s") · \(lessons) lesson\(lessons == 1 ? "" : "s") · \(Self.items(items))"
    }

    /// Are the standards covered? The covered share, then each grade's standards by status.
    private var coveredCard: String {
        var out = "<section class=\"card\" aria-labelledby=\"covered\">\n<h2 id=\"covered\">Standards covered</h2>\n"
        out += "<p class=\"answer\">\(count(.covered)) of \(standards.count) <span class=\"answer-unit\">(\(pct(coveredShare.percent)))</span></p>\n"
        let meaning: [Status: String] = [.covered: "3+ items", .thin: "1–2", .uncovered: "none"]
        out += "<p class=\"statuses\">" + Status.allCases.reversed().map {
            "<span class=\"nowrap\"><span class=\"swatch \($0.rawValue)\" aria-hidden=\"true\"></span>\(count($0)) \($0.rawValue) <span class=\"muted\">(\(meaning[$0]!))</span></span>"
        }.joined(separator: " ") + "</p>\n"
        let rows = grades.map { g -> BarRow in
            let n = g.standards.values.reduce(0, +)
            let covered = g.standards[.covered] ?? 0
            var value = "\(covered) of \(n) (\(pct(Share(count: covered, total: n).percent)))"
            let rest = [Status.thin, .uncovered].compactMap { s in (g.standards[s] ?? 0) > 0 ? "\(g.standards[s]!) \(s.rawValue)" : nil }
            value = nowrap(value + (rest.isEmpty ? "" : ",")) + (rest.isEmpty ? "" : " " + nowrap(rest.joined(separator: ", ")))
            return BarRow(
                label: esc(g.grade.displayName), value: value,
                segments: Status.allCases.reversed().map { (Share(count: g.standards[$0] ?? 0, total: n).percent, $0.rawValue) })
        }
        out += BarList(label: "Standards covered in each grade, as a share of its standards", scale: 100, rows: rows).html
        return out + "</section>\n"
    }

    /// Where is coverage thin? The standards that need items, or the ones with the fewest; and
    /// any auto-scored item without a hint or feedback, any picture without alt text.
    private var thinCard: String {
        var out = "<section class=\"card\" aria-labelledby=\"thin\">\n<h2 id=\"thin\">Where coverage is thin</h2>\n"
        let needing = standards.filter { $0.status != .covered }
        if needing.isEmpty {
            out += "<p class=\"answer\">Nowhere</p>\n"
            if standards.isEmpty {
                out += "<p>There are no standards to cover.</p>\n"
            } else {
                let fewest = standards.sorted { a, b in
                    a.items != b.items ? a.items < b.items : a.grade != b.grade ? a.grade < b.grade : NaturalOrder.less(a.code, b.code)
                }.prefix(Self.fewestShown)
                out += "<p>Every standard has 3 or more items. Fewest: "
                out += fewest.enumerated().map { "<span class=\"nowrap\">\(code($1.code)) \($0 == 0 ? Self.items($1.items) : String($1.items))</span>" }.joined(separator: ", ") + ".</p>\n"
            }
        } else {
            out += "<p class=\"answer\">\(needing.count) standard\(needing.count == 1 ? "" : "s") <span class=\"answer-unit\">need\(needing.count == 1 ? "s" : "") items</span></p>\n"
            // Kindergarten before Grade 1 in each, as the report orders them.
            for status in [Status.uncovered, .thin] {
                let rows = needing.filter { $0.status == status }
                guard !rows.isEmpty else { continue }
                let shown = rows.prefix(Self.needingShown)
                out += "<p class=\"gaps\"><span class=\"status \(status.rawValue)\">\(rows.count) \(status.rawValue)</span>: "
                out += shown.map { s in
                    status == .uncovered ? code(s.code) : "<span class=\"nowrap\">\(code(s.code)) (\(Self.items(s.items)))</span>"
                }.joined(separator: ", ")
                out += rows.count > shown.count ? ", and <a href=\"#standards\">\(rows.count - shown.count) more</a>.</p>\n" : ".</p>\n"
            }
        }
        var gaps: [String] = []
        func gap(_ missing: Int, _ text: String) { if missing > 0 { gaps.append("\(missing) \(text)") } }
        gap(hints.total - hints.count, "item\(hints.total - hints.count == 1 ? "" : "s") without a hint")
        gap(feedbackIncorrectAutoScored.total - feedbackIncorrectAutoScored.count, "auto-scored item\(feedbackIncorrectAutoScored.total - feedbackIncorrectAutoScored.count == 1 ? "" : "s") without feedback when wrong")
        gap(alt.total - alt.count, "picture\(alt.total - alt.count == 1 ? "" : "s") without alt text")
        out += gaps.isEmpty
            ? "<p class=\"note\">No hint, feedback when wrong or alt text missing where needed (<a href=\"#copy\">details</a>).</p>\n"
            : "<p class=\"note\"><strong>Copy gaps:</strong> \(gaps.joined(separator: "; ")) (<a href=\"#copy\">details</a>).</p>\n"
        return out + "</section>\n"
    }

    /// Is each grade on target? Lessons and items against the manifest's targets on one scale
    /// that reaches past 100 % when the content does, and the per-skill and per-lesson ranges.
    private var targetsCard: String {
        var out = "<section class=\"card\" aria-labelledby=\"targets\">\n<h2 id=\"targets\">Against the targets</h2>\n"
        let targeted = grades.filter { $0.targets != nil }
        guard !targeted.isEmpty else {
            return out + "<p class=\"answer\">No targets</p>\n<p>The manifest sets no lesson or item targets.</p>\n</section>\n"
        }
        let measures = targeted.flatMap { g in [(g, "lessons", g.lessonsShare!), (g, "items", g.itemsShare!)] }
        let below = measures.filter { $0.2.count < $0.2.total }
        out += below.isEmpty
            ? "<p class=\"answer\">All \(measures.count) <span class=\"answer-unit\">targets reached</span></p>\n"
            : "<p class=\"answer\">\(measures.count - below.count) of \(measures.count) <span class=\"answer-unit\">targets reached</span></p>\n"
                + "<p class=\"gaps\"><span class=\"status thin\">Below target</span>: "
                + below.map { g, what, share in "<span class=\"nowrap\">\(esc(g.grade.displayName)) \(what)</span> <span class=\"nowrap\">(\(pct(share.percent)))</span>" }.joined(separator: ", ") + ".</p>\n"
        let scale = Self.targetScale(measures.map(\.2.percent))
        let rows = measures.map { g, what, share in
            BarRow(label: "\(esc(g.grade.displayName)) \(what)", value: nowrap("\(share.count) of \(share.total) (\(pct(share.percent)))"),
                   segments: [(share.percent, share.count < share.total ? "below" : "reached")])
        }
        out += BarList(label: "Lessons and items in each grade, as a share of the manifest's target", scale: scale, target: 100, rows: rows).html
        out += Self.axis(scale: scale)
        if let longest = measures.map(\.2.percent).max(), longest > scale {
            out += "<p class=\"note\">A bar with a gap at its end runs past \(BarChartNumber.format(scale))&nbsp;%.</p>\n"
        }
        var ranges: [String] = []
        for g in targeted {
            let t = g.targets!
            if !g.skillsOffTarget.isEmpty { ranges.append("\(g.skillsOffTarget.count) \(esc(g.grade.displayName)) skill\(g.skillsOffTarget.count == 1 ? "" : "s") outside \(t.lessonsPerSkill.lowerBound)–\(t.lessonsPerSkill.upperBound) lessons") }
            if !g.lessonsOffTarget.isEmpty { ranges.append("\(g.lessonsOffTarget.count) \(esc(g.grade.displayName)) lesson\(g.lessonsOffTarget.count == 1 ? "" : "s") outside \(t.itemsPerLesson.lowerBound)–\(t.itemsPerLesson.upperBound) items") }
        }
        out += ranges.isEmpty
            ? "<p class=\"note\">Lessons per skill and items per lesson: all within range (<a href=\"#grades\">details</a>).</p>\n"
            : "<p class=\"note\"><strong>Outside the ranges:</strong> \(ranges.joined(separator: "; ")) (<a href=\"#grades\">details</a>).</p>\n"
        return out + "</section>\n"
    }

    /// The targets chart's full width in percent: 100 when nothing passes its target, otherwise the
    /// largest share rounded up to the next 50, at most 300 (a longer bar is cut and marked).
    static func targetScale(_ percents: [Double]) -> Double {
        let largest = percents.max() ?? 0
        return largest <= 100 ? 100 : min(Self.targetScaleLimit, (largest / 50).rounded(.up) * 50)
    }

    static let targetScaleLimit = 300.0
    static let fewestShown = 5
    static let needingShown = 10

    /// 0, the target and the scale's end, under the targets chart; the caption says the same.
    private static func axis(scale: Double) -> String {
        var out = "<div class=\"axis\" aria-hidden=\"true\"><span class=\"tick\" style=\"left:0\">0</span>"
        if scale > 100 {
            out += "<span class=\"tick mid\" style=\"left:\(BarChartNumber.format(100 * 100 / scale))%\">100&nbsp;% target</span>"
            out += "<span class=\"tick end\" style=\"right:0\">\(BarChartNumber.format(scale))&nbsp;%</span>"
        } else {
            out += "<span class=\"tick end\" style=\"right:0\">100&nbsp;% target</span>"
        }
        return out + "</div>\n"
    }

    private var sectionNav: String {
        var links = [("grades", "Grades"), ("types", "Item types"), ("copy", "Hints, feedback, alt text")]
        if !assets.isEmpty { links.append(("pictures", "Pictures")) }
        if !locales.isEmpty { links.append(("translations", "Translations")) }
        if !reviews.isEmpty { links.append(("reviews", "Reviews")) }
        if readingLevels != nil { links.append(("reading", "Reading level")) }
        if analytics != nil { links.append(("analytics", "Analytics")) }
        links.append(("standards", "Every standard"))
        return "<nav aria-label=\"Details\"><ul>" + links.map { "<li><a href=\"#\($0.0)\">\($0.1)</a></li>" }.joined() + "</ul></nav>\n"
    }

    // MARK: - Details

    private var gradesSection: String {
        var out = "<section aria-labelledby=\"grades\">\n<h2 id=\"grades\">Grades against their targets</h2>\n"
        out += tableOpen("grades-caption", "Counts per grade, against the manifest's targets", className: "compact")
        out += "<thead><tr><th scope=\"col\">Measure</th>" + grades.map { "<th scope=\"col\" class=\"n\">\(esc($0.grade.displayName))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        func row(_ name: String, _ cell: (GradeRow) -> String) {
            out += "<tr><th scope=\"row\">\(name)</th>" + grades.map { "<td class=\"n\">\(cell($0))</td>" }.joined() + "</tr>\n"
        }
        row("Standards covered") { g in
            let n = g.standards.values.reduce(0, +), c = g.standards[.covered] ?? 0
            return "\(c) of \(n) <span class=\"nowrap\">(\(pct(Share(count: c, total: n).percent)))</span>"
        }
        row("Units") { String($0.units) }
        row("Skills") { String($0.skills) }
        row("Lessons") { g in g.lessonsShare.map { "\($0.count) of \($0.total) <span class=\"nowrap\">(\(pct($0.percent)))</span>" } ?? String(g.lessons) }
        row("Items") { g in g.itemsShare.map { "\($0.count) of \($0.total) <span class=\"nowrap\">(\(pct($0.percent)))</span>" } ?? String(g.items) }
        row("Lessons per skill") { g in
            guard let t = g.targets else { return "no target" }
            return rangeCell(t.lessonsPerSkill, off: g.skillsOffTarget, of: g.skills, noun: "skill")
        }
        row("Items per lesson") { g in
            guard let t = g.targets else { return "no target" }
            return rangeCell(t.itemsPerLesson, off: g.lessonsOffTarget, of: g.lessons, noun: "lesson")
        }
        out += "</tbody>\n</table>\n</div>\n"
        out += "<p class=\"note\">Lessons and items are counted against the grade's target in the manifest; the ranges are the lessons each skill and the items each lesson should have.</p>\n"
        return out + "</section>\n"
    }

    private func rangeCell(_ range: ClosedRange<Int>, off: [String], of total: Int, noun: String) -> String {
        let r = "\(range.lowerBound)–\(range.upperBound)"
        if off.isEmpty { return "\(r): <span class=\"nowrap\">every \(noun)</span>" }
        return "\(r): <span class=\"nowrap\">\(off.count) of \(total) \(noun)s outside</span><br>" + off.map(code).joined(separator: ", ")
    }

    private var typesSection: String {
        var out = "<section aria-labelledby=\"types\">\n<h2 id=\"types\">Item types</h2>\n"
        guard !itemTypes.isEmpty else { return out + "<p>There are no items.</p>\n</section>\n" }
        out += tableOpen("types-caption", "Items by type and grade; bars show each type's share of all \(Self.items(items)) on a 0–100&nbsp;% scale", className: "compact")
        out += "<thead><tr><th scope=\"col\" rowspan=\"2\">Type</th><th scope=\"colgroup\" colspan=\"\(grades.count)\" class=\"c\">By grade</th>"
        out += "<th scope=\"col\" rowspan=\"2\" class=\"n\">All</th><th scope=\"col\" rowspan=\"2\" class=\"share\">Share</th></tr>\n<tr>"
        out += grades.map { "<th scope=\"col\" class=\"n\">\(gradeAbbr($0.grade))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for t in itemTypes {
            out += "<tr><th scope=\"row\">\(code(t.type))</th>"
            for g in grades { out += "<td class=\"n\">\(g.itemTypes.first { $0.type == t.type }?.items ?? 0)</td>" }
            out += "<td class=\"n\">\(t.items)</td>" + shareCell(Share(count: t.items, total: items).percent) + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    private var copySection: String {
        var out = "<section aria-labelledby=\"copy\">\n<h2 id=\"copy\">Hints, feedback and alt text</h2>\n"
        let unscored = unscoredItems == 0 ? ""
            : unscoredItems == 1 ? " The other item is unscored (\(esc(unscoredTypeList))) and needs none."
            : " The other \(Self.items(unscoredItems)) are unscored (\(esc(unscoredTypeList))) and need none."
        out += "<p>Every item needs a hint. Feedback when wrong is needed on every auto-scored item.\(unscored)</p>\n"
        out += tableOpen("copy-caption", "Items with hints, feedback and alt text, among the items that need them; bars on a 0–100&nbsp;% scale", className: "compact")
        out += "<thead><tr><th scope=\"col\">What</th><th scope=\"col\">Needed on</th><th scope=\"col\" class=\"n\">Items</th><th scope=\"col\" class=\"share\">Share</th></tr></thead>\n<tbody>\n"
        for (name, on, share) in [
            ("Hints", "every item", hints), ("Feedback when wrong", "auto-scored items", feedbackIncorrectAutoScored),
            ("Feedback when right", "every item", feedbackCorrect), ("Alt text", "items with a picture", alt),
        ] {
            out += "<tr><th scope=\"row\">\(name)</th><td>\(on)</td><td class=\"n\">\(share.count) of \(share.total)</td>" + shareCell(share.percent) + "</tr>\n"
        }
        out += "</tbody>\n</table>\n</div>\n"
        for thing in [CopyThing.feedbackIncorrect] {
            if let note = unscoredNote(thing) {
                out += "<p class=\"note\" id=\"\(thing == .hint ? "hints-note" : "feedback-note")\">\(esc(note).replacingOccurrences(of: " %", with: "&nbsp;%"))</p>\n"
            }
        }
        return out + "</section>\n"
    }

    private var readingSection: String {
        guard let readingLevels else { return "" }
        var out = "<section aria-labelledby=\"reading\">\n<h2 id=\"reading\">Reading level of prompts</h2>\n"
        let limits = grades.compactMap { g in readingLimits[g.grade].map { "\(g.grade.displayName) \($0)" } }
        if !limits.isEmpty { out += "<p>Limits from the manifest: \(esc(limits.joined(separator: ", "))).</p>\n" }
        let prompts = readingLevels.reduce(0) { $0 + $1.total }
        out += tableOpen("reading-caption", "Prompts by estimated reading level and grade; bars show each level's share of all \(prompts) prompts on a 0–100&nbsp;% scale", className: "compact")
        out += "<thead><tr><th scope=\"col\" rowspan=\"2\">Level</th><th scope=\"colgroup\" colspan=\"\(grades.count)\" class=\"c\">By grade</th>"
        out += "<th scope=\"col\" rowspan=\"2\" class=\"n\">All</th><th scope=\"col\" rowspan=\"2\" class=\"share\">Share</th></tr>\n<tr>"
        out += grades.map { "<th scope=\"col\" class=\"n\">\(gradeAbbr($0.grade))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for b in readingLevels {
            out += "<tr><th scope=\"row\" class=\"nowrap\">\(esc(b.label))</th>" + grades.map { "<td class=\"n\">\(b.counts[$0.grade] ?? 0)</td>" }.joined()
            out += "<td class=\"n\">\(b.total)</td>" + shareCell(Share(count: b.total, total: prompts).percent) + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    private var analyticsSection: String {
        guard let a = analytics else { return "" }
        var out = "<section aria-labelledby=\"analytics\">\n<h2 id=\"analytics\">Analytics</h2>\n"
        out += BarList(label: "Defined events emitted by some item type in use", scale: 100, className: "bars wide", rows: [
            BarRow(label: "Defined events emitted", value: nowrap("\(a.share.count) of \(a.share.total) (\(pct(a.share.percent)))"), segments: [(a.share.percent, "reached")])
        ]).html
        if !a.notEmitted.isEmpty { out += "<p>Not emitted by any item type: " + a.notEmitted.map(code).joined(separator: ", ") + ".</p>\n" }
        if !a.undefined.isEmpty { out += "<p>Emitted but not defined: " + a.undefined.map(code).joined(separator: ", ") + ".</p>\n" }
        // The events every type emits are named once; the table lists what each type adds.
        let common = a.byItemType.first.map { first in first.events.filter { e in a.byItemType.allSatisfy { $0.events.contains(e) } } } ?? []
        if !common.isEmpty, a.byItemType.count > 1 {
            out += "<p>Every item type in use emits " + common.map(code).joined(separator: ", ") + ".</p>\n"
        }
        let shared = a.byItemType.count > 1 ? Set(common) : []
        let extra = a.byItemType.map { ($0.type, $0.events.filter { !shared.contains($0) }) }.filter { !$0.1.isEmpty || shared.isEmpty }
        let others = a.byItemType.count - extra.count
        guard !extra.isEmpty else { return out + "</section>\n" }
        out += tableOpen("analytics-caption", shared.isEmpty ? "Events each item type in use emits" : "Events some item types emit besides those", className: "compact")
        out += "<thead><tr><th scope=\"col\">Item type</th><th scope=\"col\">Events</th></tr></thead>\n<tbody>\n"
        for (type, events) in extra {
            out += "<tr><th scope=\"row\">\(code(type))</th><td>\(events.isEmpty ? "none" : events.map(code).joined(separator: ", "))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</div>\n"
        if others > 0 { out += "<p class=\"note\">The other \(others) item type\(others == 1 ? "" : "s") emit\(others == 1 ? "s" : "") no more than those.</p>\n" }
        return out + "</section>\n"
    }

    /// One table per grade, Kindergarten first, the standards needing items first in each.
    private var standardsSection: String {
        var out = "<section aria-labelledby=\"standards\">\n<h2 id=\"standards\">Every standard</h2>\n"
        out += "<p>Per grade, those needing items first. Covered: 3 or more items; thin: 1 or 2; uncovered: none.</p>\n"
        for g in grades {
            let rows = standards.filter { $0.grade == g.grade }
            let id = "standards-\(g.grade.idPrefix)"
            out += "<h3 id=\"\(id)\">\(esc(g.grade.displayName))</h3>\n"
            guard !rows.isEmpty else { out += "<p>No standards.</p>\n"; continue }
            out += tableOpen("\(id)-caption", "\(esc(g.grade.displayName)): \(rows.count) standard\(rows.count == 1 ? "" : "s"), \(g.standards[.covered] ?? 0) covered", className: "standards")
            out += "<thead><tr><th scope=\"col\">Standard</th><th scope=\"col\" class=\"n\">Items</th><th scope=\"col\">Description</th></tr></thead>\n<tbody>\n"
            for s in rows {
                let types = s.itemTypes.map { nowrap("\(esc($0.type)) \($0.items)") }.joined(separator: ", ")
                let meta = "\(s.lessons) lesson\(s.lessons == 1 ? "" : "s") · \(s.skills.count) skill\(s.skills.count == 1 ? "" : "s")" + (types.isEmpty ? "" : " · \(types)")
                // The status sits under the code, in the row header: "NY-K.CC.9 uncovered".
                out += "<tr><th scope=\"row\">\(code(s.code)) <span class=\"status \(s.status.rawValue)\">\(s.status.rawValue)</span></th>"
                out += "<td class=\"n\">\(s.items)</td><td>\(esc(s.description))<span class=\"meta\">\(meta)</span></td></tr>\n"
            }
            out += "</tbody>\n</table>\n</div>\n"
        }
        return out + "</section>\n"
    }

    // MARK: - Pieces

    /// A table in a wrapper that scrolls sideways, rather than the page, if it is ever too wide;
    /// the wrapper is a named region that takes focus so a keyboard can scroll it.
    func tableOpen(_ captionID: String, _ caption: String, className: String? = nil) -> String {
        "<div class=\"table\" role=\"region\" aria-labelledby=\"\(captionID)\" tabindex=\"0\">\n<table\(className.map { " class=\"\($0)\"" } ?? "")>\n<caption id=\"\(captionID)\">\(caption)</caption>\n"
    }

    private func shareCell(_ percent: Double) -> String {
        "<td class=\"share\"><span class=\"nowrap\">\(pct(percent))</span>" + BarList.svg(scale: 100, segments: [(percent, "reached")], target: nil) + "</td>"
    }

    private func gradeAbbr(_ grade: Grade) -> String {
        grade == .kindergarten ? "<abbr title=\"Kindergarten\">K</abbr>" : "<abbr title=\"Grade 1\">1</abbr>"
    }

    private func pct(_ p: Double) -> String { "\(Share.format(p))&nbsp;%" }

    /// HTML kept on one line.
    private func nowrap(_ html: String) -> String { "<span class=\"nowrap\">\(html)</span>" }

    /// A standard code, an item type, an event: kept on one line.
    private func code(_ s: String) -> String { "<span class=\"code\">\(esc(s))</span>" }

    fileprivate func esc(_ s: String) -> String { escapeHTML(s) }

    static let css = """
        :root { color-scheme: light dark; --fg: #1f2328; --muted: #57606a; --bg: #fff; --card: #f6f8fa; --line: #d0d7de; --track: #dde3ea;
          --bar: #0969da; --below: #9a6700; --covered: #1a7f37; --thin: #9a6700; --uncovered: #cf222e; --mark: #1f2328; --link: #0550ae; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e6edf3; --muted: #9da7b3; --bg: #0d1117; --card: #161b22; --line: #3d444d; --track: #2d333b;
            --bar: #4493f8; --below: #d29922; --covered: #3fb950; --thin: #d29922; --uncovered: #ff7b72; --mark: #fff; --link: #79c0ff; }
        }
        * { box-sizing: border-box; }
        body { font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg);
          margin: 0 auto; max-width: 76rem; padding: .75rem 1.5rem 3rem; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        a { color: var(--link); }
        h1 { font-size: 1.5rem; line-height: 1.2; margin: .25rem 0 0; }
        h2 { font-size: 1.3rem; margin: 2.25rem 0 .5rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
        h3 { font-size: 1.1rem; margin: 1.5rem 0 .25rem; }
        p { margin: .5rem 0; }
        .sub { color: var(--muted); margin: .2rem 0 .75rem; }
        .nowrap, .code { white-space: nowrap; }
        .code { font-weight: 600; font-variant-numeric: tabular-nums; }
        .note { color: var(--muted); font-size: .875rem; }
        .muted { color: var(--muted); }
        .overview { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; }
        .card { border: 1px solid var(--line); border-radius: 8px; background: var(--card); padding: .75rem 1rem; min-width: 0; }
        .card h2 { font-size: 1rem; margin: 0; border: 0; padding: 0; color: var(--muted); }
        .card .answer { font-size: 1.75rem; font-weight: 700; line-height: 1.15; margin: .15rem 0 .35rem; }
        .answer-unit { font-size: 1.1rem; font-weight: 600; }
        .statuses { margin: 0 0 .25rem; font-size: .9rem; display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
        .swatch { display: inline-block; width: .8em; height: .8em; margin-right: .3em; border-radius: 2px; vertical-align: -.05em; }
        .swatch.covered { background: var(--covered); } .swatch.thin { background: var(--thin); } .swatch.uncovered { background: var(--uncovered); }
        .bars { list-style: none; margin: .5rem 0 0; padding: 0; }
        .bars li { display: grid; grid-template-columns: max-content minmax(0, 1fr); column-gap: .75rem; margin: 0 0 .45rem; font-size: .9rem; line-height: 1.3; }
        .bars .label { font-weight: 500; }
        .bars .value { text-align: right; font-variant-numeric: tabular-nums; }
        .bars.wide { max-width: 34rem; }
        .gaps { margin: .25rem 0; font-size: .925rem; }
        .bars svg { grid-column: 1 / -1; margin-top: .15rem; }
        svg.bar { display: block; width: 100%; height: .8rem; overflow: visible; }
        .bar .track { fill: var(--track); } .bar .reached { fill: var(--bar); } .bar .below { fill: var(--below); }
        .bar .covered { fill: var(--covered); } .bar .thin { fill: var(--thin); } .bar .uncovered { fill: var(--uncovered); }
        .bar .target { stroke: var(--mark); stroke-width: 2; } .bar .cut { stroke: var(--card); stroke-width: 4; }
        .axis { position: relative; height: 1.1rem; font-size: .75rem; color: var(--muted); margin: -.2rem 0 .25rem; }
        .axis .tick { position: absolute; top: 0; white-space: nowrap; }
        .axis .mid { transform: translateX(-50%); }
        nav ul { list-style: none; margin: 1.25rem 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; font-size: .95rem; }
        .table { overflow-x: auto; margin: .75rem 0; }
        .table:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
        table { border-collapse: collapse; width: 100%; font-size: .925rem; }
        table.compact { width: auto; min-width: min(100%, 34rem); }
        caption { text-align: left; font-weight: 600; padding: .25rem 0 .4rem; }
        th, td { border: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
        thead th { background: var(--card); }
        .n { text-align: right; font-variant-numeric: tabular-nums; }
        .c { text-align: center; }
        td.share { width: 8rem; text-align: right; font-variant-numeric: tabular-nums; }
        th.share { text-align: right; }
        td.share svg.bar { height: .55rem; margin-top: .2rem; }
        abbr[title] { text-decoration: none; }
        .status { font-weight: 600; }
        .status.covered { color: var(--covered); } .status.thin { color: var(--thin); } .status.uncovered { color: var(--uncovered); }
        .meta { display: block; color: var(--muted); font-size: .85rem; margin-top: .1rem; }
        table.standards td:last-child { min-width: 12rem; }
        table.standards th .status { display: block; font-size: .85rem; }
        @media (max-width: 60rem) { .overview { grid-template-columns: minmax(0, 1fr); gap: .6rem; } }
        @media (max-width: 40rem) {
          body { padding: .5rem .75rem 2rem; }
          h1 { font-size: 1.25rem; }
          .sub { font-size: .875rem; margin-bottom: .5rem; }
          .card { padding: .5rem .75rem; }
          .card .answer { font-size: 1.4rem; margin: 0 0 .2rem; }
          .answer-unit { font-size: 1rem; }
          .bars li { margin-bottom: .3rem; }
          table { font-size: .85rem; }
          th, td { padding: .25rem .35rem; }
          td.share { width: 4.5rem; }
          table.standards td:last-child { min-width: 0; }
          .statuses { gap: .1rem .75rem; }
        }
        @media print { .card { break-inside: avoid; } .table { overflow: visible; } }

        """
}

/// A list of labelled bars: each row states its value in words, and its bar, hidden from screen
/// readers, is drawn on the scale every row of the list shares.
struct BarRow {
    /// HTML.
    var label: String
    /// HTML: the numbers the bar draws, in words.
    var value: String
    /// Widths in percent, on the list's scale, each with its class (colour).
    var segments: [(Double, String)]
}

struct BarList {
    var label: String
    /// The percent at the full width, shared by every row.
    var scale: Double
    /// Draws a line at this percent (a target).
    var target: Double?
    var rows: [BarRow]

    var className = "bars"

    init(label: String, scale: Double, target: Double? = nil, className: String = "bars", rows: [BarRow]) {
        self.className = className
        self.label = label
        self.scale = scale
        self.target = target
        self.rows = rows
    }

    var html: String {
        var out = "<ul class=\"\(className)\" aria-label=\"\(escapeHTML(label))\">\n"
        for row in rows {
            out += "<li><span class=\"label\">\(row.label)</span> <span class=\"value\">\(row.value)</span>"
            out += Self.svg(scale: scale, segments: row.segments, target: target) + "</li>\n"
        }
        return out + "</ul>\n"
    }

    /// A bar whose viewBox is the scale in percent, so each segment's width is its percent: the
    /// browser stretches it to the width it has. A bar longer than the scale stops at the end
    /// with a cut across it.
    static func svg(scale: Double, segments: [(Double, String)], target: Double?) -> String {
        let w = BarChartNumber.format(scale)
        var out = "<svg class=\"bar\" viewBox=\"0 0 \(w) 10\" preserveAspectRatio=\"none\" aria-hidden=\"true\" focusable=\"false\">"
        out += "<rect class=\"track\" width=\"\(w)\" height=\"10\"/>"
        var x = 0.0
        var cut = false
        for (value, cls) in segments where value > 0 {
            let width = min(value, scale - x)
            guard width > 0 else { cut = true; continue }
            if value > width { cut = true }
            out += "<rect class=\"\(cls)\" x=\"\(BarChartNumber.format(x))\" width=\"\(BarChartNumber.format(width))\" height=\"10\"/>"
            x += width
        }
        if cut {
            let at = BarChartNumber.format(scale * 0.97)
            out += "<line class=\"cut\" x1=\"\(at)\" y1=\"-2\" x2=\"\(at)\" y2=\"12\" vector-effect=\"non-scaling-stroke\"/>"
        }
        if let target, target <= scale {
            let at = BarChartNumber.format(target)
            out += "<line class=\"target\" x1=\"\(at)\" y1=\"-2\" x2=\"\(at)\" y2=\"12\" vector-effect=\"non-scaling-stroke\"/>"
        }
        return out + "</svg>"
    }
}

enum BarChartNumber {
    /// Numbers with at most one decimal, never in exponent form.
    static func format(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths < 0 ? "-" : "")\(abs(tenths) / 10).\(abs(tenths % 10))"
    }
}
