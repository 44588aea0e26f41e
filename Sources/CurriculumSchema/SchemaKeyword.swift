/// What failed when a value does not match its schema: the JSON Schema 2020-12 keyword, or
/// `false` (the schema that allows nothing), or the validator's nesting limit. The evaluator
/// says only which one failed; each SCHEMA rule claims the failures it reports
/// (`SchemaCheck.claims`), and each check is documented as the SCHEMA rule of its id.
package enum SchemaKeyword: String, CaseIterable, Sendable {
    case type
    case `enum`, const
    case required, dependentRequired
    /// A declared property whose schema is `false`.
    case properties
    case additionalProperties
    case minProperties, maxProperties
    case minItems, maxItems
    /// `items: false` after `prefixItems`: a list longer than its fixed entries.
    case items
    case minContains, maxContains
    case uniqueItems
    case minLength, maxLength
    case pattern, format
    case minimum, exclusiveMinimum, maximum, exclusiveMaximum, multipleOf
    case anyOf, oneOf, not
    /// The schema `false`.
    case falseSchema
    /// Schemas nested past `Evaluator.maxDepth`; the value is not checked further.
    case nestingLimit
}
