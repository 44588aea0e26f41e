extension FileDecoder {
    func standardSet() -> StandardSet? {
        guard let id = string(root, "id"), let grade = grade(root["grade"]) else { return nil }
        let source = root["source"].flatMap { string($0, "title") } ?? ""
        let standards: [Standard] = root["standards"]?.sequence?.compactMap { node in
            guard let code = string(node, "code") else { return nil }
            var range: ClosedRange<Int>?
            if let r = node["range"], let lo = r["min"]?.int, let hi = r["max"]?.int, lo <= hi { range = lo...hi }
            var tasks: StandardTasks?
            if let t = node["tasks"], t.mapping != nil {
                // The schema reports unknown words; decoding keeps the ones it knows.
                func words(_ key: String) -> [String]? { t[key].map { $0.sequence?.compactMap(\.string) ?? [] } }
                tasks = StandardTasks(
                    types: words("types").map(Set.init),
                    operations: words("operations").map { Set($0.compactMap(TaskOperation.init(rawValue:))) },
                    forms: words("forms").map { Set($0.compactMap(TaskForm.init(rawValue:))) },
                    coins: words("coins").map(Set.init),
                    coinTasks: words("coinTasks").map { Set($0.compactMap(CoinTask.init(rawValue:))) })
            }
            return Standard(
                code: code, grade: Grade(idPrefixOf: code) ?? grade, domain: string(node, "domain") ?? "",
                cluster: string(node, "cluster") ?? "", description: string(node, "description") ?? "",
                range: range, tasks: tasks, isHeading: node["heading"]?.bool ?? false,
                parts: node["parts"]?.sequence?.compactMap(\.string) ?? [], location: at(node))
        } ?? []
        return StandardSet(id: id, grade: grade, source: source, standards: standards, path: path)
    }
}
