import CurriculumCompiler
import CurriculumSyntax

/// An item as the child sees it: the scene drawn from its fields, and where the child answers.
package struct ItemPicture: Sendable {
    /// The drawing (an `<svg>` from `SVG.render`), or nil when the item shows only words and
    /// an answer area, or its fields are too broken to draw (then `problem` says why).
    package var scene: String?
    /// What the scene shows, in words, for the reviewer: every count and value drawn, which may
    /// be what the child is asked ("6 ducks in a line").
    package var description: String
    /// The scene's name in the child's view, the text alternative the scene carries: what it shows
    /// without what the child is asked ("ducks in a line"), as alt text is written
    /// (COPY-ALT-REVEALS-ANSWER). The item's own alt text names its illustration, not this scene.
    package var label: String
    /// How the child answers.
    package var response: Response
    /// Why the scene could not be drawn, for the reviewer (`filled is missing`).
    package var problem: String?
    /// What the drawing left out to stay readable (`the first 120 of 500 sticks are drawn`).
    package var note: String?
    /// The answer as the scene would show it once answered (the jumps landing, the hands at the
    /// time asked), for the reviewer's panel: never in the child's view.
    package var worked: Worked?

    package init(
        scene: String?, description: String, label: String? = nil, response: Response, problem: String? = nil, note: String? = nil,
        worked: Worked? = nil
    ) {
        self.scene = scene
        self.description = description
        self.label = label ?? description
        self.response = response
        self.problem = problem
        self.note = note
        self.worked = worked
    }

    /// The answer drawn: a scene and the words that say what it shows.
    package struct Worked: Sendable {
        package var scene: String?
        package var words: String

        package init(scene: String?, words: String) {
            self.scene = scene
            self.words = words
        }
    }

    /// A visual item whose fields do not say enough to draw it.
    package static func undrawable(_ problem: String, response: Response) -> ItemPicture {
        ItemPicture(scene: nil, description: "", response: response, problem: problem)
    }

    /// Where and how the child answers, drawn under the scene.
    package enum Response: Sendable, Equatable {
        /// Choices in the 2×2 grid of large tiles the app uses.
        case options([String])
        /// A number field over the app's keypad.
        case keypad
        /// Two large buttons, True and False.
        case trueFalse
        /// The child answers on the scene itself (fills, shades, drags, moves hands); `action`
        /// says what they do, e.g. "Drag each tile onto its match".
        case onScene(action: String)
        /// The child answers on the scene or with the one button under it: a comparison of two
        /// groups is answered by tapping the one with more, or the Same button when neither has.
        case onSceneOr(action: String, button: String)
        /// A grown-up scores the child's answer with the rubric: spoken, or drawn on a canvas.
        case rubric(canvas: Bool)
    }
}

extension ItemPicture.Response {
    /// The usual answer area of an item: its options when it has them, else the keypad for a
    /// number answer, else nothing to choose from but the scene.
    package static func standard(for item: Item, onScene action: String = "Answer on the picture") -> Self {
        if let options = item.options?.value {
            return .options(options.map { $0.string ?? ItemPicture.plain($0) })
        }
        if item.answer?.int != nil { return .keypad }
        return .onScene(action: action)
    }
}

extension ItemPicture {
    /// A field's value as an author would read it (a list as `a, b`), for labels and options.
    static func plain(_ node: Node) -> String {
        if let s = node.string ?? node.scalar?.text { return s }
        if let list = node.sequence { return list.map(plain).joined(separator: ", ") }
        if let pairs = node.mapping { return pairs.map { plain($0.key) + ": " + plain($0.value) }.joined(separator: ", ") }
        return ""
    }
}
