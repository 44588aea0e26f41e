import CurriculumCompiler
import Foundation

/// A circle or rectangle cut into 2 or 4 equal shares, the first `shaded` of them (clockwise from
/// the top left) filled and hatched, so a shaded share differs in pattern, not colour alone. When
/// the child is asked to shade, every share starts empty: `shaded` is then the answer, drawn in
/// the reviewer's panel. With `equal: false` the cuts run off the middle, so the shares plainly
/// differ in size and "Are these equal shares?" can be answered no from the picture.
package enum FractionShadeDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = FractionShadeItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(FractionShadeItem.Fields.self)
        let ask = f?.ask?.value ?? "word"
        let response = response(item, ask: ask)
        guard let shape = f?.shape?.value, shape == "circle" || shape == "rectangle" else {
            return .undrawable("the whole needs a `shape`: circle or rectangle", response: response)
        }
        guard let shares = f?.shares?.value, shares == 2 || shares == 4 else {
            return .undrawable("the shape is cut into 2 or 4 equal `shares`", response: response)
        }
        let shaded = f?.shaded?.value ?? 0
        guard shaded >= 0 else { return .undrawable("`shaded` is below 0", response: response) }
        guard shaded <= shares else { return .undrawable("\(shaded) shaded shares do not fit in \(shares)", response: response) }
        // Asked to shade, the child starts from an empty shape.
        let shown = ask == "shade" ? 0 : shaded

        let equal = f?.equal?.value ?? true
        let pieces = shape == "circle" ? (equal ? circleShares(shares) : unequalCircleShares(shares))
            : (equal ? rectangleShares(shares) : unequalRectangleShares(shares))
        let svg = figure(pieces, shaded: shown, shape: shape)

        let cut = "A \(shape) cut into \(shares) \(equal ? "equal" : "unequal") shares"
        let description = ask == "shade"
            ? "\(cut), none shaded yet, for the child to shade"
            : "\(cut), \(shown == 0 ? "none" : shown == shares ? "all \(shares)" : "\(shown) of them") shaded"
        // Asked whether the shares are equal, the scene's name must not say so; asked to shade
        // every share ("How many halves make the whole?") or to name the shares ("halves or
        // fourths?", which the number of shares answers), it must not say how many there are.
        let uncounted = description.replacingOccurrences(of: "cut into \(shares) \(equal ? "equal" : "unequal")", with: "cut into \(equal ? "equal" : "unequal")")
        let label = ask == "equal" ? description.replacingOccurrences(of: equal ? " equal shares" : " unequal shares", with: " shares")
            : ask == "word" || (ask == "shade" && shaded == shares) ? uncounted
            : description
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response,
                           worked: worked(ask == "shade" ? shaded : 0, of: pieces, shape: shape, cut: cut))
    }

    /// The whole cut into `pieces`, the first `shaded` of them filled and hatched.
    static func figure(_ pieces: [Share], shaded: Int, shape: String) -> SVG {
        var svg = shape == "circle" ? SVG(width: 220, height: 220) : SVG(width: 280, height: 180)
        svg.group(class: "fraction-drawing")
        for (index, piece) in pieces.enumerated() {
            let isShaded = index < shaded
            let name = isShaded ? "share shaded" : "share"
            switch piece.outline {
            case .rect(let x, let y, let w, let h): svg.rect(x: x, y: y, width: w, height: h, class: name, data: [("index", String(index))])
            case .path(let d): svg.path(d, class: name, data: [("index", String(index))])
            }
            if isShaded {
                for (x1, y1, x2, y2) in hatch(piece) { svg.line(x1: x1, y1: y1, x2: x2, y2: y2, class: "hatch", data: [("share", String(index))]) }
            }
        }
        if shape == "circle" {
            svg.circle(cx: 110, cy: 110, r: 100, class: "whole circle")
        } else {
            svg.rect(x: 10, y: 10, width: 260, height: 160, class: "whole rectangle")
        }
        svg.end()
        return svg
    }

    /// Asked to shade, the shares the answer shades, for the reviewer; nothing otherwise.
    private static func worked(_ shaded: Int, of pieces: [Share], shape: String, cut: String) -> ItemPicture.Worked? {
        guard shaded > 0 else { return nil }
        let words = "\(cut), \(shaded == pieces.count ? "all \(shaded)" : "\(shaded) of them") shaded"
        return ItemPicture.Worked(scene: figure(pieces, shaded: shaded, shape: shape).render(label: words), words: words)
    }

    private static func response(_ item: Item, ask: String) -> ItemPicture.Response {
        switch ask {
        case "shade": return .onScene(action: "Tap shares to shade them")
        case "equal": return item.options == nil ? .trueFalse : .standard(for: item)
        default: return .standard(for: item, onScene: "Say what the shares are called")
        }
    }

    /// One share: how it is drawn, and the region it covers (inside every half-plane
    /// `a·p ≤ b`, and inside the circle when there is one) for its hatching.
    struct Share {
        enum Outline { case rect(Double, Double, Double, Double), path(String) }
        var outline: Outline
        var halfPlanes: [(ax: Double, ay: Double, b: Double)]
        var circle: (cx: Double, cy: Double, r: Double)?
        var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    }

    /// Halves left then right; fourths clockwise from the top left.
    static func rectangleShares(_ shares: Int) -> [Share] { rectangleShares(shares, cutAt: (0.5, 0.5)) }

    /// Two or four shares of plainly different sizes: the cuts a third of the way in.
    static func unequalRectangleShares(_ shares: Int) -> [Share] { rectangleShares(shares, cutAt: (0.32, 0.38)) }

    /// The rectangle cut across at `cutAt.x` of its width and, into four, down at `cutAt.y` of its
    /// height; left then right, clockwise from the top left.
    private static func rectangleShares(_ shares: Int, cutAt: (x: Double, y: Double)) -> [Share] {
        let x0 = 10.0, y0 = 10.0, w = 260.0, h = 160.0
        let cx = x0 + w * cutAt.x, cy = y0 + h * cutAt.y
        func piece(_ x: Double, _ y: Double, _ pw: Double, _ ph: Double) -> Share {
            Share(outline: .rect(x, y, pw, ph), halfPlanes: [(-1, 0, -x), (1, 0, x + pw), (0, -1, -y), (0, 1, y + ph)],
                  circle: nil, bounds: (x, y, x + pw, y + ph))
        }
        let left = cx - x0, right = x0 + w - cx, top = cy - y0, bottom = y0 + h - cy
        if shares == 2 { return [piece(x0, y0, left, h), piece(cx, y0, right, h)] }
        return [piece(x0, y0, left, top), piece(cx, y0, right, top), piece(cx, cy, right, bottom), piece(x0, cy, left, bottom)]
    }

    /// Halves left then right; quarters clockwise from the top left.
    static func circleShares(_ shares: Int) -> [Share] {
        let c = 110.0, r = 100.0
        let n = SVG.number
        let circle = (cx: c, cy: c, r: r)
        // From one point on the rim clockwise to the next, through the centre when `pie`.
        func arc(_ from: (Double, Double), _ to: (Double, Double), pie: Bool) -> String {
            (pie ? "M \(n(c)) \(n(c)) L " : "M ") + "\(n(from.0)) \(n(from.1)) A \(n(r)) \(n(r)) 0 0 1 \(n(to.0)) \(n(to.1)) Z"
        }
        let top = (c, c - r), right = (c + r, c), bottom = (c, c + r), left = (c - r, c)
        if shares == 2 {
            return [
                Share(outline: .path(arc(bottom, top, pie: false)), halfPlanes: [(1, 0, c)], circle: circle, bounds: (c - r, c - r, c, c + r)),
                Share(outline: .path(arc(top, bottom, pie: false)), halfPlanes: [(-1, 0, -c)], circle: circle, bounds: (c, c - r, c + r, c + r)),
            ]
        }
        return [
            Share(outline: .path(arc(left, top, pie: true)), halfPlanes: [(1, 0, c), (0, 1, c)], circle: circle, bounds: (c - r, c - r, c, c)),
            Share(outline: .path(arc(top, right, pie: true)), halfPlanes: [(-1, 0, -c), (0, 1, c)], circle: circle, bounds: (c, c - r, c + r, c)),
            Share(outline: .path(arc(right, bottom, pie: true)), halfPlanes: [(-1, 0, -c), (0, -1, -c)], circle: circle, bounds: (c, c, c + r, c + r)),
            Share(outline: .path(arc(bottom, left, pie: true)), halfPlanes: [(1, 0, c), (0, -1, -c)], circle: circle, bounds: (c - r, c, c, c + r)),
        ]
    }

    /// Two or four shares of plainly different sizes: a cut down the circle left of its centre
    /// and, into four, a cut across above it. Each share is the disc on one side of each cut.
    static func unequalCircleShares(_ shares: Int) -> [Share] {
        let c = 110.0, r = 100.0
        let n = SVG.number
        let circle = (cx: c, cy: c, r: r)
        let cut = (x: c - 0.42 * r, y: c - 0.34 * r)
        // Where each cut meets the rim, as an angle (clockwise on screen from the right).
        let down = (r * r - (cut.x - c) * (cut.x - c)).squareRoot(), across = (r * r - (cut.y - c) * (cut.y - c)).squareRoot()
        let top = atan2(-down, cut.x - c), bottom = atan2(down, cut.x - c)
        let left = atan2(cut.y - c, -across), right = atan2(cut.y - c, across)
        func rim(_ angle: Double) -> String { "\(n(c + r * cos(angle))) \(n(c + r * sin(angle)))" }
        // From `from` clockwise along the rim to `to`, starting at `corner` when there is one.
        func outline(from: Double, to: Double, corner: (Double, Double)?) -> String {
            var sweep = to - from
            while sweep <= 0 { sweep += 2 * .pi }
            let start = corner.map { "M \(n($0.0)) \(n($0.1)) L " } ?? "M "
            return start + "\(rim(from)) A \(n(r)) \(n(r)) 0 \(sweep > .pi ? 1 : 0) 1 \(rim(to)) Z"
        }
        func bounds(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> (Double, Double, Double, Double) { (minX, minY, maxX, maxY) }
        if shares == 2 {
            return [
                Share(outline: .path(outline(from: bottom, to: top, corner: nil)), halfPlanes: [(1, 0, cut.x)], circle: circle,
                      bounds: bounds(c - r, c - down, cut.x, c + down)),
                Share(outline: .path(outline(from: top, to: bottom, corner: nil)), halfPlanes: [(-1, 0, -cut.x)], circle: circle,
                      bounds: bounds(cut.x, c - r, c + r, c + r)),
            ]
        }
        let corner = (cut.x, cut.y)
        return [
            Share(outline: .path(outline(from: left, to: top, corner: corner)), halfPlanes: [(1, 0, cut.x), (0, 1, cut.y)], circle: circle,
                  bounds: bounds(c - r, c - r, cut.x, cut.y)),
            Share(outline: .path(outline(from: top, to: right, corner: corner)), halfPlanes: [(-1, 0, -cut.x), (0, 1, cut.y)], circle: circle,
                  bounds: bounds(cut.x, c - r, c + r, cut.y)),
            Share(outline: .path(outline(from: right, to: bottom, corner: corner)), halfPlanes: [(-1, 0, -cut.x), (0, -1, -cut.y)], circle: circle,
                  bounds: bounds(cut.x, cut.y, c + r, c + r)),
            Share(outline: .path(outline(from: bottom, to: left, corner: corner)), halfPlanes: [(1, 0, cut.x), (0, -1, -cut.y)], circle: circle,
                  bounds: bounds(c - r, cut.y, cut.x, c + r)),
        ]
    }

    /// Diagonal lines 12 units apart, each cut to the share: a share is convex, so a line
    /// meets it in one segment, found by narrowing the line's extent plane by plane.
    static func hatch(_ share: Share) -> [(Double, Double, Double, Double)] {
        let spacing = 12.0, root2 = 2.0.squareRoot()
        let d = (x: 1 / root2, y: -1 / root2), normal = (x: 1 / root2, y: 1 / root2)
        let b = share.bounds
        let low = normal.x * b.minX + normal.y * b.minY, high = normal.x * b.maxX + normal.y * b.maxY
        var lines: [(Double, Double, Double, Double)] = []
        var k = (low / spacing).rounded(.up) * spacing
        while k < high {
            let p = (x: normal.x * k, y: normal.y * k)
            var lo = -Double.greatestFiniteMagnitude, hi = Double.greatestFiniteMagnitude
            for plane in share.halfPlanes {
                let along = plane.ax * d.x + plane.ay * d.y, room = plane.b - (plane.ax * p.x + plane.ay * p.y)
                if along == 0 {
                    if room < 0 { hi = lo }
                } else if along > 0 {
                    hi = min(hi, room / along)
                } else {
                    lo = max(lo, room / along)
                }
            }
            if let circle = share.circle {
                let w = (x: p.x - circle.cx, y: p.y - circle.cy)
                let half = d.x * w.x + d.y * w.y
                let discriminant = half * half - (w.x * w.x + w.y * w.y - circle.r * circle.r)
                if discriminant < 0 { hi = lo } else {
                    lo = max(lo, -half - discriminant.squareRoot())
                    hi = min(hi, -half + discriminant.squareRoot())
                }
            }
            if hi - lo > 2 {
                lines.append((p.x + lo * d.x, p.y + lo * d.y, p.x + hi * d.x, p.y + hi * d.y))
            }
            k += spacing
        }
        return lines
    }
}

extension FractionShadeDrawing {
    package static let style = """
        .fraction-drawing .share { fill: var(--surface); stroke: var(--text); stroke-width: 2; }
        .fraction-drawing .share.shaded { fill: var(--secondary); }
        .fraction-drawing .hatch { stroke: var(--primary-ink); stroke-width: 3; stroke-linecap: round; }
        .fraction-drawing .whole { fill: none; stroke: var(--text); stroke-width: 4; }

        """
}
