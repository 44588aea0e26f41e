/// Measurement and Data (NY-K.MD, NY-1.MD): example items for each standard, taken from the shipped curriculum's items for
/// that standard (so they are of the types the curriculum teaches it with, and their copy is
/// early-reader copy that lints clean), and story problems for mastery checks.
extension ItemSamples {
    static let mdSamples: [String: [ItemSample]] = [
        "NY-K.MD.1": [
            ItemSample(
                "multipleChoice", "Mei wants to know how long her scarf is. Which word tells that?",
                fields: ["options: [length, weight]", "answer: length"],
                hints: ["Long and short tell how far it goes."],
                correct: "Yes! Length tells how long something is.", incorrect: "Put the scarf out flat. Are we finding how far it goes?"),
            ItemSample(
                "multipleChoice", "A rock is heavy. A leaf is not. Which word tells about a leaf?",
                fields: ["options: [light, tall]", "answer: light"],
                hints: ["Think of a leaf in the wind."],
                correct: "Yes! A leaf is light.", incorrect: "Think of a leaf in your hand. Do you feel a pull down?"),
            ItemSample(
                "multipleChoice", "A snake is long. A worm is not. Which word tells about a worm?",
                fields: ["options: [short, full]", "answer: short"],
                hints: ["Think of a tiny worm next to a long snake."],
                correct: "Yes! A worm is short next to a snake.", incorrect: "Picture a long snake and a tiny worm. Which word tells about the worm?"),
            ItemSample(
                "measure", "Hold a rock and a leaf. Which one is heavier?",
                fields: ["attribute: weight", "objects: [{name: rock, value: 8}, {name: leaf, value: 1}]", "ask: heavier", "answer: rock"],
                hints: ["Which one pulls your hand down more?"],
                correct: "Yes! The rock is heavy. It pulls your hand down.", incorrect: "Think of one in each hand. Which hand feels pulled down?"),
            ItemSample(
                "measure", "Stand a bottle next to a small cup. Which is taller?",
                fields: ["attribute: height", "objects: [{name: bottle, value: 7}, {name: cup, value: 3}]", "ask: taller", "answer: bottle"],
                hints: ["Stand them side by side on the table.", "Look at the tops. Which top is higher?"],
                correct: "Yes! The bottle is taller. Its top is higher.", incorrect: "Put both on the table. Which top goes up higher?"),
            ItemSample(
                "measure", "Sam fills a cup and a bucket with water. Which holds more?",
                fields: ["attribute: capacity", "objects: [{name: bucket, value: 8}, {name: cup, value: 2}]", "ask: holdsMore", "answer: bucket"],
                hints: ["Think about when you pour each one out. Which makes a bigger puddle?"],
                correct: "Yes! The bucket holds more water than the cup.", incorrect: "Pour each one into the sink in your head. Which takes longer?"),
        ],
        "NY-K.MD.2": [
            ItemSample(
                "measure", "Put a pencil and a crayon side by side. Which is longer?",
                fields: ["attribute: length", "objects: [{name: pencil, value: 6}, {name: crayon, value: 3}]", "ask: longer", "answer: pencil"],
                hints: ["Line up the ends at the bottom first.", "Look at the top ends. Which one sticks out?"],
                correct: "Yes! The pencil is longer than the crayon.", incorrect: "Line up the bottom ends. Then find the one that sticks out."),
            ItemSample(
                "measure", "Line up a ruler and an eraser. Which is shorter?",
                fields: ["attribute: length", "objects: [{name: ruler, value: 7}, {name: eraser, value: 2}]", "ask: shorter", "answer: eraser"],
                hints: ["Start both at the same place.", "The shorter one stops first."],
                correct: "Yes! The eraser is shorter than the ruler.", incorrect: "Start both at the end of the table. Which one stops first?"),
            ItemSample(
                "measure", "A leaf and a block sit on a scale. Which is lighter?",
                fields: ["attribute: weight", "objects: [{name: leaf, value: 1}, {name: block, value: 5}]", "ask: lighter", "answer: leaf"],
                hints: ["The lighter side of a scale goes up."],
                correct: "Yes! The leaf is so light its side goes up.", incorrect: "Look for the side that is up high. That side holds the lighter thing."),
            ItemSample(
                "multipleChoice", "Sam stands back to back with his dad. Sam's head is lower. Who is taller?",
                fields: ["options: [Sam, his dad]", "answer: his dad"],
                hints: ["The taller person's head is higher up."],
                correct: "Yes! His dad is taller. His head is higher.", incorrect: "Stand back to back and look at the heads. Whose head is higher?"),
            ItemSample(
                "multipleChoice", "A cup holds 5 spoons of sand. A bowl holds 8 spoons. Which holds more?",
                fields: ["options: [cup, bowl, they hold the same]", "answer: bowl"],
                hints: ["Which number of spoons is bigger?"],
                correct: "Yes! 8 spoons is more than 5 spoons.", incorrect: "Count up to 5, then up to 8. Which one did you count longer for?"),
            ItemSample(
                "multipleChoice", "Two pencils are each 6 cubes long. What can you say?",
                fields: ["options: [They are the same length., One is longer.]", "answer: They are the same length."],
                hints: ["Look at the two numbers of cubes."],
                correct: "Yes! 6 cubes and 6 cubes are the same length.", incorrect: "Compare the two numbers. Is one bigger, or do they match?"),
            ItemSample(
                "compare", "Kofi's tower has 7 blocks. Mei's tower has 4 blocks. Which tower has more blocks?",
                fields: ["left: {count: 7, name: blocks}", "right: {count: 4, name: blocks}", "ask: more", "answer: left"],
                hints: ["Match the blocks one to one, from the bottom up."],
                correct: "Yes! Kofi's tower has more blocks, so it is taller too.", incorrect: "Match the blocks one to one. Which tower has blocks with no match?"),
            ItemSample(
                "compare", "Ana's train has 5 cars. Omar's train has 8 cars. Which train has fewer cars?",
                fields: ["left: {count: 5, name: train cars}", "right: {count: 8, name: train cars}", "ask: fewer", "answer: left"],
                hints: ["Line up the two trains, car by car."],
                correct: "Yes! Ana's train has fewer cars, so it is shorter.", incorrect: "Match the cars one to one. The train that runs out first has fewer."),
        ],
        "NY-K.MD.3": [
            ItemSample(
                "sortClassify", "Kofi sorts his toy cars. How many red cars are there?",
                fields: ["categories: [{count: 5, name: red cars}, {count: 3, name: blue cars}]", "ask: count", "category: red cars", "answer: 5"],
                hints: ["Push each red car as you count it."],
                correct: "Yes! Kofi has 5 red cars.", incorrect: "Count only the red group. Push each car forward as you say a number."),
            ItemSample(
                "sortClassify", "Ana sorts her bath toys into ducks and frogs. Which group has more?",
                fields: ["categories: [{count: 4, name: ducks}, {count: 2, name: frogs}]", "ask: most", "answer: ducks"],
                hints: ["Count each group. Then compare the two numbers."],
                correct: "Yes! There are more ducks than frogs.", incorrect: "Count each group. The bigger number is the group with more."),
            ItemSample(
                "sortClassify", "A farm has cows, pigs and hens. Which group has the fewest?",
                fields: ["categories: [{count: 4, name: cows}, {count: 6, name: pigs}, {count: 2, name: hens}]", "ask: fewest", "answer: hens"],
                hints: ["Count each group. Find the smallest number."],
                correct: "Yes! There are only 2 hens.", incorrect: "Count the animals in each group. The fewest is the smallest number."),
            ItemSample(
                "multipleChoice", "Which one does not go with the rest? Spoon, fork, cup, shoe.",
                fields: ["options: [spoon, fork, cup, shoe]", "answer: shoe"],
                hints: ["Three of them are used for eating."],
                correct: "Yes! A shoe is not used for eating.", incorrect: "Ask about each one. Do you use it to eat? Find the one you do not."),
            ItemSample(
                "multipleChoice", "Ana sorts things into soft and hard. Where does a rock go?",
                fields: ["options: [soft, hard]", "answer: hard"],
                hints: ["Think about a rock in your hand."],
                correct: "Yes! A rock is hard.", incorrect: "Push on a rock with your finger. Does it go in?"),
            ItemSample(
                "multipleChoice", "Which one does not go with the rest? Cat, dog, bus, cow.",
                fields: ["options: [cat, dog, bus, cow]", "answer: bus"],
                hints: ["Three of them are animals."],
                correct: "Yes! A bus is not an animal.", incorrect: "Ask about each one. Is it an animal? Find the one that is not."),
            ItemSample(
                "barGraph", "The class picked a fruit. How many picked bananas?",
                fields: ["categories: [{count: 4, name: apples}, {count: 6, name: bananas}]", "ask: count", "category: bananas", "answer: 6"],
                hints: ["Find the banana bar. Count its boxes."],
                correct: "Yes! 6 children picked bananas.", incorrect: "Put your finger on the banana bar. Count each box in it."),
            ItemSample(
                "barGraph", "Children picked a pet. Which pet did the most children pick?",
                fields: ["categories: [{count: 5, name: cats}, {count: 3, name: dogs}, {count: 2, name: fish}]", "ask: most", "answer: cats"],
                hints: ["Look for the longest bar."],
                correct: "Yes! The cat bar is the longest.", incorrect: "Find the longest bar. Count its boxes to check."),
            ItemSample(
                "barGraph", "The graph shows paint colors. Which color has the fewest?",
                fields: ["categories: [{count: 6, name: red}, {count: 4, name: blue}, {count: 7, name: green}]", "ask: fewest", "answer: blue"],
                hints: ["Look for the shortest bar."],
                correct: "Yes! The blue bar is the shortest.", incorrect: "Find the bar that stops first. Count each bar to check."),
        ],
        "NY-K.MD.4": [
            ItemSample(
                "coins", "What is the name of this coin?",
                fields: ["coins: [dime]", "ask: name", "coin: dime", "answer: dime"],
                hints: ["It is the smallest silver coin."],
                correct: "Yes! That tiny silver coin is a dime.", incorrect: "Look at the size and color. Which silver coin is the smallest?"),
            ItemSample(
                "coins", "Hold this brown coin. What is it called?",
                fields: ["coins: [penny]", "ask: name", "coin: penny", "answer: penny"],
                hints: ["It is worth one cent.", "It is the only coin that is not silver."],
                correct: "Yes! A penny is the brown coin.", incorrect: "Look at its color. Only one coin is brown. Which coin is worth one cent?"),
            ItemSample(
                "coins", "This is the smallest coin. It is silver. What is it called?",
                fields: ["coins: [dime]", "ask: name", "coin: dime", "answer: dime"],
                hints: ["It is smaller than a penny."],
                correct: "Yes! A dime is the smallest coin.", incorrect: "Look at the size. Which silver coin is the smallest of all?"),
            ItemSample(
                "multipleChoice", "Which coin is the biggest?",
                fields: ["options: [quarter, penny, dime]", "answer: quarter"],
                hints: ["Put the coins side by side and compare."],
                correct: "Yes! The quarter is the biggest coin.", incorrect: "Picture the coins next to each other. Which one takes up the most space?"),
            ItemSample(
                "multipleChoice", "Which coin is brown?",
                fields: ["options: [penny, dime, nickel, quarter]", "answer: penny"],
                hints: ["Three of these coins are silver."],
                correct: "Yes! The penny is the brown coin.", incorrect: "Put the coins side by side. Find the one that is not silver."),
            ItemSample(
                "multipleChoice", "Which coin is the smallest?",
                fields: ["options: [dime, penny, nickel, quarter]", "answer: dime"],
                hints: ["Look for the tiny silver coin."],
                correct: "Yes! The dime is the smallest coin.", incorrect: "Put the coins side by side. Find the one that takes up the least space."),
            ItemSample(
                "sortClassify", "Mei sorts her coins into pennies and dimes. How many dimes are there?",
                fields: ["categories: [{count: 6, name: pennies}, {count: 4, name: dimes}]", "ask: count", "category: dimes", "answer: 4"],
                hints: ["Find the small silver coins. Count only those."],
                correct: "Yes! Mei has 4 dimes.", incorrect: "Look at the silver group only. Touch and count each coin once."),
            ItemSample(
                "sortClassify", "Kofi sorts his coins into pennies and dimes. How many pennies are there?",
                fields: ["categories: [{count: 5, name: pennies}, {count: 3, name: dimes}]", "ask: count", "category: pennies", "answer: 5"],
                hints: ["Find the brown coins. Count only those."],
                correct: "Yes! Kofi has 5 pennies.", incorrect: "Look at the brown group only. Touch and count each coin once."),
            ItemSample(
                "sortClassify", "Sam sorts his coins. Which group has the most?",
                fields: ["categories: [{count: 3, name: pennies}, {count: 5, name: dimes}, {count: 2, name: nickels}]", "ask: most", "answer: dimes"],
                hints: ["Count each group. Find the biggest number."],
                correct: "Yes! There are more dimes than any other coin.", incorrect: "Count each group of coins. The biggest number has the most."),
        ],
        "NY-1.MD.1": [
            ItemSample(
                "measure", "Put them in order from longest to shortest.",
                fields: ["attribute: length", "objects: [{name: rope, value: 12}, {name: stick, value: 8}, {name: twig, value: 5}]", "ask: order", "answer: [rope, stick, twig]"],
                hints: ["Line up the ends on one side.", "Find the longest first."],
                correct: "Great! Longest, then middle, then shortest.", incorrect: "Line up the ends. Pick the one that sticks out most, then the next."),
            ItemSample(
                "measure", "Which is shorter?",
                fields: ["attribute: length", "objects: [{name: ribbon, value: 9}, {name: string, value: 12}]", "ask: shorter", "answer: ribbon"],
                hints: ["Line up the ends on one side.", "The shorter one stops first."],
                correct: "Yes! The ribbon stops first, so it is shorter.", incorrect: "Line up the ends. Look for the one that stops before the other."),
            ItemSample(
                "measure", "Kofi and Ana build block towers. Which tower is taller?",
                fields: ["attribute: height", "objects: [{name: red tower, value: 9}, {name: blue tower, value: 6}]", "ask: taller", "answer: red tower"],
                hints: ["Both towers start on the floor.", "Look at the tops."],
                correct: "Yes! The red tower goes up higher.", incorrect: "Both towers start on the same floor. Look at which top is higher."),
            ItemSample(
                "multipleChoice", "The rug is longer than the string. The string is longer than the mat. Which is longer?",
                fields: ["options: [the rug, the mat]", "answer: the rug"],
                hints: ["The string is in the middle.", "Something longer than the string is longer than the mat too."],
                correct: "Yes! The rug is longer than the string and the mat.", incorrect: "Put the three in order. The string is in the middle. Which is at the long end?"),
            ItemSample(
                "multipleChoice", "The mat is longer than the towel. The towel is longer than the cloth. Which is shortest?",
                fields: ["options: [the mat, the towel, the cloth]", "answer: the cloth"],
                hints: ["The towel is in the middle."],
                correct: "Yes! The cloth is shorter than the towel and the mat.", incorrect: "Put the three in order with the towel in the middle. Which is at the short end?"),
            ItemSample(
                "multipleChoice", "The rope is longer than the stick. The stick is longer than the pen. Which is longest?",
                fields: ["options: [rope, stick, pen]", "answer: rope"],
                hints: ["Find the one that is longer than the other two."],
                correct: "Yes! The rope is longer than the stick and the pen.", incorrect: "Draw three lines to show the clues. Which line is longer than the other two?"),
            ItemSample(
                "ordinal", "The crayons are in a line from longest to shortest. Which crayon is third?",
                fields: ["sequence: [blue crayon, red crayon, green crayon]", "ask: which", "target: 3", "answer: green crayon"],
                hints: ["Start at the longest and count first, second, third."],
                correct: "Yes! The third crayon is the shortest one.", incorrect: "Point to the longest crayon and say first. Keep counting to third."),
        ],
        "NY-1.MD.2": [
            ItemSample(
                "multipleChoice", "Omar starts at the end of the stick. His cubes touch with no spaces. Is that right?",
                fields: ["options: ['yes', 'no']", "answer: 'yes'"],
                hints: ["Think of the rules for measuring."],
                correct: "Yes! Start at the end and leave no spaces.", incorrect: "Check the rules. Start at the end, with no spaces and no overlaps."),
            ItemSample(
                "multipleChoice", "Leo's cubes have spaces between them. Is that a good way to measure?",
                fields: ["options: ['yes', 'no']", "answer: 'no'"],
                hints: ["Units must touch end to end."],
                correct: "Right! Cubes must touch, with no spaces.", incorrect: "Look at the spaces. The length in each space is not counted."),
            ItemSample(
                "multipleChoice", "Priya leaves a space between two cubes. Will her count be too many or too few?",
                fields: ["options: [too many, too few]", "answer: too few"],
                hints: ["A space is length with no cube on it."],
                correct: "Yes! The space is not counted, so the count comes out short.", incorrect: "A space is part of the length with no cube. Is that part counted?"),
            ItemSample(
                "measure", "How many cubes long is the pencil?",
                fields: ["attribute: length", "objects: [{name: pencil, value: 8}, {name: crayon, value: 5}]", "ask: units", "unit: cube", "answer: 8"],
                hints: ["Start counting at the end of the pencil.", "Count the cubes up to the tip."],
                correct: "Great! The pencil is 8 cubes long.", incorrect: "Start at one end of the pencil. Count each cube until the tip."),
            ItemSample(
                "measure", "How many paper clips long is the leaf?",
                fields: ["attribute: length", "objects: [{name: leaf, value: 5}, {name: stick, value: 9}]", "ask: units", "unit: paper clip", "answer: 5"],
                hints: ["Start at the end of the leaf."],
                correct: "Yes! The leaf is 5 paper clips long.", incorrect: "Start at one end of the leaf. Count each clip up to the other end."),
            ItemSample(
                "measure", "The shoe is 6 cubes long. The sock is 4 cubes long. Which is longer?",
                fields: ["attribute: length", "objects: [{name: shoe, value: 6}, {name: sock, value: 4}]", "ask: longer", "answer: shoe"],
                hints: ["More cubes means longer."],
                correct: "Yes! 6 cubes is longer than 4 cubes.", incorrect: "Compare the numbers of cubes. The bigger number is longer."),
            ItemSample(
                "counting", "Cubes sit end to end beside a toy car. How many cubes long is the car?",
                fields: ["objects: {arrangement: line, count: 10, name: cube}", "answer: 10"],
                hints: ["Touch each cube as you count."],
                correct: "Yes! The car is 10 cubes long.", incorrect: "Touch each cube from one end to the other. Say a number for each."),
            ItemSample(
                "counting", "Cubes sit end to end beside the crayon. How many cubes long is the crayon?",
                fields: ["objects: {arrangement: line, count: 6, name: cube}", "answer: 6"],
                hints: ["Touch each cube as you count.", "Count each cube one time."],
                correct: "Yes! The crayon is 6 cubes long.", incorrect: "Touch each cube from one end to the other. Say a number for each."),
            ItemSample(
                "counting", "Paper clips go end to end under the ribbon. How many paper clips long is the ribbon?",
                fields: ["objects: {arrangement: line, count: 9, name: paper clip}", "answer: 9"],
                hints: ["Touch each paper clip as you count."],
                correct: "Yes! The ribbon is 9 paper clips long.", incorrect: "Start at one end. Touch and count each clip to the other end."),
        ],
        "NY-1.MD.3a": [
            ItemSample(
                "clock", "What time does the clock show?",
                fields: ["mode: read", "time: '6:30'", "options: ['6:30', '7:30', '6:00']", "answer: '6:30'"],
                hints: ["The long hand points down, so it is half past.", "Read the hour the short hand is past."],
                correct: "Yes! It is half past 6.", incorrect: "The short hand is between two numbers. Use the number it is past."),
            ItemSample(
                "clock", "Move the hands to show 7 o'clock.",
                fields: ["mode: set", "time: '7:00'", "answer: '7:00'"],
                hints: ["Point the long hand straight up.", "Point the short hand at the hour."],
                correct: "Great! The short hand is on the 7. The long hand is on the 12.", incorrect: "Put the long hand straight up at the top. Then point the short hand at the hour."),
            ItemSample(
                "clock", "Move the hands to show half past 2.",
                fields: ["mode: set", "time: '2:30'", "answer: '2:30'"],
                hints: ["At half past, the long hand points straight down.", "The short hand sits between two numbers."],
                correct: "Great! The long hand is on the 6, halfway around.", incorrect: "Point the long hand straight down. Put the short hand a little past the hour."),
            ItemSample(
                "multipleChoice", "At o'clock, where does the long hand point?",
                fields: ["options: [at the 12, at the 6, at the 3]", "answer: at the 12"],
                hints: ["The long hand counts the minutes.", "At o'clock it points straight up, to the top."],
                correct: "Yes! At o'clock the long hand points straight up.", incorrect: "Look at a clock at o'clock. The long hand points to the very top."),
            ItemSample(
                "multipleChoice", "At half past, where does the long hand point?",
                fields: ["options: [at the 6, at the 12]", "answer: at the 6"],
                hints: ["Half past means halfway around the clock.", "The long hand points straight down."],
                correct: "Yes! The long hand has gone halfway around.", incorrect: "Move your finger halfway around a clock from the top. Where do you stop?"),
            ItemSample(
                "multipleChoice", "Which time is half past 3?",
                fields: ["options: ['3:30', '3:00', '6:30']", "answer: '3:30'"],
                hints: ["Half past means 30 minutes after the hour."],
                correct: "Yes! Half past 3 is written 3:30.", incorrect: "Find the hour first. Then look for 30 minutes after it."),
            ItemSample(
                "clock", "Move the hands to show 4 o'clock.",
                fields: ["mode: set", "time: '4:00'", "answer: '4:00'"],
                hints: ["The long hand points straight up at o'clock.", "The short hand points at the hour."],
                correct: "Great! The short hand is on the 4. The long hand is straight up.", incorrect: "Put the long hand straight up. Then point the short hand at the hour you hear."),
            ItemSample(
                "clock", "What time does the clock show?",
                fields: ["mode: read", "time: '9:00'", "options: ['9:00', '9:30', '12:00']", "answer: '9:00'"],
                hints: ["The long hand points straight up, so it is o'clock.", "Read the number the short hand points at."],
                correct: "Yes! It is 9 o'clock.", incorrect: "The long hand is at the top, so it is o'clock. Look where the short hand points."),
        ],
        "NY-1.MD.3b": [
            ItemSample(
                "coins", "This coin is brown. It is worth 1 cent. What is its name?",
                fields: ["coins: [penny]", "ask: name", "coin: penny", "answer: penny"],
                hints: ["It is the only brown coin.", "It is worth the least of all the coins."],
                correct: "Yes! A penny is brown and worth 1¢.", incorrect: "Look at the color. Which coin is brown and worth 1 cent?"),
            ItemSample(
                "coins", "How many cents is a dime worth?",
                fields: ["coins: [dime]", "ask: value", "coin: dime", "answer: 10"],
                hints: ["A dime is small and silver.", "Think of how many pennies make a dime."],
                correct: "Yes! A dime is worth 10¢.", incorrect: "Think of a dime like a rod of cubes. How many pennies is that?"),
            ItemSample(
                "coins", "This coin is worth 5 cents. It is bigger than a dime. What is it called?",
                fields: ["coins: [nickel]", "ask: name", "coin: nickel", "answer: nickel"],
                hints: ["It is a silver coin.", "It is worth 5 pennies."],
                correct: "Yes! A nickel is worth 5¢.", incorrect: "Look at the size and the color. Which silver coin is worth 5 cents?"),
            ItemSample(
                "multipleChoice", "Which coin is worth 1 cent?",
                fields: ["options: [penny, nickel, dime]", "answer: penny"],
                hints: ["It is the brown coin."],
                correct: "Yes! A penny is worth 1¢.", incorrect: "Look for the brown coin. It is worth the least."),
            ItemSample(
                "multipleChoice", "This coin is small and thin. It is worth 10¢. Which coin is it?",
                fields: ["options: [penny, nickel, dime]", "answer: dime"],
                hints: ["It is the smallest coin, but not the least money."],
                correct: "Yes! A dime is small but worth 10¢.", incorrect: "Size does not tell the value. Which coin is worth 10 cents?"),
            ItemSample(
                "multipleChoice", "Which coin is worth the most?",
                fields: ["options: [penny, nickel, dime, quarter]", "answer: quarter"],
                hints: ["Think of the value of each coin.", "Compare 1, 5, 10 and 25."],
                correct: "Yes! A quarter is worth 25¢, the most.", incorrect: "Say the value of each coin. Pick the biggest number."),
        ],
        "NY-1.MD.3c": [
            ItemSample(
                "coins", "How many cents are these coins worth?",
                fields: ["coins: [dime, dime, penny]", "ask: total", "answer: 21"],
                hints: ["Count the dimes by tens.", "Then count on the penny."],
                correct: "Yes! 10, 20, and 1 more is 21¢.", incorrect: "Count the dimes by tens first. Then count on 1 for each penny."),
            ItemSample(
                "coins", "How many cents are these dimes worth?",
                fields: ["coins: [dime, dime, dime]", "ask: total", "answer: 30"],
                hints: ["Count by tens, one ten for each dime."],
                correct: "Great! 10, 20, 30. That is 30¢.", incorrect: "Touch each dime and count by tens."),
            ItemSample(
                "coins", "A toy car costs 23¢. Can Mei pay for it with these coins?",
                fields: ["coins: [dime, dime, penny, penny, penny]", "ask: canPay", "target: 23", "answer: true"],
                hints: ["Count the coins. Start with the dimes.", "Compare the total with 23¢."],
                correct: "Yes! The coins make 23¢.", incorrect: "Count the dimes by tens and the pennies by ones. Then compare with 23¢."),
            ItemSample(
                "multipleChoice", "Which coins make 34¢?",
                fields: ["options: [3 dimes and 4 pennies, 4 dimes and 3 pennies]", "answer: 3 dimes and 4 pennies"],
                hints: ["The tens digit tells how many dimes."],
                correct: "Yes! 30¢ and 4¢ make 34¢.", incorrect: "34 has 3 tens and 4 ones. Dimes are tens and pennies are ones."),
            ItemSample(
                "multipleChoice", "Omar has 5 dimes. How many cents is that?",
                fields: ["options: [5, 15, 50]", "answer: 50"],
                hints: ["Count by tens, once for each dime."],
                correct: "Yes! 5 dimes is 50¢.", incorrect: "Each dime is worth 10¢. Count by tens for 5 dimes."),
            ItemSample(
                "multipleChoice", "Leo has 3 dimes. Priya has 8 pennies. Who has more cents?",
                fields: ["options: [Leo, Priya]", "answer: Leo"],
                hints: ["Find how many cents each child has.", "More coins does not always mean more money."],
                correct: "Yes! 30¢ is more than 8¢.", incorrect: "Count each child's coins in cents. Then compare the two numbers."),
            ItemSample(
                "numberLine", "Count 3 dimes and 2 pennies on the number line. Where do you land?",
                fields: ["from: 0", "to: 50", "start: 0", "jumps: [10, 10, 10, 1, 1]", "answer: 32"],
                hints: ["Make a jump of 10 for each dime.", "Make a jump of 1 for each penny."],
                correct: "Great! 3 dimes and 2 pennies is 32¢.", incorrect: "Jump by tens for the dimes. Then hop by ones for the pennies."),
        ],
        "NY-1.MD.4": [
            ItemSample(
                "barGraph", "The graph shows pets on our street. How many more dogs than cats are there?",
                fields: ["categories: [{count: 6, name: dogs}, {count: 4, name: cats}]", "ask: difference", "category: dogs", "other: cats", "answer: 2"],
                hints: ["Find where the cats bar stops.", "Count how much taller the dogs bar is."],
                correct: "Yes! The dogs bar is 2 taller.", incorrect: "Look at the top of the cats bar. Count up to the top of the dogs bar."),
            ItemSample(
                "barGraph", "The graph shows fruit kids chose. How many more chose apples than grapes?",
                fields: ["categories: [{count: 8, name: apples}, {count: 5, name: grapes}, {count: 3, name: plums}]", "ask: difference", "category: apples", "other: grapes", "answer: 3"],
                hints: ["Find where the grapes bar stops.", "Count up to the top of the apples bar."],
                correct: "Yes! 8 is 3 more than 5.", incorrect: "Look at the top of the grapes bar. Count up to the top of the apples bar."),
            ItemSample(
                "barGraph", "The graph shows toys on the playground. Which toy has the most?",
                fields: ["categories: [{count: 5, name: bikes}, {count: 9, name: balls}, {count: 6, name: wagons}]", "ask: most", "answer: balls"],
                hints: ["Find the tallest bar."],
                correct: "Yes! That bar is the tallest.", incorrect: "Compare the bars. The tallest bar shows the most."),
            ItemSample(
                "sortClassify", "Sort the fruit into apples and bananas. How many apples are there?",
                fields: ["categories: [{count: 4, name: apples}, {count: 3, name: bananas}]", "ask: count", "category: apples", "answer: 4"],
                hints: ["Put each apple in the apple group.", "Touch each apple as you count."],
                correct: "Yes! There are 4 apples.", incorrect: "Move the apples to one side. Touch and count only the apples."),
            ItemSample(
                "sortClassify", "Kofi sorts buttons by color. How many buttons are there in all?",
                fields: ["categories: [{count: 5, name: red}, {count: 2, name: blue}, {count: 3, name: yellow}]", "ask: total", "answer: 10"],
                hints: ["Count each group.", "Then add the groups together."],
                correct: "Great! 5 + 2 + 3 is 10 buttons.", incorrect: "Count the red, blue and yellow groups. Then add the three numbers."),
            ItemSample(
                "sortClassify", "The class sorts toy pets. Which group has the most?",
                fields: ["categories: [{count: 6, name: cats}, {count: 4, name: dogs}, {count: 2, name: fish}]", "ask: most", "answer: cats"],
                hints: ["Count each group.", "Find the biggest number."],
                correct: "Yes! The cat group has 6, the most.", incorrect: "Count each group and say the numbers. Which number is the biggest?"),
            ItemSample(
                "compare", "Line up the red cubes and the blue cubes. Which group has more?",
                fields: ["left: {count: 6, name: red cubes}", "right: {count: 4, name: blue cubes}", "ask: more", "answer: left"],
                hints: ["Match each red cube with a blue cube.", "Look for cubes with no partner."],
                correct: "Yes! The red group has cubes left over, so it has more.", incorrect: "Match the cubes one to one. The group with extra cubes has more."),
            ItemSample(
                "compare", "Which group has fewer animals, the ducks or the frogs?",
                fields: ["left: {count: 5, name: ducks}", "right: {count: 8, name: frogs}", "ask: fewer", "answer: left"],
                hints: ["Match each duck with a frog.", "The group that runs out first has fewer."],
                correct: "Yes! The ducks run out first, so there are fewer ducks.", incorrect: "Match them one to one. The group that runs out first has fewer."),
            ItemSample(
                "compare", "Which group of beads has fewer?",
                fields: ["left: {count: 9, name: red beads}", "right: {count: 6, name: blue beads}", "ask: fewer", "answer: right"],
                hints: ["Match each red bead with a blue bead.", "The group that runs out first has fewer."],
                correct: "Yes! The blue beads run out first.", incorrect: "Match the beads one to one. The group that runs out first has fewer."),
        ],
    ]

    static let mdStories: [String: ItemSample] = [
        "NY-1.MD.3c":
            ItemSample(
                "wordProblem", "Kofi has 1 dime and 6 pennies. How many cents does Kofi have?",
                fields: ["equation: 10 + 6 = ?", "answer: 16"],
                hints: ["A dime is 10 cents.", "Count on 1 for each penny."],
                correct: "Yes! 10¢ and 6¢ is 16¢.", incorrect: "Start at 10 for the dime. Count on 1 for each penny."),
        "NY-1.MD.4":
            ItemSample(
                "wordProblem", "12 kids like apples best. 7 kids like pears best. How many more kids like apples?",
                fields: ["equation: 12 - 7 = ?", "answer: 5"],
                hints: ["Count on from 7 to 12.", "7 and 3 make 10. Then count on 2."],
                correct: "Yes! 12 - 7 is 5 more kids.", incorrect: "Start at 7. Count up to 10, then up to 12. Add the jumps."),
    ]
}
