/// Overflow-checked arithmetic on authored numbers, which may be as large as an Int holds: each
/// result is nil where plain `+`, `-` or `*` would trap on overflow.
package enum OverflowChecked {
    package static func sum(_ values: [Int]) -> Int? {
        var total = 0
        for v in values {
            let (s, overflow) = total.addingReportingOverflow(v)
            if overflow { return nil }
            total = s
        }
        return total
    }

    static func product(_ a: Int, _ b: Int) -> Int? {
        let (p, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : p
    }

    package static func difference(_ a: Int, _ b: Int) -> Int? {
        let (d, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? nil : d
    }
}
