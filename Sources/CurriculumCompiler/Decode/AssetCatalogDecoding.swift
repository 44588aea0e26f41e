extension FileDecoder {
    func assetCatalog() -> AssetCatalog {
        let entries: [AssetEntry] = root["assets"]?.sequence?.compactMap { node in
            guard let id = located(node, "id"), let shows = located(node, "shows") else { return nil }
            var size: (Int, Int)?
            if let w = node["size"]?["width"]?.int, let h = node["size"]?["height"]?.int { size = (w, h) }
            return AssetEntry(
                id: id, kind: string(node, "kind").flatMap(AssetEntry.Kind.init(rawValue:)) ?? .image,
                file: located(node, "file"), shows: shows, count: int(node, "count"), object: string(node, "object"),
                size: size, source: string(node, "source"), licence: string(node, "licence"), location: at(node))
        } ?? []
        return AssetCatalog(
            entries: entries,
            imageBudget: root["budget"]?["image"]?.int ?? AssetCatalog.defaultImageBudget,
            audioBudget: root["budget"]?["audio"]?.int ?? AssetCatalog.defaultAudioBudget,
            path: path)
    }
}
