#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// Replacing a file only if it still holds what was read from it, checked on the very file
/// the switch replaces: an editor that saves while a fix is being written keeps its save.
///
/// A check followed by a rename leaves a window: a save that lands between the two is replaced
/// by the fix of the text before it. Here the new file is exchanged with the old in one step
/// (`renameat2` with `RENAME_EXCHANGE`), and what came out is then compared with what was read.
/// If it differs, an editor saved in between, and the two are exchanged back. Where the file
/// system cannot exchange, the check runs just before a plain rename, which narrows the window
/// to the instant between the two calls.
extension AtomicFile {
    package enum SwapOutcome: Sendable, Equatable {
        /// The file held the expected bytes and now holds the new ones.
        case replaced
        /// The file no longer held the expected bytes; it is as the other writer left it.
        case changed
        /// The file changed, and putting the other writer's file back raced with yet another
        /// write: nothing was removed, and the version not at the path was left at this one
        /// for the author to compare.
        case keptBeside(String)
    }

    /// Replaces the regular file at `path` (or at the end of its symlinks) with `bytes` if, at
    /// the moment of the switch, it still holds `expected`. The new file keeps the old one's
    /// permissions and owner. `beforeSwitch` runs between writing the new file and the switch
    /// (tests put a concurrent save there).
    package static func replace(
        path: String, ifStillHolding expected: [UInt8], with bytes: [UInt8], beforeSwitch: (() -> Void)? = nil
    ) throws -> SwapOutcome {
        let destination = try destination(of: path)
        guard destination.exists else { return .changed }
        let target = destination.path
        var old = stat()
        guard stat(target, &old) == 0 else { return .changed }
        let temporary = try createTemporary(beside: target)
        var ours = stat()
        var removeTemporary = true
        defer { if removeTemporary { unlink(temporary.path) } }
        do {
            defer { close(temporary.fd) }
            _ = fchown(temporary.fd, old.st_uid, old.st_gid)
            fchmod(temporary.fd, old.st_mode & 0o7777)
            try writeAll(bytes, to: temporary.fd, path: temporary.path)
            guard fsync(temporary.fd) == 0, fstat(temporary.fd, &ours) == 0 else {
                throw Failure.system(operation: .flush, path: target, errno: errno)
            }
        }
        beforeSwitch?()
        // Reads one byte past `expected`, so a longer file never compares equal.
        func holdsExpected(_ file: String) -> Bool {
            FileSystem.readRegularFile(file, limit: expected.count + 1) == expected
        }
        // Any failure to exchange (unsupported here, or the target gone meanwhile) falls back to
        // checking just before a plain rename, which reports a vanished file as changed.
        guard case .done = FileSystem.exchange(temporary.path, target) else {
            guard holdsExpected(target) else { return .changed }
            guard rename(temporary.path, target) == 0 else { throw Failure.system(operation: .replace, path: target, errno: errno) }
            removeTemporary = false
            flushFolder(folder(of: target))
            return .replaced
        }
        // The temporary name now holds what was at the target at the switch.
        if holdsExpected(temporary.path) {
            flushFolder(folder(of: target))
            return .replaced  // the old file goes with the temporary name
        }
        // Someone saved in between: put their file back, and remove ours only once it is
        // certain that ours is what came out.
        guard case .done = FileSystem.exchange(temporary.path, target) else {
            removeTemporary = false
            return .keptBeside(temporary.path)
        }
        var now = stat()
        guard lstat(temporary.path, &now) == 0, now.st_dev == ours.st_dev, now.st_ino == ours.st_ino else {
            removeTemporary = false
            return .keptBeside(temporary.path)
        }
        return .changed
    }
}
