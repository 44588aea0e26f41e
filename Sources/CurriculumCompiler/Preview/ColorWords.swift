/// The color words authors put in names (`green bead`, a line of `red`, `blue`, … cars) and the
/// color each is drawn in. The word is always written beside the shape too, so color is never
/// the only cue. Fixed colors: no design token stands for "red".
enum ColorWords {
    static let colors: [(word: String, hex: String)] = [
        ("red", "#E5484D"), ("orange", "#F76B15"), ("yellow", "#FFCC00"), ("green", "#34C759"),
        ("blue", "#3478F6"), ("purple", "#8E4EC6"), ("pink", "#F48FB1"), ("brown", "#8D5A3B"),
        ("black", "#1C2024"), ("white", "#FFFFFF"), ("gray", "#9BA1A6"), ("grey", "#9BA1A6"),
    ]

    /// The color a name is or starts with (`green bead` → `green`), if it is one of `colors`.
    static func word(in name: String) -> String? {
        guard let first = name.lowercased().split(whereSeparator: \.isWhitespace).first else { return nil }
        return colors.first { $0.word == first }?.word
    }

    /// CSS filling `.<shape>.<word>` with each color, for a drawing's style.
    static func rules(for shape: String) -> String {
        colors.map { ".\(shape).\($0.word) { fill: \($0.hex); }\n" }.joined()
    }
}
