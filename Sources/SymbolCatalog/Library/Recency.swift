/// How long ago a favorite was added, for grouping a favorites list.
public enum Recency: String, Sendable, Hashable, CaseIterable, Codable {
    /// Added on the current calendar day.
    case today
    /// Added earlier in the current calendar week.
    case thisWeek
    /// Added before the current week.
    case earlier
}
