import CurriculumSyntax

/// What the schema layer reports under, named by the rule ids the rules layer documents
/// (Rules/Schema). The validator knows no rule: it files each failure under the check that
/// claims its keyword, at that check's default severity, and each SCHEMA rule takes its id and
/// severity from here, so the two cannot drift. A test sees that every keyword is claimed once.
package enum SchemaCheck: String, CaseIterable, Sendable, LayerCheck {
    case kind = "SCHEMA-KIND"
    case modeline = "SCHEMA-MODELINE"
    case type = "SCHEMA-TYPE"
    case required = "SCHEMA-REQUIRED"
    case unknownField = "SCHEMA-UNKNOWN-FIELD"
    case enumeration = "SCHEMA-ENUM"
    case range = "SCHEMA-RANGE"
    case pattern = "SCHEMA-PATTERN"
    case composition = "SCHEMA-COMPOSITION"

    package var id: String { rawValue }

    /// A modeline only helps editors; every other failure stops the file being decoded.
    package var severity: Severity { self == .modeline ? .warning : .error }

    /// The validator failures filed under this check; empty for a check raised outside the
    /// validator's keywords (a file's kind, its modeline).
    package var claims: Set<SchemaKeyword> {
        switch self {
        case .kind, .modeline: return []
        case .type: return [.type]
        case .required: return [.required, .dependentRequired]
        case .unknownField: return [.additionalProperties, .properties]
        case .enumeration: return [.enum, .const]
        case .range:
            return [
                .minimum, .exclusiveMinimum, .maximum, .exclusiveMaximum, .multipleOf, .minLength, .maxLength,
                .minItems, .maxItems, .items, .minContains, .maxContains, .uniqueItems, .minProperties, .maxProperties,
            ]
        case .pattern: return [.pattern, .format]
        case .composition: return [.anyOf, .oneOf, .not, .falseSchema, .nestingLimit]
        }
    }

    /// The check a failure of `keyword` is filed under; SCHEMA-COMPOSITION, the check for "what
    /// remains", takes one no other claims.
    package static func claiming(_ keyword: SchemaKeyword) -> SchemaCheck {
        byKeyword[keyword] ?? .composition
    }

    private static let byKeyword: [SchemaKeyword: SchemaCheck] = {
        var byKeyword: [SchemaKeyword: SchemaCheck] = [:]
        for check in allCases {
            for keyword in check.claims where byKeyword[keyword] == nil { byKeyword[keyword] = check }
        }
        return byKeyword
    }()
}
