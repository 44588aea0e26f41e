/// What an item type's screen lets the child do and what it shows (docs/design.md#hints-and-feedback).
/// A hint is only help if the child can follow it on the screen in front of them, so the copy
/// rules hold hints and feedback to these: "Drag each apple" on a still picture of apples, or
/// "Pick two bars on the graph" where no graph is drawn, is help the child cannot use
/// (COPY-ACTION-UNAVAILABLE).
///
/// Every screen lets the child point at it and touch it, which does nothing but helps counting,
/// so neither is listed.
package struct ScreenTraits: Sendable {
    /// What the child does to answer or to work the item out on the screen.
    package enum Action: String, Sendable, CaseIterable {
        /// Tap one of the options, or a thing on screen (a bar to hear it, a shape).
        case choose
        /// Type a number on the keypad.
        case type
        /// Drag things: tiles onto targets, coins onto the tray, blocks onto the mat, clock hands.
        case move
        /// Tap the boxes of a ten frame to put counters in them.
        case fill
        /// Hop along a number line.
        case hop
        /// Tap the shares of a shape to shade them.
        case shade
        /// Draw, mark and color on a canvas.
        case draw

        /// How a note tells an author what the child can do.
        package var phrase: String {
            switch self {
            case .choose: "tap an answer"
            case .type: "type a number"
            case .move: "drag things"
            case .fill: "tap boxes to fill them"
            case .hop: "hop along the line"
            case .shade: "tap shares to shade them"
            case .draw: "draw"
            }
        }
    }

    /// A kind of drawing copy may name ("the graph", "the ten frame"), beyond the things a type's
    /// label fields name. `picture` is any drawing at all: every type that draws one shows it.
    package enum Visual: String, Sendable, CaseIterable {
        case picture, tenFrame, numberLine, numberChart, graph

        /// As copy names it.
        package var name: String {
            switch self {
            case .picture: "picture"
            case .tenFrame: "ten frame"
            case .numberLine: "number line"
            case .numberChart: "number chart"
            case .graph: "graph"
            }
        }

        /// What it is drawn with, in the words copy uses for them, singular.
        package var parts: [String] {
            switch self {
            case .picture, .numberLine: []
            case .tenFrame: ["frame", "counter", "dot", "box"]
            case .numberChart: ["box", "row"]
            case .graph: ["bar"]
            }
        }
    }

    package var actions: Set<Action>
    /// What every item of the type shows. An item with an `image` also shows a picture, and what
    /// its catalog entry and alt text say it shows.
    package var shows: Set<Visual>
    /// What the screen draws besides the things the type's label fields name, in the words a
    /// child would use (base-ten rods and cubes, ten-frame counters, clock hands), singular.
    package var parts: [String]
    /// When `.move` drags only some of what is drawn, the words for those: a sortClassify's
    /// groups are put in order, while the things sorted into them stay where they are.
    package var dragged: [String]?

    package init(actions: Set<Action>, shows: Set<Visual> = [], parts: [String] = [], dragged: [String]? = nil) {
        self.actions = actions
        self.shows = shows
        self.parts = parts
        self.dragged = dragged
    }
}
