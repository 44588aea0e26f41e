import CurriculumCompiler

/// The page a reviewer opens to approve again: exactly the items changed since their approval
/// of one kind, each as approved and as it is now (`ChangedItemCard`), and how many items are
/// approved as they are and never reviewed. One page per kind the review files hold.
struct ReviewChangesPage {
    var kind: ReviewKind
    var status: ReviewStatus
    var changes: [ChangedItem]
    var title: String
    var displayRoot: String

    /// `changes-<kind>.html`, beside the index.
    static func path(of kind: ReviewKind) -> String { "changes-\(PreviewSite.fragment(kind.name)).html" }

    var html: String {
        let counts = status.counts
        let heading = "Changed since the \(kind.phrase)"
        var body = "<header>\n<nav aria-label=\"Breadcrumb\" class=\"crumbs\"><ol><li><a href=\"index.html\">All lessons</a></li><li>\(escapeHTML(heading))</li></ol></nav>\n"
        body += "<h1>\(escapeHTML(heading))</h1>\n<p class=\"sub\">\(escapeHTML(title)) · \(escapeHTML(counts.summary))</p>\n</header>\n<main>\n"
        let shown = kind.locale == nil ? "each drawn as the child sees it, with the fields that changed marked" : "its \(kind.locale ?? "") strings side by side, with those that changed marked"
        body += "<section class=\"card\">\n<p>Each item below was approved, then changed. It is shown as it was approved and as it is now, \(escapeHTML(shown)). "
            + "Read each one, tick the checklist, and approve it again with <code>curriculum review approve</code> (<code>curriculum review diff --kind \(escapeHTML(kind.name))</code> prints the same changes).</p>\n</section>\n"
        body += "<section aria-labelledby=\"changed\">\n<h2 id=\"changed\">\(changes.isEmpty ? "No item has changed since its approval" : "\(changes.count) item\(changes.count == 1 ? "" : "s") changed since approval")</h2>\n"
        for change in changes {
            body += ChangedItemCard(change: change, kind: kind, displayRoot: displayRoot).html
        }
        body += "</section>\n</main>\n"
        return PreviewPage.document(title: "\(heading) · preview", body: body, depth: 0, drawings: true, extraStyle: Self.style)
    }

    /// Before and after side by side on a laptop, one above the other on a phone; a changed
    /// field is marked by a word and a border, not colour alone.
    static let style = """
        .versions { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.25rem; align-items: start; }
        @media (max-width: 52rem) { .versions { grid-template-columns: minmax(0, 1fr); } }
        .version h4 { margin-top: 0; }
        dl.fields { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.4rem 0.75rem; margin: 0.75rem 0 0; }
        dl.fields dt { font-weight: 600; color: var(--text-secondary); font-size: 0.95rem; }
        dl.fields dd { margin: 0; overflow-wrap: anywhere; }
        dl.fields dd ol, dl.fields dd ul { margin: 0; padding-left: 1.25rem; }
        dl.fields .changed { border-left: 4px solid var(--error); padding-left: 0.5rem; }
        @media (max-width: 30rem) { dl.fields { grid-template-columns: minmax(0, 1fr); } dl.fields dd { margin-bottom: 0.4rem; } }
        fieldset.checklist { border: 1px solid rgba(10, 37, 64, 0.2); border-radius: 12px; margin: 1rem 0 0; padding: 0.5rem 1rem; }
        fieldset.checklist legend { font-weight: 600; padding: 0 0.25rem; }

        """
}
