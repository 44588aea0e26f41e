import XCTest

@testable import CurriculumCompiler
import CurriculumSyntax

/// "Did you mean" over long lists: a bounded number of comparisons per lookup, and the
/// suggestions a full search would make for the typos people make.
final class SuggestionIndexTests: XCTestCase {
    /// Keys shaped like the curriculum's: `<unit>.<skill>.l<n>/i<n>.<field>`.
    static func keys(units: Int) -> [String] {
        var out: [String] = []
        for u in 0..<units {
            for skill in ["count-objects", "compare-numbers", "add-within-10"] {
                for lesson in 1...3 {
                    out.append("k.unit\(u).\(skill).l\(lesson).title")
                    for item in 1...6 {
                        for field in ["prompt", "hint.1", "hint.2", "feedback.correct", "alt"] {
                            out.append("k.unit\(u).\(skill).l\(lesson)/i\(item).\(field)")
                        }
                    }
                }
            }
        }
        return out
    }

    func testALookupComparesABoundedNumberOfNamesHoweverLongTheList() {
        let small = SuggestionIndex(Self.keys(units: 2))
        let large = SuggestionIndex(Self.keys(units: 60))
        XCTAssertGreaterThan(large.names.count, 16_000)
        for word in ["k.unit1.count-objects.l2/i3.promt", "k.renamed.count-objects.l2/i3.prompt", "zzz", ""] {
            XCTAssertLessThanOrEqual(small.shortlist(for: word).count, SuggestionIndex.maxCompared, word)
            XCTAssertLessThanOrEqual(large.shortlist(for: word).count, SuggestionIndex.maxCompared, word)
        }
    }

    func testTyposAndRenamesFindTheKeyMeant() {
        let index = SuggestionIndex(Self.keys(units: 60))
        // A typo at the end: the beginning is intact.
        XCTAssertEqual(index.closest(to: "k.unit7.count-objects.l2/i3.promt"), "k.unit7.count-objects.l2/i3.prompt")
        XCTAssertEqual(index.closest(to: "k.unit7.count-objects.l2/i3.hint.1x"), "k.unit7.count-objects.l2/i3.hint.1")
        // A renamed unit: the end is intact.
        XCTAssertEqual(index.closest(to: "k.unot7.count-objects.l2/i3.feedback.correct"), "k.unit7.count-objects.l2/i3.feedback.correct")
        // In the middle, case aside.
        XCTAssertEqual(index.closest(to: "k.unit7.count-objcts.l2/i3.alt"), "k.unit7.count-objects.l2/i3.alt")
        XCTAssertEqual(index.closest(to: "K.UNIT7.COUNT-OBJECTS.L2/I3.ALT"), "k.unit7.count-objects.l2/i3.alt")
        XCTAssertNil(index.closest(to: "something else entirely"))
        XCTAssertNil(index.closest(to: "k.unit7.count-objects.l2/i3.hint.3"), "hint.1 and hint.2 are equally near: no fix-it")
    }

    func testShortListsAreSearchedWhole() {
        // Up to fullSearchLimit names, the index suggests what comparing every name does.
        var random = SeededRandom(seed: 7)
        let letters = Array("abcdefg.-")
        func word() -> String { String((0..<Int.random(in: 1...9, using: &random)).map { _ in letters.randomElement(using: &random) ?? "a" }) }
        for _ in 0..<200 {
            let names = (0..<Int.random(in: 0...SuggestionIndex.fullSearchLimit, using: &random)).map { _ in word() }
            let probe = word()
            XCTAssertEqual(SuggestionIndex(names).candidates(near: probe), Self.fullSearch(probe, names), "\(probe) in \(names)")
        }
    }

    func testBoundedDistanceAgreesWithTheFullOne() {
        // The banded, early-exit distance under a limit decides as the unbounded one does.
        var random = SeededRandom(seed: 11)
        let letters = Array("abcab.")
        func word() -> String { String((0..<Int.random(in: 0...14, using: &random)).map { _ in letters.randomElement(using: &random) ?? "a" }) }
        for _ in 0..<2000 {
            let names = (0..<3).map { _ in word() }
            let probe = word()
            XCTAssertEqual(EditDistance.nearest(to: probe, among: names), Self.fullSearch(probe, names), "\(probe) in \(names)")
        }
    }

    /// What `candidates(near:in:)` means, by the unbounded distance to every name.
    static func fullSearch(_ word: String, _ names: [String]) -> [String] {
        var best = Int.max
        var out: [String] = []
        for name in names {
            let limit = max(1, max(word.unicodeScalars.count, name.unicodeScalars.count) / 3)
            let d = EditDistance.distance(word, name)
            guard d <= limit, d <= best else { continue }
            if d < best {
                best = d
                out = []
            }
            if !out.contains(name) { out.append(name) }
        }
        return out
    }
}
