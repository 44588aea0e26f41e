import Foundation

/// Times lint and build against the libyaml floor on synthetic corpora, alternating the
/// programs within each round so that a noisy neighbour slows all of them alike.
struct Benchmark {
    let sizes: [Int]
    let runs: Int
    let bin: String
    let work: String

    func run() {
        let tool = "\(bin)/curriculum", floor = "\(bin)/yaml-floor"
        var rows: [String] = []
        var lintCost: [Int: Double] = [:]
        var buildCost: [Int: Double] = [:]
        var footprints: [String] = []
        for size in sizes {
            let corpus = "\(work)/corpus-\(size)"
            if !FileManager.default.fileExists(atPath: corpus + "/curriculum.yaml") {
                do {
                    _ = try Corpus(source: URL(fileURLWithPath: "curriculum"), items: size).write(to: URL(fileURLWithPath: corpus))
                } catch {
                    print("cannot write corpus \(corpus): \(error)")
                    return
                }
            }
            var f: [Measurement] = [], l: [Measurement] = [], b: [Measurement] = []
            for round in 0..<runs {
                f.append(Measurement.run([floor, corpus]))
                l.append(Measurement.run([tool, "lint", corpus, "--format", "json"]))
                b.append(Measurement.run([tool, "build", corpus, "--out", "\(work)/dist-\(size)-\(round)", "--force"]))
            }
            if let footprint = BundleFootprint.measure(output: "\(work)/dist-\(size)-0", source: corpus) {
                footprints.append(String(
                    format: "%7d items | bundles %6.1f MB from %5.1f MB of source = %4.2f bytes per source byte (goal ≤ 2) | open %5.1f ms, lesson open median %4.2f ms, slowest %4.2f ms (goal ≤ 5 ms)",
                    size, Double(footprint.bundleBytes) / 1e6, Double(footprint.sourceBytes) / 1e6, footprint.ratio,
                    footprint.openSeconds * 1000, footprint.lessonMedianSeconds * 1000, footprint.lessonMaxSeconds * 1000))
            }
            // Removed only after the rounds: ext4 skips inodes freed in the last seconds, so a build
            // right after deleting the previous one's thousands of files pays for that search.
            for round in 0..<runs { try? FileManager.default.removeItem(atPath: "\(work)/dist-\(size)-\(round)") }
            let floorTime = median(f.map(\.seconds))
            let lintTime = median(l.map(\.seconds)), buildTime = median(b.map(\.seconds))
            lintCost[size] = lintTime
            buildCost[size] = buildTime
            let failures = (l + b).filter { $0.status != 0 }.count
            rows.append(String(
                format: "%7d items | floor %6.3f s %6.1f MB | lint %6.3f s %5.2f× %6.1f MB | build %6.3f s %5.2f× %6.1f MB%@",
                size, floorTime, f.map(\.peakMegabytes).max() ?? .nan, lintTime, lintTime / floorTime,
                l.map(\.peakMegabytes).max() ?? .nan, buildTime, buildTime / floorTime, b.map(\.peakMegabytes).max() ?? .nan,
                failures > 0 ? " (\(failures) runs exited non-zero)" : ""))
        }
        // The real curriculum's goal is absolute; its floor, alternating with it, shows how fast the
        // machine is running today.
        var realFloor: [Double] = [], realLint: [Double] = []
        for _ in 0..<max(5, runs) {
            realFloor.append(Measurement.run([floor, "curriculum"]).seconds)
            realLint.append(Measurement.run([tool, "lint", "curriculum", "--format", "json"]).seconds)
        }
        print("curriculum benchmark: median of \(runs) runs, programs alternating; ratios are to the libyaml floor")
        rows.forEach { print($0) }
        print("goals: lint ≤ 2×, build ≤ 4× the floor; peak memory < 200 MB at 100,000 items")
        footprints.forEach { print($0) }
        if let small = sizes.first, let large = sizes.last, small != large, let l0 = lintCost[small], let l1 = lintCost[large],
            let b0 = buildCost[small], let b1 = buildCost[large]
        {
            print(String(format: "scaling %d → %d items: lint %.1f×, build %.1f× (goal ≤ 11×)", small, large, l1 / l0, b1 / b0))
        }
        print(String(
            format: "real K–1 curriculum: lint %.0f ms (goal < 60 ms); floor %.0f ms",
            median(realLint) * 1000, median(realFloor) * 1000))
    }
}
