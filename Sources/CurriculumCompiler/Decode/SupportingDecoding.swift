extension FileDecoder {
    func analytics() -> AnalyticsDictionary {
        let events: [AnalyticsDictionary.Event] = root["events"]?.sequence?.compactMap { node in
            guard let name = located(node, "name") else { return nil }
            let properties: [AnalyticsDictionary.Property] = node["properties"]?.sequence?.compactMap { p in
                guard let n = string(p, "name"), let t = string(p, "type") else { return nil }
                return .init(name: n, type: t, required: p["required"]?.bool ?? false, location: at(p))
            } ?? []
            return .init(name: name, trigger: string(node, "trigger") ?? "", properties: properties, location: at(node))
        } ?? []
        let emitters: [(Located<String>, [Reference])] = root["emitters"]?.mapping?.compactMap { pair in
            guard let type = located(pair.key) else { return nil }
            return (type, pair.value.sequence?.compactMap { located($0) } ?? [])
        } ?? []
        return AnalyticsDictionary(events: events, emitters: emitters, path: path)
    }

    func badges() -> BadgeCatalog {
        let badges: [Badge] = root["badges"]?.sequence?.compactMap { node in
            guard let id = located(node, "id"), let skill = located(node, "skill") else { return nil }
            let levels: [(String, Int)] = node["levels"]?.sequence?.compactMap { l in
                guard let n = string(l, "name"), let m = l["mastered"]?.int else { return nil }
                return (n, m)
            } ?? []
            return Badge(id: id, name: located(node, "name") ?? id, skill: skill, levels: levels, location: at(node))
        } ?? []
        return BadgeCatalog(
            pointsPerCorrect: root["points"]?["correct"]?.int ?? 10, pointsPerHint: root["points"]?["hint"]?.int ?? -2,
            badges: badges, path: path)
    }

    func wordList() -> WordList? {
        guard let id = string(root, "id"), let purpose = string(root, "purpose").flatMap(WordList.Purpose.init(rawValue:))
        else { return nil }
        return WordList(id: id, purpose: purpose, words: root["words"]?.sequence?.compactMap(\.string) ?? [], path: path)
    }
}
