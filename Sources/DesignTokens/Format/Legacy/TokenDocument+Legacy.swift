#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TokenDocument {
    /// Reads a design-token file written by tools that predate DTCG 2025.10, such as Figma
    /// plugins and Tokens Studio, converting legacy spellings first.
    ///
    /// The strict ``init(json:)-(Data)`` rejects these files; this opt-in path rewrites them and
    /// reports every rewrite:
    /// - `value`, `type`, `description` on tokens (and `type` on groups) become `$value`,
    ///   `$type`, `$description`;
    /// - tool type names become DTCG types (`spacing`, `sizing`, `borderRadius`, `borderWidth`,
    ///   `fontSizes`, `letterSpacing`, `paragraphSpacing` → `dimension`; `fontWeights` →
    ///   `fontWeight`; `fontFamilies` → `fontFamily`; `lineHeights`, `opacity` → `number`);
    /// - colour strings `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)` and
    ///   `rgba(r, g, b, a)` become §8.1 `srgb` colour objects;
    /// - dimensions `"16px"`, `"1.5rem"`, `"16"` or a bare number (read as pixels) become §8.2
    ///   objects; durations `"200ms"`, `"0.2s"` or a bare number (milliseconds) become §8.5 objects;
    /// - font weight names in any case and spacing (`"SemiBold"`, `"Extra Light"`) and numeric
    ///   strings become §8.4 numbers; numbers written as strings, and percentages (`"150%"` →
    ///   `1.5`), become numbers;
    /// - the same rules apply to the parts of `typography`, `border`, `shadow` and `transition`
    ///   values.
    ///
    /// Aliases (`"{color.red}"`) are left as they are. Values that match no rule are left
    /// unchanged, so the strict reader then reports them with their JSON Pointers.
    ///
    /// - Throws: ``TokenError`` for JSON syntax errors and for anything still invalid after
    ///   conversion.
    /// - Complexity: O(*n*) in the size of the document, then as ``init(json:)-(Data)``.
    public static func importingLegacy(json data: Data) throws(TokenError) -> LegacyImport {
        let value: JSONValue
        do {
            value = try JSONValue(json: data)
        } catch {
            throw .syntax(error)
        }
        var converter = LegacyConverter()
        let converted = converter.convertGroup(value, pointer: "", inherited: nil)
        return LegacyImport(document: try TokenDocument(json: converted), conversions: converter.conversions)
    }
}
