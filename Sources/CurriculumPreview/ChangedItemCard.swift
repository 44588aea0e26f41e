import CurriculumCompiler
import CurriculumModel

/// One item changed since its approval, for the reviewer who approves it again: the item as it
/// was approved and as it is now, each drawn as the child sees it beside what the bundle holds of
/// it, the changed fields marked in words (never by colour alone), and a checklist.
struct ChangedItemCard {
    var change: ChangedItem
    var kind: ReviewKind
    var displayRoot: String

    var html: String {
        let item = change.item
        let anchor = "change-" + PreviewSite.fragment(item.fullID)
        var out = "<article class=\"item change\" id=\"\(anchor)\" data-item-id=\"\(escapeHTML(item.fullID))\" aria-labelledby=\"\(anchor)-h\">\n"
        out += "<h3 id=\"\(anchor)-h\"><a href=\"\(escapeHTML(PreviewSite.path(of: change.lesson)))#item-\(PreviewSite.fragment(item.id.value))\">\(escapeHTML(item.fullID))</a> "
            + "<span class=\"item-type\">\(escapeHTML(item.type.value))</span></h3>\n"
        out += "<p class=\"sub\">Approved by \(escapeHTML(change.approval.by)) on \(escapeHTML(change.approval.date)) for the \(escapeHTML(kind.phrase)); changed since. "
            + "<code>\(escapeHTML(item.path)):\(item.id.location.line)</code></p>\n"
        if let reason = change.beforeUnavailable(displayRoot: displayRoot) {
            out += "<p class=\"undrawn\" role=\"note\">\(escapeHTML(reason.prefix(1).uppercased() + reason.dropFirst())).</p>\n"
        } else {
            out += "<p><strong>Changed:</strong> " + change.fields.map { "<code>\(escapeHTML($0.field))</code>" }.joined(separator: ", ") + "</p>\n"
        }
        out += "<div class=\"versions\">\n" + side(before: true) + side(before: false) + "</div>\n"
        out += checklist(anchor)
        return out + "</article>\n"
    }

    /// The fields that changed, and of a changed object (`feedback`, `image`) the members that
    /// did, so "feedback when right" is marked without "feedback when wrong".
    private var changed: Set<String> {
        var out = Set(change.fields.map(\.field))
        for field in change.fields {
            guard case .object(let a)? = field.before, case .object(let b)? = field.after else { continue }
            for key in Set(a.keys).union(b.keys) where a[key] != b[key] { out.insert(field.field + "." + key) }
        }
        return out
    }

    /// One version: its drawing (for content and accessibility reviews) and its fields.
    private func side(before: Bool) -> String {
        let title = before ? "As approved" : "Now"
        let id = "\(PreviewSite.fragment(change.item.fullID))-\(before ? "before" : "after")"
        var out = "<section class=\"version \(before ? "before" : "after")\" aria-labelledby=\"\(id)\">\n<h4 id=\"\(id)\">\(title)</h4>\n"
        let bytes: [UInt8]?
        if before, case .found(let approved) = change.before { bytes = approved } else { bytes = before ? nil : change.after }
        guard let bytes, let record = ReviewChanges.json(bytes) else {
            return out + "<p class=\"muted\">Not kept.</p>\n</section>\n"
        }
        if kind.locale == nil {
            let item = before ? ApprovedItem.item(fromRecord: bytes, lessonID: change.lesson.id.value) : change.item
            out += childView(item, record: record)
            out += fields(ofRecord: record)
        } else {
            out += fields(ofStrings: record)
        }
        return out + "</section>\n"
    }

    private func childView(_ item: Item?, record: JSONValue) -> String {
        var out = "<div class=\"device\" role=\"group\" aria-label=\"What the child sees\">\n"
        out += "<p class=\"prompt\">\(escapeHTML(record["prompt"]?.stringValue ?? ""))</p>\n"
        if let item, let picture = ItemDrawings.picture(of: item) {
            if let scene = picture.scene {
                out += "<figure class=\"scene-frame\">" + scene + "</figure>\n"
            } else if let problem = picture.problem {
                out += "<p class=\"undrawn\" role=\"note\">Not drawn: \(escapeHTML(problem))</p>\n"
            }
            out += ResponseArea(response: picture.response).html
        } else {
            out += "<p class=\"undrawn\" role=\"note\">Not drawn: no drawing for this item</p>\n"
        }
        return out + "</div>\n"
    }

