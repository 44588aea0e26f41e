import CurriculumCompiler

/// A question's `position` drawn: the thing in its place by the landmark (NY-K.G.1), each with
/// its name beside it. A thing the size of furniture or bigger (a tree, a house, a table) and a
/// person are drawn as simple outlines of themselves; anything else as a counter, as counting
/// draws it. The place is shown by the layout alone: above and below stacked, beside in a row on
/// one ground, in front overlapping the landmark, behind partly hidden by it. The scene's name
/// says what is drawn, not where: where is what the child says.
enum PositionDrawing {
    /// The things drawn as themselves (a person for a child's name), and the size of the box each
    /// is drawn in; anything else is a counter.
    enum Figure: String {
        case tree, house, table, box, boat, bed, chair, shelf, person, counter

        init(name: String) {
            let last = name.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let word = last.lowercased()
            let kinds: [String: Figure] = [
                "desk": .table, "bench": .table, "couch": .bed, "sofa": .bed, "bookshelf": .shelf, "basket": .box,
                "girl": .person, "boy": .person, "child": .person, "kid": .person, "teacher": .person, "friend": .person,
            ]
            // A child's name ("Mateo") is a person.
            let named = name.first?.isUppercase == true && name.allSatisfy { $0.isLetter }
            self = Figure(rawValue: word).flatMap { $0 == .counter ? nil : $0 } ?? kinds[word] ?? (named ? .person : .counter)
        }

        var size: (width: Double, height: Double) {
            switch self {
            case .tree: (110, 130)
            case .house: (120, 120)
            case .table: (150, 80)
            case .box: (100, 80)
            case .boat: (150, 80)
            case .bed: (150, 70)
            case .chair: (70, 100)
            case .shelf: (120, 110)
            case .person: (50, 96)
            case .counter: (48, 48)
            }
        }
    }

    /// Where each of the two boxes sits, from the top left of the pair.
    struct Box {
        var x: Double, y: Double, width: Double, height: Double
        var midX: Double { x + width / 2 }
        var midY: Double { y + height / 2 }
        var right: Double { x + width }
        var bottom: Double { y + height }
    }

