import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of a program: wall time and the peak resident memory the kernel reports for it.
struct Measurement {
    var seconds: Double
    var peakMegabytes: Double
    var status: Int32

    /// Runs `arguments` to completion with output discarded; wait4 gives the child's own peak
    /// RSS, which a wrapper such as /usr/bin/time would otherwise have to parse.
    static func run(_ arguments: [String]) -> Measurement {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = DispatchTime.now()
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
            return Measurement(seconds: .nan, peakMegabytes: .nan, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return Measurement(seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
