import CurriculumSyntax

/// One `template:` item of a lesson and the variants it shipped (docs/authoring.md#item-templates).
/// Kept on its lesson, so findings in variants fold onto the template (`VariantFindings`), and
/// the language server, the preview and coverage can say what a template made.
package struct ItemTemplate: Sendable {
    /// The template's own item id, `i4`.
    package var id: String
    package var path: String
    package var location: SourceLocation
    /// The template item as written, placeholders and all: its text is what translators get.
    package var node: Node
    /// The lines the template item is written on: a tagged finding on them is one of its variants'.
    package var lines: ClosedRange<Int>
    /// How many parameter sets meet the constraints; `variants` holds those that ship.
    package var candidates: Int
    package var variants: [ItemVariant]

    /// The template read as an item of its lesson, for its text as written (`TemplateStrings`).
    package func authored(lessonID: String) -> Item { Item(node: node, path: path, lessonID: lessonID) }

    package func variant(_ index: Int) -> ItemVariant? {
        index >= 1 && index <= variants.count ? variants[index - 1] : nil
    }
}

/// One variant of a template: its index (1-based), its item id and the parameters that made it.
package struct ItemVariant: Sendable, Hashable {
    package var templateID: String
    package var index: Int
    package var parameters: [Parameter]
    /// The id `ids:` gives it: a family converted from hand-written items keeps their ids.
    package var named: String?

    package struct Parameter: Sendable, Hashable {
        package var name: String
        package var value: TemplateValue
    }

    /// `i4.v3`: the template's id and the variant's place among those it ships. Not padded, so
    /// shipping more variants renames none.
    package var id: String { named ?? ItemVariant.id(templateID, index) }

    static func id(_ templateID: String, _ index: Int) -> String { "\(templateID).v\(index)" }

    /// The name its bundle UUID is derived from: the template's full id and the parameters,
    /// never the variant's place, so a variant keeps its UUID (and a child's progress on it)
    /// while its parameters are the same, whatever else the template or the lesson ships.
    /// A variant named by `ids:` keeps the UUID of the item it was, its full id's.
    package func uuidName(lessonID: String) -> String {
        if let named { return lessonID + "/" + named }
        return "\(lessonID)/\(templateID)?" + parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
    }

    /// The parameters as a template's placeholders read them.
    var bindings: [String: TemplateValue] {
        Dictionary(parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
    }

    /// "a = 9, b = 3", as findings and hovers name a variant.
    package var described: String {
        parameters.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
    }
}
