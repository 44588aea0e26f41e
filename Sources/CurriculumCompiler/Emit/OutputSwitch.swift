import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a build puts its staged output in the place of the output folder's.
enum OutputSwitch: Sendable, Equatable {
    /// The default. The next output is staged beside the folder, and the two folders swap names
    /// in one step (`renameat2` with `RENAME_EXCHANGE`; `renamex_np` with `RENAME_SWAP` on
    /// macOS): every bundle and file switches at once.
    case exchangeFolder
    /// Where the file system cannot swap two names (EINVAL or ENOSYS: an old kernel, some
    /// network and FUSE file systems), the folder is renamed aside and the staged one renamed
    /// into its place. Between the two renames the folder is missing: a reader finds nothing
    /// there for that moment, never a mix. A build killed between them leaves the folder aside,
    /// and the next build puts it back.
    case renameFolder
    /// Where nothing can be made beside the folder (it is a mount point, such as a container's
    /// volume, or its parent cannot be written), the next output is staged inside it and each
    /// name switched in turn, by exchange where the file system allows, else by two renames:
    /// each bundle switches whole, but a reader can see some names switched and others not yet.
    case nameByName

    /// The folder, inside a name-by-name staging folder, that names are moved aside into when
    /// they cannot be exchanged.
    static let movedAside = ".moved-aside"

    /// The switch the folder allows: swapping the folder needs it not to be a mount point, and
    /// its parent writable.
    static func choose(for layout: OutputLayout) -> OutputSwitch {
        guard layout.root != "/", !FileSystem.isMountPoint(layout.root, parent: layout.parent), access(layout.parent, W_OK) == 0 else {
            return .nameByName
        }
        return .exchangeFolder
    }

    /// Puts the folder `staged`, beside the output folder, in its place. Returns where the
    /// replaced folder is now, for the caller to remove. Throws with the output as it was.
    static func swapFolder(_ staged: String, into layout: OutputLayout, exchanging: Bool) throws -> String {
        if exchanging {
            switch FileSystem.exchange(staged, layout.root) {
            case .done: return staged
            case .failed(let failure): throw failure
            case .unsupported: break
            }
        }
        let aside = layout.sibling("old")
        try FileSystem.rename(layout.root, to: aside)
        do {
            try FileSystem.rename(staged, to: layout.root)
        } catch {
            try? FileSystem.rename(aside, to: layout.root)
            throw error
        }
        return aside
    }

    /// Puts each name of the folder `staged`, inside the output folder, in the place of the
    /// output's name of that name, in order; what they replace ends up in `staged`.
    static func swapNames(_ names: [String], from staged: String, into layout: OutputLayout, exchanging: Bool) throws {
        var canExchange = exchanging
        for name in names {
            let source = staged + "/" + name, target = layout.root + "/" + name
            guard FileSystem.type(target) != nil else {
                try FileSystem.rename(source, to: target)
                continue
            }
            if canExchange {
                switch FileSystem.exchange(source, target) {
                case .done: continue
                case .failed(let failure): throw failure
                case .unsupported: canExchange = false
                }
            }
            let aside = staged + "/" + movedAside
            try FileSystem.makeDirectory(aside)
            try FileSystem.rename(target, to: aside + "/" + name)
            do {
                try FileSystem.rename(source, to: target)
            } catch {
                try? FileSystem.rename(aside + "/" + name, to: target)
                throw error
            }
        }
    }
}
