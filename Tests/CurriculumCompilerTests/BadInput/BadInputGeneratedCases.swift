import Foundation
import XCTest

@testable import CurriculumCompiler

/// Cases too big to commit or that must be made on the spot (symlinks), generated the same way
/// on every run. Their goldens sit beside the corpus as `generated-*.expected`.
enum BadInputGeneratedCases {
    static var all: [BadInput.Case] { [oneMegabyteLine, twentyMegabyteFile] + symlinks }

    /// The id of the lesson in the file outside the root: if it is ever linked, a symlink was followed.
    static let outsideLessonID = "k.counting.count-to-10.l7"

    static let lessonHeader = """
        # yaml-language-server: $schema=../../../../../../schemas/lesson.schema.json
        kind: Lesson
        id: k.counting.count-to-10.l2
        skill: k.counting.count-to-10
        title: Count the pears
        order: 2
        stage: concrete
        lessonType: practice
        role: practiceSet

        """

    static let item = """
          - id: i1
            type: counting
            quickCheck: true
            difficulty: 1
            prompt: How many pears?
            objects: {name: pear, count: 6, arrangement: line}
            answer: 6
            answer: 7
            hints:
              - Touch each pear as you count.
            feedback:
              correct: Yes! You counted every pear.
              incorrect: Touch and count again, one pear at a time.

        """

    static func file(_ name: String, _ make: @escaping @Sendable () -> [UInt8]) -> BadInput.Case {
        let path = "\(BadInput.folder)/\(name).yaml"
        return BadInput.Case(name: name, path: path) { root in
            try Data(make()).write(to: root.appendingPathComponent(path))
        }
    }

    /// A whole lesson as one flow mapping on a single 1 MB line, with a duplicate key at its
    /// end: the column must count every character before it.
    static let oneMegabyteLine = file("generated-1mb-single-line") { Array(oneMegabyteLineText.utf8) }

    static let oneMegabyteLinePrefix =
        "{kind: Lesson, id: k.counting.count-to-10.l2, skill: k.counting.count-to-10, title: "
        + String(repeating: "a", count: 1 << 20) + ", order: 2, "
    static let oneMegabyteLineText = oneMegabyteLinePrefix + "order: 3}\n"

    /// A 20 MB lesson: 20 MB of comments between its header and its one item, whose duplicate
    /// key is reported about 280,000 lines down.
    static let twentyMegabyteFile = file("generated-20mb-file") {
        var bytes = Array(lessonHeader.utf8)
        let padding = Array(("# " + String(repeating: "padding ", count: 9) + "\n").utf8)
        bytes.reserveCapacity(20 << 20 + 4096)
        while bytes.count < 20 << 20 { bytes += padding }
        bytes += Array(("items:\n" + item).utf8)
        return bytes
    }

    // MARK: Symlinks out of the root

    /// A folder beside the curriculum root holding a lesson with a syntax error: followed, it
    /// would be linked and reported.
    static func makeOutside(beside root: URL) throws -> URL {
        let outside = root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + "-outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let text = "kind: Lesson\nid: \(outsideLessonID)\nskill: k.counting.count-to-10\ntitle: Outside\nitems: [\n"
        try Data(text.utf8).write(to: outside.appendingPathComponent("secret.yaml"))
        return outside
    }

    static func removeOutside(beside root: URL) {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + "-outside"))
    }

    /// A case whose file under test is a symlink at `path` (relative to the root) to `target`,
    /// which gets the outside folder's URL and the root's.
    static func symlink(
        _ name: String, at path: String, extra: [(String, @Sendable (URL, URL) -> String)] = [],
        to target: @escaping @Sendable (URL, URL) -> String
    ) -> BadInput.Case {
        var c = BadInput.Case(name: name, path: path) { root in
            let outside = try makeOutside(beside: root)
            for (link, destination) in extra {
                try FileManager.default.createSymbolicLink(
                    atPath: root.appendingPathComponent(link).path, withDestinationPath: destination(outside, root))
            }
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(path).path, withDestinationPath: target(outside, root))
        }
        c.symlinks = extra.map(\.0) + [path]
        c.cleanUp = { root in removeOutside(beside: root) }
        return c
    }

    static let symlinks: [BadInput.Case] = [
        symlink("generated-symlink-folder-to-etc", at: "\(BadInput.folder)/etc") { _, _ in "/etc" },
        symlink("generated-symlink-yaml-to-etc", at: "\(BadInput.folder)/etc.yaml") { _, _ in "/etc" },
        symlink("generated-symlink-to-etc-passwd", at: "\(BadInput.folder)/passwd.yaml") { _, _ in "/etc/passwd" },
        symlink("generated-symlink-to-outside-file", at: "\(BadInput.folder)/secret.yaml") { outside, _ in
            outside.appendingPathComponent("secret.yaml").path
        },
        symlink("generated-symlink-relative-outside", at: "\(BadInput.folder)/relative.yaml") { outside, _ in
            "../../../\(outside.lastPathComponent)/secret.yaml"
        },
        symlink(
            "generated-symlink-chain-outside", at: "\(BadInput.folder)/chain.yaml",
            extra: [("\(BadInput.folder)/hop.yaml", { outside, _ in "../../../\(outside.lastPathComponent)/secret.yaml" })]
        ) { _, _ in "hop.yaml" },
        symlink("generated-symlink-folder-up", at: "k/up") { _, _ in "../.." },
        symlink("generated-symlink-dangling", at: "\(BadInput.folder)/dangling.yaml") { _, _ in "nowhere.yaml" },
    ]
}