    /// What the reviewer reads of an item record: the fields children meet, then the type's own,
    /// then any other field that changed; each changed one marked.
    private func fields(ofRecord record: JSONValue) -> String {
        var rows: [(field: String, label: String, value: JSONValue?)] = [
            ("prompt", "Prompt", record["prompt"]), ("answer", "Answer", record["answer"]), ("options", "Options", record["options"]),
            ("hints", "Hints", record["hints"]), ("feedback.correct", "Feedback when right", record["feedback"]?["correct"]),
            ("feedback.incorrect", "Feedback when wrong", record["feedback"]?["incorrect"]), ("image.alt", "Alt text", record["image"]?["alt"]),
            ("image.asset", "Picture", record["image"]?["asset"]), ("spoken.prompt", "Prompt said", record["spoken"]?["prompt"]),
            ("difficulty", "Difficulty", record["difficulty"]), ("standards", "Standards", record["standards"]),
        ]
        if case .object(let own)? = record["fields"] {
            for (key, value) in own { rows.append(("fields." + key, key, value)) }
        }
        var shown = Set(rows.map(\.field))
        // `feedback` changes as a whole in diff's terms; its lines are marked one by one.
        shown.insert("feedback")
        for field in change.fields.map(\.field) where !shown.contains(field) {
            rows.append((field, field, ReviewChanges.lookup(field, in: record)))
        }
        var out = "<dl class=\"fields\">\n"
        for row in rows where row.value != nil || changed.contains(row.field) {
            let isChanged = changed.contains(row.field)
            out += "<dt\(isChanged ? " class=\"changed\"" : "")>\(escapeHTML(row.label))\(isChanged ? " <span class=\"tag bad\">changed</span>" : "")</dt>"
            out += "<dd\(isChanged ? " class=\"changed\"" : "")>\(Self.show(row.value, ordered: row.field == "hints"))</dd>\n"
        }
        return out + "</dl>\n"
    }

    /// A translation review's version: the item's strings in the locale, in the order the child
    /// meets them (prompt, options, hints, feedback, alt text), each in its language.
    private func fields(ofStrings record: JSONValue) -> String {
        let strings = record["strings"]?.objectValue ?? [:]
        let prefix = change.item.fullID + "."
        let names = strings.keys.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        let order = ["prompt", "option", "hint", "feedback.correct", "feedback.incorrect", "alt"]
        func rank(_ name: String) -> Int { order.firstIndex { name == $0 || name.hasPrefix($0 + ".") } ?? order.count }
        var out = "<dl class=\"fields\">\n"
        for name in names.sorted(by: { (rank($0), $0.count, $0) < (rank($1), $1.count, $1) }) {
            let isChanged = changed.contains(name)
            out += "<dt\(isChanged ? " class=\"changed\"" : "")>\(escapeHTML(name))\(isChanged ? " <span class=\"tag bad\">changed</span>" : "")</dt>"
            out += "<dd lang=\"\(escapeHTML(kind.locale ?? ""))\"\(isChanged ? " class=\"changed\"" : "")>\(Self.show(strings[prefix + name] ?? strings[name]))</dd>\n"
        }
        if strings.isEmpty { out += "<dt>Strings</dt><dd><span class=\"muted\">none translated</span></dd>\n" }
        return out + "</dl>\n"
    }

    /// A value as the reviewer reads it: text as text, a list of texts as a list (numbered when
    /// its order is what the child meets, as hints are), anything else as compact JSON.
    static func show(_ value: JSONValue?, ordered: Bool = false) -> String {
        switch value {
        case nil, .null?: return "<span class=\"muted\">none</span>"
        case .string(let text)?: return escapeHTML(text)
        case .array(let list)? where !list.isEmpty && list.allSatisfy({ $0.stringValue != nil }):
            let tag = ordered ? "ol" : "ul"
            return "<\(tag)>" + list.map { "<li>\(escapeHTML($0.stringValue ?? ""))</li>" }.joined() + "</\(tag)>"
        case let other?: return "<code>\(escapeHTML(other.description))</code>"
        }
    }

    private func checklist(_ anchor: String) -> String {
        let checks = kind.locale == nil
            ? ["I read the changed fields as a child hears them", "The answer is still the right one", "Hints and feedback still fit the item"]
            : ["The translation says what the English says", "Numbers and symbols are kept", "It reads naturally to a child"]
        var out = "<fieldset class=\"checklist\"><legend>Before approving again</legend>\n<ul class=\"checklist\">\n"
        for (index, check) in checks.enumerated() {
            out += "<li><input type=\"checkbox\" id=\"\(anchor)-check-\(index)\"><label for=\"\(anchor)-check-\(index)\">\(escapeHTML(check))</label></li>\n"
        }
        out += "</ul>\n<p class=\"muted\">Then: <code>curriculum review approve \(escapeHTML(change.lesson.id.value)) --kind \(escapeHTML(kind.name)) --by NAME</code>. The ticks are not saved.</p>\n</fieldset>\n"
        return out
    }
}
