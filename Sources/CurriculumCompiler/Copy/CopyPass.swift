import Foundation

/// A piece of copy and its tokens, tokenized once for every COPY rule, each word numbered in
/// the slice's word table so facts about it are looked up by index, not by hashing again.
/// A class: the rules pass each one around many times, and a copy of a struct holding two
/// arrays and a string costs three retains where a reference costs one.
final class AnalyzedCopy {
    let copy: CopyString
    let tokens: [CopyToken]
    /// The word-table number of each token; -1 for tokens that are not words.
    let words: [Int32]

    init(_ copy: CopyString, table: WordTable) {
        self.copy = copy
        tokens = CopyTokenizer.tokens(copy.text)
        words = tokens.map { $0.kind == .word ? table.id($0.folded) : -1 }
    }

    var text: String { copy.text }
    var field: CopyString.Field { copy.field }
}

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

/// One item's copy as the COPY rules read it, with what several of them need worked out once.
final class ItemCopy {
    let item: Item
    let strings: [AnalyzedCopy]
    private let table: WordTable
    private let lexicon: Lexicon

    init(_ item: Item, table: WordTable, lexicon: Lexicon) {
        self.item = item
        self.table = table
        self.lexicon = lexicon
        strings = CopyString.strings(of: item).map { AnalyzedCopy($0, table: table) }
    }

    /// The item's prompt, hints and feedback: what the child reads while playing.
    var prompt: AnalyzedCopy? { strings.first { $0.field == .prompt } }
    var alt: AnalyzedCopy? { strings.first { $0.field == .alt } }
    var incorrectFeedback: AnalyzedCopy? { strings.first { $0.field == .feedbackIncorrect } }

    /// The names and labels the item shows (object names, options, categories…).
    lazy var labels: [String] = ItemData.labels(of: item)
    /// The item's own object names, folded: known words in its copy.
    lazy var vocabulary: Set<String> = ItemData.vocabulary(labels)
    /// For each string the child reads, how familiar each token is to an early reader (empty
    /// for other strings): COPY-WORD-LIST and COPY-READING-LEVEL ask the same question.
    lazy var familiarity: [[Lexicon.Familiarity]] = strings.map { copy in
        guard copy.field.isReading, !lexicon.isEmpty else { return [] }
        return zip(copy.tokens, copy.words).map { token, word in
            word < 0 || table.known[Int(word)] ? .familiar : lexicon.familiarity(token, known: false, extra: vocabulary)
        }
    }
    /// How a hint or alt text could give the answer away; nil when there is nothing to check.
    lazy var reveal: AnswerReveal? = AnswerReveal(item, promptTokens: prompt?.tokens ?? [])
}

/// One lesson's copy, or one part of it: its title (in the first part) and its items.
struct LessonCopy {
    let lesson: Lesson
    let title: AnalyzedCopy?
    let items: [ItemCopy]
    /// Which part of the lesson this is. A lesson of many items is read in parts, so that its
    /// items are read on every core and only one part's tokens are held at a time.
    let part: LessonPart

    init(_ lesson: Lesson, table: WordTable, lexicon: Lexicon) {
        self.init(LessonPart(lesson: lesson, items: lesson.items.indices, index: 0, count: 1), table: table, lexicon: lexicon)
    }

    init(_ part: LessonPart, table: WordTable, lexicon: Lexicon) {
        let lesson = part.lesson
        self.lesson = lesson
        self.part = part
        title = part.index > 0 || lesson.title.value == lesson.id.value || CopyPlaceholder.marks(lesson.title.value)
            ? nil : AnalyzedCopy(CopyString(lesson.title, field: .lessonTitle), table: table)
        items = lesson.items[part.items].map { ItemCopy($0, table: table, lexicon: lexicon) }
    }

    /// True when this is the whole lesson; a rule that judges a lesson as a whole hands the pass
    /// a `LessonPiece` for each part instead of deciding.
    var isWhole: Bool { part.count == 1 }

    /// Calls `body` with every piece of copy in the lesson, the title first.
    func forEachCopy(_ body: (AnalyzedCopy) -> Void) {
        if let title { body(title) }
        for item in items {
            for copy in item.strings { body(copy) }
        }
    }
}

