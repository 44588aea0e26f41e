import CurriculumCompiler
import Foundation

/// The named shape, drawn true to its kind and unlabelled (its name may be the answer): a flat
/// shape as one outlined figure with no corner marks the child might count as extra; a solid as
/// a simple 3-D line drawing with its hidden edges dashed, as in a maths book.
package enum ShapeDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = ShapeItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(ShapeItem.Fields.self)
        let action: String
        switch f?.ask?.value {
        case "name": action = "Say the shape's name"
        case "flatOrSolid": action = "Say whether it is flat or solid"
        case "pieces": action = "Say how many pieces make it"
        default: action = "Answer about the shape"
        }
        let response = ItemPicture.Response.standard(for: item, onScene: action)
        let turned = f?.turned?.value == true, small = f?.small?.value == true, madeOf = f?.madeOf?.value
        guard let shape = f?.shape?.value, let attributes = ShapeItem.table[shape] else {
            let known = ShapeItem.table.keys.sorted().joined(separator: ", ")
            return .undrawable("the item needs a `shape`, one of \(known)", response: response)
        }
        var svg = SVG(width: width, height: height)
        svg.group(class: "shape-drawing")
        if attributes.solid {
            svg.group(class: "solid \(shape)")
            drawSolid(shape, in: &svg)
            svg.end()
        } else {
            // Which shapes are made of which pieces is the item type's table; this file only draws them.
            if let madeOf, ShapeItem.compositions[shape]?[madeOf] == nil {
                let known = ShapeItem.compositions.flatMap { shape, pieces in pieces.keys.map { "\(shape) of \($0)s" } }.sorted().joined(separator: ", ")
                return .undrawable("a \(shape) is not drawn made of \(madeOf)s; the drawings are \(known)", response: response)
            }
            drawFlat(shape, turned: turned, scale: small ? smallScale : 1, madeOf: madeOf, in: &svg)
        }
        svg.end()
        let article = "aeiou".contains(attributes.spoken.first ?? "x") ? "An" : "A"
        var description: String
        if attributes.solid {
            description = "\(article) \(attributes.spoken) drawn in 3-D as a line drawing, the lines at its back dashed"
        } else if let sides = attributes.sides, sides > 0 {
            description = "\(article) \(attributes.spoken), a flat shape with \(sides) straight sides" + (turned ? ", turned so a corner points down" : "")
        } else {
            description = "\(article) \(attributes.spoken), a flat shape with one curved edge"
        }
        if small, !attributes.solid { description += ", drawn very small" }
        if let madeOf, let count = ShapeItem.compositions[shape]?[madeOf] {
            description += ", with lines showing the \(count) \(madeOf)s it is made of"
        }
        // Its name, its sides, flat or solid: whatever the scene's name said could be the answer.
        let label = "The shape the question is about"
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response)
    }

    static let width = 260.0, height = 220.0
    /// A small shape is drawn at about a third of its usual size: plainly tiny beside the room
    /// around it, still big enough to count its sides.
    static let smallScale = 0.35
    private static let cx = width / 2, cy = height / 2

    /// How far each flat shape turns so that a corner points down: a square becomes a diamond,
    /// a triangle and a trapezoid stand on their heads, a hexagon on a corner.
    private static let turns: [String: Double] = [
        "triangle": 180, "square": 45, "rectangle": 35, "hexagon": 30, "trapezoid": 180, "rhombus": 90,
    ]

    /// `points` turned by `degrees` about the middle, then shrunk, if need be, to stay inside the
    /// drawing with a margin.
    static func turn(_ points: [(Double, Double)], by degrees: Double) -> [(Double, Double)] {
        let a = degrees * Double.pi / 180, (c, s) = (cos(a), sin(a))
        let turned = points.map { (x, y) in (cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) }
        let reachX = turned.map { abs($0.0 - cx) }.max() ?? 0, reachY = turned.map { abs($0.1 - cy) }.max() ?? 0
        let scale = min(1, (cx - 12) / max(reachX, 1), (cy - 12) / max(reachY, 1))
        return turned.map { (x, y) in (hundredth(cx + (x - cx) * scale), hundredth(cy + (y - cy) * scale)) }
    }

    /// A coordinate rounded to a hundredth: a turn of 180° gives back whole numbers, and a
    /// scaled glyph writes short ones.
    private static func hundredth(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    private static func drawFlat(_ shape: String, turned: Bool, scale: Double, madeOf: String?, in svg: inout SVG) {
        if shape == "circle" {
            let r = hundredth(88 * scale)
            svg.circle(cx: cx, cy: cy, r: r, class: "figure circle")
            // A circle's seams are its diameters, drawn at its own radius.
            for seam in madeOf.flatMap({ seams(of: shape, madeOf: $0) }) ?? [] {
                svg.line(x1: hundredth(cx + seam.0.0 * scale), y1: hundredth(cy + seam.0.1 * scale),
                         x2: hundredth(cx + seam.1.0 * scale), y2: hundredth(cy + seam.1.1 * scale), class: "seam")
            }
            return
        }
        var inner: [((Double, Double), (Double, Double))] = []
        var outline = corners(of: shape)
        if let madeOf {
            inner = seams(of: shape, madeOf: madeOf) ?? []
            outline = composedCorners(of: shape, madeOf: madeOf) ?? outline
        }
        guard let corners = outline else { return }
        // The seams' ends go through the same scale and turn as the corners, in one list.
        var ends = corners
        for seam in inner { ends += [seam.0, seam.1] }
        let placed: [(Double, Double)] = ends.map { point in
            scale == 1 ? (cx + point.0, cy + point.1) : (hundredth(cx + point.0 * scale), hundredth(cy + point.1 * scale))
        }
        let drawn = turned ? turn(placed, by: turns[shape] ?? 0) : placed
        svg.polygon(Array(drawn.prefix(corners.count)), class: "figure \(shape)", data: [("sides", String(corners.count))])
        let lines = Array(drawn.dropFirst(corners.count))
        for i in stride(from: 0, to: lines.count - 1, by: 2) {
            svg.line(x1: lines[i].0, y1: lines[i].1, x2: lines[i + 1].0, y2: lines[i + 1].1, class: "seam")
        }
    }

    /// A flat shape and the pieces it is made of (NY-1.G.2, NY-K.G.6).
    struct Piece: Hashable { var shape: String, piece: String }

    /// The lines between the pieces of each of `ShapeItem.compositions`, about the shape's middle
    /// (the tests hold the two tables to the same keys).
    static let seamLines: [Piece: [((Double, Double), (Double, Double))]] = {
        let hexagon = corners(of: "hexagon") ?? []
        return [
            Piece(shape: "square", piece: "triangle"): [((-80, 80), (80, -80))],
            Piece(shape: "square", piece: "square"): [((0, -80), (0, 80)), ((-80, 0), (80, 0))],
            Piece(shape: "rectangle", piece: "square"): [((0, -60), (0, 60))],
            Piece(shape: "hexagon", piece: "trapezoid"): [(hexagon[3], hexagon[0])],
            Piece(shape: "hexagon", piece: "triangle"): [(hexagon[0], hexagon[3]), (hexagon[1], hexagon[4]), (hexagon[2], hexagon[5])],
            Piece(shape: "trapezoid", piece: "triangle"): [((0, 55), (-55, -55)), ((0, 55), (55, -55))],
            Piece(shape: "circle", piece: "half circle"): [((0, -88), (0, 88))],
            Piece(shape: "circle", piece: "quarter circle"): [((0, -88), (0, 88)), ((-88, 0), (88, 0))],
        ]
    }()

    /// The lines between the pieces of `shape` made of `piece`s; nil for a composition not drawn.
    static func seams(of shape: String, madeOf piece: String) -> [((Double, Double), (Double, Double))]? {
        seamLines[Piece(shape: shape, piece: piece)]
    }

    /// A rectangle made of two squares is two squares long, not the usual rectangle.
    private static func composedCorners(of shape: String, madeOf piece: String) -> [(Double, Double)]? {
        shape == "rectangle" && piece == "square" ? [(-120, -60), (120, -60), (120, 60), (-120, 60)] : nil
    }

    /// The corners of a flat shape with straight sides, about its middle, about 220 across; nil
    /// for a circle, a solid or a name that is no shape.
    static func corners(of shape: String) -> [(Double, Double)]? {
        switch shape {
        case "triangle":
            let side = 190.0, rise = side * 3.0.squareRoot() / 2
            return [(0, -rise / 2), (side / 2, rise / 2), (-side / 2, rise / 2)]
        case "square":
            return [(-80, -80), (80, -80), (80, 80), (-80, 80)]
        case "rectangle":
            return [(-110, -60), (110, -60), (110, 60), (-110, 60)]
        case "hexagon":
            // Regular, flat top and bottom like the pattern block.
            return (0..<6).map { corner in
                let angle = Double(corner) * Double.pi / 3
                return (98 * cos(angle), 98 * sin(angle))
            }
        case "trapezoid":
            // The pattern block: a long bottom, a short top, slanted sides of equal length.
            return [(-55, -55), (55, -55), (110, 55), (-110, 55)]
        case "rhombus":
            // Four equal sides with angles of 60° and 120°: plainly not a square.
            let side = 120.0, half = side * 3.0.squareRoot() / 2
            return [(0, -side / 2), (half, 0), (0, side / 2), (-half, 0)]
        default:
            return nil
        }
    }

    /// A small picture of a shape centred at (x, y), `size` across at most, for a tile or a label
    /// that names the shape: a child who cannot read the word sees the shape. A flat shape is its
    /// outline; a solid is the item's line drawing made small. `extra` classes and `data` mark the
    /// glyph for its drawing (a sorted group's things are glyphs too). A heart is no shape of the
    /// standards either, but stickers are sorted into stars and hearts.
    static func glyph(_ shape: String, x: Double, y: Double, size: Double, class extra: String = "", data: [(String, String)] = [],
                      in svg: inout SVG) {
        let tail = extra.isEmpty ? "" : " " + extra
        if ShapeItem.table[shape]?.solid == true {
            svg.group(class: "solid-glyph \(shape)" + tail, data: data)
            drawSolid(shape, at: Place(x: x, y: y, scale: size / 220), in: &svg)
            svg.end()
        } else if shape == "circle" {
            svg.circle(cx: x, cy: y, r: size / 2, class: "shape-glyph circle" + tail, data: data)
        } else if shape == "star" {
            svg.polygon(ThingShape.starPoints(x: x, y: y, outer: size / 2), class: "shape-glyph star" + tail, data: data)
        } else if shape == "heart" {
            // A little narrower than `size`, as a heart is beside a star.
            svg.path(ThingShape.heartPath(x: x, y: y, r: size * 0.42), class: "shape-glyph heart" + tail, data: data)
        } else if let corners = corners(of: shape) {
            let scale = size / 220
            svg.polygon(corners.map { (hundredth(x + $0.0 * scale), hundredth(y + $0.1 * scale)) }, class: "shape-glyph \(shape)" + tail,
                        data: data + [("sides", String(corners.count))])
        }
    }

    /// The one shape a label names ("triangle", "a long rectangle", "cube"), if it names exactly
    /// one by its singular name: "2 squares" or "a cone on a cylinder" name no one shape to draw. A
    /// star is no shape of the standards, but patterns use it beside circles and squares, and a
    /// choice among theirs must not be the one without a picture. A place ("above the square",
    /// "beside the square") names its landmark, not an answer: three choices each drawn as the
    /// same square would show nothing of where the other thing is.
    static func shape(namedIn label: String) -> String? {
        let words = label.lowercased().split { !$0.isLetter }.map(String.init)
        guard words.count <= 3, !words.contains(where: placeWords.contains) else { return nil }
        // Whole words only, and a name of two words ("rectangular prism") as one.
        let text = " " + words.joined(separator: " ") + " "
        let names = ShapeItem.table.map { ($0.key, $0.value.spoken) } + [("star", "star")]
        let named = names.filter { text.contains(" \($0.1) ") }
        guard named.count == 1 else { return nil }
        return named[0].0
    }

    /// Words that make a label a place, after the position words of NY-K.G.1.
    private static let placeWords: Set<String> = [
        "above", "below", "beside", "under", "over", "behind", "on", "in", "inside", "near", "between", "by", "top", "bottom",
    ]

    /// Where a solid is drawn: its middle and how much smaller than the full scene, so the same
    /// lines make the item's figure and a tile's small picture.
    private struct Place {
        var x = cx, y = cy, scale = 1.0
        func point(_ px: Double, _ py: Double) -> (Double, Double) { (hundredth(x + (px - cx) * scale), hundredth(y + (py - cy) * scale)) }
        func length(_ value: Double) -> Double { hundredth(value * scale) }
    }

    private static func drawSolid(_ shape: String, at place: Place = Place(), in svg: inout SVG) {
        let p = place.point, l = place.length
        switch shape {
        case "cube": box(front: 120, high: 120, depth: (50, -40), at: place, in: &svg)
        case "rectangularPrism": box(front: 170, high: 90, depth: (46, -36), at: place, in: &svg)
        case "cylinder":
            let rx = 70.0, ry = 20.0, top = 40.0, bottom = 180.0
            let (lx, ty) = p(cx - rx, top), (rxEnd, by) = p(cx + rx, bottom), (mx, _) = p(cx, top)
            svg.path("M \(n(lx)) \(n(ty)) L \(n(lx)) \(n(by)) A \(n(l(rx))) \(n(l(ry))) 0 0 0 \(n(rxEnd)) \(n(by)) L \(n(rxEnd)) \(n(ty)) Z", class: "face")
            svg.path(ellipse(mx, ty, l(rx), l(ry)), class: "face flat-face")
            svg.line(x1: lx, y1: ty, x2: lx, y2: by, class: "edge")
            svg.line(x1: rxEnd, y1: ty, x2: rxEnd, y2: by, class: "edge")
            svg.path(halfEllipse(mx, by, l(rx), l(ry), front: true), class: "edge flat-face")
            svg.path(halfEllipse(mx, by, l(rx), l(ry), front: false), class: "edge hidden flat-face")
        case "cone":
            let rx = 80.0, ry = 22.0
            let apex = p(cx, 24), (lx, base) = p(cx - rx, 180), (rxEnd, _) = p(cx + rx, 180), (mx, _) = p(cx, 180)
            svg.path("M \(n(apex.0)) \(n(apex.1)) L \(n(lx)) \(n(base)) A \(n(l(rx))) \(n(l(ry))) 0 0 0 \(n(rxEnd)) \(n(base)) Z", class: "face")
            svg.line(x1: apex.0, y1: apex.1, x2: lx, y2: base, class: "edge")
            svg.line(x1: apex.0, y1: apex.1, x2: rxEnd, y2: base, class: "edge")
            svg.path(halfEllipse(mx, base, l(rx), l(ry), front: true), class: "edge flat-face")
            svg.path(halfEllipse(mx, base, l(rx), l(ry), front: false), class: "edge hidden flat-face")
        case "sphere":
            let r = l(92)
            svg.circle(cx: place.x, cy: place.y, r: r, class: "face outline")
            svg.path(halfEllipse(place.x, place.y, r, l(24), front: true), class: "edge equator")
            svg.path(halfEllipse(place.x, place.y, r, l(24), front: false), class: "edge hidden equator")
        default:
            break
        }
    }

    /// A box seen from the front, a little above and to the right: three faces, nine visible
    /// edges and the three hidden ones dashed, meeting at the hidden back corner.
    private static func box(front w: Double, high h: Double, depth: (Double, Double), at place: Place, in svg: inout SVG) {
        let x = cx - (w + depth.0) / 2, y = cy - (h + depth.1) / 2
        let (dx, dy) = depth
        let p = place.point
        let a = p(x, y), b = p(x + w, y), c = p(x + w, y + h), d = p(x, y + h)
        let a2 = p(x + dx, y + dy), b2 = p(x + w + dx, y + dy), c2 = p(x + w + dx, y + h + dy), d2 = p(x + dx, y + h + dy)
        svg.polygon([a, b, c, d], class: "face front")
        svg.polygon([a, a2, b2, b], class: "face top")
        svg.polygon([b, b2, c2, c], class: "face side")
        for (p, q) in [(d2, a2), (d2, c2), (d2, d)] {
            svg.line(x1: p.0, y1: p.1, x2: q.0, y2: q.1, class: "edge hidden")
        }
        for (p, q) in [(a, b), (b, c), (c, d), (d, a), (a, a2), (b, b2), (c, c2), (a2, b2), (b2, c2)] {
            svg.line(x1: p.0, y1: p.1, x2: q.0, y2: q.1, class: "edge")
        }
    }

    private static func n(_ value: Double) -> String { SVG.number(value) }

    private static func ellipse(_ x: Double, _ y: Double, _ rx: Double, _ ry: Double) -> String {
        "M \(n(x - rx)) \(n(y)) A \(n(rx)) \(n(ry)) 0 1 0 \(n(x + rx)) \(n(y)) A \(n(rx)) \(n(ry)) 0 1 0 \(n(x - rx)) \(n(y)) Z"
    }

    /// The near (lower) or far (upper) half of an ellipse seen from a little above.
    private static func halfEllipse(_ x: Double, _ y: Double, _ rx: Double, _ ry: Double, front: Bool) -> String {
        "M \(n(x - rx)) \(n(y)) A \(n(rx)) \(n(ry)) 0 0 \(front ? 0 : 1) \(n(x + rx)) \(n(y))"
    }
}

