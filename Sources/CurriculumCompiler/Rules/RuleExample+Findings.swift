import CurriculumSyntax

/// Where a triggering example's findings must appear, and what they say, so its test checks the
/// rule's line, column and message rather than only that it fired somewhere. SwiftLint's
/// pattern: the example's text carries a marker, `↓`, right before the character a finding
/// points at, and `reports` states the message. Markers are never written into a file and never
/// shown (`unmarked`, which `curriculum explain` prints).
extension RuleExample {
    /// SwiftLint's violation marker. An example cannot use the character itself.
    package static let marker: Unicode.Scalar = "↓"

    /// A finding a triggering example must make: its message, and where it points.
    package struct Finding: Sendable, Equatable {
        package enum Place: Sendable, Equatable {
            /// At one of the example's markers: the markers of all the files it changes, in the
            /// order they stand there (by path, then line and column), take the marker findings
            /// in the order they were given.
            case marker
            /// On the first line of `path` (as the example leaves it) that starts with `anchor`
            /// after its indentation, below the first that starts with `after` when it is given:
            /// at the anchor's marker, or at its first character. Lines are found as an `Edit`
            /// finds its anchor. For a finding in text the example does not write, such as a file
            /// it leaves as it is.
            case line(anchor: String, after: String?, path: String)
            /// At line 1, column 1 of `path`, written as the finding names it: a problem with the
            /// file as a whole (a named pipe, a name that is not UTF-8).
            case start(path: String)
        }

        package var message: String
        package var place: Place
    }

    /// The example reports `messages` at its markers, one message for each marker.
    package func reports(_ messages: String...) -> RuleExample {
        var copy = self
        copy.findings += messages.map { Finding(message: $0, place: .marker) }
        return copy
    }

    /// The example reports `message` on the first line of `path` that starts with `anchor`
    /// (below the first that starts with `after`), which may hold a marker to point inside it.
    package func reports(_ message: String, atLine anchor: String, after: String? = nil, in path: String) -> RuleExample {
        var copy = self
        copy.findings.append(Finding(message: message, place: .line(anchor: anchor, after: after, path: path)))
        return copy
    }

    /// The example reports `message` at the start of the file `path`.
    package func reports(_ message: String, atStartOf path: String) -> RuleExample {
        var copy = self
        copy.findings.append(Finding(message: message, place: .start(path: path)))
        return copy
    }

    /// The example without its markers: what is written into the curriculum, and shown.
    package var unmarked: RuleExample {
        var copy = self
        copy.files = files.map { ($0.path, Self.unmarked($0.text)) }
        copy.edits = edits.map { edit in
            var unmarked = edit
            unmarked.text = Self.unmarked(edit.text)
            return unmarked
        }
        return copy
    }

    /// `text` without its markers.
    package static func unmarked(_ text: String) -> String {
        guard text.unicodeScalars.contains(marker) else { return text }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: text.unicodeScalars.lazy.filter { $0 != marker })
        return String(out)
    }

    /// Where the markers of `text` stand in the text without them: 1-based lines, and 1-based
    /// columns counted in Unicode scalars, as a finding's location counts them.
    package static func markerPositions(in text: String) -> [(line: Int, column: Int)] {
        var positions: [(line: Int, column: Int)] = []
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == marker {
                positions.append((line, column))
            } else if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return positions
    }
}

extension String {
    /// This text with `snippet`, written with markers, in place of the first place it stands
    /// without them: `RuleExample.kofiCars.marking("answer: ↓5")` marks a shared example where
    /// one rule's finding is. The text is left as it is when the snippet is not in it, and the
    /// example's test then finds a marker short.
    func marking(_ snippet: String) -> String {
        guard let range = range(of: RuleExample.unmarked(snippet)) else { return self }
        return replacingCharacters(in: range, with: snippet)
    }
}
