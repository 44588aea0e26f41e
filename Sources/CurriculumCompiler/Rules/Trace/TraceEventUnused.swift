public enum TraceEventUnused: CatalogRule {
    public static let description = RuleDescription(
        id: "TRACE-EVENT-UNUSED", severity: .warning,
        summary: "an analytics event is emitted by nothing",
        rationale: """
            Seed 003 (step 17): the analytics schema is validated in CI "to prevent schema drift". \
            An event in the dictionary that no emitter lists is either dead or missing its emitter, \
            and dashboards built on it stay empty. Emitters are item types, `all`, or the app's \
            other sources (such as `lesson`).
            """,
        triggering: [.analytics(extraEvents: """
              - name: lesson_started
                trigger: The child opens a lesson.
                properties: [{name: lesson_id, type: string, required: true}]

            """)],
        nonTriggering: [.analytics(
            extraEvents: """
                  - name: lesson_started
                    trigger: The child opens a lesson.
                    properties: [{name: lesson_id, type: string, required: true}]

                """,
            emitters: "  all: [item_presented, item_answered, hint_used]\n  tenFrame: [ten_frame_filled]\n  lesson: [lesson_started]\n")])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let analytics = catalog.analytics else { return [] }
        let emitted = Set(analytics.emitters.flatMap { $0.events.map(\.value) })
        return analytics.events.filter { !emitted.contains($0.name.value) }.map { event in
            diagnostic(
                at: event.name.location, length: event.name.length, "event \(event.name.value) is emitted by nothing",
                notes: [.init("list it under `emitters` for what sends it, or remove it")])
        }
    }
}
