/// Number and Operations in Base Ten (NY-K.NBT, NY-1.NBT): example items for each standard, taken from the shipped curriculum's items for
/// that standard (so they are of the types the curriculum teaches it with, and their copy is
/// early-reader copy that lints clean), and story problems for mastery checks.
extension ItemSamples {
    static let nbtSamples: [String: [ItemSample]] = [
        "NY-K.NBT.1": [
            ItemSample(
                "base10", "What number do the blocks show?",
                fields: ["tens: 1", "ones: 4", "ask: number", "answer: 14"],
                hints: ["Say 10 for the long block.", "Count on the small cubes."],
                correct: "Yes! 1 ten and 4 ones make 14.", incorrect: "Say 10 for the long block. Count on each small cube."),
            ItemSample(
                "base10", "A stick of 10 cubes and 2 more cubes. How many cubes in all?",
                fields: ["tens: 1", "ones: 2", "ask: number", "answer: 12"],
                hints: ["The stick has 10 cubes.", "Count on the cubes that are not in the stick."],
                correct: "Yes! 10 and 2 make 12.", incorrect: "Say 10 for the stick. Count on each of the other cubes."),
            ItemSample(
                "base10", "How many ones do the blocks show?",
                fields: ["tens: 1", "ones: 3", "ask: ones", "answer: 3"],
                hints: ["Ones are the small cubes.", "Do not count the long block."],
                correct: "Yes! There are 3 ones next to the ten.", incorrect: "Skip the long block. Count only the small cubes."),
            ItemSample(
                "multipleChoice", "What is 10 and 9 more?",
                fields: ["expression: 10 + 9", "options: [9, 18, 19]", "answer: 19"],
                hints: ["Start at 10.", "Count on 9 more."],
                correct: "Yes! 10 and 9 more is 19.", incorrect: "Start at 10. Count on 9 more, one finger for each."),
            ItemSample(
                "multipleChoice", "Which shows 12?",
                fields: ["options: [10 and 12, 10 and 2, 10 and 1]", "answer: 10 and 2"],
                hints: ["A teen number is a ten and some ones.", "How many ones come after the ten in 12?"],
                correct: "Yes! 12 is 10 and 2 more.", incorrect: "A teen number is a ten and some ones. Start at 10 and count up to 12."),
            ItemSample(
                "multipleChoice", "Which is the same as 13?",
                fields: ["options: [10 + 13, 1 + 3, 10 + 3]", "answer: 10 + 3"],
                hints: ["A teen number is 10 and some ones.", "How many ones come after the ten in 13?"],
                correct: "Yes! 10 + 3 = 13.", incorrect: "A teen number is 10 and some ones. Find the answer that starts at 10 and adds ones."),
            ItemSample(
                "tenFrame", "How many counters are in the two frames?",
                fields: ["frames: 2", "filled: 17", "ask: count", "answer: 17"],
                hints: ["The full frame is 10.", "Count on from 10."],
                correct: "Yes! 10 and 7 more make 17.", incorrect: "Say 10 for the full frame. Count on each counter in the other frame."),
            ItemSample(
                "tenFrame", "One frame is full. How many counters are there in all?",
                fields: ["frames: 2", "filled: 13", "ask: count", "answer: 13"],
                hints: ["A full frame is 10.", "Count on from 10 in the other frame."],
                correct: "Yes! 10 and 3 more make 13.", incorrect: "Say 10 for the full frame. Count on each counter in the other frame."),
            ItemSample(
                "tenFrame", "How many dots are in the two frames?",
                fields: ["frames: 2", "filled: 11", "ask: count", "answer: 11"],
                hints: ["The full frame is 10.", "Count on the dots in the other frame."],
                correct: "Yes! 10 and 1 more make 11.", incorrect: "Say 10 for the full frame. Count on the dots in the other frame."),
        ],
        "NY-1.NBT.1": [
            ItemSample(
                "multipleChoice", "What number comes right before 70?",
                fields: ["options: [69, 71, 60, 79]", "answer: 69"],
                hints: ["Right before means 1 less.", "Count back one from 70."],
                correct: "Yes! 69 comes right before 70.", incorrect: "Find 70 on the chart. Look at the box to its left."),
            ItemSample(
                "multipleChoice", "What number comes after 100?",
                fields: ["options: [101, 110, 99, 111]", "answer: 101"],
                hints: ["After 100, count on like you do from 1.", "Think 100 and 1 more."],
                correct: "Yes! After 100 comes 101.", incorrect: "Say 98, 99, 100. Then say the next number."),
            ItemSample(
                "multipleChoice", "What number comes right before 81?",
                fields: ["options: [80, 82, 71, 91]", "answer: 80"],
                hints: ["Right before means 1 less.", "Count back one from 81."],
                correct: "Yes! 80 comes right before 81.", incorrect: "Say the numbers up to 81. Which one did you say right before it?"),
            ItemSample(
                "numberChart", "Find the missing number on the chart.",
                fields: ["start: 1", "columns: 10", "rows: 10", "missing: [34]", "answer: 34"],
                hints: ["Look at the box before the empty box.", "Say the number that comes after it."],
                correct: "Yes! 34 comes after 33.", incorrect: "Find the row with the empty box. Count along it from the start."),
            ItemSample(
                "numberChart", "Two numbers are missing. What are they?",
                fields: ["start: 91", "columns: 10", "rows: 3", "missing: [99, 108]", "answer: [99, 108]"],
                hints: ["Look at the box before each empty box.", "Count on by ones along each row."],
                correct: "Yes! You know the numbers near 100.", incorrect: "Count along each row from its first box. Touch each box as you count."),
            ItemSample(
                "numberChart", "One number is missing from this row. What is it?",
                fields: ["start: 51", "columns: 10", "rows: 1", "missing: [56]", "answer: 56"],
                hints: ["Read the row from the first box.", "Look at the number before the empty box."],
                correct: "Yes! 56 comes after 55.", incorrect: "Count along the row from 51. Touch each box as you say it."),
            ItemSample(
                "numberLine", "Start at 27. Count on 3. Where do you land?",
                fields: ["from: 20", "to: 40", "start: 27", "jumps: [1, 1, 1]", "answer: 30"],
                hints: ["Put your finger on 27.", "Make one jump for each number you say."],
                correct: "Yes! After 29 comes 30.", incorrect: "Start at 27 and make 3 small jumps. Say a number with each jump."),
            ItemSample(
                "numberLine", "Start at 58. Count on 4. Where do you land?",
                fields: ["from: 50", "to: 70", "start: 58", "jumps: [1, 1, 1, 1]", "answer: 62"],
                hints: ["After 59 comes a new ten.", "Make 4 jumps, one at a time."],
                correct: "Great! You counted past 60.", incorrect: "Jump from 58 one jump at a time. Count each jump on your fingers."),
            ItemSample(
                "numberLine", "Start at 86. Count on 5. Where do you land?",
                fields: ["from: 80", "to: 100", "start: 86", "jumps: [1, 1, 1, 1, 1]", "answer: 91"],
                hints: ["After 89 comes a new ten.", "Hold up one finger for each jump."],
                correct: "Yes! You counted into the 90s.", incorrect: "Start at 86 and make 5 jumps. Say a number with each jump."),
        ],
        "NY-1.NBT.2": [
            ItemSample(
                "multipleChoice", "In 63, what does the 6 mean?",
                fields: ["options: [6 tens, 6 ones]", "answer: 6 tens"],
                hints: ["The first digit is in the tens place."],
                correct: "Yes! The 6 in 63 means 6 tens, or 60.", incorrect: "Which digit comes first in 63? The first digit tells the tens."),
            ItemSample(
                "multipleChoice", "How many tens are in 38?",
                fields: ["options: [3, 8, 38, 11]", "answer: 3"],
                hints: ["Look at the first digit.", "Build 38 with rods and cubes. Count the rods."],
                correct: "Yes! 38 has 3 tens and 8 ones.", incorrect: "The first digit tells the tens. The last digit tells the ones."),
            ItemSample(
                "multipleChoice", "How many tens are in 90?",
                fields: ["options: [9, 90, 0, 10]", "answer: 9"],
                hints: ["Count by tens up to 90.", "Hold up a finger for each ten."],
                correct: "Yes! 90 is 9 tens.", incorrect: "Count 10, 20, 30 and on to 90. Count your fingers."),
            ItemSample(
                "base10", "The blocks show 50. How many tens are there?",
                fields: ["tens: 5", "ones: 0", "ask: tens", "answer: 5"],
                hints: ["Each rod is one ten.", "Count the rods."],
                correct: "Yes! 50 is 5 tens.", incorrect: "Touch each rod and count it. Each rod is one ten."),
            ItemSample(
                "base10", "What number do the blocks show?",
                fields: ["tens: 3", "ones: 4", "ask: number", "answer: 34"],
                hints: ["Count the rods by tens.", "Then count on the small cubes."],
                correct: "Yes! 3 tens and 4 ones make 34.", incorrect: "Count by tens for the rods. Then count on one for each small cube."),
            ItemSample(
                "base10", "The blocks show 57. How many tens are there?",
                fields: ["tens: 5", "ones: 7", "ask: tens", "answer: 5"],
                hints: ["Tens are the long rods.", "Do not count the small cubes."],
                correct: "Yes! 57 has 5 tens.", incorrect: "Count only the long rods. Each rod is one ten."),
            ItemSample(
                "missingNumber", "70 + ? = 74. What number is missing?",
                fields: ["equation: 70 + ? = 74", "answer: 4"],
                hints: ["70 is the tens part of 74.", "Look at the ones digit of 74."],
                correct: "Yes! 74 is 70 and 4.", incorrect: "Start at 70. Count up to 74 on your fingers."),
            ItemSample(
                "missingNumber", "What number is missing? 52 = 50 + ?",
                fields: ["equation: 52 = 50 + ?", "answer: 2"],
                hints: ["50 is the tens part of 52.", "Look at the ones digit of 52."],
                correct: "Yes! 52 is 50 and 2.", incorrect: "Start at 50. Count up to 52 on your fingers."),
            ItemSample(
                "missingNumber", "40 + ? = 46. What number is missing?",
                fields: ["equation: 40 + ? = 46", "answer: 6"],
                hints: ["40 is the tens part of 46.", "Look at the ones digit of 46."],
                correct: "Yes! 46 is 40 and 6.", incorrect: "Start at 40. Count up to 46 on your fingers."),
        ],
        "NY-1.NBT.2a": [
            ItemSample(
                "numberBond", "7 cubes are in a row. How many more make a ten?",
                fields: ["whole: 10", "parts: [7, null]", "answer: 3"],
                hints: ["Start at 7 and count up to 10."],
                correct: "Yes! 7 and 3 make 10.", incorrect: "Hold up 7 fingers. How many fingers are still down?"),
            ItemSample(
                "numberBond", "17 is a ten and some ones. How many ones?",
                fields: ["whole: 17", "parts: [10, null]", "answer: 7"],
                hints: ["Look at the ones digit in 17."],
                correct: "Yes! 17 is 10 and 7.", incorrect: "Start at 10. Count up to 17 on your fingers."),
            ItemSample(
                "numberBond", "14 is 4 ones and one more part. What is the other part?",
                fields: ["whole: 14", "parts: [null, 4]", "answer: 10"],
                hints: ["Take away the 4 ones.", "Count back 4 from 14."],
                correct: "Yes! 14 is a ten and 4 ones.", incorrect: "Start at 14 and count back 4. Where do you stop?"),
            ItemSample(
                "tenFrame", "How many counters are in the ten frame?",
                fields: ["frames: 1", "filled: 10", "ask: count", "answer: 10"],
                hints: ["Is every box filled?", "Count the top row, then the bottom row."],
                correct: "Yes! A full frame is a ten.", incorrect: "Count the top row of 5. Then count on the bottom row."),
            ItemSample(
                "tenFrame", "How many more counters will fill the frame?",
                fields: ["frames: 1", "filled: 8", "ask: complement", "answer: 2"],
                hints: ["Count the empty boxes."],
                correct: "Yes! 8 and 2 more fill the frame.", incorrect: "Look for empty boxes. Each one needs a counter."),
            ItemSample(
                "tenFrame", "How many more counters will make a ten?",
                fields: ["frames: 1", "filled: 6", "ask: complement", "answer: 4"],
                hints: ["Count the empty boxes."],
                correct: "Yes! 6 and 4 make a ten.", incorrect: "Each empty box needs a counter. Count the empty boxes."),
            ItemSample(
                "base10", "The blocks show 15. How many ones are there?",
                fields: ["tens: 1", "ones: 5", "ask: ones", "answer: 5"],
                hints: ["Ones are the small cubes.", "The rod is the ten. Do not count it."],
                correct: "Yes! 15 is 1 ten and 5 ones.", incorrect: "Count only the small cubes next to the rod."),
            ItemSample(
                "base10", "This rod is made of small cubes. How many tens is it?",
                fields: ["tens: 1", "ones: 0", "ask: tens", "answer: 1"],
                hints: ["Count the small cubes in the rod.", "Ten small cubes make a rod."],
                correct: "Yes! The rod is 1 ten.", incorrect: "Count the cubes in the rod. How many rods do you see?"),
            ItemSample(
                "base10", "The blocks show 18. How many ones are there?",
                fields: ["tens: 1", "ones: 8", "ask: ones", "answer: 8"],
                hints: ["Ones are the small cubes.", "Do not count the rod."],
                correct: "Yes! 18 is 1 ten and 8 ones.", incorrect: "Count only the small cubes next to the rod."),
        ],
        "NY-1.NBT.2b": [
            ItemSample(
                "tenFrame", "One frame is full. How many counters in all?",
                fields: ["frames: 2", "filled: 15", "ask: count", "answer: 15"],
                hints: ["A full frame is 10.", "Count on the counters in the other frame."],
                correct: "Yes! A ten and 5 ones make 15.", incorrect: "Start at 10 for the full frame. Count on the rest."),
            ItemSample(
                "tenFrame", "The top frame is full. How many counters in all?",
                fields: ["frames: 2", "filled: 13", "ask: count", "answer: 13"],
                hints: ["A full frame is 10.", "Count on the counters in the bottom frame."],
                correct: "Yes! A ten and 3 ones make 13.", incorrect: "Start at 10 for the full frame. Count on the rest."),
            ItemSample(
                "base10", "What number do the blocks show?",
                fields: ["tens: 1", "ones: 6", "ask: number", "answer: 16"],
                hints: ["The rod is a ten.", "Count on the small cubes from 10."],
                correct: "Yes! 1 ten and 6 ones make 16.", incorrect: "Say 10 for the rod. Count on one for each small cube."),
            ItemSample(
                "multipleChoice", "Which one is the same as 12?",
                fields: ["options: [1 ten and 2 ones, 2 tens and 1 one, 12 tens, 1 ten and 12 ones]", "answer: 1 ten and 2 ones"],
                hints: ["The 1 in 12 tells the tens.", "The 2 in 12 tells the ones."],
                correct: "Yes! 12 is 1 ten and 2 ones.", incorrect: "Read 12 one digit at a time. The first digit tells the tens."),
            ItemSample(
                "multipleChoice", "Ana says 15 is 5 tens and 1 one. What is 15 really?",
                fields: ["options: [1 ten and 5 ones, 5 tens and 1 one]", "answer: 1 ten and 5 ones"],
                hints: ["The first digit tells the tens.", "Build 15 with a rod and small cubes."],
                correct: "Yes! The 1 in 15 means 1 ten.", incorrect: "Read 15 one digit at a time. Which digit tells the tens?"),
        ],
        "NY-1.NBT.2c": [
            ItemSample(
                "base10", "Each rod is a ten. How many cubes in all?",
                fields: ["tens: 3", "ones: 0", "ask: number", "answer: 30"],
                hints: ["Count the rods by tens.", "Touch each rod as you say a number."],
                correct: "Yes! 3 tens make 30.", incorrect: "Count by tens. Say 10, then 20 and keep going for each rod."),
            ItemSample(
                "numberLine", "Start at 20. Make 3 jumps of 10. Where do you land?",
                fields: ["from: 10", "to: 90", "start: 20", "jumps: [10, 10, 10]", "answer: 50"],
                hints: ["Each jump adds one ten.", "Count by tens from 20."],
                correct: "Yes! 20 and 3 more tens make 50.", incorrect: "Start at 20. Say the next ten for each jump."),
        ],
        "NY-1.NBT.3": [
            ItemSample(
                "compare", "Which sign goes between 74 and 71?",
                fields: ["left: 74", "right: 71", "ask: symbol", "answer: '>'"],
                hints: ["The tens are the same. Compare the ones.", "The open side faces the greater number."],
                correct: "Yes! 74 is greater than 71.", incorrect: "Both have 7 tens. Which has more ones? The open side faces that number."),
            ItemSample(
                "compare", "Which sign goes between 12 and 21?",
                fields: ["left: 12", "right: 21", "ask: symbol", "answer: <"],
                hints: ["Compare the tens first.", "The open side faces the greater number."],
                correct: "Yes! 12 is less than 21.", incorrect: "12 has 1 ten. How many tens does 21 have?"),
            ItemSample(
                "compare", "Which sign goes between 64 and 46?",
                fields: ["left: 64", "right: 46", "ask: symbol", "answer: '>'"],
                hints: ["Compare the tens first.", "The open side faces the greater number."],
                correct: "Yes! 64 is greater than 46.", incorrect: "Which number has more tens? The open side faces that number."),
            ItemSample(
                "multipleChoice", "Which number is greater?",
                fields: ["options: [61, 59]", "answer: 61"],
                hints: ["Look at the tens digits first.", "6 tens is more than 5 tens."],
                correct: "Yes! 61 has more tens, so it is greater.", incorrect: "Compare the first digits. The number with more tens is greater."),
            ItemSample(
                "multipleChoice", "Which number is the biggest?",
                fields: ["options: [48, 84, 80, 44]", "answer: 84"],
                hints: ["Find the numbers with the most tens.", "If two have the same tens, compare the ones."],
                correct: "Yes! 84 has 8 tens and 4 ones.", incorrect: "Look at the tens digits first. Then check the ones of those numbers."),
            ItemSample(
                "multipleChoice", "Mei has 57 beads. Sam has 75 beads. Who has fewer beads?",
                fields: ["options: [Mei, Sam]", "answer: Mei"],
                hints: ["Compare the tens first.", "Fewer tens means fewer beads."],
                correct: "Yes! 57 is less than 75.", incorrect: "Look at the tens digit of each number. Which is smaller?"),
        ],
        "NY-1.NBT.4": [
            ItemSample(
                "numericInput", "What is 52 + 4?",
                fields: ["expression: 52 + 4", "answer: 56"],
                hints: ["Add the ones. The tens stay."],
                correct: "Yes! 2 ones and 4 ones make 6 ones.", incorrect: "Keep the 5 tens. Add 4 to the 2 ones."),
            ItemSample(
                "numericInput", "What is 66 + 3?",
                fields: ["expression: 66 + 3", "answer: 69"],
                hints: ["Add ones to ones."],
                correct: "Yes! 6 ones and 3 ones make 9 ones.", incorrect: "Keep the 6 tens. Count on 3 from 66."),
            ItemSample(
                "numericInput", "Add the tens. The ones stay. What is 23 + 40?",
                fields: ["expression: 23 + 40", "answer: 63"],
                hints: ["2 tens and 4 tens is how many tens?", "Keep the 3 ones."],
                correct: "Yes! 6 tens and 3 ones is 63.", incorrect: "Add tens to tens. Then write the 3 ones at the end."),
            ItemSample(
                "multipleChoice", "Zara has 61 beads. She gets 7 more beads. How many beads now?",
                fields: ["expression: 61 + 7", "options: [67, 68, 78]", "answer: 68"],
                hints: ["Add ones to ones.", "The tens do not change."],
                correct: "Yes! 1 one and 7 ones make 8 ones, so 68.", incorrect: "Keep the 6 tens. Add 7 to the 1 one."),
            ItemSample(
                "multipleChoice", "What is 48 + 40?",
                fields: ["expression: 48 + 40", "options: [52, 84, 88]", "answer: 88"],
                hints: ["40 is 4 tens.", "Add tens to tens. Keep the ones."],
                correct: "Great! 4 tens and 4 tens make 8 tens, with 8 ones.", incorrect: "Add the tens only. The 8 ones stay the same."),
            ItemSample(
                "multipleChoice", "What is 63 + 5?",
                fields: ["expression: 63 + 5", "options: [67, 68, 73]", "answer: 68"],
                hints: ["Add ones to ones."],
                correct: "Yes! 3 ones and 5 ones make 8 ones.", incorrect: "Keep the 6 tens. Add 5 to the 3 ones."),
            ItemSample(
                "base10", "Kofi has 32 cubes. He adds 2 ten rods. How many cubes now?",
                fields: ["tens: 5", "ones: 2", "ask: number", "answer: 52"],
                hints: ["Add rods to rods.", "The small cubes stay the same."],
                correct: "Great! 3 tens and 2 tens make 5 tens, and 2 ones.", incorrect: "Count all the rods by tens first. Then add the small cubes."),
            ItemSample(
                "base10", "Ana shows 45 + 4 with blocks. How many small cubes are there now?",
                fields: ["tens: 4", "ones: 9", "ask: ones", "answer: 9"],
                hints: ["Add ones to ones.", "45 has 5 small cubes."],
                correct: "Yes! 5 ones and 4 ones make 9 ones.", incorrect: "Count the 5 cubes in 45. Then count on 4 more."),
            ItemSample(
                "base10", "The blocks show 24 + 3. How many cubes in all?",
                fields: ["tens: 2", "ones: 7", "ask: number", "answer: 27"],
                hints: ["Count the rods by tens.", "Then count all the small cubes by ones."],
                correct: "Yes! 24 and 3 more is 27.", incorrect: "Say 20 for the rods. Then count on each small cube."),
        ],
        "NY-1.NBT.5": [
            ItemSample(
                "numericInput", "What is 10 more than 57?",
                fields: ["expression: 57 + 10", "answer: 67"],
                hints: ["Add one to the tens. Keep the ones."],
                correct: "Yes! 10 more than 57 is 67.", incorrect: "Add a whole ten to 57. Change only the tens digit."),
            ItemSample(
                "numericInput", "What is 10 less than 42?",
                fields: ["expression: 42 - 10", "answer: 32"],
                hints: ["Take one away from the tens."],
                correct: "Great! 10 less than 42 is 32.", incorrect: "Take away a whole ten from 42. Keep the 2 ones."),
            ItemSample(
                "numericInput", "What is 10 more than 34?",
                fields: ["expression: 34 + 10", "answer: 44"],
                hints: ["Add one to the tens. Keep the ones.", "Think of 3 tens and 4 ones."],
                correct: "Yes! 10 more than 34 is 44.", incorrect: "Think of the tens. 3 tens and one more ten is how many tens?"),
            ItemSample(
                "multipleChoice", "Ten more is one more ten rod. Which number is 10 more than 16?",
                fields: ["expression: 16 + 10", "options: [17, 26, 36]", "answer: 26"],
                hints: ["Add one to the tens digit.", "The ones digit does not change."],
                correct: "Yes! 1 ten and 6 ones, plus 1 ten, is 26.", incorrect: "Build 16 with one rod and 6 cubes. Add one more rod and count."),
            ItemSample(
                "multipleChoice", "Sam has 58 cubes. He takes away one ten rod. How many cubes are left?",
                fields: ["expression: 58 - 10", "options: [48, 57, 68]", "answer: 48"],
                hints: ["Take away a whole ten, not one cube.", "The ones digit does not change."],
                correct: "Yes! 5 tens less 1 ten is 4 tens, and 8 ones.", incorrect: "Take away one rod, not one cube. Count the tens that are left."),
            ItemSample(
                "multipleChoice", "Which number is 10 less than 71?",
                fields: ["expression: 71 - 10", "options: [61, 70, 81]", "answer: 61"],
                hints: ["10 less means one less ten.", "Think of the chart. Go up one row."],
                correct: "Yes! 7 tens less 1 ten is 6 tens, plus 1.", incorrect: "Take away one ten, not one. The ones digit does not change."),
            ItemSample(
                "base10", "Kofi had 40 cubes in rods. He adds one more rod. How many cubes now?",
                fields: ["tens: 5", "ones: 0", "ask: number", "answer: 50"],
                hints: ["Count the rods by tens.", "Each rod you add is 10 more."],
                correct: "Great! Five rods make 50.", incorrect: "Point to each rod and count by tens."),
            ItemSample(
                "base10", "Zara had 75 cubes. She gives one ten rod to Sam. How many cubes are left?",
                fields: ["tens: 6", "ones: 5", "ask: number", "answer: 65"],
                hints: ["Giving away one rod is 10 less.", "Count the rods that are left by tens."],
                correct: "Yes! 10 less than 75 is 65.", incorrect: "Say the tens that are left, then add the 5 ones."),
            ItemSample(
                "base10", "Mei had 23 cubes. She adds one ten rod. How many cubes now?",
                fields: ["tens: 3", "ones: 3", "ask: number", "answer: 33"],
                hints: ["A ten rod has 10 cubes.", "Count the rods by tens. Then count the small cubes."],
                correct: "Yes! One more ten makes 33.", incorrect: "Count the rods by tens, then count on the cubes by ones."),
        ],
        "NY-1.NBT.6": [
            ItemSample(
                "numericInput", "What is 60 - 30?",
                fields: ["expression: 60 - 30", "answer: 30"],
                hints: ["Think 6 tens take away 3 tens."],
                correct: "Yes! 6 tens take away 3 tens is 3 tens.", incorrect: "Say 60 as tens. Take 3 tens away and say what is left."),
            ItemSample(
                "numericInput", "What is 40 - 20?",
                fields: ["expression: 40 - 20", "answer: 20"],
                hints: ["Think 4 tens take away 2 tens."],
                correct: "Yes! 4 tens take away 2 tens is 2 tens.", incorrect: "Count back two tens from 40. Say each ten out loud."),
            ItemSample(
                "numericInput", "What is 80 - 30?",
                fields: ["expression: 80 - 30", "answer: 50"],
                hints: ["Think 8 tens take away 3 tens."],
                correct: "Yes! 8 tens take away 3 tens is 5 tens.", incorrect: "Count back three tens from 80. Say each ten as you go."),
            ItemSample(
                "missingNumber", "90 - ? = 60. What number makes this true?",
                fields: ["equation: 90 - ? = 60", "answer: 30"],
                hints: ["Count back by tens from 90 to 60."],
                correct: "Great! 90 - 30 is 60.", incorrect: "Jump back by tens from 90 until you reach 60. Count the jumps."),
            ItemSample(
                "missingNumber", "80 - ? = 50. Use a number line in your head. What number makes this true?",
                fields: ["equation: 80 - ? = 50", "answer: 30"],
                hints: ["Count back by tens from 80 to 50.", "Count how many tens you jumped."],
                correct: "Yes! 80 - 30 is 50.", incorrect: "Jump back by tens from 80 until you reach 50. Count the jumps."),
            ItemSample(
                "base10", "Kofi has 80 cubes. He takes away 20. How many cubes are left?",
                fields: ["tens: 6", "ones: 0", "ask: number", "answer: 60"],
                hints: ["80 is 8 rods. 20 is 2 rods."],
                correct: "Great! 8 tens take away 2 tens is 6 tens.", incorrect: "Take away two rods from the eight. Count the rest by tens."),
            ItemSample(
                "base10", "Mei has 40 cubes. She takes away 30. How many cubes are left?",
                fields: ["tens: 1", "ones: 0", "ask: number", "answer: 10"],
                hints: ["40 is 4 rods.", "Take away 3 rods."],
                correct: "Yes! 4 tens take away 3 tens is 1 ten.", incorrect: "Count 4 rods. Cover 3 of them. Count what is left by tens."),
            ItemSample(
                "base10", "Leo builds 60 with ten rods. He takes away 40. What number is left?",
                fields: ["tens: 2", "ones: 0", "ask: number", "answer: 20"],
                hints: ["60 is 6 rods. 40 is 4 rods."],
                correct: "Yes! 6 tens take away 4 tens is 2 tens.", incorrect: "Take away four rods from the six. Count the rest by tens."),
        ],
    ]

