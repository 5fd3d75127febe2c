/// The extension names this library reads.
enum ExtensionKey {
    /// Per-token mode values.
    static let modes = "org.composableclarity.modes"
    /// Root-level modifier declarations.
    static let modifiers = "org.composableclarity.modifiers"
    /// Root-level contrast pairs.
    static let contrastPairs = "org.composableclarity.contrastPairs"
}
