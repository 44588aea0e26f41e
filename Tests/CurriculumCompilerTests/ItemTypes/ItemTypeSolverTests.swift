import XCTest

@testable import CurriculumCompiler

/// Every item type's solver on a right answer, a wrong one, and what makes the type impossible.
final class ItemTypeSolverTests: XCTestCase {
    func testEveryTypeIsRegisteredOnce() {
        let names = ItemTypes.all.map { $0.name }
        XCTAssertEqual(names.count, Set(names).count)
        XCTAssertEqual(Set(names), [
            "multipleChoice", "numericInput", "counting", "tenFrame", "numberLine", "compare", "pattern", "measure",
            "sortClassify", "coins", "clock", "base10", "fractionShade", "barGraph", "shape", "equationTrueFalse",
            "missingNumber", "wordProblem", "ordinal", "numberBond", "numberChart", "dragDrop", "openResponse", "drawing",
            "countOut",
        ])
        XCTAssertEqual(ItemTypes.all.filter { !$0.isAutoScored }.map { $0.name }.sorted(), ["drawing", "openResponse"])
    }

    func testMultipleChoice() throws {
        try assertAnswers("type: multipleChoice\nprompt: What is 8 + 6?\noptions: [12, 13, 14, 15]", right: "14", wrong: "15", working: "8 + 6 = 14")
        try assertAnswers("type: multipleChoice\nprompt: Which is the same?\nexpression: \"3 + 4\"\noptions: [\"3 + 4\", \"2 + 2\"]", right: "\"3 + 4\"", wrong: "\"2 + 2\"")
        try assertAnswers("type: multipleChoice\nprompt: \"8 + ? = 11\"\noptions: [2, 3]", right: "3", wrong: "2", working: "8 + 3 = 11")
        // Without arithmetic the answer is the author's choice among the options.
        XCTAssertNil(try solve("type: multipleChoice\nprompt: Which number is more than 5?\noptions: [3, 8]\nanswer: 8").expected)
        try assertImpossible("type: multipleChoice\nprompt: Pick one.\nexpression: \"3 x 4\"\noptions: [7, 12]", "'x' is not used")
        try assertImpossible("type: multipleChoice\nprompt: What is 3 - 5?\noptions: [2, 8]", "below zero")
        let item = try makeItem("type: multipleChoice\nprompt: What is 8 + 6?\noptions: [12, 14]")
        XCTAssertEqual(MultipleChoiceItem.numbers(item).map(\.0), [8, 6, 14, 12, 14])
    }

    /// A question with a `position` is answered by the one choice that says the thing's place,
    /// alone or with its landmark; "beside" and "next to" say the same place.
    func testMultipleChoiceWithAPosition() throws {
        let bird = "type: multipleChoice\nprompt: Where is the bird?\nposition: {thing: bird, place: above, landmark: tree}"
        try assertAnswers(bird + "\noptions: [above the tree, below the tree]", right: "above the tree", wrong: "below the tree",
                          working: "the bird is above the tree")
        try assertAnswers(bird + "\noptions: [below, Above, beside]", right: "Above", wrong: "below")
        try assertAnswers(
            "type: multipleChoice\nprompt: Where is the cat?\nposition: {thing: cat, place: in front of, landmark: box}\noptions: [behind the box, in front of the box]",
            right: "in front of the box", wrong: "behind the box")
        // A choice naming another landmark is not where the thing is from this one.
        try assertAnswers(bird + "\noptions: [above the house, above the tree]", right: "above the tree", wrong: "above the house")
        try assertImpossible(bird + "\noptions: [below the tree, beside the tree]", "no choice says where the bird is: the bird is above the tree", atLine: 3)
        try assertImpossible(
            "type: multipleChoice\nprompt: Where is the cup?\nposition: {thing: cup, place: beside, landmark: plate}\noptions: [above, beside, next to]",
            "'beside' and 'next to' both say where the cup is", atLine: 4)
        try assertImpossible(bird + "\noptions: [up high, above]", "'up high' names no place", atLine: 4)
    }

