import CurriculumSyntax
import Foundation

/// The compile sessions of a long-running command, one per curriculum root, so each run after
/// the first reloads only the files that changed on disk.
package final class CompileSessions: Sendable {
    private let byRoot = Locked<[String: CompileSession]>([:])

    package init() {}

    /// The session for a root, told to look at the disk again; made on first use.
    package func session(root: URL, displayRoot: String, options: CompileOptions) -> CompileSession {
        byRoot.withLock { byRoot in
            let key = root.standardizedFileURL.path + "\u{0}" + displayRoot
            if let session = byRoot[key] {
                session.rescan()
                return session
            }
            let session = CompileSession(root: root, displayRoot: displayRoot, options: options)
            byRoot[key] = session
            return session
        }
    }
}
