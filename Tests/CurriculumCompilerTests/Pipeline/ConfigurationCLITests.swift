@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Severity configuration (manifest `rules:`, `--rule`, `--strict`, `--min-severity`) and item
/// suppressions, through the command line as authors and CI use them.
final class ConfigurationCLITests: XCTestCase {
    /// A curriculum whose only finding is a byte order mark (YAML-BOM, a warning by default).
    func bomTree() throws -> TemporaryTree {
        let tree = try baseCurriculumTree()
        try tree.write("curriculum/badges.yaml", "\u{FEFF}" + (try tree.read("curriculum/badges.yaml")))
        return tree
    }

    func testManifestRulesSetSeverityAndTheCommandLineWins() throws {
        let tree = try bomTree()
        let plain = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(plain.code, .success)
        XCTAssertTrue(plain.out.contains("warning: file starts with a byte order mark [YAML-BOM]"), plain.out)

        try tree.edit("curriculum/curriculum.yaml", replacing: "rules: {}", with: "rules: {YAML-BOM: error}")
        let manifest = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(manifest.code, .contentErrors)
        XCTAssertTrue(manifest.out.contains("error: file starts with a byte order mark [YAML-BOM]"), manifest.out)

        let run = runCLI(["lint", "--rule", "YAML-BOM=off"], in: tree.url)
        XCTAssertEqual(run.code, .success)
        XCTAssertEqual(run.out, "no problems in 12 files\n")
    }

    func testStrictTurnsTheManifestsWarningsIntoErrors() throws {
        let tree = try bomTree()
        XCTAssertEqual(runCLI(["lint"], in: tree.url).code, .success)
        let strict = runCLI(["lint", "--strict"], in: tree.url)
        XCTAssertEqual(strict.code, .contentErrors)
        XCTAssertTrue(strict.out.contains("error: file starts with a byte order mark [YAML-BOM]"), strict.out)
        // A rule set to info stays info under --strict.
        XCTAssertEqual(runCLI(["lint", "--strict", "--rule", "YAML-BOM=info"], in: tree.url).code, .success)
    }

    func testMinSeverityHidesFindingsBelowItWithoutChangingTheExitCode() throws {
        let tree = try bomTree()
        let info = runCLI(["lint", "--rule", "YAML-BOM=info"], in: tree.url)
        XCTAssertTrue(info.out.contains("info: file starts with a byte order mark"), info.out)

        let hiddenInfo = runCLI(["lint", "--rule", "YAML-BOM=info", "--min-severity", "warning"], in: tree.url)
        XCTAssertEqual(hiddenInfo.code, .success)
        XCTAssertEqual(hiddenInfo.out, "no problems in 12 files\n")

        let warning = runCLI(["lint", "--min-severity", "warning", "--format", "json"], in: tree.url)
        XCTAssertEqual(try ruleIDs(inJSON: warning.out), ["YAML-BOM"])
        let hiddenWarning = runCLI(["lint", "--min-severity", "error", "--format", "json"], in: tree.url)
        XCTAssertEqual(try ruleIDs(inJSON: hiddenWarning.out), [])

        // Errors are never below a minimum, so the gate still holds.
        let strict = runCLI(["lint", "--strict", "--min-severity", "error"], in: tree.url)
        XCTAssertEqual(strict.code, .contentErrors)
        XCTAssertTrue(strict.out.contains("[YAML-BOM]"))
    }

    func testMinSeverityRejectsOtherValues() throws {
        let tree = try baseCurriculumTree()
        for bad in ["off", "loud", ""] {
            let result = runCLI(["lint", "--min-severity", bad], in: tree.url)
            XCTAssertEqual(result.code, .usage, bad)
            XCTAssertTrue(result.err.contains("--min-severity expects info, warning or error"), result.err)
        }
        XCTAssertTrue(runCLI(["lint", "--min-severity", "warnign"], in: tree.url).err.contains("did you mean 'warning'?"))
    }

