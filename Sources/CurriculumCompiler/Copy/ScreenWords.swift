/// Where copy asks the child to do something to the screen ("Drag each apple") or names
/// something drawn on it ("the graph"), read from its tokens (COPY-ACTION-UNAVAILABLE). Whether
/// the item allows the one or shows the other is `ItemScreen`'s to say.
///
/// The word lists are short on purpose. Pointing and touching are always possible, so "Touch
/// each one as you count" and "Put your finger on 25" are never read as requests; a request is a
/// verb that changes the screen, said as an instruction, whose object is a thing the screen
/// draws. A sentence set in the child's head ("Picture the counters moving", "Think of the
/// chart") asks for nothing on the screen.
enum ScreenWords {
    /// An instruction to change the screen: the verb and what it acts on.
    struct Request {
        /// The verb's token, and the last token of its object phrase.
        let verb: Int
        let end: Int
        /// What the screen must allow, any one of them.
        let needs: Set<ScreenTraits.Action>
        /// The words of the object phrase that may name a thing drawn (folded), with their tokens.
        let objects: [(word: String, token: Int)]
        /// "each one", "every one": the things drawn, whatever they are.
        let eachOne: Bool
    }

    /// A visual named in copy, and whether it is named as one the child is looking at.
    struct Mention {
        let visual: ScreenTraits.Visual
        /// First token of the phrase (its determiner, when definite) and its head noun.
        let first: Int
        let last: Int
        /// "the graph", "this chart", "the first frame": a visual taken to be there. "A graph",
        /// "your picture", "two ten frames" bring one in instead.
        let definite: Bool
    }

    /// Verbs that change the screen, with the actions that let the child do them.
    static let verbs: [String: Set<ScreenTraits.Action>] = [
        "drag": [.move], "slide": [.move], "move": [.move], "push": [.move], "pull": [.move], "line": [.move], "stack": [.move],
        "put": [.move, .fill, .draw], "place": [.move, .fill, .draw],
        "mark": [.draw], "circle": [.draw], "cross": [.draw],
        "shade": [.shade, .draw], "color": [.shade, .draw], "colour": [.shade, .draw],
    ]
    /// Verbs that ask for a change only with one of these after them.
    private static let particles: [String: Set<String>] = ["cross": ["out", "off"], "line": ["up"]]
    /// Of those, the ones that are nouns as well ("Size and color", "the slide"): read as verbs
    /// only where a sentence or clause starts, never after "and".
    private static let alsoNouns: Set<String> = ["slide", "place", "mark", "circle", "color", "colour", "push", "pull", "line", "stack"]
    /// Words after which an instruction's verb may stand: "Then drag", "Can you slide", "Try to push".
    private static let instructionOpeners: Set<String> = [
        "then", "now", "first", "next", "please", "let's", "lets", "you", "to", "or", "can",
    ]
    /// Words that point at things already there: "each apple", "the 3 apples", "all of the bars".
    private static let pointing: Set<String> = [
        "the", "each", "every", "all", "this", "that", "these", "those", "both", "of", "one", "two", "three", "four",
        "five", "six", "seven", "eight", "nine", "ten", "other", "last", "next", "first",
    ]
    /// Words after which the object is the child's own, not the screen's: "Put a pencil", "your finger".
    private static let notDrawn: Set<String> = [
        "a", "an", "some", "another", "your", "my", "his", "her", "their", "our", "it", "them", "more", "out", "away",
    ]
    /// Words that end an object phrase.
    private static let phraseEnds: Set<String> = [
        "to", "on", "in", "from", "and", "as", "with", "at", "into", "onto", "over", "until", "then", "for", "by",
        "so", "is", "are", "up", "down", "back", "along", "across", "around", "off", "that", "which", "you", "or",
    ]
    /// Words that set a sentence in the child's head.
    private static let imagining: Set<String> = ["think", "imagine", "pretend", "remember"]

