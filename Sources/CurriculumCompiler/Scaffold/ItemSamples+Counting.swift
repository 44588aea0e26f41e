/// Counting and Cardinality (NY-K.CC): example items for each standard, taken from the shipped curriculum's items for
/// that standard (so they are of the types the curriculum teaches it with, and their copy is
/// early-reader copy that lints clean), and story problems for mastery checks (the one for
/// NY-K.CC.4d written for it: the curriculum has none).
extension ItemSamples {
    static let ccSamples: [String: [ItemSample]] = [
        "NY-K.CC.1": [
            ItemSample(
                "numberChart", "One number fell off the chart. Which number is missing?",
                fields: ["start: 1", "columns: 10", "rows: 2", "missing: [14]", "answer: 14"],
                hints: ["Point to each number and count.", "Look at the number before the empty box."],
                correct: "Yes! 14 comes after 13.", incorrect: "Count along the row. Say the number that comes after 13."),
            ItemSample(
                "numberChart", "Which number is missing from the chart?",
                fields: ["start: 21", "columns: 10", "rows: 2", "missing: [26]", "answer: 26"],
                hints: ["Count along the row from 21.", "Look at the number before the empty box."],
                correct: "Yes! 26 comes after 25.", incorrect: "Count along the row from 21. Say the number after 25."),
            ItemSample(
                "numberChart", "Find the missing number in this row.",
                fields: ["start: 41", "columns: 10", "rows: 1", "missing: [48]", "answer: 48"],
                hints: ["Point to each box and count from 41."],
                correct: "Yes! 48 comes after 47.", incorrect: "Point and count from 41. Say the number that comes after 47."),
            ItemSample(
                "multipleChoice", "What number comes after 19?",
                fields: ["options: [10, 20, 29]", "answer: 20"],
                hints: ["After 19 comes a new ten.", "Think of counting 17, 18, 19."],
                correct: "Yes! After 19 comes 20.", incorrect: "Count 17, 18, 19 and keep going. A new ten starts."),
            ItemSample(
                "multipleChoice", "What number comes after 29?",
                fields: ["options: [20, 30, 39]", "answer: 30"],
                hints: ["After a 9, a new ten starts."],
                correct: "Yes! After 29 comes 30.", incorrect: "Count 27, 28, 29 and keep going. After 29, a new ten starts."),
            ItemSample(
                "multipleChoice", "Which number comes between 45 and 47?",
                fields: ["options: [44, 46, 48]", "answer: 46"],
                hints: ["Count from 45.", "Which number do you say before 47?"],
                correct: "Yes! 45, 46, 47.", incorrect: "Count on from 45. Stop at 47. Which number did you say in between?"),
            ItemSample(
                "numberLine", "Jump by tens from 0. Make 2 jumps. Where do you land?",
                fields: ["from: 0", "to: 100", "start: 0", "jumps: [10, 10]", "answer: 20"],
                hints: ["Each jump is a ten.", "Say 10 for the first jump."],
                correct: "Yes! 10, 20. Two jumps of ten land on 20.", incorrect: "Say 10 for the first jump. Say the next ten for the second jump."),
            ItemSample(
                "numberLine", "Start at 30. Make 3 jumps of ten. Where do you land?",
                fields: ["from: 0", "to: 100", "start: 30", "jumps: [10, 10, 10]", "answer: 60"],
                hints: ["Put your finger on 30.", "Say the next ten for each jump."],
                correct: "Yes! 40, 50, 60.", incorrect: "Start on 30. Say the next ten for each of the 3 jumps."),
        ],
        "NY-K.CC.2": [
            ItemSample(
                "numberLine", "A frog sits on 10. It makes 3 hops. Where is it now?",
                fields: ["from: 10", "to: 20", "start: 10", "jumps: [1, 1, 1]", "answer: 13"],
                hints: ["Start at 10. Do not count the 10.", "Say a number for each hop."],
                correct: "Yes! 11, 12, 13. The frog is on 13.", incorrect: "Start on 10. Say the next number for each hop."),
            ItemSample(
                "numberLine", "Start at 34. Count on 3. Where do you land?",
                fields: ["from: 30", "to: 40", "start: 34", "jumps: [1, 1, 1]", "answer: 37"],
                hints: ["Put your finger on 34.", "Say a new number for each jump."],
                correct: "Yes! 35, 36, 37.", incorrect: "Start on 34. Make three jumps and say a number each time."),
            ItemSample(
                "numberLine", "Start at 95. Count on 4. Where do you land?",
                fields: ["from: 90", "to: 100", "start: 95", "jumps: [1, 1, 1, 1]", "answer: 99"],
                hints: ["Put your finger on 95.", "Say a new number for each jump."],
                correct: "Yes! 96, 97, 98, 99.", incorrect: "Start on 95. Make four jumps and say a number for each one."),
            ItemSample(
                "multipleChoice", "Start at 64. Count on 2. Where do you stop?",
                fields: ["options: [65, 66, 67]", "answer: 66"],
                hints: ["Say 64 in your head.", "Put up a finger for each number you count on."],
                correct: "Yes! 65, 66.", incorrect: "Start at 64. Count on two numbers, one finger for each."),
            ItemSample(
                "multipleChoice", "Start at 47. Count on 3 more. What number do you stop at?",
                fields: ["options: [49, 50, 51]", "answer: 50"],
                hints: ["Say 47 in your head.", "Put up a finger for each number you count on."],
                correct: "Yes! 48, 49, 50.", incorrect: "Start at 47. Count on and put up a finger for each number. Stop at three fingers."),
            ItemSample(
                "multipleChoice", "Start at 38. Count on 5. What number do you stop at?",
                fields: ["options: [42, 43, 44]", "answer: 43"],
                hints: ["Say 38 in your head.", "Put up a finger for each number you count on."],
                correct: "Yes! 39, 40, 41, 42, 43.", incorrect: "Start at 38. Count on and put up a finger each time. Stop at five fingers."),
            ItemSample(
                "multipleChoice", "Start at 56. What number comes next?",
                fields: ["options: [55, 57, 65]", "answer: 57"],
                hints: ["Say 56. Then say the next counting number."],
                correct: "Yes! 56, 57.", incorrect: "Say 56 and keep counting by ones. The next number comes right after."),
            ItemSample(
                "multipleChoice", "Which number comes between 88 and 90?",
                fields: ["options: [87, 89, 98]", "answer: 89"],
                hints: ["Count on from 88.", "Stop before you say 90."],
                correct: "Yes! 88, 89, 90.", incorrect: "Count on from 88 and stop at 90. Which number did you say in between?"),
        ],
        "NY-K.CC.3": [
            // Dictation, not "Which number is thirteen?" among numerals read aloud (COPY-ANSWER-HEARD).
            ItemSample(
                "numericInput", "Write the number thirteen.",
                fields: ["answer: 13"],
                hints: ["Count on from 10 on your fingers. Stop at the number you hear.", "Write 1 for the ten. How many more fingers did you add?"],
                correct: "Yes! We write thirteen with a 1 and a 3.", incorrect: "Count on from 10 to thirteen on your fingers. Write the ten, then the fingers you added."),
            ItemSample(
                "multipleChoice", "The nest has no eggs. What number tells how many eggs?",
                fields: ["options: [0, 1, 10]", "answer: 0"],
                hints: ["Look in the nest. Are there any eggs?", "Which number tells us there is not one egg?"],
                correct: "Yes! 0 means there are no eggs.", incorrect: "Look again. When there is nothing, use the number for none."),
            ItemSample(
                "counting", "Count the fish. Write the number.",
                fields: ["objects: {arrangement: line, count: 9, name: fish}", "answer: 9"],
                hints: ["Touch each fish as you count.", "The last number you say is the number to write."],
                correct: "Yes! You wrote 9 for 9 fish.", incorrect: "Count the fish again, one at a time. Write the last number you say."),
            ItemSample(
                "counting", "How many pencils? Write the number.",
                fields: ["objects: {arrangement: array, count: 18, name: pencil}", "answer: 18"],
                hints: ["Count one row at a time.", "Find 10 first. Then count on."],
                correct: "Yes! 18 pencils. We write a 1 and an 8.", incorrect: "Count one row at a time. Find 10 first, then count on from 10."),
            ItemSample(
                "tenFrame", "Count the counters. Which number do you write?",
                fields: ["frames: 2", "filled: 15", "ask: count", "options: [5, 14, 15, 16]", "answer: 15"],
                hints: ["The full frame has 10.", "Count on from 10 in the other frame."],
                correct: "Yes! 10 and 5 more is 15. We write a 1 and a 5.", incorrect: "Start at 10 for the full frame. Count on the rest, then find that number."),
        ],
        "NY-K.CC.4": [
            ItemSample(
                "multipleChoice", "Kofi counts his cars. He says 1, 2, 3, 4, 5. How many cars does he have?",
                fields: ["options: [1, 5, 6]", "answer: 5"],
                hints: ["The last number Kofi says tells how many."],
                correct: "Yes! The last number he says tells how many cars.", incorrect: "Find the last number Kofi says. That number tells how many."),
            ItemSample(
                "multipleChoice", "Mei counts 13 shells in a line. Then she puts them in a circle. How many shells now?",
                fields: ["options: [12, 13, 14]", "answer: 13"],
                hints: ["Did Mei add any shells?", "Did she take any away?"],
                correct: "Yes! Moving the shells does not change how many.", incorrect: "Mei did not add or take away shells. Moving them keeps the same number."),
            ItemSample(
                "multipleChoice", "Zara counts 8 blocks from left to right. Then she counts from right to left. How many will she get?",
                fields: ["options: [7, 8, 9]", "answer: 8"],
                hints: ["Did Zara add or take away any blocks?"],
                correct: "Yes! Counting in a new order gives the same number.", incorrect: "The blocks did not change. Any counting order gives the same number."),
            ItemSample(
                "counting", "How many apples?",
                fields: ["objects: {arrangement: line, count: 4, name: apple}", "answer: 4"],
                hints: ["Touch each apple as you count."],
                correct: "Yes! You counted 4 apples.", incorrect: "Touch each apple once. Say a number for each apple."),
            ItemSample(
                "counting", "How many crayons are in the box?",
                fields: ["objects: {arrangement: line, count: 11, name: crayon}", "answer: 11"],
                hints: ["Touch each crayon as you count.", "After 10, keep going."],
                correct: "Yes! There are 11 crayons.", incorrect: "Touch each crayon once. After 10, keep counting."),
        ],
        "NY-K.CC.4a": [
            ItemSample(
                "counting", "How many stars? Write the number.",
                fields: ["objects: {arrangement: array, count: 15, name: star}", "answer: 15"],
                hints: ["Count one row at a time.", "Find 10 first. Then count on."],
                correct: "Yes! There are 15 stars.", incorrect: "Count one row at a time. Find 10, then count on from 10."),
            ItemSample(
                "counting", "Leo builds with blocks. How many blocks does he have?",
                fields: ["objects: {arrangement: array, count: 8, name: block}", "answer: 8", "options: [6, 7, 8, 9]"],
                hints: ["Count one row. Then keep counting the next row."],
                correct: "Yes! Leo has 8 blocks.", incorrect: "Count the top row. Then keep going with the next row."),
            ItemSample(
                "counting", "How many stars?",
                fields: ["objects: {arrangement: array, count: 14, name: star}", "answer: 14"],
                hints: ["Count one row at a time.", "Keep your place with your finger."],
                correct: "Yes! There are 14 stars.", incorrect: "Count one row, then keep counting the next row. Use your finger."),
            ItemSample(
                "tenFrame", "How many dots are in the ten frame?",
                fields: ["frames: 1", "filled: 5", "ask: count", "answer: 5"],
                hints: ["Count the dots in the top row.", "Then look at the bottom row."],
                correct: "Yes! The top row is full, so there are 5 dots.", incorrect: "Count the top row first. Then count any dots in the bottom row."),
            ItemSample(
                "tenFrame", "How many dots are in the two ten frames?",
                fields: ["frames: 2", "filled: 12", "ask: count", "answer: 12"],
                hints: ["A full ten frame has 10 dots.", "Count on from 10 in the next frame."],
                correct: "Yes! 10 dots and 2 more make 12.", incorrect: "The first frame is full, so it has 10. Count on from 10."),
            ItemSample(
                "tenFrame", "How many counters are in the ten frames?",
                fields: ["frames: 2", "filled: 17", "ask: count", "answer: 17", "options: [16, 17, 18, 19]"],
                hints: ["The full frame has 10 counters.", "Count on from 10."],
                correct: "Yes! 10 and 7 more make 17.", incorrect: "Start at 10 for the full frame. Then count on each counter in the next frame."),
        ],
        "NY-K.CC.4b": [
            ItemSample(
                "multipleChoice", "Kofi counts his cars. He says 1, 2, 3, 4, 5. How many cars does he have?",
                fields: ["options: [1, 5, 6]", "answer: 5"],
                hints: ["The last number Kofi says tells how many."],
                correct: "Yes! The last number he says tells how many cars.", incorrect: "Find the last number Kofi says. That number tells how many."),
            ItemSample(
                "multipleChoice", "Mei counts 13 shells in a line. Then she puts them in a circle. How many shells now?",
                fields: ["options: [12, 13, 14]", "answer: 13"],
                hints: ["Did Mei add any shells?", "Did she take any away?"],
                correct: "Yes! Moving the shells does not change how many.", incorrect: "Mei did not add or take away shells. Moving them keeps the same number."),
            ItemSample(
                "multipleChoice", "Zara counts 8 blocks from left to right. Then she counts from right to left. How many will she get?",
                fields: ["options: [7, 8, 9]", "answer: 8"],
                hints: ["Did Zara add or take away any blocks?"],
                correct: "Yes! Counting in a new order gives the same number.", incorrect: "The blocks did not change. Any counting order gives the same number."),
            ItemSample(
                "counting", "The shells are in a circle. How many shells are there?",
                fields: ["objects: {arrangement: circle, count: 7, name: shell}", "answer: 7"],
                hints: ["Pick a shell to start with. Put your finger on it.", "Stop when you get back to that shell."],
                correct: "Yes! You counted 7 shells and stopped at the start.", incorrect: "Mark the shell you start with. Stop when you get back to it."),
            ItemSample(
                "counting", "Leaves are in a ring. How many leaves?",
                fields: ["objects: {arrangement: circle, count: 16, name: leaf}", "answer: 16"],
                hints: ["Mark the leaf you start on.", "Stop when you get back to it."],
                correct: "Yes! You counted 16 leaves around the ring.", incorrect: "Put your finger on one leaf to start. Count around and stop at that leaf."),
        ],
        "NY-K.CC.4c": [
            ItemSample(
                "numberLine", "Start at 6. Jump 1 more. Where do you land?",
                fields: ["from: 0", "to: 10", "start: 6", "jumps: [1]", "answer: 7"],
                hints: ["Put your finger on 6.", "Move to the next number."],
                correct: "Yes! 1 more than 6 is 7.", incorrect: "Start on 6. One jump takes you to the very next number."),
            ItemSample(
                "numberLine", "Start at 17. Jump 1 more, then 1 more. Where do you land?",
                fields: ["from: 10", "to: 20", "start: 17", "jumps: [1, 1]", "answer: 19"],
                hints: ["Make one jump at a time.", "Each jump goes to the next number."],
                correct: "Yes! 17, then 18, then 19.", incorrect: "Start on 17. Make two small jumps, each to the next number."),
            ItemSample(
                "multipleChoice", "What number is 1 more than 9?",
                fields: ["options: [8, 10, 11]", "answer: 10"],
                hints: ["Count up from 9.", "Say the number that comes after 9."],
                correct: "Yes! 1 more than 9 is 10.", incorrect: "Say 9, then say the next counting number. That is 1 more."),
            ItemSample(
                "multipleChoice", "Which number is 1 more than 12?",
                fields: ["options: [11, 12, 13, 14]", "answer: 13"],
                hints: ["Count up from 12."],
                correct: "Yes! 13 comes right after 12.", incorrect: "Say 12, then say the next number. That number is 1 more."),
            ItemSample(
                "numericInput", "What number is 1 more than 15?",
                fields: ["expression: 15 + 1", "answer: 16"],
                hints: ["Count up from 15.", "The next number is 1 more."],
                correct: "Yes! 1 more than 15 is 16.", incorrect: "Start at 15 and count up by one. Say the next number."),
        ],
        "NY-K.CC.4d": [
            ItemSample(
                "ordinal", "The toys race. The front is on the left. In what place is the car?",
                fields: ["sequence: [bus, car, bike, truck]", "ask: position", "target: car", "answer: 2"],
                hints: ["Start at the front toy.", "Count each toy up to the car."],
                correct: "Yes! The car is second.", incorrect: "Start at the front toy. Count each toy and stop at the car."),
            ItemSample(
                "ordinal", "The farm animals line up. The front is on the left. Which animal is sixth?",
                fields: ["sequence: [duck, goat, cow, horse, sheep, pig]", "ask: which", "target: 6", "answer: pig"],
                hints: ["Start at the front of the line.", "Touch each animal and say its place."],
                correct: "Yes! The pig is sixth.", incorrect: "Start at the front. Say first, second, third, and keep going."),
            ItemSample(
                "ordinal", "Six children line up. The front is on the left. Who is fourth?",
                fields: ["sequence: [Zara, Omar, Lila, Jin, Rosa, Dev]", "ask: which", "target: 4", "answer: Jin"],
                hints: ["Start at the front of the line.", "Say a place for each child."],
                correct: "Yes! Jin is fourth in line.", incorrect: "Start at the front. Say first, second, third, and keep going."),
            // Not "Which one means the same as third?" with 3rd among the options: the option is
            // read aloud as "third", so it is found by ear (COPY-ANSWER-HEARD).
            ItemSample(
                "ordinal", "The boats float in a row. The front is on the left. Which boat is third?",
                fields: ["sequence: [red boat, blue boat, green boat, yellow boat]", "ask: which", "target: 3", "answer: green boat"],
                hints: ["Start at the front boat.", "Touch each boat and say its place."],
                correct: "Yes! The green boat is third.", incorrect: "Start at the front. Say first, second, and keep going."),
            ItemSample(
                "multipleChoice", "What place comes after 7th?",
                fields: ["options: [6th, 8th, 9th]", "answer: 8th"],
                hints: ["Count 5th, 6th, 7th.", "Say the next place."],
                correct: "Yes! 7th, then 8th.", incorrect: "Count 5th, 6th, 7th. Then say the very next place."),
            ItemSample(
                "multipleChoice", "Kai is 2nd in a race. Nia is right in front of Kai. What place is Nia?",
                fields: ["options: [1st, 3rd, 4th]", "answer: 1st"],
                hints: ["Count from the start of the race.", "Which place comes before 2nd?"],
                correct: "Yes! Nia is in front of 2nd, so she is 1st.", incorrect: "Nia is one place in front of Kai. Say the place before 2nd."),
        ],
        "NY-K.CC.5a": [
            ItemSample(
                "counting", "Count the fish. Write the number.",
                fields: ["objects: {arrangement: line, count: 9, name: fish}", "answer: 9"],
                hints: ["Touch each fish as you count.", "The last number you say is the number to write."],
                correct: "Yes! You wrote 9 for 9 fish.", incorrect: "Count the fish again, one at a time. Write the last number you say."),
            ItemSample(
                "counting", "How many stars? Write the number.",
                fields: ["objects: {arrangement: array, count: 15, name: star}", "answer: 15"],
                hints: ["Count one row at a time.", "Find 10 first. Then count on."],
                correct: "Yes! There are 15 stars.", incorrect: "Count one row at a time. Find 10, then count on from 10."),
            ItemSample(
                "counting", "Leo builds with blocks. How many blocks does he have?",
                fields: ["objects: {arrangement: array, count: 8, name: block}", "answer: 8", "options: [6, 7, 8, 9]"],
                hints: ["Count one row. Then keep counting the next row."],
                correct: "Yes! Leo has 8 blocks.", incorrect: "Count the top row. Then keep going with the next row."),
            ItemSample(
                "tenFrame", "How many dots are in the ten frame?",
                fields: ["frames: 1", "filled: 5", "ask: count", "answer: 5"],
                hints: ["Count the dots in the top row.", "Then look at the bottom row."],
                correct: "Yes! The top row is full, so there are 5 dots.", incorrect: "Count the top row first. Then count any dots in the bottom row."),
            ItemSample(
                "tenFrame", "How many dots are in the two ten frames?",
                fields: ["frames: 2", "filled: 12", "ask: count", "answer: 12"],
                hints: ["A full ten frame has 10 dots.", "Count on from 10 in the next frame."],
                correct: "Yes! 10 dots and 2 more make 12.", incorrect: "The first frame is full, so it has 10. Count on from 10."),
            ItemSample(
                "tenFrame", "How many counters are in the ten frames?",
                fields: ["frames: 2", "filled: 17", "ask: count", "answer: 17", "options: [16, 17, 18, 19]"],
                hints: ["The full frame has 10 counters.", "Count on from 10."],
                correct: "Yes! 10 and 7 more make 17.", incorrect: "Start at 10 for the full frame. Then count on each counter in the next frame."),
        ],
        "NY-K.CC.5b": [
            ItemSample(
                "countOut", "Put 4 apples in the basket.",
                fields: ["object: apple", "count: 4", "available: 7", "container: basket", "answer: 4"],
                hints: ["Say a number each time you move an apple.", "Stop when you say the number you hear."],
                correct: "Yes! You put 4 apples in the basket.", incorrect: "Take the apples out. Move one at a time and count again."),
            ItemSample(
                "countOut", "Put 9 crayons in the box.",
                fields: ["object: crayon", "count: 9", "available: 12", "container: box", "answer: 9"],
                hints: ["Move one crayon each time you say a number.", "Stop when you say the number you hear."],
                correct: "Yes! 9 crayons are in the box.", incorrect: "Count the crayons in the box. Move one at a time."),
            ItemSample(
                "countOut", "Put 15 blocks in the bin.",
                fields: ["object: block", "count: 15", "available: 20", "container: bin", "answer: 15"],
                hints: ["Move 10 blocks first. Then count on.", "Stop when you say the number you hear."],
                correct: "Yes! 10 and 5 more make 15 blocks.", incorrect: "Move 10 first. Then count on from 10, one at a time."),
        ],
        "NY-K.CC.6": [
            ItemSample(
                "compare", "Which group has fewer ducks?",
                fields: ["left: {count: 6, name: ducks}", "right: {count: 4, name: ducks}", "ask: fewer", "answer: right"],
                hints: ["Match the ducks one to one.", "Fewer means not as many."],
                correct: "Yes! 4 ducks is fewer than 6 ducks.", incorrect: "Match the ducks one to one. The group that runs out first has fewer."),
            ItemSample(
                "compare", "Which group has fewer bees?",
                fields: ["left: {count: 8, name: bees}", "right: {count: 2, name: bees}", "ask: fewer", "answer: right"],
                hints: ["Which group looks like not as many?", "Count each group to check."],
                correct: "Yes! 2 bees is fewer than 8 bees.", incorrect: "Count the bees in each group. The smaller number is fewer."),
            ItemSample(
                "compare", "Count the stars in each box. Which box has more stars?",
                fields: ["left: {count: 6, name: stars}", "right: {count: 8, name: stars}", "ask: more", "answer: right"],
                hints: ["Count each box and say the number.", "Which number comes later when you count?"],
                correct: "Yes! 8 stars is more than 6 stars.", incorrect: "Count each box. The number you say later when counting is more."),
            ItemSample(
                "multipleChoice", "Ana has 5 hats. Ben has 5 hats. Who has more, or do they have the same?",
                fields: ["options: [Ana, Ben, They have the same]", "answer: They have the same"],
                hints: ["Look at the two numbers.", "Are they different?"],
                correct: "Yes! Both have 5 hats, so they have the same.", incorrect: "Ana and Ben each have a number of hats. Check if the numbers match."),
            ItemSample(
                "multipleChoice", "Mei has 7 crayons. Sam has 4 crayons. Who has fewer crayons?",
                fields: ["options: [Mei, Sam]", "answer: Sam"],
                hints: ["Show each number on your fingers.", "Which hand has not as many?"],
                correct: "Yes! 4 is fewer than 7, so Sam has fewer.", incorrect: "Hold up fingers for each number. The smaller group of fingers is fewer."),
            ItemSample(
                "multipleChoice", "Mei has 9 buttons. Leo has 4 buttons. Who has fewer buttons?",
                fields: ["options: [Mei, Leo]", "answer: Leo"],
                hints: ["Fewer means not as many.", "Which number do you say first when you count?"],
                correct: "Yes! 4 is fewer than 9, so Leo has fewer.", incorrect: "Count to 9. The number you say first is fewer."),
            ItemSample(
                "counting", "Ben has 3 kites. Mia has these kites. How many kites does Mia have?",
                fields: ["objects: {arrangement: line, count: 6, name: kite}", "answer: 6"],
                hints: ["Touch each kite as you count."],
                correct: "Yes! Mia has 6 kites. That is more than Ben has.", incorrect: "Touch each kite once. Say the last number to tell how many."),
        ],
        "NY-K.CC.7": [
            ItemSample(
                "compare", "Which number is greater?",
                fields: ["left: 3", "right: 8", "ask: more", "answer: right"],
                hints: ["Count from 1. Which number do you say later?"],
                correct: "Yes! 8 is greater than 3.", incorrect: "Count from 1. The number you say later is greater."),
            ItemSample(
                "compare", "Which number is less?",
                fields: ["left: 9", "right: 5", "ask: fewer", "answer: right"],
                hints: ["Count from 1. Which number do you say first?"],
                correct: "Yes! 5 is less than 9.", incorrect: "Count from 1. The number you say first is less."),
            ItemSample(
                "compare", "Which number is greater, or are they the same?",
                fields: ["left: 7", "right: 7", "ask: more", "answer: same"],
                hints: ["Look at both numbers. Are they different?"],
                correct: "Yes! 7 and 7 are equal.", incorrect: "Look at both numbers. Check if they are different or match."),
            ItemSample(
                "multipleChoice", "Which number is greater than 6?",
                fields: ["options: [2, 4, 9]", "answer: 9"],
                hints: ["Count from 6. Which numbers come after it?"],
                correct: "Yes! 9 comes after 6, so it is greater.", incorrect: "Count up from 6. Look for a number you say after 6."),
            ItemSample(
                "multipleChoice", "Which number is the biggest?",
                fields: ["options: [5, 10, 8]", "answer: 10"],
                hints: ["Count from 1 to find each number.", "The biggest is the one you say last."],
                correct: "Yes! 10 is greater than 5 and 8.", incorrect: "Count from 1. The number you get to last is the biggest."),
            ItemSample(
                "multipleChoice", "Omar has 8 grapes. Raj has 10 grapes. Who has more grapes?",
                fields: ["options: [Omar, Raj]", "answer: Raj"],
                hints: ["Which number do you say later when you count?"],
                correct: "Yes! 10 is greater than 8, so Raj has more.", incorrect: "Count to 10. The number you say later tells who has more."),
        ],
    ]

    static let ccStories: [String: ItemSample] = [
        "NY-K.CC.4c":
            ItemSample(
                "wordProblem", "Sam sees 7 birds in a tree. 1 more bird lands in the tree. How many birds are in the tree now?",
                fields: ["equation: 7 + 1 = ?", "answer: 8"],
                hints: ["1 more means the next counting number.", "Start at 7 and count up by one."],
                correct: "Yes! 1 more than 7 is 8.", incorrect: "Start at 7. Say the next counting number for the bird that lands."),
    ]
}
