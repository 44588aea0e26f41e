/// What libyaml said when it stopped parsing, in its own words and marks (1-based).
struct LibyamlError: Sendable {
    var problem: String
    var problemMark: Mark
    var context: String?
    var contextMark: Mark?
}
