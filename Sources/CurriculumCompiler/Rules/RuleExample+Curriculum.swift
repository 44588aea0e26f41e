/// Pieces of the shipped curriculum that several rules' examples change.
extension RuleExample {
    /// A word list an author might add beside the shipped ones, for the words of new stories.
    static let storyWords = """
        # yaml-language-server: $schema=../../schemas/word-list.schema.json
        kind: WordList
        id: copy.story-words
        purpose: earlyReader
        words: [kiwi, lagoon]

        """

    /// Item i2 of curriculum/k/01-counting/count-objects-l1.yaml, as it ships.
    static let pondDucks = """
        - id: i2
          type: counting
          difficulty: 1
          standards: [NY-K.CC.4a, NY-K.CC.5a]
          prompt: How many ducks are in the pond?
          objects: {name: duck, count: 6, arrangement: line}
          answer: 6
          image: {asset: k-count-ducks-line, alt: Yellow ducks in a line on a pond}
          hints:
            - Start with the duck on the left.
            - Touch each duck and say a number.
          feedback:
            correct: Yes! You touched each duck once. The last number you said was 6.
            incorrect: Start at the duck on the left. Touch each duck once as you count.

        """

    /// The same item with a word that is not on the early-reader list.
    static let lagoonDucks = pondDucks.replacingOccurrences(of: "in the pond?", with: "in the lagoon?")

    /// Item i2 of curriculum/k/08-geometry/compare-shapes-l2.yaml, whose choices are shapes, made a
    /// question whose choices are the given statements about a square and a rectangle.
    static func squareAndRectangle(_ statements: [String], prompt: String) -> RuleExample {
        let file = "k/08-geometry/compare-shapes-l2.yaml"
        return .replacing("prompt: A square has 4 sides. Which shape has 4 sides too?", in: file, with: "prompt: \(prompt)")
            + .replacing("options: [triangle, rectangle, circle]", in: file, with: "options: [\(statements.joined(separator: ", "))]")
            + .replacing("answer: rectangle", in: file, with: "answer: \(statements[1])")
    }
}

extension RuleExample {
    /// An event an author might add to curriculum/analytics.yaml.
    static let sessionPaused = """
        - name: session_paused
          trigger: The app goes to the background in the middle of a lesson.
          properties:
            - {name: event_id, type: uuid, required: true}
            - {name: timestamp, type: timestamp, required: true}
            - {name: user_id, type: uuid, required: true}
            - {name: session_id, type: uuid, required: true}

        """
}

extension RuleExample {
    /// Item i2 of curriculum/k/02-operations/fluency-within-5-l1.yaml, as it ships.
    static let fourAndOne = """
        - id: i2
          type: numericInput
          quickCheck: true
          difficulty: 1
          prompt: Show 4 fingers. Put up 1 more. How many fingers now?
          expression: "4 + 1"
          answer: 5
          hints:
            - Touch each finger that is up as you count.
          feedback:
            correct: Yes! 4 + 1 = 5. That is a full hand.
            incorrect: Show 4 fingers and put up 1 more. Count the fingers that are up.

        """

    /// Item i1 of curriculum/k/02-operations/fluency-within-5-l1.yaml (skill
    /// k.operations.fluency-within-5, which teaches NY-K.OA.5 alone) with `standards` written.
    static func twoAndOne(standards: String) -> String {
        """
        - id: i1
          type: multipleChoice
          quickCheck: true
          difficulty: 1
          standards: \(standards)
          prompt: Show 2 fingers. Show 1 more finger. How many fingers are up?
          expression: "2 + 1"
          options: [2, 3, 4]
          answer: 3
          hints:
            - Show 2 fingers on one hand.
            - Put up 1 more and count.
          feedback:
            correct: Yes! 2 + 1 = 3.
            incorrect: Show 2 fingers. Put up 1 more finger. Count all the fingers that are up.

        """
    }

    /// Item i3 of curriculum/k/02-operations/fluency-within-5-l2.yaml, as it ships.
    static let twoAndWhat = """
        - id: i3
          type: missingNumber
          difficulty: 2
          prompt: 2 + ? = 5. What number makes this true?
          equation: "2 + ? = 5"
          answer: 3
          hints:
            - Start at 2.
            - Count up to 5.
          feedback:
            correct: Yes! 2 + 3 = 5.
            incorrect: Start at 2 and count up to 5. Count how many numbers you said.

        """

    /// Item i6 of curriculum/k/01-counting/count-objects-l1.yaml, as it ships.
    static let buttons = """
        - id: i6
          type: counting
          difficulty: 3
          standards: [NY-K.CC.4a, NY-K.CC.5a]
          prompt: Buttons fell on the rug. How many buttons?
          objects: {name: button, count: 9, arrangement: scattered}
          answer: 9
          options: [8, 9, 10]
          hints:
            - Touch each button with your finger as you count it.
            - Count each button only once.
          feedback:
            correct: Yes! You found all 9 buttons.
            incorrect: Start at the top. Touch each button once and say one number.

        """

