import CurriculumSyntax

extension Linker {
    /// What the linked catalog is missing or holds broken, and the finding that says why (see
    /// `Damage`): what linking dropped as duplicates, lessons whose skill or unit is misspelt,
    /// and what files with errors were meant to add. The first cause found for a thing is kept;
    /// files are looked at first, since their errors come before anything built from them.
    func damage(of catalog: Catalog, broken: [BrokenInput]) -> Damage {
        var damage = Damage()
        // Built at the first misspelt id they are asked about: a clean curriculum has none.
        lazy var skillIndex = SuggestionIndex(catalog.skills.keys.sorted())
        lazy var unitIndex = SuggestionIndex(catalog.unitsByID.keys.sorted())
        lazy var codeIndex = SuggestionIndex(catalog.standards.keys.sorted())
        var lessonPaths: [String: String] = [:]
        for lesson in catalog.lessons { lessonPaths[lesson.id.value] = lesson.path }

        func parent(_ id: String?) -> String? {
            guard let id, let dot = id.lastIndex(of: ".") else { return nil }
            return String(id[..<dot])
        }
        /// The skill a lesson was written for: the one it names, the known one nearest to that
        /// name, or the one its id nests under.
        func intendedSkill(_ named: String?, lesson id: String?) -> String? {
            if let named {
                if catalog.skills[named] != nil { return named }
                if let near = skillIndex.closest(to: named) { return near }
            }
            return parent(id).flatMap { catalog.skills[$0] != nil ? $0 : nil }
        }
        func intendedUnit(_ named: String?, lesson id: String?) -> String? {
            if let named {
                if catalog.unitsByID[named] != nil { return named }
                if let near = unitIndex.closest(to: named) { return near }
            }
            return parent(id).flatMap { catalog.unitsByID[$0] != nil ? $0 : nil }
        }
        func standards(ofSkill id: String?) -> [String] {
            guard let id, let skill = catalog.skills[id] else { return [] }
            return skill.standards.flatMap { catalog.expand($0.value) }
        }
        func covered(_ written: [String], _ cause: Diagnostic.Cause) {
            for code in written {
                if catalog.standards[code] != nil {
                    for part in catalog.expand(code) { damage.record(\.standardCoverage, part, cause) }
                } else if let near = codeIndex.closest(to: code) {
                    // A misspelt code was meant to cover the one it is nearest to.
                    damage.record(\.standardCoverage, near, cause)
                }
            }
        }
        /// A lesson the catalog does not hold where its author put it.
        func lost(lesson id: String?, skill: String?, unit: String?, masteryCheck: Bool, itemStandards: [String], _ cause: Diagnostic.Cause) {
            if masteryCheck || (skill == nil && unit != nil) {
                damage.record(\.unitMasteryChecks, intendedUnit(unit, lesson: id), cause)
            } else {
                let intended = intendedSkill(skill, lesson: id)
                damage.record(\.skillLessons, intended, cause)
                covered(standards(ofSkill: intended), cause)
            }
            damage.record(\.gradeContent, Grade(idPrefixOf: id ?? skill ?? unit ?? ""), cause)
            covered(itemStandards, cause)
        }
        /// A unit, or its skills, that the catalog does not hold: references to them are echoes.
        func lost(unit id: String?, skills: [(id: String, standards: [String])], _ cause: Diagnostic.Cause) {
            if let id, catalog.unitsByID[id] == nil { damage.record(\.definitions, id, cause) }
            for skill in skills where catalog.skills[skill.id] == nil {
                damage.record(\.definitions, skill.id, cause)
                // The unit its id nests under was meant to be defined too.
                if let unit = parent(skill.id), catalog.unitsByID[unit] == nil { damage.record(\.definitions, unit, cause) }
                covered(skill.standards, cause)
            }
        }

        // Files that failed to parse or failed their schema.
        for input in broken {
            let cause = input.cause
            switch input.part {
            case .lesson(let sketch):
                // The lesson in the catalog under this id is this file's, not an earlier one's.
                if sketch.decoded, let id = sketch.id, let path = lessonPaths[id], path == cause.location.path {
                    damage.record(\.lessonContent, id, cause)
                    covered(standards(ofSkill: intendedSkill(sketch.skill, lesson: id)), cause)
                    covered(sketch.itemStandards, cause)
                }
                // Decoded lessons that name a skill or unit are placed, or left to the misspelt
                // reference below.
                if !sketch.decoded || (sketch.skill == nil && sketch.unit == nil) {
                    lost(lesson: sketch.id, skill: sketch.skill, unit: sketch.unit, masteryCheck: sketch.masteryCheck,
                         itemStandards: sketch.itemStandards, cause)
                }
            case .unit(let id, let skills):
                lost(unit: id, skills: skills, cause)
            case .skill(let id, let written):
                damage.record(\.definitions, id, cause)
                covered(standards(ofSkill: id), cause)
                covered(written, cause)
            case .standard(let code):
                damage.record(\.standardEntries, code, cause)
                damage.record(\.definitions, code, cause)
            }
        }

        // What linking dropped as the second definition of an id.
        for (unit, cause) in droppedUnits {
            lost(unit: nil, skills: unit.skills.map { ($0.id.value, $0.standards.map(\.value)) }, cause)
        }
        for (lesson, cause) in droppedLessons {
            lost(lesson: lesson.id.value, skill: lesson.skill?.value, unit: lesson.unit?.value,
                 masteryCheck: lesson.role?.value == .masteryCheck, itemStandards: lesson.items.flatMap { $0.standards.map(\.value) }, cause)
        }
        for (lesson, item, cause) in droppedItems {
            damage.record(\.lessonContent, lesson.id.value, cause)
            damage.record(\.gradeContent, lesson.grade, cause)
            covered(item.standards.isEmpty ? standards(ofSkill: item.skill?.value ?? lesson.skill?.value) : item.standards.map(\.value), cause)
        }

        // Lessons whose skill or unit is misspelt sit outside it; REF-UNKNOWN says so.
        for lesson in catalog.lessons {
            if let skill = lesson.skill, catalog.skills[skill.value] == nil {
                // A skill that was itself lost leaves nothing to judge short.
                guard damage.definition(of: skill.value, defined: catalog.skills.keys.sorted()) == nil else { continue }
                lost(lesson: lesson.id.value, skill: skill.value, unit: nil, masteryCheck: false, itemStandards: [],
                     Diagnostic.Cause(RefUnknown.id, at: skill.location))
            } else if lesson.skill == nil, let unit = lesson.unit, catalog.unitsByID[unit.value] == nil {
                guard damage.definition(of: unit.value, defined: catalog.unitsByID.keys.sorted()) == nil else { continue }
                lost(lesson: lesson.id.value, skill: nil, unit: unit.value, masteryCheck: true, itemStandards: [],
                     Diagnostic.Cause(RefUnknown.id, at: unit.location))
            }
        }
        // A misspelt standard code was meant to cover the one nearest to it, if one is.
        func unknownCodes(_ refs: [Reference]) {
            for ref in refs where catalog.standards[ref.value] == nil && damage.definition(of: ref.value, defined: catalog.standards.keys.sorted()) == nil {
                covered([ref.value], Diagnostic.Cause(RefUnknown.id, at: ref.location))
            }
        }
        for unit in catalog.units {
            for skill in unit.skills { unknownCodes(skill.standards) }
        }
        for (_, item) in catalog.items where !item.standards.isEmpty { unknownCodes(item.standards) }
        return damage
    }
}
