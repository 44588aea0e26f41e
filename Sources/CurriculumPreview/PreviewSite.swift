import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// `curriculum preview`'s static site, made from one compile: an index of grades, units, skills
/// and lessons, and one page per lesson with every item drawn as the child sees it and reviewed
/// beside it. Pages are self-contained (inline CSS, SVG and one small script), so they open from
/// the file system with no network.
///
/// A curriculum with errors previews too: what could be read is drawn, and the findings are on
/// the items they are about.
package struct PreviewSite: Sendable {
    package let catalog: Catalog
    let findings: [ObjectIdentifier: LessonFindings]
    let generalFindings: [Diagnostic]
    /// Where the approved content of reviews is kept, and how paths under the root are shown.
    let snapshots: ApprovedSnapshots
    let displayRoot: String

    package init(_ compilation: Compilation) {
        catalog = compilation.catalog
        snapshots = ApprovedSnapshots(root: compilation.root)
        displayRoot = compilation.displayRoot
        findings = LessonFindings.group(compilation.diagnostics, lessons: compilation.catalog.lessons, source: compilation.source)
        let lessonPaths = Set(compilation.catalog.lessons.map(\.path))
        generalFindings = compilation.diagnostics.filter { !lessonPaths.contains($0.location.path) && $0.severity != .off }
    }

    /// The site's index, relative to its folder.
    package static let indexPath = "index.html"

    /// A lesson's page, relative to the site's folder: its id as a file name, cut to fit the
    /// 255 bytes a file name can have (`FileNameLimit`), however long the id.
    package static func path(of lesson: Lesson) -> String {
        PreviewOutput.pagesFolder + "/" + FileNameLimit.fitting(fragment(lesson.id.value), suffix: ".html")
    }

    /// Every page of the site: its path relative to the site's folder, and its text.
    package func pages() -> [(path: String, html: String)] {
        [(Self.indexPath, IndexPage(site: self).html)] + reviewPages() + lessonPages()
    }

    /// One page per lesson, made on both cores.
    package func lessonPages() -> [(path: String, html: String)] {
        let lessons = catalog.lessons
        let made = ConcurrentResults<String>(count: lessons.count)
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            made[index] = lessonPage(lessons[index])
        }
        return zip(lessons, made.values).map { (path: Self.path(of: $0), html: $1 ?? "") }
    }

    /// The pages of `lessons` and the index: what a save can change when only lesson files
    /// changed (`lessonsChanged`).
    package func pages(of lessons: [Lesson]) -> [(path: String, html: String)] {
        [(Self.indexPath, IndexPage(site: self).html)] + reviewPages() + lessons.map { (Self.path(of: $0), lessonPage($0)) }
    }

    /// For each kind of review the review files hold, the page of items changed since their
    /// approval (docs/reviews.md); none when nothing has been reviewed.
    package func reviewPages() -> [(path: String, html: String)] {
        reviewStatuses.map { status in
            let changes = ChangedItem.all(in: status, catalog: catalog, snapshots: snapshots)
            let page = ReviewChangesPage(
                kind: status.kind, status: status, changes: changes, title: catalog.manifest?.title ?? "Curriculum", displayRoot: displayRoot)
            return (ReviewChangesPage.path(of: status.kind), page.html)
        }
    }

    /// Every item's state for each kind the review files hold.
    var reviewStatuses: [ReviewStatus] {
        catalog.reviews.kinds.map { ReviewStatus(catalog: catalog, kind: $0) }
    }

    /// The lessons whose pages may differ between two compiles: those in files that changed on
    /// disk or whose findings changed. Nil when every page may: a file that is not a lesson
    /// changed (a unit's title, a standard's text and cross-file findings appear on many pages),
    /// or the set of lesson pages itself changed.
    package static func lessonsChanged(from old: Compilation?, to new: Compilation) -> [Lesson]? {
        guard let old else { return nil }
        let lessonPaths = Set(new.catalog.lessons.map(\.path))
        guard Set(old.catalog.lessons.map(path(of:))) == Set(new.catalog.lessons.map(path(of:))),
            Set(old.files) == Set(new.files), lessonPaths == Set(old.catalog.lessons.map(\.path))
        else { return nil }
        var changed = Set(CompileSession.changedFiles(from: old, to: new))
        for path in new.files {
            let before = old.filePaths[path], after = new.filePaths[path]
            if before?.size != after?.size || before?.modified != after?.modified || before == nil || after == nil
                || old.sources[path]?.bytes != new.sources[path]?.bytes
            {
                changed.insert(path)
            }
        }
        guard changed.isSubset(of: lessonPaths) else { return nil }
        return new.catalog.lessons.filter { changed.contains($0.path) }
    }

    package func lessonPage(_ lesson: Lesson) -> String {
        LessonPage(lesson: lesson, catalog: catalog, findings: findings[ObjectIdentifier(lesson)] ?? LessonFindings()).html
    }

    func findings(of lesson: Lesson) -> LessonFindings { findings[ObjectIdentifier(lesson)] ?? LessonFindings() }

    /// An id as a file name or URL fragment: letters, digits, `.`, `_` and `-` kept, anything
    /// else as `~` and its hex code, so two ids never share a page.
    static func fragment(_ id: String) -> String {
        var out = ""
        for scalar in id.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": out.unicodeScalars.append(scalar)
            default: out += "~" + String(scalar.value, radix: 16)
            }
        }
        return out.isEmpty || out.hasPrefix(".") ? "~" + out : out
    }
}
