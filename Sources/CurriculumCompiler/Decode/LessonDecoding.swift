import CurriculumSyntax

extension FileDecoder {
    func lesson() -> Lesson? {
        guard let id = located(root, "id"), let grade = Grade(idPrefixOf: id.value) else { return nil }
        let items: [Item] = root["items"]?.sequence?.compactMap { item($0, lessonID: id.value) } ?? []
        return Lesson(
            id: id, skill: located(root, "skill"), unit: located(root, "unit"),
            title: located(root, "title") ?? Located(id.value, at: id.location),
            order: root["order"]?.int ?? 0,
            stage: located(root, "stage").flatMap { s in Stage(rawValue: s.value).map { Located($0, at: s.location, length: s.length) } },
            lessonType: string(root, "lessonType"),
            role: located(root, "role").flatMap { r in AssessmentRole(rawValue: r.value).map { Located($0, at: r.location, length: r.length) } },
            rubric: rubric(root["rubric"]), rubricLocation: root["rubric"].map(at),
            items: items, path: path, grade: grade, templates: templates)
    }

    private func item(_ node: Node, lessonID: String) -> Item? {
        guard node["id"]?.string != nil, node["type"]?.string != nil else { return nil }
        let index = VariantTag.split(Int(node.mark.column)).variant
        let variant = index > 0 ? templates.first { $0.lines.contains(Int(node.mark.line)) }?.variant(index) : nil
        return Item(node: node, path: path, lessonID: lessonID, variant: variant)
    }
}
