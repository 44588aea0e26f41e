import Foundation

/// What one counted thing looks like, read from the last word of its name: stars are stars,
/// hearts hearts, triangles triangles, squares, cubes and blocks squares, sticks, pencils and
/// crayons sticks, and anything else a round counter. Only the last word says what a thing is:
/// votes for the "star book" are books, not stars. Every scene of things to count (counting,
/// counting out, comparing, sorting, position, story problems) draws them with it, so a prompt
/// that says "count the stars" never sits over a row of dots.
enum ThingShape: String {
    case counter, star, heart, triangle, square, stick

    init(name: String) {
        let last = name.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).last.map(String.init) ?? ""
        self = Self.byWord[last] ?? (last.hasSuffix("s") ? Self.byWord[String(last.dropLast())] : nil) ?? .counter
    }

    private static let byWord: [String: ThingShape] = [
        "star": .star, "heart": .heart, "triangle": .triangle, "square": .square, "block": .square, "cube": .square,
        "stick": .stick, "pencil": .stick, "crayon": .stick,
    ]

    /// The thing centred at (x, y), about `r` from its middle to its edge, its centre kept in
    /// `data-x`/`data-y` so a test can place it whatever its shape.
    func draw(x: Double, y: Double, r: Double, class name: String, data: [(String, String)] = [], in svg: inout SVG) {
        let data = data + [("x", SVG.number(x)), ("y", SVG.number(y))]
        switch self {
        case .counter:
            svg.circle(cx: x, cy: y, r: r, class: name, data: data)
        case .square:
            svg.rect(x: x - r * 0.85, y: y - r * 0.85, width: r * 1.7, height: r * 1.7, radius: r * 0.15, class: name, data: data)
        case .stick:
            svg.rect(x: x - r * 0.28, y: y - r * 1.05, width: r * 0.56, height: r * 2.1, radius: r * 0.2, class: name, data: data)
        case .triangle:
            svg.polygon([(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)], class: name, data: data)
        case .star:
            svg.polygon(Self.starPoints(x: x, y: y, outer: r * 1.05), class: name, data: data)
        case .heart:
            svg.path(Self.heartPath(x: x, y: y, r: r), class: name, data: data)
        }
    }

    /// A five-pointed star's ten corners, point up, the inner ones at 0.45 of `outer`.
    static func starPoints(x: Double, y: Double, outer: Double) -> [(Double, Double)] {
        (0..<10).map { i in
            let radius = i % 2 == 0 ? outer : outer * 0.45, angle = Double(i) * Double.pi / 5
            return (hundredth(x + radius * sin(angle)), hundredth(y - radius * cos(angle)))
        }
    }

    /// Two round lobes over a point, `r` from the middle to each side.
    static func heartPath(x: Double, y: Double, r: Double) -> String {
        func n(_ v: Double) -> String { SVG.number(hundredth(v)) }
        return "M \(n(x)) \(n(y + r)) L \(n(x - r)) \(n(y - r * 0.1)) A \(n(r * 0.5)) \(n(r * 0.5)) 0 0 1 \(n(x)) \(n(y - r * 0.55)) "
            + "A \(n(r * 0.5)) \(n(r * 0.5)) 0 0 1 \(n(x + r)) \(n(y - r * 0.1)) Z"
    }

    private static func hundredth(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}
