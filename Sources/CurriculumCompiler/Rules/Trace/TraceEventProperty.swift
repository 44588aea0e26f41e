public enum TraceEventProperty: CatalogRule {
    public static let description = RuleDescription(
        id: "TRACE-EVENT-PROPERTY", severity: .error,
        summary: "an analytics property has a type the app cannot log, or is listed twice",
        rationale: """
            Seed 003 (step 17) asks for an analytics schema with "event name, required parameters, \
            optional parameters and data types", validated in CI. docs/authoring.md fixes the types \
            the app logs: string, int, bool, double, uuid, timestamp. A property listed twice has \
            two meanings.
            """,
        triggering: [.analytics(extraEvents: """
              - name: lesson_started
                trigger: The child opens a lesson.
                properties: [{name: lesson_id, type: string, required: true}, {name: lesson_id, type: string, required: false}]

            """)],
        nonTriggering: [.analytics(extraEvents: """
              - name: lesson_started
                trigger: The child opens a lesson.
                properties: [{name: lesson_id, type: string, required: true}]

            """)])

    static let types = ["string", "int", "bool", "double", "uuid", "timestamp"]

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for event in catalog.analytics?.events ?? [] {
            var seen: [String: SourceLocation] = [:]
            for p in event.properties {
                if !types.contains(p.type) {
                    var message = "property \(p.name) of \(event.name.value) has type '\(p.type)', which is not one of \(types.joined(separator: ", "))"
                    if let near = EditDistance.closest(to: p.type, in: types) { message += "; did you mean '\(near)'?" }
                    out.append(diagnostic(at: p.location, message))
                }
                if let first = seen[p.name] {
                    out.append(diagnostic(
                        at: p.location, "property \(p.name) of \(event.name.value) is listed twice",
                        notes: [.init("first listed here", at: first)]))
                } else {
                    seen[p.name] = p.location
                }
            }
        }
        return out
    }
}
