#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Name-based UUIDs, version 5 (RFC 9562 §5.5): SHA-1 over the namespace's 16
/// bytes followed by the UTF-8 name, truncated to 128 bits, with the version
/// and variant fields overwritten. The same (namespace, name) always gives the
/// same UUID, so the compiler can assign entity IDs from authored slugs without
/// storing them, and every build of a bundle agrees with the last one.
public enum UUIDv5 {
    /// RFC 9562 §6.6 namespace for fully qualified domain names.
    public static let dnsNamespace = UUID(uuid: (
        0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1,
        0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8
    ))

    /// RFC 9562 §6.6 namespace for URLs.
    public static let urlNamespace = UUID(uuid: (
        0x6b, 0xa7, 0xb8, 0x11, 0x9d, 0xad, 0x11, 0xd1,
        0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8
    ))

    /// The project namespace that every entity UUID derives from:
    /// `make(namespace: urlNamespace, name: "https://curriculum.example/ny-math-k1")`
    /// = 38a6187e-728c-561b-84ee-2e6dd326e86a.
    ///
    /// Changing the URL changes every entity ID in every bundle, which breaks
    /// the app's saved progress; the value is pinned by a test.
    public static let curriculum = make(namespace: urlNamespace, name: "https://curriculum.example/ny-math-k1")

    /// The stable ID of the entity authored with `slug`, in the `curriculum` namespace.
    public static func entity(_ slug: String) -> UUID {
        make(namespace: curriculum, name: slug)
    }

    public static func make(namespace: UUID, name: String) -> UUID {
        var sha = SHA1()
        // `uuid` is the 16 bytes in network order, as the RFC hashes them.
        withUnsafeBytes(of: namespace.uuid) { sha.update($0) }
        sha.update(name.utf8)
        var b = sha.finalize()
        b[6] = (b[6] & 0x0f) | 0x50  // version 5 in the high nibble of octet 6
        b[8] = (b[8] & 0x3f) | 0x80  // variant 10 (RFC 9562) in the top bits of octet 8
        return UUID(uuid: (
            b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7],
            b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
        ))
    }
}
