import CurriculumSyntax

/// A compiled JSON Schema (2020-12): what the validator checks a node against.
///
/// Compiling happens once per schema location (`SchemaRegistry`): `$ref`s point straight at their
/// targets, property names are looked up in one table, regular expressions are built, and the
/// alternatives of `anyOf`/`oneOf` know which property tells them apart. Validation then only
/// reads. A `JSONSchema` is cheap to copy and safe to share between threads.
package struct JSONSchema: Sendable {
    package let root: CompiledSchema

    init(root: CompiledSchema) {
        self.root = root
    }

    /// Compiles a self-contained schema from JSON text; `$ref`s may point only inside it.
    package init(json text: String, baseURI: String = "file:///schema.json") throws {
        let registry = SchemaRegistry()
        let diagnostics = registry.add(SourceFile(path: baseURI, text: text), uri: baseURI)
        if let first = diagnostics.first {
            throw SchemaCompileError(location: first.location, message: first.message)
        }
        self = try registry.schema(uri: baseURI)
    }

    /// The absolute URI of the schema's location, `…/lesson.schema.json#/$defs/item` style.
    package var uri: String { root.uri }
    package var title: String? { root.title }
    package var description: String? { root.summary }

    /// Every problem with `node`, located in the file at `path`, one diagnostic per mistake.
    package func validate(_ node: Node, path: String) -> [Diagnostic] {
        SchemaValidator.validate(node, against: self, path: path)
    }

    /// Whether `node` is valid, stopping at the first problem.
    package func isValid(_ node: Node) -> Bool {
        SchemaValidator.isValid(node, against: self)
    }
}

/// A schema that cannot be compiled: malformed keyword, bad regular expression, a `$ref` that
/// points nowhere or round in a circle. These are bugs in `schemas/`, not in content.
package struct SchemaCompileError: Error, CustomStringConvertible, Sendable {
    package var location: SourceLocation
    package var message: String

    package init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    package var description: String { "\(location): \(message)" }
}

/// One schema location, compiled. Built by `SchemaCompiler` and never changed afterwards, which is
/// what makes sharing it between threads safe, and what makes the runtime exclusivity checks on its
/// properties pointless: they are switched off, as they cost a third of validation time.
package final class CompiledSchema: @unchecked Sendable {
    package let uri: String
    let location: SourceLocation

    init(uri: String, location: SourceLocation) {
        self.uri = uri
        self.location = location
    }

    /// `true`, `{}` or only annotations: nothing to check.
    @exclusivity(unchecked) var alwaysValid = false
    /// `false`.
    @exclusivity(unchecked) package var alwaysInvalid = false

    @exclusivity(unchecked) package var types: JSONTypes?
    /// `type: string` (without number or integer): a YAML plain number reads as its text.
    @exclusivity(unchecked) var numbersAsStrings = false
    @exclusivity(unchecked) package var enumValues: [Node]?
    @exclusivity(unchecked) package var constValue: Node?
    /// The `enum` (or `const`) values when all are strings, for comparing text directly.
    @exclusivity(unchecked) package var enumStrings: [String]?

    // Objects. Every property name any keyword mentions has a slot in one table, so one lookup
    // per key serves properties, required and the dependent* keywords.
    @exclusivity(unchecked) var hasObjectKeywords = false
    @exclusivity(unchecked) package var names: [String] = []
    @exclusivity(unchecked) var nameIndex: [String: Int] = [:]
    @exclusivity(unchecked) package var propertySchemas: [CompiledSchema?] = []
    /// A few names are found faster by comparing than by hashing.
    static let linearLookupLimit = 12

    @inline(__always)
    package func index(of key: String) -> Int? {
        if names.count <= Self.linearLookupLimit {
            for i in names.indices where names[i] == key { return i }
            return nil
        }
        return nameIndex[key]
    }
    /// The names `properties` declares, in order: the candidates for "did you mean".
    @exclusivity(unchecked) package var declaredNames: [String] = []
    @exclusivity(unchecked) package var patternProperties: [(regex: SchemaRegex, schema: CompiledSchema)] = []
    @exclusivity(unchecked) package var additionalProperties: CompiledSchema?
    @exclusivity(unchecked) package var required: [Int] = []
    @exclusivity(unchecked) var dependentRequired: [(trigger: Int, required: [Int])] = []
    @exclusivity(unchecked) var dependentSchemas: [(trigger: Int, schema: CompiledSchema)] = []
    @exclusivity(unchecked) var propertyNames: CompiledSchema?
    @exclusivity(unchecked) var minProperties: Int?
    @exclusivity(unchecked) var maxProperties: Int?
    @exclusivity(unchecked) var tracksPresence = false

    // Arrays.
    @exclusivity(unchecked) var hasArrayKeywords = false
    @exclusivity(unchecked) var prefixItems: [CompiledSchema] = []
    @exclusivity(unchecked) package var items: CompiledSchema?
    @exclusivity(unchecked) var contains: CompiledSchema?
    @exclusivity(unchecked) var minContains = 1
    @exclusivity(unchecked) var maxContains: Int?
    @exclusivity(unchecked) var minItems: Int?
    @exclusivity(unchecked) var maxItems: Int?
    @exclusivity(unchecked) var uniqueItems = false

    // Strings.
    @exclusivity(unchecked) var hasStringKeywords = false
    @exclusivity(unchecked) var minLength: Int?
    @exclusivity(unchecked) var maxLength: Int?
    @exclusivity(unchecked) var pattern: SchemaRegex?
    /// A `format` this validator asserts (others are annotations).
    @exclusivity(unchecked) var format: SchemaFormat?

    // Numbers.
    @exclusivity(unchecked) var hasNumberKeywords = false
    @exclusivity(unchecked) var minimum: (value: JSONNumber, text: String)?
    @exclusivity(unchecked) var maximum: (value: JSONNumber, text: String)?
    @exclusivity(unchecked) var exclusiveMinimum: (value: JSONNumber, text: String)?
    @exclusivity(unchecked) var exclusiveMaximum: (value: JSONNumber, text: String)?
    @exclusivity(unchecked) var multipleOf: (value: Double, exact: ExactDecimal?, text: String)?

    // Applicators on the same instance.
    @exclusivity(unchecked) var hasApplicators = false
    @exclusivity(unchecked) package var ref: CompiledSchema?
    @exclusivity(unchecked) var refText: String?
    @exclusivity(unchecked) package var allOf: [CompiledSchema] = []
    @exclusivity(unchecked) package var anyOf: [CompiledSchema] = []
    @exclusivity(unchecked) package var oneOf: [CompiledSchema] = []
    @exclusivity(unchecked) package var anyOfDiscriminator: Discriminator?
    @exclusivity(unchecked) package var oneOfDiscriminator: Discriminator?
    @exclusivity(unchecked) var not: CompiledSchema?
    @exclusivity(unchecked) package var ifSchema: CompiledSchema?
    @exclusivity(unchecked) package var thenSchema: CompiledSchema?
    @exclusivity(unchecked) package var elseSchema: CompiledSchema?

    // Annotations, for messages.
    @exclusivity(unchecked) var title: String?
    @exclusivity(unchecked) package var summary: String?

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
package struct Discriminator {
    package var property: String
    /// The values each alternative accepts for the property, by alternative.
    package var values: [[Node]]
    /// Every string value, in order, without repeats: the candidates for "did you mean".
    var allStrings: [String]
    /// Whether every alternative requires the property.
    var requiredEverywhere: Bool
}
