import CurriculumSyntax

/// Joins the entities of every file into one `Catalog` in teaching order. Linking records
/// duplicates but judges nothing else: that is the rules' job.
struct Linker {
    private var catalog = Catalog()
    private var seen: [String: SourceLocation] = [:]

    /// Records an id; returns false (and remembers the duplicate) if it was defined before.
    /// `use` is where the entity holding the id was written: an alias that repeats an entity
    /// repeats its id at the anchor's very spot, so the duplicate is reported at the alias.
    private mutating func claim(_ id: Located<String>, namespace: String, use: SourceLocation? = nil) -> Bool {
        let key = namespace + "\u{0}" + id.value
        if let first = seen[key] {
            if id.location == first, let use, use != first {
                catalog.duplicates.append((Located(id.value, at: use), first))
            } else {
                catalog.duplicates.append((id, first))
            }
            return false
        }
        seen[key] = id.location
        return true
    }

    /// The REF-DUPLICATE-ID finding the last failed `claim` will give.
    private var lastDuplicate: Diagnostic.Cause {
        Diagnostic.Cause(RefDuplicateID.id, at: catalog.duplicates[catalog.duplicates.count - 1].id.location)
    }

    /// What linking had to leave out, for `Damage`.
    var droppedItems: [(lesson: Lesson, item: Item, cause: Diagnostic.Cause)] = []
    var droppedLessons: [(lesson: Lesson, cause: Diagnostic.Cause)] = []
    var droppedUnits: [(unit: Unit, cause: Diagnostic.Cause)] = []

    /// Links the entities; `broken` says what files with errors were meant to add.
    static func link(_ entities: [Entity], broken: [BrokenInput] = []) -> Catalog {
        var linker = Linker()
        var catalog = linker.run(entities)
        catalog.damage = linker.damage(of: catalog, broken: broken)
        return catalog
    }

    private mutating func run(_ entities: [Entity]) -> Catalog {
        var lessons: [Lesson] = []
        for entity in entities {
            switch entity {
            case .manifest(let m):
                if catalog.manifest == nil { catalog.manifest = m }
            case .standardSet(let set):
                catalog.standardSets.append(set)
                for s in set.standards where claim(Located(s.code, at: s.location), namespace: "standard") {
                    catalog.standards[s.code] = s
                }
            case .unit(let unit):
                guard claim(unit.id, namespace: "id") else {
                    droppedUnits.append((unit, lastDuplicate))
                    continue
                }
                var kept = unit
                kept.skills = unit.skills.filter { claim($0.id, namespace: "id", use: $0.location) }
                catalog.units.append(kept)
            case .lesson(let lesson):
                guard claim(lesson.id, namespace: "id") else {
                    droppedLessons.append((lesson, lastDuplicate))
                    continue
                }
                guard lesson.repeatsItemIDs else {
                    lessons.append(lesson)
                    continue
                }
                let items = lesson.items.filter { item in
                    if claim(item.id, namespace: "item:" + lesson.id.value, use: item.location) { return true }
                    droppedItems.append((lesson, item, lastDuplicate))
                    return false
                }
                lessons.append(items.count == lesson.items.count ? lesson : lesson.with(items: items))
            case .analytics(let a):
                if catalog.analytics == nil { catalog.analytics = a }
                for e in a.events { _ = claim(e.name, namespace: "event", use: e.location) }
            case .badges(let b):
                if catalog.badges == nil { catalog.badges = b }
                for badge in b.badges { _ = claim(badge.id, namespace: "badge", use: badge.location) }
            case .wordList(let list):
                if let existing = catalog.wordLists[list.purpose] {
                    var merged = existing
                    merged.words += list.words
                    catalog.wordLists[list.purpose] = merged
                } else {
                    catalog.wordLists[list.purpose] = list
                }
            case .translations(let file): catalog.translations.add(file)
            case .factSet(let set): if claim(set.id, namespace: "factSet") { catalog.factSets.append(set) }
            case .assetCatalog(let assets):
                if catalog.assets == nil { catalog.assets = assets }
                for entry in assets.entries { _ = claim(entry.id, namespace: "asset", use: entry.location) }
            case .reviews(let record):
                // One approval per item and kind: a second, in this file or another, is a duplicate.
                var kept = record
                kept.approvals = record.approvals.filter { approval in
                    claim(Located(approval.fullID, at: approval.item.location, length: approval.item.length),
                          namespace: "approval:" + record.kind.value.name)
                }
                catalog.reviews.add(kept)
            }
        }
        catalog.units.sort { ($0.grade, $0.order, $0.id.value) < ($1.grade, $1.order, $1.id.value) }
        for unit in catalog.units {
            catalog.unitsByID[unit.id.value] = unit
            for skill in unit.skills {
                catalog.skills[skill.id.value] = skill
                catalog.sequenceIndex[skill.id.value] = catalog.skillSequence.count
                catalog.skillSequence.append(skill.id.value)
            }
        }
        for lesson in lessons {
            if let skill = lesson.skill?.value {
                catalog.lessonsBySkill[skill, default: []].append(lesson)
            } else if let unit = lesson.unit?.value {
                catalog.masteryChecks[unit, default: []].append(lesson)
            }
        }
        for key in catalog.lessonsBySkill.keys {
            catalog.lessonsBySkill[key]?.sort { ($0.order, $0.id.value) < ($1.order, $1.id.value) }
        }
        // Teaching order: each unit's skills' lessons, then its mastery check; strays last.
        var ordered: [Lesson] = []
        var placed = Set<String>()
        for unit in catalog.units {
            for skill in unit.skills {
                for lesson in catalog.lessonsBySkill[skill.id.value] ?? [] where placed.insert(lesson.id.value).inserted {
                    ordered.append(lesson)
                }
            }
            for lesson in (catalog.masteryChecks[unit.id.value] ?? []).sorted(by: { $0.id.value < $1.id.value })
            where placed.insert(lesson.id.value).inserted {
                ordered.append(lesson)
            }
        }
        ordered += lessons.filter { !placed.contains($0.id.value) }.sorted { $0.id.value < $1.id.value }
        catalog.lessons = ordered
        return catalog
    }
}
