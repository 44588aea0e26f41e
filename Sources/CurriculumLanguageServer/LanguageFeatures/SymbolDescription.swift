import CurriculumCompiler
import CurriculumSyntax

/// What an id is, in Markdown: for the hover over it and for the documentation beside it in a
/// completion list. It says what kind of thing the id names, its title or description, where
/// it sits (grade, unit, skill) and where it is defined, all from the linked catalog.
/// Author text is escaped (`Markdown.text`); ids are code spans.
enum SymbolDescription {
    static func markdown(_ symbol: Symbol, index: SymbolIndex) -> String {
        let catalog = index.catalog
        var lines: [String]
        switch symbol.kind {
        case .standard: lines = standard(symbol.id, catalog)
        case .unit: lines = unit(symbol.id, catalog)
        case .skill: lines = skill(symbol.id, catalog)
        case .lesson: lines = lesson(symbol.id, catalog)
        case .badge: lines = badge(symbol.id, catalog)
        case .event: lines = event(symbol.id, catalog)
        case .itemType: lines = itemType(symbol.id)
        case .factSet: lines = factSet(symbol.id, catalog)
        case .rule: lines = rule(symbol.id)
        }
        if symbol.kind.isAuthored {
            if let at = index.definition(of: symbol) {
                lines.append("Defined at \(Markdown.code("\(at.location.path):\(at.location.line)"))")
            } else {
                lines.append("No \(symbol.kind.noun) \(Markdown.code(symbol.id)) is defined." + suggestion(symbol, index))
            }
        }
        let uses = index.references(to: symbol, includeDeclaration: false).count
        if uses > 0 { lines.append("\(uses) reference\(uses == 1 ? "" : "s") in the curriculum") }
        return lines.joined(separator: "\n\n")
    }

    /// "Did you mean …?" for an id nothing defines, when one defined id is a typo away.
    private static func suggestion(_ symbol: Symbol, _ index: SymbolIndex) -> String {
        guard let near = EditDistance.closest(to: symbol.id, in: index.ids(of: symbol.kind).map(\.id)) else { return "" }
        return " Did you mean \(Markdown.code(near))?"
    }

    private static func heading(_ id: String, _ what: String) -> String { "\(Markdown.code(id)) — \(what)" }

    private static func gradeName(_ grade: Grade) -> String { grade == .kindergarten ? "Kindergarten" : "Grade 1" }

    private static func codes(_ refs: [String]) -> String { refs.isEmpty ? "none" : refs.map(Markdown.code).joined(separator: ", ") }

    // MARK: Kinds

    private static func standard(_ code: String, _ catalog: Catalog) -> [String] {
        guard let s = catalog.standards[code] else { return [heading(code, "standard")] }
        var lines = [heading(code, "\(gradeName(s.grade)) standard" + (s.domain.isEmpty ? "" : ", domain \(Markdown.text(s.domain))"))]
        if s.isHeading {
            lines.append("Heading that stands for its lettered parts: \(codes(s.parts))")
        } else {
            lines.append(Markdown.text(s.description))
        }
        if !s.cluster.isEmpty { lines.append("Cluster: " + Markdown.text(s.cluster)) }
        if let range = s.range {
            lines.append("Range: numbers \(range.lowerBound)–\(range.upperBound)" + (range.lowerBound == 0 ? " (within \(range.upperBound))" : ""))
        } else if !s.isHeading {
            lines.append("Range: none; the standard sets no numeric limit")
        }
        return lines
    }

    private static func unit(_ id: String, _ catalog: Catalog) -> [String] {
        guard let u = catalog.unitsByID[id] else { return [heading(id, "unit")] }
        return [
            heading(id, "\(gradeName(u.grade)) unit \(u.order)"),
            "**" + Markdown.text(u.title) + "**",
            "Skills: " + codes(u.skills.map(\.id.value)),
        ]
    }

