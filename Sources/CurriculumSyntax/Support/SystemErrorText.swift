#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// The words for a system error number, for every layer that reports one: the compiler's
/// error sentences (`ErrorDescription`) and the JSON-RPC writer's lost client alike.
package enum SystemErrorText {
    /// The words for a system error number: plain, lower case, and the same on every machine.
    package static func reason(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or folder"
        case ENOTDIR: return "a part of the path is a file, not a folder"
        case EISDIR: return "it is a folder"
        case EACCES, EPERM: return "permission denied"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case EEXIST: return "something is already there"
        case ENOTEMPTY: return "the folder is not empty"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links (a loop?)"
        case EIO: return "input/output error (a failing disk?)"
        case EMFILE, ENFILE: return "too many open files"
        case EXDEV: return "it is on another file system"
        case EBUSY: return "it is busy"
        case ETXTBSY: return "it is a running program"
        case EPIPE: return "the reader went away (broken pipe)"
        case EBADF: return "the file is not open"
        case EFBIG: return "the file is too large"
        case ENXIO, ENODEV: return "no such device"
        case EINVAL: return "the file system does not allow it"
        default:
            guard let text = strerror(code) else { return "system error \(code)" }
            return String(cString: text).lowercased()
        }
    }
}
