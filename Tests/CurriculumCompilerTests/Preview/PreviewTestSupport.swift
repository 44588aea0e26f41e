@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

/// The item written as `fields` (one per line, as under `- ` in a lesson), drawn for the preview.
func drawItem(_ fields: String, file: StaticString = #filePath, line: UInt = #line) throws -> ItemPicture {
    let item = try makeItem(fields, file: file, line: line)
    return try XCTUnwrap(ItemDrawings.picture(of: item), "no drawing for \(item.type.value)", file: file, line: line)
}

/// A drawn scene's elements, read back for tests: which shapes it has and their attributes.
struct SceneElements {
    let svg: String

    init(_ picture: ItemPicture, file: StaticString = #filePath, line: UInt = #line) throws {
        svg = try XCTUnwrap(picture.scene, "no scene: \(picture.problem ?? "")", file: file, line: line)
    }

    /// Every element (`<rect …/>`, `<text …>`) whose class list holds all of `classes`.
    func elements(_ classes: String) -> [String] {
        let wanted = classes.split(separator: " ").map(String.init)
        var found: [String] = []
        var rest = svg[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = String(rest[open...close])
            rest = rest[rest.index(after: close)...]
            guard let value = Self.attribute("class", in: tag) else { continue }
            let have = Set(value.split(separator: " ").map(String.init))
            if wanted.allSatisfy(have.contains) { found.append(tag) }
        }
        return found
    }

    func count(_ classes: String) -> Int { elements(classes).count }

    /// The text of every `<text>` element with all of `classes`, in order.
    func texts(_ classes: String = "") -> [String] {
        var out: [String] = []
        var rest = svg[...]
        while let start = rest.range(of: "<text") {
            guard let close = rest[start.upperBound...].firstIndex(of: ">"), let end = rest[close...].range(of: "</text>") else { break }
            let tag = String(rest[start.lowerBound...close])
            let have = Set((Self.attribute("class", in: tag) ?? "").split(separator: " ").map(String.init))
            if classes.split(separator: " ").allSatisfy({ have.contains(String($0)) }) {
                out.append(Self.unescape(String(rest[rest.index(after: close)..<end.lowerBound])))
            }
            rest = rest[end.upperBound...]
        }
        return out
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let tail = tag[range.upperBound...]
        guard let end = tail.firstIndex(of: "\"") else { return nil }
        return unescape(String(tail[..<end]))
    }

    static func number(_ name: String, in tag: String) -> Double? { attribute(name, in: tag).flatMap(Double.init) }

    static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
