import CurriculumSyntax

package enum CopyDoubleSpace: CopyLessonRule {
    package static let description = RuleDescription(
        id: "COPY-DOUBLE-SPACE", severity: .warning,
        summary: "copy has two or more spaces in a row",
        rationale: """
            A double space is a typing habit, not meaning: it shows as a gap in large type, shifts where lines wrap, and lands in the strings translators receive (docs/design.md#early-reader-copy). The fix-it leaves one space.
            """,
        triggering: [
            .replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many ducks are in the↓  pond?")
                .reports("prompt has 2 spaces in a row"),
        ],
        nonTriggering: [.replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many ducks are in the pond?")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out = CopyPass.diagnostics(self, in: catalog)
        for badge in catalog.badges?.badges ?? [] where badge.name.value != badge.id.value {
            report(CopyString(badge.name, field: .badgeName), &out)
        }
        return out
    }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        lesson.forEachCopy { report($0.copy, &out) }
    }

    static func report(_ copy: CopyString, _ out: inout [Diagnostic]) {
        guard hasDoubleSpace(copy.text) else { return }
        var offset = 0
        var runStart = -1
        func emit(_ start: Int, _ end: Int) {
            guard start >= 0, end - start >= 2 else { return }
            let at = copy.span(start, end - start)
            let fixIts: [Diagnostic.FixIt] = copy.isExact(start, length: end - start)
                ? [.init(at: at.location, length: at.length, replacement: " ")] : []
            out.append(diagnostic(
                at: at.location, length: at.length, "\(copy.field.name) has \(end - start) spaces in a row", fixIts: fixIts))
        }
        for c in copy.text.unicodeScalars {
            if c == " " {
                if runStart < 0 { runStart = offset }
            } else {
                emit(runStart, offset)
                runStart = -1
            }
            offset += 1
        }
        emit(runStart, offset)
    }

    static func hasDoubleSpace(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for b in text.utf8 {
            if b == 0x20 && previous == 0x20 { return true }
            previous = b
        }
        return false
    }
}
