#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// A unified diff of two versions of one file, in the form `diff -u` and `git diff` print and
/// `patch -p1` and `git apply` read: `--- a/path`, `+++ b/path`, then hunks of changed lines with
/// three lines of context, `@@ -l,n +l,n @@` (`,n` left out when n is 1), and
/// `\ No newline at end of file` after a last line that has no line break.
///
/// Lines end at LF, as `diff` and `patch` count them: a CR stays part of its line, so CRLF
/// files diff and patch byte for byte. The lines between the common head and tail are compared
/// with Myers' algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986), which
/// costs time and memory in the number of differing lines D, not the file's length squared. D
/// is capped (`maxDifferences`); past the cap, as for a wholesale rewrite of a big file, the
/// lines are paired one to one when both sides have as many, else the middle is shown replaced
/// whole: a longer diff, still exact. Fixes change lines in place, so they stay far below it.
///
///     let text = UnifiedDiff.diff(path: "curriculum/k/01-counting/count-objects-l1.yaml", old: before, new: after)
package enum UnifiedDiff {
    package static let context = 3
    /// The most differing lines searched for a shortest diff; memory grows as its square.
    static let maxDifferences = 1000

    /// The diff of `old` and `new`, headed `a/path` and `b/path`; empty when they are equal.
    package static func diff(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        diff(oldName: "a/" + path, newName: "b/" + path, old: old, new: new)
    }

    /// The diff as text, for bytes that are UTF-8.
    package static func diff(path: String, old: String, new: String) -> String {
        String(decoding: diff(path: path, old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
    }

    package static func diff(oldName: String, newName: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        guard old != new else { return [] }
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        // A name with a space gets a tab after it, as git writes it, so readers know where it ends.
        var out = Array("--- \(oldName)\(oldName.contains(" ") ? "\t" : "")\n+++ \(newName)\(newName.contains(" ") ? "\t" : "")\n".utf8)
        for hunk in hunks(script) {
            let oldLines = script[hunk].filter { $0.kind != .insert }
            let newLines = script[hunk].filter { $0.kind != .delete }
            let oldStart = oldLines.first.map { $0.a + 1 } ?? (script[..<hunk.lowerBound].last { $0.kind != .insert }.map { $0.a + 1 } ?? 0)
            let newStart = newLines.first.map { $0.b + 1 } ?? (script[..<hunk.lowerBound].last { $0.kind != .delete }.map { $0.b + 1 } ?? 0)
            out += Array("@@ -\(range(oldStart, oldLines.count)) +\(range(newStart, newLines.count)) @@\n".utf8)
            // Each run of changes is shown as its removed lines, then its added ones.
            var index = hunk.lowerBound
            while index < hunk.upperBound {
                if script[index].kind == .equal {
                    emit(" ", a[script[index].a], into: &out)
                    index += 1
                    continue
                }
                var end = index
                while end < hunk.upperBound, script[end].kind != .equal { end += 1 }
                for step in script[index..<end] where step.kind == .delete { emit("-", a[step.a], into: &out) }
                for step in script[index..<end] where step.kind == .insert { emit("+", b[step.b], into: &out) }
                index = end
            }
        }
        return out
    }

    // MARK: - Lines and the edit script

    /// One step of turning the old lines into the new: keep line `a` (which is new line `b`),
    /// delete old line `a`, or insert new line `b`.
    struct Step: Equatable {
        enum Kind { case equal, delete, insert }
        var kind: Kind
        var a: Int
        var b: Int
    }

    /// The lines of a text, each with its LF; the last has none when the text does not end in one.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                out.append(bytes[start..<end])
                start = end
            }
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }

    /// Every old and new line in order, as kept, deleted or inserted.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        var script = (0..<head).map { Step(kind: .equal, a: $0, b: $0) }
        // Lines as numbers, equal numbers for equal lines, so the search compares integers.
        // Keyed by Data, which hashes and compares bytes in bulk (a String would also call
        // canonically equivalent lines equal, which they are not).
        var numbers: [Data: Int] = [:]
        func number(_ line: ArraySlice<UInt8>) -> Int {
            let key = Data(line)
            if let known = numbers[key] { return known }
            numbers[key] = numbers.count
            return numbers.count - 1
        }
        let x = a[head..<(a.count - tail)].map(number)
        let y = b[head..<(b.count - tail)].map(number)
        let middle = shortestScript(x, y, maxD: maxDifferences) ?? fallbackScript(x, y)
        script += middle.map { Step(kind: $0.kind, a: $0.a + head, b: $0.b + head) }
        script += (0..<tail).map { Step(kind: .equal, a: a.count - tail + $0, b: b.count - tail + $0) }
        return script
    }

    /// Myers' greedy search for a shortest edit script, or nil when it needs more than `maxD`
    /// deletions and insertions. Keeps the furthest-reaching diagonals of each round to walk
    /// back from the end.
    static func shortestScript(_ x: [Int], _ y: [Int], maxD: Int) -> [Step]? {
        let n = x.count, m = y.count
        let limit = min(maxD, n + m)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // Round d's view of the diagonals -d-1...d+1 as it started.
        var trace: [[Int]] = []
        var found = false
        rounds: for d in 0...limit {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var i = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var j = i - k
                while i < n, j < m, x[i] == y[j] { i += 1; j += 1 }
                v[offset + k] = i
                if i >= n, j >= m { found = true; break rounds }
            }
        }
        guard found else { return nil }
        var steps: [Step] = []
        var i = n, j = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let round = trace[d]
            func at(_ k: Int) -> Int { round[k + d + 1] }
            let k = i - j
            let previousK = k == -d || (k != d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousI = d == 0 ? 0 : at(previousK)
            let previousJ = d == 0 ? 0 : previousI - previousK
            while i > previousI, j > previousJ {
                i -= 1
                j -= 1
                steps.append(Step(kind: .equal, a: i, b: j))
            }
            guard d > 0 else { break }
            if i == previousI {
                j -= 1
                steps.append(Step(kind: .insert, a: i, b: j))
            } else {
                i -= 1
                steps.append(Step(kind: .delete, a: i, b: j))
            }
        }
        return steps.reversed()
    }

    /// Past the cap: lines paired one to one when both sides have as many (a fix changes lines
    /// in place), else every old line deleted and every new one inserted.
    static func fallbackScript(_ x: [Int], _ y: [Int]) -> [Step] {
        if x.count == y.count {
            return x.indices.flatMap { i in
                x[i] == y[i] ? [Step(kind: .equal, a: i, b: i)] : [Step(kind: .delete, a: i, b: i), Step(kind: .insert, a: i + 1, b: i)]
            }
        }
        return x.indices.map { Step(kind: .delete, a: $0, b: 0) } + y.indices.map { Step(kind: .insert, a: x.count, b: $0) }
    }

    // MARK: - Hunks

    /// The ranges of the script each hunk shows: its changes with `context` kept lines around
    /// them, changes closer than twice that sharing one hunk.
    static func hunks(_ script: [Step]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var index = 0
        while index < script.count {
            guard script[index].kind != .equal else { index += 1; continue }
            let start = max(0, index - context)
            var end = index
            // Extend over changes and short runs of kept lines between them.
            while end < script.count {
                if script[end].kind != .equal { end += 1; continue }
                var run = end
                while run < script.count, script[run].kind == .equal { run += 1 }
                if run < script.count, run - end <= 2 * context { end = run } else { break }
            }
            let stop = min(script.count, end + context)
            out.append(start..<stop)
            index = stop
        }
        return out
    }

    /// `l,n`, or `l` alone when n is 1.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func emit(_ prefix: String, _ line: ArraySlice<UInt8>, into out: inout [UInt8]) {
        out += Array(prefix.utf8)
        out += line
        if line.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
    }
}
