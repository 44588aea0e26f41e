extension CommandLine {
    public static func run(_ args: [String]) -> Int32 { 0 }
}
