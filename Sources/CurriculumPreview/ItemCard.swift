import CurriculumCompiler
import CurriculumSyntax

/// One item on a lesson page: on the left the child's view (prompt, drawing, answer area) in the
/// app's look; on the right what a reviewer checks (answer and the solver's working, hints,
/// feedback, alt text, spoken form, difficulty, CRA stage, standards, and every finding on it).
struct ItemCard {
    var item: Item
    var lesson: Lesson
    var catalog: Catalog
    var findings: [Diagnostic]
    var position: Int

    var html: String {
        let picture = ItemDrawings.picture(of: item)
        let anchor = "item-" + PreviewSite.fragment(item.id.value)
        var out = "<article class=\"item\" id=\"\(anchor)\" data-item-id=\"\(escapeHTML(item.fullID))\" aria-labelledby=\"\(anchor)-h\">\n"
        out += "<h3 id=\"\(anchor)-h\"><span class=\"item-number\">\(position).</span> \(escapeHTML(item.id.value)) <span class=\"item-type\">\(escapeHTML(item.type.value))</span>"
        out += findingsBadge + "</h3>\n"
        out += "<div class=\"item-body\">\n" + childView(picture) + reviewerPanel(picture) + "</div>\n</article>\n"
        return out
    }

    private var findingsBadge: String {
        guard !findings.isEmpty else { return "" }
        let worst = findings.map(\.severity).max() ?? .info
        return " <span class=\"badge \(worst.rawValue)\">\(Wording.count(findings.count, "finding"))</span>"
    }

    // MARK: - What the child sees

    private func childView(_ picture: ItemPicture?) -> String {
        var out = "<section class=\"child\" aria-label=\"What the child sees\">\n<div class=\"device\">\n"
        if let prompt = item.prompt?.value {
            out += "<p class=\"prompt\">\(escapeHTML(prompt))</p>\n"
        } else {
            out += "<p class=\"prompt missing\">(no prompt)</p>\n"
        }
        if let picture {
            if let scene = picture.scene {
                // The view drawn from the fields keeps its own name: the item's alt text names its
                // illustration, the card below, which may show something else (a story's scene
                // beside an equation card).
                out += "<figure class=\"scene-frame\">" + scene + "</figure>\n"
            } else if let problem = picture.problem {
                out += "<p class=\"undrawn\" role=\"note\">Not drawn: \(escapeHTML(problem))</p>\n"
            }
            out += AssetFigure(item: item, catalog: catalog).html
            out += ResponseArea(response: picture.response).html
        } else {
            out += "<p class=\"undrawn\" role=\"note\">Not drawn: the item type “\(escapeHTML(item.type.value))” is not one the compiler knows</p>\n"
        }
        return out + "</div>\n</section>\n"
    }

    // MARK: - What the reviewer checks

    private func reviewerPanel(_ picture: ItemPicture?) -> String {
        var rows: [(String, String)] = []
        rows.append(("Answer", answer))
        // What the drawing left out, or cannot show, is the reviewer's to know: a note such as
        // "the first 5 of the 900 in sand are drawn" would tell the child the count.
        if let note = picture?.note { rows.append(("Drawing", "<p class=\"drawing-note\">\(escapeHTML(note))</p>")) }
        if let worked = picture?.worked {
            // The answer as the scene would show it: beside the child's view, never in it.
            rows.append(("Answer drawn", (worked.scene.map { "<figure class=\"worked\">\($0)</figure>" } ?? "") + "<p>\(escapeHTML(worked.words))</p>"))
        }
        let hints = item.hints
        rows.append(("Hints", hints.isEmpty ? "<span class=\"muted\">none</span>"
            : "<ol>" + hints.map { "<li>\(escapeHTML($0.value))</li>" }.joined() + "</ol>"))
        var feedback = ""
        if let correct = item.feedbackCorrect?.value { feedback += "<p><span class=\"tag ok\">Right</span> \(escapeHTML(correct))</p>" }
        if let incorrect = item.feedbackIncorrect?.value { feedback += "<p><span class=\"tag try\">Not yet</span> \(escapeHTML(incorrect))</p>" }
        rows.append(("Feedback", feedback.isEmpty ? "<span class=\"muted\">none</span>" : feedback))
        let alt = item.image?.alt?.value
        // What a child who cannot see the drawing hears is its name, which leaves out what is
        // asked; the reviewer's fuller description ("cut into 2 equal shares") is a row of its own.
        rows.append(("Alt text", alt.map(escapeHTML) ?? (picture?.scene != nil ? "<span class=\"muted\">none written; the drawing is named:</span> " + escapeHTML(picture?.label ?? "") : "<span class=\"muted\">no picture</span>")))
        if let picture, picture.scene != nil, picture.description != picture.label {
            rows.append(("Drawing shows", "<span class=\"muted\">for the reviewer:</span> " + escapeHTML(picture.description)))
        }
        if let asset = AssetFigure(item: item, catalog: catalog).review { rows.append(("Picture", asset)) }
        rows.append(("Spoken", spoken))
        // Out of the lesson's own rubric (its `maxDifficulty`, or the manifest's), as the app's adaptive difficulty counts.
        let levels = catalog.rubric(for: lesson).maxDifficulty
        rows.append(("Difficulty", item.difficulty.map { "\($0.value) of \(levels)" } ?? "<span class=\"muted\">not set</span>"))
        rows.append(("CRA stage", lesson.stage.map { escapeHTML($0.value.rawValue) } ?? "<span class=\"muted\">not set</span>"))
        rows.append(("Standards", standards))
        var out = "<aside class=\"review\" aria-label=\"Review of \(escapeHTML(item.id.value))\">\n<dl>\n"
        for (term, value) in rows { out += "<dt>\(term)</dt><dd>\(value)</dd>\n" }
        out += "</dl>\n" + FindingList(findings: findings, empty: "No findings on this item.").html
        return out + "</aside>\n"
    }