    func testNumericInput() throws {
        try assertAnswers("type: numericInput\nprompt: What is 8 + 6?", right: "14", wrong: "15", working: "8 + 6 = 14")
        try assertAnswers("type: numericInput\nprompt: Add.\nexpression: \"10 + 5 - 2\"", right: "13", wrong: "17")
        try assertAnswers("type: numericInput\nprompt: \"8 + ? = 11\"", right: "3", wrong: "19")
        XCTAssertEqual(try solve("type: numericInput\nprompt: What is 8 + 6?\nanswer: 14").solution.notes, ["the prompt's expression evaluates to 14"])
        XCTAssertNil(try solve("type: numericInput\nprompt: How many legs does a dog have?\nanswer: 4").expected)
        try assertImpossible("type: numericInput\nprompt: Add.\nexpression: \"8 + + 6\"", "expected a number", atLine: 3)
        let located = try solve("type: numericInput\nprompt: Add.\nexpression: \"8 + + 6\"")
        XCTAssertEqual(located.problemLocation?.column, 22, "the second '+' inside the quoted string")
    }

    func testCounting() throws {
        try assertAnswers("type: counting\nprompt: How many apples?\nobjects: {name: apple, count: 7, arrangement: line}", right: "7", wrong: "8", working: "the 7 apples shown")
        try assertAnswers("type: counting\nprompt: How many?\nobjects: {name: bunny, count: 20, arrangement: array}", right: "20", wrong: "19")
        try assertImpossible("type: counting\nprompt: How many?\nobjects: {name: star, count: 14, arrangement: scattered}", "scattered objects stay within 10", atLine: 3)
        try assertImpossible("type: counting\nprompt: How many?\nobjects: {name: star, count: 21, arrangement: line}", "more than the 20")
    }

    func testCountOut() throws {
        let apples = "type: countOut\nprompt: Put 7 apples in the basket.\nobject: apple\ncount: 7\navailable: 10\ncontainer: basket"
        try assertAnswers(apples, right: "7", wrong: "10", working: "the 7 apples put in the basket")
        try assertAnswers("type: countOut\nprompt: Put 19 beads in the bag.\nobject: bead\ncount: 19\navailable: 20", right: "19", wrong: "20")
        // A pile no bigger than the count lets the child move everything without stopping at the number.
        try assertImpossible("type: countOut\nprompt: Put 7 apples in.\nobject: apple\ncount: 7\navailable: 7", "is not more than the 7 to count out", atLine: 5)
        try assertImpossible("type: countOut\nprompt: Put 20 apples in.\nobject: apple\ncount: 20\navailable: 20", "is not more than the 20", atLine: 5)
        try assertImpossible("type: countOut\nprompt: Put 21 apples in.\nobject: apple\ncount: 21\navailable: 25", "more than the 20 a child counts out", atLine: 4)
        try assertImpossible("type: countOut\nprompt: Put 0 apples in.\nobject: apple\ncount: 0\navailable: 5", "at least 1", atLine: 4)
        try assertImpossible("type: countOut\nprompt: Put 9 apples in.\nobject: apple\ncount: 9\navailable: 30", "more than the 20 the screen shows", atLine: 5)
        let item = try makeItem(apples)
        XCTAssertEqual(CountOutItem.numbers(item).map(\.0), [7], "the number to count out; the pile is not asked about")
        XCTAssertTrue(CountOutItem.isAutoScored)
        XCTAssertTrue(CountOutItem.hasInteractions)
    }

    func testTenFrame() throws {
        try assertAnswers("type: tenFrame\nprompt: How many?\nframes: 1\nfilled: 6\nask: count", right: "6", wrong: "4")
        try assertAnswers("type: tenFrame\nprompt: How many more make 10?\nframes: 1\nfilled: 6\nask: complement", right: "4", wrong: "6", working: "10 - 6 = 4")
        try assertAnswers("type: tenFrame\nprompt: How many more make 20?\nframes: 2\nfilled: 13\nask: complement", right: "7", wrong: "3")
        try assertImpossible("type: tenFrame\nprompt: How many?\nframes: 1\nfilled: 11\nask: count", "do not fit in a ten frame", atLine: 4)
        try assertImpossible("type: tenFrame\nprompt: How many?\nframes: 3\nfilled: 11\nask: count", "1 or 2 frames", atLine: 3)
    }

