@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler
@testable import CurriculumSchema

/// The schema set in Fixtures/schemas, loaded once, and helpers to lint YAML text with it.
enum SchemaFixtures {
    static let registry: SchemaRegistry = {
        let registry = SchemaRegistry()
        let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/schemas")
        let diagnostics = try! registry.addDirectory(directory)
        precondition(diagnostics.isEmpty, "fixture schemas do not load: \(diagnostics)")
        return registry
    }()

    static let validator: SchemaValidator = try! SchemaValidator(registry: registry)

    static func load(_ text: String, json: Bool = false, path: String = "k/01-counting/example.yaml") -> Node {
        let (root, diagnostics) = YAMLLoader(json: json).load(SourceFile(path: path, text: text))
        // Integers past 64 bits are reported by the loader and still reach the validator.
        precondition(diagnostics.allSatisfy { $0.ruleID == "YAML-NUMBER-RANGE" }, "example does not load: \(diagnostics)")
        return root!
    }

    /// Loads YAML (or JSON) text and validates it by its kind.
    static func lint(_ text: String, json: Bool = false, path: String = "k/01-counting/example.yaml") -> [Diagnostic] {
        validator.validate(document: load(text, json: json, path: path), path: path)
    }

    /// The example lesson with one piece of text replaced.
    static func lesson(_ target: String, _ replacement: String) -> String {
        precondition(SchemaExamples.lesson.contains(target))
        return SchemaExamples.lesson.replacing(target, with: replacement, maxReplacements: 1)
    }

    /// The 1-based line and column where `needle` starts in `text`.
    static func position(of needle: String, in text: String) -> (line: Int, column: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() {
            if let range = line.range(of: needle) {
                return (i + 1, line.unicodeScalars.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        fatalError("\(needle) not in text")
    }
}
