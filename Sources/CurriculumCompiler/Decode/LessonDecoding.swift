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
            items: items, path: path, grade: grade)
    }

    private func item(_ node: Node, lessonID: String) -> Item? {
        guard let id = located(node, "id"), let type = located(node, "type") else { return nil }
        let feedback = node["feedback"]
        var image: Item.Image?
        if let img = node["image"], img.mapping != nil {
            image = Item.Image(asset: located(img, "asset"), alt: located(img, "alt"), location: at(img))
        }
        let suppressions: [Suppression] = node["suppress"]?.sequence?.compactMap { s in
            guard let rule = located(s, "rule") else { return nil }
            return Suppression(rule: rule, reason: string(s, "reason"))
        } ?? []
        return Item(
            id: id, type: type, prompt: located(node, "prompt"), answer: node["answer"],
            hints: node["hints"]?.sequence?.compactMap { located($0) } ?? [],
            feedbackCorrect: located(feedback, "correct"), feedbackIncorrect: located(feedback, "incorrect"),
            difficulty: int(node, "difficulty"), quickCheck: node["quickCheck"]?.bool ?? false,
            image: image, skill: located(node, "skill"), standards: references(node, "standards"),
            suppressions: suppressions, node: node, location: at(node),
            fullID: "\(lessonID)/\(id.value)", path: path)
    }
}
