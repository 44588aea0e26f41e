import CurriculumModel
import Foundation

/// What a build's bundles cost the app: their bytes against the source's, and how long
/// `BundleReader` takes to open a lesson (check its two files' sizes and SHA-256, decode them) in
/// a bundle already opened, as the app does when a child starts a lesson.
struct BundleFootprint {
    var bundleBytes: Int
    var sourceBytes: Int
    /// Opening the largest bundle: decode and check its manifest and content hash.
    var openSeconds: Double
    /// Median and slowest lesson open, over up to `samples` lessons spread through the bundle.
    var lessonMedianSeconds: Double
    var lessonMaxSeconds: Double

    var ratio: Double { Double(bundleBytes) / Double(max(sourceBytes, 1)) }

    /// `output` is a build's output folder; `source` the curriculum it was built from.
    static func measure(output: String, source: String, samples: Int = 60) -> BundleFootprint? {
        let fm = FileManager.default
        let names = ((try? fm.contentsOfDirectory(atPath: output)) ?? []).filter { !$0.hasPrefix(".") }
        let bundles = names.filter { fm.fileExists(atPath: "\(output)/\($0)/manifest.json") }.sorted()
        guard !bundles.isEmpty else { return nil }
        let bundleBytes = bundles.reduce(0) { $0 + bytes(under: "\(output)/\($1)") }
        // The grade bundle with the most lessons is the slowest to open.
        var largest: (name: String, manifest: BundleManifest)?
        for name in bundles {
            guard let manifest = try? BundleReader(directory: URL(fileURLWithPath: "\(output)/\(name)")).manifest() else { continue }
            if (manifest.counts["lessons"] ?? 0) > (largest?.manifest.counts["lessons"] ?? -1) { largest = (name, manifest) }
        }
        guard let largest else { return nil }
        let reader = BundleReader(directory: URL(fileURLWithPath: "\(output)/\(largest.name)"))
        var start = DispatchTime.now()
        guard let opened = try? reader.open() else { return nil }
        let openSeconds = elapsed(since: start)
        let lessons = largest.manifest.files.compactMap { entry -> String? in
            guard entry.path.hasPrefix("lessons/"), entry.path.hasSuffix("/items.json") else { return nil }
            return String(entry.path.dropFirst("lessons/".count).dropLast("/items.json".count))
        }
        guard !lessons.isEmpty else { return nil }
        let step = max(1, lessons.count / samples)
        var times: [Double] = []
        for index in stride(from: 0, to: lessons.count, by: step) {
            start = DispatchTime.now()
            guard (try? opened.lesson(lessons[index])) != nil else { return nil }
            times.append(elapsed(since: start))
        }
        return BundleFootprint(
            bundleBytes: bundleBytes, sourceBytes: bytes(under: source), openSeconds: openSeconds,
            lessonMedianSeconds: median(times), lessonMaxSeconds: times.max() ?? .nan)
    }

    /// Bytes of the regular files under `path`, following links (a build's names are links).
    static func bytes(under path: String) -> Int {
        let fm = FileManager.default
        guard let walker = fm.enumerator(at: URL(fileURLWithPath: path).resolvingSymlinksInPath(), includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey]) else { return 0 }
        var total = 0
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]), values.isRegularFile == true else { continue }
            total += values.fileSize ?? 0
        }
        return total
    }

    private static func elapsed(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