extension ShapeDrawing {
    package static let style = """
        .shape-drawing .figure { fill: var(--secondary); stroke: var(--primary-ink); stroke-width: 5; stroke-linejoin: round; }
        .shape-drawing .face { fill: var(--secondary); stroke: none; }
        .shape-drawing .face.top { fill: var(--surface); }
        .shape-drawing .face.outline { stroke: var(--primary-ink); stroke-width: 4; }
        .shape-drawing .face.flat-face { fill: var(--surface); stroke: var(--primary-ink); stroke-width: 4; }
        .shape-drawing .edge { fill: none; stroke: var(--primary-ink); stroke-width: 4; stroke-linecap: round; }
        .shape-drawing .edge.hidden { stroke: var(--line); stroke-width: 2; stroke-dasharray: 6 6; }
        .shape-drawing .seam { stroke: var(--primary-ink); stroke-width: 3; stroke-linecap: round; }
        .solid-glyph .face { fill: var(--surface); stroke: none; }
        .solid-glyph .face.outline, .solid-glyph .face.flat-face { stroke: var(--primary-ink); stroke-width: 2.5; }
        .solid-glyph .edge { fill: none; stroke: var(--primary-ink); stroke-width: 2.5; stroke-linecap: round; }
        .solid-glyph .edge.hidden { stroke: var(--line); stroke-width: 1.5; stroke-dasharray: 3 3; }

        """
}
