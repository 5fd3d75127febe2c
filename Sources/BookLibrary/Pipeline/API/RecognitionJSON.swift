#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON value exactly as the recognition backend sent it.
///
/// The pipeline keeps the raw JSON of every recognised book so that fields this version does not
/// understand survive a round trip through the journal and can be mapped later. Objects keep all
/// their members; numbers are kept as `Double` (RFC 8259 §6 leaves precision to implementations).
public enum RecognitionJSON: Sendable, Hashable, Codable {
    /// The literal `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([RecognitionJSON])
    /// An object; member order is not significant (RFC 8259 §4).
    case object([String: RecognitionJSON])

    /// Decodes one JSON text (RFC 8259) into a value.
    ///
    /// - Parameters:
    ///   - data: The UTF-8 JSON text.
    ///   - context: What the text is (for example `"202 response body"`), used in the error.
    /// - Throws: ``RecognitionDecodingError/malformedJSON(context:offset:)`` with the byte offset
    ///   of the first error when `data` is not JSON.
    /// - Complexity: O(n) in the length of `data`.
    public static func parse(_ data: Data, context: String) throws(RecognitionDecodingError) -> RecognitionJSON {
        switch RecognitionJSONParser.parse(Array(data)) {
        case .success(let value): return value
        case .failure(let failure): throw .malformedJSON(context: context, offset: failure.offset)
        }
    }

    /// Decodes one JSON text given as a string.
    /// - Throws: ``RecognitionDecodingError/malformedJSON(context:offset:)``.
    public static func parse(_ text: String, context: String) throws(RecognitionDecodingError) -> RecognitionJSON {
        switch RecognitionJSONParser.parse(Array(text.utf8)) {
        case .success(let value): return value
        case .failure(let failure): throw .malformedJSON(context: context, offset: failure.offset)
        }
    }

    /// Creates a value from a decoder, trying `null`, booleans, numbers, strings, arrays and objects.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([RecognitionJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: RecognitionJSON].self))
        }
    }

    /// Encodes the value as the JSON it was decoded from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value re-encoded as compact JSON with sorted keys, a stable form for storage.
    public var jsonData: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }

    /// The member named `key` when the value is an object, else `nil`.
    public subscript(key: String) -> RecognitionJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The JSON type name used in error messages (RFC 8259 §3).
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
