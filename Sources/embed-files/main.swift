import Foundation

// embed-files: writes the Swift source that builds a folder of the project's data files into the
// compiler, so the `curriculum` binary needs no file beside it: the JSON Schemas of schemas/
// (`make schemas`) and, with --item-samples, the example items of schemas/item-samples/ that
// `curriculum new` writes (`make samples`). The folder is the only place the files are edited;
// this program copies every file of its kind under it, byte for byte, into one raw string
// literal each. `make build` runs it before every build; `--check` only compares, for the test
// suite and CI.
//
//   embed-files [--check] [--item-samples] DIR OUTPUT.swift
//
// Exit codes: 0 written or up to date, 1 out of date (with --check), 2 usage, 3 unreadable or
// unrepresentable input.

struct Failure: Error {
    var message: String
    var code: Int32
}

/// A kind of data file the compiler embeds: where it lives, how its files are named, and the
/// enum the generated source declares.
struct FileSet {
    /// The folder's name at the top of the repository, for messages.
    var folder: String
    /// What the folder holds, for messages: "a folder of schemas".
    var what: String
    var suffix: String
    /// The `make` target that runs this program for the set.
    var target: String
    var header: String

    static let schemas = FileSet(
        folder: "schemas", what: "schemas", suffix: ".schema.json", target: "schemas",
        header: """
            // Generated from schemas/ by `make schemas` (Sources/embed-files); do not edit. Edit the
            // files in schemas/ and run `make schemas`: EmbeddedSchemasTests fails while this file and
            // schemas/ differ.

            /// Every `*.schema.json` file under schemas/, by its path relative to that folder, in path
            /// order, byte for byte: the schemas the compiler validates with, built into the binary so
            /// that it needs no file beside it.
            enum EmbeddedSchemas {
            """)

    static let itemSamples = FileSet(
        folder: "item-samples", what: "item samples", suffix: ".yaml", target: "samples",
        header: """
            // Generated from schemas/item-samples/ by `make samples` (Sources/embed-files); do not edit.
            // Edit the files in schemas/item-samples/ and run `make samples`: ItemSamplesTests fails while
            // this file and schemas/item-samples/ differ.

            /// Every `*.yaml` file under schemas/item-samples/, by its path relative to that folder, in path
            /// order, byte for byte: the example items `curriculum new` writes as placeholders, built
            /// into the binary so that it needs no file beside it.
            enum EmbeddedItemSamples {
            """)
}

/// Every file of `set` under `root`, by path relative to it (`/`-separated), sorted by bytes.
func files(of set: FileSet, under root: URL) throws -> [(path: String, bytes: [UInt8])] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw Failure(message: "\(root.path) is not a folder of \(set.what)", code: 3)
    }
    guard let walker = FileManager.default.enumerator(atPath: root.path) else {
        throw Failure(message: "cannot list \(root.path)", code: 3)
    }
    var paths: [String] = []
    while let path = walker.nextObject() as? String {
        if path.hasSuffix(set.suffix), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { paths.append(path) }
    }
    paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return try paths.map { path in
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
            throw Failure(message: "cannot read \(root.appendingPathComponent(path).path)", code: 3)
        }
        return (path, [UInt8](data))
    }
}

/// The file's bytes as the body of a raw multi-line string literal, and the number of `#`s that
/// delimit it: the fewest such that neither `"` nor `\` followed by that many `#`s occurs in it.
func literal(_ bytes: [UInt8], path: String, in set: FileSet) throws -> (body: String, hashes: Int) {
    guard let text = String(validating: bytes, as: UTF8.self) else {
        throw Failure(message: "\(set.folder)/\(path) is not valid UTF-8", code: 3)
    }
    // A Swift literal turns CR LF into LF and rejects control characters; JSON never needs them
    // outside its escapes, nor YAML outside its quotes, so refuse them rather than embed
    // different bytes.
    if let bad = bytes.firstIndex(where: { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }) {
        let line = bytes[..<bad].count { $0 == 0x0A } + 1
        throw Failure(message: "\(set.folder)/\(path):\(line): control character 0x\(String(bytes[bad], radix: 16)), which a Swift literal cannot hold byte for byte; save it as UTF-8 with LF line endings", code: 3)
    }
    var hashes = 1
    while text.contains("\"" + String(repeating: "#", count: hashes)) || text.contains("\\" + String(repeating: "#", count: hashes)) {
        hashes += 1
    }
    return (text, hashes)
}

func render(_ files: [(path: String, bytes: [UInt8])], as set: FileSet) throws -> String {
    var out = set.header + """

            static let files: [(path: String, text: String)] = [

        """
    for file in files {
        let (body, hashes) = try literal(file.bytes, path: file.path, in: set)
        let delimiter = String(repeating: "#", count: hashes)
        let quotedPath = file.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        // The literal starts on the line after its opening quotes and ends before the line of its
        // closing ones, at column 0 so no indentation is stripped; the extra newline before the
        // closing quotes keeps the file's own last newline.
        out += "        (\"\(quotedPath)\", \(delimiter)\"\"\"\n\(body)\n\"\"\"\(delimiter)),\n"
    }
    out += "    ]\n}\n"
    return out
}

func run(_ arguments: [String]) throws -> Int32 {
    var arguments = arguments
    let check = arguments.first == "--check"
    if check { arguments.removeFirst() }
    let set = arguments.first == "--item-samples" ? FileSet.itemSamples : .schemas
    if arguments.first == "--item-samples" { arguments.removeFirst() }
    guard arguments.count == 2 else {
        throw Failure(message: "usage: embed-files [--check] [--item-samples] DIR OUTPUT.swift", code: 2)
    }
    let source = try render(files(of: set, under: URL(fileURLWithPath: arguments[0])), as: set)
    let output = URL(fileURLWithPath: arguments[1])
    let current = FileManager.default.contents(atPath: output.path)
    if current == Data(source.utf8) { return 0 }
    if check {
        FileHandle.standardError.write(Data("\(output.path) does not match \(arguments[0]); run `make \(set.target)` and commit the result\n".utf8))
        return 1
    }
    do {
        try Data(source.utf8).write(to: output, options: .atomic)
    } catch {
        throw Failure(message: "cannot write \(output.path): \(error.localizedDescription)", code: 3)
    }
    print("embed-files: wrote \(output.path)")
    return 0
}

do {
    exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch let failure as Failure {
    FileHandle.standardError.write(Data("embed-files: \(failure.message)\n".utf8))
    exit(failure.code)
} catch {
    FileHandle.standardError.write(Data("embed-files: \(error)\n".utf8))
    exit(3)
}
