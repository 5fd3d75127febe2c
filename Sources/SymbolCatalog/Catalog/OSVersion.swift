/// An operating-system version such as 13.0 or 17.4, ordered numerically.
///
/// SF Symbols availability is stated per platform as a major.minor release (iOS 13.0, macOS 11.0);
/// patch versions never matter for symbol availability, so they are not modelled.
public struct OSVersion: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The major release, for example 17 in 17.4.
    public var major: Int
    /// The minor release, for example 4 in 17.4.
    public var minor: Int

    /// Creates a version from its parts.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `"13"`, `"13.0"` or `"17.4"`; returns `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            let major = Int(parts[0]), major >= 0,
            let minor = parts.count == 2 ? Int(parts[1]) : 0, minor >= 0
        else { return nil }
        self.init(major, minor)
    }

    /// `"17.4"`.
    public var description: String { "\(major).\(minor)" }

    /// Orders by major, then minor release.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