    func testNumberLine() throws {
        try assertAnswers("type: numberLine\nprompt: Where do you land?\nfrom: 0\nto: 10\nstart: 1\njumps: [3]", right: "4", wrong: "3", working: "1 + 3 = 4")
        try assertAnswers("type: numberLine\nprompt: Where do you land?\nfrom: 0\nto: 20\nstart: 12\njumps: [-5, 2]", right: "9", wrong: "19", working: "12 - 5 + 2 = 9")
        try assertImpossible("type: numberLine\nprompt: Where?\nfrom: 0\nto: 10\nstart: 8\njumps: [1, 5]", "lands on 14, past the end of the line at 10", atLine: 6)
        try assertImpossible("type: numberLine\nprompt: Where?\nfrom: 0\nto: 10\nstart: 2\njumps: [-3]", "before the start")
        try assertImpossible("type: numberLine\nprompt: Where?\nfrom: 0\nto: 10\nstart: 11\njumps: [1]", "start 11 is off the line", atLine: 5)
        try assertImpossible("type: numberLine\nprompt: Where?\nfrom: 5\nto: 5\nstart: 5\njumps: [0]", "must be above")
        let item = try makeItem("type: numberLine\nprompt: Where?\nfrom: 0\nto: 20\nstart: 12\njumps: [-5, 2]")
        XCTAssertEqual(NumberLineItem.numbers(item).map(\.0), [12, 5, 7, 2, 9])
    }

    func testCompare() throws {
        try assertAnswers("type: compare\nprompt: Which sign?\nleft: 7\nright: 4\nask: symbol", right: "\">\"", wrong: "\"<\"", working: "7 > 4")
        try assertAnswers("type: compare\nprompt: Which has more?\nleft: {count: 4, name: duck}\nright: {count: 6, name: duck}\nask: more", right: "right", wrong: "left")
        try assertAnswers("type: compare\nprompt: Which has fewer?\nleft: {count: 4, name: duck}\nright: {count: 6, name: duck}\nask: fewer", right: "left", wrong: "right")
        try assertAnswers("type: compare\nprompt: Which has more?\nleft: 5\nright: 5\nask: more", right: "same", wrong: "left")
        try assertAnswers("type: compare\nprompt: Which sign?\nleft: 5\nright: 5\nask: symbol", right: "\"=\"", wrong: "\">\"")
        // How many more, whichever side has them.
        try assertAnswers("type: compare\nprompt: How many more milk?\nleft: {count: 6, name: milk}\nright: {count: 4, name: juice}\nask: difference", right: "2", wrong: "10", working: "6 - 4 = 2")
        try assertAnswers("type: compare\nprompt: How many more pears?\nleft: {count: 3, name: apples}\nright: {count: 7, name: pears}\nask: difference", right: "4", wrong: "3")
    }

    func testPattern() throws {
        try assertAnswers("type: pattern\nprompt: What comes next?\ncore: [red, blue]\nshown: 5\noptions: [red, blue]", right: "blue", wrong: "red")
        try assertAnswers("type: pattern\nprompt: What comes next?\ncore: [cat, dog, dog]\nshown: 7", right: "dog", wrong: "cat")
        try assertAnswers("type: pattern\nprompt: What comes next?\ncore: [1, 2]\nshown: 4", right: "1", wrong: "2")
        try assertImpossible("type: pattern\nprompt: Next?\ncore: [a, b, c, d, e]\nshown: 10", "2 to 4 elements", atLine: 3)
        try assertImpossible("type: pattern\nprompt: Next?\ncore: [red, red]\nshown: 4", "nothing repeats")
        try assertImpossible("type: pattern\nprompt: Next?\ncore: [red, blue, green]\nshown: 4", "at least twice", atLine: 4)
    }

