import CurriculumSyntax

/// Findings that wait on the curriculum's story names (known only when every lesson has been
/// read), kept while the pass reads one lesson part and decided at its merge: each closure gets
/// the names and returns its rule's diagnostics, and each piece is joined with the rest of its
/// lesson first.
final class DeferredFindings {
    var decisions: [(rule: String, decide: (Set<String>) -> [Diagnostic])] = []
    var pieces: [(rule: String, lesson: ObjectIdentifier, piece: any LessonPiece)] = []
    func add(_ rule: any Rule.Type, _ decide: @escaping (Set<String>) -> [Diagnostic]) {
        decisions.append((rule.id, decide))
    }
    /// A lesson-wide rule's piece of one part of a lesson read in parts.
    func add(_ rule: any Rule.Type, _ piece: any LessonPiece, of part: LessonCopy) {
        pieces.append((rule.id, ObjectIdentifier(part.lesson), piece))
    }
}
