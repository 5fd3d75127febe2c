/// The three OS releases that brought symbol animations, with each platform's first version.
///
/// The versions are those every Symbols framework page lists for the effects of that release (for
/// example `BounceSymbolEffect`: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0), and the
/// same as Apple's `year_to_release` table for the SF Symbols releases 2023, 2024 and 2025 that the
/// bundled catalog carries. iPadOS shares the iOS versions.
enum AnimationRelease: Int, Comparable, CaseIterable, Sendable {
    /// iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1 (SF Symbols 5).
    case release2023 = 2023
    /// iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2 (SF Symbols 6).
    case release2024 = 2024
    /// iOS, macOS, tvOS, watchOS and visionOS 26 (SF Symbols 7).
    case release2025 = 2025

    /// The first version of `platform` in this release.
    func version(on platform: Platform) -> OSVersion {
        switch (self, platform) {
        case (.release2023, .iOS), (.release2023, .tvOS): OSVersion(17, 0)
        case (.release2023, .macOS): OSVersion(14, 0)
        case (.release2023, .watchOS): OSVersion(10, 0)
        case (.release2023, .visionOS): OSVersion(1, 0)
        case (.release2024, .iOS), (.release2024, .tvOS): OSVersion(18, 0)
        case (.release2024, .macOS): OSVersion(15, 0)
        case (.release2024, .watchOS): OSVersion(11, 0)
        case (.release2024, .visionOS): OSVersion(2, 0)
        case (.release2025, _): OSVersion(26, 0)
        }
    }

    static func < (lhs: AnimationRelease, rhs: AnimationRelease) -> Bool { lhs.rawValue < rhs.rawValue }
}
