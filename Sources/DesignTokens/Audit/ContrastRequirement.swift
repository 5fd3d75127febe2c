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
