/// The tool's own version, printed by `--version` and written into machine outputs.
public enum CurriculumVersion {
    public static let tool = "0.1.0"
}
