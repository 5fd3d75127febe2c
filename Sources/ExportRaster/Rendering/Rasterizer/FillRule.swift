/// How the inside of a self-intersecting or nested outline is decided (SVG 1.1 §11.3 `fill-rule`).
public enum FillRule: Sendable, Equatable, Hashable {
    /// A point is inside when the signed count of crossings of a ray from it is not zero.
    case nonzero
    /// A point is inside when a ray from it crosses the outline an odd number of times.
    case evenOdd
}
