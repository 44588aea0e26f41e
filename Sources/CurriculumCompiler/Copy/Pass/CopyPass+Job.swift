import CurriculumSyntax
import Foundation

extension CopyPass {
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
            let kept: [PartKey: PartReading]
        }

        private let pass: SharedWork<[(Int, PartReading)], Outcome>

        /// A pass over `catalog`, taking the readings in `reusing` for the parts they cover.
        init(_ catalog: Catalog, maxItemsPerPart: Int = LessonPart.maxItems, reusing: [PartKey: PartReading] = [:]) {
            let parts = LessonPart.parts(of: catalog.lessons, maxItems: maxItemsPerPart)
            var reused: [PartKey: PartReading] = [:]
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
        var kept: [PartKey: PartReading] { pass.finished?.kept ?? [:] }

        private static func read(_ slice: Int, of work: Work, table: WordTable) -> [(Int, PartReading)] {
            let context = work.context, parts = work.parts
            var out: [(Int, PartReading)] = []
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
                out.append((index, PartReading(lesson: copy.lesson, buckets: buckets, later: pass.later, evidence: evidence, reusable: copy.isWhole)))
            }
            return out
        }

        /// Every part's findings in part order, with those that waited on the story names decided.
        private static func merge(_ work: Work, readings: [PartKey: PartReading]) -> [String: [Diagnostic]] {
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
