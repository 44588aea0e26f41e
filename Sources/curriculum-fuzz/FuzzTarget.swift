import CurriculumSyntax
import CurriculumCompiler
import Foundation

// One input runs the whole pipeline — load, schema, decode, link, rules — and every reporter.
// Built with `make fuzz` (-sanitize=fuzzer -D FUZZING) it is a libFuzzer target; built plainly
// it replays the files it is given, which is how crashes become regression tests.

func runPipeline(_ bytes: [UInt8]) {
    let source = SourceFile(path: "fuzz.yaml", bytes: bytes)
    guard let compilation = try? Compiler.compile(sources: [source]) else { fatalError("schemas failed to load") }
    let report = compilation.report()
    for reporter in Reporters.all {
        _ = reporter.init(options: ReporterOptions(color: true)).render(report)
    }
}

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
        runPipeline(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }

    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

    // SwiftPM gives every executable a main of its own, so libFuzzer is started from it.
    @main
    struct FuzzMain {
        static func main() {
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
        }
    }
#else
    @main
    struct FuzzReplay {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                runPipeline([UInt8](data))
                print("ok \(path)")
            }
        }
    }
#endif
