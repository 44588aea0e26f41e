/// Operations and Algebraic Thinking (NY-K.OA, NY-1.OA): example items for each standard, taken from the shipped curriculum's items for
/// that standard (so they are of the types the curriculum teaches it with, and their copy is
/// early-reader copy that lints clean), and story problems for mastery checks.
extension ItemSamples {
    static let oaSamples: [String: [ItemSample]] = [
        "NY-K.OA.1": [
            ItemSample(
                "multipleChoice", "Hold up 2 fingers. Hold up 2 more fingers. How many fingers are up?",
                fields: ["expression: 2 + 2", "options: [3, 4, 5]", "answer: 4"],
                hints: ["Show 2 fingers on each hand.", "Count all the fingers that are up."],
                correct: "Yes! 2 and 2 make 4.", incorrect: "Show 2 fingers on each hand. Count all of them together."),
            ItemSample(
                "multipleChoice", "One hand has 5 fingers. How many fingers are on two hands?",
                fields: ["expression: 5 + 5", "options: [5, 9, 10]", "answer: 10"],
                hints: ["Hold up both hands.", "Count every finger."],
                correct: "Yes! 5 and 5 make 10.", incorrect: "Hold up both hands. Count the fingers on one hand, then count on."),
            ItemSample(
                "multipleChoice", "Leo has 4 grapes. He eats all 4. How many grapes are left?",
                fields: ["expression: 4 - 4", "options: [0, 1, 4]", "answer: 0"],
                hints: ["He eats every grape.", "Are any grapes still on the plate?"],
                correct: "Yes! 4 take away 4 leaves 0.", incorrect: "Leo eats every grape. Think about how many are still on the plate."),
            ItemSample(
                "counting", "Zara puts 6 shells and 3 shells in a box. How many shells are in the box?",
                fields: ["objects: {arrangement: array, count: 9, name: shell}", "answer: 9"],
                hints: ["Count the shells in the box.", "Start with the bigger group and count on."],
                correct: "Yes! 6 shells and 3 shells make 9 shells.", incorrect: "Start at 6. Count on one number for each of the 3 shells."),
            ItemSample(
                "counting", "3 cats sit on a mat. 2 more cats come. How many cats are there in all?",
                fields: ["objects: {arrangement: line, count: 5, name: cat}", "answer: 5"],
                hints: ["Count all the cats together.", "Touch each cat once."],
                correct: "Yes! 3 cats and 2 cats make 5 cats.", incorrect: "Put both groups together. Touch and count every cat once."),
            ItemSample(
                "tenFrame", "Kofi puts 4 red counters in the frame. He adds 2 yellow counters. How many counters in all?",
                fields: ["frames: 1", "filled: 6", "ask: count", "answer: 6"],
                hints: ["Count the red counters first.", "Then count on the yellow counters."],
                correct: "Yes! 4 and 2 more make 6.", incorrect: "Start with the 4 red counters. Count on each yellow one."),
            ItemSample(
                "tenFrame", "The frame has 5 red dots and 2 blue dots. How many dots in all?",
                fields: ["frames: 1", "filled: 7", "ask: count", "answer: 7"],
                hints: ["The top row has 5.", "Count on the blue dots."],
                correct: "Yes! 5 and 2 more make 7.", incorrect: "The full top row is 5. Count on from 5 for each blue dot."),
        ],
        "NY-K.OA.2a": [
            ItemSample(
                "numericInput", "6 - 1 = ?",
                fields: ["expression: 6 - 1", "answer: 5"],
                hints: ["Show 6 fingers. Put 1 finger down.", "Count the fingers still up."],
                correct: "Yes! 6 take away 1 is 5.", incorrect: "Show 6 fingers and put 1 down. Count the fingers still up."),
            ItemSample(
                "numericInput", "4 + 3 = ?",
                fields: ["expression: 4 + 3", "answer: 7"],
                hints: ["Start at 4.", "Count on 3 more."],
                correct: "Yes! 4 + 3 = 7.", incorrect: "Say 4. Count on 3 more, one finger for each."),
            ItemSample(
                "numericInput", "10 - 5 = ?",
                fields: ["expression: 10 - 5", "answer: 5"],
                hints: ["Show 10 fingers.", "Put down one hand."],
                correct: "Yes! 10 - 5 = 5.", incorrect: "Show 10 fingers. Put one whole hand down and count what is up."),
            ItemSample(
                "numericInput", "6 + 3 = ?",
                fields: ["expression: 6 + 3", "answer: 9"],
                hints: ["Start at 6.", "Count on 3 more."],
                correct: "Yes! 6 + 3 = 9.", incorrect: "Say 6. Count on 3 more, one finger for each."),
            ItemSample(
                "numberLine", "Start at 10. Hop back 3. Where do you land?",
                fields: ["from: 0", "to: 10", "start: 10", "jumps: [-3]", "answer: 7"],
                hints: ["Put your finger on 10.", "Move back one number for each hop."],
                correct: "Yes! 10 take away 3 is 7.", incorrect: "Start on 10. Count back one number for each of the 3 hops."),
            ItemSample(
                "numberLine", "Start at 9. Hop back 5. Where do you land?",
                fields: ["from: 0", "to: 10", "start: 9", "jumps: [-5]", "answer: 4"],
                hints: ["Put your finger on 9.", "Count back one number for each hop."],
                correct: "Yes! 9 - 5 = 4.", incorrect: "Start on 9. Count back one number for each of the 5 hops."),
            ItemSample(
                "numberLine", "Start at 2. Jump 6 more. Where do you land?",
                fields: ["from: 0", "to: 10", "start: 2", "jumps: [6]", "answer: 8"],
                hints: ["Put your finger on 2.", "Count 6 jumps forward."],
                correct: "Yes! 2 + 6 = 8.", incorrect: "Start on 2. Make 6 jumps forward, one number each."),
        ],
        "NY-K.OA.2b": [
            ItemSample(
                "wordProblem", "There are 6 frogs on a rock. 2 frogs hop off. How many frogs are on the rock now?",
                fields: ["equation: 6 - 2 = ?", "answer: 4"],
                hints: ["Show 6 frogs with counters.", "Take 2 away. Count what is left."],
                correct: "Yes! 6 take away 2 leaves 4 frogs.", incorrect: "Put out 6 counters. Move 2 away. Count the counters still on the rock."),
            ItemSample(
                "wordProblem", "Omar has 9 grapes. He eats 4 of them. How many grapes are left?",
                fields: ["equation: 9 - 4 = ?", "answer: 5"],
                hints: ["Draw 9 grapes.", "Put a mark on the grapes he eats."],
                correct: "Yes! 9 take away 4 leaves 5 grapes.", incorrect: "Draw 9 grapes and mark 4 of them. Count the grapes with no mark."),
            ItemSample(
                "wordProblem", "A bowl has 5 red fish and 5 blue fish. How many fish are in the bowl?",
                fields: ["equation: 5 + 5 = ?", "answer: 10"],
                hints: ["Draw the red fish and the blue fish.", "Count all the fish."],
                correct: "Yes! 5 fish and 5 fish make 10 fish.", incorrect: "Hold up 5 fingers for each color of fish. Count them all."),
            ItemSample(
                "numberLine", "Leo reads 3 books. Then he reads 4 more books. Jump on the number line to find how many books.",
                fields: ["from: 0", "to: 10", "start: 3", "jumps: [4]", "answer: 7"],
                hints: ["Start at 3 for the first books.", "Jump forward 4 for the books he reads next."],
                correct: "Yes! 3 books and 4 more books make 7 books.", incorrect: "Start on 3. Jump forward one number for each of the 4 books."),
            ItemSample(
                "numberLine", "Zara has 8 stickers. She gives 2 to Nia. Hop back to find how many Zara has now.",
                fields: ["from: 0", "to: 10", "start: 8", "jumps: [-2]", "answer: 6"],
                hints: ["Start at 8.", "Hop back one number for each sticker she gives."],
                correct: "Yes! 8 take away 2 is 6 stickers.", incorrect: "Start on 8. Hop back one number for each of the 2 stickers."),
            ItemSample(
                "multipleChoice", "6 kites fly in the sky. 2 kites come down. Which number sentence tells the story?",
                fields: ["options: [6 + 2 = 8, 6 - 2 = 4, 2 + 4 = 6]", "answer: 6 - 2 = 4"],
                hints: ["Do the kites in the sky get more or fewer?", "Fewer means take away."],
                correct: "Yes! 6 kites take away 2 kites leaves 4.", incorrect: "The kites that come down leave the sky. That is taking away."),
        ],
        "NY-K.OA.3": [
            ItemSample(
                "numberBond", "Mei has 5 blocks. She puts 3 in one group. How many blocks are in the other group?",
                fields: ["whole: 5", "parts: [3, null]", "answer: 2"],
                hints: ["Show 5 blocks. Move 3 to one side.", "Count the blocks that did not move."],
                correct: "Yes! 5 is 3 and 2.", incorrect: "Put out 5 blocks. Move 3 to one side. Count the blocks that stay."),
            ItemSample(
                "numberBond", "The whole is 8. One part is 5. What is the other part?",
                fields: ["whole: 8", "parts: [5, null]", "answer: 3"],
                hints: ["Start at 5.", "Count up to 8."],
                correct: "Yes! 8 is 5 and 3.", incorrect: "Start at 5. Count up to 8 with a finger for each number."),
            ItemSample(
                "numberBond", "7 bears play in two groups. 4 bears are by the tree. How many bears are by the pond?",
                fields: ["whole: 7", "parts: [null, 4]", "answer: 3"],
                hints: ["Start at 4 and count up to 7.", "Put up a finger for each number you say."],
                correct: "Yes! 7 is 3 and 4.", incorrect: "Start at 4 and count up to 7. Use a finger for each number."),
            ItemSample(
                "multipleChoice", "Ana has 6 cubes. She holds 4 in one hand. How many cubes are in her other hand?",
                fields: ["options: [1, 2, 3]", "answer: 2"],
                hints: ["Show 6 fingers.", "Put down 4. Count what is still up."],
                correct: "Yes! 6 is 4 and 2.", incorrect: "Show 6 fingers. Fold down 4 for one hand. Count the fingers still up."),
            ItemSample(
                "multipleChoice", "Which two groups make 8?",
                fields: ["options: [3 and 4, 6 and 1, 4 and 4]", "answer: 4 and 4"],
                hints: ["Add the two numbers in each answer.", "Count on from the first number."],
                correct: "Yes! 4 and 4 make 8.", incorrect: "Try each answer. Start at the first number and count on."),
            ItemSample(
                "multipleChoice", "Which is a way to make 9?",
                fields: ["options: [5 + 3, 5 + 4, 6 + 2]", "answer: 5 + 4"],
                hints: ["Add the two numbers in each answer.", "Which one gives 9?"],
                correct: "Yes! 5 + 4 = 9.", incorrect: "Try each answer. Start at the first number and count on."),
            ItemSample(
                "missingNumber", "What number makes this true? 6 = 2 + ?",
                fields: ["equation: 6 = 2 + ?", "answer: 4"],
                hints: ["Start at 2.", "Count up to 6."],
                correct: "Yes! 6 = 2 + 4.", incorrect: "Start at 2 and count up to 6. Count how many numbers you said."),
        ],
        "NY-K.OA.4": [
            ItemSample(
                "tenFrame", "The frame has 7 dots. How many more dots make 10?",
                fields: ["frames: 1", "filled: 7", "ask: complement", "answer: 3"],
                hints: ["Count the empty boxes."],
                correct: "Yes! 7 and 3 make 10.", incorrect: "Count the empty boxes. Each one needs a dot to make 10."),
            ItemSample(
                "tenFrame", "How many more dots make 10?",
                fields: ["frames: 1", "filled: 4", "ask: complement", "answer: 6"],
                hints: ["Look for the empty boxes.", "Count each empty box once."],
                correct: "Yes! 4 and 6 make 10.", incorrect: "Touch each empty box and count. That is how many more you need."),
            ItemSample(
                "tenFrame", "The frame is almost full. How many more dots make 10?",
                fields: ["frames: 1", "filled: 9", "ask: complement", "answer: 1"],
                hints: ["Find the empty boxes."],
                correct: "Yes! 9 and 1 make 10.", incorrect: "Look for the empty boxes. Count them to find how many more."),
            ItemSample(
                "missingNumber", "What number makes 10?",
                fields: ["equation: 3 + ? = 10", "answer: 7"],
                hints: ["Start at 3.", "Count up to 10."],
                correct: "Yes! 3 + 7 = 10.", incorrect: "Start at 3 and count up to 10. Count how many numbers you said."),
            ItemSample(
                "missingNumber", "What number makes this true? 10 = 6 + ?",
                fields: ["equation: 10 = 6 + ?", "answer: 4"],
                hints: ["Start at 6.", "Count up to 10."],
                correct: "Yes! 10 = 6 + 4.", incorrect: "Start at 6 and count up to 10. Use a finger for each number."),
            ItemSample(
                "numberBond", "10 is 8 and what number?",
                fields: ["whole: 10", "parts: [8, null]", "answer: 2"],
                hints: ["Start at 8.", "Count up to 10."],
                correct: "Yes! 8 and 2 make 10.", incorrect: "Start at 8. Count up to 10 with a finger for each number."),
            ItemSample(
                "numberBond", "The whole is 10. One part is 3. What is the other part?",
                fields: ["whole: 10", "parts: [null, 3]", "answer: 7"],
                hints: ["Think of a ten frame with 3 dots.", "Count the empty boxes."],
                correct: "Yes! 10 is 7 and 3.", incorrect: "Picture a ten frame with 3 dots. Count the empty boxes."),
            ItemSample(
                "numberBond", "The whole is 10. One part is 6. What is the other part?",
                fields: ["whole: 10", "parts: [6, null]", "answer: 4"],
                hints: ["Picture a ten frame with 6 dots.", "Count the empty boxes."],
                correct: "Yes! 10 is 6 and 4.", incorrect: "Picture a ten frame with 6 dots. Count the empty boxes."),
        ],
        "NY-K.OA.5": [
            ItemSample(
                "numericInput", "Show 4 fingers. Put up 1 more. How many fingers now?",
                fields: ["expression: 4 + 1", "answer: 5"],
                hints: ["1 more is the next number."],
                correct: "Yes! 4 + 1 = 5. That is a full hand.", incorrect: "Show 4 fingers and put up 1 more. Count the fingers that are up."),
            ItemSample(
                "numericInput", "1 + 3 = ?",
                fields: ["expression: 1 + 3", "answer: 4"],
                hints: ["Start at 3.", "Count on 1 more."],
                correct: "Yes! 1 + 3 = 4.", incorrect: "Start with the bigger number, 3. Count on 1 more."),
            ItemSample(
                "numericInput", "5 - 1 = ?",
                fields: ["expression: 5 - 1", "answer: 4"],
                hints: ["Take 1 away from 5.", "Say the number right before 5."],
                correct: "Yes! 5 - 1 = 4.", incorrect: "Taking away 1 gives the number right before. Count back one from 5."),
            ItemSample(
                "multipleChoice", "Show 2 fingers. Show 1 more finger. How many fingers are up?",
                fields: ["expression: 2 + 1", "options: [2, 3, 4]", "answer: 3"],
                hints: ["Show 2 fingers on one hand.", "Put up 1 more and count."],
                correct: "Yes! 2 + 1 = 3.", incorrect: "Show 2 fingers. Put up 1 more finger. Count all the fingers that are up."),
            ItemSample(
                "multipleChoice", "What is 0 + 4?",
                fields: ["expression: 0 + 4", "options: [0, 4, 5]", "answer: 4"],
                hints: ["Adding 0 adds nothing."],
                correct: "Yes! Adding 0 keeps the number the same.", incorrect: "Adding 0 means adding nothing. The number does not change."),
            ItemSample(
                "multipleChoice", "Show 3 fingers. Put 2 down. How many fingers are still up?",
                fields: ["expression: 3 - 2", "options: [1, 2, 3]", "answer: 1"],
                hints: ["Show 3 fingers.", "Fold down 2 of them."],
                correct: "Yes! 3 - 2 = 1.", incorrect: "Show 3 fingers and fold 2 down. Count the fingers still up."),
            ItemSample(
                "multipleChoice", "Show 2 fingers on each hand. How many fingers are up?",
                fields: ["expression: 2 + 2", "options: [3, 4, 5]", "answer: 4"],
                hints: ["Show 2 fingers on each hand.", "Count them all."],
                correct: "Yes! 2 and 2 make 4.", incorrect: "Show 2 fingers on each hand. Touch each one as you count them all."),
        ],
        "NY-K.OA.6": [
            ItemSample(
                "pattern", "Clap and hop along with the pattern. What comes next?",
                fields: ["core: [clap, hop]", "shown: 5", "options: [clap, hop]", "answer: hop"],
                hints: ["Do each move as you say it.", "What do you do after a clap?"],
                correct: "Yes! Clap, hop, clap, hop. After a clap comes a hop.", incorrect: "Do each move as you say it. Look at the last move. What comes after it?"),
            ItemSample(
                "pattern", "What comes next in the pattern?",
                fields: ["core: [star, moon]", "shown: 6", "options: [moon, star, sun]", "answer: star"],
                hints: ["Say each picture as you point.", "What comes after a moon?"],
                correct: "Yes! After a moon comes a star.", incorrect: "Point and say each picture. Look at the last one. What comes after it?"),
            ItemSample(
                "pattern", "What color comes next in the pattern?",
                fields: ["core: [red, red, blue]", "shown: 6", "options: [red, blue]", "answer: red"],
                hints: ["Say the colors as you point.", "The part that repeats has 3 blocks."],
                correct: "Yes! After blue, the pattern starts again with red.", incorrect: "Say the colors as you point. After the blue block, the part starts again."),
            ItemSample(
                "multipleChoice", "Red, blue, red, blue, red, blue. What part repeats?",
                fields: ["options: ['red, red', 'red, blue', 'blue, blue']", "answer: red, blue"],
                hints: ["Find where the pattern starts again.", "Say the colors up to that place."],
                correct: "Yes! Red, blue is the part that repeats.", incorrect: "Find where the pattern starts over. Say the colors before that place."),
            ItemSample(
                "multipleChoice", "Ana makes a pattern. Red, yellow is the part that repeats. Which row is her pattern?",
                fields: ["options: ['red, red, yellow, yellow', 'red, yellow, red, yellow', 'yellow, red, red, yellow']", "answer: red, yellow, red, yellow"],
                hints: ["Say red, yellow again and again.", "Which row matches what you said?"],
                correct: "Yes! Red, yellow, red, yellow.", incorrect: "Say red, yellow, then say it again. Find the row that matches."),
            ItemSample(
                "multipleChoice", "The part that repeats is 1, 2, 2. Which row shows the pattern?",
                fields: ["options: ['1, 2, 1, 2, 1, 2', '1, 1, 2, 2, 1, 1', '1, 2, 2, 1, 2, 2']", "answer: 1, 2, 2, 1, 2, 2"],
                hints: ["Say 1, 2, 2, then say it again.", "Which row matches what you said?"],
                correct: "Yes! 1, 2, 2 and then 1, 2, 2 again.", incorrect: "Say the part 1, 2, 2, then say it again. Find the row that matches."),
        ],
        "NY-1.OA.1": [
            ItemSample(
                "wordProblem", "Omar has 15 blocks. Priya has 9 blocks. How many fewer blocks does Priya have?",
                fields: ["equation: 15 - 9 = ?", "answer: 6"],
                hints: ["Find the difference between 15 and 9.", "Think 9 + what makes 15?"],
                correct: "Yes! Priya has 6 fewer. 15 - 9 = 6.", incorrect: "Count up from 9 to 15. The number of jumps tells how many fewer."),
            ItemSample(
                "wordProblem", "Leo has 4 more cars than Sam. Sam has 7 cars. How many cars does Leo have?",
                fields: ["equation: 7 + 4 = ?", "answer: 11"],
                hints: ["Leo has more than Sam, so add.", "Start at 7 and count on 4."],
                correct: "Yes! 7 + 4 = 11.", incorrect: "Start with Sam's 7 cars. Count on 4 more for Leo."),
            ItemSample(
                "wordProblem", "Sam has 9 cars. Leo has 15 cars. How many more cars does Leo have than Sam?",
                fields: ["equation: 15 - 9 = ?", "answer: 6"],
                hints: ["Find the difference between 15 and 9.", "Count up from 9 to 15."],
                correct: "Yes! Leo has 6 more cars.", incorrect: "Say 9. Count up to 15 on your fingers. How many did you count?"),
            ItemSample(
                "multipleChoice", "Kofi has 9 cars. He gets 2 more. Which number sentence tells the story?",
                fields: ["options: [9 + 2, 9 - 2, 2 - 9]", "answer: 9 + 2"],
                hints: ["Does Kofi end up with more or fewer cars?", "Getting more means adding."],
                correct: "Yes! He gets more, so we add.", incorrect: "Show it with toy cars. Does the group of cars get bigger or smaller?"),
            ItemSample(
                "multipleChoice", "9 cats and 8 dogs are at the park. How many pets in all? Which number sentence fits?",
                fields: ["options: ['9 + 8 = ?', '9 - 8 = ?', '8 - 9 = ?']", "answer: 9 + 8 = ?"],
                hints: ["We put the cats and dogs together.", "Putting together means adding."],
                correct: "Yes! Put the groups together, so add.", incorrect: "Does the story join two groups or take some away?"),
            ItemSample(
                "multipleChoice", "There are 12 cats and 7 dogs. How many more cats than dogs are there?",
                fields: ["expression: 12 - 7", "options: [4, 5, 19, 6]", "answer: 5"],
                hints: ["Find the difference between 12 and 7.", "Count up from 7 to 12."],
                correct: "Yes! There are 5 more cats.", incorrect: "Say 7. Count up to 12 on your fingers. Count the fingers."),
            ItemSample(
                "numberBond", "Sam has 8 green grapes and 9 red grapes. How many grapes does he have?",
                fields: ["whole: null", "parts: [8, 9]", "answer: 17"],
                hints: ["Think of a double. You know 8 + 8.", "9 is 1 more than 8."],
                correct: "Yes! 8 + 9 = 17.", incorrect: "Find 8 + 8 first. Then add 1 more."),
            ItemSample(
                "numberBond", "15 children play. 9 are on the swings. The rest are on the slide. How many are on the slide?",
                fields: ["whole: 15", "parts: [9, null]", "answer: 6"],
                hints: ["The whole is 15. One part is 9.", "Think 9 + ? = 15."],
                correct: "Yes! 9 + 6 = 15.", incorrect: "Start at 9. Count up to 15. Count your jumps."),
        ],
        "NY-1.OA.2": [
            ItemSample(
                "wordProblem", "Kofi eats 2 grapes, then 8 grapes, then 5 grapes. How many grapes does he eat?",
                fields: ["equation: 2 + 8 + 5 = ?", "answer: 15"],
                hints: ["Which two numbers make 10?", "Then add the last number."],
                correct: "Yes! 2 + 8 = 10, and 10 + 5 = 15.", incorrect: "Add 2 and 8 first to make 10. Then add 5."),
            ItemSample(
                "wordProblem", "Mei has 3 red fish, 7 blue fish and 5 gold fish. How many fish does she have?",
                fields: ["equation: 3 + 7 + 5 = ?", "answer: 15"],
                hints: ["Look for two numbers that make 10.", "Then add the last number."],
                correct: "Yes! 3 + 7 = 10, and 10 + 5 = 15.", incorrect: "Add 3 and 7 first to make 10. Then add 5."),
            ItemSample(
                "wordProblem", "Zara has 4 shells. She finds 7 more, then 5 more. How many shells does she have?",
                fields: ["equation: 4 + 7 + 5 = ?", "answer: 16"],
                hints: ["You can add in any order.", "Try 4 + 7 first, or 7 + 5 first."],
                correct: "Yes! 4 + 7 + 5 = 16.", incorrect: "Add two numbers first. Then add the third number to that sum."),
            ItemSample(
                "multipleChoice", "Sam has 5 pens, 5 pencils and 7 crayons. Which two should he add first?",
                fields: ["options: [5 and 5, 5 and 7]", "answer: 5 and 5"],
                hints: ["Look for two numbers that make 10."],
                correct: "Yes! 5 + 5 = 10. Then 10 + 7 = 17.", incorrect: "Add each pair. Which pair makes a ten? Then add on to the ten."),
            ItemSample(
                "numberLine", "Mei hops 7 steps, then 3, then 8. Start at 7. Where does she stop?",
                fields: ["from: 0", "to: 20", "start: 7", "jumps: [3, 8]", "answer: 18"],
                hints: ["7 + 3 makes 10.", "Then jump 8 more."],
                correct: "Yes! 7 + 3 + 8 = 18.", incorrect: "Jump 3 from 7 to reach 10. Then count on 8 more."),
        ],
        "NY-1.OA.3": [
            ItemSample(
                "multipleChoice", "3 + 5 = 8. What is 5 + 3?",
                fields: ["expression: 5 + 3", "options: [2, 7, 8, 9]", "answer: 8"],
                hints: ["These are turn-around facts.", "The same numbers are added in a new order."],
                correct: "Yes! 5 + 3 = 8 too.", incorrect: "Look at the first fact. The numbers are the same, only turned around."),
            ItemSample(
                "multipleChoice", "Add 3 + 7 + 2. Which two numbers make 10?",
                fields: ["options: [3 and 7, 7 and 2, 3 and 2]", "answer: 3 and 7"],
                hints: ["Try each pair. Which pair adds to 10?"],
                correct: "Yes! 3 + 7 = 10. Then 10 + 2 = 12.", incorrect: "Add each pair of numbers. Look for the pair that makes a ten."),
            ItemSample(
                "multipleChoice", "Which is the turn-around fact for 9 + 2?",
                fields: ["options: [2 + 9, 9 - 2, 9 + 9, 2 + 2]", "answer: 2 + 9"],
                hints: ["A turn-around fact uses the same two numbers.", "It is still adding."],
                correct: "Yes! 9 + 2 and 2 + 9 both make 11.", incorrect: "Find the fact with the same two numbers and a plus sign."),
            ItemSample(
                "equationTrueFalse", "8 + 1 = 1 + 9. Is this true or false?",
                fields: ["equation: 8 + 1 = 1 + 9", "answer: false"],
                hints: ["Work out each side.", "Do both sides use the same numbers?"],
                correct: "Yes! 8 + 1 = 9, but 1 + 9 = 10.", incorrect: "Find 8 + 1. Then find 1 + 9. Are the sums the same?"),
            ItemSample(
                "equationTrueFalse", "6 + 4 + 3 = 10 + 3. Is this true or false?",
                fields: ["equation: 6 + 4 + 3 = 10 + 3", "answer: true"],
                hints: ["What is 6 + 4?", "Work out each side."],
                correct: "Yes! 6 + 4 is 10, so both sides are 13.", incorrect: "Add 6 and 4 first. Then compare both sides."),
            ItemSample(
                "equationTrueFalse", "5 + 8 = 8 + 5. Is this true or false?",
                fields: ["equation: 5 + 8 = 8 + 5", "answer: true"],
                hints: ["Both sides use the same two numbers.", "Does the order change the sum?"],
                correct: "Yes! Adding in any order gives the same sum.", incorrect: "Find 5 + 8. Then find 8 + 5. Compare the two sums."),
            ItemSample(
                "numericInput", "Make a ten first. What is 4 + 6 + 5?",
                fields: ["expression: 4 + 6 + 5", "answer: 15"],
                hints: ["4 + 6 makes 10.", "Then add the 5."],
                correct: "Yes! 4 + 6 = 10, and 10 + 5 = 15.", incorrect: "Add 4 and 6 first. Then add 5 to that."),
            ItemSample(
                "numericInput", "Add 1 + 8. Start with the bigger number.",
                fields: ["expression: 1 + 8", "answer: 9"],
                hints: ["Start at 8 and count on 1."],
                correct: "Yes! 8 + 1 = 9, so 1 + 8 = 9.", incorrect: "Turn it around to 8 + 1. Start at 8 and count on."),
            ItemSample(
                "numericInput", "What is 2 + 8 + 7? Look for a ten first.",
                fields: ["expression: 2 + 8 + 7", "answer: 17"],
                hints: ["Which two numbers make 10?", "Add the last number to 10."],
                correct: "Yes! 2 + 8 = 10, and 10 + 7 = 17.", incorrect: "Add 2 and 8 first. Then add 7 more."),
        ],
        "NY-1.OA.4": [
            ItemSample(
                "missingNumber", "3 + ? = 8. What number is missing?",
                fields: ["equation: 3 + ? = 8", "answer: 5"],
                hints: ["Start at 3 and count up to 8."],
                correct: "Yes! 3 + 5 = 8, so 8 - 3 = 5.", incorrect: "Say 3. Count up to 8 on your fingers. Count the fingers."),
            ItemSample(
                "missingNumber", "9 + ? = 17. What number is missing?",
                fields: ["equation: 9 + ? = 17", "answer: 8"],
                hints: ["9 needs 1 more to make 10.", "Then how many more to 17?"],
                correct: "Yes! 9 + 8 = 17, so 17 - 9 = 8.", incorrect: "Count up from 9 to 10, then from 10 to 17. Add the jumps."),
            ItemSample(
                "missingNumber", "11 - ? = 5. What number is missing?",
                fields: ["equation: 11 - ? = 5", "answer: 6"],
                hints: ["Think 5 + what makes 11?"],
                correct: "Yes! 11 - 6 = 5, and 5 + 6 = 11.", incorrect: "Start at 5 and count up to 11. Count your jumps."),
            ItemSample(
                "numberBond", "To find 9 - 6, think 6 + ? = 9. What is the missing part?",
                fields: ["whole: 9", "parts: [6, null]", "answer: 3"],
                hints: ["Start at 6 and count up to 9."],
                correct: "Yes! 6 + 3 = 9, so 9 - 6 = 3.", incorrect: "Start at 6. Count up to 9. How many numbers did you count?"),
            ItemSample(
                "numberBond", "The whole is 15. One part is 9. What is the other part?",
                fields: ["whole: 15", "parts: [null, 9]", "answer: 6"],
                hints: ["Think 9 + ? = 15.", "9 needs 1 more to make 10."],
                correct: "Yes! 9 + 6 = 15.", incorrect: "Start at 9. Count up to 15. Count your jumps."),
            ItemSample(
                "numberBond", "The whole is 17. One part is 9. What is the other part?",
                fields: ["whole: 17", "parts: [9, null]", "answer: 8"],
                hints: ["Think 9 + ? = 17.", "9 needs 1 more to make 10."],
                correct: "Yes! 9 + 8 = 17.", incorrect: "Count up from 9 to 10. Then count up from 10 to 17. Add the jumps."),
            ItemSample(
                "numericInput", "What is 14 - 6? Think of an addition fact.",
                fields: ["expression: 14 - 6", "answer: 8"],
                hints: ["Think 6 + what makes 14?", "6 needs 4 more to make 10."],
                correct: "Yes! 6 + 8 = 14, so 14 - 6 = 8.", incorrect: "Count up from 6 to 14. Go to 10 first, then on to 14."),
            ItemSample(
                "numericInput", "What is 18 - 9?",
                fields: ["expression: 18 - 9", "answer: 9"],
                hints: ["Think of a double.", "What number plus the same number makes 18?"],
                correct: "Yes! 9 + 9 = 18, so 18 - 9 = 9.", incorrect: "Try doubles. Which double makes 18?"),
            ItemSample(
                "numericInput", "What is 16 - 9? Think of an addition fact.",
                fields: ["expression: 16 - 9", "answer: 7"],
                hints: ["Think 9 + what makes 16?", "9 needs 1 more to make 10."],
                correct: "Yes! 9 + 7 = 16, so 16 - 9 = 7.", incorrect: "Count up from 9 to 16. Go to 10 first, then on to 16."),
        ],
        "NY-1.OA.5": [
            ItemSample(
                "numberLine", "Start at 12. Count on 3. Where do you land?",
                fields: ["from: 0", "to: 20", "start: 12", "jumps: [1, 1, 1]", "answer: 15"],
                hints: ["Put your finger on 12.", "Make 3 jumps forward."],
                correct: "Yes! 12 + 3 = 15.", incorrect: "Start at 12. Say 13 for the first jump. Make 3 jumps in all."),
            ItemSample(
                "numberLine", "Start at 14. Count back 2. Where do you land?",
                fields: ["from: 0", "to: 20", "start: 14", "jumps: [-1, -1]", "answer: 12"],
                hints: ["Counting back makes the number smaller.", "Make 2 jumps back."],
                correct: "Yes! 14 - 2 = 12.", incorrect: "Start at 14. Say 13 for the first jump back. Make 2 jumps."),
            ItemSample(
                "numberLine", "Start at 9. Count on 3. Where do you land?",
                fields: ["from: 0", "to: 20", "start: 9", "jumps: [1, 1, 1]", "answer: 12"],
                hints: ["Put your finger on 9.", "Make 3 jumps forward."],
                correct: "Yes! 9 + 3 = 12.", incorrect: "Start at 9. Say 10 for the first jump. Make 3 jumps in all."),
            ItemSample(
                "numericInput", "Count on to add. What is 11 + 3?",
                fields: ["expression: 11 + 3", "answer: 14"],
                hints: ["Start at 11.", "Count on 3 more."],
                correct: "Yes! 11 + 3 = 14.", incorrect: "Say 11. Then count on 3 numbers with your fingers."),
            ItemSample(
                "missingNumber", "Count back to subtract. 17 - 2 = ?",
                fields: ["equation: 17 - 2 = ?", "answer: 15"],
                hints: ["Start at 17.", "Count back 2."],
                correct: "Yes! 17 - 2 = 15.", incorrect: "Say 17. Then count back one number for each jump."),
        ],
        "NY-1.OA.6a": [
            ItemSample(
                "multipleChoice", "Make a ten. Which is the same as 9 + 7?",
                fields: ["options: [10 + 6, 10 + 7, 10 + 9, 9 + 9]", "answer: 10 + 6"],
                hints: ["9 needs 1 more to make 10.", "Take 1 from the 7. How many are left?"],
                correct: "Yes! 9 + 1 makes 10, and 6 are left.", incorrect: "Move 1 from the 7 to the 9. Then see what is left of the 7."),
            ItemSample(
                "multipleChoice", "You know 5 + 5 = 10. What is 5 + 6?",
                fields: ["expression: 5 + 6", "options: [10, 11, 12, 9]", "answer: 11"],
                hints: ["6 is 1 more than 5.", "So 5 + 6 is 1 more than 5 + 5."],
                correct: "Yes! 5 + 6 is a near double. It is 1 more than 10.", incorrect: "Start with 5 + 5. Then add 1 more."),
            ItemSample(
                "multipleChoice", "What is 15 - 5?",
                fields: ["expression: 15 - 5", "options: [5, 10, 11, 20]", "answer: 10"],
                hints: ["15 is a full frame and 5 more.", "Take away the 5 ones."],
                correct: "Yes! 15 - 5 = 10.", incorrect: "Think of 15 as a full frame and 5 more. Take away the 5 more."),
            ItemSample(
                "numericInput", "Use a double. What is 8 + 8?",
                fields: ["expression: 8 + 8", "answer: 16"],
                hints: ["A spider has 8 legs. Think of 2 spiders.", "8 is 2 less than 10."],
                correct: "Yes! Double 8 is 16.", incorrect: "Start at 8 and count on 8. Or think 10 + 10, then take away 4."),
            ItemSample(
                "numericInput", "What is 9 + 3?",
                fields: ["expression: 9 + 3", "answer: 12"],
                hints: ["9 needs 1 more to make 10.", "Take 1 from the 3. Add what is left to 10."],
                correct: "Yes! 9 + 3 is 10 + 2.", incorrect: "Make 10 first. Then add what is left of the 3."),
            ItemSample(
                "numericInput", "What is 10 + 7?",
                fields: ["expression: 10 + 7", "answer: 17"],
                hints: ["A ten and 7 ones."],
                correct: "Yes! 10 + 7 = 17.", incorrect: "Write 1 for the ten. Then write 7 for the ones."),
            ItemSample(
                "numberBond", "Break 4 into 1 and another part. What is the other part?",
                fields: ["whole: 4", "parts: [1, null]", "answer: 3"],
                hints: ["Hold up 4 fingers. Put 1 down."],
                correct: "Yes! 4 is 1 and 3.", incorrect: "Count 4 counters. Move 1 away. Count the counters left."),
            ItemSample(
                "numberBond", "For 8 + 6, break 6 into 2 and another part. What is the other part?",
                fields: ["whole: 6", "parts: [2, null]", "answer: 4"],
                hints: ["Start at 2 and count up to 6."],
                correct: "Yes! 6 is 2 and 4. So 8 + 6 is 10 + 4.", incorrect: "Hold up 6 fingers. Put 2 down. Count the fingers still up."),
            ItemSample(
                "numberBond", "Double 7. The parts are 7 and 7. What is the whole?",
                fields: ["whole: null", "parts: [7, 7]", "answer: 14"],
                hints: ["Start at 7 and count on 7.", "7 is 5 and 2. Two 5s make 10."],
                correct: "Yes! 7 + 7 = 14.", incorrect: "Think of 7 as 5 and 2. Put the two 5s together, then add the 2s."),
        ],
        "NY-1.OA.6b": [
            ItemSample(
                "numericInput", "What is 5 + 4?",
                fields: ["expression: 5 + 4", "answer: 9"],
                hints: ["Start at 5 and count on 4.", "Or think 4 + 4, then 1 more."],
                correct: "Yes! 5 + 4 = 9.", incorrect: "Start at 5. Count on 4 with your fingers."),
            ItemSample(
                "numericInput", "What is 8 - 5?",
                fields: ["expression: 8 - 5", "answer: 3"],
                hints: ["Think 5 + what makes 8?", "Count up from 5 to 8."],
                correct: "Yes! 8 - 5 = 3.", incorrect: "Start at 5 and count up to 8. Count how many jumps you make."),
            ItemSample(
                "numericInput", "What is 10 - 7?",
                fields: ["expression: 10 - 7", "answer: 3"],
                hints: ["Think 7 + what makes 10?"],
                correct: "Yes! 10 - 7 = 3.", incorrect: "Picture a full ten frame. Cover 7 boxes. Count the rest."),
            ItemSample(
                "multipleChoice", "What is 3 + 4?",
                fields: ["expression: 3 + 4", "options: [6, 7, 8, 1]", "answer: 7"],
                hints: ["Start at 4 and count on 3.", "Or think 3 + 3, then 1 more."],
                correct: "Yes! 3 + 4 = 7.", incorrect: "Start at the bigger number, 4. Count on 3."),
            ItemSample(
                "multipleChoice", "What is 2 + 5?",
                fields: ["expression: 2 + 5", "options: [3, 6, 7, 8]", "answer: 7"],
                hints: ["Start at 5 and count on 2."],
                correct: "Yes! 2 + 5 = 7.", incorrect: "Start at the bigger number, 5. Count on 2."),
            ItemSample(
                "missingNumber", "10 - 6 = ?",
                fields: ["equation: 10 - 6 = ?", "answer: 4"],
                hints: ["Think 6 + what makes 10?", "Use a ten frame. Cover 6 boxes."],
                correct: "Yes! 10 - 6 = 4.", incorrect: "Picture a full ten frame. Take away 6. Count what is left."),
            ItemSample(
                "missingNumber", "6 - 4 = ?",
                fields: ["equation: 6 - 4 = ?", "answer: 2"],
                hints: ["Think 4 + what makes 6?", "Count up from 4 to 6."],
                correct: "Yes! 6 - 4 = 2.", incorrect: "Start at 4. Count up to 6. How many jumps did you make?"),
        ],
        "NY-1.OA.7": [
            ItemSample(
                "equationTrueFalse", "6 = 6. Is this true or false?",
                fields: ["equation: 6 = 6", "answer: true"],
                hints: ["The equal sign means is the same as.", "Look at each side."],
                correct: "Yes! 6 is the same as 6.", incorrect: "Read it as 6 is the same as 6. Do the sides match?"),
            ItemSample(
                "equationTrueFalse", "9 = 9 + 0. Is this true or false?",
                fields: ["equation: 9 = 9 + 0", "answer: true"],
                hints: ["Adding 0 does not change a number."],
                correct: "Yes! 9 + 0 is still 9.", incorrect: "Work out 9 + 0 first. Then compare it with 9."),
            ItemSample(
                "equationTrueFalse", "7 = 8 - 1. Is this true or false?",
                fields: ["equation: 7 = 8 - 1", "answer: true"],
                hints: ["Work out 8 - 1.", "Compare it with 7."],
                correct: "Yes! 8 - 1 is 7.", incorrect: "Count back 1 from 8. Is that the same as 7?"),
            ItemSample(
                "multipleChoice", "What does the equal sign mean?",
                fields: ["options: [is the same as, the answer comes next, add them, take away]", "answer: is the same as"],
                hints: ["Think of a scale that balances.", "Both sides must match."],
                correct: "Yes! The equal sign means both sides are worth the same.", incorrect: "Think of a scale. When does it balance? That is what the sign tells you."),
            ItemSample(
                "multipleChoice", "Which equation is true?",
                fields: ["options: [5 + 2 = 7, 5 + 2 = 8]", "answer: 5 + 2 = 7"],
                hints: ["Work out 5 + 2 first.", "Find the side that matches."],
                correct: "Yes! 5 + 2 is the same as 7.", incorrect: "Start at 5 and count on 2. Find the equation with that number."),
            ItemSample(
                "multipleChoice", "Which is the same as 8 + 2?",
                fields: ["options: [5 + 5, 6 + 5, 8 + 3, 7 + 2]", "answer: 5 + 5"],
                hints: ["Work out 8 + 2 first.", "Find the one with the same sum."],
                correct: "Yes! 8 + 2 and 5 + 5 both make 10.", incorrect: "Find 8 + 2. Then work out each one. Which one matches?"),
            ItemSample(
                "compare", "Which pan has more cubes, or are they the same?",
                fields: ["left: {count: 9, name: cube}", "right: {count: 9, name: cube}", "ask: more", "answer: same"],
                hints: ["Count the cubes in each pan."],
                correct: "Yes! Each pan has 9 cubes. 9 = 9.", incorrect: "Count the cubes in each pan slowly. Compare the two counts."),
        ],
        "NY-1.OA.8": [
            ItemSample(
                "missingNumber", "4 + ? = 9. What number is missing?",
                fields: ["equation: 4 + ? = 9", "answer: 5"],
                hints: ["Start at 4 and count up to 9."],
                correct: "Yes! 4 + 5 = 9.", incorrect: "Put out 4 cubes. Add cubes one at a time until you have 9."),
            ItemSample(
                "missingNumber", "Make a ten to add. 9 + 4 = ?",
                fields: ["equation: 9 + 4 = ?", "answer: 13"],
                hints: ["9 needs 1 more to make 10.", "Then add what is left of the 4."],
                correct: "Yes! 9 + 4 = 13.", incorrect: "Move 1 from the 4 to the 9 to make 10. Then add the rest."),
            ItemSample(
                "missingNumber", "8 + ? = 11. What number is missing?",
                fields: ["equation: 8 + ? = 11", "answer: 3"],
                hints: ["Start at 8 and count up to 11."],
                correct: "Yes! 8 + 3 = 11.", incorrect: "Say 8. Count up to 11 on your fingers. How many fingers?"),
            ItemSample(
                "numberBond", "The whole is 14. One part is 7. What is the other part?",
                fields: ["whole: 14", "parts: [null, 7]", "answer: 7"],
                hints: ["Think of a double.", "What number plus the same number makes 14?"],
                correct: "Yes! 7 + 7 = 14.", incorrect: "Try doubles. Which double makes 14?"),
            ItemSample(
                "numberBond", "The whole is 19. One part is 9. What is the other part?",
                fields: ["whole: 19", "parts: [null, 9]", "answer: 10"],
                hints: ["19 is some tens and 9 ones.", "Take away the 9 ones."],
                correct: "Yes! 10 + 9 = 19.", incorrect: "Count back 9 from 19. Or look at the tens digit of 19."),
            ItemSample(
                "numberBond", "Ana has 8 cubes. 5 are on the table. The rest are under a cup. How many are hidden?",
                fields: ["whole: 8", "parts: [5, null]", "answer: 3"],
                hints: ["The whole is 8. One part is 5.", "Count up from 5 to 8."],
                correct: "Yes! 5 + 3 = 8.", incorrect: "Say 5. Count up to 8 on your fingers. How many fingers?"),
            ItemSample(
                "multipleChoice", "Mei hides some cubes. 5 + ? = 11. How many did she hide?",
                fields: ["options: [5, 6, 7, 16]", "answer: 6"],
                hints: ["Start at 5 and count up to 11.", "Think of the double 5 + 5."],
                correct: "Yes! 5 + 6 = 11.", incorrect: "5 + 5 = 10. How many more do you need to get to 11?"),
            ItemSample(
                "multipleChoice", "Which number makes 12 - ? = 4 true?",
                fields: ["options: [6, 7, 8, 16]", "answer: 8"],
                hints: ["Think 4 + ? = 12.", "Count up from 4 to 12."],
                correct: "Yes! 12 - 8 = 4.", incorrect: "Start at 4. Count up to 12. How many jumps did you make?"),
            ItemSample(
                "multipleChoice", "Which number makes 13 = ? + 4 true?",
                fields: ["options: [7, 8, 9, 17]", "answer: 9"],
                hints: ["Think 13 - 4.", "Count back 4 from 13."],
                correct: "Yes! 13 = 9 + 4.", incorrect: "Start at 13. Count back 4. Check by adding 4."),
        ],
    ]

