import CurriculumModel
import CurriculumSyntax

/// An item as it was approved, rebuilt from its approved bundle record so the preview can draw
/// it with the same drawing as today's: the record's own fields (prompt, answer, options,
/// hints, feedback, difficulty, picture) and its type's `fields`, written back as the authored
/// item they came from and decoded as any item is.
package enum ApprovedItem {
    /// Nil when the bytes are not an item record.
    package static func item(fromRecord bytes: [UInt8], lessonID: String) -> Item? {
        guard let record = ReviewChanges.json(bytes), case .object(let object) = record,
            object["id"]?.stringValue != nil, object["type"]?.stringValue != nil
        else { return nil }
        var authored = JSONObject()
        for key in ["id", "type", "prompt", "answer", "options", "hints", "difficulty", "quickCheck"] {
            if let value = object[key], !value.isNull { authored[key] = value }
        }
        if case .object(let feedback)? = object["feedback"] {
            var kept = JSONObject()
            for key in ["correct", "incorrect"] { if let text = feedback[key], !text.isNull { kept[key] = text } }
            if !kept.isEmpty { authored["feedback"] = .object(kept) }
        }
        if case .object(let image)? = object["image"], let asset = image["asset"] {
            var kept: JSONObject = ["asset": asset]
            if let alt = image["alt"], !alt.isNull { kept["alt"] = alt }
            authored["image"] = .object(kept)
        }
        if case .object(let fields)? = object["fields"] {
            for (key, value) in fields where authored[key] == nil { authored[key] = value }
        }
        let text = JSONWriter.text(CurriculumModel.JSONValue.object(authored), style: .message)
        let (root, _) = YAMLLoader(json: true).load(SourceFile(path: "approved", text: text))
        guard let root, root.mapping != nil else { return nil }
        return Item(node: root, path: "approved", lessonID: lessonID)
    }
}
