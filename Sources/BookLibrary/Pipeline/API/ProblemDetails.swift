#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An RFC 9457 problem details object (`application/problem+json`) as the backend sends it for
/// 400, 413, 429 and other failures, with its `retryable` and `retryAfterMs` extension members.
///
/// RFC 9457 §3.1 asks consumers to ignore a member whose value has the wrong type, so decoding
/// only fails when the text is not a JSON object; every ill-typed member reads as absent.
public struct ProblemDetails: Sendable, Hashable, Codable {
    /// The problem type URI; `about:blank` when absent (RFC 9457 §3.1.1).
    public var type: String
    /// A short summary of the problem type (RFC 9457 §3.1.3).
    public var title: String?
    /// The HTTP status code the server generated (RFC 9457 §3.1.2).
    public var status: Int?
    /// An explanation specific to this occurrence (RFC 9457 §3.1.4).
    public var detail: String?
    /// A URI identifying this occurrence (RFC 9457 §3.1.5).
    public var instance: String?
    /// Whether the backend says the same request may succeed later; `nil` when it did not say.
    public var retryable: Bool?
    /// How long the backend asks the client to wait: the `retryAfterMs` member, in milliseconds on
    /// the wire.
    public var retryAfter: Duration?
    /// All members, including extension members this type does not model (RFC 9457 §3.2).
    public var raw: RecognitionJSON

    /// Creates problem details from their parts.
    public init(
        type: String = "about:blank", title: String? = nil, status: Int? = nil, detail: String? = nil,
        instance: String? = nil, retryable: Bool? = nil, retryAfter: Duration? = nil
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.instance = instance
        self.retryable = retryable
        self.retryAfter = retryAfter
        self.raw = .object([:])
    }

    /// Decodes problem details from a JSON value, ignoring ill-typed members (RFC 9457 §3.1).
    /// - Throws: ``RecognitionDecodingError/wrongType(path:expected:found:)`` when `json` is not
    ///   an object.
    public init(json: RecognitionJSON) throws(RecognitionDecodingError) {
        let reader = try RecognitionJSONReader.object(json, path: "")
        func text(_ key: String) -> String? {
            if case .string(let value)? = reader.member(key) { return value }
            return nil
        }
        func integer(_ key: String) -> Int? {
            guard case .number(let value)? = reader.member(key), value.rounded() == value,
                abs(value) < 1e15
            else { return nil }
            return Int(value)
        }
        self.type = text("type") ?? "about:blank"
        self.title = text("title")
        self.status = integer("status")
        self.detail = text("detail")
        self.instance = text("instance")
        self.retryable = reader.bool("retryable")
        self.retryAfter = integer("retryAfterMs").flatMap { $0 >= 0 ? .milliseconds($0) : nil }
        self.raw = json
    }

    /// Decodes problem details from a response body.
    /// - Throws: ``RecognitionDecodingError`` when the body is not a JSON object.
    public init(data: Data) throws(RecognitionDecodingError) {
        try self.init(json: RecognitionJSON.parse(data, context: "problem details body"))
    }

    /// The most helpful human-readable text: `detail`, else `title`, else the type.
    public var message: String { detail ?? title ?? type }

    // The member names of RFC 9457 and the backend; `retryAfterMs` holds whole milliseconds.
    private enum CodingKeys: String, CodingKey {
        case type, title, status, detail, instance, retryable, retryAfterMs, raw
    }

    /// Decodes problem details in the form ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        status = try container.decodeIfPresent(Int.self, forKey: .status)
        detail = try container.decodeIfPresent(String.self, forKey: .detail)
        instance = try container.decodeIfPresent(String.self, forKey: .instance)
        retryable = try container.decodeIfPresent(Bool.self, forKey: .retryable)
        retryAfter = try container.decodeIfPresent(Int64.self, forKey: .retryAfterMs).map { .milliseconds($0) }
        raw = try container.decode(RecognitionJSON.self, forKey: .raw)
    }

    /// Encodes every member, ``retryAfter`` as whole milliseconds under `retryAfterMs`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(status, forKey: .status)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(instance, forKey: .instance)
        try container.encodeIfPresent(retryable, forKey: .retryable)
        try container.encodeIfPresent(retryAfter?.wholeMilliseconds, forKey: .retryAfterMs)
        try container.encode(raw, forKey: .raw)
    }
}