    static let oaStories: [String: ItemSample] = [
        "NY-K.OA.2b":
            ItemSample(
                "wordProblem", "There are 8 children at the park. 3 children go home. How many children are still at the park?",
                fields: ["equation: 8 - 3 = ?", "answer: 5"],
                hints: ["Do the children at the park get more or fewer?", "Start at 8 and count back 3."],
                correct: "Yes! 8 - 3 = 5.", incorrect: "Children go home, so take away. Start at 8 and count back 3."),
        "NY-K.OA.4":
            ItemSample(
                "wordProblem", "Omar has 10 grapes. 7 are red. The rest are green. How many grapes are green?",
                fields: ["equation: 7 + ? = 10", "answer: 3"],
                hints: ["Start at 7.", "Count up to 10."],
                correct: "Yes! 7 red and 3 green make 10.", incorrect: "Start at 7 and count up to 10. Count how many numbers you said."),
        "NY-K.OA.5":
            ItemSample(
                "wordProblem", "Mei has 2 kites. She gets 2 more kites. How many kites does Mei have now?",
                fields: ["equation: 2 + 2 = ?", "answer: 4"],
                hints: ["Show 2 fingers on each hand."],
                correct: "Yes! 2 + 2 = 4.", incorrect: "Show 2 fingers on each hand. Count all the fingers."),
        "NY-1.OA.1":
            ItemSample(
                "wordProblem", "Kofi has 13 crayons. He gives 6 to Ana. How many crayons does Kofi have now?",
                fields: ["equation: 13 - 6 = ?", "answer: 7"],
                hints: ["He gives some away, so subtract.", "Think 6 + what makes 13?"],
                correct: "Yes! 13 - 6 = 7.", incorrect: "Count up from 6 to 13. Or take 3 to get to 10, then 3 more."),
        "NY-1.OA.2":
            ItemSample(
                "wordProblem", "Mei has 3 red fish, 7 blue fish and 5 gold fish. How many fish does she have?",
                fields: ["equation: 3 + 7 + 5 = ?", "answer: 15"],
                hints: ["Look for two numbers that make 10.", "Then add the last number."],
                correct: "Yes! 3 + 7 = 10, and 10 + 5 = 15.", incorrect: "Add 3 and 7 first to make 10. Then add 5."),
        "NY-1.OA.4":
            ItemSample(
                "wordProblem", "Sam has 7 pears. He needs 10 pears for a pie. How many more pears does he need?",
                fields: ["equation: 7 + ? = 10", "answer: 3"],
                hints: ["Start at 7 and count up to 10."],
                correct: "Yes! 7 + 3 = 10.", incorrect: "Say 7. Count up to 10 on your fingers. How many did you count?"),
        "NY-1.OA.5":
            ItemSample(
                "wordProblem", "Omar has 9 blocks. He gets 3 more blocks. How many blocks does he have now?",
                fields: ["equation: 9 + 3 = ?", "answer: 12"],
                hints: ["Start at 9.", "Count on 3."],
                correct: "Yes! 9 + 3 = 12.", incorrect: "Say 9. Count on one number for each new block."),
        "NY-1.OA.6a":
            ItemSample(
                "wordProblem", "Leo has 9 red cars and 6 blue cars. How many cars does he have in all?",
                fields: ["equation: 9 + 6 = ?", "answer: 15"],
                hints: ["Give 1 blue car to the red cars to make 10.", "Then add the blue cars that are left."],
                correct: "Yes! 9 + 6 is the same as 10 + 5.", incorrect: "Make a ten first. 9 needs 1 more. Then count on what is left."),
        "NY-1.OA.8":
            ItemSample(
                "wordProblem", "Omar has 11 cards. He gets some more. Now he has 18. How many cards did he get?",
                fields: ["equation: 11 + ? = 18", "answer: 7"],
                hints: ["Count up from 11 to 18."],
                correct: "Yes! 11 + 7 = 18.", incorrect: "Say 11. Count up to 18 on your fingers. How many fingers?"),
    ]
}
