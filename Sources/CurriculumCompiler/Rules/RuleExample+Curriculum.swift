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
            - Start with the duck at the front.
            - Touch each duck and say a number.
          feedback:
            correct: Yes! There are 6 ducks.
            incorrect: Start at the front duck. Touch each duck once as you count.

        """

    /// The same item with a word that is not on the early-reader list.
    static let lagoonDucks = pondDucks.replacingOccurrences(of: "in the pond?", with: "in the lagoon?")
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
            - 1 more is the next number.
          feedback:
            correct: Yes! 4 + 1 = 5. That is a full hand.
            incorrect: Show 4 fingers and put up 1 more. Count the fingers that are up.

        """

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
            - Drag each button to one side as you count it.
            - Count each button only once.
          feedback:
            correct: Yes! You found all 9 buttons.
            incorrect: Move each button as you count it. Then you count each one once.

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
