import Foundation

@testable import CurriculumCompiler

/// The real curriculum the tests run on: a copy of `curriculum/` kept in `Tests/pinned/curriculum/`
/// and refreshed by `make pin-curriculum`. Tests that need a real curriculum to work on (the rule
/// examples, the pipeline, preview, bundles, the language server, the docs' examples) read this
/// copy, so a change in progress in `curriculum/`, such as a lesson half written, fails only the
/// tests of `ShippedCurriculum/`, which check `curriculum/` itself, the copy included.
enum PinnedCurriculum {
    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/pinned/curriculum`: named like the curriculum it copies, so what runs in its parent
    /// folder prints the same `curriculum/…` paths.
    static let url = repository.appendingPathComponent("Tests/pinned/curriculum")

    /// The folder holding the copy, where a command given the relative path `curriculum` reads it.
    static var folder: URL { url.deletingLastPathComponent() }

    /// How many items the pinned curriculum has, for counts a report prints against them.
    static func itemCount() throws -> Int {
        Array(try Compiler.compile(root: url, displayRoot: "curriculum").catalog.items).count
    }

    /// The text of a pinned file, by its path inside the curriculum.
    static func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(path)), as: UTF8.self)
    }
}
