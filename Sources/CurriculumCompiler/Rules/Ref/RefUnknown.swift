import CurriculumSyntax

package enum RefUnknown: CatalogRule {
    // A lesson's references are checked against units, skills and standards, which are no lesson's.
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "REF-UNKNOWN", severity: .error,
        summary: "a reference names something that does not exist",
        rationale: """
            Traceability runs standard → skill → lesson → item → analytics event (docs/design.md#standards-and-traceability): every link must resolve or the chain breaks. A dangling reference is usually a typo, so the nearest existing id is suggested, with a fix-it when there is exactly one. An item's standard is suggested only among those its skill teaches (those that fit the item's task first), so the suggestion never makes it untraced (TRACE-ITEM-UNTRACED).
            """,
        triggering: [
            .replacing("skill: k.counting.count-objects", in: "k/01-counting/count-objects-l1.yaml", with: "skill: ↓k.counting.count-object")
                .reports("unknown skill 'k.counting.count-object'; did you mean 'k.counting.count-objects'?"),
            .replacing("standards: [NY-K.CC.4d]", in: "k/01-counting/unit.yaml", with: "standards: [↓NY-K.CC.8]")
                .reports("unknown standard 'NY-K.CC.8'"),
            // An item's standard is looked for among those its skill teaches.
            .item("i1", in: "k/02-operations/fluency-within-5-l1.yaml", RuleExample.twoAndOne(standards: "[↓NY-K.OA.9]"))
                .reports("unknown standard 'NY-K.OA.9'; did you mean 'NY-K.OA.5'?"),
        ],
        nonTriggering: [.replacing("skill: k.counting.count-objects", in: "k/01-counting/count-objects-l1.yaml", with: "skill: k.counting.count-objects")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let skills = Array(catalog.skills.keys), units = Array(catalog.unitsByID.keys)
        let standards = Array(catalog.standards.keys)
        // Indexed at the first unknown reference of a kind, so each costs the same however many ids there are.
        var indices: [String: SuggestionIndex] = [:]
        /// `suggesting` replaces the search of `candidates` when the choice is narrower.
        func resolve(_ ref: Reference, _ what: String, _ exists: Bool, _ candidates: [String], suggesting: String?? = nil) {
            guard !exists else { return }
            var message = "unknown \(what) '\(ref.value)'"
            var fixIts: [Diagnostic.FixIt] = []
            let near: String?
            if let suggesting {
                near = suggesting
            } else {
                let index = indices[what] ?? SuggestionIndex(candidates)
                indices[what] = index
                near = index.closest(to: ref.value)
            }
            if let near {
                message += EditDistance.didYouMean([near])
                fixIts.append(.init(at: ref.location, length: ref.length, replacement: near))
            }
            // A reference to a definition that was dropped or failed follows from that failure.
            out.append(diagnostic(at: ref.location, length: ref.length, message, fixIts: fixIts)
                .following(catalog.damage.definition(of: ref.value, defined: candidates)))
        }
        func skill(_ ref: Reference) { resolve(ref, "skill", catalog.skills[ref.value] != nil, skills) }
        func unit(_ ref: Reference) { resolve(ref, "unit", catalog.unitsByID[ref.value] != nil, units) }
        func standard(_ ref: Reference) { resolve(ref, "standard", catalog.standards[ref.value] != nil, standards) }

        for u in catalog.units {
            u.standards.forEach(standard)
            u.prerequisites.forEach(unit)
            if let r = u.remediation?.skill { skill(r) }
            for s in u.skills {
                s.standards.forEach(standard)
                s.prerequisites.forEach(skill)
                if let r = s.remediation?.skill { skill(r) }
            }
        }
        for lesson in catalog.lessons {
            if let s = lesson.skill { skill(s) }
            if let u = lesson.unit { unit(u) }
            for item in lesson.items {
                if let s = item.skill { skill(s) }
                // An item's standard is one its skill teaches: the suggestion is chosen among those.
                for ref in item.standards where catalog.standards[ref.value] == nil {
                    guard !StandardSuggestion.allowed(for: item, in: lesson, catalog: catalog).isEmpty else {
                        standard(ref)
                        continue
                    }
                    resolve(ref, "standard", false, standards,
                            suggesting: .some(StandardSuggestion.suggestion(for: ref.value, item: item, in: lesson, catalog: catalog)))
                }
            }
        }
        for badge in catalog.badges?.badges ?? [] { skill(badge.skill) }
        if let analytics = catalog.analytics {
            let names = analytics.events.map(\.name.value)
            let known = Set(names)
            for (_, events) in analytics.emitters {
                for e in events { resolve(e, "event", known.contains(e.value), names) }
            }
        }
        return out
    }
}
