/// Bounds that keep hostile or broken input from exhausting time, stack or memory.
package struct LoadLimits: Sendable {
    /// Content is at most about six levels deep; anything past this is a mistake or an attack,
    /// and later stages walk trees recursively.
    package var maxDepth: Int = 64
    /// Past this depth the file is not read at all: reading ever deeper brackets costs libyaml
    /// time quadratic in their number, and nothing this deep can be content.
    package var refusedDepth: Int { maxDepth * 2 }
    /// Nodes that aliases may add to one document, which stops "billion laughs" alias bombs.
    package var maxAliasExpansion: Int = 100_000
    /// Files larger than this are reported (FILE-TOO-LARGE) rather than parsed: `InputFile`
    /// checks the size before reading and never reads more than this plus one byte.
    package var maxFileBytes: Int = 64 << 20

    package init() {}
}
