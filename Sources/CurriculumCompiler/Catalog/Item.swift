/// One item of a lesson. It keeps only its node (already checked against its type's schema);
/// the common fields are read from the node when asked for, so a 100,000-item curriculum does
/// not hold every field twice. Type-specific fields are read by the type's solver.
/// A class because rules pass items around constantly and they never change after decoding.
public final class Item: Sendable {
    public let node: Node
    public let path: String
    /// The lesson's id, sharing the lesson's storage; the full id is built only when a bundle
    /// asks for it, not held as one more string per item.
    public let lessonID: String

    public init(node: Node, path: String, lessonID: String) {
        self.node = node
        self.path = path
        self.lessonID = lessonID
    }

    /// `<lesson id>/<item id>`
    public var fullID: String { lessonID + "/" + id.value }

    public var location: SourceLocation { at(node) }

    public var id: Located<String> { located(node["id"]) ?? Located("", at: location) }
    public var type: Located<String> { located(node["type"]) ?? Located("", at: location) }
    public var prompt: Copy? { located(node["prompt"]) }
    public var answer: Node? { node["answer"] }
    public var hints: [Copy] { node["hints"]?.sequence?.compactMap { located($0) } ?? [] }
    public var feedbackCorrect: Copy? { located(node["feedback"]?["correct"]) }
    public var feedbackIncorrect: Copy? { located(node["feedback"]?["incorrect"]) }
    public var difficulty: Located<Int>? {
        guard let d = node["difficulty"], let value = d.int else { return nil }
        return Located(value, at: at(d))
    }
    public var quickCheck: Bool { node["quickCheck"]?.bool ?? false }
    public var image: Image? {
        guard let img = node["image"], img.mapping != nil else { return nil }
        return Image(asset: located(img["asset"]), alt: located(img["alt"]), location: at(img))
    }
    public var skill: Reference? { located(node["skill"]) }
    public var standards: [Reference] { node["standards"]?.sequence?.compactMap { located($0) } ?? [] }
    public var suppressions: [Suppression] {
        node["suppress"]?.sequence?.compactMap { s in
            guard let rule = located(s["rule"]) else { return nil }
            return Suppression(rule: rule, reason: s["reason"]?.string)
        } ?? []
    }

    private func at(_ n: Node) -> SourceLocation {
        SourceLocation(path: path, line: Int(n.mark.line), column: Int(n.mark.column))
    }

    private func located(_ n: Node?) -> Located<String>? {
        guard let n, let text = n.string else { return nil }
        return Located(text, at: at(n), length: n.span)
    }

    public struct Image: Sendable {
        public var asset: Reference?
        public var alt: Copy?
        public var location: SourceLocation
    }
}

/// A rule an entity opts out of, with the reason a reviewer can judge.
public struct Suppression: Sendable {
    public var rule: Reference
    public var reason: String?
}
