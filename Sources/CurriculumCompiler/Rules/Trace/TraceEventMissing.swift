import CurriculumSyntax

package enum TraceEventMissing: CatalogRule {
    package static let description = RuleDescription(
        id: "TRACE-EVENT-MISSING", severity: .error,
        summary: "an item type does not emit the analytics events it needs",
        rationale: """
            The traceability chain ends at analytics events (docs/design.md#analytics): every item is presented, answered and may have its hint opened, so `all` item types emit item_presented, item_answered and hint_used, and an item type the child manipulates (base10, clock, coins, fractionShade, …) needs an emitter entry naming its interaction events. An emitter key that is no item type is reported too.
            """,
        triggering: [
            .replacing("all: [item_presented, item_answered, hint_used]", in: "analytics.yaml", with: "↓all: [item_presented, item_answered]")
                .reports("every item type must emit hint_used, but emitters.all does not list it"),
            // The misspelt type, and the real one left without its events, at its first item.
            .replacing("tenFrame: [ten_frame_filled]", in: "analytics.yaml", with: "↓tenframe: [ten_frame_filled]")
                .reports("emitters name 'tenframe', which is not an item type; did you mean 'tenFrame'?")
                .reports("tenFrame items have interactions but no events of their own in the analytics dictionary",
                         atLine: "type: ↓tenFrame", in: "k/01-counting/count-objects-l1.yaml"),
        ],
        nonTriggering: [.replacing("all: [item_presented, item_answered, hint_used]", in: "analytics.yaml", with: "all: [item_presented, item_answered, hint_used]")])

    static let required = ["item_presented", "item_answered", "hint_used"]

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        guard let analytics = catalog.analytics else {
            if let manifest = catalog.manifest, !catalog.lessons.isEmpty {
                out.append(diagnostic(
                    at: manifest.location, "the curriculum has no AnalyticsEvents dictionary, so no item emits events",
                    notes: [.init("add analytics.yaml with `kind: AnalyticsEvents`")]))
            }
            return out
        }
        var emitted: [String: [Reference]] = [:]
        var keyLocation: [String: Located<String>] = [:]
        for (type, events) in analytics.emitters {
            emitted[type.value, default: []] += events
            keyLocation[type.value] = keyLocation[type.value] ?? type
        }
        let all = Set((emitted["all"] ?? []).map(\.value))
        let allAt = keyLocation["all"]
        for event in required where !all.contains(event) {
            out.append(diagnostic(
                at: allAt?.location ?? .file(analytics.path), length: allAt?.length ?? 1,
                "every item type must emit \(event), but emitters.all does not list it"))
        }
        // An emitter key near an item type's name is a typo; others (lesson, app…) are the app's
        // other emitters.
        for (key, located) in keyLocation where key != "all" && ItemTypes.byName[key] == nil {
            guard let near = EditDistance.closest(to: key, in: ItemTypes.byName.keys) else { continue }
            out.append(diagnostic(
                at: located.location, length: located.length,
                "emitters name '\(key)', which is not an item type" + EditDistance.didYouMean([near]),
                fixIts: [.init(at: located.location, length: located.length, replacement: near)]))
        }
        var reported = Set<String>()
        for lesson in catalog.lessons {
            for (name, item) in catalog.remembered(firstItems, of: lesson, make: { Self.firstOfEachType(in: lesson) }) {
                guard (emitted[name] ?? []).isEmpty, reported.insert(name).inserted else { continue }
                out.append(diagnostic(
                    at: item.type.location, length: item.type.length,
                    "\(name) items have interactions but no events of their own in the analytics dictionary",
                    notes: [.init("list the events a \(name) item emits under `emitters: {\(name): […]}` in \(analytics.path)")]))
            }
        }
        return out
    }

    /// The first item of each item type with interactions in a lesson, in order: kept by a
    /// compile session while the lesson is unchanged, so an edit does not type every item again.
    private static let firstItems = LessonMemo.Slot<[(String, Item)]>(name: "TRACE-EVENT-MISSING first items")

    private static func firstOfEachType(in lesson: Lesson) -> [(String, Item)] {
        var seen = Set<String>()
        return lesson.items.compactMap { item in
            guard let type = ItemTypes.type(of: item), type.hasInteractions, seen.insert(type.name).inserted else { return nil }
            return (type.name, item)
        }
    }
}
