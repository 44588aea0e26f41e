import CurriculumCompiler
import Foundation

/// An analog clock face with the numbers 1 to 12 and minute marks. In `read` mode the hands show
/// the item's time (the hour hand between two numbers at half past, as on a real clock), and the
/// scene's name does not say it; in `set` mode they start at 12:00 for the child to move, and the
/// reviewer's panel shows them at the time asked.
package enum ClockDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = ClockItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(ClockItem.Fields.self)
        let setting = f?.isSetting == true
        guard let text = f?.time?.value, let (hour, minute) = ClockItem.parse(text), (1...12).contains(hour), (0..<60).contains(minute) else {
            return .undrawable("the clock needs a `time` written h:mm", response: .standard(for: item))
        }
        let shown = setting ? (hour: 12, minute: 0) : (hour: hour, minute: minute)
        let time = "\(shown.hour):\(shown.minute < 10 ? "0" : "")\(shown.minute)"
        let description = setting
            ? "A clock with its hands at 12:00, for the child to move to the time asked"
            : "A clock showing \(time): the hour hand \(hourWords(shown.hour, shown.minute)), the minute hand at \(shown.minute == 0 ? "12" : shown.minute == 30 ? "6" : String(shown.minute / 5))"
        let label = setting ? description : "A clock with an hour hand and a minute hand"
        let response: ItemPicture.Response = setting ? .onScene(action: "Move the hands to the time asked") : .standard(for: item)
        let worked = setting
            ? ItemPicture.Worked(scene: face(hour: hour, minute: minute).render(label: "A clock showing \(text)"), words: "The hands at \(text)") : nil
        return ItemPicture(scene: face(hour: shown.hour, minute: shown.minute).render(label: label), description: description, label: label,
                           response: response, worked: worked)
    }

    /// The face with its hands at `hour`:`minute`.
    static func face(hour: Int, minute: Int) -> SVG {
        let shown = (hour: hour, minute: minute)
        let size = 220.0, c = size / 2, r = size / 2 - 8
        var svg = SVG(width: size, height: size)
        svg.circle(cx: c, cy: c, r: r, class: "face")
        for tick in 0..<60 {
            let angle = Double(tick) * 6
            let inner = tick % 5 == 0 ? r - 12 : r - 6
            let (x1, y1) = point(c, angle, inner), (x2, y2) = point(c, angle, r - 2)
            svg.line(x1: x1, y1: y1, x2: x2, y2: y2, class: tick % 5 == 0 ? "tick hour" : "tick")
        }
        for number in 1...12 {
            let (x, y) = point(c, Double(number) * 30, r - 30)
            svg.text(String(number), x: x, y: y, size: 18, class: "numeral")
        }
        // The minute hand stops short of the numbers so it never hides the 12 or the 6.
        // The hour hand moves on through the hour: half past 3 is half way from 3 to 4.
        let hourAngle = Double(shown.hour % 12) * 30 + Double(shown.minute) * 0.5
        let minuteAngle = Double(shown.minute) * 6
        let (hx, hy) = point(c, hourAngle, r * 0.5), (mx, my) = point(c, minuteAngle, r * 0.66)
        svg.line(x1: c, y1: c, x2: hx, y2: hy, class: "hand hour", data: [("angle", SVG.number(hourAngle))])
        svg.line(x1: c, y1: c, x2: mx, y2: my, class: "hand minute", data: [("angle", SVG.number(minuteAngle))])
        svg.circle(cx: c, cy: c, r: 5, class: "pin")
        return svg
    }

    private static func hourWords(_ hour: Int, _ minute: Int) -> String {
        minute == 0 ? "at \(hour)" : "between \(hour) and \(hour % 12 + 1)"
    }

    /// The point at `radius` from the centre, `degrees` clockwise from 12.
    private static func point(_ centre: Double, _ degrees: Double, _ radius: Double) -> (Double, Double) {
        let radians = degrees * Double.pi / 180
        return (centre + radius * sin(radians), centre - radius * cos(radians))
    }
}

extension ClockDrawing {
    package static let style = """
        .face { fill: var(--surface); stroke: var(--text); stroke-width: 4; }
        .tick { stroke: var(--line); stroke-width: 1.5; }
        .tick.hour { stroke: var(--text); stroke-width: 3; }
        .numeral { font-weight: 600; }
        .hand { stroke-linecap: round; }
        .hand.hour { stroke: var(--text); stroke-width: 8; }
        .hand.minute { stroke: var(--primary-ink); stroke-width: 5; }
        .pin { fill: var(--text); }

        """
}
