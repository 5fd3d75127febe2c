/// An Apple platform that ships SF Symbols.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS and iPadOS.
    case iOS
    /// macOS (AppKit symbol images start at macOS 11).
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}

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

/// The first OS versions on which a symbol name can be used.
///
/// The versions come from Apple's release table for the SF Symbols release that introduced the name.
/// Apple lists macOS 10.15 for the first release, but AppKit's symbol-image API only exists from
/// macOS 11.0, so ``macOS`` is never earlier than 11.0.
public struct Availability: Sendable, Hashable, Codable {
    /// The SF Symbols release key that introduced the name, such as `"2019"` or `"2023.2"`.
    public var release: String
    /// First iOS version.
    public var iOS: OSVersion
    /// First macOS version (at least 11.0).
    public var macOS: OSVersion
    /// First tvOS version.
    public var tvOS: OSVersion
    /// First watchOS version.
    public var watchOS: OSVersion
    /// First visionOS version.
    public var visionOS: OSVersion

    /// The lowest macOS version whose AppKit can load symbol images.
    public static let appKitFloor = OSVersion(11, 0)

    /// Creates an availability record; `macOS` is raised to ``appKitFloor`` when lower.
    public init(
        release: String, iOS: OSVersion, macOS: OSVersion, tvOS: OSVersion, watchOS: OSVersion, visionOS: OSVersion
    ) {
        self.release = release
        self.iOS = iOS
        self.macOS = max(macOS, Self.appKitFloor)
        self.tvOS = tvOS
        self.watchOS = watchOS
        self.visionOS = visionOS
    }

    /// The first version on `platform`.
    public subscript(platform: Platform) -> OSVersion {
        switch platform {
        case .iOS: iOS
        case .macOS: macOS
        case .tvOS: tvOS
        case .watchOS: watchOS
        case .visionOS: visionOS
        }
    }

    /// Whether the name can be used on `target`.
    public func isAvailable(on target: PlatformVersion) -> Bool {
        self[target.platform] <= target.version
    }
}
