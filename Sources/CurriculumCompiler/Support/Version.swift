/// The tool's own version, printed by `--version` and written into machine outputs.
package enum CurriculumVersion {
    package static let tool = "0.1.0"
}
