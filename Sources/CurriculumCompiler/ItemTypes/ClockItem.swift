import CurriculumSyntax

/// Reading or setting an analog clock (1.MD.3a): hours 1–12, to the hour or half hour only. The
/// answer is the time written `h:mm`.
package enum ClockItem: ItemType {
    package static let name = "clock"
    package static let screen = ScreenTraits(actions: [.choose, .move], shows: [.picture], parts: ["hand"])
    package static let hasInteractions = true

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case mode, time }
        /// `read` the clock shown, or `set` its hands.
        package var mode: Field<String>?
        package var time: Field<String>?
        package var isSetting: Bool { mode?.value == "set" }

        package init(_ fields: FieldReader<Key>) {
            mode = fields.text(.mode)
            time = fields.text(.time)
        }
    }

    /// `3:30`, `03:30` or `12:00` as (hour, minute); nil when it is not written h:mm.
    package static func parse(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.trimmingWhitespace.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        return (hour, minute)
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let (text, node) = item.fields(Fields.self)?.time.map({ ($0.value, $0.node) }) else { return .unknown }
        guard let (hour, minute) = parse(text) else {
            return .impossible("time '\(text)' is not written h:mm, like 3:30", at: node)
        }
        if !(1...12).contains(hour) {
            return .impossible("hour \(hour) is not on a clock face, which shows 1 to 12", at: node)
        }
        if minute != 0 && minute != 30 {
            return .impossible("1.MD.3a tells time to the hour and half hour: use :00 or :30, not :\(text.split(separator: ":").last ?? "")", at: node)
        }
        let time = "\(hour):\(minute == 0 ? "00" : "30")"
        return .solved(.word(time), "the clock showing \(time)")
    }

    /// `03:30` and `3:30` are the same time.
    package static func answerValue(_ node: Node) -> Answer? {
        if let text = node.string, let (hour, minute) = parse(text) {
            return .word("\(hour):\(minute < 10 ? "0" : "")\(minute)")
        }
        return Answer(node)
    }
}