/// What the COPY rules share for one catalog: limits, the early-reader lexicon, and the idiom
/// and discouraging phrase lists, each built once.
struct CopyResources {
    let catalog: Catalog
    let limits: CopyLimits
    let lexicon: Lexicon
    let idioms: PhraseMatcher
    let discouraging: PhraseMatcher

    init(_ catalog: Catalog) {
        self.catalog = catalog
        limits = CopyPolicy.limits(catalog)
        // Without names: the pass gathers them as it reads (`NameEvidence`).
        lexicon = Lexicon(words: catalog.wordLists[.earlyReader]?.words ?? [])
        idioms = PhraseMatcher(catalog.wordLists[.idioms]?.words ?? [], foldInflections: true)
        discouraging = PhraseMatcher(catalog.wordLists[.discouraging]?.words ?? [], foldInflections: false)
    }
}

/// A run of a lesson's items that the pass reads as one unit.
struct LessonPart {
    /// Lessons longer than this are read in parts of this many items.
    static let maxItems = 256

    let lesson: Lesson
    let items: Range<Int>
    let index: Int
    let count: Int

    /// The lessons cut into parts, in lesson and item order.
    static func parts(of lessons: [Lesson], maxItems: Int = LessonPart.maxItems) -> [LessonPart] {
        var parts: [LessonPart] = []
        parts.reserveCapacity(lessons.count)
        let size = max(1, maxItems)
        for lesson in lessons {
            let n = lesson.items.count
            let count = n <= size ? 1 : (n - 1) / size + 1
            for index in 0..<count {
                parts.append(LessonPart(lesson: lesson, items: index * n / count..<(index + 1) * n / count, index: index, count: count))
            }
        }
        return parts
    }
}

/// What a rule that judges a whole lesson found in one part of a lesson read in parts. At the
/// merge the parts' pieces are joined in order into the first, which then decides.
protocol LessonPiece: AnyObject {
    /// Adds the next part's piece (of the same rule and lesson) to this one.
    func join(_ next: any LessonPiece)
    /// The findings for the whole lesson, once the curriculum's story names are known.
    func decide(_ names: Set<String>) -> [Diagnostic]
}

/// A COPY rule that reads lessons in the shared pass.
protocol CopyLessonRule: CatalogRule {
    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic])
}

/// What a rule sees while the pass reads one slice of lessons: the catalog's `CopyResources`,
/// the slice's word table, and the findings that wait on story names.
struct CopySliceContext {
    let shared: CopyResources
    let table: WordTable
    let later: Later
    var limits: CopyLimits { shared.limits }
    var lexicon: Lexicon { shared.lexicon }

    /// Findings that wait on the curriculum's story names (known only when every lesson has
    /// been read): each closure gets the names and returns its rule's diagnostics.
    final class Later {
        var decisions: [(rule: String, decide: (Set<String>) -> [Diagnostic])] = []
        var pieces: [(rule: String, lesson: ObjectIdentifier, piece: any LessonPiece)] = []
        func add(_ rule: any Rule.Type, _ decide: @escaping (Set<String>) -> [Diagnostic]) {
            decisions.append((rule.id, decide))
        }
        /// A lesson-wide rule's piece of one part of a lesson read in parts.
        func add(_ rule: any Rule.Type, _ piece: any LessonPiece, of part: LessonCopy) {
            pieces.append((rule.id, ObjectIdentifier(part.lesson), piece))
        }
    }
}

/// One pass over the catalog's copy for every COPY rule: each string is read from its node and
/// tokenized once, each distinct word is looked up once per participating thread, the lexicon
/// and phrase lists are built once, and the findings are kept for every COPY rule to take its
/// own. Rules are still pure functions of the catalog: whichever COPY rules run first share
/// the reading (`Job`), and the rest read the result.
///
/// There is no process-wide state: the pass lives in the catalog's `CopyPassCache`, which a
/// compile session keeps from one compile to the next, so after an edit only the lessons that
/// changed are read again. Memory is one lesson part's tokens per thread plus the findings.
enum CopyPass {
    static func diagnostics(_ rule: any CopyLessonRule.Type, in catalog: Catalog) -> [Diagnostic] {
        catalog.copyPassCache.job(for: catalog).results()[rule.id] ?? []
    }

