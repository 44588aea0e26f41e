import CurriculumCompiler
import Foundation

/// The objects compared, drawn to one scale from their values: lengths as bars from one start
/// line, heights as towers on one ground, capacities as containers whose area follows what they
/// hold, weights on a balance tipped down on the heavier side (three objects: a balance for each
/// pair). Asked for units, the first object lies over a row of that many unit blocks.
package enum MeasureDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = MeasureItem.self

    struct Object {
        var name: String
        var value: Int
    }

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(MeasureItem.Fields.self)
        let ask = f?.ask?.value ?? ""
        let given = f?.attribute?.value
        let compared = f?.objects?.value.count ?? 2
        let response = ItemPicture.Response.standard(for: item, onScene: action(ask, attribute: given, among: compared))
        guard let list = f?.objects?.value else {
            return .undrawable("the item needs `objects`, each with a name and a value", response: response)
        }
        var objects: [Object] = []
        for object in list {
            guard let name = object.value.name?.value, let value = object.value.size?.value else {
                return .undrawable("each object needs a `name` and a whole-number `value`", response: response)
            }
            guard value >= 0 else { return .undrawable("\(name) has a value below 0", response: response) }
            objects.append(Object(name: name, value: value))
        }
        guard (2...3).contains(objects.count) else {
            return .undrawable("a measure item compares 2 or 3 objects, not \(objects.count)", response: response)
        }
        // The values are what the child compares: the scene's name gives the things, not their values.
        let picture: (svg: SVG, description: String, label: String, note: String?)
        if ask == "units" {
            picture = units(objects, unit: f?.unit?.value ?? "unit")
        } else {
            let names = objects.map(\.name).joined(separator: ", ")
            switch attribute(given, ask: ask) {
            case "height":
                let words = "\(count(objects)) standing side by side on one ground, drawn to scale: "
                picture = (heights(objects), words + listed(objects), words + names, nil)
            case "weight": picture = balances(objects)
            case "capacity":
                let words = "\(count(objects)) drawn bigger the more they hold: "
                picture = (containers(objects), words + listed(objects), words + names, nil)
            default:
                let words = "\(count(objects)) lying side by side from one start line, drawn to scale: "
                // Lengths told in units ("The shoe is 7 cubes long") show the units under each thing.
                if let unit = f?.unit?.value {
                    let more = ", each over a row of unit blocks (\(unit))"
                    picture = (lengths(objects, unit: unit), words + listed(objects) + more, words + names + more, nil)
                } else {
                    picture = (lengths(objects), words + listed(objects), words + names, nil)
                }
            }
        }
        return ItemPicture(scene: picture.svg.render(label: picture.label), description: picture.description, label: picture.label,
                           response: response, note: picture.note)
    }

    /// Among three things the child hears "the longest", as the question says, not "the longer".
    private static func action(_ ask: String, attribute: String?, among count: Int) -> String {
        let most = ["longer": "longest", "shorter": "shortest", "taller": "tallest", "heavier": "heaviest", "lighter": "lightest"]
        switch ask {
        case "longer", "shorter", "taller", "heavier", "lighter": return "Tap the \(count > 2 ? most[ask] ?? ask : ask) one"
        case "holdsMore": return count > 2 ? "Tap the one that holds the most" : "Tap the one that holds more"
        case "order": return "Put them in order, " + (MeasureItem.greatestFirst[attribute ?? ""] ?? "greatest first")
        default: return "Answer from the picture"
        }
    }

    /// The attribute compared: the field when it names one, else the one the question implies.
    private static func attribute(_ given: String?, ask: String) -> String {
        if let given, ["length", "height", "weight", "capacity"].contains(given) { return given }
        switch ask {
        case "taller": return "height"
        case "heavier", "lighter": return "weight"
        case "holdsMore": return "capacity"
        default: return "length"
        }
    }

    private static func count(_ objects: [Object]) -> String { objects.count == 2 ? "Two things" : "Three things" }
    private static func listed(_ objects: [Object]) -> String { objects.map { "\($0.name) (\($0.value))" }.joined(separator: ", ") }

    /// Units per value so the largest fills `room`.
    private static func scale(_ objects: [Object], room: Double) -> Double {
        room / Double(max(objects.map(\.value).max() ?? 1, 1))
    }

    /// A red tower is drawn red (its name is written beside it as well).
    private static func paint(_ object: Object) -> String {
        PaintColour.named(in: object.name).map { " paint \($0)" } ?? ""
    }

    private static let nameColumn = 150.0, start = 160.0, room = 360.0

    private static func nameLabel(_ name: String, y: Double, in svg: inout SVG) {
        let text = SceneLabel.short(name)
        svg.text(text, x: start - 12, y: y, size: SceneLabel.size(text, width: nameColumn - 12, preferred: 17), anchor: "end", class: "object-name")
    }

    /// Each thing as a bar from one start line; with a `unit`, a row of that many unit blocks
    /// lies under each bar, end to end, so "7 cubes long" is seen and can be counted.
    private static func lengths(_ objects: [Object], unit: String? = nil) -> SVG {
        let blockRow = 28.0
        let row = 56.0 + (unit == nil ? 0 : blockRow), top = 16.0
        let k = unit == nil ? scale(objects, room: room) : min(36, scale(objects, room: room))
        // Units are at most 36 points wide; the scene ends where the longest row does.
        let longest = Double(objects.map(\.value).max() ?? 0) * k
        var svg = SVG(width: start + (unit == nil ? room : max(longest, 120)) + 20, height: 2 * top + Double(objects.count) * row)
        svg.group(class: "measure-drawing")
        svg.line(x1: start, y1: top - 6, x2: start, y2: top + Double(objects.count) * row - 6, class: "start-line")
        for (index, object) in objects.enumerated() {
            let y = top + Double(index) * row
            nameLabel(object.name, y: y + 19, in: &svg)
            svg.rect(x: start, y: y + 4, width: Double(object.value) * k, height: 30, radius: 6, class: "object length" + paint(object), data: [("value", String(object.value))])
            if unit != nil {
                for block in 0..<min(object.value, ItemDrawings.objectLimit) {
                    unitBlock(unit ?? "", x: start + Double(block) * k + 1, y: y + 38, width: max(k - 2, k * 0.6), height: 22, in: &svg,
                              data: [("of", String(index))])
                }
            }
        }
        svg.end()
        return svg
    }

    private static func heights(_ objects: [Object]) -> SVG {
        let slot = 140.0, tower = 64.0, top = 16.0, tallest = 240.0, k = scale(objects, room: tallest)
        let ground = top + tallest
        var svg = SVG(width: Double(objects.count) * slot + 20, height: ground + 44)
        svg.group(class: "measure-drawing")
        for (index, object) in objects.enumerated() {
            let cx = 10 + slot * (Double(index) + 0.5), height = Double(object.value) * k
            svg.rect(x: cx - tower / 2, y: ground - height, width: tower, height: height, radius: 4, class: "object height" + paint(object), data: [("value", String(object.value))])
            let text = SceneLabel.short(object.name)
            svg.text(text, x: cx, y: ground + 22, size: SceneLabel.size(text, width: slot - 8, preferred: 16), class: "object-name")
        }
        svg.line(x1: 4, y1: ground, x2: Double(objects.count) * slot + 16, y2: ground, class: "ground")
        svg.end()
        return svg
    }

    private static func containers(_ objects: [Object]) -> SVG {
        let slot = 150.0, biggest = (w: 110.0, h: 140.0), top = 16.0, ground = top + biggest.h
        let largest = Double(max(objects.map(\.value).max() ?? 1, 1))
        var svg = SVG(width: Double(objects.count) * slot + 20, height: ground + 44)
        svg.group(class: "measure-drawing")
        for (index, object) in objects.enumerated() {
            // Area follows what it holds: each side grows with the square root.
            let k = (Double(object.value) / largest).squareRoot(), w = biggest.w * k, h = biggest.h * k
            let cx = 10 + slot * (Double(index) + 0.5), n = SVG.number
            let d = "M \(n(cx - w / 2)) \(n(ground - h)) L \(n(cx - w * 0.4)) \(n(ground)) L \(n(cx + w * 0.4)) \(n(ground)) L \(n(cx + w / 2)) \(n(ground - h))"
            svg.path(d, class: "object container", data: [("value", String(object.value)), ("width", n(w)), ("height", n(h))])
            let text = SceneLabel.short(object.name)
            svg.text(text, x: cx, y: ground + 22, size: SceneLabel.size(text, width: slot - 8, preferred: 16), class: "object-name")
        }
        svg.end()
        return svg
    }

    private static func balances(_ objects: [Object]) -> (SVG, String, String, String?) {
        let pairs = objects.count == 2 ? [(0, 1)] : [(0, 1), (0, 2), (1, 2)]
        let slot = pairs.count == 1 ? 300.0 : 180.0
        var svg = SVG(width: Double(pairs.count) * slot + 20, height: 210)
        svg.group(class: "measure-drawing")
        var sentences: [String] = [], named: [String] = []
        for (index, (l, r)) in pairs.enumerated() {
            let left = objects[l], right = objects[r]
            let down = left.value > right.value ? "left" : left.value < right.value ? "right" : "level"
            balance(left, right, down: down, cx: 10 + slot * (Double(index) + 0.5), slot: slot, in: &svg)
            let heavier = down == "left" ? left.name : right.name
            sentences.append("\(left.name) (\(left.value)) on the left and \(right.name) (\(right.value)) on the right, " + (down == "level" ? "level" : "down on the \(heavier) side"))
            named.append("\(left.name) on the left and \(right.name) on the right")
        }
        svg.end()
        let description = pairs.count == 1
            ? "A balance with \(sentences[0])"
            : "Three balances, one for each pair: " + sentences.joined(separator: "; ")
        let label = pairs.count == 1 ? "A balance with \(named[0])" : "Three balances, one for each pair: " + named.joined(separator: "; ")
        return (svg, description, label, nil)
    }

    /// A pan balance whose beam tips down on the heavier side by a fixed angle (a balance shows
    /// which is heavier, not by how much).
    private static func balance(_ left: Object, _ right: Object, down: String, cx: Double, slot: Double, in svg: inout SVG) {
        let pivot = 64.0, arm = slot * 0.3, hang = 44.0, tilt = 12.0 * Double.pi / 180, pan = min(34, arm * 0.5)
        let drop = down == "left" ? arm * sin(tilt) : down == "right" ? -arm * sin(tilt) : 0
        let reach = down == "level" ? arm : arm * cos(tilt)
        let ends = [(cx - reach, pivot + drop), (cx + reach, pivot - drop)]
        svg.polygon([(cx, pivot), (cx + 22, 186), (cx - 22, 186)], class: "stand")
        svg.line(x1: ends[0].0, y1: ends[0].1, x2: ends[1].0, y2: ends[1].1, class: "beam", data: [("down", down)])
        for ((x, y), (object, side)) in zip(ends, [(left, "left"), (right, "right")]) {
            let bottom = y + hang, n = SVG.number
            let paint = PaintColour.named(in: object.name).map { " paint \($0)" } ?? ""
            svg.line(x1: x, y1: y, x2: x, y2: bottom, class: "string")
            svg.rect(x: x - pan * 0.65, y: bottom - 26, width: pan * 1.3, height: 26, radius: 4, class: "load \(side)" + paint, data: [("object", object.name)])
            svg.path("M \(n(x - pan)) \(n(bottom)) Q \(n(x)) \(n(bottom + 16)) \(n(x + pan)) \(n(bottom)) Z", class: "pan \(side)")
            let text = SceneLabel.short(object.name)
            svg.text(text, x: x, y: bottom + 26, size: SceneLabel.size(text, width: slot * 0.42, preferred: 15), class: "object-name")
        }
    }

    /// One unit: a paper clip is drawn as a clip (a long rounded loop with a loop inside), so a
    /// child comparing "5 cubes or 3 clips" sees two different units; any other unit is a cube.
    private static func unitBlock(_ unit: String, x: Double, y: Double, width: Double, height: Double, in svg: inout SVG, data: [(String, String)] = []) {
        let words = unit.lowercased().split { !$0.isLetter }
        guard words.contains("clip") || words.contains("clips") else {
            svg.rect(x: x, y: y, width: width, height: height, radius: min(4, width / 4), class: "unit", data: data)
            return
        }
        let wire = min(height, width) / 2
        svg.rect(x: x, y: y + height * 0.2, width: width, height: height * 0.6, radius: height * 0.3, class: "unit clip", data: data)
        svg.rect(x: x + wire * 0.35, y: y + height * 0.35, width: max(width - wire * 0.9, 2), height: height * 0.3, radius: height * 0.15, class: "clip-loop")
    }

    private static func units(_ objects: [Object], unit: String) -> (SVG, String, String, String?) {
        let measured = objects[0]
        let size = min(36, room / Double(max(measured.value, 1)))
        let drawn = min(measured.value, ItemDrawings.objectLimit)
        let top = 16.0, row = 56.0
        var svg = SVG(width: start + room + 20, height: 2 * top + 2 * row)
        svg.group(class: "measure-drawing")
        svg.line(x1: start, y1: top - 6, x2: start, y2: top + 2 * row - 6, class: "start-line")
        nameLabel(measured.name, y: top + 19, in: &svg)
        svg.rect(x: start, y: top + 4, width: Double(measured.value) * size, height: 30, radius: 6, class: "object length", data: [("value", String(measured.value))])
        nameLabel(unit, y: top + row + 19, in: &svg)
        for index in 0..<drawn {
            unitBlock(unit, x: start + Double(index) * size + 1, y: top + row + 4, width: max(size - 2, size * 0.6), height: 30, in: &svg)
        }
        svg.end()
        var left: [String] = []
        if drawn < measured.value { left.append("the first \(drawn) of \(measured.value) \(unit) blocks are drawn") }
        if objects.count > 1 { left.append("only the first object is measured, so \(Wording.list(objects.dropFirst().map(\.name))) \(objects.count == 2 ? "is" : "are") not drawn") }
        // "The ribbon", but "Aisha's clay worm": a name that says whose it is takes no article.
        let named = measured.name.first?.isUppercase == true ? measured.name : "The \(measured.name)"
        let description = "\(named), with a row of \(measured.value) unit blocks (\(unit)) under it from the same start line"
        let label = "\(named), with a row of unit blocks (\(unit)) under it from the same start line"
        return (svg, description, label, left.isEmpty ? nil : left.joined(separator: "; "))
    }
}

extension MeasureDrawing {
    package static let style = """
        .measure-drawing .object { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }
        .measure-drawing .object.container { fill: var(--secondary); stroke: var(--primary-ink); stroke-width: 4; stroke-linejoin: round; }
        .measure-drawing .object-name { font-weight: 600; }
        .measure-drawing .start-line, .measure-drawing .ground { stroke: var(--text); stroke-width: 3; }
        .measure-drawing .unit { fill: var(--warning); stroke: var(--warning-ink); stroke-width: 1.5; }
        .measure-drawing .unit.clip { fill: var(--surface); stroke: var(--text-secondary); stroke-width: 2.5; }
        .measure-drawing .clip-loop { fill: none; stroke: var(--text-secondary); stroke-width: 2; }
        .measure-drawing .stand { fill: var(--line); }
        .measure-drawing .beam { stroke: var(--text); stroke-width: 6; stroke-linecap: round; }
        .measure-drawing .string { stroke: var(--line); stroke-width: 2; }
        .measure-drawing .pan { fill: var(--secondary); stroke: var(--text); stroke-width: 2; }
        .measure-drawing .load { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }

        """ + PaintColour.rules(under: ".measure-drawing")
}