    private var answer: String {
        let solution = catalog.solutions.solution(of: item)
        var out = ""
        if let node = item.answer {
            out += "<strong class=\"answer\">\(escapeHTML(ItemPicture.plain(node)))</strong>"
        } else if let drag = item.fields(DragDropItem.Fields.self) {
            let pairs = drag.pairs?.value.map(\.value) ?? []
            out += "<ul class=\"pairs\">" + pairs.map { "<li>\(escapeHTML($0.item?.value ?? "?")) → \(escapeHTML($0.target?.value ?? "?"))</li>" }.joined() + "</ul>"
        } else if let type = ItemTypes.type(of: item), !type.isAutoScored {
            out += "<span class=\"muted\">scored by a grown-up with the rubric</span>"
            if let rubric = item.rubric { out += "<div class=\"rubric\">\(escapeHTML(ItemPicture.plain(rubric.node)))</div>" }
        } else {
            out += "<span class=\"muted\">none written</span>"
        }
        guard let solution else { return out }
        if !solution.problems.isEmpty {
            out += "<p class=\"solver bad\"><span aria-hidden=\"true\">✗</span> The solver cannot answer it: " + solution.problems.map { escapeHTML($0.message) }.joined(separator: "; ") + "</p>"
        } else if let expected = solution.answer {
            let given = item.answer.flatMap { ItemTypes.type(of: item)?.answerValue($0) }
            let working = solution.working.isEmpty ? "" : " (\(escapeHTML(solution.working)))"
            if let given {
                let right = expected.accepts(given)
                out += "<p class=\"solver \(right ? "good" : "bad")\"><span aria-hidden=\"true\">\(right ? "✓" : "✗")</span> "
                    + (right ? "The solver agrees" : "The solver works out <strong>\(escapeHTML(expected.description))</strong>") + working + "</p>"
            } else {
                out += "<p class=\"solver\">The solver works out <strong>\(escapeHTML(expected.description))</strong>\(working)</p>"
            }
        }
        return out
    }

    private var spoken: String {
        guard let prompt = item.prompt?.value else { return "<span class=\"muted\">no prompt</span>" }
        let said = Speech.spoken(prompt)
        var out = said.text == prompt ? "<span class=\"muted\">as written</span>" : "“\(escapeHTML(said.text))”"
        if !said.isSpeakable {
            out += " <span class=\"tag bad\">cannot say " + said.unspeakable.map { escapeHTML($0.text) }.joined(separator: " ") + "</span>"
        }
        out += " <button type=\"button\" class=\"speak\" data-speak=\"\(escapeHTML(said.text))\" hidden>Read aloud</button>"
        // Tiles, categories and shown equations are heard too: list those that read differently.
        var seen: Set<String> = []
        var labels: [String] = []
        for (text, _) in ItemData.shownText(of: item) where seen.insert(text).inserted {
            let label = Speech.spoken(text)
            guard label.text != text || !label.isSpeakable else { continue }
            var entry = "“\(escapeHTML(text))” is said “\(escapeHTML(label.text))”"
            if !label.isSpeakable {
                entry += " <span class=\"tag bad\">cannot say " + label.unspeakable.map { escapeHTML($0.text) }.joined(separator: " ") + "</span>"
            }
            labels.append("<li>" + entry + "</li>")
        }
        if !labels.isEmpty { out += "<ul class=\"spoken-labels\">" + labels.joined() + "</ul>" }
        return out
    }

    private var standards: String {
        let codes = catalog.standards(of: item, in: lesson)
        guard !codes.isEmpty else { return "<span class=\"muted\">none</span>" }
        return "<ul class=\"standards\">" + codes.map { code in
            let text = catalog.standards[code]?.description ?? "not in the standards matrix"
            return "<li><span class=\"code\">\(escapeHTML(code))</span> \(escapeHTML(text))</li>"
        }.joined() + "</ul>"
    }
}