    /// Runs every registered COPY lesson rule over every lesson on the calling thread (and any
    /// other that joins).
    static func run(_ catalog: Catalog, maxItemsPerPart: Int = LessonPart.maxItems) -> [String: [Diagnostic]] {
        Job(catalog, maxItemsPerPart: maxItemsPerPart).results()
    }

    /// Which part of which lesson a reading belongs to. The lesson is held, so the identifier
    /// cannot be reused by another lesson while the reading is kept.
    struct PartKey: Hashable {
        let lesson: ObjectIdentifier
        let index: Int
    }

    /// What reading one lesson part found: each rule's findings, the findings that wait on
    /// story names, and the evidence for names.
    struct PartResult {
        let lesson: Lesson
        var buckets: [[Diagnostic]]
        var later: CopySliceContext.Later
        var evidence: NameEvidence
        /// Only whole lessons are kept between compiles: a lesson read in parts joins its
        /// pieces at the merge, which changes them.
        var reusable: Bool
    }

    /// One pass over one catalog: a `SharedWork` whose pieces are slices of the lesson parts not
    /// already read. Every thread that asks for the results (COPY rules run in parallel with each
    /// other) claims slices until none are left, and the thread that finishes the last slice
    /// merges them with the readings kept from before. While reading, the pass gathers the
    /// evidence for story names; findings that depend on names are decided at the merge.
    final class Job: Sendable {
        private struct Work {
            let rules: [any CopyLessonRule.Type]
            let context: CopyResources
            let parts: [LessonPart]
            /// Indexes into `parts` still to read, and how they are cut into slices.
            let unread: [Int]
            let slices: Int
        }

        /// Every rule's findings, and the whole lessons read, kept for the next catalog's pass.
        private struct Outcome {
            let diagnostics: [String: [Diagnostic]]
            let kept: [PartKey: PartResult]
        }

        private let pass: SharedWork<[(Int, PartResult)], Outcome>

        /// A pass over `catalog`, taking the readings in `reusing` for the parts they cover.
        init(_ catalog: Catalog, maxItemsPerPart: Int = LessonPart.maxItems, reusing: [PartKey: PartResult] = [:]) {
            let parts = LessonPart.parts(of: catalog.lessons, maxItems: maxItemsPerPart)
            var reused: [PartKey: PartResult] = [:]
            var unread: [Int] = []
            for (index, part) in parts.enumerated() {
                let key = PartKey(lesson: ObjectIdentifier(part.lesson), index: part.index)
                if part.count == 1, let reading = reusing[key], reading.lesson === part.lesson {
                    reused[key] = reading
                } else {
                    unread.append(index)
                }
            }
            // Several slices per core, so a thread that joins late still finds work.
            let slices = min(unread.count, max(1, ProcessInfo.processInfo.activeProcessorCount * 8))
            let work = Work(
                rules: RuleRegistry.catalogRules.compactMap { $0 as? any CopyLessonRule.Type },
                context: CopyResources(catalog), parts: parts, unread: unread, slices: slices)
            pass = SharedWork(
                count: slices,
                participant: {
                    // Each participant keeps one word table for every slice it reads.
                    let table = WordTable(work.context)
                    return { slice in Job.read(slice, of: work, table: table) }
                },
                merge: { [reused] read in
                    var readings = reused
                    for (index, reading) in read.joined() {
                        let part = work.parts[index]
                        readings[PartKey(lesson: ObjectIdentifier(part.lesson), index: part.index)] = reading
                    }
                    return Outcome(diagnostics: Job.merge(work, readings: readings), kept: readings.filter { $0.value.reusable })
                })
        }

        func results() -> [String: [Diagnostic]] { pass.result().diagnostics }

        /// The whole lessons read, for the next catalog's pass; none until this pass is merged.
        var kept: [PartKey: PartResult] { pass.finished?.kept ?? [:] }

