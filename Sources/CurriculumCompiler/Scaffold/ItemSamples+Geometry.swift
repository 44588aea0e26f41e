/// Geometry (NY-K.G, NY-1.G): example items for each standard, taken from the shipped curriculum's items for
/// that standard (so they are of the types the curriculum teaches it with, and their copy is
/// early-reader copy that lints clean), and story problems for mastery checks.
extension ItemSamples {
    static let gSamples: [String: [ItemSample]] = [
        "NY-K.G.1": [
            ItemSample(
                "multipleChoice", "A light is up over a desk. Where is the desk?",
                fields: ["options: [below the light, above the light]", "answer: below the light"],
                hints: ["The light is up high. Look down from it."],
                correct: "Yes! The desk is below the light.", incorrect: "Point up for the light. Then move your finger down to the desk."),
            ItemSample(
                "multipleChoice", "Put a block on your desk. Hold a pencil up over it. Where is the pencil?",
                fields: ["options: [above the block, below the block]", "answer: above the block"],
                hints: ["Is the pencil higher or lower than the block?"],
                correct: "Yes! The pencil is up over the block.", incorrect: "Look at your hand. Is it higher than the block?"),
            ItemSample(
                "multipleChoice", "A kite flies high over a tree. Where is the kite?",
                fields: ["options: [above the tree, below the tree]", "answer: above the tree"],
                hints: ["Kites fly up in the sky."],
                correct: "Yes! The kite is up above the tree.", incorrect: "Think about where kites fly. Is that high or low?"),
            ItemSample(
                "dragDrop", "Match each word to the picture it tells about.",
                fields: ["pairs: [{item: above, target: a kite over a house}, {item: below, target: a cat under a bed}, {item: beside, target: a cup by a plate}]"],
                hints: ["Use your hand. Put it over, under and next to your desk."],
                correct: "Great job! You know three words that tell where.", incorrect: "Move your hand over your desk. Then move it under. Then move it beside."),
            ItemSample(
                "dragDrop", "Match each picture to the word that tells where.",
                fields: ["pairs: [{item: a light over a bed, target: above}, {item: shoes under a bed, target: below}, {item: a cat in back of a tree, target: behind}]"],
                hints: ["Say where each thing is. Is it over, under or in back?"],
                correct: "Great job! You matched each picture to its word.", incorrect: "Look at each picture. Is the thing up high, down low, or in back?"),
            ItemSample(
                "dragDrop", "Match each word to one that means the other way.",
                fields: ["pairs: [{item: above, target: below}, {item: in front of, target: behind}]"],
                hints: ["Think of the word that means the other way."],
                correct: "Great job! Each word found its match.", incorrect: "Put your hand up high, then down low. Then stand in front of a chair, then behind it."),
        ],
        "NY-K.G.2": [
            ItemSample(
                "shape", "Trace this shape with your finger. What is its name?",
                fields: ["shape: circle", "ask: name", "options: [circle, square, triangle]", "answer: circle"],
                hints: ["It is round all the way around.", "It has no corners."],
                correct: "Yes! A circle is round, with no corners.", incorrect: "Trace it again. Did your finger turn a corner?"),
            ItemSample(
                "shape", "Hold this shape block. What is its name?",
                fields: ["shape: triangle", "ask: name", "options: [triangle, square, circle]", "answer: triangle"],
                hints: ["Count its sides with your finger."],
                correct: "Yes! A triangle has 3 sides.", incorrect: "Run your finger along each side and count. Which shape has that many sides?"),
            ItemSample(
                "shape", "This shape is very small. What is its name?",
                fields: ["shape: triangle", "ask: name", "options: [triangle, circle, rectangle]", "answer: triangle"],
                hints: ["Size does not change the name. Count the sides."],
                correct: "Yes! A tiny triangle is still a triangle.", incorrect: "Count the sides, even if the shape is tiny. Which shape has that many?"),
            ItemSample(
                "counting", "Look for shapes! How many triangles can you find?",
                fields: ["objects: {arrangement: scattered, count: 5, name: triangle}", "answer: 5"],
                hints: ["Look for shapes with 3 sides.", "Mark each one as you count it."],
                correct: "Yes! You found 5 triangles.", incorrect: "Touch each triangle once. Mark it so you do not count it again."),
            ItemSample(
                "counting", "Some squares are big and some are small. How many squares are there in all?",
                fields: ["objects: {arrangement: scattered, count: 6, name: square}", "answer: 6"],
                hints: ["Count big and small squares.", "Touch each square one time."],
                correct: "Yes! There are 6 squares, big and small.", incorrect: "Count every square, big or small or turned. Touch each one once."),
            ItemSample(
                "multipleChoice", "Which thing has the shape of a circle?",
                fields: ["options: [a coin, a book, a door]", "answer: a coin"],
                hints: ["Look for the thing that is round."],
                correct: "Yes! A coin is round like a circle.", incorrect: "Trace each thing in the air. Which one is round with no corners?"),
            ItemSample(
                "multipleChoice", "Look at a big circle and a small circle. Are they both circles?",
                fields: ["options: ['Yes, both are circles.', 'No, only the big one is.']", "answer: Yes, both are circles."],
                hints: ["Size does not change the name of a shape."],
                correct: "Yes! Big or small, both are circles.", incorrect: "Look at each shape. Are both round with no corners? Size does not change the name."),
        ],
        "NY-K.G.3": [
            ItemSample(
                "shape", "Is this shape flat or solid?",
                fields: ["shape: cube", "ask: flatOrSolid", "answer: solid"],
                hints: ["Could you pick it up and turn it around?"],
                correct: "Yes! A cube is solid. You can hold it.", incorrect: "Think about a block. Can you stack it? Can you hold it?"),
            ItemSample(
                "shape", "Is a sphere flat or solid?",
                fields: ["shape: sphere", "ask: flatOrSolid", "answer: solid"],
                hints: ["A sphere is like a ball."],
                correct: "Yes! A sphere is solid. You can roll it.", incorrect: "Think of a ball. Can you hold it and roll it?"),
            ItemSample(
                "shape", "Is a cylinder flat or solid?",
                fields: ["shape: cylinder", "ask: flatOrSolid", "answer: solid"],
                hints: ["A cylinder is like a can of soup."],
                correct: "Yes! A cylinder is solid, like a can.", incorrect: "Think of a can. Can you hold it and roll it?"),
            ItemSample(
                "multipleChoice", "Which shape is solid?",
                fields: ["options: [cube, square, triangle]", "answer: cube"],
                hints: ["A solid shape is one you can hold and turn."],
                correct: "Yes! A cube is solid, like a block.", incorrect: "Which one could you stack like a block?"),
            ItemSample(
                "multipleChoice", "Sam rolls a ball. What shape is a ball?",
                fields: ["options: [sphere, circle, cone]", "answer: sphere"],
                hints: ["A ball is solid and round all over."],
                correct: "Yes! A ball is a sphere. A circle is flat.", incorrect: "A circle is flat, like a drawing. Which solid is round all over?"),
            ItemSample(
                "multipleChoice", "A paper plate is flat and round. What shape is it?",
                fields: ["options: [circle, sphere, cylinder]", "answer: circle"],
                hints: ["It is flat, so it is not a solid shape."],
                correct: "Yes! A flat, round shape is a circle.", incorrect: "The plate is flat. Which shape is flat and round with no corners?"),
            ItemSample(
                "sortClassify", "Omar sorts shapes into flat and solid. How many are solid?",
                fields: ["categories: [{count: 3, name: flat}, {count: 5, name: solid}]", "ask: count", "category: solid", "answer: 5"],
                hints: ["Count the shapes you could hold and turn."],
                correct: "Yes! There are 5 solid shapes.", incorrect: "Find the group you could pick up and turn. Count each one once."),
            ItemSample(
                "sortClassify", "Omar sorts 4 flat shapes and 6 solid shapes. How many shapes in all?",
                fields: ["categories: [{count: 4, name: flat}, {count: 6, name: solid}]", "ask: total", "answer: 10"],
                hints: ["Start at 6. Count on 4 more."],
                correct: "Yes! 4 and 6 make 10 shapes.", incorrect: "Start with the bigger group. Count on one for each shape in the other group."),
        ],
        "NY-K.G.4": [
            ItemSample(
                "multipleChoice", "How are a square and a rectangle the same?",
                fields: ["options: [Both have 4 sides., Both are round.]", "answer: Both have 4 sides."],
                hints: ["Count the sides on each one."],
                correct: "Yes! Squares and rectangles both have 4 sides and 4 corners.", incorrect: "Does one of them look round? Count the sides of each one."),
            ItemSample(
                "multipleChoice", "I have 3 sides and 3 corners. What shape am I?",
                fields: ["options: [triangle, square, circle]", "answer: triangle"],
                hints: ["Draw 3 straight lines that touch at the ends."],
                correct: "Yes! A triangle has 3 sides and 3 corners.", incorrect: "Count the sides of each shape. Which one has 3 sides?"),
            ItemSample(
                "multipleChoice", "Which shape has no corners?",
                fields: ["options: [circle, square, triangle]", "answer: circle"],
                hints: ["Look for a shape that is round."],
                correct: "Yes! A circle is round, with no corners.", incorrect: "Trace each shape in the air. Which one never turns a corner?"),
            ItemSample(
                "shape", "Run your finger along each side of this triangle. How many sides?",
                fields: ["shape: triangle", "ask: sides", "answer: 3"],
                hints: ["Put your finger on one side. Count as you move around."],
                correct: "Yes! A triangle has 3 sides.", incorrect: "Start at one corner. Count each straight side until you get back."),
            ItemSample(
                "shape", "Tap each corner of this square. How many corners?",
                fields: ["shape: square", "ask: corners", "answer: 4"],
                hints: ["A corner is where two sides come together.", "Tap each corner once."],
                correct: "Yes! A square has 4 corners.", incorrect: "Tap each corner as you count. Stop when you get back to the first one."),
            ItemSample(
                "shape", "How many corners does this triangle have?",
                fields: ["shape: triangle", "ask: corners", "answer: 3"],
                hints: ["Find where two sides come together. Tap each place."],
                correct: "Yes! A triangle has 3 corners.", incorrect: "Put a finger on each corner. Count the fingers you used."),
            ItemSample(
                "compare", "A triangle has 3 sides. A square has 4 sides. Which has fewer sides?",
                fields: ["left: 3", "right: 4", "ask: fewer", "answer: left"],
                hints: ["Which number comes first when you count?"],
                correct: "Yes! The triangle has fewer sides. 3 is less than 4.", incorrect: "Count from 1. The number you say first is fewer."),
        ],
        "NY-K.G.5": [
            ItemSample(
                "multipleChoice", "Ana makes a shape with 3 sticks. What shape can she make?",
                fields: ["options: [triangle, square, circle]", "answer: triangle"],
                hints: ["Each stick makes one side."],
                correct: "Yes! 3 sticks make the 3 sides of a triangle.", incorrect: "Each stick is one side. Which shape has that many sides?"),
            ItemSample(
                "multipleChoice", "Mei has 2 long sticks and 2 short sticks. What shape can she make?",
                fields: ["options: [rectangle, triangle, circle]", "answer: rectangle"],
                hints: ["Which shape has 2 long sides and 2 short sides?"],
                correct: "Yes! 2 long and 2 short sides make a rectangle.", incorrect: "Set out the sticks. Put the long ones across from each other."),
            ItemSample(
                "multipleChoice", "Kofi rolls snow into a ball. What solid shape did he make?",
                fields: ["options: [sphere, cube, cone]", "answer: sphere"],
                hints: ["A ball is round all over."],
                correct: "Yes! A snow ball is a sphere.", incorrect: "Think of the shape of a ball. Which solid is round all over?"),
            ItemSample(
                "shape", "Leo wants to make a square with sticks. How many sticks does he need?",
                fields: ["shape: square", "ask: sides", "answer: 4"],
                hints: ["One stick makes one side.", "Count the sides of a square."],
                correct: "Yes! A square needs 4 sticks, one for each side.", incorrect: "Draw a square. Count its sides. One stick goes on each side."),
            ItemSample(
                "shape", "Priya draws a triangle. How many corners will it have?",
                fields: ["shape: triangle", "ask: corners", "answer: 3"],
                hints: ["Draw a triangle. Tap each corner."],
                correct: "Yes! A triangle has 3 corners.", incorrect: "Draw a triangle on paper. Put a dot on each corner and count."),
            ItemSample(
                "shape", "Zara builds a hexagon from sticks. How many sticks does she use?",
                fields: ["shape: hexagon", "ask: sides", "answer: 6"],
                hints: ["One stick makes one side. Count the sides of a hexagon."],
                correct: "Yes! A hexagon has 6 sides, so 6 sticks.", incorrect: "Picture the yellow pattern block. Count each side. Each side needs a stick."),
        ],
        "NY-K.G.6": [
            ItemSample(
                "multipleChoice", "Put two squares side by side. What shape do they make?",
                fields: ["options: [rectangle, triangle, circle]", "answer: rectangle"],
                hints: ["The new shape is longer than it is tall."],
                correct: "Yes! Two squares side by side make a long rectangle.", incorrect: "Count the sides of the new shape. Are two sides long and two short?"),
            ItemSample(
                "multipleChoice", "Which two shapes can make a rectangle?",
                fields: ["options: [2 triangles, 2 circles]", "answer: 2 triangles"],
                hints: ["Circles are round. A rectangle has straight sides."],
                correct: "Yes! Two triangles can make a rectangle.", incorrect: "A rectangle has straight sides and corners. Which shapes have those too?"),
            ItemSample(
                "multipleChoice", "Two red trapezoid blocks fit together. What shape do they make?",
                fields: ["options: [hexagon, square, circle]", "answer: hexagon"],
                hints: ["Count the sides of the new shape."],
                correct: "Yes! Two trapezoids make a hexagon.", incorrect: "Put the long sides together. Count the sides of the new shape."),
            ItemSample(
                "dragDrop", "Match the blocks to the bigger shape they make.",
                fields: ["pairs: [{item: 2 squares, target: a long rectangle}, {item: 2 trapezoids, target: a hexagon}, {item: 3 triangles, target: a trapezoid}]"],
                hints: ["Use pattern blocks to try each one."],
                correct: "Great job! Small shapes can make bigger shapes.", incorrect: "Try each set with blocks. Count the sides of the shape you make."),
        ],
        "NY-1.G.1": [
            ItemSample(
                "shape", "Run your finger along each side. How many sides does this shape have?",
                fields: ["shape: triangle", "ask: sides", "answer: 3"],
                hints: ["A side is a straight line.", "Touch each side as you count."],
                correct: "Yes! A triangle has 3 sides.", incorrect: "Put your finger on one side and count. Go around until you are back."),
            ItemSample(
                "shape", "How many corners does a square have?",
                fields: ["shape: square", "ask: corners", "answer: 4"],
                hints: ["A corner is where two sides come together.", "Touch each corner as you count."],
                correct: "Yes! A square has 4 corners.", incorrect: "Touch each corner of the square and count. Stop when you are back at the start."),
            ItemSample(
                "shape", "How many corners does a rectangle have?",
                fields: ["shape: rectangle", "ask: corners", "answer: 4"],
                hints: ["A corner is where two sides come together."],
                correct: "Yes! A rectangle has 4 corners.", incorrect: "Touch each corner of the rectangle and count."),
            ItemSample(
                "multipleChoice", "Mei has a big red triangle and a small blue triangle. Are they both triangles?",
                fields: ["options: ['yes', 'no']", "answer: 'yes'"],
                hints: ["Count the sides of each shape.", "Do color and size change the name?"],
                correct: "Yes! Both have 3 sides and 3 corners. Color and size do not matter.", incorrect: "Count the sides of each shape. The count of sides gives the name."),
            ItemSample(
                "multipleChoice", "What makes a shape a triangle?",
                fields: ["options: [3 sides and 3 corners, it is red, it is big]", "answer: 3 sides and 3 corners"],
                hints: ["Think about what every triangle has."],
                correct: "Yes! Sides and corners make a triangle.", incorrect: "Think of a tiny blue triangle and a big red one. What is the same?"),
            ItemSample(
                "multipleChoice", "A shape has 4 sides that are all the same length. It has 4 square corners. What is it?",
                fields: ["options: [square, triangle, hexagon]", "answer: square"],
                hints: ["Count the sides of each shape.", "Look for 4 sides that match."],
                correct: "Yes! 4 same sides and 4 square corners make a square.", incorrect: "Count the sides of each shape. Which has 4 sides that all match?"),
            ItemSample(
                "sortClassify", "Sort the shapes by their sides. How many shapes have 3 sides?",
                fields: ["categories: [{count: 4, name: 3 sides}, {count: 3, name: 4 sides}]", "ask: count", "category: 3 sides", "answer: 4"],
                hints: ["Count the sides on each shape.", "Put shapes with 3 sides together."],
                correct: "Great sorting! Those shapes are all triangles.", incorrect: "Count the sides on each shape, one at a time. Then count the 3 sides group."),
            ItemSample(
                "sortClassify", "Ana sorts shapes of many sizes and colors. How many are triangles?",
                fields: ["categories: [{count: 5, name: triangles}, {count: 3, name: not triangles}]", "ask: count", "category: triangles", "answer: 5"],
                hints: ["Count the sides of each shape.", "Size and color do not matter."],
                correct: "Great sorting! Every shape with 3 sides is a triangle.", incorrect: "Check each shape for 3 sides and 3 corners. Count only those shapes."),
        ],
        "NY-1.G.2": [
            ItemSample(
                "multipleChoice", "Put 2 matching triangles together along their long sides. What can they make?",
                fields: ["options: [square, circle, hexagon]", "answer: square"],
                hints: ["The new shape has 4 sides.", "All 4 sides are the same length."],
                correct: "Yes! Two triangles can make a square.", incorrect: "Trace around the outside. Count the sides and check if they match."),
            ItemSample(
                "multipleChoice", "Two half circles fit together. What shape do they make?",
                fields: ["options: [circle, square, triangle]", "answer: circle"],
                hints: ["Each part is round on one side."],
                correct: "Yes! Two half circles make a circle.", incorrect: "Picture the two round parts joining. Is the new shape round or pointy?"),
            ItemSample(
                "multipleChoice", "A square is cut from corner to corner. How many triangles does it make?",
                fields: ["options: [2, 3, 4]", "answer: 2"],
                hints: ["One line goes across the square."],
                correct: "Yes! One line from corner to corner makes 2 triangles.", incorrect: "Draw a square and a line from corner to corner. Count the parts."),
            ItemSample(
                "shape", "Mei puts 3 triangles together to make this shape. How many sides does it have?",
                fields: ["shape: trapezoid", "ask: sides", "answer: 4"],
                hints: ["Count only the sides around the outside."],
                correct: "Yes! The trapezoid has 4 sides.", incorrect: "Trace around the outside of the new shape. Do not count the inside lines."),
            ItemSample(
                "shape", "Ana made this shape from 2 trapezoids. How many sides does it have?",
                fields: ["shape: hexagon", "ask: sides", "answer: 6"],
                hints: ["Count only the sides around the outside."],
                correct: "Yes! The new shape is a hexagon with 6 sides.", incorrect: "Trace around the outside of the new shape. Do not count the line inside."),
            ItemSample(
                "shape", "Kofi puts 6 green triangles together around a point. What shape did he make?",
                fields: ["shape: hexagon", "ask: name", "options: [hexagon, square, circle]", "answer: hexagon"],
                hints: ["Count the sides around the outside."],
                correct: "Yes! 6 triangles make a hexagon.", incorrect: "Trace around the outside of the new shape. Count its sides."),
        ],
        "NY-1.G.3": [
            ItemSample(
                "fractionShade", "Shade one fourth of the pizza.",
                fields: ["shape: circle", "shares: 4", "shaded: 1", "ask: shade", "word: fourth", "answer: 1"],
                hints: ["The pizza has 4 equal shares.", "Color only part of the pizza."],
                correct: "Yes! You shaded one of the 4 equal shares.", incorrect: "Count the 4 shares. Color a share and leave the rest white."),
            ItemSample(
                "fractionShade", "The circle has 4 equal shares. What are the shares called?",
                fields: ["shape: circle", "shares: 4", "shaded: 1", "ask: word", "options: [halves, fourths]", "answer: fourths"],
                hints: ["Count the equal shares.", "Halves means only 2 shares."],
                correct: "Yes! 4 equal shares are fourths.", incorrect: "Count the shares in the circle. Which word goes with 4 shares?"),
            ItemSample(
                "fractionShade", "The rectangle has 4 equal shares. What is one share called?",
                fields: ["shape: rectangle", "shares: 4", "shaded: 1", "ask: word", "options: [half, fourth]", "answer: fourth"],
                hints: ["Count the equal shares.", "A half is one of only 2 shares."],
                correct: "Yes! One of 4 equal shares is one fourth.", incorrect: "Count the shares. There are 4, so each share is not a half."),
            ItemSample(
                "multipleChoice", "Four friends share a pie. Each friend gets an equal share. How many shares are there?",
                fields: ["options: [2, 3, 4]", "answer: 4"],
                hints: ["Each friend needs a share."],
                correct: "Yes! 4 friends need 4 equal shares.", incorrect: "Give a share to each friend. Count the friends to find the shares."),
            ItemSample(
                "multipleChoice", "Two pizzas are the same size. Which share is bigger, a half or a fourth?",
                fields: ["options: [a half, a fourth]", "answer: a half"],
                hints: ["More shares means smaller shares."],
                correct: "Yes! A half is bigger than a fourth of the same pizza.", incorrect: "Cutting into more shares makes each share smaller. Which has fewer shares?"),
            ItemSample(
                "multipleChoice", "A sandwich is cut into fourths. How many shares make the whole sandwich?",
                fields: ["options: [1, 2, 4]", "answer: 4"],
                hints: ["Fourths are the shares of a whole cut in equal parts."],
                correct: "Yes! 4 fourths make the whole.", incorrect: "Think of how many shares fourths has. All of them make the whole."),
            ItemSample(
                "sortClassify", "Sort the cut shapes into halves and fourths. Which group has more shapes?",
                fields: ["categories: [{count: 3, name: halves}, {count: 5, name: fourths}]", "ask: most", "answer: fourths"],
                hints: ["Count the shapes in each group."],
                correct: "Great sorting! That group has more shapes.", incorrect: "Count each group. Then compare the two counts."),
            ItemSample(
                "sortClassify", "Sort the cut shapes. How many show equal shares?",
                fields: ["categories: [{count: 3, name: equal shares}, {count: 2, name: not equal}]", "ask: count", "category: equal shares", "answer: 3"],
                hints: ["Check each shape. Do the parts match?", "Count only the shapes with matching parts."],
                correct: "Great sorting! Those shapes are cut into halves.", incorrect: "Check each shape one at a time. Count the ones with matching parts."),
        ],
    ]

    // Shapes are named, sorted, drawn and put together: no geometry standard's `tasks` has a
    // story problem, so a shapes unit's mastery check applies its skills another way.
    static let gStories: [String: ItemSample] = [:]
}
