import Foundation

@testable import CurriculumCompiler

/// What the goldens cannot say on their own: which files wait for the Shape stage, and which
/// show a compiler bug (with what a user should see instead). Both are written into the goldens
/// as `#` comments, so a reader never mistakes today's output for the blessed one.
enum BadInputExpectations {
    typealias Result = BadInput.Result

    // MARK: Awaiting the Shape stage

    /// Rules an item's problem may come out as: its own, or the item-type composition's.
    static func inItem(_ rules: String...) -> Set<String> { Set(rules).union(["SCHEMA-COMPOSITION"]) }

    /// Files that report nothing until JSON Schema validation lands, with the rules any of which
    /// should then fire. Remove an entry once its file reports (testFilesAwaitingTheShapeStage
    /// says which) and regenerate the goldens.
    static let awaitingShapeStage: [String: Set<String>] = [
        // a string, list, null, boolean or float where the schema wants another type
        "type-answer-word": inItem("SCHEMA-TYPE"),
        "type-answer-list": inItem("SCHEMA-TYPE"),
        "type-answer-float": inItem("SCHEMA-TYPE"),
        "type-answer-null": inItem("SCHEMA-TYPE", "SCHEMA-REQUIRED"),
        "type-count-string": inItem("SCHEMA-TYPE"),
        "type-count-float": inItem("SCHEMA-TYPE"),
        "type-count-boolean": inItem("SCHEMA-TYPE"),
        "type-count-null": inItem("SCHEMA-TYPE"),
        "type-items-mapping": ["SCHEMA-TYPE"],
        "type-items-scalar": ["SCHEMA-TYPE"],
        "type-items-list-of-strings": inItem("SCHEMA-TYPE"),
        "type-objects-list": inItem("SCHEMA-TYPE"),
        "type-hints-string": inItem("SCHEMA-TYPE"),
        "type-feedback-string": inItem("SCHEMA-TYPE"),
        "type-prompt-list": inItem("SCHEMA-TYPE"),
        "type-prompt-null": inItem("SCHEMA-TYPE", "SCHEMA-REQUIRED"),
        "type-order-string": ["SCHEMA-TYPE"],
        "type-quickcheck-yes": inItem("SCHEMA-TYPE"),
        "type-id-list": ["SCHEMA-TYPE"],
        "type-skill-null": ["SCHEMA-TYPE", "SCHEMA-REQUIRED"],
        "type-rubric-threshold-word": ["SCHEMA-TYPE"],
        "type-unit-skills-string": ["SCHEMA-TYPE"],
        "type-root-sequence": ["SCHEMA-TYPE", "SCHEMA-KIND"],
        "type-root-scalar": ["SCHEMA-TYPE", "SCHEMA-KIND"],
        "number-float-overflow": inItem("SCHEMA-TYPE"),
        // numbers out of range, lists too long
        "type-order-negative": ["SCHEMA-RANGE"],
        "type-difficulty-out-of-range": inItem("SCHEMA-RANGE"),
        "type-rubric-threshold-above-one": ["SCHEMA-RANGE"],
        "type-options-five": inItem("SCHEMA-RANGE"),
        // values outside an enum
        "type-stage-unknown": ["SCHEMA-ENUM"],
        "type-role-unknown": ["SCHEMA-ENUM"],
        "type-item-type-misspelled": inItem("SCHEMA-ENUM"),
        "type-arrangement-unknown": inItem("SCHEMA-ENUM"),
        "type-frames-three": inItem("SCHEMA-ENUM"),
        // ids that do not match their pattern (and would become file names)
        "type-id-number": inItem("SCHEMA-PATTERN"),
        "id-dotdot-etc-passwd": ["SCHEMA-PATTERN"],
        "id-absolute-path": ["SCHEMA-PATTERN"],
        "id-item-escape": inItem("SCHEMA-PATTERN"),
        "id-unit-escape": ["SCHEMA-PATTERN"],
        // unknown, misspelled or missing kinds
        "kind-unknown": ["SCHEMA-KIND"],
        "kind-misspelled": ["SCHEMA-KIND"],
        "kind-lowercase": ["SCHEMA-KIND"],
        "kind-missing": ["SCHEMA-KIND"],
        "kind-null": ["SCHEMA-KIND"],
        "kind-list": ["SCHEMA-KIND"],
        "kind-trailing-space-quoted": ["SCHEMA-KIND"],
        "field-key-case": ["SCHEMA-KIND", "SCHEMA-UNKNOWN-FIELD"],
        // unknown fields (with "did you mean")
        "field-unknown-top-level": ["SCHEMA-UNKNOWN-FIELD"],
        "field-unknown-item": inItem("SCHEMA-UNKNOWN-FIELD"),
        "field-unknown-nested": inItem("SCHEMA-UNKNOWN-FIELD"),
        "field-snake-case": inItem("SCHEMA-UNKNOWN-FIELD"),
        "field-feedback-typo": inItem("SCHEMA-UNKNOWN-FIELD"),
        "merge-key-quoted": ["SCHEMA-UNKNOWN-FIELD"],
    ]

    // MARK: Known compiler issues

    struct Entry: Sendable {
        var issue: KnownIssue
        /// True once the compiler does what a user should see.
        var isFixed: @Sendable (Result) -> Bool
    }

    static func entry(_ id: String, _ summary: String, fixed: @escaping @Sendable (Result) -> Bool) -> Entry {
        Entry(issue: KnownIssue(id: id, summary: summary), isFixed: fixed)
    }

    static func any(at line: Int, _ column: Int) -> @Sendable (Result) -> Bool {
        { r in r.findings.contains { $0.location.line == line && $0.location.column == column } }
    }

