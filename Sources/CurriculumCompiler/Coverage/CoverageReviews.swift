/// How far reviewers have got (docs/reviews.md): per kind of review the review files hold, the
/// items approved, changed since their approval and never reviewed, overall and per grade, so
/// whoever signs a grade off sees them beside coverage. Empty when nothing has been reviewed.
package struct ReviewCoverage: Sendable, Equatable {
    package var kind: String
    package var counts: ReviewCounts
    /// Kindergarten, then Grade 1.
    package var grades: [(grade: Grade, counts: ReviewCounts)]

    package static func == (a: ReviewCoverage, b: ReviewCoverage) -> Bool {
        a.kind == b.kind && a.counts == b.counts && a.grades.map(\.grade) == b.grades.map(\.grade) && a.grades.map(\.counts) == b.grades.map(\.counts)
    }

    static func rows(_ catalog: Catalog, grades: [Grade]) -> [ReviewCoverage] {
        guard !catalog.reviews.isEmpty else { return [] }
        return catalog.reviews.kinds.map { kind in
            let status = ReviewStatus(catalog: catalog, kind: kind)
            return ReviewCoverage(
                kind: kind.name, counts: status.counts,
                grades: grades.map { grade in (grade, status.counts { $0.lesson.grade == grade }) })
        }
    }

    /// The approved items' share.
    package var approved: CoverageReport.Share { .init(count: counts.approved, total: counts.total) }
}

extension CoverageReport {
    var reviewsText: String {
        guard !reviews.isEmpty else { return "" }
        return "reviews: " + reviews.map { r in
            "\(r.kind) \(r.approved.text) approved (\(r.counts.changed) changed since approval, \(r.counts.neverReviewed) never reviewed)"
        }.joined(separator: "; ") + "\n"
    }

    var reviewsJSON: JSONValue {
        func counts(_ c: ReviewCounts) -> JSONValue {
            ["approved": .int(c.approved), "changed": .int(c.changed), "neverReviewed": .int(c.neverReviewed), "total": .int(c.total)]
        }
        return .array(reviews.map { r in
            [
                "kind": .string(r.kind), "counts": counts(r.counts), "approvedPercent": .double(r.approved.percent),
                "byGrade": .object(JSONObject(pairs: r.grades.map { ($0.grade.rawValue, counts($0.counts)) })),
            ]
        })
    }

    var reviewsMarkdown: String {
        guard !reviews.isEmpty else { return "" }
        var out = "\n## Reviews\n\n| Review | Grade | Approved | Changed since approval | Never reviewed |\n|---|---|--:|--:|--:|\n"
        for r in reviews {
            for (grade, c) in r.grades {
                out += "| \(r.kind) | \(grade.displayName) | \(Share(count: c.approved, total: c.total).text) | \(c.changed) | \(c.neverReviewed) |\n"
            }
        }
        return out + "\nAn approval holds while the item is what the reviewer approved; `curriculum review status` names the items changed since (docs/reviews.md).\n"
    }

    var reviewsHTML: String {
        guard !reviews.isEmpty else { return "" }
        var out = "<section aria-labelledby=\"reviews\">\n<h2 id=\"reviews\">Reviews</h2>\n"
        out += "<p>Items a reviewer approved as they are now, changed since their approval, and never reviewed, for each kind of review (<code>curriculum review status</code> names them).</p>\n"
        out += tableOpen("reviews-caption", "Review progress by kind and grade", className: "compact")
        out += "<thead><tr><th scope=\"col\">Review</th><th scope=\"col\">Grade</th><th scope=\"col\" class=\"n\">Approved</th><th scope=\"col\" class=\"n\">Changed since approval</th><th scope=\"col\" class=\"n\">Never reviewed</th></tr></thead>\n<tbody>\n"
        for r in reviews {
            for (grade, c) in r.grades {
                out += "<tr><th scope=\"row\">\(escapeHTML(r.kind))</th><td>\(escapeHTML(grade.displayName))</td><td class=\"n\">\(escapeHTML(Share(count: c.approved, total: c.total).text))</td><td class=\"n\">\(c.changed)</td><td class=\"n\">\(c.neverReviewed)</td></tr>\n"
            }
        }
        return out + "</tbody>\n</table>\n</div>\n</section>\n"
    }
}
