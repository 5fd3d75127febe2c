extension TextStyle {
    /// The iOS tracking in points at a Dynamic Type content size.
    ///
    /// The style's size at that content size (``iOSSize(_:)``) looked up in the SF Pro table
    /// (``Tracking/sfPro(pointSize:)``); for example Body at Large is 17 points, −0.43 points.
    public func iOSTracking(_ size: DynamicTypeSize) -> Double {
        Tracking.sfPro(pointSize: iOSSize(size))
    }
}
