/// One change the legacy import made, located by its JSON Pointer (RFC 6901).
public struct LegacyConversion: Sendable, Equatable, CustomStringConvertible {
    /// What kind of change was made.
    public enum Kind: Sendable, Equatable {
        /// A pre-2025 property name such as `value` became its `$`-prefixed name.
        case renamedProperty(from: String, to: String)
        /// A tool-specific type name such as `spacing` became a DTCG type.
        case mappedType(from: String, to: TokenType)
        /// A string or number value became the DTCG 2025.10 shape of its type.
        case convertedValue(type: TokenType, from: JSONValue, to: JSONValue)
    }

    /// The JSON Pointer of the converted member in the converted document.
    public let pointer: String
    /// The change.
    public let kind: Kind

    /// A sentence saying what changed and where.
    public var description: String {
        switch kind {
        case .renamedProperty(let from, let to): "\(pointer): renamed \(from) to \(to)"
        case .mappedType(let from, let to): "\(pointer): type \"\(from)\" read as \(to)"
        case .convertedValue(let type, let from, let to):
            "\(pointer): \(type) \(from.serialized(indent: nil)) converted to \(to.serialized(indent: nil))"
        }
    }
}
