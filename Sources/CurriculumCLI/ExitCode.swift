/// Exit codes as README.md documents them, so CI can tell content errors from misuse from failure.
package enum ExitCode: Int32, Sendable {
    case success = 0
    case contentErrors = 1
    case usage = 2
    case failure = 3
}
