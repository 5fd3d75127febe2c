extension SymbolAnimation {
    /// The release that introduced the animation's effect type.
    var release: AnimationRelease {
        switch self {
        case .bounce, .pulse, .scale, .variableColor, .appear, .disappear, .replace: .release2023
        case .wiggle, .rotate, .breathe, .magicReplace: .release2024
        case .drawOn, .drawOff: .release2025
        }
    }

    /// The first version of `platform` on which the animation can be used, or `nil` when it never can.
    ///
    /// iOS 17 for Bounce, Pulse, Scale, Variable Color, Appear, Disappear and Replace; iOS 18 for Wiggle,
    /// Rotate, Breathe and Magic Replace; iOS 26 for Draw On and Draw Off — with the matching macOS
    /// (14, 15, 26), tvOS (17, 18, 26), watchOS (10, 11, 26) and visionOS (1, 2, 26) versions, as each
    /// effect's page in Apple's Symbols reference lists them. Every animation exists on all five
    /// platforms, so the result is never `nil` today.
    /// - Complexity: O(1).
    public func minimumVersion(on platform: Platform) -> OSVersion? {
        release.version(on: platform)
    }

    /// The first version of `platform` on which the animation can be started by `trigger`, or `nil` when
    /// the animation does not accept the trigger.
    ///
    /// Equal to ``minimumVersion(on:)`` except for Bounce with `isActive:`: `BounceSymbolEffect` appears
    /// among the conforming types of `IndefiniteSymbolEffect` only from the iOS 18 SDK on (the iOS 17
    /// reference presents bounce as a discrete effect), so an indefinite bounce is gated at iOS 18.
    /// - Complexity: O(1).
    public func minimumVersion(for trigger: SymbolAnimationSpec.Trigger, on platform: Platform) -> OSVersion? {
        guard triggers.contains(trigger) else { return nil }
        if self == .bounce, trigger == .isActive { return AnimationRelease.release2024.version(on: platform) }
        return minimumVersion(on: platform)
    }

    /// Whether the animation, started by `trigger`, can be used on `target`.
    public func isAvailable(for trigger: SymbolAnimationSpec.Trigger, on target: PlatformVersion) -> Bool {
        minimumVersion(for: trigger, on: target.platform).map { $0 <= target.version } ?? false
    }
}
