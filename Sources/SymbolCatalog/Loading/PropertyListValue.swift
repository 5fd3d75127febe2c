/// A property-list value of any shape.
///
/// The metadata loader decodes files with `PropertyListDecoder`, which FoundationEssentials has (XML,
/// binary and OpenStep formats), instead of `PropertyListSerialization`, which only the whole of
/// Foundation has; this type stands in for the `Any` that `PropertyListSerialization` returned, and
/// its accessors mirror the `as?` casts the loader made on it.
enum PropertyListValue: Decodable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
    /// A number, Boolean, date or data value, whose contents the loader never needs.
    case other

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            var values: [String: PropertyListValue] = [:]
            values.reserveCapacity(container.allKeys.count)
            for key in container.allKeys { values[key.stringValue] = try container.decode(Self.self, forKey: key) }
            self = .dictionary(values)
        } else if var container = try? decoder.unkeyedContainer() {
            var values: [PropertyListValue] = []
            while !container.isAtEnd { values.append(try container.decode(Self.self)) }
            self = .array(values)
        } else if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .string(text)
        } else {
            self = .other
        }
    }

    /// The text of a string value (`value as? String`).
    var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// A dictionary whose every value converts with `element` (`value as? [String: T]`).
    func dictionary<T>(of element: (PropertyListValue) -> T?) -> [String: T]? {
        guard case .dictionary(let values) = self else { return nil }
        var result: [String: T] = [:]
        result.reserveCapacity(values.count)
        for (key, value) in values {
            guard let converted = element(value) else { return nil }
            result[key] = converted
        }
        return result
    }

    /// An array whose every element converts with `element` (`value as? [T]`).
    func array<T>(of element: (PropertyListValue) -> T?) -> [T]? {
        guard case .array(let values) = self else { return nil }
        var result: [T] = []
        result.reserveCapacity(values.count)
        for value in values {
            guard let converted = element(value) else { return nil }
            result.append(converted)
        }
        return result
    }
}
