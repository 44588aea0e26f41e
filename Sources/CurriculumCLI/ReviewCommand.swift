import CurriculumCompiler
import CurriculumModel
import CurriculumSyntax
import Foundation

/// `curriculum review status|approve|diff`: reviewers' sign-offs tied to the content they
/// approved (docs/reviews.md). Approvals live in the curriculum's `reviews/` folder, one file
/// per lesson and kind of review, each naming the SHA-256 of what was approved; status and diff
/// compare them with the curriculum as it is now.
package enum ReviewCommand: Command {
    package static let name = "review"
    package static let summary = "Record reviewers' approvals of items, and show what changed since them."
    package static let synopsis = """
        status [PATH] [--kind KIND] [--format text|json]
               curriculum review approve LESSON-OR-UNIT… --kind KIND --by NAME [--date YYYY-MM-DD] [PATH]
               curriculum review diff [PATH] [--kind KIND] [--format text|json]
        """
    package static let discussion = """
        KIND is content (a teacher's read), accessibility, or translation-LOCALE (a bilingual \
        check of an item's strings in that locale, e.g. translation-es-US). An approval records \
        the SHA-256 of what the reviewer saw: the item's record as the bundle writes it, or its \
        strings in the locale. It holds while that stays the same, so a comment or a reordering \
        of keys lapses nothing, and any change that ships lapses it. PATH is the curriculum \
        folder (default: the one the current folder is in, else curriculum); status and diff \
        also take a folder or file inside it, to report only its lessons.

        `status` counts, per grade, unit and lesson, the items approved, changed since approval \
        and never reviewed, and names every changed item (json lists every item). Without \
        --kind it reports every kind the review files hold, or content when there are none.

        `approve` approves every item of the lessons named (lesson, skill or unit ids; globs \
        such as k.counting.* allowed) as they are now, by NAME on --date (default today, UTC), \
        in PATH/reviews/KIND/<lesson id>.yaml, one line per item, and keeps what was approved in \
        PATH/reviews/approved/<sha256>.json. An item with an error is refused and keeps any \
        approval it had; the command then exits 1. An item already approved as it is keeps its \
        approval. Example: curriculum review approve k.counting.count-objects.l1 --kind content --by "Ana Ruiz"

        `diff` shows, for every item changed since its approval, each field that changed, \
        before and after.

        The REVIEW rules report the same on every `lint` once turned on in the manifest, and \
        `curriculum build --require-review KIND` refuses to write bundles while any item lacks a \
        current approval.
        """
    package static let options: [OptionSpec] = [
        .value("--kind", "KIND", "content, accessibility or translation-LOCALE (e.g. translation-es-US)."),
        .value("--by", "NAME", "approve: the reviewer's name, as the record keeps it."),
        .value("--date", "YYYY-MM-DD", "approve: the day of the review (default today, UTC)."),
        .value("--format", "FORMAT", "status and diff: text (default) or json."),
    ]

    static let actions = ["status", "approve", "diff"]
    static let allowed: [String: Set<String>] = [
        "status": ["--kind", "--format"], "approve": ["--kind", "--by", "--date"], "diff": ["--kind", "--format"],
    ]

    enum Format: String, OutputFormat { case text, json }

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard let action = args.positionals.first else { throw UsageError("review needs an action: status, approve or diff") }
        guard actions.contains(action) else {
            throw UsageError("unknown review action '\(TerminalSafe.escape(action))'; expected status, approve or diff" + EditDistance.didYouMean(closestTo: action, in: actions))
        }
        for option in Set(args.values.keys).union(args.flags).sorted() where !(allowed[action]?.contains(option) ?? false) {
            throw UsageError("option '\(option)' does not apply to review \(action)")
        }
        let rest = Array(args.positionals.dropFirst())
        switch action {
        case "approve": return try approve(args, rest, io)
        case "diff": return try diff(args, rest, io)
        default: return try status(args, rest, io)
        }
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        // What approve cannot write names its own file; status and diff read the curriculum.
        guard args.positionals.first != "approve" else { return nil }
        return ErrorDescription.message(error, path: args.positionals.dropFirst().last ?? CompileRequest.defaultRoot, action: .read)
    }

    /// `--kind`, when given.
    static func kind(_ args: ParsedArguments) throws -> ReviewKind? {
        guard let text = args.value("--kind") else { return nil }
        guard let kind = ReviewKind(text) else {
            throw UsageError("unknown review kind '\(TerminalSafe.escape(text))'; expected content, accessibility or translation-LOCALE such as translation-es-US"
                + EditDistance.didYouMean(closestTo: text, in: ReviewKind.examples))
        }
        return kind
    }

    /// The curriculum at PATH (or the folder or file inside it), compiled; what could be read
    /// is reported on, as coverage does. With it, the lessons PATH holds.
    static func compile(_ path: [String], _ io: CommandIO) throws -> (Compilation, [Lesson]) {
        guard path.count <= 1 else { throw UsageError("review takes one curriculum folder or file") }
        guard let compilation = try CompileRequest(paths: path, options: CompileOptions()).run(io: io).first else {
            throw CommandFailure("no curriculum to read", .failure)
        }
        let errors = compilation.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            io.err("note: the curriculum has \(errors) error\(errors == 1 ? "" : "s") (run `curriculum lint`); its items are what could be read\n")
        }
        let files = Set(compilation.files)
        return (compilation, compilation.catalog.lessons.filter { files.contains($0.path) })
    }

    // MARK: - status

    static func status(_ args: ParsedArguments, _ path: [String], _ io: CommandIO) throws -> ExitCode {
        let format = try Format.chosen(by: args, suggesting: true, showingUsage: true)
        let only = try kind(args)
        let (compilation, lessons) = try compile(path, io)
        let kinds = only.map { [$0] } ?? ReviewStatus.kinds(in: compilation.catalog)
        let reports = kinds.map { ReviewStatusReport(status: ReviewStatus(catalog: compilation.catalog, kind: $0, lessons: lessons), catalog: compilation.catalog) }
        switch format {
        case .json: io.out(JSONValue.object(["reviews": .array(reports.map(\.json))]).jsonText())
        case .text: io.out(TerminalSafe.escape(reports.map(\.text).joined(separator: "\n"), keepingLineBreaks: true))
        }
        return .success
    }

    // MARK: - diff

    static func diff(_ args: ParsedArguments, _ path: [String], _ io: CommandIO) throws -> ExitCode {
        let format = try Format.chosen(by: args, suggesting: true, showingUsage: true)
        let only = try kind(args)
        let (compilation, lessons) = try compile(path, io)
        let kinds = only.map { [$0] } ?? ReviewStatus.kinds(in: compilation.catalog)
        let snapshots = ApprovedSnapshots(root: compilation.root)
        let reports = kinds.map { kind in
            ReviewDiffReport(
                status: ReviewStatus(catalog: compilation.catalog, kind: kind, lessons: lessons), catalog: compilation.catalog,
                snapshots: snapshots, displayRoot: compilation.displayRoot)
        }
        switch format {
        case .json: io.out(JSONValue.object(["reviews": .array(reports.map(\.json))]).jsonText())
        case .text: io.out(TerminalSafe.escape(reports.map(\.text).joined(separator: "\n"), keepingLineBreaks: true))
        }
        return .success
    }

    // MARK: - approve

    static func approve(_ args: ParsedArguments, _ rest: [String], _ io: CommandIO) throws -> ExitCode {
        guard let kind = try kind(args) else { throw UsageError("review approve needs --kind, e.g. --kind content") }
        guard let by = args.value("--by") else { throw UsageError("review approve needs --by NAME, the reviewer's name") }
        let name = by.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.unicodeScalars.count <= 100, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }) else {
            throw UsageError("--by takes the reviewer's name: 1 to 100 characters on one line, got '\(TerminalSafe.escape(by))'")
        }
        let date = try approvalDate(args.value("--date"))
        // A folder is the curriculum; anything else names lessons (ids never hold a '/').
        var paths: [String] = [], patterns: [String] = []
        for word in rest {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: io.url(for: word).path, isDirectory: &isFolder), isFolder.boolValue {
                paths.append(word)
            } else {
                patterns.append(contentsOf: word.split(separator: ",").map(String.init))
            }
        }
        guard paths.count <= 1 else { throw UsageError("review approve takes one curriculum folder, got \(paths.map { "'\(TerminalSafe.escape($0))'" }.joined(separator: " and "))") }
        guard !patterns.isEmpty else { throw UsageError("review approve needs the lessons to approve: lesson, skill or unit ids such as k.counting.count-objects.l1") }
        let (compilation, _) = try compile(paths, io)
        let ids: [String]
        do {
            ids = try LessonSelection(patterns).lessonIDs(in: compilation.catalog)
        } catch {
            throw CommandFailure(messages: error.patterns.map { "'\(TerminalSafe.escape($0.pattern))' names no lesson, skill or unit" + EditDistance.didYouMean($0.suggestions) }, .usage)
        }
        let chosen = Set(ids)
        let lessons = compilation.catalog.lessons.filter { chosen.contains($0.id.value) }
        let approval = ReviewApproval(compilation: compilation, lessons: lessons, kind: kind, by: name, date: date)
        try approval.write()
        var refused = 0
        for plan in approval.lessons {
            let record = TerminalSafe.escape(DisplayPath.join(compilation.displayRoot, plan.recordPath))
            let lesson = TerminalSafe.escape(plan.lesson.id.value)
            if !plan.approved.isEmpty {
                io.err("approved \(plan.approved.count) of \(plan.lesson.items.count) items of \(lesson) (\(kind.phrase) by \(TerminalSafe.escape(name)) on \(date)) in \(record)\n")
            }
            if !plan.unchanged.isEmpty {
                let n = plan.unchanged.count
                io.err("\(lesson): \(n) item\(n == 1 ? "" : "s") already approved as \(n == 1 ? "it is" : "they are")\n")
            }
            for item in plan.dropped {
                io.err("\(lesson): dropped the approval of \(TerminalSafe.escape(item)), which the lesson no longer has\n")
            }
            for refusal in plan.refused {
                refused += 1
                io.err("error: \(TerminalSafe.escape(refusal.item.fullID)) is not approved: \(TerminalSafe.escape(refusal.reason))\n")
            }
        }
        if refused > 0 {
            io.err("\(refused) item\(refused == 1 ? " was" : "s were") not approved: fix \(refused == 1 ? "it" : "them") and approve again\n")
            return .contentErrors
        }
        return .success
    }

    /// `--date`, or today in UTC: a real day written `YYYY-MM-DD`.
    static func approvalDate(_ given: String?) throws -> String {
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd"
        guard let given else { return format.string(from: Date()) }
        guard given.utf8.count == 10, let day = format.date(from: given), format.string(from: day) == given else {
            throw UsageError("--date takes a day written YYYY-MM-DD, such as 2025-11-29, got '\(TerminalSafe.escape(given))'")
        }
        return given
    }
}
