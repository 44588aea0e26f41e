import Foundation

/// `curriculum build`: lint, and only when there are no errors, write the bundles.
public enum BuildCommand: Command {
    public static let name = "build"
    public static let summary = "Check the curriculum and, when it has no errors, write its bundles."
    public static let synopsis = "[PATH] [--out DIR] [--force] [--format FORMAT] [--strict] [--rule ID=LEVEL]…"
    public static let options: [OptionSpec] = [
        .value("--out", "DIR", "Where bundles go (default dist)."),
        .flag("--force", "Overwrite a bundle version that exists with different content."),
        .value("--format", "FORMAT", "Format of diagnostics: \(Reporters.names.joined(separator: ", ")) (default text)."),
        .flag("--strict", "Treat warnings as errors."),
        .repeated("--rule", "ID=LEVEL", "Set a rule's severity for this run."),
    ]

    public static func run(_ args: ParsedArguments, _ io: CommandIO) -> ExitCode {
        guard args.positionals.count <= 1 else {
            io.err("error: build takes one curriculum folder\nUSAGE: curriculum build \(synopsis)\n")
            return .usage
        }
        do {
            let format = args.value("--format") ?? "text"
            let request = CompileRequest(paths: args.positionals, options: try CompileRequest.options(from: args))
            guard let compilation = try request.run(io: io).first else { return .failure }
            if compilation.hasErrors || format != "text" || !compilation.diagnostics.isEmpty {
                try io.emit(compilation.report(), format: format)
            }
            if compilation.hasErrors {
                io.err("build stopped: fix the errors above; nothing was written\n")
                return .contentErrors
            }
            let out = io.url(for: args.value("--out") ?? "dist")
            let writer = BundleWriter(outputDirectory: out, force: args.has("--force"))
            var refused = false
            for bundle in BundleBuilder(catalog: compilation.catalog).bundles() {
                switch try writer.write(bundle) {
                case .written(let name):
                    io.err("wrote \(args.value("--out") ?? "dist")/\(name) (\(bundle.files.count + 1) files, \(bundle.counts["lessons"] ?? 0) lessons, \(bundle.counts["items"] ?? 0) items)\n")
                case .unchanged(let name):
                    io.err("unchanged \(args.value("--out") ?? "dist")/\(name)\n")
                case .refused(let name, let reason):
                    io.err("error: \(name): \(reason) [BUNDLE-VERSION-REUSE]\n")
                    refused = true
                }
            }
            return refused ? .contentErrors : .success
        } catch let error as UsageError {
            io.err("error: \(error.message)\nUSAGE: curriculum \(name) \(synopsis)\n")
            return .usage
        } catch CompileRequest.Failure.missing(let path) {
            io.err("error: cannot read '\(path)': no such file or directory\n")
            return .failure
        } catch {
            io.err("error: cannot write bundles: \(error.localizedDescription)\n")
            return .failure
        }
    }
}