        private static func read(_ slice: Int, of work: Work, table: WordTable) -> [(Int, PartResult)] {
            let context = work.context, parts = work.parts
            var out: [(Int, PartResult)] = []
            for position in stride(from: slice * work.unread.count / work.slices, to: (slice + 1) * work.unread.count / work.slices, by: 1) {
                let index = work.unread[position]
                var buckets = Array(repeating: [Diagnostic](), count: work.rules.count)
                var evidence = NameEvidence()
                let pass = CopySliceContext(shared: context, table: table, later: .init())
                let copy = LessonCopy(parts[index], table: table, lexicon: context.lexicon)
                for item in copy.items {
                    for string in item.strings where string.field.isReading {
                        evidence.add(string.tokens) { string.words[$0] >= 0 && table.known[Int(string.words[$0])] }
                    }
                    evidence.add(labels: item.labels) { context.lexicon.knows($0) }
                }
                for (r, rule) in work.rules.enumerated() { rule.inspect(copy, pass, &buckets[r]) }
                out.append((index, PartResult(lesson: copy.lesson, buckets: buckets, later: pass.later, evidence: evidence, reusable: copy.isWhole)))
            }
            return out
        }

        /// Every part's findings in part order, with those that waited on the story names decided.
        private static func merge(_ work: Work, readings: [PartKey: PartResult]) -> [String: [Diagnostic]] {
            let ordered = work.parts.compactMap { readings[PartKey(lesson: ObjectIdentifier($0.lesson), index: $0.index)] }
            var evidence = NameEvidence()
            for reading in ordered { evidence.merge(reading.evidence) }
            let names = evidence.names
            var out: [String: [Diagnostic]] = [:]
            for (r, rule) in work.rules.enumerated() {
                out[rule.id] = ordered.flatMap { $0.buckets[r] }
            }
            for reading in ordered {
                for (rule, decide) in reading.later.decisions { out[rule, default: []] += decide(names) }
            }
            // Pieces arrive in part order; join each lesson's into its first.
            var firsts: [(rule: String, piece: any LessonPiece)] = []
            var byLesson: [String: [ObjectIdentifier: Int]] = [:]
            for reading in ordered {
                for (rule, lesson, piece) in reading.later.pieces {
                    if let at = byLesson[rule]?[lesson] {
                        firsts[at].piece.join(piece)
                    } else {
                        byLesson[rule, default: [:]][lesson] = firsts.count
                        firsts.append((rule, piece))
                    }
                }
            }
            for (rule, piece) in firsts { out[rule, default: []] += piece.decide(names) }
            return out
        }
    }
}

/// The COPY pass of the catalog being checked, and the lessons it read, kept for the next
/// catalog of the same compile session. A catalog made without a session gets its own, so
/// nothing is shared between unrelated catalogs and nothing outlives its owner.
final class CopyPassCache: Sendable {
    /// The pass of the last catalog asked about, with what it was made for.
    private let last = Locked<(key: Key, job: CopyPass.Job)?>(nil)

    init() {}

    func job(for catalog: Catalog) -> CopyPass.Job {
        last.withLock { last in
            if let hit = last, hit.key.matches(catalog) { return hit.job }
            let context = Key.Context(catalog)
            // Readings of unchanged lessons carry over while the word lists and limits are the same.
            let reusing = last?.key.context == context ? last?.job.kept ?? [:] : [:]
            let job = CopyPass.Job(catalog, reusing: reusing)
            last = (Key(catalog, context: context), job)
            return job
        }
    }

    private struct Key {
        struct WeakLesson { weak var lesson: Lesson? }
        /// What every lesson's reading depends on besides the lesson.
        struct Context: Equatable {
            let wordLists: [WordList.Purpose: [String]]
            let limits: [String]

            init(_ catalog: Catalog) {
                wordLists = catalog.wordLists.mapValues(\.words)
                let l = CopyPolicy.limits(catalog)
                let grades = Grade.allCases.map { "\($0.rawValue):\(l.wordsPerSentence[$0] ?? -1):\(l.readingLevel[$0] ?? -1)" }
                limits = grades + ["\(l.promptWords)", "\(l.wordProblemWords)"]
            }
        }
        let lessons: [WeakLesson]
        let context: Context

        init(_ catalog: Catalog, context: Context) {
            lessons = catalog.lessons.map { WeakLesson(lesson: $0) }
            self.context = context
        }

        func matches(_ catalog: Catalog) -> Bool {
            guard lessons.count == catalog.lessons.count else { return false }
            for (weak, lesson) in zip(lessons, catalog.lessons) where weak.lesson !== lesson { return false }
            return context == Context(catalog)
        }
    }
}