    func testMeasure() throws {
        let objects = "objects: [{name: pencil, value: 7}, {name: crayon, value: 4}, {name: clip, value: 2}]"
        try assertAnswers("type: measure\nprompt: Which is longer?\nattribute: length\nobjects: [{name: pencil, value: 7}, {name: crayon, value: 4}]\nask: longer", right: "pencil", wrong: "crayon", working: "pencil (7) is longer than crayon (4)")
        try assertAnswers("type: measure\nprompt: Which is shorter?\nattribute: length\n\(objects)\nask: shorter", right: "clip", wrong: "pencil")
        let mixed = "objects: [{name: crayon, value: 4}, {name: pencil, value: 7}, {name: clip, value: 2}]"
        try assertAnswers("type: measure\nprompt: Put them in order.\nattribute: length\n\(mixed)\nask: order", right: "[pencil, crayon, clip]", wrong: "[clip, crayon, pencil]")
        // Listed in the order asked for, they are answered by reading them off.
        try assertImpossible("type: measure\nprompt: Put them in order.\nattribute: length\n\(objects)\nask: order", "listed longest first, the order asked for", atLine: 4)
        // Three listed the other way round are read off from the bottom up.
        let shortestFirst = "objects: [{name: clip, value: 2}, {name: crayon, value: 4}, {name: pencil, value: 7}]"
        try assertImpossible("type: measure\nprompt: Put them in order.\nattribute: length\n\(shortestFirst)\nask: order", "listed shortest first, the order asked for read backwards", atLine: 4)
        try assertAnswers("type: measure\nprompt: How many clips long?\nattribute: length\n\(objects)\nask: units\nunit: paper clips", right: "7", wrong: "4")
        try assertAnswers("type: measure\nprompt: Which is heavier?\nattribute: weight\nobjects: [{name: rock, value: 9}, {name: leaf, value: 1}]\nask: heavier", right: "rock", wrong: "leaf")
        try assertImpossible("type: measure\nprompt: Which is heavier?\nattribute: length\n\(objects)\nask: heavier", "does not compare length", atLine: 5)
        try assertImpossible("type: measure\nprompt: Which is longer?\nattribute: length\nobjects: [{name: pen, value: 5}, {name: rod, value: 5}]\nask: longer", "no one object is longer")
        try assertImpossible("type: measure\nprompt: Order them.\nattribute: length\nobjects: [{name: pen, value: 5}, {name: rod, value: 5}]\nask: order", "have no order")
        try assertImpossible("type: measure\nprompt: Which?\nattribute: length\nobjects: [{name: pen, value: 5}]\nask: longer", "2 or 3 objects")
    }

    func testSortClassify() throws {
        let categories = "categories: [{name: apples, count: 4}, {name: pears, count: 6}, {name: plums, count: 3}]"
        try assertAnswers("type: sortClassify\nprompt: How many pears?\n\(categories)\nask: count\ncategory: pears", right: "6", wrong: "4")
        try assertAnswers("type: sortClassify\nprompt: Which has the most?\n\(categories)\nask: most", right: "pears", wrong: "apples")
        try assertAnswers("type: sortClassify\nprompt: Which has the fewest?\n\(categories)\nask: fewest", right: "plums", wrong: "pears")
        try assertAnswers("type: sortClassify\nprompt: How many in all?\n\(categories)\nask: total", right: "13", wrong: "12", working: "4 + 6 + 3 = 13")
        try assertAnswers("type: sortClassify\nprompt: Order them.\n\(categories)\nask: order", right: "[pears, apples, plums]", wrong: "[plums, apples, pears]")
        try assertImpossible(
            "type: sortClassify\nprompt: Order them.\ncategories: [{name: pears, count: 6}, {name: apples, count: 4}]\nask: order",
            "listed most first, the order asked for")
        try assertImpossible(
            "type: sortClassify\nprompt: Order them.\ncategories: [{name: plums, count: 3}, {name: apples, count: 4}, {name: pears, count: 6}]\nask: order",
            "listed fewest first, the order asked for read backwards")
        // Two the other way round are just two groups: there is no reading them backwards.
        try assertAnswers("type: sortClassify\nprompt: Order them.\ncategories: [{name: apples, count: 4}, {name: pears, count: 6}]\nask: order", right: "[pears, apples]", wrong: "[apples, pears]")
        try assertImpossible("type: sortClassify\nprompt: How many?\n\(categories)\nask: count\ncategory: kiwis", "no category 'kiwis'", atLine: 5)
        try assertImpossible("type: sortClassify\nprompt: Most?\ncategories: [{name: a, count: 4}, {name: b, count: 4}]\nask: most", "no one category has the most")
        try assertImpossible("type: sortClassify\nprompt: Most?\ncategories: [{name: a, count: 1}]\nask: most", "2 to 4 categories")
    }

