import CurriculumLanguageServer
import CurriculumCompiler
import Foundation

/// `curriculum lsp`: the language server, over standard input and output.
package enum LSPCommand: Command {
    package static let name = "lsp"
    package static let summary = "Run the language server (LSP 3.17 over stdio) for editors."
    package static let synopsis = "[--stdio] [--rule ID=LEVEL]... [--strict]"
    package static let options: [OptionSpec] = [
        .flag("--stdio", "Talk over standard input and output (the default and only transport)."),
        .repeated("--rule", "ID=LEVEL", "Set a rule's severity for this server: off, info, warning or error."),
        .flag("--strict", "Report warnings as errors."),
        .value("--max-message-bytes", "N", "Refuse (and skip) a message larger than N bytes; default 64 MiB."),
    ]
    package static let discussion = """
        An editor starts this command and talks to it; authors do not run it by hand. Every
        finding `curriculum lint` reports appears as the author types, in every file it
        concerns, with quick fixes, hover, go to definition, references, completion and an
        outline. Set-up for Neovim, Helix, Emacs and VS Code: docs/editors.md.
        """

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        let options: CompileOptions
        do {
            options = try CompileRequest.options(from: args)
        } catch {
            // The mistake alone, without the usage text.
            throw CommandFailure(error.message, .usage)
        }
        var limit = 64 << 20
        if let text = args.value("--max-message-bytes") {
            guard let n = Int(text), n > 0 else {
                io.err("error: --max-message-bytes expects a positive number of bytes, got '\(text)'\n")
                return .usage
            }
            limit = n
        }
        let code = LanguageServer(input: 0, output: 1, options: options, maxMessageBytes: limit).run()
        return code == 0 ? .success : .contentErrors
    }
}