    /// The instructions in `tokens` to change the screen, outside sentences set in the head.
    static func requests(in tokens: [CopyToken]) -> [Request] {
        var out: [Request] = []
        for i in tokens.indices where tokens[i].kind == .word {
            let verb = tokens[i].folded
            guard let needs = verbs[verb], opensInstruction(i, in: tokens, nounToo: alsoNouns.contains(verb)) else { continue }
            var j = i + 1
            if let particles = particles[verb] {
                // "cross out", "line up": "cross the road" and "line the box" change nothing on screen.
                guard j < tokens.count, particles.contains(tokens[j].folded) else { continue }
                j += 1
            }
            var each = false
            while j < tokens.count, tokens[j].kind == .number || (tokens[j].kind == .word && pointing.contains(tokens[j].folded)) {
                let word = tokens[j].folded
                if word == "each" || word == "every" || word == "all" { each = true }
                // "each one": the pronoun is the object.
                if word == "one", each { break }
                j += 1
            }
            guard j < tokens.count, tokens[j].kind == .word, !notDrawn.contains(tokens[j].folded) else { continue }
            if each, tokens[j].folded == "one" || tokens[j].folded == "ones" {
                guard !imagined(tokens[i].sentence, in: tokens) else { continue }
                out.append(Request(verb: i, end: j, needs: needs, objects: [], eachOne: true))
                continue
            }
            var objects: [(String, Int)] = []
            var k = j
            while k < tokens.count, k < j + 3, tokens[k].kind == .word, !phraseEnds.contains(tokens[k].folded) {
                objects.append((tokens[k].folded, k))
                k += 1
            }
            guard !objects.isEmpty, !imagined(tokens[i].sentence, in: tokens) else { continue }
            out.append(Request(verb: i, end: k - 1, needs: needs, objects: objects, eachOne: false))
        }
        return out
    }

    /// A verb at token `i` standing where an instruction starts: first in its sentence, after a
    /// comma, semicolon or colon, or after a word that opens one ("then", "can you", "try to").
    private static func opensInstruction(_ i: Int, in tokens: [CopyToken], nounToo: Bool) -> Bool {
        if tokens[i].startsSentence || i == 0 { return true }
        let before = tokens[i - 1]
        if before.kind == .punctuation { return before.text == "," || before.text == ";" || before.text == ":" }
        guard before.kind == .word else { return false }
        if instructionOpeners.contains(before.folded) { return true }
        return !nounToo && before.folded == "and"
    }

    /// True when the sentence is set in the child's head: it thinks, imagines, remembers, or
    /// pictures ("Picture the two halves sliding together"), or it happens "in your head".
    static func imagined(_ sentence: Int, in tokens: [CopyToken]) -> Bool {
        for i in tokens.indices where tokens[i].sentence == sentence && tokens[i].kind == .word {
            let word = tokens[i].folded
            if imagining.contains(word) || Inflection.stems(word).contains(where: imagining.contains) { return true }
            if word == "picture", opensInstruction(i, in: tokens, nounToo: true) { return true }
            if word == "head" || word == "mind", i >= 2, tokens[i - 1].folded == "your", tokens[i - 2].folded == "in" { return true }
        }
        return false
    }

    /// Every visual `tokens` name, definite or not, in order.
    static func mentions(in tokens: [CopyToken]) -> [Mention] {
        var out: [Mention] = []
        for i in tokens.indices where tokens[i].kind == .word {
            guard let (visual, first) = visual(at: i, in: tokens) else { continue }
            // Back over at most two modifiers ("the first frame", "the 2 ten frames") to a determiner.
            var j = first - 1, skipped = 0
            var definite = false, determined = false
            while j >= 0, skipped <= 2 {
                let t = tokens[j]
                guard t.kind == .word || t.kind == .number else { break }
                if definites.contains(t.folded) { definite = true; determined = true; break }
                if t.kind == .word, notDrawn.contains(t.folded) || t.folded.hasSuffix("'s") || quantities.contains(t.folded) {
                    determined = true
                    break
                }
                if t.kind == .word, phraseEnds.contains(t.folded) { break }
                skipped += 1
                j -= 1
            }
            // "picture" without a determiner is the verb ("Picture the frame").
            if visual == .picture, !determined { continue }
            out.append(Mention(visual: visual, first: definite ? j : first, last: i, definite: definite))
        }
        return out
    }

    private static let definites: Set<String> = ["the", "this", "that", "these", "those"]
    private static let quantities: Set<String> = ["each", "every", "one", "two", "three", "four", "five", "any"]

    /// The visual whose head noun is token `i`, and where its name starts ("number line", "bar graph").
    private static func visual(at i: Int, in tokens: [CopyToken]) -> (ScreenTraits.Visual, Int)? {
        let word = tokens[i].folded
        let before = i > 0 && tokens[i - 1].kind == .word ? tokens[i - 1].folded : ""
        switch word {
        case "graph", "graphs":
            return (.graph, before == "bar" || before == "picture" ? i - 1 : i)
        case "chart", "charts":
            return (.numberChart, before == "number" || before == "hundred" || before == "hundreds" ? i - 1 : i)
        case "line", "lines":
            return before == "number" ? (.numberLine, i - 1) : nil
        case "frame", "frames":
            return (.tenFrame, before == "ten" ? i - 1 : i)
        case "ten-frame", "ten-frames":
            return (.tenFrame, i)
        case "picture", "pictures":
            // "picture graph" is a graph.
            let next = i + 1 < tokens.count ? tokens[i + 1].folded : ""
            return next == "graph" || next == "graphs" ? nil : (.picture, i)
        default:
            return nil
        }
    }
}
