import Foundation

// curriculum-bench corpus --items N --out DIR [--from curriculum]
// curriculum-bench run [--sizes 10000,100000] [--runs 5] [--bin .build/release] [--work .build/bench]
// curriculum-bench lsp [--edits 10000] [--bin .build/release] [--corpus DIR]
// curriculum-bench preview [--runs 5] [--saves 50] [--bin .build/release]

func option(_ name: String, _ args: [String]) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    return args[i + 1]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("curriculum-bench: \(message)\n".utf8))
    exit(2)
}

let args = Array(CommandLine.arguments.dropFirst())
let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
switch args.first {
case "corpus":
    guard let items = option("--items", args).flatMap(Int.init), let out = option("--out", args) else {
        fail("usage: curriculum-bench corpus --items N --out DIR [--from curriculum]")
    }
    let from = cwd.appendingPathComponent(option("--from", args) ?? "curriculum")
    do {
        let result = try Corpus(source: from, items: items).write(to: URL(fileURLWithPath: out, relativeTo: cwd))
        print("wrote \(result.files) files with \(result.items) items to \(out)")
    } catch {
        fail("cannot write the corpus: \(error)")
    }
case "run":
    let sizes = (option("--sizes", args) ?? "10000,100000").split(separator: ",").compactMap { Int($0) }
    let runs = Int(option("--runs", args) ?? "5") ?? 5
    let bin = option("--bin", args) ?? ".build/release"
    let work = option("--work", args) ?? ".build/bench"
    Benchmark(sizes: sizes, runs: runs, bin: bin, work: work).run()
case "lsp":
    let edits = Int(option("--edits", args) ?? "10000") ?? 10000
    var latency = EditLatency(bin: option("--bin", args) ?? ".build/release", edits: edits)
    if let corpus = option("--corpus", args) {
        latency.folder = corpus
        latency.medianGoal = 25
        latency.name = "synthetic corpus \(corpus)"
    }
    latency.run()
case "preview":
    let runs = Int(option("--runs", args) ?? "5") ?? 5
    let saves = Int(option("--saves", args) ?? "50") ?? 50
    PreviewLatency(bin: option("--bin", args) ?? ".build/release", runs: runs, saves: saves).run()
default:
    fail("usage: curriculum-bench corpus|run|lsp|preview …")
}
