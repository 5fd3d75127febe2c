/// The tokens of a document resolved for one mode, looked up by path.
///
/// Typed accessors convert DTCG values to Swift values: ``color(_:)`` to ``RGBColor``,
/// ``dimension(_:)`` to ``DimensionValue``, ``number(_:)`` to `Double` and ``duration(_:)`` to
/// `Duration`.
public struct ResolvedTokens: Sendable {
    /// The complete mode: every modifier with its context.
    public let mode: [String: String]
    /// The resolved tokens in document order.
    public let tokens: [ResolvedToken]
    let index: [String: Int]

    /// The resolved token at a dotted path, or `nil`.
    public subscript(path: String) -> ResolvedToken? {
        index[path].map { tokens[$0] }
    }

    func token(_ path: String, _ type: TokenType) throws(TokenError) -> ResolvedToken {
        guard let token = self[path] else { throw .tokenNotFound(path) }
        guard token.type == type else {
            throw .typeMismatch(path: path, reference: path, expected: type, found: token.type)
        }
        return token
    }

    /// The colour at `path`, converted to sRGB (DTCG §8.1 colour spaces srgb, srgb-linear,
    /// display-p3, oklab, oklch, hsl; others through their `hex` fallback).
    ///
    /// - Throws: ``TokenError`` when the token is missing, not a colour, or in an unsupported space.
    public func color(_ path: String) throws(TokenError) -> RGBColor {
        let token = try token(path, .color)
        return try RGBColor(dtcg: token.value, path: path)
    }

    /// The dimension at `path`.
    ///
    /// - Throws: ``TokenError`` when the token is missing or not a dimension.
    public func dimension(_ path: String) throws(TokenError) -> DimensionValue {
        let token = try token(path, .dimension)
        return DimensionValue(
            value: token.value["value"]?.doubleValue ?? 0, unit: token.value["unit"]?.stringValue ?? "px")
    }

    /// The number at `path`.
    ///
    /// - Throws: ``TokenError`` when the token is missing or not a number.
    public func number(_ path: String) throws(TokenError) -> Double {
        try token(path, .number).value.doubleValue ?? 0
    }

    /// The duration at `path` (DTCG §8.5: a value in `ms` or `s`).
    ///
    /// - Throws: ``TokenError`` when the token is missing or not a duration, or
    ///   ``TokenError/invalidValue(path:type:expected:)`` when the value is beyond the range of `Duration`
    ///   (2⁶³ seconds either way).
    public func duration(_ path: String) throws(TokenError) -> Duration {
        let value = try token(path, .duration).value
        let amount = value["value"]?.doubleValue ?? 0
        let milliseconds = value["unit"]?.stringValue == "ms"
        guard Duration(checkedSeconds: milliseconds ? amount / 1000 : amount) != nil else {
            throw .invalidValue(path: path, type: .duration, expected: "between -2^63 and 2^63 seconds")
        }
        return milliseconds ? .milliseconds(amount) : .seconds(amount)
    }
}
