import CurriculumSyntax

/// One code of the standards matrix, or a heading that stands for its lettered parts.
package struct Standard: Sendable {
    package var code: String
    package var grade: Grade
    package var domain: String
    package var cluster: String
    package var description: String
    /// The numbers an item for this standard may use, when the standard limits them.
    package var range: ClosedRange<Int>?
    /// The kinds of task an item for this standard may be, when the matrix says (STD-TASK-MISMATCH).
    package var tasks: StandardTasks?
    /// Parent codes (NY-K.CC.5) exist only as headings of their parts.
    package var isHeading: Bool
    package var parts: [String]
    package var location: SourceLocation
}

/// The tasks a standard covers, from its `tasks:` in the matrix (docs/authoring.md#standardset).
/// A list that is left out allows anything, so a standard opts in one aspect at a time.
package struct StandardTasks: Sendable, Hashable {
    /// Item types an item for the standard may be.
    package var types: Set<String>?
    /// The arithmetic it may ask for; empty when it asks for none.
    package var operations: Set<TaskOperation>?
    /// How its equations may be written.
    package var forms: Set<TaskForm>?
    /// The coins it may ask the child to name or to know the worth of (NY-K.MD.4: pennies and dimes).
    package var coins: Set<String>?
    /// What it may ask of coins (NY-K.MD.4: their names and worth, not counting or comparing them).
    package var coinTasks: Set<CoinTask>?

    package init(
        types: Set<String>? = nil, operations: Set<TaskOperation>? = nil, forms: Set<TaskForm>? = nil,
        coins: Set<String>? = nil, coinTasks: Set<CoinTask>? = nil
    ) {
        self.types = types
        self.operations = operations
        self.forms = forms
        self.coins = coins
        self.coinTasks = coinTasks
    }
}

/// What an item asks the child to work out, in the matrix's words.
package enum TaskOperation: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Putting together or adding to: `3 + 4`, a number bond's parts, blocks added.
    case add
    /// Taking from or taking apart: `7 - 3`, blocks taken away.
    case subtract
    /// How many more, fewer, longer or taller one amount is than another (NY-1.OA.1, NY-1.MD.4).
    case compare
    /// The value of a mix of coins, such as a dime and 2 pennies (NY-1.MD.3c).
    case coinValue
    /// How much time passes between two times (NY-3.MD.1).
    case elapsedTime

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// How an item's equation is written.
package enum TaskForm: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The result is unknown: `3 + 4`, `3 + 4 = ?`, `? = 3 + 4`.
    case result
    /// A later part is unknown: `3 + ? = 7`, `7 = 3 + ?`, a number bond's missing part.
    case missingPart
    /// The first number is unknown: `? + 4 = 7`, `? - 3 = 4` (NY-1.OA.8).
    case missingStart
    /// A whole equation to judge true or false: `3 + 4 = 8` (NY-1.OA.7).
    case trueFalse

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
