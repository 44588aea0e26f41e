/// Every rule the compiler knows. Adding a rule is adding its file and one line here.
package enum RuleRegistry {
    /// Rules raised by pipeline stages rather than by checking the catalog.
    package static let stageRules: [any Rule.Type] = [
        YAMLSyntax.self, YAMLEncoding.self, YAMLByteOrderMark.self, YAMLLineEndings.self, YAMLEmpty.self,
        YAMLMultipleDocuments.self, YAMLNesting.self, YAMLAlias.self, YAMLComplexKey.self, YAMLMergeKey.self,
        YAMLDuplicateKey.self, YAMLTag.self, YAMLNumberRange.self, YAMLBidiControl.self,
        FileUnreadable.self, FileSymlinkOutsideRoot.self, FileNotRegular.self, FileTooLarge.self, FileExtensionCase.self,
        FileNameEncoding.self,
        ConfigUnknownRule.self, ConfigSuppressionReason.self, ConfigUnusedSuppression.self,
        L10nFormat.self, ItemTemplateExpansion.self,
    ] + schemaRules.map { $0 as any Rule.Type }

    /// SCHEMA-*: raised by the Shape stage, each under the rule that claims its validator failure.
    static let schemaRules: [any SchemaRule.Type] = [
        SchemaKind.self, SchemaModeline.self, SchemaType.self, SchemaRequired.self, SchemaUnknownField.self,
        SchemaEnum.self, SchemaRange.self, SchemaPattern.self, SchemaComposition.self,
    ]

    package static let catalogRules: [any CatalogRule.Type] = [
        RefDuplicateID.self, RefMalformedID.self, RefUnknown.self,
        StdGradeMismatch.self, StdHeadingUsed.self, StdRange.self, StdMatrix.self, StdTaskMismatch.self,
        TraceStandardUncovered.self, TraceItemUntraced.self, TracePrerequisiteCycle.self, TracePrerequisiteOrder.self,
        TraceRemediationOrder.self, TraceBadge.self, TraceEventMissing.self, TraceEventUnused.self, TraceEventProperty.self,
        ItemAnswer.self, ItemAnswerNotOption.self, ItemAnswerPosition.self, ItemOptions.self, ItemImpossible.self, ItemRubric.self,
        ItemDuplicateContent.self, ItemAnswerInPicture.self, ItemStoryColour.self,
        AssessQuickCheck.self, AssessPracticeThreshold.self, AssessMasteryCheck.self, AssessRubric.self,
        AssessMasteryReachable.self, AssessDifficultyDrop.self, AssessOneSidedAnswers.self,
        TargetLessonsPerSkill.self, TargetItemsPerLesson.self, TargetGradeTotals.self, TargetItemTypes.self,
        TargetStageOrder.self, TargetItemStage.self, TargetDifficultyStep.self, TargetReversedRange.self,
        FactsCount.self, FactsSubtraction.self, FactsSumRange.self, FactsCommutative.self, FactsOptions.self, FactsStep.self,
        // COPY: early-reader copy, hints and feedback, text alternatives, speech, style.
        CopySentenceLength.self, CopyPromptLength.self, CopyWordList.self, CopyReadingLevel.self,
        CopyHintMissing.self, CopyHintRevealsAnswer.self, CopyHintEliminates.self, CopyHintDoubleFirst.self, CopyUnscoredClaim.self, CopyYesForNo.self, CopyFeedbackMissing.self, CopyFeedbackDiscouraging.self,
        CopyFeedbackVague.self, CopyAltMissing.self, CopyAltLength.self, CopyAltFilename.self, CopyAltRevealsAnswer.self,
        CopyUnspeakableSymbol.self, CopyReadingRequired.self, CopyEquationUnsaid.self, CopyOptionsAlike.self, CopyAnswerHeard.self, CopyIdiom.self, CopyFewerNumbers.self, CopyAllCaps.self, CopyPromptPunctuation.self, CopyDoubleSpace.self,
        CopyUIExpansion.self, CopyPlaceholder.self, CopyActionUnavailable.self, CopyTouchChoices.self, CopyNegation.self, CopyFractionBeyondGrade.self,
        // L10N: the translation files against today's English.
        L10nNumberLost.self, L10nOptionDuplicate.self, L10nUILimit.self, L10nReadingLevel.self, L10nEmpty.self, L10nStale.self, L10nUnknownKey.self, L10nLocale.self,
        // ASSET: pictures and recordings, their catalog and their files.
        AssetUnknown.self, AssetFileMissing.self, AssetUnused.self, AssetFormatRule.self, AssetSize.self,
        AssetSVGUnsafe.self, AssetAltMismatch.self, AssetPlaceholder.self,
        // REVIEW: reviewers' approvals against the content they approved; off until turned on.
        ReviewChanged.self, ReviewUnreviewed.self, ReviewUnknownItem.self,
    ]

    /// Rules the Emit stage runs over the staged output of `build`.
    package static let outputRules: [any OutputRule.Type] = [
        BundleVersionReuse.self,
    ]

    /// Made once: a language server asks for it on every publish, and configuration on every compile.
    package static let all: [RuleDescription] =
        (stageRules.map { $0.description } + catalogRules.map { $0.description } + outputRules.map { $0.description })
            .sorted { $0.id < $1.id }

    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    package static func description(of id: String) -> RuleDescription? {
        byID[id]
    }
}
