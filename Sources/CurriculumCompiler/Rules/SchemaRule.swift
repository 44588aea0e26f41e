/// A SCHEMA-* rule. The Shape stage files each failure the schema validator finds under the
/// rule that claims its keyword, so a new SCHEMA rule is its file, its `claims` and one line in
/// `RuleRegistry.schemaRules`; the tests check that every keyword is claimed exactly once.
protocol SchemaRule: Rule {
    /// The validator failures reported under this rule; empty for a rule the Shape stage raises
    /// itself (a file's kind, its modeline).
    static var claims: Set<SchemaKeyword> { get }
}

extension RuleRegistry {
    /// The rule a failure of `keyword` is reported under. Every keyword is claimed (a test sees
    /// to it); SCHEMA-COMPOSITION, the rule for "what remains", would take one that was not.
    static func schemaRule(claiming keyword: SchemaKeyword) -> any SchemaRule.Type {
        schemaRuleByKeyword[keyword] ?? SchemaComposition.self
    }

    private static let schemaRuleByKeyword: [SchemaKeyword: any SchemaRule.Type] = {
        var byKeyword: [SchemaKeyword: any SchemaRule.Type] = [:]
        for rule in schemaRules {
            for keyword in rule.claims where byKeyword[keyword] == nil { byKeyword[keyword] = rule }
        }
        return byKeyword
    }()
}
