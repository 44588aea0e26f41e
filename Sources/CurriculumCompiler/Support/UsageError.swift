/// A request the caller got wrong (an option, a name, a value), said in one sentence: the
/// command line prints it with the command's usage and exits 2. Thrown by the command line and by
/// the library code it drives (`Scaffold`).
package struct UsageError: Error, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}
