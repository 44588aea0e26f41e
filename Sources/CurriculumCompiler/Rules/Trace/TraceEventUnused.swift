import CurriculumSyntax

package enum TraceEventUnused: CatalogRule {
    package static let description = RuleDescription(
        id: "TRACE-EVENT-UNUSED", severity: .warning,
        summary: "an analytics event is emitted by nothing",
        rationale: """
            An event in the dictionary that no emitter lists is either dead or missing its emitter, and a dashboard built on it stays empty (docs/design.md#analytics). Emitters are item types, `all`, or the app's other sources (`session`, `lesson`, `progress`, `settings`).
            """,
        triggering: [
            .adding(RuleExample.sessionPaused.marking("- name: ↓session_paused"), after: "- name: session_stopped", in: "analytics.yaml")
                .reports("event session_paused is emitted by nothing"),
        ],
        nonTriggering: [
            .adding(RuleExample.sessionPaused, after: "- name: session_stopped", in: "analytics.yaml")
                + .replacing("session: [session_started, session_stopped]", in: "analytics.yaml", with: "session: [session_started, session_stopped, session_paused]"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let analytics = catalog.analytics else { return [] }
        let emitted = Set(analytics.emitters.flatMap { $0.events.map(\.value) })
        return analytics.events.filter { !emitted.contains($0.name.value) }.map { event in
            diagnostic(
                at: event.name.location, length: event.name.length, "event \(event.name.value) is emitted by nothing",
                notes: [.init("list it under `emitters` for what sends it, or remove it")])
        }
    }
}
