/// What the COPY rules need to know about each distinct word, worked out the first time one
/// slice of lessons meets it: whether the early-reader lexicon knows it, and which idioms and
/// discouraging phrases may start with it. A curriculum repeats a few thousand words, so the
/// lookups are done a few thousand times instead of once per word of every string.
final class WordTable {
    private let context: CopyResources
    private var ids: [String: Int32] = [:]
    private(set) var known: [Bool] = []
    private(set) var idiomStarts: [[Int32]] = []
    private(set) var discouragingStarts: [[Int32]] = []

    init(_ context: CopyResources) {
        self.context = context
        ids.reserveCapacity(4096)
    }

    func id(_ folded: String) -> Int32 {
        if let id = ids[folded] { return id }
        let id = Int32(known.count)
        ids[folded] = id
        known.append(context.lexicon.knows(folded))
        idiomStarts.append(context.idioms.starts(folded))
        discouragingStarts.append(context.discouraging.starts(folded))
        return id
    }
}
