@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum lsp` driven over stdio with raw JSON-RPC, on a copy of the pinned curriculum.
final class LanguageServerTests: XCTestCase {
    static let shipped = PinnedCurriculum.url
    static let lessonPath = "curriculum/1/01-counting/count-to-120-l1.yaml"

    var tree: TemporaryTree!
    var lesson: URL { tree.url.appendingPathComponent(Self.lessonPath) }
    var lessonURI: String { DocumentURI.fileURI(path: lesson.path) }
    var lessonText: String { (try? String(contentsOf: lesson, encoding: .utf8)) ?? "" }

    override func setUpWithError() throws {
        tree = try TemporaryTree()
        try FileManager.default.copyItem(at: Self.shipped, to: tree.url.appendingPathComponent("curriculum"))
        // The repository's rules reference, which each finding's rule id links into.
        try FileManager.default.createDirectory(at: tree.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: PinnedCurriculum.repository.appendingPathComponent("docs/rules.md"), to: tree.url.appendingPathComponent("docs/rules.md"))
    }

    func started() throws -> LSPTestClient {
        let client = try LSPTestClient()
        client.initialize(root: tree.url)
        return client
    }

    func line(of needle: String, in text: String) -> Int? {
        text.components(separatedBy: "\n").firstIndex { $0.contains(needle) }
    }

    func testAnUnsavedWrongAnswerIsReportedOnItsLineAndTheQuickFixWritesTheRightOne() throws {
        let client = try started()
        let wrong = lessonText.replacingOccurrences(of: "    answer: 16\n", with: "    answer: 15\n")
        client.open(lesson, text: wrong)
        let answerLine = try XCTUnwrap(line(of: "answer: 15", in: wrong))
        let found = try XCTUnwrap(client.diagnostics(for: lessonURI) { !$0.isEmpty })
        let finding = try XCTUnwrap(found.first { $0["code"]?.string == "ITEM-ANSWER" }, "\(found)")
        XCTAssertEqual(finding["range"]?["start"]?["line"]?.int, answerLine)
        XCTAssertEqual(finding["severity"]?.int, 1)
        XCTAssertEqual(finding["source"]?.string, "curriculum")
        XCTAssertEqual(finding["codeDescription"]?["href"]?.string, DocumentURI.fileURI(path: tree.url.appendingPathComponent("docs/rules.md").path) + "#item-answer")

        // The quick fix for it replaces 15 with 16.
        let id = client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(lessonURI)], "range": finding["range"]!,
            "context": ["diagnostics": [finding]],
        ])
        let actions = try XCTUnwrap(client.response(id)?["result"]?.array)
        let fix = try XCTUnwrap(actions.first { $0["kind"]?.string == "quickfix" && $0["isPreferred"]?.bool == true }, "\(actions)")
        let edits = try XCTUnwrap(fix["edit"]?["changes"]?[lessonURI]?.array)
        XCTAssertEqual(edits.count, 1)
        var document = TextDocument(uri: lessonURI, version: 1, text: wrong)
        try document.apply(["range": edits[0]["range"]!, "text": edits[0]["newText"]!])
        XCTAssertEqual(document.text, lessonText)
        client.change(lesson, text: document.text, version: 2)
        XCTAssertNotNil(client.diagnostics(for: lessonURI) { $0.isEmpty }, "the fixed file still has findings: \(client.received.suffix(3))")

        // A suppression is offered too, with an empty reason to write.
        let suppress = try XCTUnwrap(actions.first { $0["title"]?.string?.hasPrefix("Suppress ITEM-ANSWER") == true })
        let inserted = try XCTUnwrap(suppress["edit"]?["changes"]?[lessonURI]?[0]?["newText"]?.string)
        XCTAssertTrue(inserted.contains("suppress:") && inserted.contains("{rule: ITEM-ANSWER, reason: \"\"}"), inserted)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testRenamingASkillLightsUpTheLessonsInOtherFiles() throws {
        let client = try started()
        let unit = tree.url.appendingPathComponent("curriculum/1/01-counting/unit.yaml")
        let text = try String(contentsOf: unit, encoding: .utf8)
        client.open(unit, text: text)
        let renamed = text.replacingOccurrences(of: "id: 1.counting.count-to-120\n", with: "id: 1.counting.count-on-to-120\n")
        XCTAssertNotEqual(renamed, text)
        client.change(unit, text: renamed, version: 2)
        let lit = try XCTUnwrap(client.diagnostics(for: lessonURI) { !$0.isEmpty }, "the lesson naming the old id was not told")
        let skillLine = try XCTUnwrap(line(of: "skill: 1.counting.count-to-120", in: lessonText))
        XCTAssertTrue(lit.contains { $0["range"]?["start"]?["line"]?.int == skillLine }, "\(lit)")
        // Renaming it back clears the lesson again.
        client.change(unit, text: text, version: 3)
        XCTAssertNotNil(client.diagnostics(for: lessonURI) { $0.isEmpty })
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testHoverOnAStandardShowsItsText() throws {
        let client = try started()
        let text = lessonText
        client.open(lesson, text: text)
        let unit = tree.url.appendingPathComponent("curriculum/1/01-counting/unit.yaml")
        let unitText = try String(contentsOf: unit, encoding: .utf8)
        let standardLine = try XCTUnwrap(line(of: "NY-1.NBT.1", in: unitText))
        let column = try XCTUnwrap(unitText.components(separatedBy: "\n")[standardLine].range(of: "NY-1.NBT.1")).lowerBound
        let character = unitText.components(separatedBy: "\n")[standardLine][..<column].utf16.count + 3
        client.open(unit, text: unitText)
        let id = client.request("textDocument/hover", ["textDocument": ["uri": .string(DocumentURI.fileURI(path: unit.path))], "position": ["line": .int(standardLine), "character": .int(character)]])
        let hover = try XCTUnwrap(client.response(id)?["result"]?["contents"]?["value"]?.string)
        let standards = try String(contentsOf: tree.url.appendingPathComponent("curriculum/standards/1.yaml"), encoding: .utf8)
        // The standard's own words, as its file writes them.
        let entry = try XCTUnwrap(standards.components(separatedBy: "\n").drop { !$0.contains("NY-1.NBT.1") }.first { $0.contains("description:") || $0.contains("text:") })
        let words = entry.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces).prefix(20)
        XCTAssertTrue(hover.contains("NY-1.NBT.1"), hover)
        XCTAssertTrue(hover.replacingOccurrences(of: "\\", with: "").contains(words), "\(hover)\nexpected: \(words)")
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testMalformedInputGetsAnErrorAndTheServerAnswersTheNextRequest() throws {
        let client = try started()
        // Not JSON.
        client.sendRaw(Array("Content-Length: 9\r\n\r\n{nonsense".utf8))
        let error = try XCTUnwrap(client.next())
        XCTAssertEqual(error["error"]?["code"]?.int, -32700)
        XCTAssertEqual(error["id"], .null)
        // A header without a length, then an unknown method.
        client.sendRaw(Array("Content-Type: x\r\n\r\n".utf8))
        let unknown = client.request("curriculum/nothing")
        XCTAssertEqual(client.response(unknown)?["error"]?["code"]?.int, -32601)
        // Valid JSON that is not a request.
        client.send(["jsonrpc": "2.0", "id": 99, "method": 5])
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]])
        XCTAssertNotNil(client.response(symbols)?["result"]?.array)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testAMessageOverTheLimitIsRefusedAndTheNextOneRead() throws {
        let client = try LSPTestClient(arguments: ["--max-message-bytes", "2000"])
        client.initialize(root: tree.url)
        client.open(lesson, text: lessonText)  // over 2,000 bytes
        let refused = try XCTUnwrap(client.next { $0["error"] != nil })
        XCTAssertEqual(refused["error"]?["code"]?.int, -32600)
        let id = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]])
        XCTAssertNotNil(client.response(id)?["result"])
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testPositionsAreUTF16OnTheWire() throws {
        let client = try started()
        // Emoji (two UTF-16 units each) and a combining accent before the word the finding points at.
        let prompt = "Zoë 😀 and José 🇺🇸 count the cubes that sit in a long line on the big desk today?"
        let text = lessonText.replacingOccurrences(of: "prompt: How many cubes are there?", with: "prompt: \(prompt)")
        client.open(lesson, text: text)
        let found = try XCTUnwrap(client.diagnostics(for: lessonURI) { $0.contains { $0["code"]?.string == "COPY-SENTENCE-LENGTH" } })
        let finding = try XCTUnwrap(found.first { $0["code"]?.string == "COPY-SENTENCE-LENGTH" })
        let lineNumber = try XCTUnwrap(line(of: "prompt: Zoë", in: text))
        let lineText = text.components(separatedBy: "\n")[lineNumber]
        let character = try XCTUnwrap(finding["range"]?["start"]?["character"]?.int)
        // The finding points at the first word past the limit: a word start, counted in UTF-16.
        let utf16 = Array(lineText.utf16)
        XCTAssertGreaterThan(character, lineText.utf16.count - prompt.utf16.count)
        let before = String(decoding: utf16[..<character], as: UTF16.self)
        XCTAssertTrue(before.hasSuffix(" "), "points mid-word: …\(before.suffix(12))|")
        let end = try XCTUnwrap(finding["range"]?["end"]?["character"]?.int)
        // It underlines the rest of the sentence from there: whole words of the prompt.
        let underlined = String(decoding: utf16[character..<end], as: UTF16.self)
        XCTAssertTrue(prompt.contains(underlined) && underlined.first?.isLetter == true && underlined.last?.isLetter == true, underlined)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testAFileDeletedWhileOpenAndTwoWorkspaceFolders() throws {
        let second = try TemporaryTree()
        try FileManager.default.copyItem(at: Self.shipped, to: second.url.appendingPathComponent("curriculum"))
        let client = try LSPTestClient()
        client.initialize(root: tree.url, folders: [tree.url, second.url])
        // A wrong answer in the second folder's copy only: its file lights up, the first's does not.
        let other = second.url.appendingPathComponent(Self.lessonPath)
        let wrong = lessonText.replacingOccurrences(of: "    answer: 16\n", with: "    answer: 15\n")
        client.open(other, text: wrong)
        XCTAssertNotNil(client.diagnostics(for: DocumentURI.fileURI(path: other.path)) { !$0.isEmpty })
        // Deleted on disk while open, then closed: its findings go.
        try FileManager.default.removeItem(at: other)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(DocumentURI.fileURI(path: other.path)), "type": 3]]])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(DocumentURI.fileURI(path: other.path))]])
        XCTAssertNotNil(client.diagnostics(for: DocumentURI.fileURI(path: other.path)) { $0.isEmpty })
        let id = client.request("textDocument/hover", ["textDocument": ["uri": .string(lessonURI)], "position": ["line": 0, "character": 0]])
        XCTAssertNotNil(client.response(id))
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testExitWithoutShutdownIsOneAndAVanishedClientEndsTheServer() throws {
        let client = try started()
        client.notify("exit")
        XCTAssertEqual(client.exitStatus(), 1)

        let gone = try started()
        gone.open(lesson, text: lessonText)
        gone.closeInput()
        XCTAssertNotNil(gone.exitStatus(timeout: 30), "the server outlived its client")
    }

    func testDefinitionReferencesCompletionAndOutline() throws {
        let client = try started()
        let text = lessonText
        client.open(lesson, text: text)
        let skillLine = try XCTUnwrap(line(of: "skill: 1.counting.count-to-120", in: text))
        let at: JSONValue = ["line": .int(skillLine), "character": 12]
        let doc: JSONValue = ["uri": .string(lessonURI)]
        // Definition: the skill's `id:` line in its unit.
        let unitText = try String(contentsOf: tree.url.appendingPathComponent("curriculum/1/01-counting/unit.yaml"), encoding: .utf8)
        let definition = try XCTUnwrap(client.response(client.request("textDocument/definition", ["textDocument": doc, "position": at]))?["result"])
        XCTAssertEqual(definition["uri"]?.string, DocumentURI.fileURI(path: tree.url.appendingPathComponent("curriculum/1/01-counting/unit.yaml").path))
        XCTAssertEqual(definition["range"]?["start"]?["line"]?.int, line(of: "- id: 1.counting.count-to-120", in: unitText))
        // References: every lesson of the skill.
        let references = try XCTUnwrap(client.response(client.request("textDocument/references", ["textDocument": doc, "position": at, "context": ["includeDeclaration": false]]))?["result"]?.array)
        let files = Set(references.compactMap { $0["uri"]?.string })
        for n in 1...4 {
            XCTAssertTrue(files.contains(DocumentURI.fileURI(path: tree.url.appendingPathComponent("curriculum/1/01-counting/count-to-120-l\(n).yaml").path)), "l\(n) missing from \(files)")
        }
        // Completion after `type: ` in an unsaved item offers every item type.
        let typeLine = try XCTUnwrap(line(of: "    type: base10", in: text))
        let typed = text.replacingOccurrences(of: "    type: base10\n    quickCheck: true\n    difficulty: 1\n    prompt: How many cubes", with: "    type: \n    quickCheck: true\n    difficulty: 1\n    prompt: How many cubes")
        client.change(lesson, text: typed, version: 2)
        let completion = try XCTUnwrap(client.response(client.request("textDocument/completion", ["textDocument": doc, "position": ["line": .int(typeLine), "character": 10]]))?["result"]?["items"]?.array)
        let labels = Set(completion.compactMap { $0["label"]?.string })
        for type in ["counting", "multipleChoice", "numericInput", "tenFrame", "numberLine"] { XCTAssertTrue(labels.contains(type), "\(type) not offered: \(labels.sorted())") }
        // The outline: the lesson and its items.
        let outline = try XCTUnwrap(client.response(client.request("textDocument/documentSymbol", ["textDocument": doc]))?["result"]?.array)
        XCTAssertEqual(outline.first?["name"]?.string, "1.counting.count-to-120.l1")
        XCTAssertEqual(outline.first?["children"]?.array?.count, text.components(separatedBy: "\n").filter { $0.hasPrefix("  - id: ") }.count)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    /// At an item's `type:`, the types its standards allow come first (marked for the editor's
    /// sort), the item's own standards before its skill's; then every other type.
    func testTypeCompletionOffersFirstWhatTheItemsStandardsAllow() throws {
        let catalog = try Compiler.compile(root: Self.shipped, displayRoot: "curriculum").catalog
        let allowed = try XCTUnwrap(catalog.standards["NY-K.OA.5"]?.tasks?.types)
        XCTAssertLessThan(allowed.count, ItemTypes.all.count, "NY-K.OA.5 allows some types, not all")
        let client = try started()
        let fluency = tree.url.appendingPathComponent("curriculum/k/02-operations/fluency-within-5-l1.yaml")
        let uri = DocumentURI.fileURI(path: fluency.path)
        let shipped = try String(contentsOf: fluency, encoding: .utf8)
        let text = shipped.replacingOccurrences(of: "  - id: i1\n    type: multipleChoice\n", with: "  - id: i1\n    type: \n")
        XCTAssertNotEqual(text, shipped)
        client.open(fluency, text: text)
        XCTAssertNotNil(client.diagnostics(for: uri) { !$0.isEmpty }, "the empty type is compiled")
        let typeLine = try XCTUnwrap(line(of: "    type: ", in: text))
        func complete() throws -> [JSONValue] {
            try XCTUnwrap(client.response(client.request("textDocument/completion", [
                "textDocument": ["uri": .string(uri)], "position": ["line": .int(typeLine), "character": 10],
            ]))?["result"]?["items"]?.array)
        }
        // The item names no standard: its skill's, NY-K.OA.5.
        let items = try complete()
        XCTAssertEqual(items.count, ItemTypes.all.count)
        let first = items.prefix(allowed.count)
        XCTAssertEqual(Set(first.compactMap { $0["label"]?.string }), allowed)
        XCTAssertTrue(first.allSatisfy { $0["sortText"]?.string?.hasPrefix("0 ") == true }, "\(first)")
        XCTAssertTrue(items.dropFirst(allowed.count).allSatisfy { $0["sortText"]?.string?.hasPrefix("1 ") == true })
        XCTAssertTrue(first.first?["documentation"]?["value"]?.string?.hasPrefix("Allowed by NY-K.OA.5.") == true, "\(String(describing: first.first))")

        // The item's own standards win over its skill's.
        let counting = try XCTUnwrap(catalog.standards["NY-K.CC.4a"]?.tasks?.types)
        client.change(fluency, text: text.replacingOccurrences(of: "    type: \n", with: "    type: \n    standards: [NY-K.CC.4a]\n"), version: 2)
        // Read from the text as the editor has it now, compiled or not.
        let own = try complete()
        XCTAssertEqual(Set(own.prefix(counting.count).compactMap { $0["label"]?.string }), counting)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testACancelledRequestIsAnsweredAsCancelledAndHoverExplainsAFinding() throws {
        let client = try started()
        let wrong = lessonText.replacingOccurrences(of: "    answer: 16\n", with: "    answer: 15\n")
        let answerLine = try XCTUnwrap(line(of: "answer: 15", in: wrong))
        client.open(lesson, text: wrong)
        // The hover first compiles the edit; the request behind it is cancelled meanwhile.
        let position: JSONValue = ["line": .int(answerLine), "character": 13]
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": .string(lessonURI)], "position": position])
        let doomed = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]])
        client.notify("$/cancelRequest", ["id": .int(doomed)])
        let explained = try XCTUnwrap(client.response(hover)?["result"]?["contents"]?["value"]?.string)
        XCTAssertTrue(explained.contains("ITEM-ANSWER"), explained)
        XCTAssertTrue(explained.contains(try XCTUnwrap(RuleRegistry.description(of: "ITEM-ANSWER")).summary), explained)
        XCTAssertEqual(client.response(doomed)?["error"]?["code"]?.int, -32800)
        // Cancelling what was already answered changes nothing; the server goes on.
        client.notify("$/cancelRequest", ["id": .int(hover)])
        XCTAssertNotNil(client.response(client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(lessonURI)]]))?["result"]?.array)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }

    func testRequestsBeforeInitializeAreRefused() throws {
        let client = try LSPTestClient()
        let id = client.request("textDocument/hover", ["textDocument": ["uri": "file:///x.yaml"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual(client.response(id)?["error"]?["code"]?.int, -32002)
        client.initialize(root: tree.url)
        XCTAssertEqual(client.shutdownAndExit(), 0)
    }
}

extension LSPTestClient {
    /// The next message that satisfies `accept`.
    func next(timeout: TimeInterval = 30, where accept: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date().addingTimeInterval(timeout)
        while let message = next(timeout: max(0, deadline.timeIntervalSinceNow)) {
            if accept(message) { return message }
        }
        return nil
    }
}
