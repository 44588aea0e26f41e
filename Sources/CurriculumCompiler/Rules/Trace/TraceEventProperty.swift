import CurriculumSyntax

package enum TraceEventProperty: CatalogRule {
    package static let description = RuleDescription(
        id: "TRACE-EVENT-PROPERTY", severity: .error,
        summary: "an analytics property has a type the app cannot log, or is listed twice",
        rationale: """
            The event dictionary is the contract between the app and its dashboards (docs/design.md#analytics): each property has a type the app can log (string, int, bool, double, uuid, timestamp; docs/authoring.md#analyticsevents). A property listed twice has two meanings.
            """,
        triggering: [
            .adding("- ↓{name: app_version, type: string, required: true}", after: "- {name: app_version, type: string, required: false}", in: "analytics.yaml")
                .reports("property app_version of session_started is listed twice"),
        ],
        nonTriggering: [.replacing("- {name: app_version, type: string, required: false}", in: "analytics.yaml", with: "- {name: app_version, type: string, required: false}")])

    static let types = ["string", "int", "bool", "double", "uuid", "timestamp"]

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for event in catalog.analytics?.events ?? [] {
            var seen: [String: SourceLocation] = [:]
            for p in event.properties {
                if !types.contains(p.type) {
                    let message = "property \(p.name) of \(event.name.value) has type '\(p.type)', which is not one of \(types.joined(separator: ", "))"
                    out.append(diagnostic(at: p.location, message + EditDistance.didYouMean(closestTo: p.type, in: types)))
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
