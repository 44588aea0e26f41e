import CurriculumCompiler
import CurriculumSyntax

/// A command's flags and options, and a parser that reports misuse with the nearest valid
/// spelling. Small on purpose: the project takes no package dependencies.
///
/// A `.value` option may be given once: a second `--out` is a usage error, not a silent
/// override. An option declared `nonEmpty()` (paths: `--out`, `--baseline`, …) refuses an
/// empty value (`--out ""`, `--out=`), which is almost always an unset shell variable and would
/// otherwise mean the current folder.
package struct OptionSpec: Sendable {
    package enum Kind: Sendable { case flag, value, repeated }
    package var name: String
    package var kind: Kind
    package var valueName: String
    package var help: String
    /// `--name ""` is a usage error.
    package var requiresNonEmpty = false

    /// The same option, refusing an empty value:
    /// `.value("--out", "DIR", "Where bundles go.").nonEmpty()`.
    package func nonEmpty() -> OptionSpec {
        var copy = self
        copy.requiresNonEmpty = true
        return copy
    }

    package static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, valueName: "", help: help)
    }
    package static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .value, valueName: valueName, help: help)
    }
    package static func repeated(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .repeated, valueName: valueName, help: help)
    }
}

package struct ParsedArguments: Sendable {
    package var flags: Set<String> = []
    package var values: [String: [String]] = [:]
    package var positionals: [String] = []

    package func has(_ flag: String) -> Bool { flags.contains(flag) }
    package func value(_ name: String) -> String? { values[name]?.last }
    package func all(_ name: String) -> [String] { values[name] ?? [] }
}

package enum ArgumentParser {
    package static func parse(_ args: [String], options: [OptionSpec]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < args.count {
            let arg = args[index]
            index += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            var name = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)'" + EditDistance.didYouMean(closestTo: name, in: options.map(\.name) + ["--help"]))
            }
            switch spec.kind {
            case .flag:
                if inline != nil { throw UsageError("option '\(name)' takes no value") }
                result.flags.insert(name)
            case .value, .repeated:
                let value: String
                if let inline {
                    value = inline
                } else if index < args.count {
                    value = args[index]
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value (\(spec.valueName))")
                }
                if value.isEmpty && spec.requiresNonEmpty {
                    throw UsageError("option '\(name)' needs a value (\(spec.valueName)), not an empty string")
                }
                if spec.kind == .value, let earlier = result.values[name]?.first {
                    throw UsageError("option '\(name)' is given twice ('\(earlier)' and '\(value)'); give it once")
                }
                result.values[name, default: []].append(value)
            }
        }
        return result
    }
}
