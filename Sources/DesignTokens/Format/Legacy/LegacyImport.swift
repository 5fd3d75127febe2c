/// A document read through the legacy import, with the list of conversions made.
public struct LegacyImport: Sendable, Equatable {
    /// The converted, validated DTCG 2025.10 document.
    public let document: TokenDocument
    /// Every conversion, in document order.
    public let conversions: [LegacyConversion]
}