    func testUnknownRuleInTheManifestIsReportedWithDidYouMeanAndAFixIt() throws {
        let tree = try baseCurriculumTree()
        try tree.edit("curriculum/curriculum.yaml", replacing: "rules: {}", with: "rules:\n  REF-UNKNWN: warning\n  YAML-BOM: off")
        let result = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains(
            "curriculum/curriculum.yaml:24:3: error: unknown rule 'REF-UNKNWN'; did you mean 'REF-UNKNOWN'? [CONFIG-UNKNOWN-RULE]"), result.out)
        XCTAssertTrue(result.out.contains("fix-it: REF-UNKNOWN: warning"), result.out)
        // The known override next to it still applies.
        XCTAssertFalse(result.out.contains("[YAML-BOM]"))
    }

    func testUnknownRuleOnTheCommandLineExitsTwoWithDidYouMean() throws {
        let tree = try baseCurriculumTree()
        let typo = runCLI(["lint", "--rule", "YAML-DUPLICATE-KYE=off"], in: tree.url)
        XCTAssertEqual(typo.code, .usage)
        XCTAssertTrue(typo.err.contains("unknown rule 'YAML-DUPLICATE-KYE' in --rule; did you mean 'YAML-DUPLICATE-KEY'?"), typo.err)
        let level = runCLI(["lint", "--rule", "YAML-BOM=loud"], in: tree.url)
        XCTAssertEqual(level.code, .usage)
        XCTAssertTrue(level.err.contains("--rule expects ID=off|info|warning|error"), level.err)
    }

    // MARK: Suppressions

    static let unknownSkillItem = """
          - id: i1
            type: numericInput
            prompt: What is 3 + 2?
            answer: 5
            hints: [Start at 3 and count on 2 more.]
            feedback: {incorrect: Count on from 3 with your fingers.}
            skill: k.counting.nope

        """

    func testASuppressionWithAReasonSilencesTheRuleOnItsItemOnly() throws {
        let tree = try baseCurriculumTree([
            "curriculum/k/01-counting/count-to-10-l2.yaml": lessonFile(Self.unknownSkillItem + """
                    suppress: [{rule: REF-UNKNOWN, reason: The skill arrives in the next release.}]
                  - id: i2
                    type: numericInput
                    prompt: What is 1 + 1?
                    answer: 2
                    hints: [Start at 1 and count on 1 more.]
                    feedback: {incorrect: Count on from 1 with your fingers.}
                    skill: k.counting.nope

                """),
        ])
        let result = runCLI(["lint", "--format", "json"], in: tree.url)
        XCTAssertEqual(try ruleIDs(inJSON: result.out), ["REF-UNKNOWN"], result.out)
        XCTAssertTrue(result.out.contains("\"line\": 25"), "only i2's reference is reported: \(result.out)")
        XCTAssertEqual(result.code, .contentErrors)
    }

    func testASuppressionWithoutAReasonIsAnErrorAndSuppressesNothing() throws {
        let tree = try baseCurriculumTree([
            "curriculum/k/01-counting/count-to-10-l2.yaml": lessonFile(Self.unknownSkillItem + "    suppress: [{rule: REF-UNKNOWN}]\n"),
        ])
        let result = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains(
            "curriculum/k/01-counting/count-to-10-l2.yaml:18:23: error: suppression of REF-UNKNOWN gives no reason [CONFIG-SUPPRESSION-REASON]"),
            result.out)
        XCTAssertTrue(result.out.contains("note: add `reason:`"), result.out)
        XCTAssertTrue(result.out.contains("[REF-UNKNOWN]"), "a suppression without a reason does not apply: \(result.out)")
        let blank = try baseCurriculumTree([
            "curriculum/k/01-counting/count-to-10-l2.yaml": lessonFile(Self.unknownSkillItem + "    suppress: [{rule: REF-UNKNOWN, reason: \"  \"}]\n"),
        ])
        XCTAssertTrue(runCLI(["lint"], in: blank.url).out.contains("[CONFIG-SUPPRESSION-REASON]"))
    }

    func testASuppressionThatSuppressesNothingIsAWarning() throws {
        let tree = try baseCurriculumTree([
            "curriculum/k/01-counting/count-to-10-l2.yaml": lessonFile("""
                  - id: i1
                    type: numericInput
                    prompt: What is 3 + 2?
                    answer: 5
                    hints: [Start at 3 and count on 2 more.]
                    feedback: {incorrect: Count on from 3 with your fingers.}
                    suppress: [{rule: REF-UNKNOWN, reason: Left over from an old draft.}]

                """),
        ])
        let result = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(result.code, .success)
        XCTAssertTrue(result.out.contains(
            "count-to-10-l2.yaml:17:23: warning: suppression of REF-UNKNOWN suppresses nothing [CONFIG-UNUSED-SUPPRESSION]"), result.out)
        XCTAssertEqual(runCLI(["lint", "--strict"], in: tree.url).code, .contentErrors)
    }

    /// A rule configured off is not run at all (`CURRICULUM_TIMINGS=rules` times each rule that
    /// runs), from the command line or the manifest; its findings are gone as before, and a
    /// suppression of it is not judged unused, since nothing was looked for.
    func testARuleConfiguredOffDoesNotRun() throws {
        let tree = try baseCurriculumTree([
            "curriculum/k/01-counting/count-to-10-l2.yaml": lessonFile(Self.unknownSkillItem),
        ])
        let timed = "CURRICULUM_TIMINGS=rules \"$CURRICULUM\" lint"
        let on = try Subprocess.shell(timed, in: tree.url)
        XCTAssertTrue(on.err.contains("timing: REF-UNKNOWN "), on.err)
        XCTAssertTrue(on.out.contains("[REF-UNKNOWN]"), on.out)

        let off = try Subprocess.shell(timed + " --rule REF-UNKNOWN=off", in: tree.url)
        XCTAssertFalse(off.err.contains("timing: REF-UNKNOWN "), off.err)
        XCTAssertTrue(off.err.contains("timing: ITEM-ANSWER "), "the other rules still run: \(off.err)")
        XCTAssertFalse(off.out.contains("REF-UNKNOWN"), off.out)
        XCTAssertEqual(off.status, 0, off.out)

        try tree.edit("curriculum/curriculum.yaml", replacing: "rules: {}", with: "rules:\n  REF-UNKNOWN: off")
        try tree.edit("curriculum/k/01-counting/count-to-10-l2.yaml", replacing: "skill: k.counting.nope",
                      with: "skill: k.counting.nope\n    suppress: [{rule: REF-UNKNOWN, reason: The skill arrives in the next release.}]")
        let manifest = try Subprocess.shell(timed, in: tree.url)
        XCTAssertFalse(manifest.err.contains("timing: REF-UNKNOWN "), manifest.err)
        XCTAssertFalse(manifest.out.contains("REF-UNKNOWN"), manifest.out)
        XCTAssertFalse(manifest.out.contains("CONFIG-UNUSED-SUPPRESSION"), manifest.out)
        XCTAssertEqual(manifest.status, 0, manifest.out)
    }

    func testASuppressionOfAnUnknownRuleSuggestsTheNearestOne() throws {
        let tree = try baseCurriculumTree([
            "curriculum/k/01-counting/count-to-10-l2.yaml": lessonFile(Self.unknownSkillItem + "    suppress: [{rule: REF-UNKNOW, reason: Coming soon.}]\n"),
        ])
        let result = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains("unknown rule 'REF-UNKNOW'; did you mean 'REF-UNKNOWN'? [CONFIG-UNKNOWN-RULE]"), result.out)
    }
}
