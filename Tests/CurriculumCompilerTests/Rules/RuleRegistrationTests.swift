@testable import CurriculumSchema
import Foundation
import XCTest

@testable import CurriculumCompiler
import CurriculumSyntax

/// Swift keeps no list of a protocol's conformances, so a rule that is written but never added to
/// `RuleRegistry` would never run and never show in `curriculum rules`. This test reads the
/// sources instead: every type under Sources/CurriculumCompiler/Rules/ that conforms to a rule
/// protocol is registered, and every registered type is declared there.
final class RuleRegistrationTests: XCTestCase {
    static let sources: URL? = {
        // The nearest folder above this file that holds Package.swift, wherever the tests move.
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent("Sources/CurriculumCompiler")
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    static func swiftFiles(under folder: URL) throws -> [(path: String, text: String)] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// `Rule` and every protocol that refines it, directly or through another (`CatalogRule`,
    /// `SchemaRule`, `CopyLessonRule`, …), wherever in the compiler it is declared.
    static func ruleProtocols(in texts: [String]) -> Set<String> {
        let declared = texts.flatMap { matches(of: protocolPattern, in: $0) }
        var found: Set<String> = ["Rule"]
        while true {
            let more = declared.filter { !found.contains($0.name) && !found.isDisjoint(with: $0.conformances) }
            if more.isEmpty { return found }
            found.formUnion(more.map(\.name))
        }
    }

    /// The types `text` declares, or extends, as conforming to one of `protocols`.
    static func rules(declaredIn text: String, conformingTo protocols: Set<String>) -> [String] {
        (matches(of: typePattern, in: text) + matches(of: extensionPattern, in: text))
            .filter { !protocols.isDisjoint(with: $0.conformances) }.map(\.name)
    }

    private static let modifiers = #"(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"#
    private static let inheritance = #"\s*:\s*([^{]+?)\s*(?:where\s[^{]*)?\{"#
    static let protocolPattern = #"(?m)^\s*"# + modifiers + #"protocol\s+(\w+)"# + inheritance
    static let typePattern = #"(?m)^\s*"# + modifiers + #"(?:enum|struct|class|actor)\s+(\w+)(?:<[^>{]*>)?"# + inheritance
    static let extensionPattern = #"(?m)^\s*"# + modifiers + #"extension\s+(\w+)"# + inheritance

    private static func matches(of pattern: String, in text: String) -> [(name: String, conformances: Set<String>)] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        // Comments may quote declarations; they declare nothing.
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
        let whole = NSRange(code.startIndex..., in: code)
        return regex.matches(in: code, range: whole).compactMap { match in
            guard let name = Range(match.range(at: 1), in: code), let list = Range(match.range(at: 2), in: code) else { return nil }
            let conformances = code[list].split(separator: ",").map {
                String($0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").last ?? "")
            }
            return (String(code[name]), Set(conformances))
        }
    }

    static var registered: Set<String> {
        Set((RuleRegistry.stageRules + RuleRegistry.catalogRules.map { $0 as any Rule.Type } + RuleRegistry.outputRules.map { $0 as any Rule.Type })
            .map { String(describing: $0) })
    }

    func testEveryRuleUnderRulesIsRegisteredAndEveryRegisteredRuleIsThere() throws {
        let sources = try XCTUnwrap(Self.sources, "no Package.swift above \(#filePath)")
        let protocols = Self.ruleProtocols(in: try Self.swiftFiles(under: sources).map(\.text))
        XCTAssertTrue(protocols.isSuperset(of: ["Rule", "CatalogRule", "SchemaRule"]), "rule protocols found: \(protocols.sorted())")

        var declared: [String: String] = [:]
        for file in try Self.swiftFiles(under: sources.appendingPathComponent("Rules")) {
            for name in Self.rules(declaredIn: file.text, conformingTo: protocols) { declared[name] = "Rules/" + file.path }
        }
        let registered = Self.registered
        let unregistered = declared.filter { !registered.contains($0.key) }.map { "\($0.key) (\($0.value))" }.sorted()
        XCTAssertEqual(unregistered, [], "add each to RuleRegistry.swift, or the rule never runs")
        let elsewhere = registered.subtracting(declared.keys).sorted()
        XCTAssertEqual(elsewhere, [], "registered rules are declared under Sources/CurriculumCompiler/Rules/<family>/")
        XCTAssertEqual(RuleRegistry.all.count, registered.count, "a rule is registered twice")
        XCTAssertEqual(Set(RuleRegistry.all.map(\.id)).count, registered.count, "two registered rules share an id")
    }

    /// The syntax layer reports before any rule runs, under ids it names itself (`SyntaxCheck`):
    /// each is a registered rule, documented and configurable like any other, at the same default
    /// severity.
    func testEverySyntaxCheckIsARegisteredRule() {
        let byID = Dictionary(RuleRegistry.all.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for check in SyntaxCheck.allCases {
            XCTAssertEqual(byID[check.id]?.severity, check.severity, "\(check.id) is not registered at its severity")
        }
    }

    /// The schema layer files its failures under `SchemaCheck`; each check is the SCHEMA rule of
    /// its id, at its severity, and that rule names the check it documents.
    func testEverySchemaCheckIsARegisteredRule() {
        let byID = Dictionary(RuleRegistry.all.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for check in SchemaCheck.allCases {
            XCTAssertEqual(byID[check.id]?.severity, check.severity, "\(check.id) is not registered at its severity")
        }
        XCTAssertEqual(Set(RuleRegistry.schemaRules.map { $0.check }), Set(SchemaCheck.allCases))
        for rule in RuleRegistry.schemaRules { XCTAssertEqual(rule.description.id, rule.check.id) }
    }

    /// The scanner sees every way a rule is declared, so the test above cannot pass by finding nothing.
    func testTheScannerFindsEveryFormOfDeclaration() {
        let text = """
            public protocol LessonRule: CatalogRule, Sendable {}
            public enum A: CatalogRule {
            struct B: Sendable, SchemaRule {
            final class C: CurriculumCompiler.Rule {
            extension D: LessonRule where D: Sendable {
            /// enum E: Rule {
            enum F: Equatable {
            """
        let protocols = Self.ruleProtocols(in: [text, "protocol SchemaRule: Rule {", "public protocol CatalogRule: Rule {"])
        XCTAssertEqual(protocols, ["Rule", "CatalogRule", "SchemaRule", "LessonRule"])
        XCTAssertEqual(Self.rules(declaredIn: text, conformingTo: protocols).sorted(), ["A", "B", "C", "D"])
    }
}
