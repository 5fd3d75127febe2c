/// A platform together with a version, such as iOS 17.0: the deployment target a search filters for.
///
/// ```swift
/// let target: PlatformVersion = .iOS(17, 0)
/// ```
public struct PlatformVersion: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The platform.
    public var platform: Platform
    /// The version on that platform.
    public var version: OSVersion

    /// Creates a platform version.
    public init(_ platform: Platform, _ version: OSVersion) {
        self.platform = platform
        self.version = version
    }

    /// iOS at the given version.
    public static func iOS(_ major: Int, _ minor: Int = 0) -> PlatformVersion { .init(.iOS, OSVersion(major, minor)) }
    /// macOS at the given version.
    public static func macOS(_ major: Int, _ minor: Int = 0) -> PlatformVersion {
        .init(.macOS, OSVersion(major, minor))
    }
    /// tvOS at the given version.
    public static func tvOS(_ major: Int, _ minor: Int = 0) -> PlatformVersion { .init(.tvOS, OSVersion(major, minor)) }
    /// watchOS at the given version.
    public static func watchOS(_ major: Int, _ minor: Int = 0) -> PlatformVersion {
        .init(.watchOS, OSVersion(major, minor))
    }
    /// visionOS at the given version.
    public static func visionOS(_ major: Int, _ minor: Int = 0) -> PlatformVersion {
        .init(.visionOS, OSVersion(major, minor))
    }

    /// `"iOS 17.0"`.
    public var description: String { "\(platform.rawValue) \(version)" }
}
