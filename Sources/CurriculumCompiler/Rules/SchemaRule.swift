import CurriculumSchema

/// A SCHEMA-* rule: the documentation, examples and configuration of one `SchemaCheck`, which
/// the schema layer files its failures under. A new SCHEMA rule is its check (with the keywords
/// it claims), its file and one line in `RuleRegistry.schemaRules`.
protocol SchemaRule: Rule {
    static var check: SchemaCheck { get }
}