    func testCoins() throws {
        try assertAnswers("type: coins\nprompt: How much money?\ncoins: [dime, dime, penny]\nask: total", right: "21", wrong: "3", working: "10¢ + 10¢ + 1¢ = 21¢")
        try assertAnswers("type: coins\nprompt: What is this coin?\ncoin: nickel\nask: name", right: "nickel", wrong: "dime")
        try assertAnswers("type: coins\nprompt: How much is it worth?\ncoin: quarter\nask: value", right: "25", wrong: "5")
        try assertAnswers("type: coins\nprompt: Which coin is worth the most?\ncoins: [penny, dime, nickel, penny]\nask: worthMost", right: "dime", wrong: "penny", working: "a dime (10¢) is worth more than a penny (1¢) or a nickel (5¢)")
        try assertImpossible("type: coins\nprompt: Which coin is worth more?\ncoins: [penny, penny]\nask: worthMost", "only one kind of coin is shown", atLine: 3)
        try assertAnswers("type: coins\nprompt: Can you pay 11 cents?\ncoins: [dime, nickel, penny]\nask: canPay\ntarget: 11", right: "true", wrong: "false")
        try assertAnswers("type: coins\nprompt: Can you pay 30 cents?\ncoins: [quarter, quarter]\nask: canPay\ntarget: 30", right: "false", wrong: "true")
        try assertImpossible("type: coins\nprompt: How much?\ncoins: [quarter, quarter, quarter, quarter, penny]\nask: total", "more than the 100¢", atLine: 3)
        try assertImpossible("type: coins\nprompt: Can you pay?\ncoins: [dime]\nask: canPay\ntarget: 150", "outside 1¢ to 100¢", atLine: 5)
        XCTAssertEqual(CoinsItem.pay(36, with: [25, 10, 1, 5]), [0, 1, 2])
        XCTAssertNil(CoinsItem.pay(4, with: [5, 10]))
    }

    func testClock() throws {
        try assertAnswers("type: clock\nmode: read\nprompt: What time is it?\ntime: \"3:30\"", right: "\"3:30\"", wrong: "\"3:00\"")
        try assertAnswers("type: clock\nmode: set\nprompt: Show 12 o'clock.\ntime: \"12:00\"", right: "\"12:00\"", wrong: "\"1:00\"")
        // 03:30 is the same time as 3:30; YAML 1.2 reads an unquoted 3:30 as the string it looks like.
        try assertAnswers("type: clock\nmode: read\nprompt: What time is it?\ntime: 3:30", right: "03:30", wrong: "3:00")
        try assertImpossible("type: clock\nmode: read\nprompt: When?\ntime: \"3:15\"", "hour and half hour", atLine: 4)
        try assertImpossible("type: clock\nmode: read\nprompt: When?\ntime: \"13:00\"", "1 to 12")
        try assertImpossible("type: clock\nmode: read\nprompt: When?\ntime: half past 3", "not written h:mm")
    }

    func testBase10() throws {
        try assertAnswers("type: base10\nprompt: What number?\ntens: 3\nones: 4\nask: number", right: "34", wrong: "7", working: "3 tens and 4 ones make 34")
        try assertAnswers("type: base10\nprompt: How many tens?\ntens: 3\nones: 4\nask: tens", right: "3", wrong: "4")
        try assertAnswers("type: base10\nprompt: How many ones?\ntens: 1\nones: 13\nask: ones", right: "13", wrong: "3")
        try assertImpossible("type: base10\nprompt: What number?\ntens: 12\nones: 1\nask: number", "more than 120", atLine: 3)
        try assertImpossible("type: base10\nprompt: What number?\ntens: 922337203685477580\nones: 9\nask: number", "more than 120")
        // A change is shown, so the answer is about the blocks after it.
        try assertAnswers("type: base10\nprompt: How many now?\ntens: 2\nones: 4\nadd: {ones: 3}\nask: number", right: "27", wrong: "24", working: "2 tens and 4 ones make 24; 24 + 3 = 27")
        try assertAnswers("type: base10\nprompt: How many are left?\ntens: 6\nones: 0\ntakeAway: {tens: 4}\nask: number", right: "20", wrong: "60", working: "6 tens and 0 ones make 60; 60 - 40 = 20")
        try assertAnswers("type: base10\nprompt: How many rods now?\ntens: 2\nones: 3\nadd: {tens: 1}\nask: tens", right: "3", wrong: "2")
        try assertImpossible("type: base10\nprompt: Left?\ntens: 3\nones: 2\ntakeAway: {ones: 5}\nask: number", "too few to take away", atLine: 5)
        try assertImpossible("type: base10\nprompt: Cubes?\ntens: 4\nones: 8\nadd: {ones: 5}\nask: ones", "has two answers", atLine: 5)
        try assertImpossible("type: base10\nprompt: Now?\ntens: 11\nones: 0\nadd: {tens: 2}\nask: number", "more than 120", atLine: 5)
        try assertImpossible("type: base10\nprompt: Now?\ntens: 1\nones: 0\nadd: {ones: 1}\ntakeAway: {ones: 1}\nask: number", "not both", atLine: 5)
    }

