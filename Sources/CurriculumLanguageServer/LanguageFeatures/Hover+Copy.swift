import CurriculumCompiler
import CurriculumSyntax

/// The hover on child-facing copy (the fields `CopyString` gathers, and a lesson's title and a
/// badge's name): how narration says it (Copy/Speech.swift), how many words and sentences it
/// has, and its revised Spache estimate (Copy/ReadingLevel.swift) against the grade's ceiling
/// (docs/design.md#early-reader-copy). The estimate is of this one line; COPY-READING-LEVEL
/// judges a lesson's copy as a whole.
extension Hover {
    static func copy(_ found: NodePath, _ file: File, _ index: SymbolIndex) -> (markdown: String, location: SourceLocation, length: Int)? {
        guard !found.isKey, let text = found.node.string, let field = copyField(found, kind: file.kind) else { return nil }
        // An item's own object names and labels count as known words in its copy, as the COPY rules read it.
        var extra: Set<String> = []
        if found.steps.first == .key("items"), found.steps.count > 1, let itemNode = found.node(at: 1) {
            extra = ItemData.vocabulary(of: Item(node: itemNode, path: file.source.path, lessonID: ""))
        }
        let span = file.span(found.node)
        return (markdown(copy: text, field: field, grade: file.grade, index: index, extra: extra), span.location, span.length)
    }

    /// Which piece of copy `found` is, if it is one.
    static func copyField(_ found: NodePath, kind: String?) -> CopyString.Field? {
        let s = found.steps
        switch kind {
        case "Lesson":
            if s == [.key("title")] { return .lessonTitle }
            guard s.count >= 3, s[0] == .key("items"), case .index = s[1] else { return nil }
            switch Array(s[2...]) {
            case [.key("prompt")]: return .prompt
            case [.key("feedback"), .key("correct")]: return .feedbackCorrect
            case [.key("feedback"), .key("incorrect")]: return .feedbackIncorrect
            case [.key("image"), .key("alt")]: return .alt
            default: break
            }
            if s.count == 4, case .index(let j) = s[3] {
                if s[2] == .key("hints") { return .hint(j) }
                // A number option is not copy; a word option is read like copy.
                if s[2] == .key("options"), found.node.int == nil { return .option(j) }
            }
            return nil
        case "Badges":
            if s.count == 3, s[0] == .key("badges"), s[2] == .key("name") { return .badgeName }
            return nil
        default:
            return nil
        }
    }

    static func markdown(copy text: String, field: CopyString.Field, grade: Grade?, index: SymbolIndex, extra: Set<String>) -> String {
        var lines = ["**" + field.name.prefix(1).uppercased() + field.name.dropFirst() + "** — child-facing copy"]
        let spoken = Speech.spoken(text)
        lines.append(spoken.text == text ? "Spoken as written." : "Spoken: “" + Markdown.text(spoken.text) + "”")
        if !spoken.isSpeakable {
            var seen = Set<String>()
            let symbols = spoken.unspeakable.map(\.text).filter { seen.insert($0).inserted }
            lines.append("Nothing can speak: " + symbols.map(Markdown.code).joined(separator: ", ") + " (COPY-UNSPEAKABLE-SYMBOL)")
        }
        let analysis = ReadingLevel.analyze([text], known: index.lexicon, extra: extra)
        lines.append("\(analysis.words) word\(analysis.words == 1 ? "" : "s") in \(analysis.sentences) sentence\(analysis.sentences == 1 ? "" : "s")")
        if analysis.words > 0 {
            var level = "Reading level \(Markdown.number(analysis.grade)) (revised Spache, this line alone"
            let limits = index.catalog.manifest?.copyLimits ?? CopyLimits()
            if let grade, let ceiling = limits.readingLevel[grade] {
                level += "; the \(grade == .kindergarten ? "Kindergarten" : "Grade 1") ceiling is \(Markdown.number(ceiling))"
            }
            lines.append(level + ")")
        }
        if !analysis.unfamiliarWords.isEmpty {
            lines.append("Unfamiliar words: " + analysis.unfamiliarWords.map(Markdown.text).joined(separator: ", "))
        }
        return lines.joined(separator: "\n\n")
    }
}
