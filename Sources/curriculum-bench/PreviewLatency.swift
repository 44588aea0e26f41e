import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `curriculum preview` on the real curriculum: the whole site against a `build` of the same
/// curriculum (goal: at most 2×), and under `--watch` the time from saving a lesson to its page
/// holding the change (goal: within 100 ms).
///
/// Each save changes one prompt of a copy of the curriculum, so every save must rewrite that
/// lesson's page; the clock stops when the page on disk holds the new prompt.
struct PreviewLatency {
    let bin: String
    let runs: Int
    let saves: Int

    func run() {
        let fm = FileManager.default
        let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("curriculum-bench-preview-\(getpid())")
        defer { try? fm.removeItem(at: work) }
        let tool = "\(bin)/curriculum"
        var builds: [Double] = [], previews: [Double] = [], floors: [Double] = []
        for run in 0..<runs {
            // Fresh folders, alternating the programs, so neither gains from the other's caches.
            floors.append(Measurement.run(["\(bin)/yaml-floor", "curriculum"]).seconds)
            builds.append(Measurement.run([tool, "build", "curriculum", "--out", work.appendingPathComponent("dist-\(run)").path]).seconds)
            previews.append(Measurement.run([tool, "preview", "curriculum", "--out", work.appendingPathComponent("preview-\(run)").path]).seconds)
        }
        let build = median(builds), preview = median(previews)
        print(String(format: "preview: whole K–1 site %.0f ms, build %.0f ms: %.2f× a build (goal ≤ 2×); floor %.0f ms", preview * 1000, build * 1000, preview / build, median(floors) * 1000))
        watch(in: work)
    }

    private func watch(in work: URL) {
        let fm = FileManager.default
        let copy = work.appendingPathComponent("curriculum")
        do { try fm.copyItem(at: URL(fileURLWithPath: "curriculum"), to: copy) } catch { return print("preview watch: cannot copy the curriculum: \(error)") }
        let lesson = copy.appendingPathComponent("k/01-counting/count-objects-l1.yaml")
        let page = work.appendingPathComponent("site/lessons/k.counting.count-objects.l1.html")
        guard let text = try? String(contentsOf: lesson, encoding: .utf8), text.contains("prompt: How many apples?") else {
            return print("preview watch: the lesson has no `prompt: How many apples?` to edit")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "\(bin)/curriculum")
        process.arguments = ["preview", copy.path, "--out", work.appendingPathComponent("site").path, "--watch"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return print("preview watch: cannot start: \(error)") }
        defer { process.terminate(); process.waitUntilExit() }
        guard waitFor(page, containing: "How many apples?", seconds: 30) != nil else { return print("preview watch: no first site") }
        var latencies: [Double] = []
        for save in 0..<saves {
            let marker = "How many apples (\(save))?"
            // Saves apart, as a person saves them.
            Thread.sleep(forTimeInterval: 0.2)
            let start = DispatchTime.now()
            do { try text.replacingOccurrences(of: "How many apples?", with: marker).write(to: lesson, atomically: true, encoding: .utf8) } catch {
                return print("preview watch: cannot save: \(error)")
            }
            guard let seconds = waitFor(page, containing: marker, seconds: 10, since: start) else { return print("preview watch: save \(save) never reached the page") }
            latencies.append(seconds)
        }
        let sorted = latencies.sorted()
        let p95 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
        print(String(format: "preview --watch: save to page median %.0f ms, p95 %.0f ms, over %d saves (goal ≤ 100 ms)", median(latencies) * 1000, p95 * 1000, saves))
    }

    /// Seconds until `file` holds `text` (polled every millisecond), or nil after `seconds`.
    private func waitFor(_ file: URL, containing text: String, seconds: Double, since start: DispatchTime = .now()) -> Double? {
        let needle = Data(text.utf8)
        while true {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            if let data = FileManager.default.contents(atPath: file.path), data.range(of: needle) != nil { return elapsed }
            if elapsed > seconds { return nil }
            usleep(1000)
        }
    }
}
