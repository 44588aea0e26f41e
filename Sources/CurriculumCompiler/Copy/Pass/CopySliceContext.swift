/// What a rule sees while the pass reads one slice of lessons: the catalog's `CopyResources`,
/// the slice's word table, and the findings that wait on story names.
struct CopySliceContext {
    let shared: CopyResources
    let table: WordTable
    /// Where a rule leaves what it can decide only later, at the merge.
    let later: DeferredFindings
    var limits: CopyLimits { shared.limits }
    var lexicon: Lexicon { shared.lexicon }
}
