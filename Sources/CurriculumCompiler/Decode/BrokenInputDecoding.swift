import CurriculumSyntax
import Foundation

extension FileDecoder {
    /// What this file was meant to add to the catalog, when `errors` (its own load and schema
    /// errors) make what it did add incomplete or untrustworthy: a lesson as a whole; a unit
    /// that did not decode, with the skills it defines; a skill or standard entry with an error
    /// inside it. Each part follows from the first error that breaks it.
    func brokenInput(errors: [Diagnostic], decoded: Entity?) -> [BrokenInput] {
        guard let first = errors.min(by: { $0.location < $1.location }) else { return [] }
        switch kind ?? root["kind"]?.string {
        case "Lesson":
            return [BrokenInput(part: .lesson(lessonSketch(decoded: decoded != nil)), cause: first.identity)]
        case "Unit":
            let skills = root["skills"]?.sequence ?? []
            guard decoded != nil else {
                return [BrokenInput(part: .unit(id: root["id"]?.string, skills: skills.compactMap(skillSketch)), cause: first.identity)]
            }
            return entries(skills, errors).compactMap { node, cause in
                skillSketch(node).map { BrokenInput(part: .skill(id: $0.id, standards: $0.standards), cause: cause) }
            }
        case "StandardSet":
            let standards = root["standards"]?.sequence ?? []
            // A matrix that did not decode loses every entry.
            let broken = decoded == nil ? standards.map { ($0, first.identity) } : entries(standards, errors)
            return broken.compactMap { node, cause in
                string(node, "code").map { BrokenInput(part: .standard(code: $0), cause: cause) }
            }
        default:
            return []
        }
    }

    private func lessonSketch(decoded: Bool) -> BrokenInput.LessonSketch {
        let skill = string(root, "skill"), unit = string(root, "unit")
        let items = root["items"]?.sequence ?? []
        return BrokenInput.LessonSketch(
            id: string(root, "id"), skill: skill, unit: unit,
            masteryCheck: string(root, "role") == "masteryCheck" || (skill == nil && unit != nil), decoded: decoded,
            itemStandards: items.flatMap { $0["standards"]?.sequence?.compactMap(\.string) ?? [] })
    }

    private func skillSketch(_ node: Node) -> (id: String, standards: [String])? {
        string(node, "id").map { ($0, node["standards"]?.sequence?.compactMap(\.string) ?? []) }
    }

    /// The entries of a list with an error inside them (on the lines from the entry's first
    /// to its last), each with its first such error.
    private func entries(_ nodes: [Node], _ errors: [Diagnostic]) -> [(Node, Diagnostic.Cause)] {
        let sorted = errors.sorted { $0.location < $1.location }
        return nodes.compactMap { node in
            let lines = Int(node.mark.line)...Self.lastLine(node)
            return sorted.first { lines.contains($0.location.line) }.map { (node, $0.identity) }
        }
    }

    /// The last line any part of `node` starts on.
    static func lastLine(_ node: Node) -> Int {
        switch node.value {
        case .scalar: return Int(node.mark.line)
        case .sequence(let items): return items.map(lastLine).max() ?? Int(node.mark.line)
        case .mapping(let pairs): return pairs.map { max(lastLine($0.key), lastLine($0.value)) }.max() ?? Int(node.mark.line)
        }
    }
}

/// What can be read of a file that did not parse: its top-level `key: value` lines and the ids
/// of its list entries, enough to say which lesson or unit it was meant to be.
enum BrokenInputScan {
    /// The file's top-level `key: value` lines (first one wins), values unquoted, comments cut.
    static func topLevel(_ source: SourceFile) -> [String: String] {
        var out: [String: String] = [:]
        for line in lines(source) {
            guard let first = line.unicodeScalars.first, first != " ", first != "\t", first != "#", first != "-",
                let colon = line.firstIndex(of: ":")
            else { continue }
            let key = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, out[key] == nil, let value = scalar(line[line.index(after: colon)...]) else { continue }
            out[key] = value
        }
        return out
    }

    /// What a file that did not parse was meant to add, as the catalog would have read it.
    static func brokenInput(_ source: SourceFile, kind: String?, cause: Diagnostic.Cause) -> [BrokenInput] {
        let top = topLevel(source)
        switch kind {
        case "Lesson":
            let skill = top["skill"], unit = top["unit"]
            return [BrokenInput(part: .lesson(.init(
                id: top["id"], skill: skill, unit: unit,
                masteryCheck: top["role"] == "masteryCheck" || (skill == nil && unit != nil), decoded: false)), cause: cause)]
        case "Unit":
            // A unit's only list entries with ids are its skills; the codes written after one,
            // up to the next, are its standards.
            var skills: [(id: String, standards: [String])] = []
            for line in lines(source) {
                if let id = entry("id", line) {
                    skills.append((id, []))
                } else if !skills.isEmpty {
                    skills[skills.count - 1].standards += codes(line)
                }
            }
            return [BrokenInput(part: .unit(id: top["id"], skills: skills), cause: cause)]
        case "StandardSet":
            return lines(source).compactMap { entry("code", $0) }.map { BrokenInput(part: .standard(code: $0), cause: cause) }
        default:
            return []
        }
    }

    /// The value of a list entry's first key, `- key: value`.
    private static func entry(_ key: String, _ line: Substring) -> String? {
        let body = line.drop { $0 == " " }
        guard body.hasPrefix("- " + key + ":") else { return nil }
        return scalar(body.dropFirst(key.count + 3))
    }

    /// The standard codes (`NY-…`) a line mentions.
    private static func codes(_ line: Substring) -> [String] {
        var out: [String] = []
        var rest = line[...]
        while let start = rest.range(of: "NY-") {
            let code = rest[start.lowerBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
            out.append(String(code.hasSuffix(".") ? code.dropLast() : code))
            rest = rest[start.upperBound...]
        }
        return out
    }

    private static func lines(_ source: SourceFile) -> [Substring] {
        guard let text = String(validating: source.bytes, as: UTF8.self) else { return [] }
        return text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    }

    /// A plain or quoted one-word value, without a trailing comment.
    private static func scalar(_ text: Substring) -> String? {
        var value = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        value = value.trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q { value = String(value.dropFirst().dropLast()) }
        guard !value.isEmpty, !value.contains(" "), !value.hasPrefix("["), !value.hasPrefix("{"), !value.hasPrefix("&"), !value.hasPrefix("*") else { return nil }
        return value
    }
}
