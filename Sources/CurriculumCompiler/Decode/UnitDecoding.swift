extension FileDecoder {
    func unit() -> Unit? {
        guard let id = located(root, "id"), let grade = Grade(idPrefixOf: id.value) else { return nil }
        let skills: [Skill] = root["skills"]?.sequence?.compactMap { node in
            guard let skillID = located(node, "id") else { return nil }
            return Skill(
                id: skillID, unitID: id.value, grade: grade, name: string(node, "name") ?? skillID.value,
                standards: references(node, "standards"), prerequisites: references(node, "prerequisites"),
                remediation: remediation(node["remediation"]), location: at(node))
        } ?? []
        return Unit(
            id: id, grade: grade, order: root["order"]?.int ?? 0, title: string(root, "title") ?? id.value,
            standards: references(root, "standards"), prerequisites: references(root, "prerequisites"),
            remediation: remediation(root["remediation"]), skills: skills, path: path)
    }
}
