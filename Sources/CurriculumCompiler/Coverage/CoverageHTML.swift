import Foundation

extension CoverageReport {
    /// `coverage.html`: one self-contained, accessible page. Charts are inline SVG (role="img",
    /// with a <title> and a <desc> that carry the numbers), every chart has a table with the same
    /// data, status is written in words as well as colour, and nothing is loaded from elsewhere.
    public func html() -> String {
        var body = ""
        body += "<header>\n<h1>Coverage: \(esc(title)) \(esc(version))</h1>\n"
        body += "<p class=\"summary\"><strong>\(count(.covered)) of \(standards.count) standards covered (\(Share.format(coveredShare.percent)) %)</strong>, \(count(.thin)) thin, \(count(.uncovered)) uncovered; \(items) items.</p>\n"
        body += "<p>A standard is <em>covered</em> with 3 or more items, <em>thin</em> with 1 or 2, <em>uncovered</em> with none.</p>\n</header>\n<main>\n"

        // Standards
        body += "<section aria-labelledby=\"standards\">\n<h2 id=\"standards\">Standards</h2>\n"
        body += BarChart(
            id: "chart-standards", title: "Standards by status and grade",
            bars: grades.map { g in
                BarChart.Bar(label: g.grade.displayName, segments: Status.allCases.reversed().map {
                    .init(name: $0.rawValue, value: Double(g.standards[$0] ?? 0), color: Self.color($0))
                }, valueText: "\(g.standards[.covered] ?? 0) of \(g.standards.values.reduce(0, +)) covered")
            }, scale: nil, percentLine: false
        ).svg
        body += legend(Status.allCases.reversed().map { ($0.rawValue, Self.color($0)) })
        body += "<table>\n<caption>Every standard, those needing items first</caption>\n<thead><tr><th scope=\"col\">Standard</th><th scope=\"col\">Status</th><th scope=\"col\">Grade</th><th scope=\"col\">Description</th><th scope=\"col\" class=\"n\">Skills</th><th scope=\"col\" class=\"n\">Lessons</th><th scope=\"col\" class=\"n\">Items</th><th scope=\"col\">Item types</th></tr></thead>\n<tbody>\n"
        for s in standards {
            let types = s.itemTypes.map { "\($0.type) \($0.items)" }.joined(separator: ", ")
            body += "<tr><th scope=\"row\">\(esc(s.code))</th><td><span class=\"status \(s.status.rawValue)\">\(s.status.rawValue)</span></td><td>\(s.grade.rawValue)</td><td>\(esc(s.description))</td>"
            body += "<td class=\"n\">\(s.skills.count)</td><td class=\"n\">\(s.lessons)</td><td class=\"n\">\(s.items)</td><td>\(types.isEmpty ? "none" : esc(types))</td></tr>\n"
        }
        body += "</tbody>\n</table>\n</section>\n"

        // Grades against targets
        body += "<section aria-labelledby=\"grades\">\n<h2 id=\"grades\">Grades against their targets</h2>\n"
        var targetBars: [BarChart.Bar] = []
        for g in grades {
            for (what, share) in [("lessons", g.lessonsShare), ("items", g.itemsShare)] {
                guard let share else { continue }
                targetBars.append(.init(
                    label: "\(g.grade.displayName) \(what)",
                    segments: [.init(name: "percent of target", value: min(share.percent, 150), color: "#0969da")],
                    valueText: "\(share.count) of \(share.total)"))
            }
        }
        if !targetBars.isEmpty {
            body += BarChart(id: "chart-targets", title: "Lessons and items as a share of each grade's target", bars: targetBars, scale: 150, percentLine: true).svg
        }
        body += "<table>\n<caption>Counts per grade against the manifest's targets</caption>\n<thead><tr><th scope=\"col\">Grade</th><th scope=\"col\" class=\"n\">Units</th><th scope=\"col\" class=\"n\">Skills</th><th scope=\"col\" class=\"n\">Lessons</th><th scope=\"col\" class=\"n\">Items</th><th scope=\"col\">Skills outside the lessons-per-skill target</th><th scope=\"col\">Lessons outside the items-per-lesson target</th></tr></thead>\n<tbody>\n"
        for g in grades {
            body += "<tr><th scope=\"row\">\(g.grade.displayName)</th><td class=\"n\">\(g.units)</td><td class=\"n\">\(g.skills)</td>"
            body += "<td class=\"n\">\(esc(g.lessonsShare?.text ?? String(g.lessons)))</td><td class=\"n\">\(esc(g.itemsShare?.text ?? String(g.items)))</td>"
            body += "<td>\(g.skillsOffTarget.isEmpty ? "none" : esc(g.skillsOffTarget.joined(separator: ", ")))</td>"
            body += "<td>\(g.lessonsOffTarget.isEmpty ? "none" : esc(g.lessonsOffTarget.joined(separator: ", ")))</td></tr>\n"
        }
        body += "</tbody>\n</table>\n</section>\n"

        // Item types
        body += "<section aria-labelledby=\"types\">\n<h2 id=\"types\">Item types</h2>\n"
        if !itemTypes.isEmpty {
            body += BarChart(
                id: "chart-types", title: "Items by type",
                bars: itemTypes.map { .init(label: $0.type, segments: [.init(name: "items", value: Double($0.items), color: "#0969da")], valueText: "\($0.items)") },
                scale: nil, percentLine: false
            ).svg
        }
        body += "<table>\n<caption>Item-type mix</caption>\n<thead><tr><th scope=\"col\">Type</th>" + grades.map { "<th scope=\"col\" class=\"n\">\($0.grade.displayName)</th>" }.joined() + "<th scope=\"col\" class=\"n\">All</th><th scope=\"col\" class=\"n\">Share</th></tr></thead>\n<tbody>\n"
        for t in itemTypes {
            body += "<tr><th scope=\"row\">\(esc(t.type))</th>"
            for g in grades { body += "<td class=\"n\">\(g.itemTypes.first { $0.type == t.type }?.items ?? 0)</td>" }
            body += "<td class=\"n\">\(t.items)</td><td class=\"n\">\(Share.format(Share(count: t.items, total: items).percent)) %</td></tr>\n"
        }
        body += "</tbody>\n</table>\n</section>\n"

        // Copy
        let copyRows: [(String, Share)] = [
            ("Hints", hints), ("Feedback when wrong", feedbackIncorrect), ("Feedback when right", feedbackCorrect),
            ("Alt text (items with a picture)", alt),
        ]
        body += "<section aria-labelledby=\"copy\">\n<h2 id=\"copy\">Hints, feedback and alt text</h2>\n"
        body += BarChart(
            id: "chart-copy", title: "Share of items with hints, feedback and alt text",
            bars: copyRows.map { .init(label: $0.0, segments: [.init(name: "share", value: $0.1.percent, color: "#0969da")], valueText: "\(Share.format($0.1.percent)) %") },
            scale: 100, percentLine: false
        ).svg
        body += "<table>\n<caption>Hint, feedback and alt-text coverage</caption>\n<thead><tr><th scope=\"col\">What</th><th scope=\"col\" class=\"n\">Items</th><th scope=\"col\" class=\"n\">Share</th></tr></thead>\n<tbody>\n"
        for (name, share) in copyRows {
            body += "<tr><th scope=\"row\">\(name)</th><td class=\"n\">\(share.count) of \(share.total)</td><td class=\"n\">\(Share.format(share.percent)) %</td></tr>\n"
        }
        body += "</tbody>\n</table>\n</section>\n"

        // Reading level
        if let readingLevels {
            body += "<section aria-labelledby=\"reading\">\n<h2 id=\"reading\">Reading level of prompts</h2>\n"
            body += BarChart(
                id: "chart-reading", title: "Prompts by estimated reading level",
                bars: readingLevels.map { .init(label: $0.label, segments: [.init(name: "prompts", value: Double($0.total), color: "#0969da")], valueText: "\($0.total)") },
                scale: nil, percentLine: false
            ).svg
            let limits = grades.compactMap { g in readingLimits[g.grade].map { "\(g.grade.displayName) \($0)" } }
            if !limits.isEmpty { body += "<p>Limits from the manifest: \(esc(limits.joined(separator: ", "))).</p>\n" }
            body += "<table>\n<caption>Prompts per reading-level band and grade</caption>\n<thead><tr><th scope=\"col\">Level</th>" + grades.map { "<th scope=\"col\" class=\"n\">\($0.grade.displayName)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
            for b in readingLevels {
                body += "<tr><th scope=\"row\">\(esc(b.label))</th>" + grades.map { "<td class=\"n\">\(b.counts[$0.grade] ?? 0)</td>" }.joined() + "</tr>\n"
            }
            body += "</tbody>\n</table>\n</section>\n"
        }

        // Analytics
        if let a = analytics {
            body += "<section aria-labelledby=\"analytics\">\n<h2 id=\"analytics\">Analytics</h2>\n"
            body += BarChart(
                id: "chart-analytics", title: "Defined events emitted by some item type in use",
                bars: [.init(label: "Events", segments: [
                    .init(name: "emitted", value: Double(a.emitted.count), color: "#1a7f37"),
                    .init(name: "not emitted", value: Double(a.notEmitted.count), color: "#6e7781"),
                ], valueText: "\(a.emitted.count) of \(a.defined.count)")],
                scale: nil, percentLine: false
            ).svg
            body += legend([("emitted", "#1a7f37"), ("not emitted", "#6e7781")])
            body += "<p>\(a.share.count) of \(a.share.total) defined events are emitted by some item type in use.</p>\n"
            if !a.notEmitted.isEmpty { body += "<p>Not emitted by any item type: " + a.notEmitted.map { "<code>\(esc($0))</code>" }.joined(separator: ", ") + ".</p>\n" }
            if !a.undefined.isEmpty { body += "<p>Emitted but not defined: " + a.undefined.map { "<code>\(esc($0))</code>" }.joined(separator: ", ") + ".</p>\n" }
            body += "<table>\n<caption>Events each item type in use emits</caption>\n<thead><tr><th scope=\"col\">Item type</th><th scope=\"col\">Events</th></tr></thead>\n<tbody>\n"
            for (type, events) in a.byItemType {
                body += "<tr><th scope=\"row\">\(esc(type))</th><td>\(events.isEmpty ? "none" : events.map { "<code>\(esc($0))</code>" }.joined(separator: ", "))</td></tr>\n"
            }
            body += "</tbody>\n</table>\n</section>\n"
        }
        body += "</main>\n"

        return """
            <!DOCTYPE html>
            <html lang="\(esc(locale))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Coverage: \(esc(title)) \(esc(version))</title>
            <style>
            body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #fff; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 3rem; }
            h1 { font-size: 1.75rem; margin-bottom: .25rem; }
            h2 { font-size: 1.35rem; margin-top: 2.5rem; border-bottom: 1px solid #d0d7de; padding-bottom: .25rem; }
            table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: .95rem; }
            caption { text-align: left; font-weight: 600; padding: .25rem 0; }
            th, td { border: 1px solid #d0d7de; padding: .3rem .5rem; text-align: left; vertical-align: top; }
            thead th { background: #f6f8fa; }
            .n { text-align: right; font-variant-numeric: tabular-nums; }
            .status { font-weight: 600; }
            .status.covered { color: #1a7f37; } .status.thin { color: #9a6700; } .status.uncovered { color: #cf222e; }
            .legend { list-style: none; padding: 0; display: flex; gap: 1.25rem; flex-wrap: wrap; }
            .swatch { display: inline-block; width: .9em; height: .9em; margin-right: .35em; vertical-align: -.1em; border-radius: 2px; }
            svg { max-width: 100%; height: auto; display: block; margin: 1rem 0; }
            svg text { font: 13px system-ui, -apple-system, "Segoe UI", sans-serif; fill: #1f2328; }
            code { font-size: .9em; background: #f6f8fa; padding: .05em .3em; border-radius: 3px; }
            @media (prefers-color-scheme: dark) {
              body { color: #e6edf3; background: #0d1117; } thead th, code { background: #161b22; }
              th, td { border-color: #30363d; } svg text { fill: #e6edf3; }
              .status.covered { color: #3fb950; } .status.thin { color: #d29922; } .status.uncovered { color: #f85149; }
            }
            </style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    static func color(_ status: Status) -> String {
        switch status {
        case .covered: return "#1a7f37"
        case .thin: return "#bf8700"
        case .uncovered: return "#cf222e"
        }
    }

    private func legend(_ entries: [(String, String)]) -> String {
        "<ul class=\"legend\">" + entries.map { "<li><span class=\"swatch\" style=\"background:\($0.1)\"></span>\(esc($0.0))</li>" }.joined() + "</ul>\n"
    }
}

/// A horizontal bar chart as inline SVG: one row per bar, stacked segments, the value written at
/// the end of the bar so no number depends on reading a colour or an axis.
struct BarChart {
    struct Segment {
        var name: String
        var value: Double
        var color: String
    }

    struct Bar {
        var label: String
        var segments: [Segment]
        var valueText: String
    }

    var id: String
    var title: String
    var bars: [Bar]
    /// The value at the full width; nil scales to the largest bar.
    var scale: Double?
    /// Draws a dashed line at 100 (targets).
    var percentLine: Bool

    var svg: String {
        let labelWidth = 200.0, barWidth = 360.0, valueWidth = 110.0, rowHeight = 28.0, barHeight = 18.0
        let width = labelWidth + barWidth + valueWidth
        let height = Double(bars.count) * rowHeight + 12
        let largest = bars.map { $0.segments.reduce(0) { $0 + max(0, $1.value) } }.max() ?? 0
        let full = max(scale ?? largest, 1)
        let desc = bars.map { bar in
            let parts = bar.segments.count > 1 ? " (" + bar.segments.map { "\(Self.number($0.value)) \($0.name)" }.joined(separator: ", ") + ")" : ""
            return "\(bar.label): \(bar.valueText)\(parts)"
        }.joined(separator: "; ")
        var out = "<svg role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        out += "<title id=\"\(id)-title\">\(escapeHTML(title))</title>\n<desc id=\"\(id)-desc\">\(escapeHTML(desc)).</desc>\n"
        for (row, bar) in bars.enumerated() {
            let y = 6 + Double(row) * rowHeight
            out += "<text x=\"\(Self.number(labelWidth - 8))\" y=\"\(Self.number(y + barHeight - 4))\" text-anchor=\"end\">\(escapeHTML(bar.label))</text>\n"
            var x = labelWidth
            for segment in bar.segments where segment.value > 0 {
                let w = barWidth * min(segment.value, full) / full
                out += "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(w))\" height=\"\(Self.number(barHeight))\" fill=\"\(segment.color)\"><title>\(escapeHTML("\(bar.label), \(segment.name): \(Self.number(segment.value))"))</title></rect>\n"
                x += w
            }
            out += "<text x=\"\(Self.number(min(x, labelWidth + barWidth) + 6))\" y=\"\(Self.number(y + barHeight - 4))\">\(escapeHTML(bar.valueText))</text>\n"
        }
        if percentLine {
            let x = labelWidth + barWidth * 100 / full
            out += "<line x1=\"\(Self.number(x))\" y1=\"0\" x2=\"\(Self.number(x))\" y2=\"\(Self.number(height))\" stroke=\"#6e7781\" stroke-dasharray=\"4 3\"><title>target</title></line>\n"
        }
        out += "</svg>\n"
        return out
    }

    /// Numbers with at most one decimal, never in exponent form.
    static func number(_ v: Double) -> String {
        let tenths = Int((v * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }
}

func escapeHTML(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s.unicodeScalars {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.unicodeScalars.append(ch)
        }
    }
    return out
}

extension CoverageReport {
    fileprivate func esc(_ s: String) -> String { escapeHTML(s) }
}
