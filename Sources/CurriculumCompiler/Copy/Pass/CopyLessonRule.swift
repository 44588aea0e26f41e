import CurriculumSyntax

/// A COPY rule that reads lessons in the shared pass.
protocol CopyLessonRule: CatalogRule {
    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic])
}
