// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "curriculum",
    products: [
        .executable(name: "curriculum", targets: ["curriculum"]),
        // What the app imports to decode bundles.
        .library(name: "CurriculumModel", targets: ["CurriculumModel"]),
        .library(name: "CurriculumCompiler", targets: ["CurriculumCompiler"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(name: "CurriculumModel"),
        .target(
            name: "CurriculumCompiler",
            dependencies: ["CYAML", "CurriculumModel"],
            resources: [.copy("Resources/schemas")]
        ),
        .executableTarget(name: "curriculum", dependencies: ["CurriculumCompiler"]),
        // The benchmark's floor: libyaml's event parser over the same files, building nothing.
        .executableTarget(name: "yaml-floor", dependencies: ["CYAML"]),
        // Synthetic corpora and the benchmark driver behind `make bench`.
        .executableTarget(name: "curriculum-bench", dependencies: ["CurriculumCompiler"]),
        // A libFuzzer target over the whole pipeline (`make fuzz`); a replay tool otherwise.
        .executableTarget(name: "curriculum-fuzz", dependencies: ["CurriculumCompiler"]),
        .testTarget(name: "CurriculumModelTests", dependencies: ["CurriculumModel"]),
        .testTarget(
            name: "CurriculumCompilerTests",
            dependencies: ["CurriculumCompiler", "curriculum"],
            resources: [.copy("Fixtures")]
        ),
    ]
)
