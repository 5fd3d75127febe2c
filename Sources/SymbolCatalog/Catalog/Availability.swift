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
