import CurriculumSyntax
import Foundation

/// The approved content itself, beside the records that name it by hash:
/// `reviews/approved/<sha256>.json` holds exactly the bytes that hash to its name (an item's
/// bundle record, or its strings in a locale). `review diff` and the preview read the "before"
/// of a change here, without network or git history (docs/reviews.md#what-was-approved).
/// Named by content, a snapshot is written once, shared by every approval of the same bytes,
/// and never conflicts in a merge.
package struct ApprovedSnapshots: Sendable {
    package static let folder = ReviewRecordText.folder + "/approved"
    /// A snapshot is one record; anything much larger is not one of ours.
    static let limit = 1 << 20

    package let root: URL

    package init(root: URL) { self.root = root }

    /// Relative to the curriculum root.
    package static func path(of hash: String) -> String { "\(folder)/\(hash).json" }

    func url(of hash: String) -> URL { root.appendingPathComponent(Self.path(of: hash)) }

    /// What was approved under `hash`, or why it cannot be shown.
    package enum Lookup: Sendable {
        case found([UInt8])
        case missing
        /// The file's bytes do not hash to its name: edited by hand, or damaged.
        case altered
    }

    package func read(_ hash: String) -> Lookup {
        guard Self.isHash(hash) else { return .missing }
        guard case .success(let source) = InputFile.read(path: url(of: hash).path, displayPath: Self.path(of: hash), limit: Self.limit) else {
            return .missing
        }
        return ReviewedContent.hash(source.bytes) == hash ? .found(source.bytes) : .altered
    }

    /// Keeps `bytes` under their hash, unless a file with them is there already.
    func keep(_ bytes: [UInt8]) throws {
        let hash = ReviewedContent.hash(bytes)
        if case .found = read(hash) { return }
        try AtomicFile.writeReplacing(path: url(of: hash).path, bytes: bytes, createFolders: true)
    }

    /// Drops the snapshot of `hash`. One that cannot be removed stays: an unused snapshot costs
    /// a little room and nothing else.
    func drop(_ hash: String) {
        guard Self.isHash(hash) else { return }
        try? FileManager.default.removeItem(at: url(of: hash))
    }

    /// Only a 64-digit lowercase hex name becomes a path: a record cannot point outside the folder.
    static func isHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}
