/// The extension names this library reads.
enum ExtensionKey {
    /// Per-token mode values.
    static let modes = "org.composableclarity.modes"
    /// Root-level modifier declarations.
    static let modifiers = "org.composableclarity.modifiers"
    /// Root-level contrast pairs.
    static let contrastPairs = "org.composableclarity.contrastPairs"
    /// On a dimension: `"capsule"` marks a radius sentinel (999) drawn as a capsule.
    static let shape = "org.composableclarity.shape"
    /// On a typography token: the Apple text style it scales with (`"caption2"`, `"body"`…).
    static let textStyle = "org.composableclarity.textStyle"
    /// On a transition token: `{"bounce": number, "preset"?: "smooth" | "snappy" | "bouncy"}`,
    /// played as a spring of the token's duration in the standard motion context.
    static let spring = "org.composableclarity.spring"
    /// On a colour token: the platform colour it is, `{"swiftUI"?, "uiKit"?, "appKit"?}`.
    static let systemColor = "org.composableclarity.systemColor"
    /// On a colour token: the material it stands in for when materials are unavailable.
    static let material = "org.composableclarity.material"
}
