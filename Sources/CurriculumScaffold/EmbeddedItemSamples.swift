// Generated from schemas/item-samples/ by `make samples` (Sources/embed-files); do not edit.
// Edit the files in schemas/item-samples/ and run `make samples`: ItemSamplesTests fails while
// this file and schemas/item-samples/ differ.

/// Every `*.yaml` file under schemas/item-samples/, by its path relative to that folder, in path
/// order, byte for byte: the example items `curriculum new` writes as placeholders, built
/// into the binary so that it needs no file beside it.
enum EmbeddedItemSamples {
    static let files: [(path: String, text: String)] = [
        ("base-ten.yaml", #"""
# Number and Operations in Base Ten (NY-K.NBT, NY-1.NBT): example items for each standard, taken
# from the shipped curriculum's items for that standard (so they are of the types the curriculum
# teaches it with, and their copy is early-reader copy that lints clean), and story problems for
# mastery checks.
#
# `curriculum new` writes these as placeholder items: for each standard code, example `items:`
# of the types the shipped curriculum teaches it with, and a `story:` (a story problem) for
# mastery checks where the standard's `tasks` have story problems. Each is written as an item of
# a lesson is, without what the scaffold writes itself (`id`, `difficulty`, `quickCheck`,
# `standards`, `skill`) and with each field of its type on one line, which the scaffold copies as
# it stands; it adds "TODO: " before each prompt. Every example must solve to its own answer,
# stay in its standard's range and lint clean (ItemSamplesTests, PlaceholderItemsTests).
# After editing, run `make samples` to compile the folder into the tool.
NY-K.NBT.1:
  # No story: a Kindergarten story stays within 10 (its matrix `tasks` list no wordProblem).
  items:
    - type: base10
      prompt: What number do the blocks show?
      tens: 1
      ones: 4
      ask: number
      answer: 14
      hints:
        - Say 10 for the long block.
        - Count on the small cubes.
      feedback:
        correct: Yes! 1 ten and 4 ones make 14.
        incorrect: Say 10 for the long block. Count on each small cube.
    - type: base10
      prompt: A stick of 10 cubes and 2 more cubes. How many cubes in all?
      tens: 1
      ones: 2
      ask: number
      answer: 12
      hints:
        - The stick has 10 cubes.
        - Count on the cubes that are not in the stick.
      feedback:
        correct: Yes! 10 and 2 make 12.
        incorrect: Say 10 for the stick. Count on each of the other cubes.
    - type: base10
      prompt: How many ones do the blocks show?
      tens: 1
      ones: 3
      ask: ones
      answer: 3
      hints:
        - Ones are the small cubes.
        - Do not count the long block.
      feedback:
        correct: Yes! There are 3 ones next to the ten.
        incorrect: Skip the long block. Count only the small cubes.
    - type: multipleChoice
      prompt: What is 10 and 9 more?
      expression: 10 + 9
      options: [9, 18, 19]
      answer: 19
      hints:
        - Start at 10.
        - Count on 9 more.
      feedback:
        correct: Yes! 10 and 9 more is 19.
        incorrect: Start at 10. Count on 9 more, one finger for each.
    - type: multipleChoice
      prompt: Which shows 12?
      options: [1 and 2, 10 and 2, 10 and 1]
      answer: 10 and 2
      hints:
        - A teen number is a ten and some ones.
        - Start at 10. Count up to 12 on your fingers.
      feedback:
        correct: Yes! 12 is 10 and 2 more.
        incorrect: A teen number is a ten and some ones. Start at 10 and count up to 12.
    - type: multipleChoice
      prompt: Which is the same as 13?
      options: [5 + 3, 1 + 3, 10 + 3]
      answer: 10 + 3
      hints:
        - A teen number is 10 and some more.
        - Start at 10. Count up to 13. How many more did you say?
      feedback:
        correct: "Yes! 10 + 3 = 13."
        incorrect: Start at 10 and count up to 13. Count how many more you said.
    - type: tenFrame
      prompt: How many counters are in the two frames?
      frames: 2
      filled: 17
      ask: count
      answer: 17
      hints:
        - The full frame is 10.
        - Count on from 10.
      feedback:
        correct: Yes! 10 and 7 more make 17.
        incorrect: Say 10 for the full frame. Count on each counter in the other frame.
    - type: tenFrame
      prompt: One frame is full. How many counters are there in all?
      frames: 2
      filled: 13
      ask: count
      answer: 13
      hints:
        - A full frame is 10.
        - Count on from 10 in the other frame.
      feedback:
        correct: Yes! 10 and 3 more make 13.
        incorrect: Say 10 for the full frame. Count on each counter in the other frame.
    - type: tenFrame
      prompt: How many dots are in the two frames?
      frames: 2
      filled: 11
      ask: count
      answer: 11
      hints:
        - The full frame is 10.
        - Count on the dots in the other frame.
      feedback:
        correct: Yes! 10 and 1 more make 11.
        incorrect: Say 10 for the full frame. Count on the dots in the other frame.
NY-1.NBT.1:
  items:
    - type: multipleChoice
      prompt: What number comes right before 70?
      options: [69, 71, 60, 79]
      answer: 69
      hints:
        - Right before means 1 less.
        - Count back one from 70.
      feedback:
        correct: Yes! 69 comes right before 70.
        incorrect: Count back from 72. Say 72, 71, 70. What do you say next?
    - type: multipleChoice
      prompt: What number comes after 100?
      options: [101, 110, 99, 111]
      answer: 101
      hints:
        - After 100, count on like you do from 1.
        - Think 100 and 1 more.
      feedback:
        correct: Yes! After 100 comes 101.
        incorrect: Say 98, 99, 100. Then say the next number.
    - type: multipleChoice
      prompt: What number comes right before 81?
      options: [80, 82, 71, 91]
      answer: 80
      hints:
        - Right before means 1 less.
        - Count back one from 81.
      feedback:
        correct: Yes! 80 comes right before 81.
        incorrect: Say the numbers up to 81. Which one did you say right before it?
    - type: numberChart
      prompt: Find the missing number on the chart.
      start: 1
      columns: 10
      rows: 10
      missing: [34]
      answer: 34
      hints:
        - Look at the box before the empty box.
        - Say the number that comes after it.
      feedback:
        correct: Yes! 34 comes after 33.
        incorrect: Find the row with the empty box. Count along it from the start.
    - type: numberChart
      prompt: Two numbers are missing. What are they?
      start: 91
      columns: 10
      rows: 3
      missing: [99, 108]
      answer: [99, 108]
      hints:
        - Look at the box before each empty box.
        - Count on by ones along each row.
      feedback:
        correct: Yes! You know the numbers near 100.
        incorrect: Count along each row from its first box. Touch each box as you count.
    - type: numberChart
      prompt: One number is missing from this row. What is it?
      start: 51
      columns: 10
      rows: 1
      missing: [56]
      answer: 56
      hints:
        - Read the row from the first box.
        - Look at the number before the empty box.
      feedback:
        correct: Yes! 56 comes after 55.
        incorrect: Count along the row from 51. Touch each box as you say it.
    - type: numberLine
      prompt: Start at 27. Count on 3. Where do you land?
      from: 20
      to: 40
      start: 27
      jumps: [1, 1, 1]
      answer: 30
      hints:
        - Put your finger on 27.
        - Make one jump for each number you say.
      feedback:
        correct: Yes! After 29 comes 30.
        incorrect: Start at 27 and make 3 small jumps. Say a number with each jump.
    - type: numberLine
      prompt: Start at 58. Count on 4. Where do you land?
      from: 50
      to: 70
      start: 58
      jumps: [1, 1, 1, 1]
      answer: 62
      hints:
        - After 59 comes a new ten.
        - Make 4 jumps, one at a time.
      feedback:
        correct: Great! You counted past 60.
        incorrect: Jump from 58 one jump at a time. Count each jump on your fingers.
    - type: numberLine
      prompt: Start at 86. Count on 5. Where do you land?
      from: 80
      to: 100
      start: 86
      jumps: [1, 1, 1, 1, 1]
      answer: 91
      hints:
        - After 89 comes a new ten.
        - Hold up one finger for each jump.
      feedback:
        correct: Yes! You counted into the 90s.
        incorrect: Start at 86 and make 5 jumps. Say a number with each jump.
  story:
    type: wordProblem
    prompt: Ana counts 14 shells. She finds 3 more. Count on. How many shells does she have now?
    equation: 14 + 3 = ?
    answer: 17
    hints:
      - Start at 14. Do not count from 1.
      - Say 3 more numbers.
    feedback:
      correct: Yes! You counted on from 14.
      incorrect: Say 14, then count on 3 more on your fingers.
NY-1.NBT.2:
  items:
    - type: multipleChoice
      prompt: In 63, what does the 6 mean?
      options: [6 tens, 6 ones]
      answer: 6 tens
      hints:
        - Say 63 slowly. Sixty, then three.
        - Count by tens to 60. How many tens did you say?
      feedback:
        correct: Yes! The 6 in 63 means 6 tens, or 60.
        incorrect: Count by tens to 60. Does the 6 tell the tens or the ones?
    - type: multipleChoice
      prompt: How many tens are in 38?
      options: [3, 8, 38, 11]
      answer: 3
      hints:
        - Think of 38 as tens and ones.
        - Hold up a finger for each ten you count.
      feedback:
        correct: Yes! 38 has 3 tens and 8 ones.
        incorrect: The first digit tells the tens. The last digit tells the ones.
    - type: multipleChoice
      prompt: How many tens are in 90?
      options: [9, 90, 0, 10]
      answer: 9
      hints:
        - Count by tens up to 90.
        - Hold up a finger for each ten.
      feedback:
        correct: Yes! 90 is 9 tens.
        incorrect: Count 10, 20, 30 and on to 90. Count your fingers.
    - type: base10
      prompt: The blocks show 50. How many tens are there?
      tens: 5
      ones: 0
      ask: tens
      answer: 5
      hints:
        - Each rod is one ten.
        - Count the rods.
      feedback:
        correct: Yes! 50 is 5 tens.
        incorrect: Touch each rod and count it. Each rod is one ten.
    - type: base10
      prompt: What number do the blocks show?
      tens: 3
      ones: 4
      ask: number
      answer: 34
      hints:
        - Count the rods by tens.
        - Then count on the small cubes.
      feedback:
        correct: Yes! 3 tens and 4 ones make 34.
        incorrect: Count by tens for the rods. Then count on one for each small cube.
    - type: base10
      prompt: The blocks show 57. How many tens are there?
      tens: 5
      ones: 7
      ask: tens
      answer: 5
      hints:
        - Tens are the long rods.
        - Do not count the small cubes.
      feedback:
        correct: Yes! 57 has 5 tens.
        incorrect: Count only the long rods. Each rod is one ten.
    - type: missingNumber
      prompt: "70 + ? = 74. What number is missing?"
      equation: 70 + ? = 74
      answer: 4
      hints:
        - "70 is 7 tens. 74 is 7 tens and some ones."
        - Start at 70. Count up to 74. How many numbers did you say?
      feedback:
        correct: Yes! 74 is 70 and 4.
        incorrect: Start at 70. Count up to 74 on your fingers.
    - type: missingNumber
      prompt: "What number is missing? 52 = 50 + ?"
      equation: 52 = 50 + ?
      answer: 2
      hints:
        - "50 is 5 tens. 52 is 5 tens and some ones."
        - Start at 50. Count up to 52. How many numbers did you say?
      feedback:
        correct: Yes! 52 is 50 and 2.
        incorrect: Start at 50. Count up to 52 on your fingers.
    - type: missingNumber
      prompt: "40 + ? = 46. What number is missing?"
      equation: 40 + ? = 46
      answer: 6
      hints:
        - "40 is 4 tens. 46 is 4 tens and some ones."
        - Start at 40. Count up to 46. How many numbers did you say?
      feedback:
        correct: Yes! 46 is 40 and 6.
        incorrect: Start at 40. Count up to 46 on your fingers.
NY-1.NBT.2a:
  items:
    - type: tenFrame
      prompt: How many counters are in the ten frame?
      frames: 1
      filled: 10
      ask: count
      answer: 10
      hints:
        - Is every box filled?
        - Count the top row, then the bottom row.
      feedback:
        correct: Yes! A full frame is a ten.
        incorrect: Count the top row of 5. Then count on the bottom row.
    - type: tenFrame
      prompt: How many more counters will fill the frame?
      frames: 1
      filled: 8
      ask: complement
      answer: 2
      hints:
        - Count the empty boxes.
      feedback:
        correct: Yes! 8 and 2 more fill the frame.
        incorrect: Look for empty boxes. Each one needs a counter.
    - type: tenFrame
      prompt: How many more counters will make a ten?
      frames: 1
      filled: 6
      ask: complement
      answer: 4
      hints:
        - Count the empty boxes.
      feedback:
        correct: Yes! 6 and 4 make a ten.
        incorrect: Each empty box needs a counter. Count the empty boxes.
    - type: base10
      prompt: The blocks show 15. How many ones are there?
      tens: 1
      ones: 5
      ask: ones
      answer: 5
      hints:
        - Ones are the small cubes.
        - The rod is the ten. Do not count it.
      feedback:
        correct: Yes! 15 is 1 ten and 5 ones.
        incorrect: Count only the small cubes next to the rod.
    - type: base10
      prompt: This rod is made of small cubes. How many tens is it?
      tens: 1
      ones: 0
      ask: tens
      answer: 1
      hints:
        - Count the small cubes in the rod.
        - Ten small cubes make a rod.
      feedback:
        correct: Yes! The rod is 1 ten.
        incorrect: Count the cubes in the rod. How many rods do you see?
    - type: base10
      prompt: The blocks show 18. How many ones are there?
      tens: 1
      ones: 8
      ask: ones
      answer: 8
      hints:
        - Ones are the small cubes.
        - Do not count the rod.
      feedback:
        correct: Yes! 18 is 1 ten and 8 ones.
        incorrect: Count only the small cubes next to the rod.
NY-1.NBT.2b:
  items:
    - type: tenFrame
      prompt: One frame is full. How many counters in all?
      frames: 2
      filled: 15
      ask: count
      answer: 15
      hints:
        - A full frame is 10.
        - Count on the counters in the other frame.
      feedback:
        correct: Yes! A ten and 5 ones make 15.
        incorrect: Start at 10 for the full frame. Count on the rest.
    - type: tenFrame
      prompt: The top frame is full. How many counters in all?
      frames: 2
      filled: 13
      ask: count
      answer: 13
      hints:
        - A full frame is 10.
        - Count on the counters in the bottom frame.
      feedback:
        correct: Yes! A ten and 3 ones make 13.
        incorrect: Start at 10 for the full frame. Count on the rest.
    - type: base10
      prompt: What number do the blocks show?
      tens: 1
      ones: 6
      ask: number
      answer: 16
      hints:
        - The rod is a ten.
        - Count on the small cubes from 10.
      feedback:
        correct: Yes! 1 ten and 6 ones make 16.
        incorrect: Say 10 for the rod. Count on one for each small cube.
    - type: multipleChoice
      prompt: Which one is the same as 12?
      options: [1 ten and 2 ones, 2 tens and 1 one, 12 tens]
      answer: 1 ten and 2 ones
      hints:
        - Count to 10. That is a ten. Then count on to 12.
        - How many full tens? How many ones are left?
      feedback:
        correct: Yes! 12 is 1 ten and 2 ones.
        incorrect: Count to 12 on your fingers. 10 fingers make a ten. How many more?
    - type: multipleChoice
      prompt: Ana says 15 is 5 tens and 1 one. What is 15 really?
      options: [1 ten and 5 ones, 5 tens and 1 one]
      answer: 1 ten and 5 ones
      hints:
        - Count to 10. That is 1 ten.
        - Then count on to 15. How many ones did you add?
      feedback:
        correct: Yes! The 1 in 15 means 1 ten.
        incorrect: Read 15 one digit at a time. Which digit tells the tens?
  story:
    type: wordProblem
    prompt: Sam has a box of 10 crayons. He has 7 more crayons. How many crayons does he have?
    equation: 10 + 7 = ?
    answer: 17
    hints:
      - The box is a ten.
      - Count on 7 from 10.
    feedback:
      correct: Yes! A ten and 7 ones make 17.
      incorrect: Say 10 for the box. Then count on one for each other crayon.
NY-1.NBT.2c:
  items:
    - type: base10
      prompt: Each rod is a ten. How many cubes in all?
      tens: 3
      ones: 0
      ask: number
      answer: 30
      hints:
        - Count the rods by tens.
        - Touch each rod as you say a number.
      feedback:
        correct: Yes! 3 tens make 30.
        incorrect: Count by tens. Say 10, then 20 and keep going for each rod.
    - type: tenFrame
      prompt: Each full frame is a ten. How many counters in all?
      frames: 2
      filled: 20
      ask: count
      answer: 20
      hints:
        - Say 10 for each full frame.
      feedback:
        correct: Yes! 2 tens make 20.
        incorrect: Count by tens. Say 10 for one frame, then 20.
NY-1.NBT.3:
  items:
    - type: compare
      prompt: Which sign goes between 74 and 71?
      left: 74
      right: 71
      ask: symbol
      answer: '>'
      hints:
        - The tens are the same. Compare the ones.
        - The open side faces the greater number.
      feedback:
        correct: Yes! 74 is greater than 71.
        incorrect: Both have 7 tens. Which has more ones? The open side faces that number.
    - type: compare
      prompt: Which sign goes between 12 and 21?
      left: 12
      right: 21
      ask: symbol
      answer: <
      hints:
        - Compare the tens first.
        - The open side faces the greater number.
      feedback:
        correct: Yes! 12 is less than 21.
        incorrect: "12 has 1 ten. How many tens does 21 have?"
    - type: compare
      prompt: Which sign goes between 64 and 46?
      left: 64
      right: 46
      ask: symbol
      answer: '>'
      hints:
        - Compare the tens first.
        - The open side faces the greater number.
      feedback:
        correct: Yes! 64 is greater than 46.
        incorrect: Which number has more tens? The open side faces that number.
    - type: multipleChoice
      prompt: Which number is greater, 61 or 59?
      options: [61, 59]
      answer: 61
      hints:
        - Compare the tens first.
        - How many tens does 61 have? How many does 59 have?
      feedback:
        correct: Yes! 61 has more tens, so it is greater.
        incorrect: Compare the first digits. The number with more tens is greater.
    - type: multipleChoice
      prompt: Which number is the biggest?
      options: [48, 84, 80, 26]
      answer: 84
      hints:
        - Find the numbers with the most tens.
        - If two have the same tens, compare the ones.
      feedback:
        correct: Yes! 84 has 8 tens and 4 ones.
        incorrect: Look at the tens digits first. Then check the ones of those numbers.
    - type: multipleChoice
      prompt: Mei has 57 beads. Sam has 75 beads. Who has fewer beads?
      options: [Mei, Sam]
      answer: Mei
      hints:
        - Compare the tens first.
        - Fewer tens means fewer beads.
      feedback:
        correct: Yes! 57 is less than 75.
        incorrect: Look at the tens digit of each number. Which is smaller?
NY-1.NBT.4:
  items:
    - type: numericInput
      prompt: "What is 52 + 4?"
      expression: 52 + 4
      answer: 56
      hints:
        - Add the ones. The tens stay.
      feedback:
        correct: Yes! 2 ones and 4 ones make 6 ones.
        incorrect: Keep the 5 tens. Add 4 to the 2 ones.
    - type: numericInput
      prompt: "What is 66 + 3?"
      expression: 66 + 3
      answer: 69
      hints:
        - Add ones to ones.
      feedback:
        correct: Yes! 6 ones and 3 ones make 9 ones.
        incorrect: Keep the 6 tens. Count on 3 from 66.
    - type: numericInput
      prompt: "Add the tens. The ones stay. What is 23 + 40?"
      expression: 23 + 40
      answer: 63
      hints:
        - "2 tens and 4 tens is how many tens?"
        - Keep the 3 ones.
      feedback:
        correct: Yes! 6 tens and 3 ones is 63.
        incorrect: Add tens to tens. Then write the 3 ones at the end.
    - type: multipleChoice
      prompt: Zara has 61 beads. She gets 7 more beads. How many beads now?
      expression: 61 + 7
      options: [67, 68, 78]
      answer: 68
      hints:
        - Add ones to ones.
        - The tens do not change.
      feedback:
        correct: Yes! 1 one and 7 ones make 8 ones, so 68.
        incorrect: Keep the 6 tens. Add 7 to the 1 one.
    - type: multipleChoice
      prompt: "What is 48 + 40?"
      expression: 48 + 40
      options: [52, 84, 88]
      answer: 88
      hints:
        - "40 is 4 tens."
        - Add tens to tens. Keep the ones.
      feedback:
        correct: Great! 4 tens and 4 tens make 8 tens, with 8 ones.
        incorrect: Add the tens only. The 8 ones stay the same.
    - type: multipleChoice
      prompt: "What is 63 + 5?"
      expression: 63 + 5
      options: [67, 68, 73]
      answer: 68
      hints:
        - Add ones to ones.
      feedback:
        correct: Yes! 3 ones and 5 ones make 8 ones.
        incorrect: Keep the 6 tens. Add 5 to the 3 ones.
    - type: base10
      prompt: Kofi has 32 cubes. He adds 2 ten rods. How many cubes now?
      tens: 5
      ones: 2
      ask: number
      answer: 52
      hints:
        - Add rods to rods.
        - The small cubes stay the same.
      feedback:
        correct: Great! 3 tens and 2 tens make 5 tens, and 2 ones.
        incorrect: Count all the rods by tens first. Then add the small cubes.
    - type: base10
      prompt: "Ana shows 45 + 4 with blocks. How many small cubes are there now?"
      tens: 4
      ones: 9
      ask: ones
      answer: 9
      hints:
        - Add ones to ones.
        - "45 has 5 small cubes."
      feedback:
        correct: Yes! 5 ones and 4 ones make 9 ones.
        incorrect: Count the 5 cubes in 45. Then count on 4 more.
    - type: base10
      prompt: "The blocks show 24 + 3. How many cubes in all?"
      tens: 2
      ones: 7
      ask: number
      answer: 27
      hints:
        - Count the rods by tens.
        - Then count all the small cubes by ones.
      feedback:
        correct: Yes! 24 and 3 more is 27.
        incorrect: Say 20 for the rods. Then count on each small cube.
  story:
    type: wordProblem
    prompt: Sam has 14 crayons. He gets 5 more crayons. How many crayons does Sam have now?
    equation: 14 + 5 = ?
    answer: 19
    hints:
      - Start at 14 and count on.
    feedback:
      correct: "Yes! 14 + 5 is 19 crayons."
      incorrect: Start at 14. Count on 5 more on your fingers.
NY-1.NBT.5:
  items:
    - type: numericInput
      prompt: What is 10 more than 57?
      expression: 57 + 10
      answer: 67
      hints:
        - Add one to the tens. Keep the ones.
      feedback:
        correct: Yes! 10 more than 57 is 67.
        incorrect: Add a whole ten to 57. Change only the tens digit.
    - type: numericInput
      prompt: What is 10 less than 42?
      expression: 42 - 10
      answer: 32
      hints:
        - Take one away from the tens.
      feedback:
        correct: Great! 10 less than 42 is 32.
        incorrect: Take away a whole ten from 42. Keep the 2 ones.
    - type: numericInput
      prompt: What is 10 more than 34?
      expression: 34 + 10
      answer: 44
      hints:
        - Add one to the tens. Keep the ones.
        - Think of 3 tens and 4 ones.
      feedback:
        correct: Yes! 10 more than 34 is 44.
        incorrect: Think of the tens. 3 tens and one more ten is how many tens?
    - type: multipleChoice
      prompt: Ten more is one more ten rod. Which number is 10 more than 16?
      expression: 16 + 10
      options: [17, 26, 36]
      answer: 26
      hints:
        - Add one to the tens digit.
        - The ones digit does not change.
      feedback:
        correct: Yes! 1 ten and 6 ones, plus 1 ten, is 26.
        incorrect: Picture 16 as one rod and 6 cubes. Add one more rod and count.
    - type: multipleChoice
      prompt: Sam has 58 cubes. He takes away one ten rod. How many cubes are left?
      expression: 58 - 10
      options: [48, 57, 68]
      answer: 48
      hints:
        - Take away a whole ten, not one cube.
        - The ones digit does not change.
      feedback:
        correct: Yes! 5 tens less 1 ten is 4 tens, and 8 ones.
        incorrect: Take away one rod, not one cube. Count the tens that are left.
    - type: multipleChoice
      prompt: Which number is 10 less than 71?
      expression: 71 - 10
      options: [61, 70, 81]
      answer: 61
      hints:
        - "10 less means one less ten."
        - Picture a hundred chart. Go up one row.
      feedback:
        correct: Yes! 7 tens less 1 ten is 6 tens, plus 1.
        incorrect: Take away one ten, not one. The ones digit does not change.
    - type: base10
      prompt: Kofi had 40 cubes in rods. He adds one more rod. How many cubes now?
      tens: 5
      ones: 0
      ask: number
      answer: 50
      hints:
        - Count the rods by tens.
        - Each rod you add is 10 more.
      feedback:
        correct: Great! Five rods make 50.
        incorrect: Point to each rod and count by tens.
    - type: base10
      prompt: Zara had 75 cubes. She gives one ten rod to Sam. How many cubes are left?
      tens: 6
      ones: 5
      ask: number
      answer: 65
      hints:
        - Giving away one rod is 10 less.
        - Count the rods that are left by tens.
      feedback:
        correct: Yes! 10 less than 75 is 65.
        incorrect: Say the tens that are left, then add the 5 ones.
    - type: base10
      prompt: Mei had 23 cubes. She adds one ten rod. How many cubes now?
      tens: 3
      ones: 3
      ask: number
      answer: 33
      hints:
        - A ten rod has 10 cubes.
        - Count the rods by tens. Then count the small cubes.
      feedback:
        correct: Yes! One more ten makes 33.
        incorrect: Count the rods by tens, then count on the cubes by ones.
  story:
    type: wordProblem
    prompt: Nia has 10 beads. Her mom gives her a bag of 10 more beads. How many beads does Nia have now?
    equation: 10 + 10 = ?
    answer: 20
    hints:
      - A bag of 10 is one more ten.
    feedback:
      correct: Great! One ten and one more ten is 20.
      incorrect: Count by tens. Say one ten, then one more ten.
NY-1.NBT.6:
  items:
    - type: numericInput
      prompt: What is 60 - 30?
      expression: 60 - 30
      answer: 30
      hints:
        - Think 6 tens take away 3 tens.
      feedback:
        correct: Yes! 6 tens take away 3 tens is 3 tens.
        incorrect: Say 60 as tens. Take 3 tens away and say what is left.
    - type: numericInput
      prompt: What is 40 - 20?
      expression: 40 - 20
      answer: 20
      hints:
        - Think 4 tens take away 2 tens.
      feedback:
        correct: Yes! 4 tens take away 2 tens is 2 tens.
        incorrect: Count back two tens from 40. Say each ten out loud.
    - type: numericInput
      prompt: What is 80 - 30?
      expression: 80 - 30
      answer: 50
      hints:
        - Think 8 tens take away 3 tens.
      feedback:
        correct: Yes! 8 tens take away 3 tens is 5 tens.
        incorrect: Count back three tens from 80. Say each ten as you go.
    - type: missingNumber
      prompt: "90 - ? = 60. What number makes this true?"
      equation: 90 - ? = 60
      answer: 30
      hints:
        - Count back by tens from 90 to 60.
      feedback:
        correct: Great! 90 - 30 is 60.
        incorrect: Jump back by tens from 90 until you reach 60. Count the jumps.
    - type: missingNumber
      prompt: "80 - ? = 50. Use a number line in your head. What number makes this true?"
      equation: 80 - ? = 50
      answer: 30
      hints:
        - Count back by tens from 80 to 50.
        - Count how many tens you jumped.
      feedback:
        correct: Yes! 80 - 30 is 50.
        incorrect: Jump back by tens from 80 until you reach 50. Count the jumps.
    - type: base10
      prompt: Kofi has 80 cubes. He takes away 20. How many cubes are left?
      tens: 6
      ones: 0
      ask: number
      answer: 60
      hints:
        - "80 is 8 rods. 20 is 2 rods."
      feedback:
        correct: Great! 8 tens take away 2 tens is 6 tens.
        incorrect: Take away two rods from the eight. Count the rest by tens.
    - type: base10
      prompt: Mei has 40 cubes. She takes away 30. How many cubes are left?
      tens: 1
      ones: 0
      ask: number
      answer: 10
      hints:
        - "40 is 4 rods."
        - Take away 3 rods.
      feedback:
        correct: Yes! 4 tens take away 3 tens is 1 ten.
        incorrect: Picture 4 rods. Take away 3 of them. Count what is left by tens.
    - type: base10
      prompt: Leo builds 60 with ten rods. He takes away 40. What number is left?
      tens: 2
      ones: 0
      ask: number
      answer: 20
      hints:
        - "60 is 6 rods. 40 is 4 rods."
      feedback:
        correct: Yes! 6 tens take away 4 tens is 2 tens.
        incorrect: Take away four rods from the six. Count the rest by tens.
  story:
    type: wordProblem
    prompt: Zara has 20 cents. She spends 10 cents on a pencil. How many cents are left?
    equation: 20 - 10 = ?
    answer: 10
    hints:
      - "20 cents is two groups of tens."
      - Take away one group.
    feedback:
      correct: Yes! 20 - 10 is 10 cents.
      incorrect: Think of 20 as 2 tens. Take one away. Count what is left.

"""#),
        ("counting.yaml", #"""
# Counting and Cardinality (NY-K.CC): example items for each standard, taken from the shipped
# curriculum's items for that standard (so they are of the types the curriculum teaches it with,
# and their copy is early-reader copy that lints clean), and story problems for mastery checks
# (the one for NY-K.CC.4d written for it: the curriculum has none).
#
# `curriculum new` writes these as placeholder items: for each standard code, example `items:`
# of the types the shipped curriculum teaches it with, and a `story:` (a story problem) for
# mastery checks where the standard's `tasks` have story problems. Each is written as an item of
# a lesson is, without what the scaffold writes itself (`id`, `difficulty`, `quickCheck`,
# `standards`, `skill`) and with each field of its type on one line, which the scaffold copies as
# it stands; it adds "TODO: " before each prompt. Every example must solve to its own answer,
# stay in its standard's range and lint clean (ItemSamplesTests, PlaceholderItemsTests).
# After editing, run `make samples` to compile the folder into the tool.
NY-K.CC.1:
  items:
    - type: numberChart
      prompt: One number fell off the chart. Which number is missing?
      start: 1
      columns: 10
      rows: 2
      missing: [14]
      answer: 14
      hints:
        - Point to each number and count.
        - Look at the number before the empty box.
      feedback:
        correct: Yes! 14 comes after 13.
        incorrect: Count along the row. Say the number that comes after 13.
    - type: numberChart
      prompt: Which number is missing from the chart?
      start: 21
      columns: 10
      rows: 2
      missing: [26]
      answer: 26
      hints:
        - Count along the row from 21.
        - Look at the number before the empty box.
      feedback:
        correct: Yes! 26 comes after 25.
        incorrect: Count along the row from 21. Say the number after 25.
    - type: numberChart
      prompt: Find the missing number in this row.
      start: 41
      columns: 10
      rows: 1
      missing: [48]
      answer: 48
      hints:
        - Point to each box and count from 41.
      feedback:
        correct: Yes! 48 comes after 47.
        incorrect: Point and count from 41. Say the number that comes after 47.
    - type: multipleChoice
      prompt: What number comes after 19?
      options: [10, 20, 29]
      answer: 20
      hints:
        - Count out loud from 15. Keep going past 19.
        - Say 17, 18, 19 slowly. Then say the next number.
      feedback:
        correct: Yes! After 19 comes 20.
        incorrect: Count 17, 18, 19 and keep going. A new ten starts.
    - type: multipleChoice
      prompt: What number comes after 29?
      options: [20, 30, 39]
      answer: 30
      hints:
        - Count out loud from 26. Keep going past 29.
        - Say 27, 28, 29 slowly. Then say the next number.
      feedback:
        correct: Yes! After 29 comes 30.
        incorrect: Count 27, 28, 29 and keep going. After 29, a new ten starts.
    - type: multipleChoice
      prompt: Which number comes between 45 and 47?
      options: [44, 46, 48]
      answer: 46
      hints:
        - Count from 45.
        - Which number do you say before 47?
      feedback:
        correct: Yes! 45, 46, 47.
        incorrect: Count on from 45. Stop at 47. Which number did you say in between?
    - type: numberLine
      prompt: Jump by tens from 0. Make 2 jumps. Where do you land?
      from: 0
      to: 100
      start: 0
      jumps: [10, 10]
      answer: 20
      hints:
        - Each jump is a ten.
        - Say 10 for the first jump.
      feedback:
        correct: Yes! 10, 20. Two jumps of ten land on 20.
        incorrect: Say 10 for the first jump. Say the next ten for the second jump.
    - type: numberLine
      prompt: Start at 30. Make 3 jumps of ten. Where do you land?
      from: 0
      to: 100
      start: 30
      jumps: [10, 10, 10]
      answer: 60
      hints:
        - Put your finger on 30.
        - Say the next ten for each jump.
      feedback:
        correct: Yes! 40, 50, 60.
        incorrect: Start on 30. Say the next ten for each of the 3 jumps.
NY-K.CC.2:
  items:
    - type: numberLine
      prompt: A frog sits on 10. It hops to the next number 3 times. Where is it now?
      from: 10
      to: 20
      start: 10
      jumps: [1, 1, 1]
      answer: 13
      hints:
        - Start at 10. Do not count the 10.
        - Say a number for each hop.
      feedback:
        correct: Yes! 11, 12, 13. The frog is on 13.
        incorrect: Start on 10. Say the next number for each hop.
    - type: numberLine
      prompt: Start at 34. Count on 3. Where do you land?
      from: 30
      to: 40
      start: 34
      jumps: [1, 1, 1]
      answer: 37
      hints:
        - Put your finger on 34.
        - Say a new number for each jump.
      feedback:
        correct: Yes! 35, 36, 37.
        incorrect: Start on 34. Make three jumps and say a number each time.
    - type: numberLine
      prompt: Start at 95. Count on 4. Where do you land?
      from: 90
      to: 100
      start: 95
      jumps: [1, 1, 1, 1]
      answer: 99
      hints:
        - Put your finger on 95.
        - Say a new number for each jump.
      feedback:
        correct: Yes! 96, 97, 98, 99.
        incorrect: Start on 95. Make four jumps and say a number for each one.
    - type: multipleChoice
      prompt: Start at 64. Count on 2. Where do you stop?
      options: [65, 66, 67]
      answer: 66
      hints:
        - Say 64 in your head.
        - Put up a finger for each number you count on.
      feedback:
        correct: Yes! 65, 66.
        incorrect: Start at 64. Count on two numbers, one finger for each.
    - type: multipleChoice
      prompt: Start at 47. Count on 3 more. What number do you stop at?
      options: [49, 50, 51]
      answer: 50
      hints:
        - Say 47 in your head.
        - Put up a finger for each number you count on.
      feedback:
        correct: Yes! 48, 49, 50.
        incorrect: Start at 47. Count on and put up a finger for each number. Stop at three fingers.
    - type: multipleChoice
      prompt: Start at 38. Count on 5. What number do you stop at?
      options: [42, 43, 44]
      answer: 43
      hints:
        - Say 38 in your head.
        - Put up a finger for each number you count on.
      feedback:
        correct: Yes! 39, 40, 41, 42, 43.
        incorrect: Start at 38. Count on and put up a finger each time. Stop at five fingers.
    - type: multipleChoice
      prompt: Start at 56. What number comes next?
      options: [55, 57, 65]
      answer: 57
      hints:
        - Say 56. Then say the next counting number.
      feedback:
        correct: Yes! 56, 57.
        incorrect: Say 56 and keep counting by ones. The next number comes right after.
    - type: multipleChoice
      prompt: Which number comes between 88 and 90?
      options: [87, 89, 98]
      answer: 89
      hints:
        - Count on from 88.
        - Stop before you say 90.
      feedback:
        correct: Yes! 88, 89, 90.
        incorrect: Count on from 88 and stop at 90. Which number did you say in between?
NY-K.CC.3:
  items:
    # Dictation, not "Which number is thirteen?" among numerals read aloud (COPY-ANSWER-HEARD).
    - type: numericInput
      prompt: Write the number thirteen.
      answer: 13
      hints:
        - Count on from 10 on your fingers. Stop at the number you hear.
        - Write 1 for the ten. How many more fingers did you add?
      feedback:
        correct: Yes! We write thirteen with a 1 and a 3.
        incorrect: Count on from 10 to thirteen on your fingers. Write the ten, then the fingers you added.
    - type: multipleChoice
      prompt: The nest has no eggs. What number tells how many eggs?
      options: [0, 1, 10]
      answer: 0
      hints:
        - Picture the empty nest. How many eggs can you count?
        - Hold up a finger for each egg. How many fingers are up?
      feedback:
        correct: Yes! 0 means there are no eggs.
        incorrect: When there is nothing, use the number for none.
    - type: counting
      prompt: Count the fish. Write the number.
      objects: {arrangement: line, count: 9, name: fish}
      answer: 9
      hints:
        - Touch each fish as you count.
        - The last number you say is the number to write.
      feedback:
        correct: Yes! You wrote 9 for 9 fish.
        incorrect: Count the fish again, one at a time. Write the last number you say.
    - type: counting
      prompt: How many pencils? Write the number.
      objects: {arrangement: array, count: 18, name: pencil}
      answer: 18
      hints:
        - Count one row at a time.
        - Find 10 first. Then count on.
      feedback:
        correct: Yes! 18 pencils. We write a 1 and an 8.
        incorrect: Count one row at a time. Find 10 first, then count on from 10.
    - type: tenFrame
      prompt: Count the counters. Which number do you write?
      frames: 2
      filled: 15
      ask: count
      options: [5, 14, 15, 16]
      answer: 15
      hints:
        - The full frame has 10.
        - Count on from 10 in the other frame.
      feedback:
        correct: Yes! 10 and 5 more is 15. We write a 1 and a 5.
        incorrect: Start at 10 for the full frame. Count on the rest, then find that number.
NY-K.CC.4:
  items:
    - type: multipleChoice
      prompt: Kofi counts his cars. He says 1, 2, 3, 4, 5. How many cars does he have?
      options: [1, 5, 6]
      answer: 5
      hints:
        - Hold up a finger for each number Kofi says.
        - How many fingers are up?
      feedback:
        correct: Yes! The last number he says tells how many cars.
        incorrect: Say 1, 2, 3, 4, 5 with Kofi. Hold up a finger for each. How many fingers?
    - type: multipleChoice
      prompt: Mei counts 13 shells in a line. Then she puts them in a circle. How many shells now?
      options: [12, 13, 14]
      answer: 13
      hints:
        - Did Mei add any shells?
        - Did she take any away?
      feedback:
        correct: Yes! Moving the shells does not change how many.
        incorrect: Mei did not add or take away shells. Moving them keeps the same number.
    - type: multipleChoice
      prompt: Zara counts 8 blocks from one end. Then she counts from the other end. How many will she get?
      options: [7, 8, 9]
      answer: 8
      hints:
        - Did Zara add or take away any blocks?
      feedback:
        correct: Yes! Counting in a new order gives the same number.
        incorrect: The blocks did not change. Any counting order gives the same number.
    - type: counting
      prompt: How many apples?
      objects: {arrangement: line, count: 4, name: apple}
      answer: 4
      hints:
        - Touch each apple as you count.
      feedback:
        correct: Yes! You counted 4 apples.
        incorrect: Touch each apple once. Say a number for each apple.
    - type: counting
      prompt: How many crayons are in the box?
      objects: {arrangement: line, count: 11, name: crayon}
      answer: 11
      hints:
        - Touch each crayon as you count.
        - After 10, keep going.
      feedback:
        correct: Yes! There are 11 crayons.
        incorrect: Touch each crayon once. After 10, keep counting.
NY-K.CC.4a:
  items:
    - type: counting
      prompt: How many stars? Write the number.
      objects: {arrangement: array, count: 15, name: star}
      answer: 15
      hints:
        - Count one row at a time.
        - Find 10 first. Then count on.
      feedback:
        correct: Yes! There are 15 stars.
        incorrect: Count one row at a time. Find 10, then count on from 10.
    - type: counting
      prompt: Leo builds with blocks. How many blocks does he have?
      objects: {arrangement: array, count: 8, name: block}
      answer: 8
      options: [6, 7, 8, 9]
      hints:
        - Count one row. Then keep counting the next row.
      feedback:
        correct: Yes! Leo has 8 blocks.
        incorrect: Count the top row. Then keep going with the next row.
    - type: counting
      prompt: How many stars?
      objects: {arrangement: array, count: 14, name: star}
      answer: 14
      hints:
        - Count one row at a time.
        - Keep your place with your finger.
      feedback:
        correct: Yes! There are 14 stars.
        incorrect: Count one row, then keep counting the next row. Use your finger.
    - type: tenFrame
      prompt: How many dots are in the ten frame?
      frames: 1
      filled: 5
      ask: count
      answer: 5
      hints:
        - Count the dots in the top row.
        - Then look at the bottom row.
      feedback:
        correct: Yes! The top row is full, so there are 5 dots.
        incorrect: Count the top row first. Then count any dots in the bottom row.
    - type: tenFrame
      prompt: How many dots are in the two ten frames?
      frames: 2
      filled: 12
      ask: count
      answer: 12
      hints:
        - A full ten frame has 10 dots.
        - Count on from 10 in the next frame.
      feedback:
        correct: Yes! 10 dots and 2 more make 12.
        incorrect: The first frame is full, so it has 10. Count on from 10.
    - type: tenFrame
      prompt: How many counters are in the ten frames?
      frames: 2
      filled: 17
      ask: count
      answer: 17
      options: [16, 17, 18, 19]
      hints:
        - The full frame has 10 counters.
        - Count on from 10.
      feedback:
        correct: Yes! 10 and 7 more make 17.
        incorrect: Start at 10 for the full frame. Then count on each counter in the next frame.
NY-K.CC.4b:
  items:
    - type: multipleChoice
      prompt: Kofi counts his cars. He says 1, 2, 3, 4, 5. How many cars does he have?
      options: [1, 5, 6]
      answer: 5
      hints:
        - Hold up a finger for each number Kofi says.
        - How many fingers are up?
      feedback:
        correct: Yes! The last number he says tells how many cars.
        incorrect: Say 1, 2, 3, 4, 5 with Kofi. Hold up a finger for each. How many fingers?
    - type: multipleChoice
      prompt: Mei counts 13 shells in a line. Then she puts them in a circle. How many shells now?
      options: [12, 13, 14]
      answer: 13
      hints:
        - Did Mei add any shells?
        - Did she take any away?
      feedback:
        correct: Yes! Moving the shells does not change how many.
        incorrect: Mei did not add or take away shells. Moving them keeps the same number.
    - type: multipleChoice
      prompt: Zara counts 8 blocks from one end. Then she counts from the other end. How many will she get?
      options: [7, 8, 9]
      answer: 8
      hints:
        - Did Zara add or take away any blocks?
      feedback:
        correct: Yes! Counting in a new order gives the same number.
        incorrect: The blocks did not change. Any counting order gives the same number.
    - type: counting
      prompt: The shells are in a circle. How many shells are there?
      objects: {arrangement: circle, count: 7, name: shell}
      answer: 7
      hints:
        - Pick a shell to start with. Put your finger on it.
        - Stop when you get back to that shell.
      feedback:
        correct: Yes! You counted 7 shells and stopped at the start.
        incorrect: Keep a finger on the shell you start with. Stop when you get back to it.
    - type: counting
      prompt: Leaves are in a ring. How many leaves?
      objects: {arrangement: circle, count: 16, name: leaf}
      answer: 16
      hints:
        - Keep a finger on the leaf you start on.
        - Stop when you get back to it.
      feedback:
        correct: Yes! You counted 16 leaves around the ring.
        incorrect: Put your finger on one leaf to start. Count around and stop at that leaf.
NY-K.CC.4c:
  items:
    - type: numberLine
      prompt: Start at 6. Jump 1 more. Where do you land?
      from: 0
      to: 10
      start: 6
      jumps: [1]
      answer: 7
      hints:
        - Put your finger on 6.
        - Move to the next number.
      feedback:
        correct: Yes! 1 more than 6 is 7.
        incorrect: Start on 6. One jump takes you to the very next number.
    - type: numberLine
      prompt: Start at 17. Jump 1 more, then 1 more. Where do you land?
      from: 10
      to: 20
      start: 17
      jumps: [1, 1]
      answer: 19
      hints:
        - Make one jump at a time.
        - Each jump goes to the next number.
      feedback:
        correct: Yes! 17, then 18, then 19.
        incorrect: Start on 17. Make two small jumps, each to the next number.
    - type: multipleChoice
      prompt: What number is 1 more than 9?
      options: [8, 10, 11]
      answer: 10
      hints:
        - Count up from 9.
        - Say the number that comes after 9.
      feedback:
        correct: Yes! 1 more than 9 is 10.
        incorrect: Say 9, then say the next counting number. That is 1 more.
    - type: multipleChoice
      prompt: Which number is 1 more than 12?
      options: [11, 12, 13, 14]
      answer: 13
      hints:
        - Count up from 12.
      feedback:
        correct: Yes! 13 comes right after 12.
        incorrect: Say 12, then say the next number. That number is 1 more.
    - type: numericInput
      prompt: What number is 1 more than 15?
      expression: 15 + 1
      answer: 16
      hints:
        - Count up from 15.
        - The next number is 1 more.
      feedback:
        correct: Yes! 1 more than 15 is 16.
        incorrect: Start at 15 and count up by one. Say the next number.
  story:
    type: wordProblem
    prompt: Sam sees 7 birds in a tree. 1 more bird lands in the tree. How many birds are in the tree now?
    equation: 7 + 1 = ?
    answer: 8
    hints:
      - "1 more means the next counting number."
      - Start at 7 and count up by one.
    feedback:
      correct: Yes! 1 more than 7 is 8.
      incorrect: Start at 7. Say the next counting number for the bird that lands.
NY-K.CC.4d:
  items:
    - type: ordinal
      prompt: The toys race. The arrow shows the front. In what place is the car?
      sequence: [bus, car, bike, truck]
      ask: position
      target: car
      answer: 2
      hints:
        - Start at the front toy.
        - Count each toy up to the car.
      feedback:
        correct: Yes! The car is second.
        incorrect: Start at the front toy. Count each toy and stop at the car.
    - type: ordinal
      prompt: The farm animals line up. The arrow shows the front. Which animal is sixth?
      sequence: [duck, goat, cow, horse, sheep, pig]
      ask: which
      target: 6
      answer: pig
      hints:
        - Start at the front of the line.
        - Look at each animal and say its place.
      feedback:
        correct: Yes! The pig is sixth.
        incorrect: Start at the front. Say first, second, third, and keep going.
    - type: ordinal
      prompt: Six children line up. The arrow shows the front. Who is fourth?
      sequence: [Zara, Omar, Lila, Jin, Rosa, Dev]
      ask: which
      target: 4
      answer: Jin
      hints:
        - Start at the front of the line.
        - Say a place for each child.
      feedback:
        correct: Yes! Jin is fourth in line.
        incorrect: Start at the front. Say first, second, third, and keep going.
    # Not "Which one means the same as third?" with 3rd among the options: the option is
    # read aloud as "third", so it is found by ear (COPY-ANSWER-HEARD).
    - type: ordinal
      prompt: The boats race. The arrow shows the front. Which boat is third?
      sequence: [red boat, blue boat, green boat, yellow boat]
      ask: which
      target: 3
      answer: green boat
      hints:
        - Start at the front boat.
        - Look at each boat and say its place.
      feedback:
        correct: Yes! The green boat is third.
        incorrect: Start at the front. Say first, second, and keep going.
    - type: multipleChoice
      prompt: What place comes after 7th?
      options: [6th, 8th, 9th]
      answer: 8th
      hints:
        - Count 5th, 6th, 7th.
        - Say the next place.
      feedback:
        correct: Yes! 7th, then 8th.
        incorrect: Count 5th, 6th, 7th. Then say the very next place.
    - type: multipleChoice
      prompt: Kai is 2nd in a race. Nia is right in front of Kai. What place is Nia?
      options: [1st, 3rd, 4th]
      answer: 1st
      hints:
        - Count from the start of the race.
        - Which place comes before 2nd?
      feedback:
        correct: Yes! Nia is in front of 2nd, so she is 1st.
        incorrect: Nia is one place in front of Kai. Say the place before 2nd.
NY-K.CC.5a:
  items:
    - type: counting
      prompt: Count the fish. Write the number.
      objects: {arrangement: line, count: 9, name: fish}
      answer: 9
      hints:
        - Touch each fish as you count.
        - The last number you say is the number to write.
      feedback:
        correct: Yes! You wrote 9 for 9 fish.
        incorrect: Count the fish again, one at a time. Write the last number you say.
    - type: counting
      prompt: How many stars? Write the number.
      objects: {arrangement: array, count: 15, name: star}
      answer: 15
      hints:
        - Count one row at a time.
        - Find 10 first. Then count on.
      feedback:
        correct: Yes! There are 15 stars.
        incorrect: Count one row at a time. Find 10, then count on from 10.
    - type: counting
      prompt: Leo builds with blocks. How many blocks does he have?
      objects: {arrangement: array, count: 8, name: block}
      answer: 8
      options: [6, 7, 8, 9]
      hints:
        - Count one row. Then keep counting the next row.
      feedback:
        correct: Yes! Leo has 8 blocks.
        incorrect: Count the top row. Then keep going with the next row.
    - type: tenFrame
      prompt: How many dots are in the ten frame?
      frames: 1
      filled: 5
      ask: count
      answer: 5
      hints:
        - Count the dots in the top row.
        - Then look at the bottom row.
      feedback:
        correct: Yes! The top row is full, so there are 5 dots.
        incorrect: Count the top row first. Then count any dots in the bottom row.
    - type: tenFrame
      prompt: How many dots are in the two ten frames?
      frames: 2
      filled: 12
      ask: count
      answer: 12
      hints:
        - A full ten frame has 10 dots.
        - Count on from 10 in the next frame.
      feedback:
        correct: Yes! 10 dots and 2 more make 12.
        incorrect: The first frame is full, so it has 10. Count on from 10.
    - type: tenFrame
      prompt: How many counters are in the ten frames?
      frames: 2
      filled: 17
      ask: count
      answer: 17
      options: [16, 17, 18, 19]
      hints:
        - The full frame has 10 counters.
        - Count on from 10.
      feedback:
        correct: Yes! 10 and 7 more make 17.
        incorrect: Start at 10 for the full frame. Then count on each counter in the next frame.
NY-K.CC.5b:
  items:
    - type: countOut
      prompt: Put 4 apples in the basket.
      object: apple
      count: 4
      available: 7
      container: basket
      answer: 4
      hints:
        - Say a number each time you move an apple.
        - Stop when you say the number you hear.
      feedback:
        correct: Yes! You put 4 apples in the basket.
        incorrect: Count the apples in the basket. Move one at a time and stop at 4.
    - type: countOut
      prompt: Put 9 crayons in the box.
      object: crayon
      count: 9
      available: 12
      container: box
      answer: 9
      hints:
        - Move one crayon each time you say a number.
        - Stop when you say the number you hear.
      feedback:
        correct: Yes! 9 crayons are in the box.
        incorrect: Count the crayons in the box. Move one at a time.
    - type: countOut
      prompt: Put 15 blocks in the bin.
      object: block
      count: 15
      available: 20
      container: bin
      answer: 15
      hints:
        - Move 10 blocks first. Then count on.
        - Stop when you say the number you hear.
      feedback:
        correct: Yes! 10 and 5 more make 15 blocks.
        incorrect: Move 10 first. Then count on from 10, one at a time.
NY-K.CC.6:
  items:
    - type: compare
      prompt: Which group has fewer ducks?
      left: {count: 4, name: ducks}
      right: {count: 6, name: ducks}
      ask: fewer
      answer: left
      hints:
        - Match the ducks one to one.
        - Fewer means not as many.
      feedback:
        correct: Yes! 4 ducks is fewer than 6 ducks.
        incorrect: Match the ducks one to one. The group that runs out first has fewer.
    - type: compare
      prompt: Which group has fewer bees?
      left: {count: 2, name: bees}
      right: {count: 8, name: bees}
      ask: fewer
      answer: left
      hints:
        - Look at both groups. Which one looks smaller?
        - Count each group to check.
      feedback:
        correct: Yes! 2 bees are fewer than 8 bees.
        incorrect: Count the bees in each group. The group with the smaller number has fewer.
    - type: compare
      prompt: Count the stars in each box. Which box has more stars?
      left: {count: 6, name: stars}
      right: {count: 8, name: stars}
      ask: more
      answer: right
      hints:
        - Count each box and say the number.
        - Which number comes later when you count?
      feedback:
        correct: Yes! 8 stars is more than 6 stars.
        incorrect: Count each box. The number you say later when counting is more.
    - type: compare
      prompt: Ana has 5 hats. Ben has 5 hats. Who has more, or do they have the same?
      left: {count: 5, name: Ana's hats}
      right: {count: 5, name: Ben's hats}
      ask: more
      answer: same
      hints:
        - Match each of Ana's hats with one of Ben's.
        - Is a hat left over with no partner?
      feedback:
        correct: Yes! Both have 5 hats, so they have the same.
        incorrect: Match the hats one to one. Are any left over?
    - type: multipleChoice
      prompt: Mei has 4 crayons. Sam has 7 crayons. Who has fewer crayons?
      options: [Mei, Sam]
      answer: Mei
      hints:
        - Show each number on your fingers.
        - Which number needs fewer fingers?
      feedback:
        correct: Yes! 4 is less than 7, so Mei has fewer.
        incorrect: Hold up fingers for each number. The smaller group of fingers has fewer.
    - type: compare
      prompt: Mei has 9 buttons. Leo has 4 buttons. Who has fewer buttons?
      left: {count: 9, name: Mei's buttons}
      right: {count: 4, name: Leo's buttons}
      ask: fewer
      answer: right
      hints:
        - Fewer means not as many.
        - Match each of Leo's buttons with one of Mei's. Which row runs out first?
      feedback:
        correct: Yes! 4 is less than 9, so Leo has fewer.
        incorrect: Count to 9. The number you say first is less.
NY-K.CC.7:
  items:
    - type: compare
      prompt: Which number is greater, 3 or 8?
      left: 3
      right: 8
      ask: more
      answer: right
      hints:
        - Count from 1. Which number do you say later?
      feedback:
        correct: Yes! 8 is greater than 3.
        incorrect: Count from 1. The number you say later is greater.
    - type: compare
      prompt: Which number is less, 9 or 5?
      left: 9
      right: 5
      ask: fewer
      answer: right
      hints:
        - Count from 1. Which number do you say first?
      feedback:
        correct: Yes! 5 is less than 9.
        incorrect: Count from 1. The number you say first is less.
    - type: compare
      prompt: Look at 7 and 7. Which number is greater, or are they the same?
      left: 7
      right: 7
      ask: more
      answer: same
      hints:
        - Say each number out loud.
        - Which one do you say later when you count?
      feedback:
        correct: Yes! 7 and 7 are equal.
        incorrect: Look at both numbers. Check if they are different or match.
    - type: multipleChoice
      prompt: Which number is greater than 6?
      options: [2, 4, 9]
      answer: 9
      hints:
        - Count from 6. Which numbers come after it?
      feedback:
        correct: Yes! 9 comes after 6, so it is greater.
        incorrect: Count up from 6. Look for a number you say after 6.
    - type: multipleChoice
      prompt: Which number is the biggest?
      options: [5, 10, 8]
      answer: 10
      hints:
        - Count from 1 to find each number.
        - The biggest is the one you say last.
      feedback:
        correct: Yes! 10 is greater than 5 and 8.
        incorrect: Count from 1. The number you get to last is the biggest.
    - type: multipleChoice
      prompt: Omar has 8 grapes. Raj has 10 grapes. Who has more grapes?
      options: [Omar, Raj]
      answer: Raj
      hints:
        - Which number do you say later when you count?
      feedback:
        correct: Yes! 10 is greater than 8, so Raj has more.
        incorrect: Count to 10. The number you say later tells who has more.

"""#),
        ("geometry.yaml", #"""
# Geometry (NY-K.G, NY-1.G): example items for each standard, taken from the shipped curriculum's
# items for that standard (so they are of the types the curriculum teaches it with, and their copy
# is early-reader copy that lints clean), and story problems for mastery checks.
#
# `curriculum new` writes these as placeholder items: for each standard code, example `items:`
# of the types the shipped curriculum teaches it with, and a `story:` (a story problem) for
# mastery checks where the standard's `tasks` have story problems. Each is written as an item of
# a lesson is, without what the scaffold writes itself (`id`, `difficulty`, `quickCheck`,
# `standards`, `skill`) and with each field of its type on one line, which the scaffold copies as
# it stands; it adds "TODO: " before each prompt. Every example must solve to its own answer,
# stay in its standard's range and lint clean (ItemSamplesTests, PlaceholderItemsTests).
# After editing, run `make samples` to compile the folder into the tool.
#
# Shapes are named, sorted, drawn and put together: no geometry standard's `tasks` has a
# story problem, so a shapes unit's mastery check applies its skills another way.
NY-K.G.1:
  items:
    - type: multipleChoice
      prompt: A light is up over a desk. Where is the desk?
      options: [below the light, above the light]
      answer: below the light
      position: {thing: desk, place: below, landmark: light}
      hints:
        - The light is up high. Look down from it.
      feedback:
        correct: Yes! The desk is below the light.
        incorrect: Point up for the light. Then move your finger down to the desk.
    - type: multipleChoice
      prompt: Put a block on your desk. Hold a pencil up over it. Where is the pencil?
      options: [above the block, below the block]
      answer: above the block
      hints:
        - Is the pencil higher or lower than the block?
      feedback:
        correct: Yes! The pencil is up over the block.
        incorrect: Look at your hand. Is it higher than the block?
    - type: multipleChoice
      prompt: A kite flies over a tree. Where is the kite?
      options: [below the tree, above the tree, beside the tree]
      answer: above the tree
      position: {thing: kite, place: above, landmark: tree}
      hints:
        - Make one hand the tree and one hand the kite. Show the story.
      feedback:
        correct: Yes! The kite is up above the tree.
        incorrect: Show the story with your two hands. Is the kite higher or lower than the tree?
    - type: dragDrop
      prompt: Drag each word to the thing it tells about.
      pairs: [{item: above, target: a kite over a house}, {item: below, target: a cat under a bed}, {item: beside, target: a cup by a plate}]
      hints:
        - Use your hand. Put it over, under and next to your desk.
      feedback:
        correct: Great job! You know three words that tell where.
        incorrect: Move your hand over your desk. Then move it under. Then move it beside.
    - type: dragDrop
      prompt: Drag each thing to the word that tells where.
      pairs: [{item: a light over a bed, target: above}, {item: shoes under a bed, target: below}, {item: a cat in back of a tree, target: behind}]
      hints:
        - Say where each thing is. Is it over, under or in back?
      feedback:
        correct: Great job! You matched each thing to its word.
        incorrect: Say where each thing is. Is it up high, down low, or in back?
    - type: dragDrop
      prompt: Match each word to one that means the other way.
      pairs: [{item: above, target: below}, {item: in front of, target: behind}]
      hints:
        - Think of the word that means the other way.
      feedback:
        correct: Great job! Each word found its match.
        incorrect: Put your hand up high, then down low. Then stand in front of a chair, then behind it.
NY-K.G.2:
  items:
    - type: shape
      prompt: Trace this shape with your finger. What is its name?
      shape: circle
      ask: name
      options: [circle, square, triangle]
      answer: circle
      hints:
        - Trace it slowly. Feel for corners as you go.
        - Say each shape name. Which one looks like the shape you traced?
      feedback:
        correct: Yes! A circle is round, with no corners.
        incorrect: Trace it again. Did your finger turn a corner?
    - type: shape
      prompt: Touch each side of this shape. What is its name?
      shape: triangle
      ask: name
      options: [triangle, square, circle]
      answer: triangle
      hints:
        - Count its sides with your finger.
      feedback:
        correct: Yes! A triangle has 3 sides.
        incorrect: Run your finger along each side and count. Which shape has that many sides?
    - type: shape
      prompt: This shape is very small. What is its name?
      shape: triangle
      ask: name
      options: [triangle, circle, rectangle]
      answer: triangle
      hints:
        - Size does not change the name. Count the sides.
      feedback:
        correct: Yes! A tiny triangle is still a triangle.
        incorrect: Count the sides, even if the shape is tiny. Which shape has that many?
    - type: multipleChoice
      prompt: Sam has a big triangle and a small triangle. He has a circle too. How many triangles?
      options: [1, 2, 3]
      answer: 2
      hints:
        - A triangle has 3 sides. Big or small, it is still a triangle.
        - Say the name of each shape. Count only the triangles.
      feedback:
        correct: Yes! Big or small, a triangle is a triangle.
        incorrect: A small triangle is still a triangle. A circle is not a triangle.
    - type: multipleChoice
      prompt: Ava cuts out a big square and a tiny one. How many squares does she have?
      options: [1, 2, 3]
      answer: 2
      hints:
        - Size does not change a shape's name.
      feedback:
        correct: Yes! Big or tiny, a square is a square.
        incorrect: A tiny square is still a square. Count the big one and the tiny one.
    - type: multipleChoice
      prompt: Which thing has the shape of a circle?
      options: [a coin, a book, a door]
      answer: a coin
      hints:
        - Picture each thing. Trace its outside in the air with your finger.
      feedback:
        correct: Yes! A coin is round like a circle.
        incorrect: Trace each thing in the air. Which one is round with no corners?
    - type: multipleChoice
      prompt: Maya draws a big round shape. Jin draws a tiny round shape. Are they both circles?
      options: ['Yes, both are circles.', 'No, only the big one is.']
      answer: Yes, both are circles.
      hints:
        - Picture each shape. Does each one have corners?
      feedback:
        correct: Yes! Big or small, both are circles.
        incorrect: Picture each shape. Both are round with no corners. A circle can be big or small.
NY-K.G.3:
  items:
    - type: shape
      prompt: Is this shape flat or solid?
      shape: cube
      ask: flatOrSolid
      options: [flat, solid]
      answer: solid
      hints:
        - Could you pick it up and turn it around?
      feedback:
        correct: Yes! A cube is solid. You can hold it.
        incorrect: Think about a block. Can you stack it? Can you hold it?
    - type: shape
      prompt: Here is a sphere. Is it flat or solid?
      shape: sphere
      ask: flatOrSolid
      options: [flat, solid]
      answer: solid
      hints:
        - A sphere is like a ball.
      feedback:
        correct: Yes! A sphere is solid. You can roll it.
        incorrect: Think of a ball. Can you hold it and roll it?
    - type: shape
      prompt: Here is a cylinder. Is it flat or solid?
      shape: cylinder
      ask: flatOrSolid
      options: [flat, solid]
      answer: solid
      hints:
        - A cylinder is like a can of soup.
      feedback:
        correct: Yes! A cylinder is solid, like a can.
        incorrect: Think of a can. Can you hold it and roll it?
    - type: multipleChoice
      prompt: Which shape is solid?
      options: [cube, square, triangle]
      answer: cube
      hints:
        - A solid shape is one you can hold and turn.
      feedback:
        correct: Yes! A cube is solid, like a block.
        incorrect: Which one could you stack like a block?
    - type: multipleChoice
      prompt: Sam rolls a ball. What shape is a ball?
      options: [sphere, circle, cone]
      answer: sphere
      hints:
        - Is a ball flat or solid? Say each shape name and picture it.
      feedback:
        correct: Yes! A ball is a sphere. A circle is flat.
        incorrect: A circle is flat, like a drawing. Which solid is round all over?
    - type: multipleChoice
      prompt: A paper plate is flat and round. What shape is it?
      options: [circle, sphere, cylinder]
      answer: circle
      hints:
        - Picture each shape. Could you draw it on paper? Could you hold it like a block?
      feedback:
        correct: Yes! A flat, round shape is a circle.
        incorrect: The plate is flat. Which shape is flat and round with no corners?
NY-K.G.4:
  items:
    - type: multipleChoice
      prompt: How are a square and a rectangle the same?
      options: [Both have 4 sides., Both are round.]
      answer: Both have 4 sides.
      hints:
        - Count the sides on each one.
      feedback:
        correct: Yes! Squares and rectangles both have 4 sides and 4 corners.
        incorrect: Does one of them look round? Count the sides of each one.
    - type: multipleChoice
      prompt: I have 3 sides and 3 corners. What shape am I?
      options: [triangle, square, circle]
      answer: triangle
      hints:
        - Picture each shape. Count its sides and corners.
      feedback:
        correct: Yes! A triangle has 3 sides and 3 corners.
        incorrect: Count the sides of each shape. Which one has 3 sides?
    - type: multipleChoice
      prompt: Which shape has no corners?
      options: [circle, square, triangle]
      answer: circle
      hints:
        - Picture each shape. Count its corners.
      feedback:
        correct: Yes! A circle is round, with no corners.
        incorrect: Trace each shape in the air. Which one never turns a corner?
    - type: shape
      prompt: Run your finger along each side of this triangle. How many sides?
      shape: triangle
      ask: sides
      answer: 3
      hints:
        - Put your finger on one side. Count as you move around.
      feedback:
        correct: Yes! A triangle has 3 sides.
        incorrect: Start at one corner. Count each straight side until you get back.
    - type: shape
      prompt: Tap each corner of this square. How many corners?
      shape: square
      ask: corners
      answer: 4
      hints:
        - A corner is where two sides come together.
        - Tap each corner once.
      feedback:
        correct: Yes! A square has 4 corners.
        incorrect: Tap each corner as you count. Stop when you get back to the first one.
    - type: shape
      prompt: How many corners does this triangle have?
      shape: triangle
      ask: corners
      answer: 3
      hints:
        - Find where two sides come together. Tap each place.
      feedback:
        correct: Yes! A triangle has 3 corners.
        incorrect: Put a finger on each corner. Count the fingers you used.
NY-K.G.5:
  items:
    - type: multipleChoice
      prompt: Ana makes a shape with 3 sticks. What shape can she make?
      options: [triangle, square, circle]
      answer: triangle
      hints:
        - Each stick makes one side.
      feedback:
        correct: Yes! 3 sticks make the 3 sides of a triangle.
        incorrect: Each stick is one side. Which shape has that many sides?
    - type: multipleChoice
      prompt: Mei has 2 long sticks and 2 short sticks. What shape can she make?
      options: [rectangle, triangle, circle]
      answer: rectangle
      hints:
        - Picture the sticks with their ends touching. What shape do you see?
      feedback:
        correct: Yes! 2 long and 2 short sides make a rectangle.
        incorrect: Picture the sticks. The long ones go across from each other.
    - type: multipleChoice
      prompt: Kofi rolls snow into a ball. What solid shape did he make?
      options: [sphere, cube, cone]
      answer: sphere
      hints:
        - Say each shape name. Picture each one next to the snow ball.
      feedback:
        correct: Yes! A snow ball is a sphere.
        incorrect: Think of the shape of a ball. Which solid is round all over?
    - type: shape
      prompt: Leo wants to make a square with sticks. How many sticks does he need?
      shape: square
      ask: sides
      answer: 4
      hints:
        - One stick makes one side.
        - Count the sides of a square.
      feedback:
        correct: Yes! A square needs 4 sticks, one for each side.
        incorrect: Touch each side of the square. One stick goes on each side.
    - type: shape
      prompt: Priya draws a triangle. How many corners will it have?
      shape: triangle
      ask: corners
      answer: 3
      hints:
        - Touch each corner of the triangle.
      feedback:
        correct: Yes! A triangle has 3 corners.
        incorrect: Touch each corner of the triangle. Count as you touch.
    - type: shape
      prompt: Zara builds a hexagon from sticks. How many sticks does she use?
      shape: hexagon
      ask: sides
      answer: 6
      hints:
        - One stick makes one side. Count the sides of this hexagon.
      feedback:
        correct: Yes! A hexagon has 6 sides, so 6 sticks.
        incorrect: Touch each side of the hexagon as you count. Each side needs a stick.
NY-K.G.6:
  items:
    - type: multipleChoice
      prompt: Mei puts two squares side by side. What shape do they make?
      options: [rectangle, triangle, circle]
      answer: rectangle
      hints:
        - Picture two squares that touch. Trace around the outside in the air. Count the sides.
      feedback:
        correct: Yes! Two squares side by side make a long rectangle.
        incorrect: Count the sides of the new shape. Are two sides long and two short?
    - type: multipleChoice
      prompt: Which two shapes can make a rectangle?
      options: [2 triangles, 2 circles]
      answer: 2 triangles
      hints:
        - Picture two of each shape pushed together. Which pair makes 4 straight sides?
      feedback:
        correct: Yes! Two triangles can make a rectangle.
        incorrect: A rectangle has straight sides and corners. Which shapes have those too?
    - type: multipleChoice
      prompt: Two red trapezoid blocks fit together. What shape do they make?
      options: [hexagon, square, circle]
      answer: hexagon
      hints:
        - Count the sides of the new shape.
      feedback:
        correct: Yes! Two trapezoids make a hexagon.
        incorrect: Picture the long sides together. Count the sides of the new shape.
    - type: shape
      prompt: Zoe puts small squares together to make this big square. How many small squares does she use?
      shape: square
      madeOf: square
      ask: pieces
      options: [2, 4, 6]
      answer: 4
      hints:
        - The lines show where the small squares meet.
        - Count each small square once.
      feedback:
        correct: Yes! 4 small squares make this big square.
        incorrect: Count each small square once. The lines show where they meet.
NY-1.G.1:
  items:
    - type: shape
      prompt: Run your finger along each side. How many sides does this shape have?
      shape: triangle
      ask: sides
      answer: 3
      hints:
        - A side is a straight line.
        - Touch each side as you count.
      feedback:
        correct: Yes! A triangle has 3 sides.
        incorrect: Put your finger on one side and count. Go around until you are back.
    - type: shape
      prompt: How many corners does a square have?
      shape: square
      ask: corners
      answer: 4
      hints:
        - A corner is where two sides come together.
        - Touch each corner as you count.
      feedback:
        correct: Yes! A square has 4 corners.
        incorrect: Touch each corner of the square and count. Stop when you are back at the start.
    - type: shape
      prompt: How many corners does a rectangle have?
      shape: rectangle
      ask: corners
      answer: 4
      hints:
        - A corner is where two sides come together.
      feedback:
        correct: Yes! A rectangle has 4 corners.
        incorrect: Touch each corner of the rectangle and count.
    - type: multipleChoice
      prompt: Mei has a big red shape and a tiny blue one. Each has 3 straight sides. Are they both triangles?
      options: ['yes', 'no']
      answer: 'yes'
      hints:
        - What makes a shape a triangle?
        - Think about what is the same about the two shapes.
      feedback:
        correct: Yes! Both have 3 sides and 3 corners. Color and size do not matter.
        incorrect: Sides and corners give a shape its name. How many sides does each shape have?
    - type: multipleChoice
      prompt: What makes a shape a triangle?
      options: [3 sides and 3 corners, it is red, it is big]
      answer: 3 sides and 3 corners
      hints:
        - Think about what every triangle has.
      feedback:
        correct: Yes! Sides and corners make a triangle.
        incorrect: Think of a tiny blue triangle and a big red one. What is the same?
    - type: multipleChoice
      prompt: A shape has 4 sides that are all the same length. It has 4 square corners. What is it?
      options: [square, triangle, hexagon]
      answer: square
      hints:
        - Picture each shape. Count its sides.
        - Look for 4 sides that match.
      feedback:
        correct: Yes! 4 same sides and 4 square corners make a square.
        incorrect: Picture each shape and count its sides. Which has 4 sides that all match?
NY-1.G.2:
  items:
    - type: multipleChoice
      prompt: Maya puts 2 matching triangles together along their long sides. What can they make?
      options: [square, circle, hexagon]
      answer: square
      hints:
        - Picture the two triangles fitting together along their long sides.
        - Trace around the outside in the air. Count the sides.
      feedback:
        correct: Yes! Two triangles can make a square.
        incorrect: Picture the new shape. Count the sides and check if they match.
    - type: multipleChoice
      prompt: Two half circles fit together. What shape do they make?
      options: [circle, square, triangle]
      answer: circle
      hints:
        - Each part is round on one side.
      feedback:
        correct: Yes! Two half circles make a circle.
        incorrect: Picture the two round parts joining. Is the new shape round or pointy?
    - type: multipleChoice
      prompt: A square is cut from corner to corner. How many triangles does it make?
      options: [2, 3, 4]
      answer: 2
      hints:
        - One line goes across the square.
      feedback:
        correct: Yes! One line from corner to corner makes 2 triangles.
        incorrect: Picture a square with a line from corner to corner. Count the parts.
    - type: shape
      prompt: Mei puts 3 triangles together to make this shape. How many sides does it have?
      shape: trapezoid
      ask: sides
      answer: 4
      hints:
        - Count only the sides around the outside.
      feedback:
        correct: Yes! The trapezoid has 4 sides.
        incorrect: Trace around the outside of the new shape. Count each side once.
    - type: shape
      prompt: Ana made this shape from 2 trapezoids. How many sides does it have?
      shape: hexagon
      ask: sides
      answer: 6
      hints:
        - Count only the sides around the outside.
      feedback:
        correct: Yes! The new shape is a hexagon with 6 sides.
        incorrect: Trace around the outside of the new shape. Count each side once.
    - type: shape
      prompt: Kofi puts 6 green triangles together around a point. What shape did he make?
      shape: hexagon
      ask: name
      options: [hexagon, square, circle]
      answer: hexagon
      hints:
        - Count the sides around the outside.
      feedback:
        correct: Yes! 6 triangles make a hexagon.
        incorrect: Trace around the outside of the new shape. Count its sides.
NY-1.G.3:
  items:
    - type: fractionShade
      prompt: Shade one fourth of the pizza.
      shape: circle
      shares: 4
      shaded: 1
      ask: shade
      word: fourth
      answer: 1
      hints:
        - The pizza has 4 equal shares.
        - Color only part of the pizza.
      feedback:
        correct: Yes! You shaded one of the 4 equal shares.
        incorrect: Count the 4 shares. Color a share and leave the rest white.
    - type: fractionShade
      prompt: The circle has 4 equal shares. What are the shares called?
      shape: circle
      shares: 4
      shaded: 1
      ask: word
      options: [halves, fourths]
      answer: fourths
      hints:
        - Count the equal shares.
        - Halves means only 2 shares.
      feedback:
        correct: Yes! 4 equal shares are fourths.
        incorrect: Count the shares in the circle. Which word goes with 4 shares?
    - type: fractionShade
      prompt: The rectangle has 4 equal shares. What is one share called?
      shape: rectangle
      shares: 4
      shaded: 1
      ask: word
      options: [half, fourth]
      answer: fourth
      hints:
        - Count the equal shares.
        - A half is one of only 2 shares.
      feedback:
        correct: Yes! One of 4 equal shares is one fourth.
        incorrect: Count the shares. There are 4, so each share is not a half.
    - type: multipleChoice
      prompt: Four friends share a pie. Each friend gets an equal share. How many shares are there?
      options: [2, 3, 4]
      answer: 4
      hints:
        - Each friend needs a share.
      feedback:
        correct: Yes! 4 friends need 4 equal shares.
        incorrect: Give a share to each friend. Count the friends to find the shares.
    - type: multipleChoice
      prompt: Two pizzas are the same size. Which share is bigger, a half or a fourth?
      options: [a half, a fourth]
      answer: a half
      hints:
        - Picture one pizza cut into 2 shares. Picture the other cut into 4 shares.
        - Compare one share from each pizza.
      feedback:
        correct: Yes! A half is bigger than a fourth of the same pizza.
        incorrect: Cutting into more shares makes each share smaller. Which has fewer shares?
    - type: multipleChoice
      prompt: A sandwich is cut into fourths. How many shares make the whole sandwich?
      options: [1, 2, 4]
      answer: 4
      hints:
        - Picture the sandwich cut into fourths. Count the shares.
      feedback:
        correct: Yes! 4 fourths make the whole.
        incorrect: Think of how many shares fourths has. All of them make the whole.

"""#),
        ("measurement.yaml", #"""
# Measurement and Data (NY-K.MD, NY-1.MD): example items for each standard, taken from the shipped
# curriculum's items for that standard (so they are of the types the curriculum teaches it with,
# and their copy is early-reader copy that lints clean), and story problems for mastery checks.
#
# `curriculum new` writes these as placeholder items: for each standard code, example `items:`
# of the types the shipped curriculum teaches it with, and a `story:` (a story problem) for
# mastery checks where the standard's `tasks` have story problems. Each is written as an item of
# a lesson is, without what the scaffold writes itself (`id`, `difficulty`, `quickCheck`,
# `standards`, `skill`) and with each field of its type on one line, which the scaffold copies as
# it stands; it adds "TODO: " before each prompt. Every example must solve to its own answer,
# stay in its standard's range and lint clean (ItemSamplesTests, PlaceholderItemsTests).
# After editing, run `make samples` to compile the folder into the tool.
NY-K.MD.1:
  items:
    - type: multipleChoice
      prompt: Mei wants to know how long her scarf is. Which word tells that?
      options: [length, weight]
      answer: length
      hints:
        - Long and short tell how far it goes.
      feedback:
        correct: Yes! Length tells how long something is.
        incorrect: Picture the scarf flat on the floor. We want to know how far it goes.
    - type: multipleChoice
      prompt: A rock is heavy. A leaf flies in the wind. Which word tells about a leaf?
      options: [light, tall]
      answer: light
      hints:
        - Think of a leaf in your hand. How does it feel?
      feedback:
        correct: Yes! A leaf is light.
        incorrect: Think of a leaf in your hand. Do you feel a pull down?
    - type: multipleChoice
      prompt: A snake is long. A worm is tiny next to it. Which word tells about a worm?
      options: [short, full]
      answer: short
      hints:
        - Picture a snake and a worm side by side. Look at their ends.
      feedback:
        correct: Yes! A worm is short next to a snake.
        incorrect: Picture a long snake and a tiny worm. Which word tells about the worm?
    - type: multipleChoice
      prompt: A balloon is easy to pick up. Is it heavy or light?
      options: [heavy, light]
      answer: light
      hints:
        - Picture holding a balloon in your hand. How does it feel?
      feedback:
        correct: Yes! A balloon is light.
        incorrect: Picture a balloon in your hand. Does it pull your hand down?
    - type: dragDrop
      prompt: Drag each word to the thing it fits best.
      pairs: [{item: tall, target: a tree}, {item: long, target: a train}, {item: heavy, target: a rock}]
      hints:
        - Picture each one. What do you see first?
      feedback:
        correct: Great matching! You know your measuring words.
        incorrect: Picture each one. Does it go up high? Does it go out far? Is it hard to pick up?
    - type: multipleChoice
      prompt: Sam fills a bucket with water. What is he finding out?
      options: [how much it holds, how long it is]
      answer: how much it holds
      hints:
        - Think about the water that goes inside the bucket.
      feedback:
        correct: Yes! Filling tells how much a bucket holds.
        incorrect: The water goes inside the bucket. Is that about the inside or how long it is?
NY-K.MD.2:
  items:
    - type: measure
      prompt: A pencil and a crayon start at the same line. Which is longer?
      attribute: length
      objects: [{name: pencil, value: 6}, {name: crayon, value: 3}]
      ask: longer
      answer: pencil
      hints:
        - Both start at the same line.
        - Look at the other ends. Which one sticks out?
      feedback:
        correct: Yes! The pencil sticks out past the crayon. It is longer.
        incorrect: Both start at the line. Find the one that sticks out at the other end.
    - type: measure
      prompt: A ruler and an eraser are lined up. Which is shorter?
      attribute: length
      objects: [{name: ruler, value: 7}, {name: eraser, value: 2}]
      ask: shorter
      answer: eraser
      hints:
        - Both start at the same line.
        - The shorter one stops first.
      feedback:
        correct: Yes! The eraser is shorter than the ruler.
        incorrect: Both start at the same line. Which one stops first?
    - type: measure
      prompt: A leaf and a block sit on a scale. Which is lighter?
      attribute: weight
      objects: [{name: leaf, value: 1}, {name: block, value: 5}]
      ask: lighter
      answer: leaf
      hints:
        - The lighter side of a scale goes up.
      feedback:
        correct: Yes! The leaf is so light its side goes up.
        incorrect: Look for the side that is up high. That side holds the lighter thing.
    - type: multipleChoice
      prompt: Sam stands back to back with his dad. Sam's head is lower. Who is taller?
      options: [Sam, his dad]
      answer: his dad
      hints:
        - Picture Sam and his dad back to back. Point to the higher head.
      feedback:
        correct: Yes! His dad is taller. His head is higher.
        incorrect: Picture them back to back. Look at the heads. Whose head is higher?
    - type: multipleChoice
      prompt: A cup holds 5 spoons of sand. A bowl holds 8 spoons. Which holds more?
      options: [cup, bowl, they hold the same]
      answer: bowl
      hints:
        - Which number of spoons is bigger?
      feedback:
        correct: Yes! 8 spoons is more than 5 spoons.
        incorrect: Count up to 5, then up to 8. Which one did you count longer for?
    - type: multipleChoice
      prompt: Two pencils are each 6 cubes long. What can you say?
      options: [They are the same length., One is longer.]
      answer: They are the same length.
      hints:
        - Look at the two numbers of cubes.
      feedback:
        correct: Yes! 6 cubes and 6 cubes are the same length.
        incorrect: Compare the two numbers. Is one bigger, or do they match?
NY-K.MD.3:
  items:
    - type: sortClassify
      prompt: Kofi sorts his toy cars. How many red cars are there?
      categories: [{count: 5, name: red cars}, {count: 3, name: blue cars}]
      ask: count
      category: red cars
      answer: 5
      hints:
        - Touch each red car as you count it.
      feedback:
        correct: Yes! Kofi has 5 red cars.
        incorrect: Count only the red group. Touch each car once as you say a number.
    - type: sortClassify
      prompt: Ana sorts her bath toys into ducks and frogs. Which group has more?
      categories: [{count: 4, name: ducks}, {count: 2, name: frogs}]
      ask: most
      answer: ducks
      hints:
        - Count each group. Then compare the two numbers.
      feedback:
        correct: Yes! There are more ducks than frogs.
        incorrect: Count each group. The bigger number is the group with more.
    - type: sortClassify
      prompt: A farm has cows, pigs and hens. Which group has the fewest?
      categories: [{count: 4, name: cows}, {count: 6, name: pigs}, {count: 2, name: hens}]
      ask: fewest
      answer: hens
      hints:
        - Count each group. Find the smallest number.
      feedback:
        correct: Yes! There are only 2 hens.
        incorrect: Count the animals in each group. The fewest is the smallest number.
    - type: multipleChoice
      prompt: Spoon, fork, cup, shoe. Three go together. Which one is different?
      options: [spoon, fork, cup, shoe]
      answer: shoe
      hints:
        - Say each one. What do you do with it?
      feedback:
        correct: Yes! We eat with a spoon, a fork and a cup. A shoe goes on a foot.
        incorrect: Ask about each one. Do you use it to eat? Find the one that is different.
    - type: multipleChoice
      prompt: Ana sorts things into soft and hard. Where does a rock go?
      options: [soft, hard]
      answer: hard
      hints:
        - Think about a rock in your hand.
      feedback:
        correct: Yes! A rock is hard.
        incorrect: Push on a rock with your finger. Does it go in?
    - type: multipleChoice
      prompt: Cat, dog, bus, cow. Three go together. Which one is different?
      options: [cat, dog, bus, cow]
      answer: bus
      hints:
        - Say each one. Which three are the same kind of thing?
      feedback:
        correct: Yes! A cat, a dog and a cow are animals. A bus is for a ride.
        incorrect: Ask about each one. Is it an animal? Find the one that is different.
    - type: barGraph
      prompt: The class picked a fruit. How many picked bananas?
      categories: [{count: 4, name: apples}, {count: 6, name: bananas}]
      ask: count
      category: bananas
      answer: 6
      hints:
        - Find the banana bar. Look at the number where it stops.
      feedback:
        correct: Yes! 6 children picked bananas.
        incorrect: Put your finger on the top of the banana bar. Look across to the number there.
    - type: barGraph
      prompt: Children picked a pet. Which pet did the most children pick?
      categories: [{count: 5, name: cats}, {count: 3, name: dogs}, {count: 2, name: fish}]
      ask: most
      answer: cats
      hints:
        - Look at the number where each bar stops.
        - Then say which number is the biggest.
      feedback:
        correct: Yes! The cat bar is the tallest.
        incorrect: Find the tallest bar. Look at the number where it stops to check.
    - type: barGraph
      prompt: The graph shows jars of paint. Which color has the fewest jars?
      categories: [{count: 6, name: red}, {count: 4, name: blue}, {count: 7, name: green}]
      ask: fewest
      answer: blue
      hints:
        - Look for the shortest bar.
      feedback:
        correct: Yes! The blue bar is the shortest.
        incorrect: Find the bar that stops lowest. Look at the number where each bar stops.
NY-K.MD.4:
  items:
    - type: coins
      prompt: What is the name of this coin?
      coins: [dime]
      ask: name
      coin: dime
      answer: dime
      hints:
        - It is the smallest silver coin.
      feedback:
        correct: Yes! That tiny silver coin is a dime.
        incorrect: Look at the size and color. Which silver coin is the smallest?
    - type: coins
      prompt: This coin is brown. What is it called?
      coins: [penny]
      ask: name
      coin: penny
      answer: penny
      hints:
        - Look at its color.
        - Say the coin names you know. Which name goes with the brown coin?
      feedback:
        correct: Yes! A penny is the brown coin.
        incorrect: Look at its color. Which coin is brown and worth one cent?
    - type: coins
      prompt: This is the smallest coin. It is silver. What is it called?
      coins: [dime]
      ask: name
      coin: dime
      answer: dime
      hints:
        - It is smaller than a penny.
      feedback:
        correct: Yes! A dime is the smallest coin.
        incorrect: Look at the size. Which silver coin is the smallest of all?
    # Pennies and dimes by name and worth: naming a nickel or a quarter, counting coins or
    # comparing groups of them is not NY-K.MD.4 (STD-TASK-MISMATCH).
    - type: multipleChoice
      prompt: Which coin is worth 10 cents?
      options: [dime, penny, nickel]
      answer: dime
      hints:
        - Think of trading 10 pennies for one coin.
      feedback:
        correct: Yes! A dime is worth 10 cents.
        incorrect: Picture 10 pennies in a ten frame. Which one coin is worth the same?
    - type: multipleChoice
      prompt: Which coin is brown?
      options: [penny, dime, nickel, quarter]
      answer: penny
      hints:
        - Picture each coin. Say its color.
      feedback:
        correct: Yes! The penny is the brown coin.
        incorrect: Picture each coin. Three are silver. Which one has another color?
    - type: multipleChoice
      prompt: Which coin is the smallest?
      options: [dime, penny, nickel, quarter]
      answer: dime
      hints:
        - Picture each coin in your hand. Put them in order from big to small.
      feedback:
        correct: Yes! The dime is the smallest coin.
        incorrect: Picture the coins side by side. Find the one that takes up the least space.
    - type: coins
      prompt: Lily holds one dime. How many cents is it worth?
      coins: [dime]
      ask: value
      coin: dime
      answer: 10
      hints:
        - Think of trading pennies for one dime. How many pennies would you need?
      feedback:
        correct: Yes! A dime is worth 10 cents.
        incorrect: Count all of your fingers. A dime is worth that many pennies.
NY-1.MD.1:
  items:
    - type: measure
      prompt: Put them in order from longest to shortest.
      attribute: length
      objects: [{name: stick, value: 8}, {name: twig, value: 5}, {name: rope, value: 12}]
      ask: order
      answer: [rope, stick, twig]
      hints:
        - The ends on one side are even.
        - Find the longest first.
      feedback:
        correct: Great! Longest, then middle, then shortest.
        incorrect: The ends on one side are even. Pick the one that sticks out most, then the next.
    - type: measure
      prompt: Which is shortest, the ribbon, the string or the yarn?
      attribute: length
      objects: [{name: ribbon, value: 9}, {name: string, value: 12}, {name: yarn, value: 15}]
      ask: shorter
      answer: ribbon
      hints:
        - The ends on one side are even.
        - The shortest one stops first.
      feedback:
        correct: Yes! The ribbon stops first, so it is shortest.
        incorrect: The ends on one side are even. Look for the one that stops before the others.
    - type: measure
      prompt: Kofi, Ana and Mei build block towers. Which tower is tallest?
      attribute: height
      objects: [{name: red tower, value: 9}, {name: blue tower, value: 6}, {name: green tower, value: 7}]
      ask: taller
      answer: red tower
      hints:
        - All the towers start on the floor.
        - Look at the tops.
      feedback:
        correct: Yes! The red tower goes up the highest.
        incorrect: All the towers start on the same floor. Look at which top is highest.
    - type: multipleChoice
      prompt: The rug is longer than the string. The string is longer than the mat. Which is longer?
      options: [the rug, the mat]
      answer: the rug
      hints:
        - Picture a line for the rug, the string, and the mat.
        - Make your lines fit the clues. Then compare the rug and the mat.
      feedback:
        correct: Yes! The rug is longer than the string and the mat.
        incorrect: Put the three in order. The string is in the middle. Which is at the long end?
    - type: multipleChoice
      prompt: The mat is longer than the towel. The towel is longer than the cloth. Which is shortest?
      options: [the mat, the towel, the cloth]
      answer: the cloth
      hints:
        - Picture a line for each one. Make the lines fit the clues.
      feedback:
        correct: Yes! The cloth is shorter than the towel and the mat.
        incorrect: Put the three in order with the towel in the middle. Which is at the short end?
    - type: multipleChoice
      prompt: The rope is longer than the stick. The stick is longer than the pen. Which is longest?
      options: [rope, stick, pen]
      answer: rope
      hints:
        - Picture the rope, the stick and the pen in a row. Use one clue at a time.
      feedback:
        correct: Yes! The rope is longer than the stick and the pen.
        incorrect: Picture three lines that show the clues. Which line is longer than the other two?
NY-1.MD.2:
  items:
    - type: multipleChoice
      prompt: Omar starts at the end of the stick. His cubes touch with no spaces. Is that right?
      options: ['yes', 'no']
      answer: 'yes'
      hints:
        - Think where the first cube goes. Should the cubes touch?
      feedback:
        correct: Yes! Start at the end and leave no spaces.
        incorrect: Check the rules. Start at the end, with no spaces and no overlaps.
    - type: multipleChoice
      prompt: Leo's cubes have spaces between them. Is that a good way to measure?
      options: ['yes', 'no']
      answer: 'no'
      hints:
        - Picture the cubes along a pencil. Is every part of the pencil counted?
      feedback:
        correct: Right! Cubes must touch, with no spaces.
        incorrect: Think about the spaces. The length in each space is not counted.
    - type: multipleChoice
      prompt: Priya leaves a space between two cubes. Will her count be too many or too few?
      options: [too many, too few]
      answer: too few
      hints:
        - A space is length with no cube on it.
      feedback:
        correct: Yes! The space is not counted, so the count comes out short.
        incorrect: A space is part of the length with no cube. Is that part counted?
    - type: measure
      prompt: How many cubes long is the pencil?
      attribute: length
      objects: [{name: pencil, value: 8}, {name: crayon, value: 5}]
      ask: units
      unit: cube
      answer: 8
      hints:
        - Start counting at the end of the pencil.
        - Count the cubes up to the other end.
      feedback:
        correct: Great! The pencil is 8 cubes long.
        incorrect: Start at one end of the pencil. Count each cube to the other end.
    - type: measure
      prompt: How many paper clips long is the leaf?
      attribute: length
      objects: [{name: leaf, value: 5}, {name: stick, value: 9}]
      ask: units
      unit: paper clip
      answer: 5
      hints:
        - Start at the end of the leaf.
      feedback:
        correct: Yes! The leaf is 5 paper clips long.
        incorrect: Start at one end of the leaf. Count each clip up to the other end.
    - type: measure
      prompt: The shoe is 6 cubes long. The sock is 4 cubes long. Which is longer?
      attribute: length
      objects: [{name: shoe, value: 6}, {name: sock, value: 4}]
      ask: longer
      answer: shoe
      hints:
        - More cubes means longer.
      feedback:
        correct: Yes! 6 cubes is longer than 4 cubes.
        incorrect: Compare the numbers of cubes. The bigger number is longer.
NY-1.MD.3a:
  items:
    - type: clock
      prompt: What time does the clock show?
      mode: read
      time: '6:30'
      options: ['6:30', '7:30', '6:00']
      answer: '6:30'
      hints:
        - The long hand points down, so it is half past.
        - Read the hour the short hand is past.
      feedback:
        correct: Yes! It is half past 6.
        incorrect: The short hand is between two numbers. Use the number it is past.
    - type: clock
      prompt: Move the hands to show 7 o'clock.
      mode: set
      time: '7:00'
      answer: '7:00'
      hints:
        - Point the long hand straight up.
        - Point the short hand at the hour.
      feedback:
        correct: Great! The short hand is on the 7. The long hand is on the 12.
        incorrect: Put the long hand straight up at the top. Then point the short hand at the hour.
    - type: clock
      prompt: Move the hands to show half past 2.
      mode: set
      time: '2:30'
      answer: '2:30'
      hints:
        - At half past, the long hand points straight down.
        - The short hand sits between two numbers.
      feedback:
        correct: Great! The long hand is on the 6, halfway around.
        incorrect: Point the long hand straight down. Put the short hand a little past the hour.
    - type: multipleChoice
      prompt: At o'clock, where does the long hand point?
      options: [at the 12, at the 6, at the 3]
      answer: at the 12
      hints:
        - The long hand counts the minutes.
        - Picture a clock at 1 o'clock, then at 2 o'clock. Where is the long hand each time?
      feedback:
        correct: Yes! At o'clock the long hand points straight up.
        incorrect: At o'clock, no minutes have gone by. Where does the long hand start each hour?
    - type: multipleChoice
      prompt: At half past, where does the long hand point?
      options: [at the 6, at the 12]
      answer: at the 6
      hints:
        - Half past means halfway around the clock.
        - Picture a clock. Start at the 12 and go halfway around.
      feedback:
        correct: Yes! The long hand has gone halfway around.
        incorrect: Picture the long hand going halfway around from the 12. Where does it stop?
    - type: multipleChoice
      prompt: Which time is half past 3?
      options: ['3:30', '3:00', '6:30']
      answer: '3:30'
      hints:
        - Half past means 30 minutes after the hour.
      feedback:
        correct: "Yes! Half past 3 is written 3:30."
        incorrect: Find the hour first. Then listen for thirty.
    - type: clock
      prompt: Move the hands to show 4 o'clock.
      mode: set
      time: '4:00'
      answer: '4:00'
      hints:
        - The long hand points straight up at o'clock.
        - The short hand points at the hour.
      feedback:
        correct: Great! The short hand is on the 4. The long hand is straight up.
        incorrect: Put the long hand straight up. Then point the short hand at the hour you hear.
    - type: clock
      prompt: What time does the clock show?
      mode: read
      time: '9:00'
      options: ['9:00', '9:30', '12:00']
      answer: '9:00'
      hints:
        - The long hand points straight up, so it is o'clock.
        - Read the number the short hand points at.
      feedback:
        correct: Yes! It is 9 o'clock.
        incorrect: The long hand is at the top, so it is o'clock. Look where the short hand points.
NY-1.MD.3b:
  items:
    - type: coins
      prompt: This coin is brown. It is worth 1 cent. What is its name?
      coins: [penny]
      ask: name
      coin: penny
      answer: penny
      hints:
        - Say the names of the coins you know.
        - Which coin do you count by ones?
      feedback:
        correct: "Yes! A penny is brown and worth 1¢."
        incorrect: Look at the color. Which coin is brown and worth 1 cent?
    - type: coins
      prompt: How many cents is a dime worth?
      coins: [dime]
      ask: value
      coin: dime
      answer: 10
      hints:
        - A dime is small and silver.
        - Think of how many pennies make a dime.
      feedback:
        correct: "Yes! A dime is worth 10¢."
        incorrect: Think of a dime like a rod of cubes. How many pennies is that?
    - type: coins
      prompt: This coin is worth 5 cents. It is bigger than a dime. What is it called?
      coins: [nickel]
      ask: name
      coin: nickel
      answer: nickel
      hints:
        - It is a silver coin.
        - It is worth 5 pennies.
      feedback:
        correct: "Yes! A nickel is worth 5¢."
        incorrect: Look at the size and the color. Which silver coin is worth 5 cents?
    - type: multipleChoice
      prompt: Which coin is worth 1 cent?
      options: [penny, nickel, dime]
      answer: penny
      hints:
        - Say what each coin is worth.
      feedback:
        correct: "Yes! A penny is worth 1¢."
        incorrect: Think of the brown coin. It is worth the least.
    - type: multipleChoice
      prompt: "This coin is small and thin. It is worth 10¢. Which coin is it?"
      options: [penny, nickel, dime]
      answer: dime
      hints:
        - Say what each coin is worth.
      feedback:
        correct: "Yes! A dime is small but worth 10¢."
        incorrect: Size does not tell the value. Which coin is worth 10 cents?
    - type: multipleChoice
      prompt: Which coin is worth the most?
      options: [penny, nickel, dime, quarter]
      answer: quarter
      hints:
        - Think of the value of each coin.
        - Compare 1, 5, 10 and 25.
      feedback:
        correct: "Yes! A quarter is worth 25¢, the most."
        incorrect: Say the value of each coin. Pick the biggest number.
NY-1.MD.3c:
  items:
    - type: coins
      prompt: How many cents are these coins worth?
      coins: [dime, dime, penny]
      ask: total
      answer: 21
      hints:
        - Count the dimes by tens.
        - Then count on the penny.
      feedback:
        correct: "Yes! 10, 20, and 1 more is 21¢."
        incorrect: Count the dimes by tens first. Then count on 1 for each penny.
    - type: coins
      prompt: How many cents are these dimes worth?
      coins: [dime, dime, dime]
      ask: total
      answer: 30
      hints:
        - Count by tens, one ten for each dime.
      feedback:
        correct: "Great! 10, 20, 30. That is 30¢."
        incorrect: Touch each dime and count by tens.
    - type: coins
      prompt: "A toy car costs 23¢. Can Mei pay for it with these coins?"
      coins: [dime, dime, penny, penny, penny]
      ask: canPay
      target: 23
      answer: true
      hints:
        - Count the coins. Start with the dimes.
        - "Compare the total with 23¢."
      feedback:
        correct: "Yes! The coins make 23¢."
        incorrect: "Count the dimes by tens and the pennies by ones. Then compare with 23¢."
    - type: multipleChoice
      prompt: "Which coins make 34¢?"
      options: [3 dimes and 4 pennies, 4 dimes]
      answer: 3 dimes and 4 pennies
      hints:
        - The tens digit tells how many dimes.
      feedback:
        correct: "Yes! 30¢ and 4¢ make 34¢."
        incorrect: "34 has 3 tens and 4 ones. Dimes are tens and pennies are ones."
    - type: multipleChoice
      prompt: Omar has 5 dimes. How many cents is that?
      options: [5, 15, 50]
      answer: 50
      hints:
        - Count by tens, once for each dime.
      feedback:
        correct: "Yes! 5 dimes is 50¢."
        incorrect: "Each dime is worth 10¢. Count by tens for 5 dimes."
    - type: multipleChoice
      prompt: Leo has 3 dimes. Priya has 8 pennies. Who has more cents?
      options: [Leo, Priya]
      answer: Leo
      hints:
        - Find how many cents each child has.
        - More coins does not always mean more money.
      feedback:
        correct: "Yes! 30¢ is more than 8¢."
        incorrect: Count each child's coins in cents. Then compare the two numbers.
    - type: numberLine
      prompt: Count 3 dimes and 2 pennies on the number line. Where do you land?
      from: 0
      to: 50
      start: 0
      jumps: [10, 10, 10, 1, 1]
      answer: 32
      hints:
        - Make a jump of 10 for each dime.
        - Make a jump of 1 for each penny.
      feedback:
        correct: "Great! 3 dimes and 2 pennies is 32¢."
        incorrect: Jump by tens for the dimes. Then hop by ones for the pennies.
  story:
    type: wordProblem
    prompt: Kofi has 1 dime and 6 pennies. How many cents does Kofi have?
    equation: 10 + 6 = ?
    answer: 16
    hints:
      - A dime is 10 cents.
      - Count on 1 for each penny.
    feedback:
      correct: "Yes! 10¢ and 6¢ is 16¢."
      incorrect: Start at 10 for the dime. Count on 1 for each penny.
NY-1.MD.4:
  items:
    - type: barGraph
      prompt: The graph shows pets on our street. How many more dogs than cats are there?
      categories: [{count: 6, name: dogs}, {count: 4, name: cats}]
      ask: difference
      category: dogs
      other: cats
      answer: 2
      hints:
        - Find where the cats bar stops.
        - Count how much taller the dogs bar is.
      feedback:
        correct: Yes! The dogs bar is 2 taller.
        incorrect: Look at the top of the cats bar. Count up to the top of the dogs bar.
    - type: barGraph
      prompt: The graph shows fruit kids chose. How many more chose apples than grapes?
      categories: [{count: 8, name: apples}, {count: 5, name: grapes}, {count: 3, name: plums}]
      ask: difference
      category: apples
      other: grapes
      answer: 3
      hints:
        - Find where the grapes bar stops.
        - Count up to the top of the apples bar.
      feedback:
        correct: Yes! 8 is 3 more than 5.
        incorrect: Look at the top of the grapes bar. Count up to the top of the apples bar.
    - type: barGraph
      prompt: The graph shows toys on the playground. Which toy has the most?
      categories: [{count: 5, name: bikes}, {count: 9, name: balls}, {count: 6, name: wagons}]
      ask: most
      answer: balls
      hints:
        - Find the tallest bar.
      feedback:
        correct: Yes! That bar is the tallest.
        incorrect: Compare the bars. The tallest bar shows the most.
    - type: sortClassify
      prompt: The fruit is sorted into apples and bananas. How many apples are there?
      categories: [{count: 4, name: apples}, {count: 3, name: bananas}]
      ask: count
      category: apples
      answer: 4
      hints:
        - Find the apple group.
        - Touch each apple as you count.
      feedback:
        correct: Yes! There are 4 apples.
        incorrect: Look at the apple group only. Touch and count each apple once.
    - type: sortClassify
      prompt: Kofi sorts buttons by color. How many buttons are there in all?
      categories: [{count: 5, name: red}, {count: 2, name: blue}, {count: 3, name: yellow}]
      ask: total
      answer: 10
      hints:
        - Count each group.
        - Then add the groups together.
      feedback:
        correct: "Great! 5 + 2 + 3 is 10 buttons."
        incorrect: Count the red, blue and yellow groups. Then add the three numbers.
    - type: sortClassify
      prompt: The class sorts toy pets. Which group has the most?
      categories: [{count: 6, name: cats}, {count: 4, name: dogs}, {count: 2, name: fish}]
      ask: most
      answer: cats
      hints:
        - Count each group.
        - Find the biggest number.
      feedback:
        correct: Yes! The cat group has 6, the most.
        incorrect: Count each group and say the numbers. Which number is the biggest?
    - type: compare
      prompt: There are red cubes and blue cubes. Which group has more?
      left: {count: 6, name: red cubes}
      right: {count: 4, name: blue cubes}
      ask: more
      answer: left
      hints:
        - Match each red cube with a blue cube.
        - Look for cubes with no partner.
      feedback:
        correct: Yes! The red group has cubes left over, so it has more.
        incorrect: Match the cubes one to one. The group with extra cubes has more.
    - type: compare
      prompt: Which group has fewer animals, the ducks or the frogs?
      left: {count: 5, name: ducks}
      right: {count: 8, name: frogs}
      ask: fewer
      answer: left
      hints:
        - Match each duck with a frog.
        - The group that runs out first has fewer.
      feedback:
        correct: Yes! The ducks run out first, so there are fewer ducks.
        incorrect: Match them one to one. The group that runs out first has fewer.
    - type: compare
      prompt: Which group of beads has fewer?
      left: {count: 9, name: red beads}
      right: {count: 6, name: blue beads}
      ask: fewer
      answer: right
      hints:
        - Match each red bead with a blue bead.
        - The group that runs out first has fewer.
      feedback:
        correct: Yes! The blue beads run out first.
        incorrect: Match the beads one to one. The group that runs out first has fewer.

"""#),
        ("operations.yaml", #"""
# Operations and Algebraic Thinking (NY-K.OA, NY-1.OA): example items for each standard, taken
# from the shipped curriculum's items for that standard (so they are of the types the curriculum
# teaches it with, and their copy is early-reader copy that lints clean), and story problems for
# mastery checks.
#
# `curriculum new` writes these as placeholder items: for each standard code, example `items:`
# of the types the shipped curriculum teaches it with, and a `story:` (a story problem) for
# mastery checks where the standard's `tasks` have story problems. Each is written as an item of
# a lesson is, without what the scaffold writes itself (`id`, `difficulty`, `quickCheck`,
# `standards`, `skill`) and with each field of its type on one line, which the scaffold copies as
# it stands; it adds "TODO: " before each prompt. Every example must solve to its own answer,
# stay in its standard's range and lint clean (ItemSamplesTests, PlaceholderItemsTests).
# After editing, run `make samples` to compile the folder into the tool.
NY-K.OA.1:
  items:
    - type: multipleChoice
      prompt: Hold up 2 fingers. Hold up 2 more fingers. How many fingers are up?
      expression: 2 + 2
      options: [3, 4, 5]
      answer: 4
      hints:
        - Show 2 fingers on each hand.
        - Count all the fingers that are up.
      feedback:
        correct: Yes! 2 and 2 make 4.
        incorrect: Show 2 fingers on each hand. Count all of them together.
    - type: multipleChoice
      prompt: One hand has 5 fingers. How many fingers are on two hands?
      expression: 5 + 5
      options: [5, 9, 10]
      answer: 10
      hints:
        - Hold up both hands.
        - Count every finger.
      feedback:
        correct: Yes! 5 and 5 make 10.
        incorrect: Hold up both hands. Count the fingers on one hand, then count on.
    - type: multipleChoice
      prompt: Leo has 4 grapes. He eats all 4. How many grapes are left?
      expression: 4 - 4
      options: [0, 1, 4]
      answer: 0
      hints:
        - Hold up 4 fingers for the grapes.
        - Put down a finger for each grape he eats. Count the fingers still up.
      feedback:
        correct: Yes! 4 take away 4 leaves 0.
        incorrect: Hold up 4 fingers. Put one down for each grape Leo eats. Count the fingers still up.
    - type: wordProblem
      prompt: Zara puts 6 shells and 3 shells in a box. How many shells are in the box?
      equation: "6 + 3 = ?"
      thing: shell
      answer: 9
      hints:
        - Touch 6 shells and say 6.
        - Count on the other shells, one number for each.
      feedback:
        correct: Yes! 6 shells and 3 shells make 9 shells.
        incorrect: Start at 6. Count on one number for each of the 3 shells.
    - type: wordProblem
      prompt: "3 cats sit on a mat. 2 more cats come. How many cats are there in all?"
      equation: "3 + 2 = ?"
      thing: cat
      answer: 5
      hints:
        - Count all the cats together.
        - Touch each cat once.
      feedback:
        correct: Yes! 3 cats and 2 cats make 5 cats.
        incorrect: Put both groups together. Touch and count every cat once.
    - type: tenFrame
      prompt: Kofi puts 4 counters in the frame. He adds 2 more. How many counters in all?
      frames: 1
      filled: 6
      ask: count
      answer: 6
      hints:
        - Count Kofi's first 4 counters.
        - Then count on the 2 he adds.
      feedback:
        correct: Yes! 4 and 2 more make 6.
        incorrect: Start with 4. Count on each of the 2 counters he adds.
    - type: tenFrame
      prompt: The top row has 5 dots. The bottom row has 2 dots. How many dots in all?
      frames: 1
      filled: 7
      ask: count
      answer: 7
      hints:
        - A full row is 5. You do not need to count it.
        - Count on the dots in the bottom row.
      feedback:
        correct: Yes! 5 and 2 more make 7.
        incorrect: The full top row is 5. Count on for each dot below it.
NY-K.OA.2a:
  items:
    - type: numericInput
      prompt: "6 - 1 = ?"
      expression: 6 - 1
      answer: 5
      hints:
        - Show 6 fingers. Put 1 finger down.
        - Count the fingers still up.
      feedback:
        correct: Yes! 6 take away 1 is 5.
        incorrect: Show 6 fingers and put 1 down. Count the fingers still up.
    - type: numericInput
      prompt: "4 + 3 = ?"
      expression: 4 + 3
      answer: 7
      hints:
        - Start at 4.
        - Count on 3 more.
      feedback:
        correct: "Yes! 4 + 3 = 7."
        incorrect: Say 4. Count on 3 more, one finger for each.
    - type: numericInput
      prompt: "10 - 5 = ?"
      expression: 10 - 5
      answer: 5
      hints:
        - Show 10 fingers.
        - Put down one hand.
      feedback:
        correct: "Yes! 10 - 5 = 5."
        incorrect: Show 10 fingers. Put one whole hand down and count what is up.
    - type: numericInput
      prompt: "6 + 3 = ?"
      expression: 6 + 3
      answer: 9
      hints:
        - Start at 6.
        - Count on 3 more.
      feedback:
        correct: "Yes! 6 + 3 = 9."
        incorrect: Say 6. Count on 3 more, one finger for each.
    - type: numberLine
      prompt: Start at 10. Hop back 3. Where do you land?
      from: 0
      to: 10
      start: 10
      jumps: [-3]
      answer: 7
      hints:
        - Put your finger on 10.
        - Move back one number for each hop.
      feedback:
        correct: Yes! 10 take away 3 is 7.
        incorrect: Start on 10. Count back one number for each of the 3 hops.
    - type: numberLine
      prompt: Start at 9. Hop back 5. Where do you land?
      from: 0
      to: 10
      start: 9
      jumps: [-5]
      answer: 4
      hints:
        - Put your finger on 9.
        - Count back one number for each hop.
      feedback:
        correct: "Yes! 9 - 5 = 4."
        incorrect: Start on 9. Count back one number for each of the 5 hops.
    - type: numberLine
      prompt: Start at 2. Jump 6 more. Where do you land?
      from: 0
      to: 10
      start: 2
      jumps: [6]
      answer: 8
      hints:
        - Put your finger on 2.
        - Count 6 jumps forward.
      feedback:
        correct: "Yes! 2 + 6 = 8."
        incorrect: Start on 2. Make 6 jumps forward, one number each.
NY-K.OA.2b:
  items:
    - type: wordProblem
      prompt: There are 6 frogs on a rock. 2 frogs hop off. How many frogs are on the rock now?
      equation: 6 - 2 = ?
      answer: 4
      hints:
        - Hold up 6 fingers for the frogs.
        - Put down 2 fingers. Count the fingers still up.
      feedback:
        correct: Yes! 6 take away 2 leaves 4 frogs.
        incorrect: Show 6 fingers. Put one down for each frog that hops off. Count the fingers still up.
    - type: wordProblem
      prompt: Omar has 9 grapes. He eats 4 of them. How many grapes are left?
      equation: 9 - 4 = ?
      answer: 5
      hints:
        - Draw 9 grapes on paper.
        - Put a mark on the grapes he eats.
      feedback:
        correct: Yes! 9 take away 4 leaves 5 grapes.
        incorrect: Draw 9 grapes on paper. Mark 4 of them. Count the grapes with no mark.
    - type: wordProblem
      prompt: A bowl has 5 red fish and 5 blue fish. How many fish are in the bowl?
      equation: 5 + 5 = ?
      answer: 10
      hints:
        - On paper, draw the red fish and the blue fish.
        - Count all the fish.
      feedback:
        correct: Yes! 5 fish and 5 fish make 10 fish.
        incorrect: Hold up 5 fingers for each color of fish. Count them all.
    - type: numberLine
      prompt: Leo reads 3 books. Then he reads 4 more books. Jump on the number line to find how many books.
      from: 0
      to: 10
      start: 3
      jumps: [4]
      answer: 7
      hints:
        - Start at 3 for the first books.
        - Jump forward 4 for the books he reads next.
      feedback:
        correct: Yes! 3 books and 4 more books make 7 books.
        incorrect: Start on 3. Jump forward one number for each of the 4 books.
    - type: numberLine
      prompt: Zara has 8 stickers. She gives 2 to Nia. Hop back to find how many Zara has now.
      from: 0
      to: 10
      start: 8
      jumps: [-2]
      answer: 6
      hints:
        - Start at 8.
        - Hop back one number for each sticker she gives.
      feedback:
        correct: Yes! 8 take away 2 is 6 stickers.
        incorrect: Start on 8. Hop back one number for each of the 2 stickers.
    - type: multipleChoice
      prompt: "6 kites fly in the sky. 2 kites come down. Which number sentence tells the story?"
      options: [6 + 2 = 8, 6 - 2 = 4, 2 + 4 = 6]
      answer: 6 - 2 = 4
      hints:
        - Hold up 6 fingers for the kites in the sky.
        - Put down a finger for each kite that comes down. Which number sentence shows what you did?
      feedback:
        correct: Yes! 6 kites take away 2 kites leaves 4.
        incorrect: Show the story with 6 fingers. Find the number sentence that shows what you did.
  story:
    type: wordProblem
    prompt: There are 8 children at the park. 3 children go home. How many children are still at the park?
    equation: 8 - 3 = ?
    answer: 5
    hints:
      - Do the children at the park get more or fewer?
      - Start at 8 and count back 3.
    feedback:
      correct: "Yes! 8 - 3 = 5."
      incorrect: Children go home, so take away. Start at 8 and count back 3.
NY-K.OA.3:
  items:
    - type: numberBond
      prompt: Mei has 5 blocks. She puts 3 in one group. How many blocks are in the other group?
      whole: 5
      parts: [3, null]
      answer: 2
      hints:
        - Show 5 fingers. Put down 3 for Mei's first group.
        - Count the fingers still up.
      feedback:
        correct: Yes! 5 is 3 and 2.
        incorrect: Show 5 fingers. Put down 3 for one group. Count the fingers still up.
    - type: numberBond
      prompt: The whole is 8. One part is 5. What is the other part?
      whole: 8
      parts: [5, null]
      answer: 3
      hints:
        - Start at 5.
        - Count up to 8.
      feedback:
        correct: Yes! 8 is 5 and 3.
        incorrect: Start at 5. Count up to 8 with a finger for each number.
    - type: numberBond
      prompt: "7 bears play in two groups. 4 bears are by the tree. How many bears are by the pond?"
      whole: 7
      parts: [null, 4]
      answer: 3
      hints:
        - Start at 4 and count up to 7.
        - Put up a finger for each number you say.
      feedback:
        correct: Yes! 7 is 3 and 4.
        incorrect: Start at 4 and count up to 7. Use a finger for each number.
    - type: missingNumber
      prompt: "What number makes this true? 6 = 2 + ?"
      equation: 6 = 2 + ?
      answer: 4
      hints:
        - Start at 2.
        - Count up to 6.
      feedback:
        correct: "Yes! 6 = 2 + 4."
        incorrect: Start at 2 and count up to 6. Count how many numbers you said.
NY-K.OA.4:
  items:
    - type: tenFrame
      prompt: The frame has 7 dots. How many more dots make 10?
      frames: 1
      filled: 7
      ask: complement
      answer: 3
      hints:
        - Count the empty boxes.
      feedback:
        correct: Yes! 7 and 3 make 10.
        incorrect: Count the empty boxes. Each one needs a dot to make 10.
    - type: tenFrame
      prompt: How many more dots make 10?
      frames: 1
      filled: 4
      ask: complement
      answer: 6
      hints:
        - Look for the empty boxes.
        - Count each empty box once.
      feedback:
        correct: Yes! 4 and 6 make 10.
        incorrect: Touch each empty box and count. That is how many more you need.
    - type: tenFrame
      prompt: The frame is almost full. How many more dots make 10?
      frames: 1
      filled: 9
      ask: complement
      answer: 1
      hints:
        - Find the empty boxes.
      feedback:
        correct: Yes! 9 and 1 make 10.
        incorrect: Look for the empty boxes. Count them to find how many more.
    - type: missingNumber
      prompt: 3 and what number make 10?
      equation: 3 + ? = 10
      answer: 7
      hints:
        - Start at 3.
        - Count up to 10.
      feedback:
        correct: "Yes! 3 + 7 = 10."
        incorrect: Start at 3 and count up to 10. Count how many numbers you said.
    - type: missingNumber
      prompt: "What number makes this true? 10 = 6 + ?"
      equation: 10 = 6 + ?
      answer: 4
      hints:
        - Start at 6.
        - Count up to 10.
      feedback:
        correct: "Yes! 10 = 6 + 4."
        incorrect: Start at 6 and count up to 10. Use a finger for each number.
    - type: numberBond
      prompt: "10 is 8 and what number?"
      whole: 10
      parts: [8, null]
      answer: 2
      hints:
        - Start at 8.
        - Count up to 10.
      feedback:
        correct: Yes! 8 and 2 make 10.
        incorrect: Start at 8. Count up to 10 with a finger for each number.
    - type: numberBond
      prompt: The whole is 10. One part is 3. What is the other part?
      whole: 10
      parts: [null, 3]
      answer: 7
      hints:
        - Think of a ten frame with 3 dots.
        - Count the empty boxes.
      feedback:
        correct: Yes! 10 is 7 and 3.
        incorrect: Picture a ten frame with 3 dots. Count the empty boxes.
    - type: numberBond
      prompt: The whole is 10. One part is 6. What is the other part?
      whole: 10
      parts: [6, null]
      answer: 4
      hints:
        - Picture a ten frame with 6 dots.
        - Count the empty boxes.
      feedback:
        correct: Yes! 10 is 6 and 4.
        incorrect: Picture a ten frame with 6 dots. Count the empty boxes.
  story:
    type: wordProblem
    prompt: Omar has 10 grapes. 7 are red. The rest are green. How many grapes are green?
    equation: 7 + ? = 10
    answer: 3
    hints:
      - Start at 7.
      - Count up to 10.
    feedback:
      correct: Yes! 7 red and 3 green make 10.
      incorrect: Start at 7 and count up to 10. Count how many numbers you said.
NY-K.OA.5:
  items:
    - type: numericInput
      prompt: Show 4 fingers. Put up 1 more. How many fingers now?
      expression: 4 + 1
      answer: 5
      hints:
        - Touch each finger that is up as you count.
      feedback:
        correct: "Yes! 4 + 1 = 5. That is a full hand."
        incorrect: Show 4 fingers and put up 1 more. Count the fingers that are up.
    - type: numericInput
      prompt: "1 + 3 = ?"
      expression: 1 + 3
      answer: 4
      hints:
        - Start at 3.
        - Count on 1 more.
      feedback:
        correct: "Yes! 1 + 3 = 4."
        incorrect: Start with the bigger number, 3. Count on 1 more.
    - type: numericInput
      prompt: "5 - 1 = ?"
      expression: 5 - 1
      answer: 4
      hints:
        - Show 5 fingers.
        - Fold down 1. Count the fingers still up.
      feedback:
        correct: "Yes! 5 - 1 = 4."
        incorrect: Taking away 1 gives the number right before. Count back one from 5.
    - type: multipleChoice
      prompt: Show 2 fingers. Show 1 more finger. How many fingers are up?
      expression: 2 + 1
      options: [2, 3, 4]
      answer: 3
      hints:
        - Show 2 fingers on one hand.
        - Put up 1 more and count.
      feedback:
        correct: "Yes! 2 + 1 = 3."
        incorrect: Show 2 fingers. Put up 1 more finger. Count all the fingers that are up.
    - type: multipleChoice
      prompt: "What is 0 + 4?"
      expression: 0 + 4
      options: [0, 4, 5]
      answer: 4
      hints:
        - Show 0 fingers. Then put up 4.
        - Count the fingers that are up.
      feedback:
        correct: Yes! Adding 0 keeps the number the same.
        incorrect: Start with no fingers up. Put up 4 fingers. Count the fingers that are up.
    - type: multipleChoice
      prompt: Show 3 fingers. Put 2 down. How many fingers are still up?
      expression: 3 - 2
      options: [1, 2, 3]
      answer: 1
      hints:
        - Show 3 fingers.
        - Fold down 2 of them.
      feedback:
        correct: "Yes! 3 - 2 = 1."
        incorrect: Show 3 fingers and fold 2 down. Count the fingers still up.
    - type: multipleChoice
      prompt: Show 2 fingers on each hand. How many fingers are up?
      expression: 2 + 2
      options: [3, 4, 5]
      answer: 4
      hints:
        - Show 2 fingers on each hand.
        - Count them all.
      feedback:
        correct: Yes! 2 and 2 make 4.
        incorrect: Show 2 fingers on each hand. Touch each one as you count them all.
  story:
    type: wordProblem
    prompt: Mei has 2 kites. She gets 2 more kites. How many kites does Mei have now?
    equation: 2 + 2 = ?
    answer: 4
    hints:
      - Show 2 fingers on each hand.
    feedback:
      correct: "Yes! 2 + 2 = 4."
      incorrect: Show 2 fingers on each hand. Count all the fingers.
NY-K.OA.6:
  items:
    - type: pattern
      prompt: Clap, hop, clap, hop, clap. Clap and hop along. What comes next?
      core: [clap, hop]
      shown: 5
      options: [clap, hop]
      answer: hop
      hints:
        - Do each move as you say it.
        - What do you do after a clap?
      feedback:
        correct: Yes! Clap, hop, clap, hop. After a clap comes a hop.
        incorrect: Do each move as you say it. Look at the last move. What comes after it?
    - type: pattern
      prompt: Star, moon, star, moon, star, moon. What comes next?
      core: [star, moon]
      shown: 6
      options: [moon, star, sun]
      answer: star
      hints:
        - Say each picture as you point.
        - What comes after a moon?
      feedback:
        correct: Yes! After a moon comes a star.
        incorrect: Point and say each picture. Look at the last one. What comes after it?
    - type: pattern
      prompt: What color comes next in the pattern?
      core: [red, red, blue]
      shown: 6
      options: [red, blue]
      answer: red
      hints:
        - Say the colors as you point.
        - The part that repeats has 3 blocks.
      feedback:
        correct: Yes! After blue, the pattern starts again with red.
        incorrect: Say the colors as you point. After the blue block, the part starts again.
    - type: multipleChoice
      prompt: Red, blue, red, blue, red, blue. What part repeats?
      options: ['red, red', 'red, blue', 'blue, blue']
      answer: red, blue
      hints:
        - Find where the pattern starts again.
        - Say the colors up to that place.
      feedback:
        correct: Yes! Red, blue is the part that repeats.
        incorrect: Find where the pattern starts over. Say the colors before that place.
    - type: multipleChoice
      prompt: Ana makes a pattern. Red, yellow is the part that repeats. Which row is her pattern?
      options: ['red, red, yellow, yellow', 'red, yellow, red, yellow', 'yellow, red, red, yellow']
      answer: red, yellow, red, yellow
      hints:
        - Say red, yellow again and again.
        - Which row matches what you said?
      feedback:
        correct: Yes! Red, yellow, red, yellow.
        incorrect: Say red, yellow, then say it again. Find the row that matches.
    - type: multipleChoice
      prompt: The part that repeats is 1, 2, 2. Which row shows the pattern?
      options: ['1, 2, 1, 2, 1, 2', '1, 1, 2, 2, 1, 1', '1, 2, 2, 1, 2, 2']
      answer: 1, 2, 2, 1, 2, 2
      hints:
        - Say 1, 2, 2, then say it again.
        - Which row matches what you said?
      feedback:
        correct: Yes! 1, 2, 2 and then 1, 2, 2 again.
        incorrect: Say the part 1, 2, 2, then say it again. Find the row that matches.
NY-1.OA.1:
  items:
    - type: wordProblem
      prompt: Omar has 15 blocks. Priya has 9 blocks. How many fewer blocks does Priya have?
      equation: 15 - 9 = ?
      answer: 6
      hints:
        - Find the difference between 15 and 9.
        - "Think 9 + what makes 15?"
      feedback:
        correct: "Yes! Priya has 6 fewer. 15 - 9 = 6."
        incorrect: Count up from 9 to 15. How many numbers did you say? That is how many fewer.
    - type: wordProblem
      prompt: Leo has 4 more cars than Sam. Sam has 7 cars. How many cars does Leo have?
      equation: 7 + 4 = ?
      answer: 11
      hints:
        - Leo has more than Sam, so add.
        - Start at 7 and count on 4.
      feedback:
        correct: "Yes! 7 + 4 = 11."
        incorrect: Start with Sam's 7 cars. Count on 4 more for Leo.
    - type: wordProblem
      prompt: Sam has 9 cars. Leo has 15 cars. How many more cars does Leo have than Sam?
      equation: 15 - 9 = ?
      answer: 6
      hints:
        - Find the difference between 15 and 9.
        - Count up from 9 to 15.
      feedback:
        correct: Yes! Leo has 6 more cars.
        incorrect: Say 9. Count up to 15 on your fingers. How many did you count?
    - type: multipleChoice
      prompt: Kofi has 9 cars. He gets 2 more. Which number sentence tells the story?
      options: [9 + 2, 9 - 2, 2 - 9]
      answer: 9 + 2
      hints:
        - Does Kofi end up with more or fewer cars?
        - Picture 9 toy cars. Then 2 more come. Which number sentence matches?
      feedback:
        correct: Yes! He gets more, so we add.
        incorrect: Picture the toy cars. Does the group of cars get bigger or smaller?
    - type: multipleChoice
      prompt: "9 cats and 8 dogs are at the park. Which number sentence tells how many pets in all?"
      options: ['9 + 8 = ?', '9 - 8 = ?', '8 - 9 = ?']
      answer: 9 + 8 = ?
      hints:
        - Picture the 9 cats and the 8 dogs at the park.
        - Do you join the groups or take some away?
      feedback:
        correct: Yes! Put the groups together, so add.
        incorrect: Does the story join two groups or take some away?
    - type: multipleChoice
      prompt: There are 12 cats and 7 dogs. How many more cats than dogs are there?
      expression: 12 - 7
      options: [4, 5, 19, 6]
      answer: 5
      hints:
        - Find the difference between 12 and 7.
        - Count up from 7 to 12.
      feedback:
        correct: Yes! There are 5 more cats.
        incorrect: Say 7. Count up to 12 on your fingers. Count the fingers.
    - type: numberBond
      prompt: Sam has 8 green grapes and 9 red grapes. How many grapes does he have?
      whole: null
      parts: [8, 9]
      answer: 17
      hints:
        - "Think of a double. You know 8 + 8."
        - "9 is 1 more than 8."
      feedback:
        correct: "Yes! 8 + 9 = 17."
        incorrect: "Find 8 + 8 first. Then add 1 more."
    - type: numberBond
      prompt: "15 children play. 9 are on the swings. The rest are on the slide. How many are on the slide?"
      whole: 15
      parts: [9, null]
      answer: 6
      hints:
        - The whole is 15. One part is 9.
        - "Think 9 + ? = 15."
      feedback:
        correct: "Yes! 9 + 6 = 15."
        incorrect: Start at 9. Count up to 15. How many numbers did you say?
  story:
    type: wordProblem
    prompt: Kofi has 13 crayons. He gives 6 to Ana. How many crayons does Kofi have now?
    equation: 13 - 6 = ?
    answer: 7
    hints:
      - He gives some away, so subtract.
      - "Think 6 + what makes 13?"
    feedback:
      correct: "Yes! 13 - 6 = 7."
      incorrect: Count up from 6 to 13. Or take 3 to get to 10, then 3 more.
NY-1.OA.2:
  items:
    - type: wordProblem
      prompt: Kofi eats 2 grapes, then 8 grapes, then 5 grapes. How many grapes does he eat?
      equation: 2 + 8 + 5 = ?
      answer: 15
      hints:
        - Which two numbers make 10?
        - Then add the last number.
      feedback:
        correct: "Yes! 2 + 8 = 10, and 10 + 5 = 15."
        incorrect: Add 2 and 8 first to make 10. Then add 5.
    - type: wordProblem
      prompt: Mei has 3 red fish, 7 blue fish and 5 gold fish. How many fish does she have?
      equation: 3 + 7 + 5 = ?
      answer: 15
      hints:
        - Look for two numbers that make 10.
        - Then add the last number.
      feedback:
        correct: "Yes! 3 + 7 = 10, and 10 + 5 = 15."
        incorrect: Add 3 and 7 first to make 10. Then add 5.
    - type: wordProblem
      prompt: Zara has 4 shells. She finds 7 more, then 5 more. How many shells does she have?
      equation: 4 + 7 + 5 = ?
      answer: 16
      hints:
        - You can add in any order.
        - "Try 4 + 7 first, or 7 + 5 first."
      feedback:
        correct: "Yes! 4 + 7 + 5 = 16."
        incorrect: Add two numbers first. Then add the third number to that sum.
    - type: multipleChoice
      prompt: Sam has 5 pens, 5 pencils and 7 crayons. Which two should he add first?
      options: [5 and 5, 5 and 7]
      answer: 5 and 5
      hints:
        - Add each pair on your fingers.
        - Which sum is easier to add on to?
      feedback:
        correct: "Yes! 5 + 5 = 10. Then 10 + 7 = 17."
        incorrect: Add each pair. Which pair makes a ten? Then add on to the ten.
    - type: numberLine
      prompt: Mei hops 7 steps, then 3, then 8. Start at 7. Where does she stop?
      from: 0
      to: 20
      start: 7
      jumps: [3, 8]
      answer: 18
      hints:
        - "7 + 3 makes 10."
        - Then jump 8 more.
      feedback:
        correct: "Yes! 7 + 3 + 8 = 18."
        incorrect: Jump 3 from 7 to reach 10. Then count on 8 more.
  story:
    type: wordProblem
    prompt: Mei has 3 red fish, 7 blue fish and 5 gold fish. How many fish does she have?
    equation: 3 + 7 + 5 = ?
    answer: 15
    hints:
      - Look for two numbers that make 10.
      - Then add the last number.
    feedback:
      correct: "Yes! 3 + 7 = 10, and 10 + 5 = 15."
      incorrect: Add 3 and 7 first to make 10. Then add 5.
NY-1.OA.3:
  items:
    - type: equationTrueFalse
      prompt: "8 + 1 = 1 + 9. Is this true or false?"
      equation: 8 + 1 = 1 + 9
      answer: false
      hints:
        - Work out each side.
        - Do both sides use the same numbers?
      feedback:
        correct: "Yes! 8 + 1 = 9, but 1 + 9 = 10."
        incorrect: "Find 8 + 1. Then find 1 + 9. Are the sums the same?"
    - type: equationTrueFalse
      prompt: "6 + 4 + 3 = 10 + 3. Is this true or false?"
      equation: 6 + 4 + 3 = 10 + 3
      answer: true
      hints:
        - "What is 6 + 4?"
        - Work out each side.
      feedback:
        correct: "Yes! 6 + 4 is 10, so both sides are 13."
        incorrect: Add 6 and 4 first. Then compare both sides.
    - type: equationTrueFalse
      prompt: "5 + 8 = 8 + 5. Is this true or false?"
      equation: 5 + 8 = 8 + 5
      answer: true
      hints:
        - "Find 5 + 8. Start at 8 and count on 5."
        - "Now find 8 + 5. Is the sum the same?"
      feedback:
        correct: Yes! Adding in any order gives the same sum.
        incorrect: "Find 5 + 8. Then find 8 + 5. Compare the two sums."
    - type: missingNumber
      prompt: "Make a ten first. What is 4 + 6 + 5?"
      equation: 4 + 6 + 5 = ?
      answer: 15
      hints:
        - Which two numbers make 10?
        - Add the last number to 10.
      feedback:
        correct: "Yes! 4 + 6 = 10, and 10 + 5 = 15."
        incorrect: Add 4 and 6 first. Then add 5 to that.
    - type: missingNumber
      prompt: "Add 1 + 8. Start with the bigger number."
      equation: 1 + 8 = ?
      answer: 9
      hints:
        - Start at 8 and count on 1.
      feedback:
        correct: "Yes! 8 + 1 = 9, so 1 + 8 = 9."
        incorrect: "Turn it around to 8 + 1. Start at 8 and count on."
    - type: missingNumber
      prompt: "What is 2 + 8 + 7? Look for a ten first."
      equation: 2 + 8 + 7 = ?
      answer: 17
      hints:
        - Which two numbers make 10?
        - Add the last number to 10.
      feedback:
        correct: "Yes! 2 + 8 = 10, and 10 + 7 = 17."
        incorrect: Add 2 and 8 first. Then add 7 more.
NY-1.OA.4:
  items:
    - type: missingNumber
      prompt: "3 + ? = 8. What number is missing?"
      equation: 3 + ? = 8
      answer: 5
      hints:
        - Start at 3 and count up to 8.
      feedback:
        correct: "Yes! 3 + 5 = 8, so 8 - 3 = 5."
        incorrect: Say 3. Count up to 8 on your fingers. Count the fingers.
    - type: missingNumber
      prompt: "9 + ? = 17. What number is missing?"
      equation: 9 + ? = 17
      answer: 8
      hints:
        - "9 needs 1 more to make 10."
        - Then how many more to 17?
      feedback:
        correct: "Yes! 9 + 8 = 17, so 17 - 9 = 8."
        incorrect: Count up from 9 to 10, then from 10 to 17. How many did you count in all?
    - type: missingNumber
      prompt: "11 - ? = 5. What number is missing?"
      equation: 11 - ? = 5
      answer: 6
      hints:
        - "Think 5 + what makes 11?"
      feedback:
        correct: "Yes! 11 - 6 = 5, and 5 + 6 = 11."
        incorrect: Start at 5 and count up to 11. How many numbers did you say?
    - type: numberBond
      prompt: "To find 9 - 6, think 6 + ? = 9. What is the missing part?"
      whole: 9
      parts: [6, null]
      answer: 3
      hints:
        - Start at 6 and count up to 9.
      feedback:
        correct: "Yes! 6 + 3 = 9, so 9 - 6 = 3."
        incorrect: Start at 6. Count up to 9. How many numbers did you count?
    - type: numberBond
      prompt: The whole is 15. One part is 9. What is the other part?
      whole: 15
      parts: [null, 9]
      answer: 6
      hints:
        - "Think 9 + ? = 15."
        - "9 needs 1 more to make 10."
      feedback:
        correct: "Yes! 9 + 6 = 15."
        incorrect: Start at 9. Count up to 15. How many numbers did you say?
    - type: numberBond
      prompt: The whole is 17. One part is 9. What is the other part?
      whole: 17
      parts: [9, null]
      answer: 8
      hints:
        - "Think 9 + ? = 17."
        - "9 needs 1 more to make 10."
      feedback:
        correct: "Yes! 9 + 8 = 17."
        incorrect: Count up from 9 to 10. Then count up from 10 to 17. How many did you count in all?
    - type: numericInput
      prompt: What is 14 - 6? Think of an addition fact.
      expression: 14 - 6
      answer: 8
      hints:
        - "Think 6 + what makes 14?"
        - "6 needs 4 more to make 10."
      feedback:
        correct: "Yes! 6 + 8 = 14, so 14 - 6 = 8."
        incorrect: Count up from 6 to 14. Go to 10 first, then on to 14.
    - type: numericInput
      prompt: What is 18 - 9?
      expression: 18 - 9
      answer: 9
      hints:
        - Think of adding. 9 plus what number makes 18?
        - Start at 9 and count up to 18 on your fingers.
      feedback:
        correct: "Yes! 9 + 9 = 18, so 18 - 9 = 9."
        incorrect: Try doubles. Which double makes 18?
    - type: numericInput
      prompt: What is 16 - 9? Think of an addition fact.
      expression: 16 - 9
      answer: 7
      hints:
        - "Think 9 + what makes 16?"
        - "9 needs 1 more to make 10."
      feedback:
        correct: "Yes! 9 + 7 = 16, so 16 - 9 = 7."
        incorrect: Count up from 9 to 16. Go to 10 first, then on to 16.
  story:
    type: wordProblem
    prompt: Sam has 7 pears. He needs 10 pears for a pie. How many more pears does he need?
    equation: 7 + ? = 10
    answer: 3
    hints:
      - Start at 7 and count up to 10.
    feedback:
      correct: "Yes! 7 + 3 = 10."
      incorrect: Say 7. Count up to 10 on your fingers. How many did you count?
NY-1.OA.5:
  items:
    - type: numberLine
      prompt: Start at 12. Count on 3. Where do you land?
      from: 0
      to: 20
      start: 12
      jumps: [1, 1, 1]
      answer: 15
      hints:
        - Put your finger on 12.
        - Make 3 jumps forward.
      feedback:
        correct: "Yes! 12 + 3 = 15."
        incorrect: Start at 12. Say 13 for the first jump. Make 3 jumps in all.
    - type: numberLine
      prompt: Start at 14. Count back 2. Where do you land?
      from: 0
      to: 20
      start: 14
      jumps: [-1, -1]
      answer: 12
      hints:
        - Counting back makes the number smaller.
        - Make 2 jumps back.
      feedback:
        correct: "Yes! 14 - 2 = 12."
        incorrect: Start at 14. Say 13 for the first jump back. Make 2 jumps.
    - type: numberLine
      prompt: Start at 9. Count on 3. Where do you land?
      from: 0
      to: 20
      start: 9
      jumps: [1, 1, 1]
      answer: 12
      hints:
        - Put your finger on 9.
        - Make 3 jumps forward.
      feedback:
        correct: "Yes! 9 + 3 = 12."
        incorrect: Start at 9. Say 10 for the first jump. Make 3 jumps in all.
    - type: base10
      prompt: "Count on to add. The blocks show 11 + 3. How many cubes in all?"
      tens: 1
      ones: 1
      add: {ones: 3}
      ask: number
      answer: 14
      hints:
        - Say 11 for the rod and the cube.
        - Count on each new cube, one number for each.
      feedback:
        correct: "Yes! 11 + 3 = 14."
        incorrect: Say 11. Then count on 3 numbers, one for each new cube.
    - type: base10
      prompt: "Count back to subtract. The blocks show 17 - 2. How many are left?"
      tens: 1
      ones: 7
      takeAway: {ones: 2}
      ask: number
      answer: 15
      hints:
        - Say 17. Then count back one number for each crossed-out cube.
      feedback:
        correct: "Yes! 17 - 2 = 15."
        incorrect: Say 17. Then count back one number for each crossed-out cube.
    - type: tenFrame
      prompt: 5 counters fill the top row. Ana puts 3 more in the bottom row. How many counters are there now?
      frames: 1
      filled: 8
      ask: count
      answer: 8
      hints:
        - Say 5 for the full top row.
        - Count on one number for each counter in the bottom row.
      feedback:
        correct: Yes! 5 and 3 more make 8. 5 + 3 = 8.
        incorrect: Start at 5. Say 6 as you touch the first counter in the bottom row. Keep going.
  story:
    type: wordProblem
    prompt: Omar has 9 blocks. He gets 3 more blocks. How many blocks does he have now?
    equation: 9 + 3 = ?
    answer: 12
    hints:
      - Start at 9.
      - Count on 3.
    feedback:
      correct: "Yes! 9 + 3 = 12."
      incorrect: Say 9. Count on one number for each new block.
NY-1.OA.6a:
  items:
    - type: multipleChoice
      prompt: "Make a ten. Which is the same as 9 + 7?"
      options: [10 + 6, 10 + 7, 10 + 9, 9 + 9]
      answer: 10 + 6
      hints:
        - "9 needs 1 more to make 10."
        - Take 1 from the 7. How many are left?
      feedback:
        correct: "Yes! 9 + 1 makes 10, and 6 are left."
        incorrect: Move 1 from the 7 to the 9. Then see what is left of the 7.
    - type: multipleChoice
      prompt: "You know 5 + 5 = 10. What is 5 + 6?"
      expression: 5 + 6
      options: [10, 11, 12, 9]
      answer: 11
      hints:
        - "6 is 1 more than 5."
        - "So 5 + 6 is 1 more than 5 + 5."
      feedback:
        correct: "Yes! 5 + 6 is a near double. It is 1 more than 10."
        incorrect: "Start with 5 + 5. Then add 1 more."
    - type: multipleChoice
      prompt: What is 15 - 5?
      expression: 15 - 5
      options: [5, 10, 11, 20]
      answer: 10
      hints:
        - Picture 15 counters in two frames.
        - Take away 5 of them. How many are left?
      feedback:
        correct: "Yes! 15 - 5 = 10."
        incorrect: Think of 15 as a full frame and 5 more. Take away the 5 more.
    - type: numericInput
      prompt: "Use a double. What is 8 + 8?"
      expression: 8 + 8
      answer: 16
      hints:
        - A spider has 8 legs. Think of 2 spiders.
        - "8 is 2 less than 10."
      feedback:
        correct: Yes! Double 8 is 16.
        incorrect: "Start at 8 and count on 8. Or think 10 + 10, then take away 4."
    - type: numericInput
      prompt: "What is 9 + 3?"
      expression: 9 + 3
      answer: 12
      hints:
        - "9 needs 1 more to make 10."
        - Take 1 from the 3. Add what is left to 10.
      feedback:
        correct: "Yes! 9 + 3 is 10 + 2."
        incorrect: Make 10 first. Then add what is left of the 3.
    - type: numericInput
      prompt: "What is 10 + 7?"
      expression: 10 + 7
      answer: 17
      hints:
        - Picture a full ten frame and 7 more.
      feedback:
        correct: "Yes! 10 + 7 = 17."
        incorrect: Write 1 for the ten. Then write 7 for the ones.
    - type: numberBond
      prompt: "To add 9 + 4, break 4 into 1 and another part. What is the other part?"
      whole: 4
      parts: [1, null]
      answer: 3
      hints:
        - Hold up 4 fingers. Put 1 down.
      feedback:
        correct: "Yes! 4 is 1 and 3. So 9 + 4 is 10 + 3."
        incorrect: Start at 1 and count up to 4. How many numbers did you say?
    - type: numberBond
      prompt: "For 8 + 6, break 6 into 2 and another part. What is the other part?"
      whole: 6
      parts: [2, null]
      answer: 4
      hints:
        - Start at 2 and count up to 6.
      feedback:
        correct: "Yes! 6 is 2 and 4. So 8 + 6 is 10 + 4."
        incorrect: Hold up 6 fingers. Put 2 down. Count the fingers still up.
    - type: numberBond
      prompt: Double 7. The parts are 7 and 7. What is the whole?
      whole: null
      parts: [7, 7]
      answer: 14
      hints:
        - Start at 7 and count on 7.
        - "7 is 5 and 2. Two 5s make 10."
      feedback:
        correct: "Yes! 7 + 7 = 14."
        incorrect: Think of 7 as 5 and 2. Put the two 5s together, then add the 2s.
  story:
    type: wordProblem
    prompt: Leo has 9 red cars and 6 blue cars. How many cars does he have in all?
    equation: 9 + 6 = ?
    answer: 15
    hints:
      - "9 needs 1 more to make 10. Take 1 from the 6."
      - Then add what is left of the 6.
    feedback:
      correct: "Yes! 9 + 6 is the same as 10 + 5."
      incorrect: Make a ten first. 9 needs 1 more. Then count on what is left.
NY-1.OA.6b:
  items:
    - type: numericInput
      prompt: "What is 5 + 4?"
      expression: 5 + 4
      answer: 9
      hints:
        - Start at 5 and count on 4.
        - "Or think 4 + 4, then 1 more."
      feedback:
        correct: "Yes! 5 + 4 = 9."
        incorrect: Start at 5. Count on 4 with your fingers.
    - type: numericInput
      prompt: What is 8 - 5?
      expression: 8 - 5
      answer: 3
      hints:
        - "Think 5 + what makes 8?"
        - Count up from 5 to 8.
      feedback:
        correct: "Yes! 8 - 5 = 3."
        incorrect: Start at 5 and count up to 8. How many numbers did you say?
    - type: numericInput
      prompt: What is 10 - 7?
      expression: 10 - 7
      answer: 3
      hints:
        - "Think 7 + what makes 10?"
      feedback:
        correct: "Yes! 10 - 7 = 3."
        incorrect: Picture a full ten frame. Cover 7 boxes. Count the rest.
    - type: multipleChoice
      prompt: "What is 3 + 4?"
      expression: 3 + 4
      options: [6, 7, 8, 1]
      answer: 7
      hints:
        - Start at 4 and count on 3.
        - "Or think 3 + 3, then 1 more."
      feedback:
        correct: "Yes! 3 + 4 = 7."
        incorrect: Start at the bigger number, 4. Count on 3.
    - type: multipleChoice
      prompt: "What is 2 + 5?"
      expression: 2 + 5
      options: [3, 6, 7, 8]
      answer: 7
      hints:
        - Start at 5 and count on 2.
      feedback:
        correct: "Yes! 2 + 5 = 7."
        incorrect: Start at the bigger number, 5. Count on 2.
    - type: missingNumber
      prompt: "10 - 6 = ?"
      equation: 10 - 6 = ?
      answer: 4
      hints:
        - "Think 6 + what makes 10?"
        - Picture a full ten frame. Cover 6 boxes.
      feedback:
        correct: "Yes! 10 - 6 = 4."
        incorrect: Picture a full ten frame. Take away 6. Count what is left.
    - type: missingNumber
      prompt: "6 - 4 = ?"
      equation: 6 - 4 = ?
      answer: 2
      hints:
        - "Think 4 + what makes 6?"
        - Count up from 4 to 6.
      feedback:
        correct: "Yes! 6 - 4 = 2."
        incorrect: Start at 4. Count up to 6. How many numbers did you say?
NY-1.OA.7:
  items:
    - type: equationTrueFalse
      prompt: "6 = 7. Is this true or false?"
      equation: 6 = 7
      answer: false
      hints:
        - The equal sign means is the same as.
        - Look at each side.
      feedback:
        correct: Right! 6 is not the same as 7.
        incorrect: Say it as 6 is the same as 7. Do the sides match?
    - type: equationTrueFalse
      prompt: "9 = 9 + 0. Is this true or false?"
      equation: 9 = 9 + 0
      answer: true
      hints:
        - "Work out 9 + 0 first. Picture 9 cubes and 0 more."
        - Then compare it with 9.
      feedback:
        correct: "Yes! 9 + 0 is still 9."
        incorrect: "Work out 9 + 0 first. Then compare it with 9."
    - type: equationTrueFalse
      prompt: "7 = 8 - 1. Is this true or false?"
      equation: 7 = 8 - 1
      answer: true
      hints:
        - Work out 8 - 1.
        - Compare it with 7.
      feedback:
        correct: Yes! 8 - 1 is 7.
        incorrect: Count back 1 from 8. Is that the same as 7?
    - type: multipleChoice
      prompt: What does the equal sign mean?
      options: [is the same as, the answer comes next, add them, take away]
      answer: is the same as
      hints:
        - Think of a scale that balances.
        - "Think of 2 + 1 = 3. Picture 2 cubes and 1 cube in one pan. Picture 3 cubes in the other pan. What does the scale do?"
      feedback:
        correct: Yes! The equal sign means both sides are worth the same.
        incorrect: Think of a scale. When does it balance? That is what the sign tells you.
    - type: multipleChoice
      prompt: Which equation is true?
      options: [5 + 2 = 7, 5 + 2 = 8]
      answer: 5 + 2 = 7
      hints:
        - "Work out 5 + 2 first. Start at 5 and count on 2."
        - Then look for that number in each equation.
      feedback:
        correct: "Yes! 5 + 2 is the same as 7."
        incorrect: Start at 5 and count on 2. Find the equation with that number.
    - type: multipleChoice
      prompt: "Which is the same as 8 + 2?"
      options: [5 + 5, 6 + 5, 8 + 3, 7 + 2]
      answer: 5 + 5
      hints:
        - "Work out 8 + 2 first."
        - Find the one with the same sum.
      feedback:
        correct: "Yes! 8 + 2 and 5 + 5 both make 10."
        incorrect: "Find 8 + 2. Then work out each one. Which one matches?"
    - type: compare
      prompt: Which side has more cubes, or do they have the same number?
      left: {count: 9, name: cube}
      right: {count: 9, name: cube}
      ask: more
      answer: same
      hints:
        - Count the cubes on each side.
      feedback:
        correct: "Yes! Each side has 9 cubes. 9 = 9."
        incorrect: Count the cubes on each side slowly. Compare the two counts.
NY-1.OA.8:
  items:
    - type: missingNumber
      prompt: "4 + ? = 9. What number is missing?"
      equation: 4 + ? = 9
      answer: 5
      hints:
        - Start at 4 and count up to 9.
      feedback:
        correct: "Yes! 4 + 5 = 9."
        incorrect: Say 4. Count up to 9 on your fingers. How many fingers?
    - type: missingNumber
      prompt: "Make a ten to add. 9 + 4 = ?"
      equation: 9 + 4 = ?
      answer: 13
      hints:
        - "9 needs 1 more to make 10."
        - Then add what is left of the 4.
      feedback:
        correct: "Yes! 9 + 4 = 13."
        incorrect: Move 1 from the 4 to the 9 to make 10. Then add the rest.
    - type: missingNumber
      prompt: "8 + ? = 11. What number is missing?"
      equation: 8 + ? = 11
      answer: 3
      hints:
        - Start at 8 and count up to 11.
      feedback:
        correct: "Yes! 8 + 3 = 11."
        incorrect: Say 8. Count up to 11 on your fingers. How many fingers?
    - type: numberBond
      prompt: The whole is 14. One part is 7. What is the other part?
      whole: 14
      parts: [null, 7]
      answer: 7
      hints:
        - Start at 7 and count up to 14 on your fingers.
        - How many fingers did you put up?
      feedback:
        correct: "Yes! 7 + 7 = 14."
        incorrect: Try doubles. Which double makes 14?
    - type: numberBond
      prompt: The whole is 19. One part is 9. What is the other part?
      whole: 19
      parts: [null, 9]
      answer: 10
      hints:
        - "19 is some tens and 9 ones."
        - Take away the 9 ones.
      feedback:
        correct: "Yes! 10 + 9 = 19."
        incorrect: Count back 9 from 19. Or look at the tens digit of 19.
    - type: numberBond
      prompt: Ana has 8 cubes. 5 are on the table. The rest are under a cup. How many are hidden?
      whole: 8
      parts: [5, null]
      answer: 3
      hints:
        - The whole is 8. One part is 5.
        - Count up from 5 to 8.
      feedback:
        correct: "Yes! 5 + 3 = 8."
        incorrect: Say 5. Count up to 8 on your fingers. How many fingers?
    - type: multipleChoice
      prompt: "Mei hides some cubes. 5 + ? = 11. How many did she hide?"
      options: [5, 6, 7, 16]
      answer: 6
      hints:
        - Start at 5 and count up to 11.
        - "Think of the double 5 + 5."
      feedback:
        correct: "Yes! 5 + 6 = 11."
        incorrect: "5 + 5 = 10. How many more do you need to get to 11?"
    - type: multipleChoice
      prompt: "Which number makes 12 - ? = 4 true?"
      options: [6, 7, 8, 16]
      answer: 8
      hints:
        - "Think 4 + ? = 12."
        - Count up from 4 to 12.
      feedback:
        correct: "Yes! 12 - 8 = 4."
        incorrect: Start at 4. Count up to 12. How many numbers did you say?
    - type: multipleChoice
      prompt: "Which number makes 13 = ? + 4 true?"
      options: [7, 8, 9, 17]
      answer: 9
      hints:
        - Think 13 - 4.
        - Count back 4 from 13.
      feedback:
        correct: "Yes! 13 = 9 + 4."
        incorrect: Start at 13. Count back 4. Check by adding 4.
  story:
    type: wordProblem
    prompt: Omar has 11 cards. He gets some more. Now he has 18. How many cards did he get?
    equation: 11 + ? = 18
    answer: 7
    hints:
      - Count up from 11 to 18.
    feedback:
      correct: "Yes! 11 + 7 = 18."
      incorrect: Say 11. Count up to 18 on your fingers. How many fingers?

"""#),
    ]
}
