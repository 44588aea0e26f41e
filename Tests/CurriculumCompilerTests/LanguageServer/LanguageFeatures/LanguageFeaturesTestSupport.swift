@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The pinned curriculum compiled once for every language-feature test class, and the helpers they
/// share: positions are found by searching the files' text, never hard-coded.
enum Shipped {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let compilation: Compilation = {
        try! Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
    }()

    static let index = SymbolIndex(compilation)

    /// The text of a shipped file, by the path the compilation prints (`curriculum/…`).
    static func text(_ path: String) throws -> String {
        try String(contentsOf: PinnedCurriculum.folder.appendingPathComponent(path), encoding: .utf8)
    }

    static func source(_ path: String) throws -> SourceFile {
        SourceFile(path: path, text: try text(path))
    }
}

/// Where `needle` is in `text`: the first line containing `line` (if given) at or after line
/// `from`, and the 1-based scalar column of `needle` on it.
func position(of needle: String, onLineContaining line: String? = nil, from: Int = 1, in text: String, path: String) -> SourceLocation? {
    for (i, content) in text.components(separatedBy: "\n").enumerated() where i + 1 >= from {
        guard content.contains(line ?? needle), let range = content.range(of: needle) else { continue }
        let column = content.unicodeScalars.distance(from: content.unicodeScalars.startIndex, to: range.lowerBound.samePosition(in: content.unicodeScalars)!) + 1
        return SourceLocation(path: path, line: i + 1, column: column)
    }
    return nil
}

/// A location `by` columns to the right.
func moved(_ location: SourceLocation, by columns: Int) -> SourceLocation {
    SourceLocation(path: location.path, line: location.line, column: location.column + columns)
}

/// Markdown with its backslash escapes removed, to find author text in a hover.
func plain(_ markdown: String) -> String {
    var out = ""
    var escaped = false
    for c in markdown {
        if !escaped, c == "\\" { escaped = true; continue }
        escaped = false
        out.append(c)
    }
    return out
}
