// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "curriculum",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .executable(name: "curriculum", targets: ["curriculum"]),
        // What the app imports to decode bundles: the one library, and the one target with a
        // `public` API. The compiler's targets share `package` declarations only; tools build on
        // the command line's outputs (bundles, JSON and SARIF reports, schemas/), which are
        // versioned formats, not on the compiler's Swift types, which change as it does.
        .library(name: "CurriculumModel", targets: ["CurriculumModel"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "CurriculumModel"),
        // The syntax layer, the one target that imports libyaml: source files, the located node
        // tree, the loader and its explanations of YAML errors, and the diagnostic, fix-it and
        // text-edit types every later stage reports with.
        .target(name: "CurriculumSyntax", dependencies: ["CYAML"]),
        // The schemas of schemas/ and the example items of item-samples/ are compiled in
        // (CurriculumSchema/EmbeddedSchemas.swift and CurriculumScaffold/EmbeddedItemSamples.swift, written by
        // `make schemas` and `make samples`): the binary needs no resource bundle beside it.
        // JSON Schema 2020-12 over the located tree: the compiled schemas of schemas/, their
        // validator, and what its findings say.
        .target(name: "CurriculumSchema", dependencies: ["CurriculumSyntax", "CurriculumModel"]),
        .target(name: "CurriculumCompiler", dependencies: ["CurriculumSyntax", "CurriculumSchema", "CurriculumModel"]),
        // JSON-RPC 2.0 as the LSP base protocol carries it: framed messages in and out, the
        // package's JSON value parsed strictly, requests, responses and errors. Knows no compiler.
        .target(name: "CurriculumJSONRPC", dependencies: ["CurriculumSyntax", "CurriculumModel"]),
        // The language server (open documents, the request handlers) over the compiler and JSON-RPC.
        .target(name: "CurriculumLanguageServer", dependencies: ["CurriculumCompiler", "CurriculumJSONRPC", "CurriculumSyntax", "CurriculumModel"]),
        // The preview site, the item drawings, and the briefs for artists and narrators.
        .target(name: "CurriculumPreview", dependencies: ["CurriculumCompiler", "CurriculumSyntax", "CurriculumModel"]),
        // `curriculum new`: scaffolds of units, skills, lessons and sample items.
        .target(name: "CurriculumScaffold", dependencies: ["CurriculumCompiler", "CurriculumSyntax", "CurriculumModel"]),
        // The command line: argument parsing, the commands, `lint --watch` and `--fix`, hook
        // installation. It reaches the compiler through its public and `package` API only.
        .target(
            name: "CurriculumCLI",
            dependencies: [
                "CurriculumCompiler", "CurriculumSyntax", "CurriculumModel", "CurriculumLanguageServer", "CurriculumPreview",
                "CurriculumScaffold",
            ]
        ),
        .executableTarget(name: "curriculum", dependencies: ["CurriculumCLI"]),
        // Writes Schema/EmbeddedSchemas.swift from schemas/ (`make schemas`) and
        // CurriculumScaffold/EmbeddedItemSamples.swift from item-samples/ (`make samples`); depends on
        // nothing, so it builds even when those files are stale or broken.
        .executableTarget(name: "embed-files"),
        // The benchmark's floor: libyaml's event parser over the same files, building nothing.
        .executableTarget(name: "yaml-floor", dependencies: ["CurriculumSyntax"]),
        // Synthetic corpora and the benchmark driver behind `make bench`.
        .executableTarget(name: "curriculum-bench", dependencies: ["CurriculumCompiler", "CurriculumSyntax", "CurriculumModel"]),
        // A libFuzzer target over the whole pipeline (`make fuzz`); a replay tool otherwise.
        .executableTarget(name: "curriculum-fuzz", dependencies: ["CurriculumCompiler", "CurriculumSyntax"]),
        .testTarget(name: "CurriculumModelTests", dependencies: ["CurriculumModel"]),
        .testTarget(
            name: "CurriculumCompilerTests",
            dependencies: [
                "CurriculumSyntax", "CurriculumCompiler", "CurriculumLanguageServer", "CurriculumPreview", "CurriculumScaffold",
                "CurriculumCLI", "curriculum", "embed-files",
            ],
            resources: [.copy("Fixtures")]
        ),
    ]
)
