import CurriculumCompiler

/// Where the child answers, drawn as the app shows it: large tiles in a 2×2 grid, a number field
/// over a keypad, True and False buttons, or a line saying what the child does on the picture.
/// Everything here is a picture of a control, not a control: it is disabled and never focusable.
struct ResponseArea {
    var response: ItemPicture.Response

    var html: String {
        switch response {
        case .options(let options):
            return "<ul class=\"options\" aria-label=\"Choices\">" + options.map { option in
                let shape = shape(namedIn: option)
                return "<li class=\"tile\(shape.isEmpty ? "" : " with-shape")\">\(shape)\(escapeHTML(option))</li>"
            }.joined() + "</ul>\n"
        case .keypad:
            let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "✓"]
            return "<div class=\"keypad\" aria-label=\"Number keypad\"><div class=\"field\" aria-hidden=\"true\">&nbsp;</div>"
                + "<ul class=\"keys\" aria-hidden=\"true\">" + keys.map { "<li>\($0)</li>" }.joined() + "</ul>"
                + "<p class=\"visually-hidden\">The child types a number on a keypad.</p></div>\n"
        case .trueFalse:
            return "<ul class=\"options two\" aria-label=\"Choices\"><li class=\"tile\"><span aria-hidden=\"true\">✓</span> True</li><li class=\"tile\"><span aria-hidden=\"true\">✗</span> False</li></ul>\n"
        case .onScene(let action):
            return "<p class=\"action\"><span aria-hidden=\"true\">☝︎</span> \(escapeHTML(action))</p>\n"
        case .onSceneOr(let action, let button):
            return ResponseArea(response: .onScene(action: action)).html
                + "<ul class=\"options two\" aria-label=\"Choices\"><li class=\"tile\">\(escapeHTML(button))</li></ul>\n"
        case .rubric(let canvas):
            // Marks from common text fonts only: an emoji may have no glyph on the reviewer's machine.
            return "<p class=\"action\"><span aria-hidden=\"true\">\(canvas ? "✎" : "☺")</span> "
                + (canvas ? "The child draws; a grown-up scores the drawing with the rubric." : "The child answers aloud; a grown-up scores the answer with the rubric.") + "</p>\n"
        }
    }

    /// A choice that names one shape ("triangle", "a bigger triangle", "cube") shows the shape above
    /// its word, as a drag tile does: a child who cannot read the word can count its sides.
    private func shape(namedIn option: String) -> String {
        guard let shape = ShapeDrawing.shape(namedIn: option) else { return "" }
        var svg = SVG(width: 48, height: 48)
        ShapeDrawing.glyph(shape, x: 24, y: 24, size: 40, in: &svg)
        return svg.renderDecoration(class: "option-shape")
    }
}
