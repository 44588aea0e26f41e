import CurriculumModel

/// A file name has at most 255 bytes on the file systems the tool writes to (NAME_MAX), however
/// long the id it is made from. A name that would be longer is cut on a character boundary and
/// given a hash of the whole name, so two names that differ still make two files.
package enum FileNameLimit {
    static let maxBytes = 255
    /// The hash's hex digits: 64 bits, enough that two ids of one curriculum never meet.
    static let hashDigits = 16

    /// `name` followed by `suffix` (an extension, which is always kept), in at most `maxBytes`.
    package static func fitting(_ name: String, suffix: String = "", maxBytes: Int = maxBytes) -> String {
        if name.utf8.count + suffix.utf8.count <= maxBytes { return name + suffix }
        let hash = "~" + SHA256.hex(SHA256.hash(Array(name.utf8))).prefix(hashDigits)
        let room = max(0, maxBytes - suffix.utf8.count - hash.utf8.count)
        var kept = ""
        var used = 0
        for character in name {
            let size = character.utf8.count
            guard used + size <= room else { break }
            kept.append(character)
            used += size
        }
        return kept + hash + suffix
    }
}