    static func picture(_ position: Position, response: ItemPicture.Response) -> ItemPicture {
        guard let thing = position.thing?.value, let place = position.place?.value, let landmark = position.landmark?.value else {
            return .undrawable("a `position` needs its `thing`, `place` and `landmark`", response: response)
        }
        let (thingFigure, landmarkFigure) = (Figure(name: thing), Figure(name: landmark))
        let l = landmarkFigure.size, t = thingFigure.size
        let gap = 16.0
        let near = Box(x: 0, y: 0, width: l.width, height: l.height)
        var far: Box
        switch place {
        case .above: far = Box(x: near.midX - t.width / 2, y: near.y - gap - t.height, width: t.width, height: t.height)
        case .below: far = Box(x: near.midX - t.width / 2, y: near.bottom + gap, width: t.width, height: t.height)
        case .beside, .nextTo: far = Box(x: near.right + 2 * gap, y: near.bottom - t.height, width: t.width, height: t.height)
        case .inFrontOf:
            // Over the landmark's lower half and a little below its foot, nearer the child.
            far = Box(x: near.x + near.width * 0.7 - t.width / 2, y: near.bottom - t.height * 0.65, width: t.width, height: t.height)
        case .behind:
            // Peeking out from beside the landmark, on ground a little farther back, the rest
            // hidden by it: a thing showing over the landmark's top would read as above it.
            far = Box(x: near.right - t.width * 0.45, y: near.bottom - t.height - gap / 2, width: t.width, height: t.height)
        }

        // Names: under each for things in a row; otherwise the thing's to its right and, for
        // the overlapping places, the landmark's to its left so the two never meet.
        let size = 18.0, charWidth = 10.0
        let row = place == .beside || place == .nextTo
        let overlapping = place == .inFrontOf || place == .behind
        func nameWidth(_ text: String) -> Double { Double(text.count) * charWidth }
        let thingName = row ? (x: far.midX, y: far.bottom + 18, anchor: "middle") : (x: far.right + 10, y: far.midY, anchor: "start")
        let landmarkName = row ? (x: near.midX, y: near.bottom + 18, anchor: "middle")
            : overlapping ? (x: near.x - 10, y: near.midY, anchor: "end") : (x: near.right + 10, y: near.midY, anchor: "start")

        // The extent of boxes and names, so the drawing is framed around them.
        var minX = min(near.x, far.x), maxX = max(near.right, far.right)
        var minY = min(near.y, far.y), maxY = max(near.bottom, far.bottom)
        for (name, at) in [(thing, thingName), (landmark, landmarkName)] {
            let width = nameWidth(name)
            switch at.anchor {
            case "start": maxX = max(maxX, at.x + width)
            case "end": minX = min(minX, at.x - width)
            default: minX = min(minX, at.x - width / 2); maxX = max(maxX, at.x + width / 2)
            }
            minY = min(minY, at.y - size); maxY = max(maxY, at.y + size / 2)
        }
        let pad = 16.0
        let width = max(360, maxX - minX + 2 * pad), height = maxY - minY + 2 * pad
        let dx = (width - (maxX - minX)) / 2 - minX, dy = pad - minY
        func moved(_ box: Box) -> Box { Box(x: box.x + dx, y: box.y + dy, width: box.width, height: box.height) }

        var svg = SVG(width: width, height: height)
        svg.group(class: "position-drawing")
        // What is behind is drawn first, so what is in front covers it.
        let order: [(String, Figure, Box, String)] = [
            (landmark, landmarkFigure, moved(near), "landmark"), (thing, thingFigure, moved(far), "thing"),
        ]
        for (name, figure, box, role) in place == .behind ? order.reversed() : order {
            draw(figure, named: name, in: box, class: "place-\(role)", in: &svg)
        }
        svg.text(thing, x: thingName.x + dx, y: thingName.y + dy, size: size, anchor: thingName.anchor, class: "place-name")
        svg.text(landmark, x: landmarkName.x + dx, y: landmarkName.y + dy, size: size, anchor: landmarkName.anchor, class: "place-name")
        svg.end()

        let label = capitalized("\(named(thing)) and \(named(landmark))")
        let description = capitalized("\(named(thing)) \(place.rawValue) \(named(landmark))")
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response)
    }

    /// "a bird", "an owl", "Mateo": a thing with its article, a child's name without one.
    private static func named(_ name: String) -> String {
        if name.first?.isUppercase == true { return name }
        return Wording.article(name) + " " + name
    }

    private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// One thing in its box, in outline shapes a child knows it by.
    static func draw(_ figure: Figure, named name: String, in b: Box, class role: String, in svg: inout SVG) {
        svg.group(class: "\(role) figure \(figure.rawValue)", data: [("name", name)])
        switch figure {
        case .tree:
            svg.rect(x: b.midX - 12, y: b.y + b.height * 0.55, width: 24, height: b.height * 0.45, class: "trunk paint brown")
            svg.circle(cx: b.midX, cy: b.y + b.height * 0.36, r: b.height * 0.36, class: "crown paint green")
        case .house:
            svg.rect(x: b.x + 10, y: b.y + b.height * 0.42, width: b.width - 20, height: b.height * 0.58, class: "wall")
            svg.polygon([(b.x, b.y + b.height * 0.44), (b.midX, b.y), (b.right, b.y + b.height * 0.44)], class: "roof paint red")
            svg.rect(x: b.midX - 12, y: b.bottom - 40, width: 24, height: 40, class: "door")
        case .table:
            svg.rect(x: b.x, y: b.y, width: b.width, height: 14, radius: 3, class: "top")
            svg.rect(x: b.x + 10, y: b.y + 14, width: 10, height: b.height - 14, class: "leg")
            svg.rect(x: b.right - 20, y: b.y + 14, width: 10, height: b.height - 14, class: "leg")
        case .box:
            svg.rect(x: b.x, y: b.y, width: b.width, height: b.height, radius: 2, class: "side")
            svg.line(x1: b.x, y1: b.y + 18, x2: b.right, y2: b.y + 18, class: "edge")
        case .boat:
            svg.line(x1: b.midX, y1: b.y, x2: b.midX, y2: b.y + b.height * 0.6, class: "mast")
            svg.polygon([(b.midX + 4, b.y + 4), (b.midX + 4, b.y + b.height * 0.55), (b.right - 30, b.y + b.height * 0.55)], class: "sail")
            svg.polygon([(b.x, b.y + b.height * 0.6), (b.right, b.y + b.height * 0.6), (b.right - 24, b.bottom), (b.x + 24, b.bottom)], class: "hull")
        case .bed:
            svg.rect(x: b.x, y: b.y, width: 14, height: b.height, class: "frame")
            svg.rect(x: b.x, y: b.y + b.height * 0.45, width: b.width, height: b.height * 0.4, radius: 4, class: "mattress")
            svg.rect(x: b.right - 12, y: b.y + b.height * 0.45, width: 12, height: b.height * 0.55, class: "frame")
        case .chair:
            svg.rect(x: b.x, y: b.y, width: 12, height: b.height, class: "frame")
            svg.rect(x: b.x, y: b.y + b.height * 0.5, width: b.width, height: 12, class: "seat")
            svg.rect(x: b.right - 12, y: b.y + b.height * 0.5, width: 12, height: b.height * 0.5, class: "frame")
        case .shelf:
            svg.rect(x: b.x, y: b.y, width: b.width, height: b.height, radius: 2, class: "side")
            for level in 1...2 {
                let y = b.y + b.height * Double(level) / 3
                svg.line(x1: b.x, y1: y, x2: b.right, y2: y, class: "edge")
            }
        case .person:
            svg.circle(cx: b.midX, cy: b.y + 14, r: 14, class: "head")
            svg.rect(x: b.x + 6, y: b.y + 32, width: b.width - 12, height: b.height - 32, radius: 14, class: "body")
        case .counter:
            // A named colour ("a red ball") paints it.
            let paint = PaintColour.named(in: name).map { " paint \($0)" } ?? ""
            ThingShape(name: name).draw(x: b.midX, y: b.midY, r: b.width / 2, class: "token" + paint, in: &svg)
        }
        svg.end()
    }
}

extension PositionDrawing {
    static let style = """
        .position-drawing .place-name { font-weight: 600; }
        .position-drawing .figure * { stroke: var(--text); stroke-width: 2; stroke-linejoin: round; }
        .position-drawing .figure * { fill: var(--secondary); }
        .position-drawing .figure .token { fill: var(--primary); stroke: var(--primary-ink); }
        .position-drawing .figure .edge, .position-drawing .figure .mast { fill: none; }
        .position-drawing .figure .door { fill: var(--line); }

        """ + PaintColour.rules(under: ".position-drawing")
}
