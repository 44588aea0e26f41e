#if canImport(Glibc)
    import Glibc
#endif
import CurriculumSyntax
import CurriculumModel
import Foundation

/// Turns an error from Foundation, the system or this tool into one sentence that names the
/// path, for people: never "NSCocoaErrorDomain error 512".
///
///     io.err("error: \(ErrorDescription.describe(error, path: shown))\n")
///     // error: cannot write 'out/baseline.json': 'out' is a file, not a folder
package enum ErrorDescription {
    /// What was being done when the error happened; `describe` words its sentence with it.
    package enum Action: String, Sendable {
        case read, write, create, remove, use
    }

    /// `cannot <action> [<noun> ]'<path>': <reason>`. `path` is the path as the user gave it
    /// (it is quoted as is). The action is `action` when the caller says what it was doing, else
    /// the one the error names (Foundation's read and write codes, this tool's own steps), else
    /// "use". `noun` says what the file is for: "baseline", "schema".
    package static func describe(_ error: any Error, path: String, action: Action? = nil, noun: String? = nil) -> String {
        let (verb, detail) = parts(of: error)
        let head = "cannot \(action?.rawValue ?? verb ?? Action.use.rawValue) " + (noun.map { $0 + " " } ?? "") + "'\(path)': "
        switch detail {
        case .posix(let code, let at): return head + reason(errno: code, at: at, shown: path)
        case .text(let text): return head + text
        }
    }

    /// For a command's last-resort `catch`: an error from Foundation or the system is described
    /// with `path` as `describe` does; this tool's own errors are sentences already and are
    /// printed as they are.
    package static func message(_ error: any Error, path: String, action: Action? = nil, noun: String? = nil) -> String {
        isSystemError(error) ? describe(error, path: path, action: action, noun: noun) : reason(error)
    }

    /// An error of the file system: Foundation's file errors, a system error number, or one of
    /// this tool's file steps.
    package static func isSystemError(_ error: any Error) -> Bool {
        if error is AtomicFile.Failure || error is InputFile.Failure || error is POSIXError { return true }
        let domain = (error as NSError).domain
        return domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain
    }

    /// The reason alone, without the path: "permission denied", "no space left on the device".
    /// For callers whose sentence already names what failed.
    package static func reason(_ error: any Error) -> String {
        switch parts(of: error).detail {
        case .posix(let code, _): return reason(errno: code)
        case .text(let text): return text
        }
    }

    /// The words for a system error number: plain, lower case, and the same on every machine.
    package static func reason(errno code: Int32) -> String { SystemErrorText.reason(errno: code) }

    // MARK: - Taking errors apart

    enum Detail {
        /// A system error number, and the file-system path it happened at when known.
        case posix(Int32, at: String?)
        case text(String)
    }

    /// The action the error itself names (Foundation's read and write codes), and its cause.
    static func parts(of error: any Error) -> (action: String?, detail: Detail) {
        switch error {
        case let failure as AtomicFile.Failure:
            switch failure {
            case .system(let operation, let path, let code): return (operation.verb, .posix(code, at: path))
            case .notRegularFile(_, let kind): return ("write", .text("it is \(kind), not a regular file"))
            case .exists: return ("create", .text("it exists"))
            }
        case let failure as InputFile.Failure:
            if case .system(let code) = failure { return ("read", .posix(code, at: nil)) }
            return ("read", .text(failure.description))
        case let failure as POSIXError:
            return (nil, .posix(failure.code.rawValue, at: nil))
        case let failure as BundleReadError:
            return ("read", .text(failure.description))
        case let failure as UsageError:
            return (nil, .text(failure.message))
        default:
            break
        }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return (nil, .posix(Int32(truncatingIfNeeded: ns.code), at: nil)) }
        if ns.domain == NSCocoaErrorDomain {
            let at = ns.userInfo[NSFilePathErrorKey] as? String ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
            let verb = cocoaAction(ns.code, variant: ns.userInfo["NSUserStringVariant"])
            // On Linux the underlying error is a Swift POSIXError, which `as? NSError` does not
            // bridge: cast to Error first.
            if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? any Error {
                let bridged = underlying as NSError
                if bridged.domain == NSPOSIXErrorDomain { return (verb, .posix(Int32(truncatingIfNeeded: bridged.code), at: at)) }
            }
            if let code = cocoaErrno(ns.code) { return (verb, .posix(code, at: at)) }
            return (verb, cocoaReason(ns.code).map(Detail.text) ?? .text("the operation failed"))
        }
        if let localized = (error as? LocalizedError)?.errorDescription { return (nil, .text(localized)) }
        let text = String(describing: error)
        if !text.contains("Domain=") { return (nil, .text(text)) }
        return (nil, .text("the operation failed (\(ns.domain), code \(ns.code))"))
    }

    /// Foundation groups its file error codes: 256–511 reading, 512–767 writing.
    private static func cocoaAction(_ code: Int, variant: Any?) -> String? {
        if let variants = variant as? [String], variants.contains("Remove") { return "remove" }
        switch code {
        case 256...511: return "read"
        case 512...767: return "write"
        default: return nil
        }
    }

    /// The system error a Foundation file error code stands for, when it carries none.
    private static func cocoaErrno(_ code: Int) -> Int32? {
        switch CocoaError.Code(rawValue: code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileReadNoPermission, .fileWriteNoPermission: return EACCES
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        case .fileWriteFileExists: return EEXIST
        case .fileReadTooLarge: return EFBIG
        default: return nil
        }
    }

    /// Foundation's own file error codes that no system error number says.
    private static func cocoaReason(_ code: Int) -> String? {
        switch CocoaError.Code(rawValue: code) {
        case .fileWriteInvalidFileName, .fileReadInvalidFileName: return "the name is not valid"
        case .fileReadCorruptFile: return "the file is damaged"
        case .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding: return "the file is not UTF-8 text"
        case .fileLocking: return "the file is locked"
        default: return nil
        }
    }

    // MARK: - Saying which part of a path is wrong

    /// The reason for `code` at file-system path `at`, sharpened by looking at the disk: a path
    /// that "does not exist" because a part of it is a file says which part. `shown` is the path
    /// as the user gave it, so the part is named the same way.
    package static func reason(errno code: Int32, at: String?, shown: String) -> String {
        guard code == ENOENT || code == ENOTDIR, let at else { return reason(errno: code) }
        var components = at.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var dropped = 0
        var tail: [String] = []
        while !components.isEmpty {
            let candidate = (at.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
            var info = stat()
            if stat(candidate, &info) == 0 {
                guard dropped > 0 else { return reason(errno: code) }
                if info.st_mode & S_IFMT == S_IFDIR {
                    // The first missing part is the one below this folder.
                    guard dropped > 1 else { return reason(errno: ENOENT) }
                    let missing = candidate + (candidate.hasSuffix("/") ? "" : "/") + (tail.last ?? "")
                    return "the folder '\(name(missing, dropping: dropped - 1, from: shown, at: at))' does not exist"
                }
                let kind = info.st_mode & S_IFMT == S_IFREG ? "a file" : AtomicFile.kind(of: info.st_mode)
                return "'\(name(candidate, dropping: dropped, from: shown, at: at))' is \(kind), not a folder"
            }
            tail.append(components.last ?? "")
            components.removeLast()
            dropped += 1
        }
        return reason(errno: code)
    }

    /// `candidate` as the user would write it: `shown` less its last `count` components when it
    /// has that many and they are the ones dropped from `at`, else the file-system path.
    private static func name(_ candidate: String, dropping count: Int, from shown: String, at: String) -> String {
        var parts = shown.split(separator: "/", omittingEmptySubsequences: true)
        // Only when `shown` and the path the error happened at end alike (no symlink between).
        let ends = at.split(separator: "/", omittingEmptySubsequences: true).suffix(count)
        guard parts.count > count, Array(parts.suffix(count)) == Array(ends) else { return candidate }
        parts.removeLast(count)
        return (shown.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

extension AtomicFile.Operation {
    /// The verb `describe` uses for a failure of this step.
    var verb: String {
        switch self {
        case .inspect: return "use"
        case .createFolder, .create: return "create"
        case .write, .flush, .replace: return "write"
        }
    }
}