    func testFractionShade() throws {
        try assertAnswers("type: fractionShade\nprompt: What are these shares called?\nshape: circle\nshares: 4\nask: word", right: "quarters", wrong: "halves")
        try assertAnswers("type: fractionShade\nprompt: What are these shares called?\nshape: rectangle\nshares: 4\nask: word", right: "fourths", wrong: "half")
        try assertAnswers("type: fractionShade\nprompt: Shade one half.\nshape: circle\nshares: 2\nword: half\nask: shade", right: "1", wrong: "2")
        try assertImpossible("type: fractionShade\nprompt: Shade.\nshape: circle\nshares: 3\nask: word", "2 or 4 equal shares", atLine: 4)
        try assertImpossible("type: fractionShade\nprompt: Shade.\nshape: triangle\nshares: 2\nask: word", "circles and rectangles", atLine: 3)
        try assertImpossible("type: fractionShade\nprompt: Shade.\nshape: circle\nshares: 4\nword: halves\nask: shade", "'halves' means 2 equal shares", atLine: 5)
        // Whether the shares are equal is what the item cuts, not what its answer says.
        try assertAnswers("type: fractionShade\nprompt: Are the shares equal?\nshape: circle\nshares: 2\nask: equal", right: "true", wrong: "false")
        try assertAnswers("type: fractionShade\nprompt: Are the shares equal?\nshape: rectangle\nshares: 4\nequal: false\nask: equal", right: "false", wrong: "true")
        try assertImpossible("type: fractionShade\nprompt: Shade one fourth.\nshape: rectangle\nshares: 4\nequal: false\nword: fourth\nask: shade",
                             "shares of different sizes are not fourths or quarters", atLine: 5)
    }

    func testBarGraph() throws {
        let categories = "categories: [{name: cats, count: 5}, {name: dogs, count: 3}, {name: fish, count: 1}]"
        try assertAnswers("type: barGraph\nprompt: How many dogs?\n\(categories)\nask: count\ncategory: dogs", right: "3", wrong: "5")
        try assertAnswers("type: barGraph\nprompt: How many more cats than fish?\n\(categories)\nask: difference\ncategory: cats\nother: fish", right: "4", wrong: "6", working: "5 - 1 = 4")
        try assertAnswers("type: barGraph\nprompt: Which has the most?\n\(categories)\nask: most", right: "cats", wrong: "fish")
        try assertAnswers("type: barGraph\nprompt: How many in all?\n\(categories)\nask: total", right: "9", wrong: "8")
        try assertImpossible("type: barGraph\nprompt: How many?\ncategories: [{name: a, count: 1}, {name: b, count: 2}, {name: c, count: 3}, {name: d, count: 4}]\nask: total", "up to 3 categories", atLine: 3)
        try assertImpossible("type: barGraph\nprompt: How many more?\n\(categories)\nask: difference\ncategory: cats\nother: birds", "no category 'birds'", atLine: 6)
    }

    func testShape() throws {
        try assertAnswers("type: shape\nshape: triangle\nask: sides\nprompt: How many sides?", right: "3", wrong: "4", working: "a triangle has 3 sides")
        try assertAnswers("type: shape\nshape: hexagon\nask: corners\nprompt: How many corners?", right: "6", wrong: "5")
        try assertAnswers("type: shape\nshape: circle\nask: corners\nprompt: How many corners?", right: "0", wrong: "1")
        try assertAnswers("type: shape\nshape: cube\nask: faces\nprompt: How many faces?", right: "6", wrong: "4")
        try assertAnswers("type: shape\nshape: cylinder\nask: flatOrSolid\nprompt: Flat or solid?", right: "solid", wrong: "flat")
        try assertAnswers("type: shape\nshape: rectangularPrism\nask: name\nprompt: What is it?\noptions: [rectangular prism, cube]", right: "rectangular prism", wrong: "cube")
        try assertImpossible("type: shape\nshape: cube\nask: sides\nprompt: How many sides?", "ask about its faces", atLine: 3)
        try assertImpossible("type: shape\nshape: square\nask: faces\nprompt: How many faces?", "ask about its sides or corners")
        // How many pieces make a shape drawn made of them: the pattern blocks' own counts.
        try assertAnswers("type: shape\nshape: hexagon\nmadeOf: trapezoid\nask: pieces\nprompt: How many blocks?", right: "2", wrong: "3",
                          working: "a hexagon is made of 2 trapezoids")
        try assertAnswers("type: shape\nshape: hexagon\nmadeOf: triangle\nask: pieces\nprompt: How many blocks?", right: "6", wrong: "3")
        try assertAnswers("type: shape\nshape: trapezoid\nmadeOf: triangle\nask: pieces\nprompt: How many blocks?", right: "3", wrong: "2")
        try assertAnswers("type: shape\nshape: circle\nmadeOf: quarter circle\nask: pieces\nprompt: How many pieces?", right: "4", wrong: "2")
        try assertImpossible("type: shape\nshape: hexagon\nask: pieces\nprompt: How many blocks?", "give a `madeOf`", atLine: 3)
    }

