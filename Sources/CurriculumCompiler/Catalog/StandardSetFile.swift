/// One grade's standards matrix as authored.
package struct StandardSet: Sendable {
    package var id: String
    package var grade: Grade
    package var source: String
    package var standards: [Standard]
    package var path: String
}
