/// How people see a rule's info findings when each is a to-do rather than a mistake (a picture
/// still to draw): one line with their count where findings are read one by one (lint's text,
/// the preview's index, the editor), instead of one finding each burying the author's own.
/// Machine formats, `--max-per-rule 0` and a rule raised above info still list every one.
package struct FindingTally: Sendable {
    /// What one finding stands for, after its count: "picture has no art yet".
    package var one: String
    /// The same for several: "pictures have no art yet".
    package var many: String
    /// Where the whole list is: "`curriculum assets brief` lists them".
    package var listedBy: String

    package init(one: String, many: String, listedBy: String) {
        self.one = one
        self.many = many
        self.listedBy = listedBy
    }

    /// "166 pictures have no art yet": the count and what it counts.
    package func phrase(_ count: Int) -> String { "\(count) \(count == 1 ? one : many)" }
}
