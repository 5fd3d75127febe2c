/// A location as a `geo:` URI (RFC 5870), which map apps open.
public struct GeoPayload: QRPayload, Equatable {
    /// Latitude in millionths of a degree, −90 000 000...90 000 000.
    public let latitudeMicrodegrees: Int
    /// Longitude in millionths of a degree, −180 000 000...180 000 000.
    public let longitudeMicrodegrees: Int

    /// The `geo:` URI.
    public var payload: String {
        func format(_ micro: Int) -> String {
            (micro < 0 ? "-" : "") + PayloadText.decimal(abs(micro), decimals: 6, trimZeros: true)
        }
        return "geo:\(format(latitudeMicrodegrees)),\(format(longitudeMicrodegrees))"
    }

    /// Builds the URI from coordinates in millionths of a degree (so that no floating-point
    /// formatting is involved): latitude −90 000 000...90 000 000, longitude −180 000 000...180 000 000.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the coordinate.
    public init(latitudeMicrodegrees: Int, longitudeMicrodegrees: Int) throws(QRCodeError) {
        guard abs(latitudeMicrodegrees) <= 90_000_000 else {
            throw .invalidPayloadField(field: "latitude", reason: "must be within −90...90 degrees")
        }
        guard abs(longitudeMicrodegrees) <= 180_000_000 else {
            throw .invalidPayloadField(field: "longitude", reason: "must be within −180...180 degrees")
        }
        self.latitudeMicrodegrees = latitudeMicrodegrees
        self.longitudeMicrodegrees = longitudeMicrodegrees
    }

    /// Reads a `geo:` URI (RFC 5870 §3.3, scheme in any case).
    ///
    /// Coordinates with more than six decimals (segno writes up to eight) are rounded to the
    /// nearest microdegree, about 11 cm. An altitude, URI parameters (`;crs=`, `;u=`) and a query
    /// (`?q=`, `?z=`) are read past and not kept: this type holds a point on the map.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload`, `latitude`
    ///   or `longitude`.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        guard let rest = PayloadParsing.dropScheme("geo:", from: PayloadParsing.trimmed(text)) else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with geo:")
        }
        let point = rest.prefix { $0 != ";" && $0 != "?" }
        let coordinates = point.split(separator: ",", omittingEmptySubsequences: false)
        guard coordinates.count == 2 || coordinates.count == 3 else {
            throw .invalidPayloadField(field: "payload", reason: "needs latitude,longitude")
        }
        try self.init(
            latitudeMicrodegrees: try Self.microdegrees(coordinates[0], field: "latitude"),
            longitudeMicrodegrees: try Self.microdegrees(coordinates[1], field: "longitude"))
    }

    /// A signed decimal number of degrees, rounded half away from zero to millionths.
    private static func microdegrees(_ text: Substring, field: String) throws(QRCodeError) -> Int {
        var digits = text
        var negative = false
        if digits.hasPrefix("-") || digits.hasPrefix("+") {
            negative = digits.hasPrefix("-")
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var fraction = parts.count > 1 ? parts[1] : ""
        guard fraction.count <= 20 else {
            throw .invalidPayloadField(field: field, reason: "has more than 20 decimals")
        }
        guard fraction.unicodeScalars.allSatisfy(PayloadText.isASCIIDigit) else {
            throw .invalidPayloadField(field: field, reason: "\"\(text)\" is not a decimal number of degrees")
        }
        var roundUp = false
        if fraction.count > 6 {
            roundUp = (fraction.dropFirst(6).first ?? "0") >= "5"
            fraction = fraction.prefix(6)
        }
        guard !parts[0].isEmpty, parts.count == 1 || !fraction.isEmpty
        else {
            throw .invalidPayloadField(field: field, reason: "\"\(text)\" is not a decimal number of degrees")
        }
        let rounded = parts[0] + "." + (fraction.isEmpty ? "0" : fraction)
        var value = try PayloadParsing.minorUnits(rounded, decimals: 6, field: field)
        if roundUp { value += 1 }
        return negative ? -value : value
    }
}
