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

    /// A sentence such as `color.accent on color.background is 5.9203:1 in [contrast=standard, …]; needs 7.0:1`.
    public var description: String {
        let modeText = mode.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
        return "\(pair.foreground) on \(pair.background) is \(ratio):1 in [\(modeText)]; needs \(required):1"
    }
}
