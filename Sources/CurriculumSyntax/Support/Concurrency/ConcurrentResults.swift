// How the compiler uses every core (docs/design.md#parallel-work).
//
// Only work that shares nothing it changes runs in parallel: the files load side by side while
// the schemas compile (`BackgroundValue`), a very long list in one file is checked in chunks,
// the items are solved and the catalog rules run side by side, the COPY rules share one pass
// over slices of the lessons (`SharedWork`), and a bundle's lessons are written, and its staged
// files verified, side by side. Each parallel loop puts what it makes in a slot for its index
// (`ConcurrentResults`) or piece (`SharedWork`), and the slots are read back in index order,
// never in the order threads finished, so findings, bundles and reports are the same on every
// run and every machine. What threads share and change sits in a `Locked`.

import Foundation

/// A fixed-size array that concurrent workers fill by index, read back in index order.
package final class ConcurrentResults<Value>: Sendable {
    private let storage: Locked<[Value?]>

    package init(count: Int) { storage = Locked(Array(repeating: nil, count: count)) }

    package subscript(index: Int) -> Value? {
        get { storage.withLock { $0[index] } }
        set { storage.withLock { $0[index] = newValue } }
    }

    package var values: [Value?] { storage.withLock { $0 } }
}
