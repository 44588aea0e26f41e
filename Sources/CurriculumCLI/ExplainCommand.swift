import CurriculumCompiler
import CurriculumSyntax

/// `curriculum explain ID`: a rule's summary, rationale and examples.
package enum ExplainCommand: Command {
    package static let name = "explain"
    package static let summary = "Explain a rule: why it exists, and examples that do and do not trigger it."
    package static let synopsis = "RULE-ID"
    package static let options: [OptionSpec] = []

    package static func run(_ args: ParsedArguments, _ io: CommandIO) -> ExitCode {
        guard args.positionals.count == 1, let id = args.positionals.first else {
            io.err("error: explain takes one rule id\nUSAGE: curriculum explain \(synopsis)\n")
            return .usage
        }
        guard let rule = RuleRegistry.description(of: id.uppercased()) else {
            io.err("error: unknown rule '\(id)'" + EditDistance.didYouMean(closestTo: id.uppercased(), in: RuleRegistry.all.map(\.id)) + "\n")
            return .usage
        }
        var text = "\(rule.id) (\(rule.severity.rawValue)): \(rule.summary)\n\n\(rule.rationale)\n"
        func lines(_ body: String) {
            guard !body.isEmpty else { return }
            for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast(body.hasSuffix("\n") ? 1 : 0) {
                text += "  " + line.replacingOccurrences(of: "\u{FEFF}", with: "<BOM>").replacingOccurrences(of: "\u{0}", with: "<NUL>").replacingOccurrences(of: "\r", with: "<CR>") + "\n"
            }
        }
        // Paths as a reader finds them in the repository: the curriculum lives in curriculum/.
        // Shown without the markers that tell the tests where a finding must appear.
        func show(_ title: String, _ examples: [RuleExample]) {
            guard !examples.isEmpty else { return }
            text += "\n\(title):\n"
            for example in examples.map(\.unmarked) {
                for (path, kind) in example.specialFiles {
                    text += "\n  # \(path): \(kind)\n"
                    if case .latin1Name(let content) = kind {
                        for line in content.split(separator: "\n", omittingEmptySubsequences: false).dropLast(content.hasSuffix("\n") ? 1 : 0) {
                            text += "  " + line + "\n"
                        }
                    }
                }
                for file in example.files {
                    text += "\n  # curriculum/\(file.path)\(file.text.isEmpty ? ", an empty file" : "")\n"
                    lines(file.text)
                }
                for edit in example.edits {
                    switch edit.placement {
                    case .replacing: text += "\n  # curriculum/\(edit.path), in place of \(edit.place):\n"
                    case .after: text += "\n  # curriculum/\(edit.path), after \(edit.place):\n"
                    }
                    lines(edit.text)
                }
            }
        }
        if RuleRegistry.outputRules.contains(where: { $0.id == rule.id }) {
            text += "\nEach example is a change made after `curriculum build`, then built again.\n"
        }
        show("Triggers", rule.triggering)
        show("Does not trigger", rule.nonTriggering)
        io.out(text)
        return .success
    }
}