    static let nbtStories: [String: ItemSample] = [
        // No NY-K.NBT.1 story: a Kindergarten story stays within 10 (its matrix `tasks` list no wordProblem).
        "NY-1.NBT.1":
            ItemSample(
                "wordProblem", "Ana counts 14 shells. She finds 3 more. Count on. How many shells does she have now?",
                fields: ["equation: 14 + 3 = ?", "answer: 17"],
                hints: ["Start at 14. Do not count from 1.", "Say 3 more numbers."],
                correct: "Yes! You counted on from 14.", incorrect: "Say 14, then count on 3 more on your fingers."),
        "NY-1.NBT.2b":
            ItemSample(
                "wordProblem", "Sam has a box of 10 crayons. He has 7 more crayons. How many crayons does he have?",
                fields: ["equation: 10 + 7 = ?", "answer: 17"],
                hints: ["The box is a ten.", "Count on 7 from 10."],
                correct: "Yes! A ten and 7 ones make 17.", incorrect: "Say 10 for the box. Then count on one for each other crayon."),
        "NY-1.NBT.4":
            ItemSample(
                "wordProblem", "Sam has 14 crayons. He gets 5 more crayons. How many crayons does Sam have now?",
                fields: ["equation: 14 + 5 = ?", "answer: 19"],
                hints: ["Start at 14 and count on."],
                correct: "Yes! 14 + 5 is 19 crayons.", incorrect: "Start at 14. Count on 5 more on your fingers."),
        "NY-1.NBT.5":
            ItemSample(
                "wordProblem", "Nia has 10 beads. Her mom gives her a bag of 10 more beads. How many beads does Nia have now?",
                fields: ["equation: 10 + 10 = ?", "answer: 20"],
                hints: ["A bag of 10 is one more ten."],
                correct: "Great! One ten and one more ten is 20.", incorrect: "Count by tens. Say one ten, then one more ten."),
        "NY-1.NBT.6":
            ItemSample(
                "wordProblem", "Zara has 20 cents. She spends 10 cents on a pencil. How many cents are left?",
                fields: ["equation: 20 - 10 = ?", "answer: 10"],
                hints: ["20 cents is two groups of tens.", "Take away one group."],
                correct: "Yes! 20 - 10 is 10 cents.", incorrect: "Think of 20 as 2 tens. Take one away. Count what is left."),
    ]
}
