/// The SCHEMA-* family: what the schema validator reports.
public enum SchemaRules {
    public static let all: [any Rule.Type] = [
        SchemaKind.self,
        SchemaType.self,
        SchemaRequired.self,
        SchemaUnknownField.self,
        SchemaEnum.self,
        SchemaRange.self,
        SchemaPattern.self,
        SchemaComposition.self,
    ]
}
