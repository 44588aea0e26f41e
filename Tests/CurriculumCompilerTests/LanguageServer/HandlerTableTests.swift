@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Swift keeps no list of a protocol's conformances, so a handler written but not added to
/// `HandlerTable` would never be called. This test reads `LanguageServer/Handlers/`: every
/// handler type there is in the table, once, and each method has one handler.
final class HandlerTableTests: XCTestCase {
    static let handlers: URL? = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent("Sources/CurriculumLanguageServer/Handlers")
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    func testEveryHandlerIsInTheTableOnce() throws {
        let folder = try XCTUnwrap(Self.handlers, "no Package.swift above \(#filePath)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let declaration = try NSRegularExpression(pattern: #"(?m)^(?:enum|struct|final class|class)\s+(\w+)\s*:\s*(?:\w+\s*,\s*)*(RequestHandler|NotificationHandler|DocumentRequestHandler)\b"#)
        var declared: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text) else { continue }
                declared.append(String(text[name]))
            }
        }
        XCTAssertGreaterThanOrEqual(declared.count, 16, "handlers found: \(declared)")
        let registered = HandlerTable.routes.map { String(describing: $0.handler) }
        XCTAssertEqual(registered.sorted(), declared.sorted(), "a handler in Handlers/ is missing from HandlerTable.routes, or listed twice")
        let methods = HandlerTable.routes.map(\.method)
        XCTAssertEqual(Set(methods).count, methods.count, "two handlers for one method: \(methods)")
    }

    /// `initialize` announces what the handlers add, in the order the protocol's clients
    /// have always been sent it.
    func testTheCapabilitiesAreTheHandlers() {
        XCTAssertEqual(HandlerTable.capabilities.keys, [
            "positionEncoding", "textDocumentSync", "hoverProvider", "definitionProvider", "referencesProvider",
            "documentSymbolProvider", "completionProvider", "codeActionProvider", "workspace",
        ])
        XCTAssertEqual(HandlerTable.capabilities["textDocumentSync"]?["change"], 2)
    }
}
