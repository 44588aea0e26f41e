import CurriculumSyntax

/// L10N-NUMBER-LOST's reading of each translation against its English, kept by a compile session
/// between compiles: a translation unit whose English and translation did not change is not read
/// again. The reading is a pure function of the two texts and the language, so the memo can only
/// save time, never change a finding. It holds the units of the last compile, no more.
final class NumberCheckMemo: Sendable {
    struct Key: Hashable {
        var english: String
        var translation: String
        var language: String
    }

    struct Reading: Sendable {
        var kept: [MathToken]
        var lost: [MathToken]
        var extra: [MathToken]
    }

    /// This compile's readings, and the last one's to take from.
    private let generations = Locked<(current: [Key: Reading], previous: [Key: Reading])>(([:], [:]))

    init() {}

    /// The reading of `key`, from the last compile when it read the same texts.
    func reading(_ key: Key) -> Reading {
        if let known = generations.withLock({ $0.current[key] ?? $0.previous[key] }) {
            generations.withLock { $0.current[key] = known }
            return known
        }
        // The English is scanned once, for what must be kept and for the comparison.
        let english = MathTokens.scan(key.english, language: "en")
        let kept = MathTokens.kept(english)
        let (lost, extra) = kept.isEmpty ? ([], []) : MathTokens.compare(english: english, translation: key.translation, language: key.language)
        let reading = Reading(kept: kept, lost: lost, extra: extra)
        generations.withLock { $0.current[key] = reading }
        return reading
    }

    /// A compile is done reading: what it did not read again is let go at the next one.
    func endCompile() {
        generations.withLock { $0 = ([:], $0.current) }
    }
}