    private static func skill(_ id: String, _ catalog: Catalog) -> [String] {
        guard let s = catalog.skills[id] else { return [heading(id, "skill")] }
        let unitTitle = catalog.unitsByID[s.unitID].map { " (" + Markdown.text($0.title) + ")" } ?? ""
        var lines = [
            heading(id, "\(gradeName(s.grade)) skill of unit \(Markdown.code(s.unitID))\(unitTitle)"),
            "**" + Markdown.text(s.name) + "**",
            "Standards: " + codes(s.standards.map(\.value)),
        ]
        if !s.prerequisites.isEmpty { lines.append("Prerequisites: " + codes(s.prerequisites.map(\.value))) }
        lines.append("Lessons: " + codes((catalog.lessonsBySkill[id] ?? []).map(\.id.value)))
        return lines
    }

    private static func lesson(_ id: String, _ catalog: Catalog) -> [String] {
        guard let l = catalog.lessons.first(where: { $0.id.value == id }) else { return [heading(id, "lesson")] }
        let place = l.skill.map { "lesson \(l.order) of skill \(Markdown.code($0.value))" }
            ?? l.unit.map { "mastery check of unit \(Markdown.code($0.value))" } ?? "lesson"
        var facts: [String] = []
        if let stage = l.stage { facts.append(stage.value.rawValue) }
        if let role = l.role { facts.append(role.value.rawValue) }
        facts.append("\(l.items.count) item\(l.items.count == 1 ? "" : "s")")
        return [heading(id, "\(gradeName(l.grade)) \(place)"), "**" + Markdown.text(l.title.value) + "**", facts.joined(separator: " · ")]
    }

    private static func badge(_ id: String, _ catalog: Catalog) -> [String] {
        guard let b = catalog.badges?.badges.first(where: { $0.id.value == id }) else { return [heading(id, "badge")] }
        var lines = [heading(id, "badge for skill \(Markdown.code(b.skill.value))"), "**" + Markdown.text(b.name.value) + "**"]
        if !b.levels.isEmpty {
            lines.append("Levels: " + b.levels.map { Markdown.text($0.name) + " after \($0.mastered) mastered" }.joined(separator: ", "))
        }
        return lines
    }

    private static func event(_ name: String, _ catalog: Catalog) -> [String] {
        guard let analytics = catalog.analytics, let e = analytics.events.first(where: { $0.name.value == name }) else { return [heading(name, "analytics event")] }
        var lines = [heading(name, "analytics event"), Markdown.text(e.trigger)]
        let own = e.properties.map { Markdown.code($0.name) + ($0.required ? "" : " (optional)") }
        if !own.isEmpty { lines.append("Properties: " + own.joined(separator: ", ")) }
        let emitters = analytics.emitters.filter { $0.events.contains { $0.value == name } }.map(\.itemType.value)
        if !emitters.isEmpty { lines.append("Emitted by: " + codes(emitters)) }
        return lines
    }

    private static func itemType(_ name: String) -> [String] {
        guard let type = ItemTypes.byName[name] else { return [heading(name, "item type"), "Not an item type the compiler knows."] }
        var lines = [heading(name, "item type")]
        if let description = SchemaOutline.itemTypeDescription(name) { lines.append(Markdown.text(description)) }
        lines.append(type.isAutoScored ? "Auto-scored: the compiler works out every item's answer." : "Scored by a grown-up with the item's rubric.")
        return lines
    }

    private static func factSet(_ id: String, _ catalog: Catalog) -> [String] {
        guard let set = catalog.factSets.first(where: { $0.id.value == id }) else { return [heading(id, "fact set")] }
        return [heading(id, "fluency fact set"), "\(set.count.value) facts from \(set.steps.count) steps"]
    }

    private static func rule(_ id: String) -> [String] {
        guard let rule = RuleRegistry.description(of: id) else { return [heading(id, "rule"), "Not a rule the compiler knows."] }
        return [heading(id, "rule, \(rule.severity.rawValue) by default"), Markdown.text(rule.summary)]
    }
}
