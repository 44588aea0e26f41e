import Dispatch
import Foundation

/// Wall time and resident memory per pipeline stage, printed to standard error when
/// `CURRICULUM_TIMINGS` is set: where a run's time goes, without a profiler. With
/// `CURRICULUM_TIMINGS=rules` the catalog rules run one at a time, each timed.
package struct StageTimer {
    private static let setting = ProcessInfo.processInfo.environment["CURRICULUM_TIMINGS"]
    private static let enabled = setting != nil
    static let perRule = setting == "rules"
    private var last = DispatchTime.now().uptimeNanoseconds

    package init() {}

    /// Ends the current stage, naming it.
    package mutating func lap(_ stage: String) {
        guard Self.enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let time = String(format: "%.1f", Double(now - last) / 1e6)
        StandardStream.error.write("timing: \(stage) \(time) ms, resident \(Self.residentMegabytes()) MB\n")
        last = now
    }

    /// The process's resident memory now, from /proc (Linux); 0 where that is not readable.
    static func residentMegabytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
