/// Spaced review after mastery: the next review is due a growing number of days after the last
/// one passed, and a failed review starts the ladder over (the default rubric: 3 days, 1 week,
/// 2 weeks, 1 month; docs/design.md#assessment-and-mastery). Days are numbers the caller supplies; the schedule never reads a clock.
public struct ReviewSchedule: Codable, Sendable, Hashable {
    public let intervals: [Int]
    /// Position in `intervals` of the wait before `dueDay`; nil until the skill is mastered.
    public private(set) var intervalIndex: Int?
    public private(set) var dueDay: Int?

    public init(intervals: [Int]) {
        self.intervals = intervals
    }

    /// Days waited before the current due day.
    public var currentInterval: Int? { intervalIndex.map(days(at:)) }

    public func isDue(on day: Int) -> Bool {
        guard let dueDay else { return false }
        return day >= dueDay
    }

    /// Schedules the first review; called when the skill is mastered.
    public mutating func start(on day: Int) {
        schedule(index: 0, from: day)
    }

    /// A due review answered correctly: wait the next interval, staying on the last one.
    public mutating func recordPassed(on day: Int) {
        guard let intervalIndex else { return }
        schedule(index: min(intervalIndex + 1, intervals.count - 1), from: day)
    }

    /// A review answered wrongly: back to the first interval.
    public mutating func recordFailed(on day: Int) {
        guard intervalIndex != nil else { return }
        schedule(index: 0, from: day)
    }

    private mutating func schedule(index: Int, from day: Int) {
        // No intervals means no reviews; the rubric check reports that to the author.
        guard intervals.indices.contains(index) else { return }
        intervalIndex = index
        dueDay = day.saturatingAdding(days(at: index))
    }

    // A review on the day it was scheduled would not be spaced at all.
    private func days(at index: Int) -> Int { max(1, intervals[index]) }
}

extension Int {
    /// Caller-supplied days and point rules must not trap on overflow.
    func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