    /// Item i7 of curriculum/k/01-counting/count-objects-l1.yaml, as it ships.
    /// A numeral item a child answers by ear: the prompt says "fourteen" and the option 14 is read aloud as "fourteen".
    static let whichIsFourteen = """
        - id: i7
          type: multipleChoice
          difficulty: 2
          standards: [NY-K.CC.3]
          prompt: Which number is fourteen?
          options: [4, 14, 40]
          answer: 14
          hints:
            - Count on from 10 on your fingers.
          feedback:
            correct: Yes! We write fourteen with a 1 and a 4.
            incorrect: Count on from 10 on your fingers. Stop at fourteen.

        """

    /// Item i5 of curriculum/k/01-counting/count-objects-l3.yaml, as it ships: a dictation, whose
    /// answer is the number the prompt says.
    static let writeFourteen = """
        - id: i5
          type: numericInput
          difficulty: 2
          standards: [NY-K.CC.3]
          prompt: Write the number fourteen.
          answer: 14
          hints:
            - Count on from 10 on your fingers. Stop when you say fourteen.
            - Fourteen is 10 and some more. How many more?
          feedback:
            correct: Yes! We write fourteen with a 1 and a 4.
            incorrect: Say 10, then count on to fourteen. Write 1 for the ten. Then write how many more.

        """

    static let kofiCars = """
        - id: i7
          type: multipleChoice
          difficulty: 2
          standards: [NY-K.CC.4, NY-K.CC.4b]
          prompt: Kofi counts his cars. He says 1, 2, 3, 4, 5. How many cars does he have?
          options: [1, 5, 6]
          answer: 5
          hints:
            - The last number Kofi says tells how many.
          feedback:
            correct: Yes! The last number he says tells how many cars.
            incorrect: Find the last number Kofi says. That number tells how many.

        """

    /// The same item about another child: a new item, not a copy of Kofi's (ITEM-DUPLICATE-CONTENT).
    static let meiCars = kofiCars
        .replacingOccurrences(of: "Kofi counts his cars. He says", with: "Mei counts her cars. She says")
        .replacingOccurrences(of: "does he have?", with: "does she have?")
        .replacingOccurrences(of: "Kofi says", with: "Mei says")
        .replacingOccurrences(of: "number he says", with: "number she says")

    /// The same item tagged difficulty 1, easier than the items before it.
    static let kofiCarsEasy = kofiCars.replacingOccurrences(of: "difficulty: 2", with: "difficulty: 1")
}

extension RuleExample {
    /// A small fact set an author might add beside curriculum/facts/starter.yaml.
    static let makeTenFacts = """
        # yaml-language-server: $schema=../../schemas/fact-set.schema.json
        kind: FactSet
        id: facts.make-ten
        count: 5
        options: {count: 4, min: 0, max: 20}
        steps:
          - {name: make10, tags: [make10], op: add, pairs: [[1, 9], [2, 8], [3, 7], [4, 6], [5, 5]]}

        """
}

extension RuleExample {
    /// The entry of curriculum/assets/catalog.yaml for the picture of item i4 of
    /// curriculum/1/03-strategies/make-ten-l1.yaml, as it ships: drawn, an SVG.
    static let tenFramesEntry = """
        - id: ten-frames-8-and-5
          kind: image
          shows: "Two ten frames with counters in each frame: 8 red counters in the top frame (a full top row and 3 in the bottom row) and 5 yellow counters in the bottom frame (a full top row), for 8 + 5"
          size: {width: 320, height: 240}
          file: images/ten-frames-8-and-5.svg
          source: Drawn for this curriculum as plain SVG shapes
          licence: CC0-1.0

        """

    /// The entry for the pond ducks of `pondDucks`, as it ships: a picture the child counts,
    /// not drawn yet.
    static let ducksEntry = """
        - id: k-count-ducks-line
          kind: image
          shows: "Yellow ducks in a line on a pond: exactly 6 ducks, in a row, each whole and apart from the others so a child can touch each one once"
          count: 6
          object: duck
          size: {width: 320, height: 240}

        """

    /// The ten frames of `tenFramesEntry` drawn another way: each counter a `<use>` of one
    /// defined inside the file, which is safe (only `#…` references are).
    static let tenFramesWithUse = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="320" height="240" viewBox="0 0 320 240">
          <title>Two ten frames: 8 red counters in the top frame, 5 yellow counters in the bottom frame</title>
          <defs>
            <circle id="counter" r="17" stroke="#1F2328" stroke-width="2"/>
            <path id="frame" d="M0 0H240V96H0Z M48 0V96 M96 0V96 M144 0V96 M192 0V96 M0 48H240" fill="#FFFFFF" stroke="#1F2328" stroke-width="3"/>
          </defs>
          <use xlink:href="#frame" x="40" y="12"/>
          <use xlink:href="#frame" x="40" y="132"/>
          <g fill="#E0362C">
            <use href="#counter" x="64" y="36"/><use href="#counter" x="112" y="36"/><use href="#counter" x="160" y="36"/>
            <use href="#counter" x="208" y="36"/><use href="#counter" x="256" y="36"/>
            <use href="#counter" x="64" y="84"/><use href="#counter" x="112" y="84"/><use href="#counter" x="160" y="84"/>
          </g>
          <g fill="#FFD21F">
            <use href="#counter" x="64" y="156"/><use href="#counter" x="112" y="156"/><use href="#counter" x="160" y="156"/>
            <use href="#counter" x="208" y="156"/><use href="#counter" x="256" y="156"/>
          </g>
        </svg>

        """
}
