/// `curriculum rules`: every rule with its default severity and summary.
public enum RulesCommand: Command {
    public static let name = "rules"
    public static let summary = "List every rule with its id, default severity and summary."
    public static let synopsis = "[--format text|json] [--family FAMILY]"
    public static let options: [OptionSpec] = [
        .value("--format", "FORMAT", "text (default) or json."),
        .value("--family", "FAMILY", "Only rules of one family, e.g. ITEM or COPY."),
    ]

    public static func run(_ args: ParsedArguments, _ io: CommandIO) -> ExitCode {
        var rules = RuleRegistry.all
        if let family = args.value("--family")?.uppercased() {
            let families = Set(rules.map(\.family))
            guard families.contains(family) else {
                var message = "error: unknown rule family '\(family)'"
                if let near = EditDistance.closest(to: family, in: families) { message += "; did you mean '\(near)'?" }
                io.err(message + "\n")
                return .usage
            }
            rules = rules.filter { $0.family == family }
        }
        switch args.value("--format") ?? "text" {
        case "text":
            let width = rules.map(\.id.count).max() ?? 0
            for rule in rules {
                io.out(rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.summary + "\n")
            }
            io.out("\(rules.count) rules. Run `curriculum explain ID` for the rationale and examples.\n")
        case "json":
            let json = JSON.array(rules.map { ["id": .string($0.id), "severity": .string($0.severity.rawValue), "summary": .string($0.summary), "family": .string($0.family)] })
            io.out(json.serialized())
        case let other:
            io.err("error: unknown format '\(other)'; expected text or json\n")
            return .usage
        }
        return .success
    }
}
