import CurriculumCompiler
import CurriculumModel
import CurriculumSyntax
import Foundation

/// `curriculum simulate LESSON-ID --answers SEQ`: plays a scripted learner through a lesson with
/// the lesson's own rubric, so curriculum designers can see what a rubric asks of a child before
/// the app ships it.
package enum SimulateCommand: Command {
    package static let name = "simulate"
    package static let summary = "Play a scripted learner through a lesson and show how mastery moves."
    package static let synopsis = "LESSON-ID --answers SEQ [--format text|json] [PATH]"
    package static let discussion = """
        SEQ is one letter per answer: c (correct), h (correct with one hint), x (incorrect), with | \
        between sessions, which take place on days 1, 2, 3, … A session may be shorter than the \
        lesson; a longer one goes round its items again. The rubric is the manifest's `rubric` with \
        the lesson's `rubric` over it; points come from badges.yaml. Example: \
        curriculum simulate k.counting.count-objects.l1 --answers "ccccc|chcxc"
        """
    package static let options: [OptionSpec] = [
        .value("--answers", "SEQ", "The answers: c, h or x each, sessions separated by |."),
        .value("--format", "FORMAT", "text (default) or json."),
    ]

    /// What `--format` prints the run as.
    enum Format: String, OutputFormat {
        case text, json
    }

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard let lessonID = args.positionals.first, args.positionals.count <= 2 else {
            throw UsageError("simulate takes a lesson id and optionally the curriculum folder")
        }
        guard let answers = args.value("--answers") else { throw UsageError("simulate needs --answers SEQ, e.g. --answers ccccc|ccccc") }
        let sessions = try parse(answers)
        let format = try Format.chosen(by: args, showingUsage: true)
        let display = curriculumPath(args)
        let root = io.url(for: display)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDir), isDir.boolValue else {
            io.err("error: cannot read '\(display)': no such folder (give the curriculum folder as PATH)\n")
            return .failure
        }
        let compilation = try Compiler.compile(root: root, displayRoot: display)
        let catalog = compilation.catalog
        guard let lesson = catalog.lessons.first(where: { $0.id.value == lessonID }) else {
            throw UsageError("unknown lesson '\(lessonID)'" + EditDistance.didYouMean(closestTo: lessonID, in: catalog.lessons.map(\.id.value)))
        }
        if compilation.hasErrors {
            let n = compilation.diagnostics.filter { $0.severity == .error }.count
            io.err("note: the curriculum has \(n) error\(n == 1 ? "" : "s"); `curriculum lint` lists them\n")
        }
        let (rubric, problems) = resolvedRubric(for: lesson, in: catalog)
        for problem in problems { io.err("warning: \(TerminalSafe.escape("\(problem)"))\n") }
        let points = catalog.badges.map { PointsRule(perCorrectAnswer: $0.pointsPerCorrect, perHint: $0.pointsPerHint) } ?? .standard
        let result = LearnerSimulation(rubric: rubric, pointsRule: points).run(
            sessions.enumerated().map { PracticeSession(day: $0.offset + 1, answers: $0.element) })
        let simulation = Simulation(lesson: lesson, rubric: rubric, result: result)
        switch format {
        case .json: io.out(simulation.json().jsonText())
        case .text: io.out(TerminalSafe.escape(simulation.text(), keepingLineBreaks: true))
        }
        return .success
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        ErrorDescription.message(error, path: curriculumPath(args), action: .read)
    }

    /// PATH, else the default curriculum folder.
    static func curriculumPath(_ args: ParsedArguments) -> String {
        args.positionals.count == 2 ? args.positionals[1] : CompileRequest.defaultRoot
    }

    /// `ccx|hcc` → two sessions of answers.
    static func parse(_ sequence: String) throws -> [[AnswerOutcome]] {
        guard !sequence.isEmpty else { throw UsageError("--answers is empty; give c, h or x for each answer") }
        var sessions: [[AnswerOutcome]] = [[]]
        for (offset, character) in sequence.enumerated() {
            switch character {
            case "c", "C": sessions[sessions.count - 1].append(.correct(hints: 0))
            case "h", "H": sessions[sessions.count - 1].append(.correct(hints: 1))
            case "x", "X": sessions[sessions.count - 1].append(.incorrect)
            case "|": sessions.append([])
            default:
                throw UsageError("--answers: '\(character)' at position \(offset + 1) is not c (correct), h (correct with a hint), x (incorrect) or | (next session)")
            }
        }
        if let empty = sessions.firstIndex(where: \.isEmpty) {
            throw UsageError("--answers: session \(empty + 1) has no answers")
        }
        return sessions
    }

    /// The lesson's rubric as the compiler resolves it (Catalog.rubric(for:)), with what the
    /// engine would reject about it.
    static func resolvedRubric(for lesson: Lesson, in catalog: Catalog) -> (Rubric, [String]) {
        let rubric = catalog.rubric(for: lesson)
        return (rubric, rubric.problems.map { "rubric: \($0)" })
    }
}

