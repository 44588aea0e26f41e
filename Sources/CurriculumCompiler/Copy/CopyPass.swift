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
    private let context: CopyContext
    private var ids: [String: Int32] = [:]
    private(set) var known: [Bool] = []
    private(set) var idiomStarts: [[Int32]] = []
    private(set) var discouragingStarts: [[Int32]] = []

    init(_ context: CopyContext) {
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
struct CopyContext {
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
    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic])
}

/// What a rule sees while the pass reads one slice of lessons.
struct CopyPassContext {
    let shared: CopyContext
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
/// The pass is keyed on the catalog's lessons (by identity, held weakly, so nothing is kept
/// alive), its word lists and its copy limits; a different catalog gets a new pass. Memory is
/// one lesson part's tokens per thread plus the findings.
enum CopyPass {
    static func diagnostics(_ rule: any CopyLessonRule.Type, in catalog: Catalog) -> [Diagnostic] {
        cache.job(for: catalog).results()[rule.id] ?? []
    }

    /// Runs every registered COPY lesson rule over every lesson on the calling thread (and any
    /// other that joins).
    static func run(_ catalog: Catalog, maxItemsPerPart: Int = LessonPart.maxItems) -> [String: [Diagnostic]] {
        Job(catalog, maxItemsPerPart: maxItemsPerPart).results()
    }

    /// One pass over one catalog. The lessons are cut into slices; every thread that asks for
    /// the results (COPY rules run in parallel with each other) claims slices until none are
    /// left, so no core sits waiting while another reads; the thread that finishes the last
    /// slice merges them. While reading, the pass gathers the evidence for story names;
    /// findings that depend on names are decided at the merge.
    final class Job: @unchecked Sendable {
        private struct Work {
            let rules: [any CopyLessonRule.Type]
            let context: CopyContext
            let parts: [LessonPart]
            let slices: Int
        }

        private struct SliceResult {
            var buckets: [[Diagnostic]]
            var later: CopyPassContext.Later
            var evidence: NameEvidence
        }

        private let condition = NSCondition()
        private var work: Work?
        private var next = 0
        private var done = 0
        private var sliceResults: [SliceResult?]
        private var result: [String: [Diagnostic]]?

        init(_ catalog: Catalog, maxItemsPerPart: Int = LessonPart.maxItems) {
            let parts = LessonPart.parts(of: catalog.lessons, maxItems: maxItemsPerPart)
            // Several slices per core, so a thread that joins late still finds work.
            let slices = min(parts.count, max(1, ProcessInfo.processInfo.activeProcessorCount * 8))
            work = Work(
                rules: RuleRegistry.catalogRules.compactMap { $0 as? any CopyLessonRule.Type },
                context: CopyContext(catalog), parts: parts, slices: slices)
            sliceResults = Array(repeating: nil, count: slices)
            if slices == 0 { result = [:] }
        }

        func results() -> [String: [Diagnostic]] {
            // Each participant keeps one word table for every slice it reads.
            var table: WordTable?
            condition.lock()
            while true {
                if let result {
                    condition.unlock()
                    return result
                }
                guard let work, next < work.slices else {
                    condition.wait()  // every slice is claimed: wait for the merge
                    continue
                }
                let slice = next
                next += 1
                condition.unlock()
                if table == nil { table = WordTable(work.context) }
                let read = Job.read(slice, of: work, table: table!)
                condition.lock()
                sliceResults[slice] = read
                done += 1
                if done == work.slices {
                    result = Job.merge(sliceResults, work)
                    self.work = nil
                    sliceResults = []
                    condition.broadcast()
                }
            }
        }

        private static func read(_ slice: Int, of work: Work, table: WordTable) -> SliceResult {
            var buckets = Array(repeating: [Diagnostic](), count: work.rules.count)
            var evidence = NameEvidence()
            let context = work.context, parts = work.parts
            let pass = CopyPassContext(shared: context, table: table, later: .init())
            for index in stride(from: slice * parts.count / work.slices, to: (slice + 1) * parts.count / work.slices, by: 1) {
                let copy = LessonCopy(parts[index], table: table, lexicon: context.lexicon)
                for item in copy.items {
                    for string in item.strings where string.field.isReading {
                        evidence.add(string.tokens) { string.words[$0] >= 0 && table.known[Int(string.words[$0])] }
                    }
                    evidence.add(labels: item.labels) { context.lexicon.knows($0) }
                }
                for (r, rule) in work.rules.enumerated() { rule.inspect(copy, pass, &buckets[r]) }
            }
            return SliceResult(buckets: buckets, later: pass.later, evidence: evidence)
        }

        private static func merge(_ slices: [SliceResult?], _ work: Work) -> [String: [Diagnostic]] {
            var evidence = NameEvidence()
            for slice in slices { if let slice { evidence.merge(slice.evidence) } }
            let names = evidence.names
            var out: [String: [Diagnostic]] = [:]
            for (r, rule) in work.rules.enumerated() {
                out[rule.id] = slices.flatMap { $0?.buckets[r] ?? [] }
            }
            for slice in slices {
                for (rule, decide) in slice?.later.decisions ?? [] { out[rule, default: []] += decide(names) }
            }
            // Pieces arrive in part order (slices are in order); join each lesson's into its first.
            var firsts: [(rule: String, piece: any LessonPiece)] = []
            var byLesson: [String: [ObjectIdentifier: Int]] = [:]
            for slice in slices {
                for (rule, lesson, piece) in slice?.later.pieces ?? [] {
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

    private static let cache = Cache()

    /// The pass of the catalog being checked, keyed so that a different catalog gets its own.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var key: Key?
        private var current: Job?

        func job(for catalog: Catalog) -> Job {
            lock.lock()
            defer { lock.unlock() }
            if let key, let current, key.matches(catalog) { return current }
            let job = Job(catalog)
            current = job
            key = Key(catalog)
            return job
        }
    }

    private struct Key {
        struct WeakLesson { weak var lesson: Lesson? }
        let lessons: [WeakLesson]
        let wordLists: [WordList.Purpose: [String]]
        let limits: [String]

        init(_ catalog: Catalog) {
            lessons = catalog.lessons.map { WeakLesson(lesson: $0) }
            wordLists = catalog.wordLists.mapValues(\.words)
            limits = Key.describe(CopyPolicy.limits(catalog))
        }

        func matches(_ catalog: Catalog) -> Bool {
            guard lessons.count == catalog.lessons.count else { return false }
            for (weak, lesson) in zip(lessons, catalog.lessons) where weak.lesson !== lesson { return false }
            return wordLists == catalog.wordLists.mapValues(\.words) && limits == Key.describe(CopyPolicy.limits(catalog))
        }

        static func describe(_ l: CopyLimits) -> [String] {
            let grades = Grade.allCases.map { "\($0.rawValue):\(l.wordsPerSentence[$0] ?? -1):\(l.readingLevel[$0] ?? -1)" }
            return grades + ["\(l.promptWords)", "\(l.wordProblemWords)"]
        }
    }
}
