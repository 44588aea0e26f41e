import CurriculumSyntax

/// One piece of child-facing copy with where it was written, able to point at a column inside
/// itself: the COPY rules report the word or symbol, not just the line.
///
/// A scalar's location is where it starts. In a plain scalar the text starts there; a quoted
/// one starts with its quote, and a single-quoted one writes each `'` as `''`. Text past a line
/// break, or past an escape in a double-quoted scalar, cannot be mapped back without the source,
/// and block scalars (`|`, `>`) start at their indicator: there the location falls back to the
/// scalar's start. (A plain scalar folded over several lines reads as one line; the loader keeps
/// no end mark, so its later lines are pointed at as if they continued the first.)
package struct CopyString: Sendable {
    package enum Field: Sendable, Equatable, Hashable {
        case prompt, hint(Int), feedbackCorrect, feedbackIncorrect, alt, option(Int), lessonTitle, badgeName
        /// A tile, category, label or shown equation (`ItemData.shownText`).
        case label

        /// Prompt, hints and feedback: what the child reads while playing.
        package var isReading: Bool {
            switch self {
            case .prompt, .hint, .feedbackCorrect, .feedbackIncorrect: true
            default: false
            }
        }

        package var name: String {
            switch self {
            case .prompt: "prompt"
            case .hint: "hint"
            case .feedbackCorrect: "correct-answer feedback"
            case .feedbackIncorrect: "incorrect-answer feedback"
            case .alt: "alt text"
            case .option: "option"
            case .lessonTitle: "lesson title"
            case .badgeName: "badge name"
            case .label: "label"
            }
        }
    }

    /// Which fields of an item to gather.
    package struct Fields: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let prompt = Fields(rawValue: 1)
        package static let hints = Fields(rawValue: 2)
        package static let feedback = Fields(rawValue: 4)
        package static let alt = Fields(rawValue: 8)
        package static let options = Fields(rawValue: 16)
        /// What the child reads while playing: prompt, hints, feedback.
        package static let reading: Fields = [.prompt, .hints, .feedback]
        package static let all: Fields = [.prompt, .hints, .feedback, .alt, .options]
    }

    package var text: String
    package var field: Field
    /// Where the scalar starts (its opening quote, when quoted).
    package var location: SourceLocation
    /// The scalar's style, or nil when the node is not at hand.
    package var style: Scalar.Style?
    /// Offsets (Unicode scalars) below this map to exact columns. Worked out on demand: only a
    /// diagnostic needs it.
    package var exactPrefix: Int { CopyString.exactPrefix(of: text, style: style) }

    package init(_ text: String, field: Field, at location: SourceLocation, style: Scalar.Style?) {
        self.text = text
        self.field = field
        self.location = location
        self.style = style
    }

    /// A copy field decoded without its node (lesson titles, badge names): columns inside it are
    /// not mapped, diagnostics point at its start.
    package init(_ copy: Copy, field: Field) {
        self.init(copy.value, field: field, at: copy.location, style: nil)
    }

    /// True when the text from `offset` spanning `length` scalars maps to exact columns, so a
    /// fix-it may replace it.
    package func isExact(_ offset: Int, length: Int) -> Bool { offset + length <= exactPrefix }

    /// The source location of the scalar `offset` Unicode scalars into the text.
    package func location(at offset: Int) -> SourceLocation {
        guard offset >= 0, offset < exactPrefix else { return location }
        var at = location
        switch style {
        case .plain?: at.column += offset
        case .doubleQuoted?: at.column += 1 + offset
        case .singleQuoted?: at.column += 1 + offset + quotes(0, offset)
        default: break
        }
        return at
    }

    /// Where a span of the text starts and how many columns its caret underline covers: the
    /// mappable part of the span, or the scalar's start with a single caret.
    package func span(_ offset: Int, _ length: Int) -> (location: SourceLocation, length: Int) {
        let exactPrefix = exactPrefix
        guard offset >= 0, offset < exactPrefix else { return (location, 1) }
        let visible = min(length, exactPrefix - offset)
        // A single-quoted span's doubled quotes widen it on the line.
        let width = visible + (style == .singleQuoted ? quotes(offset, offset + visible) : 0)
        return (location(at: offset), max(1, width))
    }

    /// A token's location and underline.
    package func span(_ token: CopyToken) -> (location: SourceLocation, length: Int) { span(token.offset, token.length) }

    private func quotes(_ from: Int, _ to: Int) -> Int {
        var count = 0
        var i = 0
        for c in text.unicodeScalars {
            if i >= to { break }
            if i >= from, c == "'" { count += 1 }
            i += 1
        }
        return count
    }

    static func exactPrefix(of text: String, style: Scalar.Style?) -> Int {
        guard let style, style == .plain || style == .singleQuoted || style == .doubleQuoted else { return 0 }
        var i = 0
        for c in text.unicodeScalars {
            if c == "\n" || c == "\r" { return i }
            if style == .doubleQuoted, c == "\"" || c == "\\" || c == "\t" || c.value < 0x20 || (0x7F...0x9F).contains(c.value) {
                return i  // written as an escape: the columns after it are unknown
            }
            i += 1
        }
        return i
    }

    // MARK: - Gathering copy

    /// An item's copy fields, read from its node so their scalar styles are known. Text that
    /// holds the placeholder marker is not copy yet: COPY-PLACEHOLDER reports it, no other rule.
    package static func strings(of item: Item, _ fields: Fields = .all) -> [CopyString] {
        var out: [CopyString] = []
        out.reserveCapacity(6)
        func add(_ n: Node?, _ field: Field) {
            guard let n, case .scalar(let s) = n.value, let text = n.string, !CopyPlaceholder.marks(text) else { return }
            out.append(CopyString(text, field: field, at: SourceLocation(path: item.path, line: Int(n.mark.line), column: Int(n.mark.column)), style: s.style))
        }
        guard item.node.mapping != nil else { return out }
        let copy = item.copySyntax
        if fields.contains(.prompt) { add(copy.prompt, .prompt) }
        if fields.contains(.options), let options = copy.options?.sequence {
            for (i, o) in options.enumerated() { add(o, .option(i)) }
        }
        if fields.contains(.hints), let hints = copy.hints?.sequence {
            for (i, h) in hints.enumerated() { add(h, .hint(i)) }
        }
        if fields.contains(.feedback) {
            add(copy.feedbackCorrect, .feedbackCorrect)
            add(copy.feedbackIncorrect, .feedbackIncorrect)
        }
        if fields.contains(.alt) { add(copy.alt, .alt) }
        return out
    }
}
