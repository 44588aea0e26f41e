import CurriculumSyntax

extension FileDecoder {
    /// A review file; nil without a lesson or a kind it can read (the schema says why). An
    /// entry without its four fields is left out, as the schema reports it.
    func reviewRecord() -> ReviewRecord? {
        guard let lesson = located(root, "lesson"), let written = located(root, "review"),
            let kind = ReviewKind(written.value)
        else { return nil }
        var approvals: [Approval] = []
        for entry in root["approvals"]?.sequence ?? [] {
            guard let item = located(entry, "item"), let by = string(entry, "by"), let date = string(entry, "date"),
                let hash = string(entry, "sha256")
            else { continue }
            approvals.append(Approval(
                item: item, lessonID: lesson.value, kind: kind, by: by, date: date, sha256: hash.lowercased(), path: path))
        }
        return ReviewRecord(
            path: path, lesson: lesson, kind: Located(kind, at: written.location, length: written.length), approvals: approvals)
    }
}