    func testEquationTrueFalse() throws {
        try assertAnswers("type: equationTrueFalse\nprompt: True or false?\nequation: \"6 + 1 = 7\"", right: "true", wrong: "false")
        try assertAnswers("type: equationTrueFalse\nprompt: True or false?\nequation: \"6 + 2 = 7\"", right: "false", wrong: "true", working: "6 + 2 = 8, not 7")
        try assertAnswers("type: equationTrueFalse\nprompt: True or false?\nequation: \"3 + 4 = 5 + 1\"", right: "false", wrong: "true", working: "3 + 4 = 7 but 5 + 1 = 6")
        try assertImpossible("type: equationTrueFalse\nprompt: True or false?\nequation: \"6 + ? = 7\"", "has no '?'", atLine: 3)
        try assertImpossible("type: equationTrueFalse\nprompt: True or false?\nequation: \"6 + 1\"", "needs an equation")
        try assertImpossible("type: equationTrueFalse\nprompt: True or false?\nequation: \"6 + one = 7\"", "cannot be part of an expression")
    }

    func testMissingNumber() throws {
        try assertAnswers("type: missingNumber\nprompt: What is missing?\nequation: \"8 + ? = 11\"", right: "3", wrong: "4", working: "8 + 3 = 11")
        try assertAnswers("type: missingNumber\nprompt: What is missing?\nequation: \"? - 4 = 6\"", right: "10", wrong: "2")
        try assertAnswers("type: missingNumber\nprompt: What is missing?\nequation: \"12 = ? + 5\"", right: "7", wrong: "17")
        try assertImpossible("type: missingNumber\nprompt: What is missing?\nequation: \"8 + 3 = 11\"", "no '?'")
        try assertImpossible("type: missingNumber\nprompt: What is missing?\nequation: \"8 + ? = 5\"", "below zero")
        try assertImpossible("type: missingNumber\nprompt: What is missing?\nequation: \"8 + ?\"", "needs '=' and a '?'")
    }

    func testWordProblem() throws {
        try assertAnswers("type: wordProblem\nprompt: Mei has 5 shells and finds 3 more. How many now?\nequation: \"5 + 3 = ?\"", right: "8", wrong: "2")
        try assertAnswers("type: wordProblem\nprompt: Leo had some cars. He got 4 more and has 9. How many at first?\nequation: \"? + 4 = 9\"", right: "5", wrong: "13")
        try assertAnswers("type: wordProblem\nprompt: 3 red, 4 blue and 5 green. How many?\nequation: \"3 + 4 + 5 = ?\"", right: "12", wrong: "7")
        XCTAssertEqual(WordProblemItem.gradeLimit(.kindergarten), 10)
        XCTAssertEqual(WordProblemItem.gradeLimit(.first), 20)
        try assertImpossible("type: wordProblem\nprompt: Story.\nequation: \"5 + 3\"", "needs '=' and a '?'", atLine: 3)
    }

