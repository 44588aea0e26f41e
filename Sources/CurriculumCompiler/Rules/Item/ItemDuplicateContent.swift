import CurriculumSyntax

package enum ItemDuplicateContent: CatalogRule {
    package static let description = RuleDescription(
        id: "ITEM-DUPLICATE-CONTENT", severity: .error,
        summary: "an item repeats another item of the curriculum word for word",
        rationale: """
            A child who meets an item a second time can answer it from memory, so the second meeting shows nothing about the skill. That matters most where the curriculum decides: a mastery check that repeats a lesson's item, or a Grade 1 item that repeats a Kindergarten one, credits recall instead of the skill (docs/design.md#assessment-and-mastery). Each item must be its own question: two items repeat each other when they have the same type, the same prompt, the same answer and the same type-specific fields (objects, coins, equation, options, …), text compared without regard to case or spacing; their ids, hints, feedback, difficulty, quick-check flag, skill, standards, suppressions and picture do not count. A placeholder whose prompt still holds the TODO marker is left to COPY-PLACEHOLDER; once the marker is gone, a placeholder kept word for word is a copy of its example like any other. The later item in teaching order is reported, with a note at the first. Write a parallel item instead: the same type, skill, standard and difficulty, with new numbers, names or context.
            """,
        triggering: [
            .item("i3", in: "k/01-counting/count-objects-l2.yaml", RuleExample.pondDucks.replacingOccurrences(of: "id: i2", with: "id: ↓i3"))
                .reports("item i3 repeats item k.counting.count-objects.l1/i2 word for word"),
            .item("i3", in: "k/01-counting/count-objects-l2.yaml", RuleExample.pondDucks
                .replacingOccurrences(of: "id: i2", with: "id: ↓i3")
                .replacingOccurrences(of: "How many ducks are in the pond?", with: "how many  ducks are in the POND?")
                .replacingOccurrences(of: "Start with the duck on the left.", with: "Point to the first duck."))
                .reports("item i3 repeats item k.counting.count-objects.l1/i2 word for word"),
        ],
        nonTriggering: [
            .item("i3", in: "k/01-counting/count-objects-l2.yaml", RuleExample.pondDucks
                .replacingOccurrences(of: "id: i2", with: "id: i3")
                .replacingOccurrences(of: "How many ducks are in the pond?", with: "Ducks swim in a line. How many ducks?")),
            .item("i3", in: "k/01-counting/count-objects-l2.yaml", RuleExample.pondDucks
                .replacingOccurrences(of: "id: i2", with: "id: i3")
                .replacingOccurrences(of: "6", with: "7")
                // The 6-duck picture is not a picture of 7 ducks (ASSET-ALT-MISMATCH).
                .replacingOccurrences(of: "  image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}\n", with: "")),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        // The first item seen with each fingerprint; items whose fingerprints collide are told
        // apart by comparing their nodes, so a hash collision never reports two different items.
        var firsts: [Int: [Item]] = [:]
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            let keys = catalog.remembered(fingerprints, of: lesson) { lesson.items.map(Self.fingerprint(of:)) }
            for (item, key) in zip(lesson.items, keys) {
                guard let key else { continue }
                if let first = firsts[key]?.first(where: { sameContent($0.node, item.node) }) {
                    let id = item.id
                    out.append(diagnostic(
                        at: id.location, length: id.length,
                        "item \(id.value) repeats item \(first.fullID) word for word",
                        notes: [.init("\(first.fullID) is first written here", at: first.id.location)]))
                } else {
                    firsts[key, default: []].append(item)
                }
            }
        }
        return out
    }

    /// Each lesson's items' fingerprints, kept by a compile session while the lesson is unchanged:
    /// an edit hashes one lesson's items again, not the curriculum's.
    private static let fingerprints = LessonMemo.Slot<[Int?]>(name: "ITEM-DUPLICATE-CONTENT fingerprints")

    /// The fingerprint of an item that is checked, or nil: a placeholder `curriculum new` wrote
    /// is not an item yet (COPY-PLACEHOLDER).
    private static func fingerprint(of item: Item) -> Int? {
        guard item.node.mapping != nil, item.prompt.map({ CopyPlaceholder.markerOffset(in: $0.value) == nil }) ?? true
        else { return nil }
        return fingerprint(item.node)
    }

    /// Top-level fields that do not make an item a different question.
    static let ignoredFields: Set<String> = [
        "id", "hints", "feedback", "difficulty", "quickCheck", "skill", "standards", "suppress", "image",
    ]

    /// The fields of an item node that make it the question it is, sorted by key.
    private static func contentPairs(of node: Node) -> [Node.Pair] {
        (node.mapping ?? [])
            .filter { !ignoredFields.contains($0.key.scalar?.text ?? "") }
            .sorted { ($0.key.scalar?.text ?? "") < ($1.key.scalar?.text ?? "") }
    }

    /// A hash of the item's canonical form: its content fields, keys in order, strings with case
    /// and runs of spaces ignored, numbers by value.
    static func fingerprint(_ node: Node) -> Int {
        var hasher = Hasher()
        for pair in contentPairs(of: node) {
            hash(pair.key, into: &hasher)
            hash(pair.value, into: &hasher)
        }
        return hasher.finalize()
    }

    private static func hash(_ node: Node, into hasher: inout Hasher) {
        switch node.value {
        case .scalar(let s):
            hasher.combine(0 as UInt8)
            hash(s, into: &hasher)
        case .sequence(let items):
            hasher.combine(1 as UInt8)
            hasher.combine(items.count)
            for item in items { hash(item, into: &hasher) }
        case .mapping(let pairs):
            // Mappings are combined in any order, to agree with `same`, which ignores key order.
            var combined = 0
            for pair in pairs {
                var member = Hasher()
                hash(pair.key, into: &member)
                hash(pair.value, into: &member)
                combined ^= member.finalize()
            }
            hasher.combine(2 as UInt8)
            hasher.combine(pairs.count)
            hasher.combine(combined)
        }
    }

    private static func hash(_ s: Scalar, into hasher: inout Hasher) {
        switch s.resolved {
        case .null: hasher.combine(0 as UInt8)
        case .bool(let b): hasher.combine(1 as UInt8); hasher.combine(b)
        case .int(let i): hasher.combine(2 as UInt8); hasher.combine(Double(i))
        case .float(let d): hasher.combine(2 as UInt8); hasher.combine(d)
        case .bigInt: hasher.combine(3 as UInt8); hasher.combine(s.text)
        case .string: hasher.combine(4 as UInt8); hashNormalized(s.text, into: &hasher)
        }
    }

    /// Two item nodes are the same question: equal content fields, compared as `fingerprint` hashes them.
    static func sameContent(_ a: Node, _ b: Node) -> Bool {
        let left = contentPairs(of: a), right = contentPairs(of: b)
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
    }

    private static func same(_ a: Node, _ b: Node) -> Bool {
        switch (a.value, b.value) {
        case (.scalar(let x), .scalar(let y)):
            return same(x, y)
        case (.sequence(let x), .sequence(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.mapping(let x), .mapping(let y)):
            guard x.count == y.count else { return false }
            return x.allSatisfy { pair in
                y.contains { same($0.key, pair.key) && same($0.value, pair.value) }
            }
        default:
            return false
        }
    }

    private static func same(_ x: Scalar, _ y: Scalar) -> Bool {
        switch (x.resolved, y.resolved) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.int(let a), .float(let b)), (.float(let b), .int(let a)): return Double(a) == b
        case (.float(let a), .float(let b)): return a == b
        case (.bigInt, .bigInt): return x.text == y.text
        case (.string, .string): return sameNormalized(x.text, y.text)
        default: return false
        }
    }

    /// Text with case ignored and every run of white space one space, trimmed at both ends.
    /// Hashes `normalized(text)`'s UTF-8 bytes; ASCII text is lowercased and its spaces collapsed
    /// on the fly, without building the string.
    static func hashNormalized(_ text: String, into hasher: inout Hasher) {
        var text = text
        let hashed: Bool = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var reader = NormalizedASCII(bytes)
            while let byte = reader.next() { out.append(byte) }
            out.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(out.count)
            return true
        }
        if hashed { return }
        let bytes = Array(normalized(text).utf8)
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        hasher.combine(bytes.count)
    }

    /// `normalized(a) == normalized(b)`, without building either string when both are ASCII:
    /// repeated items are compared field by field, and most of their text is equal as written.
    static func sameNormalized(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        var a = a, b = b
        let answer: Bool? = a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return nil }
                var left = NormalizedASCII(x), right = NormalizedASCII(y)
                while true {
                    let l = left.next(), r = right.next()
                    if l != r { return false }
                    if l == nil { return true }
                }
            }
        }
        return answer ?? (normalized(a) == normalized(b))
    }

    /// The bytes of ASCII text lowercased, each run of white space one space, trimmed at both
    /// ends (`normalized`, for ASCII), one byte at a time: what `hashNormalized` hashes and
    /// `sameNormalized` compares.
    private struct NormalizedASCII {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0
        var pendingSpace = false
        var started = false
        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func next() -> UInt8? {
            while at < bytes.count {
                let byte = bytes[at]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                    pendingSpace = started
                    at += 1
                default:
                    if pendingSpace { pendingSpace = false; return 0x20 }
                    started = true
                    at += 1
                    return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                }
            }
            return nil
        }
    }

    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
