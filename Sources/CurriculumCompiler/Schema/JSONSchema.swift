/// A compiled JSON Schema (2020-12): what the validator checks a node against.
///
/// Compiling happens once per schema location (`SchemaRegistry`): `$ref`s point straight at their
/// targets, property names are looked up in one table, regular expressions are built, and the
/// alternatives of `anyOf`/`oneOf` know which property tells them apart. Validation then only
/// reads. A `JSONSchema` is cheap to copy and safe to share between threads.
public struct JSONSchema: Sendable {
    let root: CompiledSchema

    init(root: CompiledSchema) {
        self.root = root
    }

    /// Compiles a self-contained schema from JSON text; `$ref`s may point only inside it.
    public init(json text: String, baseURI: String = "file:///schema.json") throws {
        let registry = SchemaRegistry()
        let diagnostics = registry.add(SourceFile(path: baseURI, text: text), uri: baseURI)
        if let first = diagnostics.first {
            throw SchemaCompileError(location: first.location, message: first.message)
        }
        self = try registry.schema(uri: baseURI)
    }

    /// The absolute URI of the schema's location, `…/lesson.schema.json#/$defs/item` style.
    public var uri: String { root.uri }
    public var title: String? { root.title }
    public var description: String? { root.summary }

    /// Every problem with `node`, located in the file at `path`, one diagnostic per mistake.
    public func validate(_ node: Node, path: String) -> [Diagnostic] {
        SchemaValidator.validate(node, against: self, path: path)
    }

    /// Whether `node` is valid, stopping at the first problem.
    public func isValid(_ node: Node) -> Bool {
        SchemaValidator.isValid(node, against: self)
    }
}

/// A schema that cannot be compiled: malformed keyword, bad regular expression, a `$ref` that
/// points nowhere or round in a circle. These are bugs in `schemas/`, not in content.
public struct SchemaCompileError: Error, CustomStringConvertible, Sendable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}

/// One schema location, compiled. Built by `SchemaCompiler` and never changed afterwards, which is
/// what makes sharing it between threads safe.
final class CompiledSchema: @unchecked Sendable {
    let uri: String
    let location: SourceLocation

    init(uri: String, location: SourceLocation) {
        self.uri = uri
        self.location = location
    }

    /// `true`, `{}` or only annotations: nothing to check.
    var alwaysValid = false
    /// `false`.
    var alwaysInvalid = false

    var types: JSONTypes?
    /// `type: string` (without number or integer): a YAML plain number reads as its text.
    var numbersAsStrings = false
    var enumValues: [Node]?
    var constValue: Node?

    // Objects. Every property name any keyword mentions has a slot in one table, so one lookup
    // per key serves properties, required and the dependent* keywords.
    var hasObjectKeywords = false
    var names: [String] = []
    var nameIndex: [String: Int] = [:]
    var propertySchemas: [CompiledSchema?] = []
    /// The names `properties` declares, in order: the candidates for "did you mean".
    var declaredNames: [String] = []
    var patternProperties: [(regex: SchemaRegex, schema: CompiledSchema)] = []
    var additionalProperties: CompiledSchema?
    var required: [Int] = []
    var dependentRequired: [(trigger: Int, required: [Int])] = []
    var dependentSchemas: [(trigger: Int, schema: CompiledSchema)] = []
    var propertyNames: CompiledSchema?
    var minProperties: Int?
    var maxProperties: Int?
    var tracksPresence = false

    // Arrays.
    var hasArrayKeywords = false
    var prefixItems: [CompiledSchema] = []
    var items: CompiledSchema?
    var contains: CompiledSchema?
    var minContains = 1
    var maxContains: Int?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false

    // Strings.
    var hasStringKeywords = false
    var minLength: Int?
    var maxLength: Int?
    var pattern: SchemaRegex?

    // Numbers.
    var hasNumberKeywords = false
    var minimum: (value: JSONNumber, text: String)?
    var maximum: (value: JSONNumber, text: String)?
    var exclusiveMinimum: (value: JSONNumber, text: String)?
    var exclusiveMaximum: (value: JSONNumber, text: String)?
    var multipleOf: (value: Double, exact: ExactDecimal?, text: String)?

    // Applicators on the same instance.
    var hasApplicators = false
    var ref: CompiledSchema?
    var refText: String?
    var allOf: [CompiledSchema] = []
    var anyOf: [CompiledSchema] = []
    var oneOf: [CompiledSchema] = []
    var anyOfDiscriminator: Discriminator?
    var oneOfDiscriminator: Discriminator?
    var not: CompiledSchema?
    var ifSchema: CompiledSchema?
    var thenSchema: CompiledSchema?
    var elseSchema: CompiledSchema?

    // Annotations, for messages.
    var title: String?
    var summary: String?

    /// The schemas applied to the same instance, for cycle detection.
    var inPlaceChildren: [CompiledSchema] {
        var out: [CompiledSchema] = []
        if let ref { out.append(ref) }
        out += allOf
        out += anyOf
        out += oneOf
        if let not { out.append(not) }
        if let ifSchema { out.append(ifSchema) }
        if let thenSchema { out.append(thenSchema) }
        if let elseSchema { out.append(elseSchema) }
        out += dependentSchemas.map(\.schema)
        return out
    }
}

/// How the alternatives of an `anyOf`/`oneOf` tell themselves apart: the property whose `const`
/// or `enum` differs between them (an item's `type`), so that a mistake is reported against the
/// alternative the author meant rather than against all of them.
struct Discriminator {
    var property: String
    /// The values each alternative accepts for the property, by alternative.
    var values: [[Node]]
    /// Every string value, in order, without repeats: the candidates for "did you mean".
    var allStrings: [String]
    /// Whether every alternative requires the property.
    var requiredEverywhere: Bool
}
