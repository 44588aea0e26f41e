/// What a bundle manifest counts (`counts` in manifest.json): the keys are these names, so
/// code that writes or reads a count names its kind, and a misspelt kind does not compile.
public enum BundleCount: String, CaseIterable, Sendable {
    case standards, units, skills, lessons, items, badges, events, strings, facts, factSets
}

extension BundleManifest {
    /// How many entities of one kind the bundle holds; nil when it counts none of that kind
    /// (a grade bundle has no facts, the fluency bundle no lessons).
    public func count(of kind: BundleCount) -> Int? { counts[kind.rawValue] }
}

extension Dictionary where Key == String, Value == Int {
    /// Manifest counts from typed kinds.
    public init(counting pairs: KeyValuePairs<BundleCount, Int>) {
        self.init(uniqueKeysWithValues: pairs.map { ($0.key.rawValue, $0.value) })
    }
}
