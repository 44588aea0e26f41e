import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// The base test curriculum with an asset catalog whose one entry, the picture item i1 of
/// `k.counting.count-to-10.l1` shows, is drawn: the file a test writes at `file`. What `lint`
/// and `build` make of it is read through the command line, as an author would see it.
final class PictureTree {
    static let asset = "apples-line"
    let tree: TemporaryTree
    /// Relative to curriculum/assets/.
    let file: String

    var shownPath: String { "curriculum/assets/" + file }

    init(file: String = "images/apples-line.svg", bytes: [UInt8]) throws {
        self.file = file
        tree = try baseCurriculumTree()
        try tree.write("curriculum/assets/catalog.yaml", Self.catalog(file))
        try tree.write(shownPath, bytes: bytes)
    }

    static func catalog(_ file: String) -> String {
        """
            # yaml-language-server: $schema=../../schemas/asset-catalog.schema.json
            kind: AssetCatalog
            id: assets
            assets:
              - id: \(Self.asset)
                kind: image
                shows: "Red apples in a row on a table: exactly 7 apples"
                size: {width: 320, height: 240}
                file: \(file)
                source: Drawn for this test
                licence: CC0-1.0

            """
    }

    convenience init(svg: String) throws {
        try self.init(bytes: Array(svg.utf8))
    }

    /// Where the catalog names the file, which is where ASSET-FORMAT reports.
    var fileEntry: (line: Int, column: Int) {
        let at = position(of: "file: ", in: Self.catalog(file)) ?? (0, 0)
        return (at.line, at.column + 6)
    }

    struct Finding: Equatable, CustomStringConvertible {
        var rule: String
        var severity: String
        var path: String
        var line: Int
        var column: Int
        var message: String

        var description: String { "\(path):\(line):\(column): \(severity): \(message) [\(rule)]" }
    }

    /// `curriculum lint --format json`: its exit code and findings.
    func lint(_ extra: [String] = []) throws -> (code: ExitCode, findings: [Finding]) {
        let result = runCLI(["lint", "curriculum", "--format", "json", "--max-per-rule", "0"] + extra, in: tree.url)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], result.out + result.err)
        let findings = (json["diagnostics"] as? [[String: Any]] ?? []).map { d in
            Finding(
                rule: d["ruleId"] as? String ?? "", severity: d["severity"] as? String ?? "", path: d["path"] as? String ?? "",
                line: d["line"] as? Int ?? 0, column: d["column"] as? Int ?? 0, message: d["message"] as? String ?? "")
        }
        return (result.code, findings)
    }

    /// `curriculum build` into `out`: its result, and the bundle folder it wrote, if any.
    func build(_ extra: [String] = [], out: String = "dist") -> (result: CLIResult, bundle: URL?) {
        let result = runCLI(["build", "curriculum", "--out", out] + extra, in: tree.url)
        let folder = tree.url.appendingPathComponent(out)
        let bundle = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))?
            .first { $0.lastPathComponent.hasPrefix("math-kindergarten-") }
        return (result, bundle)
    }

    /// Every file a bundle folder holds, by path inside it, links resolved.
    static func files(in bundle: URL) -> [String: Data] {
        let root = bundle.resolvingSymlinksInPath()
        var out: [String: Data] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? [] {
            let url = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            out[path] = try? Data(contentsOf: url)
        }
        return out
    }
}

/// 1-based line and column (in Unicode scalars) of the first `marker` in `text`.
func position(of marker: String, in text: String) -> (line: Int, column: Int)? {
    guard let range = text.range(of: marker) else { return nil }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return (line, text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
}