    /// libyaml reports some problems where it gave up rather than where the mistake is; its
    /// context mark (shown as a note) is the mistake. The primary location should be that mark.
    static func libyamlGaveUpLate(_ what: String, should line: Int, _ column: Int) -> Entry {
        entry(
            "LOC-LIBYAML-PROBLEM-MARK",
            "\(what): YAML-SYNTAX points where libyaml gave up, not at the mistake; it should point at \(line):\(column), where the note (libyaml's context mark) already points",
            fixed: { $0.has("YAML-SYNTAX", at: line, column) })
    }

    /// Corpus files whose output is wrong today. The goldens hold today's output, marked with
    /// the issue; testKnownIssuesInTheCorpus fails once an issue is fixed, so the entry goes.
    static let knownIssues: [String: Entry] = [
        "syntax-simple-key-missing-colon": libyamlGaveUpLate("'difficulty 1' (no colon) on line 14 is reported on line 15", should: 14, 5),
        "syntax-simple-key-at-eof": libyamlGaveUpLate("'title' (no colon) on the last line (36) is reported on line 37, past the end of the file", should: 36, 1),
        "syntax-block-scalar-explicit-indent-too-small": libyamlGaveUpLate("the dedented 'pears?' on line 17 is reported on line 18", should: 17, 5),
        "syntax-quote-double-unterminated": libyamlGaveUpLate("an unclosed \" on line 15 is reported at the end of the file (36:1)", should: 15, 13),
        "syntax-quote-single-unterminated": libyamlGaveUpLate("an unclosed ' on line 15 is reported at the end of the file (36:1)", should: 15, 13),
        "syntax-flow-sequence-unclosed": libyamlGaveUpLate("an unclosed [ on line 29 is reported on the next line's 'answer:'", should: 29, 12),
        "syntax-flow-sequence-unclosed-at-eof": libyamlGaveUpLate("an unclosed [ on the last line (25, no final newline) is reported at 26:1, past the end of the file", should: 25, 12),
        "syntax-flow-mapping-unclosed": libyamlGaveUpLate("an unclosed { on line 16 is reported on the next line's 'answer:'", should: 16, 14),
        "alias-duplicates-item": entry(
            "LOC-ALIAS-COPY",
            "an alias (*pear, 24:5) that repeats item i1 gives REF-DUPLICATE-ID at the anchor's position 12:9, the same place as its 'first defined here' note; it should point at the alias",
            fixed: { $0.has("REF-DUPLICATE-ID", at: 24, 5) }),
        "bytes-cr-only-with-invalid-byte": entry(
            "LOC-CR-LINE-BREAKS",
            "with old-Mac CR line breaks, YAML-ENCODING says 1:335 (SourceFile.position(ofByte:) counts only LF) while libyaml's marks count CR as a break; the byte is at 15:22",
            fixed: { $0.has("YAML-ENCODING", at: 15, 22) }),
        "nesting-via-aliases": entry(
            "NESTING-THROUGH-ALIASES",
            "aliases of aliases (&d1 [*d0], &d2 [*d1], …) build a tree 400 deep with no YAML-NESTING: the depth limit counts events, not the depth an alias copies in",
            fixed: { $0.has("YAML-NESTING") }),
        "tag-int-on-word": entry(
            "TAG-NOT-CHECKED",
            "`answer: !!int six` is read as the string 'six' with no diagnostic; a core tag that does not fit its value should be reported at 17:13",
            fixed: any(at: 17, 13)),
        "tag-on-mapping": entry(
            "TAG-ON-COLLECTION",
            "tags on mappings (`!!omap {…}`) are dropped silently; only scalar tags get YAML-TAG. Expected at 16:14",
            fixed: any(at: 16, 14)),
        "tag-on-sequence": entry(
            "TAG-ON-COLLECTION",
            "tags on sequences (`!!set […]`) are dropped silently; only scalar tags get YAML-TAG. Expected at 18:12",
            fixed: any(at: 18, 12)),
        "tag-python-object": entry(
            "TAG-ON-COLLECTION",
            "`!!python/object:os.system [rm -rf /]` on a sequence is dropped silently (harmless, never run, but unreported). Expected at 17:13",
            fixed: any(at: 17, 13)),
        "bytes-bom-mid-file": entry(
            "BOM-INSIDE",
            "a byte order mark inside a prompt (15:22) is accepted silently (YAML 1.2 allows one only at the start of a document, or escaped in quotes); it hides an invisible U+FEFF in child-facing text",
            fixed: any(at: 15, 22)),
        "bytes-bom-twice": entry(
            "BOM-INSIDE",
            "a second byte order mark right after the first (1:2) is read into the first key silently; only the first gets YAML-BOM",
            fixed: any(at: 1, 2)),
        "bytes-utf16le-no-bom": entry(
            "UTF16-WITHOUT-BOM",
            "UTF-16 without a byte order mark is reported as 'file contains a NUL byte' (1:2); it should say the file is UTF-16, as with a BOM",
            fixed: { $0.findings.contains { $0.message.contains("UTF-16") } }),
        "bytes-utf32le-bom": entry(
            "UTF32-CALLED-UTF16",
            "a UTF-32 file (BOM FF FE 00 00) is reported as 'file is UTF-16'",
            fixed: { $0.findings.contains { $0.message.contains("UTF-32") } }),
    ]

    /// The `#` lines a golden starts with.
    static func comments(for name: String) -> [String] {
        var out: [String] = []
        if let e = knownIssues[name] {
            out.append("KNOWN ISSUE \(e.issue.id): \(e.issue.summary)")
            out.append("(today's output below, not what a user should see; see BadInputExpectations.swift)")
        }
        if let rules = awaitingShapeStage[name] {
            out.append("awaiting the Shape stage: expect \(rules.sorted().joined(separator: " or "))")
        }
        return out
    }
}