    func testOrdinal() throws {
        try assertAnswers("type: ordinal\nprompt: Where is the dog?\nsequence: [cat, dog, hen, pig]\nask: position\ntarget: dog", right: "2", wrong: "3", working: "dog is 2nd")
        try assertAnswers("type: ordinal\nprompt: Who is 3rd?\nsequence: [cat, dog, hen, pig]\nask: which\ntarget: 3", right: "hen", wrong: "dog")
        try assertImpossible("type: ordinal\nprompt: Where?\nsequence: [cat, dog]\nask: position\ntarget: cow", "not in the sequence", atLine: 5)
        try assertImpossible("type: ordinal\nprompt: Where?\nsequence: [cat, dog, cat]\nask: position\ntarget: cat", "no one position")
        try assertImpossible("type: ordinal\nprompt: Who?\nsequence: [cat, dog]\nask: which\ntarget: 5", "no 5th")
    }

    func testNumberBond() throws {
        try assertAnswers("type: numberBond\nprompt: What is the missing part?\nwhole: 8\nparts: [3, null]", right: "5", wrong: "11", working: "3 + 5 = 8")
        try assertAnswers("type: numberBond\nprompt: What is the whole?\nwhole: null\nparts: [4, 6]", right: "10", wrong: "2")
        try assertImpossible("type: numberBond\nprompt: Parts?\nwhole: null\nparts: [4, null]", "one unknown", atLine: 4)
        try assertImpossible("type: numberBond\nprompt: Parts?\nwhole: 8\nparts: [3, 4]", "make 7, not 8", atLine: 3)
        try assertImpossible("type: numberBond\nprompt: Parts?\nwhole: 5\nparts: [9, null]", "more than the whole")
    }

    func testNumberChart() throws {
        try assertAnswers("type: numberChart\nprompt: What number is missing?\nstart: 1\ncolumns: 10\nrows: 10\nmissing: [47]", right: "47", wrong: "46")
        try assertAnswers("type: numberChart\nprompt: What numbers are missing?\nstart: 101\nrows: 2\nmissing: [105, 117]", right: "[105, 117]", wrong: "[105, 116]")
        try assertImpossible("type: numberChart\nprompt: Missing?\nstart: 1\nrows: 4\nmissing: [12, 47]", "47 is not on this chart", atLine: 5)
        try assertImpossible("type: numberChart\nprompt: Missing?\nstart: 1\nrows: 4\nmissing: [12, 12]", "missing twice")
    }

    func testDragDrop() throws {
        let ok = try solve("type: dragDrop\nprompt: Match them.\npairs: [{item: cat, target: kitten}, {item: dog, target: puppy}]")
        XCTAssertNil(ok.expected)
        XCTAssertEqual(ok.problems, [])
        try assertImpossible("type: dragDrop\nprompt: Match them.\npairs: [{item: cat, target: kitten}, {item: cat, target: puppy}]", "paired twice", atLine: 3)
    }

    func testOpenResponseAndDrawingAreNotSolved() throws {
        for type in ["openResponse", "drawing"] {
            let solved = try solve("type: \(type)\nprompt: Tell me how you know.")
            XCTAssertFalse(solved.type.isAutoScored)
            XCTAssertNil(solved.expected)
            XCTAssertEqual(solved.problems, [])
        }
    }

    /// Solvers read fields the schema may have rejected; they must answer "unknown", never trap.
    func testMalformedFieldsNeverTrap() throws {
        let junk = [
            "objects: 7", "objects: {count: many}", "frames: 0", "filled: -9223372036854775808", "from: x", "to: []",
            "start: 9223372036854775807", "jumps: 3", "jumps: [9223372036854775807, 9223372036854775807]", "left: {}",
            "core: red", "core: []", "shown: -5", "attribute: 3", "objects: [{name: a}]", "categories: [1, 2]",
            "categories: []", "coins: [euro]", "coins: 5", "target: -1", "time: 330", "time: \"\"", "tens: -5",
            "ones: 9223372036854775807", "shares: 0", "shaded: 99", "shape: 7", "equation: 5", "equation: \"\"",
            "sequence: []", "target: 0", "whole: [1]", "parts: {a: 1}", "parts: []", "rows: 0", "missing: [x]",
            "missing: []", "columns: -1", "pairs: 5", "pairs: [{}]", "options: 3", "ask: 7", "ask: elsewhere",
            "expression: \"?\"", "category: [1]", "coin: 5",
        ]
        for type in ItemTypes.all {
            for field in junk {
                let item = try makeItem("type: \(type.name)\nprompt: What is 9223372036854775807 + 1?\n\(field)")
                _ = type.solve(item)
                _ = type.numbers(item)
                if let answer = item.answer { _ = type.answerValue(answer) }
            }
        }
    }
}
