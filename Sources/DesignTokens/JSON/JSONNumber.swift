/// A JSON number kept as the text that appeared in the source, so that `0.10` stays `0.10`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as written, a valid RFC 8259 §6 number.
    public let text: String
    /// The number as a `Double`.
    public let doubleValue: Double

    /// Creates a number from its JSON text; `nil` when the text is not an RFC 8259 number.
    public init?(text: String) {
        var parser = JSONParser(bytes: Array(text.utf8))
        guard let number = try? parser.parseNumber(), parser.index == parser.bytes.count else { return nil }
        self = number
    }

    /// Creates a number from a `Double`, written in Swift's shortest round-tripping form
    /// (integers without a fraction).
    public init(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            text = String(Int64(value))
        } else if value.isFinite {
            text = "\(value)"
        } else {
            text = "0"
        }
        doubleValue = value.isFinite ? value : 0
    }

    init(uncheckedText: String, value: Double) {
        text = uncheckedText
        doubleValue = value
    }

    /// The number's JSON text.
    public var description: String { text }
}
