import Foundation

/// A synthetic curriculum of about N items made of copies of the real one: every copy renames
/// its units (`k.counting` → `k.counting-r2`) and everything under them, so the corpus has real
/// item types, real copy and full references, and lints as cleanly as the original. Its items
/// repeat the original's word for word by construction, so its manifest turns
/// ITEM-DUPLICATE-CONTENT off: the rule still runs over every item, and its findings are dropped.
struct Corpus {
    let source: URL
    let items: Int

    func write(to out: URL) throws -> (files: Int, items: Int) {
        let fm = FileManager.default
        try? fm.removeItem(at: out)
        try fm.createDirectory(at: out, withIntermediateDirectories: true)
        let files = try allFiles(under: source)
        var shared: [(String, String)] = []
        var perReplica: [(String, String)] = []
        for path in files {
            let text = try String(contentsOf: source.appendingPathComponent(path), encoding: .utf8)
            if path.hasPrefix("k/") || path.hasPrefix("1/") || path.hasSuffix("badges.yaml") {
                perReplica.append((path, text))
            } else {
                shared.append((path, text))
            }
        }
        let unitIDs = perReplica.compactMap { $0.1.contains("kind: Unit") ? firstMatch(#"(?m)^id: (\S+)"#, in: $0.1) : nil }
        let itemsPerReplica = perReplica.reduce(0) { $0 + count(#"(?m)^  - id: i[0-9]+"#, in: $1.1) }
        guard itemsPerReplica > 0 else { throw CocoaError(.fileReadCorruptFile) }
        let replicas = max(1, Int((Double(items) / Double(itemsPerReplica)).rounded(.up)))
        var written = 0
        for (path, text) in shared {
            var text = text
            if path == "curriculum.yaml" {
                if text.contains("\nrules: {}\n") {
                    text = text.replacingOccurrences(of: "\nrules: {}\n", with: "\nrules: {ITEM-DUPLICATE-CONTENT: off}\n")
                } else if text.contains("\nrules: {") {
                    text = text.replacingOccurrences(of: "\nrules: {", with: "\nrules: {ITEM-DUPLICATE-CONTENT: off, ")
                } else {
                    throw CocoaError(.fileReadCorruptFile)  // a manifest whose `rules:` is not a flow mapping
                }
            }
            try save(text, to: out.appendingPathComponent(path))
            written += 1
        }
        // The drawn pictures the asset catalog names, shared like the catalog itself.
        if let walker = fm.enumerator(atPath: source.appendingPathComponent("assets").path) {
            while let path = walker.nextObject() as? String {
                guard !path.hasSuffix(".yaml") else { continue }
                let from = source.appendingPathComponent("assets/" + path), to = out.appendingPathComponent("assets/" + path)
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: from.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                try fm.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fm.copyItem(at: from, to: to)
            }
        }
        for r in 1...replicas {
            for (path, text) in perReplica {
                var copy = text
                var target = path
                if r > 1 {
                    copy = rename(copy, unitIDs: unitIDs, replica: r)
                    if text.contains("kind: Unit") {
                        copy = replace(#"(?m)^order: ([0-9]+)"#, in: copy) { "order: \((Int($0[1]) ?? 0) + r * 100)" }
                    }
                    if path.hasSuffix("badges.yaml") {
                        copy = replace(#"(?m)^(\s*- id: badge\.\S+)"#, in: copy) { "\($0[1])-r\(r)" }
                        copy = copy.replacingOccurrences(of: "\nid: badges", with: "\nid: badges-r\(r)")
                        target = "badges-r\(r).yaml"
                    } else {
                        target = "r\(r)/" + path
                    }
                }
                try save(copy, to: out.appendingPathComponent(target))
                written += 1
            }
        }
        return (written, replicas * itemsPerReplica)
    }

    private func rename(_ text: String, unitIDs: [String], replica r: Int) -> String {
        var result = text
        for id in unitIDs {
            let escaped = NSRegularExpression.escapedPattern(for: id)
            result = replace("(?<![A-Za-z0-9.-])\(escaped)(?=[.\\s,\\]}:]|$)", in: result) { _ in "\(id)-r\(r)" }
        }
        // The modeline path gains one folder level under r<N>/.
        return result.replacingOccurrences(of: "$schema=../", with: "$schema=../../")
    }

    private func allFiles(under root: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".yaml") { files.append(path) }
        }
        return files.sorted()
    }

    private func save(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
}

func firstMatch(_ pattern: String, in text: String) -> String? {
    guard let regex = try? NSRegularExpression(pattern: pattern),
        let m = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), m.numberOfRanges > 1,
        let r = Range(m.range(at: 1), in: text)
    else { return nil }
    return String(text[r])
}

func count(_ pattern: String, in text: String) -> Int {
    (try? NSRegularExpression(pattern: pattern))?.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) ?? 0
}

func replace(_ pattern: String, in text: String, with transform: ([String]) -> String) -> String {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
    var result = ""
    var last = text.startIndex
    for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let whole = Range(m.range, in: text) else { continue }
        let groups = (0..<m.numberOfRanges).map { i in Range(m.range(at: i), in: text).map { String(text[$0]) } ?? "" }
        result += text[last..<whole.lowerBound]
        result += transform(groups)
        last = whole.upperBound
    }
    result += text[last...]
    return result
}
