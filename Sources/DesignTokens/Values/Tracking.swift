/// Published tracking (letter spacing) tables for Apple's system fonts.
///
/// Apple's Human Interface Guidelines (Typography › Specifications › Tracking values) list, for
/// SF Pro on iOS, the tracking in points that the system applies at each font size from 6 to 96
/// points. ``sfPro(pointSize:)`` returns those values, so a design tool, a generated style or a
/// renderer that shapes text itself can match what the system does.
///
/// ```swift
/// let body = Tracking.sfPro(pointSize: 17)  // -0.43
/// ```
public enum Tracking {
    /// The tracking in points that SF Pro on iOS applies at a point size.
    ///
    /// Sizes listed in the table return the published value exactly. Between two listed sizes
    /// (the table steps by 2 points above 54 and by 4 points above 76) the value is the linear
    /// interpolation of its two neighbours. Sizes below 6 points take the 6-point value; sizes of
    /// 80 points and above take 0, as the table does. A non-finite size returns 0.
    ///
    /// - Parameter pointSize: The font size in points.
    /// - Returns: The tracking in points (positive loosens, negative tightens).
    /// - Complexity: O(log n) in the number of table rows.
    public static func sfPro(pointSize: Double) -> Double {
        guard pointSize.isFinite, let first = sfProTable.first, let last = sfProTable.last else { return 0 }
        if pointSize <= first.size { return first.points }
        if pointSize >= last.size { return last.points }
        var low = 0
        var high = sfProTable.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if sfProTable[middle].size <= pointSize { low = middle } else { high = middle }
        }
        let lower = sfProTable[low]
        let upper = sfProTable[high]
        if pointSize == lower.size { return lower.points }
        let fraction = (pointSize - lower.size) / (upper.size - lower.size)
        return lower.points + (upper.points - lower.points) * fraction
    }

    /// HIG "Tracking values" for SF Pro on iOS: size in points → tracking in points.
    static let sfProTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]
}