/// One simulated run and how it prints.
struct Simulation {
    var lesson: Lesson
    var rubric: Rubric
    var result: SimulationResult

    func itemID(_ step: MasteryStep) -> String {
        guard !lesson.items.isEmpty else { return "#\(step.item)" }
        return lesson.items[(step.item - 1) % lesson.items.count].id.value
    }

    static func letter(_ answer: AnswerOutcome) -> String {
        switch answer {
        case .incorrect: "x"
        case .correct(let hints): hints == 0 ? "c" : "h"
        }
    }

    static func word(_ answer: AnswerOutcome) -> String {
        switch answer {
        case .incorrect: "incorrect"
        case .correct(let hints): hints == 0 ? "correct" : hints == 1 ? "hint" : "\(hints) hints"
        }
    }

    static func decimal(_ x: Double) -> String {
        let hundredths = Int((x * 100).rounded())
        let tail = String(abs(hundredths) % 100)
        return "\(hundredths / 100).\(tail.count == 1 ? "0" + tail : tail)"
    }

    /// Six decimal places at most, so 0.9 stays 0.9 after averaging.
    static func rounded(_ x: Double) -> JSONValue { .double((x * 1_000_000).rounded() / 1_000_000) }

    func text() -> String {
        var out = "lesson \(lesson.id.value)"
        out += lesson.skill.map { " (skill \($0.value), " } ?? " ("
        out += "\(lesson.items.count) item\(lesson.items.count == 1 ? "" : "s"))\n"
        out += "rubric: threshold \(rubric.threshold) over the last \(rubric.window) answers of a session, in \(rubric.sessions) session\(rubric.sessions == 1 ? "" : "s"); "
        out += "hint penalty \(rubric.hintPenalty); max difficulty \(rubric.maxDifficulty); reviews after \(rubric.reviewIntervals.map(String.init).joined(separator: ", ")) days\n\n"
        let header = ["session", "day", "item", "answer", "score", "window", "state", "difficulty", "points", "total"]
        var rows = [header]
        for step in result.steps {
            rows.append([
                String(step.session), String(step.day), itemID(step), Self.word(step.answer), Self.decimal(step.score),
                step.windowAverage.map(Self.decimal) ?? "-", step.state.rawValue,
                String(step.difficulty), String(step.points), String(step.totalPoints),
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            out += row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }.joined() + "\n"
        }
        out += "\nstate: \(result.finalState.rawValue)"
        if let day = result.masteredOnDay { out += " (since day \(day))" }
        out += "\ndifficulty: \(result.difficulty)\npoints: \(result.totalPoints)\n"
        out += "next review: \(result.nextReviewDay.map { "day \($0)" } ?? "none")\n"
        return out
    }

    func json() -> JSONValue {
        [
            "lesson": .string(lesson.id.value),
            "skill": lesson.skill.map { .string($0.value) } ?? .null,
            "rubric": [
                "threshold": .double(rubric.threshold), "window": .int(rubric.window), "sessions": .int(rubric.sessions),
                "hintPenalty": .double(rubric.hintPenalty), "maxDifficulty": .int(rubric.maxDifficulty),
                "reviewIntervals": .array(rubric.reviewIntervals.map(JSONValue.int)),
            ],
            "steps": .array(result.steps.map { step in
                [
                    "session": .int(step.session), "day": .int(step.day), "item": .string(itemID(step)),
                    "answer": .string(Self.letter(step.answer)), "hints": .int(step.answer.hints),
                    "score": Self.rounded(step.score), "windowAverage": step.windowAverage.map(Self.rounded) ?? .null,
                    "state": .string(step.state.rawValue), "difficulty": .int(step.difficulty),
                    "nextDifficulty": .int(step.nextDifficulty), "points": .int(step.points),
                    "totalPoints": .int(step.totalPoints), "isReview": .bool(step.isReview),
                ]
            }),
            "state": .string(result.finalState.rawValue),
            "difficulty": .int(result.difficulty),
            "points": .int(result.totalPoints),
            "nextReviewDay": result.nextReviewDay.map(JSONValue.int) ?? .null,
            "masteredOnDay": result.masteredOnDay.map(JSONValue.int) ?? .null,
        ]
    }
}
