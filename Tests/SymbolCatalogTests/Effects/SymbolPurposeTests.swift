import Testing

@testable import SymbolCatalog

/// The purpose table of the product documents (REQUIREMENTS.md, "Symbol effects": purpose → effect).
@Suite("SymbolPurpose")
struct SymbolPurposeTests {
    @Test("maps each purpose to the effects the product documents name")
    func table() {
        let expected: [(SymbolPurpose, [SymbolAnimation])] = [
            (.tapFeedback, [.bounce]), (.drawAttention, [.wiggle]), (.inProgress, [.breathe, .pulse]),
            (.searching, [.variableColor]), (.recording, [.scale]), (.rotationProgress, [.rotate]),
            (.completion, [.replace]), (.enterExit, [.drawOn, .drawOff]), (.pathProgress, []),
        ]
        #expect(expected.map(\.0) == SymbolPurpose.allCases)
        for (purpose, animations) in expected { #expect(purpose.animations == animations, "\(purpose)") }
        #expect(SymbolPurpose.pathProgress.variableValueMode == .draw)
        #expect(SymbolPurpose.searching.variableValueMode == nil)
    }

    @Test("looks up the purposes of an animation")
    func lookup() {
        #expect(SymbolPurpose.purposes(for: .wiggle) == [.drawAttention])
        #expect(SymbolPurpose.purposes(for: .pulse) == [.inProgress])
        #expect(SymbolPurpose.purposes(for: .drawOff) == [.enterExit])
        #expect(SymbolPurpose.purposes(for: .magicReplace).isEmpty)
        #expect(SymbolPurpose.drawAttention.description == "Something changed, draw attention")
    }

    @Test("builds a valid recommended spec for each purpose but path progress")
    func recommendedSpecs() throws {
        for purpose in SymbolPurpose.allCases {
            guard let spec = purpose.recommendedSpec else {
                #expect(purpose == .pathProgress)
                continue
            }
            let validated = try SymbolAnimationSpec(
                spec.animation, variants: spec.variants, options: spec.options, trigger: spec.trigger,
                textAlternative: spec.textAlternative)
            #expect(validated == spec)
            #expect(spec.trigger == purpose.trigger)
        }
        let recording = SymbolPurpose.recording.recommendedSpec
        #expect(recording?.animation == .scale)
        #expect(recording?.trigger == .isActive)
        #expect(recording?.textAlternative == "Recording")
        #expect(SymbolPurpose.searching.recommendedSpec?.variants == [.iterative])
        #expect(SymbolPurpose.tapFeedback.recommendedSpec?.textAlternative == nil)
    }
}
