import Foundation

/// A WCAG 2.x contrast requirement (WCAG 2.2 success criteria 1.4.3, 1.4.6 and 1.4.11).
public enum ContrastRequirement: String, Sendable, Hashable, CaseIterable {
    /// 1.4.3 Contrast (Minimum), normal text: 4.5:1.
    case aaNormalText
    /// 1.4.3 Contrast (Minimum), large text (18 pt, or 14 pt bold): 3:1.
    case aaLargeText
    /// 1.4.6 Contrast (Enhanced), normal text: 7:1.
    case aaaNormalText
    /// 1.4.6 Contrast (Enhanced), large text: 4.5:1.
    case aaaLargeText
    /// 1.4.11 Non-text Contrast, UI components and graphical objects: 3:1.
    case uiComponent

    /// The minimum contrast ratio the requirement demands.
    public var minimumRatio: Double {
        switch self {
        case .aaNormalText, .aaaLargeText: 4.5
        case .aaLargeText, .uiComponent: 3
        case .aaaNormalText: 7
        }
    }
}

/// A foreground/background token pair the design system promises to keep legible.
public struct ContrastPair: Sendable, Hashable {
    /// The foreground colour token's path.
    public var foreground: String
    /// The background colour token's path.
    public var background: String
    /// What the pair must meet.
    public var requirement: ContrastRequirement

    /// Creates a pair.
    public init(foreground: String, background: String, requirement: ContrastRequirement) {
        self.foreground = foreground
        self.background = background
        self.requirement = requirement
    }
}

/// A pair that does not meet its requirement in one mode.
public struct ContrastFailure: Sendable, Hashable, CustomStringConvertible {
    /// The pair.
    public let pair: ContrastPair
    /// The complete mode in which it fails.
    public let mode: [String: String]
    /// The measured ratio, rounded to four decimals.
    public let ratio: Double
    /// The required ratio.
    public let required: Double

    /// A sentence such as `color.text.accent on color.surface.base is 3.5474:1 in theme=light…; needs 4.5:1`.
    public var description: String {
        let modeText = mode.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        return "\(pair.foreground) on \(pair.background) is \(ratio):1 in [\(modeText)]; needs \(required):1"
    }
}

/// The outcome of a contrast audit.
public struct ContrastReport: Sendable, Hashable {
    /// Pairs checked × modes.
    public let checks: Int
    /// Every failing pair in every mode, in pair then mode order.
    public let failures: [ContrastFailure]

    /// `true` when nothing failed.
    public var passed: Bool { failures.isEmpty }
}

/// WCAG 2.x contrast arithmetic.
public enum WCAG {
    /// Rounds a ratio to four decimals for reporting (pass/fail uses the exact value).
    public static func rounded(_ ratio: Double) -> Double {
        (ratio * 10_000).rounded() / 10_000
    }
}

extension TokenDocument {
    /// The contrast pairs the document declares in its root `$extensions` under
    /// `org.composableclarity.contrastPairs` (`[{foreground, background, requirement}]`).
    public var contrastPairs: [ContrastPair] {
        let list = json["$extensions"]?[ExtensionKey.contrastPairs]?.arrayValue ?? []
        return list.compactMap { entry in
            guard let foreground = entry["foreground"]?.stringValue, let background = entry["background"]?.stringValue,
                let requirement = entry["requirement"]?.stringValue.flatMap(ContrastRequirement.init(rawValue:))
            else { return nil }
            return ContrastPair(foreground: foreground, background: background, requirement: requirement)
        }
    }

    /// Checks every pair in every mode (``allModes``) against its WCAG requirement.
    ///
    /// Translucent foregrounds are composited over the background first; the background is
    /// taken as opaque.
    ///
    /// - Parameter pairs: the pairs to check; defaults to the document's ``contrastPairs``.
    /// - Throws: ``TokenError`` when a pair names a missing or non-colour token.
    /// - Complexity: O(*m* (*n* + *p*)) for *m* modes, *n* tokens and *p* pairs.
    public func auditContrast(pairs: [ContrastPair]? = nil) throws(TokenError) -> ContrastReport {
        let pairs = pairs ?? contrastPairs
        var failures: [ContrastFailure] = []
        let modes = allModes
        for mode in modes {
            let resolved = try resolve(mode: mode)
            for pair in pairs {
                let background = try resolved.color(pair.background)
                let foreground = try resolved.color(pair.foreground).composited(over: background)
                let ratio = foreground.contrastRatio(against: background)
                if ratio < pair.requirement.minimumRatio {
                    failures.append(
                        ContrastFailure(
                            pair: pair, mode: resolved.mode, ratio: WCAG.rounded(ratio),
                            required: pair.requirement.minimumRatio))
                }
            }
        }
        return ContrastReport(checks: pairs.count * modes.count, failures: failures)
    }
}
