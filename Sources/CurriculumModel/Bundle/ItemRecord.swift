import Foundation

/// One item of a lesson (`lessons/<id>/items.json` is an array of these, in order). Fields every
/// item type has are typed; the rest of what the author wrote for the item's type (`objects`,
/// `frames`, `equation`, `time`, …) is kept in `fields`.
public struct ItemRecord: Sendable, Hashable, Codable {
    /// `i1`, unique within the lesson.
    public var id: String
    /// `<lesson id>/<item id>`: the item's slug, and the prefix of its string keys.
    public var fullId: String
    public var uuid: UUID
    public var lesson: String
    /// multipleChoice, counting, tenFrame, … (docs/authoring.md#item-types-and-their-fields)
    public var type: String
    /// The skill the item assesses: its own in a mastery check, else its lesson's.
    public var skill: String?
    /// The standards the item is written for (its own, else its skill's), headings expanded.
    public var standards: [String]
    /// 1 ... the rubric's maxDifficulty.
    public var difficulty: Int
    /// Part of the lesson's embedded quick check.
    public var quickCheck: Bool
    public var prompt: String
    /// The right answer; its form depends on the type. Nil for types that are not auto-scored
    /// and for dragDrop, whose `pairs` are the answer.
    public var answer: JSONValue?
    /// Choices (2–4, a 2×2 grid), when the item offers them.
    public var options: [JSONValue]?
    public var hints: [String]
    public var feedback: Feedback
    public var image: Image?
    /// How the text fields are read aloud where that differs from how they are written
    /// ("8 + 6 = ?" → "8 plus 6 equals what?"); nil when everything reads as written.
    public var spoken: SpokenText?
    /// The type-specific fields, as authored.
    public var fields: [String: JSONValue]

    public init(
        id: String, fullId: String, uuid: UUID, lesson: String, type: String, skill: String?, standards: [String],
        difficulty: Int, quickCheck: Bool, prompt: String, answer: JSONValue?, options: [JSONValue]?,
        hints: [String], feedback: Feedback, image: Image?, spoken: SpokenText?, fields: [String: JSONValue]
    ) {
        self.id = id
        self.fullId = fullId
        self.uuid = uuid
        self.lesson = lesson
        self.type = type
        self.skill = skill
        self.standards = standards
        self.difficulty = difficulty
        self.quickCheck = quickCheck
        self.prompt = prompt
        self.answer = answer
        self.options = options
        self.hints = hints
        self.feedback = feedback
        self.image = image
        self.spoken = spoken
        self.fields = fields
    }

    public struct Feedback: Sendable, Hashable, Codable {
        public var correct: String?
        public var incorrect: String?
        public init(correct: String? = nil, incorrect: String? = nil) {
            self.correct = correct
            self.incorrect = incorrect
        }
    }

    public struct Image: Sendable, Hashable, Codable {
        /// The asset catalog name.
        public var asset: String
        /// The text alternative VoiceOver reads.
        public var alt: String?
        /// The picture's file in the bundle (`assets/images/ten-frames-8-and-5.svg`); nil while
        /// the art is not drawn.
        public var file: String?
        /// True when there is no art yet: the app draws a plain placeholder card and says `alt`.
        /// The art brief (the asset catalog's `shows`) stays out of the bundle: it names what
        /// the child is to find ("exactly 6 ducks"), and `alt` is written not to.
        public var placeholder: Bool?
        public init(asset: String, alt: String?, file: String? = nil, placeholder: Bool? = nil) {
            self.asset = asset
            self.alt = alt
            self.file = file
            self.placeholder = placeholder
        }
    }

    /// Spoken forms of an item's text fields. A field is present only when some part of it reads
    /// differently from how it is written; lists then have one entry per written entry.
    public struct SpokenText: Sendable, Hashable, Codable {
        public var prompt: String?
        public var options: [String]?
        public var hints: [String]?
        public var feedback: Feedback?
        /// The other text the item shows, keyed by how it is written: drag-and-drop tiles and
        /// targets, categories, pattern and line-up labels, a shown equation or expression
        /// ("3 + 4" → "3 plus 4", "25¢" → "25 cents"). Only text that reads differently is listed;
        /// the rest is said as written. Keyed by text, not by field, so a view says whatever it
        /// draws without knowing where in `fields` it came from. Added in format 1; older
        /// bundles have none.
        public var labels: [String: String]?

        public init(
            prompt: String? = nil, options: [String]? = nil, hints: [String]? = nil, feedback: Feedback? = nil,
            labels: [String: String]? = nil
        ) {
            self.prompt = prompt
            self.options = options
            self.hints = hints
            self.feedback = feedback
            self.labels = labels
        }

        public var isEmpty: Bool { prompt == nil && options == nil && hints == nil && feedback == nil && labels == nil }
    }

    /// How to say a piece of text the item shows (a tile, a category, an equation): its spoken
    /// form when the bundle has one, else the text itself, which reads as written.
    public func spoken(label text: String) -> String {
        spoken?.labels?[text] ?? text
    }
}

// The one description of an item's JSON (`items.json`): the bundle writer, `diff` and `Encodable`
// all read it. Keys in order.
extension ItemRecord: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("answer", answer)
        s.member("difficulty", difficulty)
        s.member("feedback", feedback)
        s.member("fields", fields)
        s.member("fullId", fullId)
        s.member("hints", hints)
        s.member("id", id)
        s.member("image", image)
        s.member("lesson", lesson)
        s.member("options", options)
        s.member("prompt", prompt)
        s.member("quickCheck", quickCheck)
        s.member("skill", skill)
        s.member("spoken", spoken)
        s.member("standards", standards)
        s.member("type", type)
        s.member("uuid", uuid)
        s.endObject()
    }
}

extension ItemRecord.Feedback: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("correct", correct)
        s.member("incorrect", incorrect)
        s.endObject()
    }
}

extension ItemRecord.Image: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("alt", alt)
        s.member("asset", asset)
        s.member("file", file)
        s.member("placeholder", placeholder)
        s.endObject()
    }
}

extension ItemRecord.SpokenText: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("feedback", feedback)
        s.member("hints", hints)
        s.member("labels", labels)
        s.member("options", options)
        s.member("prompt", prompt)
        s.endObject()
    }
}
