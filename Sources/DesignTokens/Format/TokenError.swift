/// Why a token document is invalid, or why a value cannot be resolved.
///
/// Every case carries the location as a JSON Pointer (RFC 6901) into the document, such as
/// `/color/brand/$value`, so a tool can point at the offending member.
public indirect enum TokenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON.
    case syntax(JSONSyntaxError)
    /// A group member or the root is not a JSON object.
    case notAnObject(path: String)
    /// A token or group name starts with `$` or contains `{`, `}` or `.` (DTCG §5.1.1).
    case invalidName(path: String, name: String)
    /// An object has `$value` and also child tokens or groups (DTCG §5: a token has no children).
    case tokenWithChildren(path: String)
    /// `$type` names no type of the format.
    case unknownType(path: String, type: String)
    /// No `$type` on the token, its groups, or the token it aliases.
    case missingType(path: String)
    /// A value does not have the shape its type requires.
    case invalidValue(path: String, type: TokenType, expected: String)
    /// An alias names no token.
    case unresolvableReference(path: String, reference: String)
    /// An alias names a group rather than a token.
    case referenceToGroup(path: String, reference: String)
    /// An alias names a token of another type than the place requires.
    case typeMismatch(path: String, reference: String, expected: TokenType, found: TokenType)
    /// The token is part of an alias cycle; `cycle` lists the tokens in the cycle.
    case circularReference(path: String, cycle: [String])
    /// An alias chain is longer than ``TokenDocument/maximumAliasDepth`` links.
    case aliasChainTooDeep(path: String)
    /// A mode names a modifier the document does not declare.
    case unknownModifier(String)
    /// A mode names a context the modifier does not declare.
    case unknownContext(modifier: String, context: String)
    /// A colour uses a colour space this library does not convert.
    case unsupportedColorSpace(path: String, colorSpace: String)
    /// No token at this path.
    case tokenNotFound(String)
    /// Several problems, in document order.
    case multiple([TokenError])

    /// A sentence describing the problem, starting with the JSON Pointer of the member it is about
    /// (`/` for the document root) when there is one.
    public var description: String {
        switch self {
        case .syntax(let error): "not JSON: \(error)"
        case .notAnObject(let path): "\(Self.pointer(path)): expected a token or group object"
        case .invalidName(let path, let name):
            "\(Self.pointer(path)): name \"\(name)\" must not start with $ or contain '{', '}' or '.'"
        case .tokenWithChildren(let path):
            "\(Self.pointer(path)): a token (it has $value) cannot contain tokens or groups"
        case .unknownType(let path, let type): "\(Self.pointer(path)): unknown $type \"\(type)\""
        case .missingType(let path): "\(Self.pointer(path)): the token's type cannot be determined; add $type"
        case .invalidValue(let path, let type, let expected):
            "\(Self.pointer(path)): a \(type) value must be \(expected)"
        case .unresolvableReference(let path, let reference):
            "\(Self.pointer(path)): reference \(reference) names no token"
        case .referenceToGroup(let path, let reference):
            "\(Self.pointer(path)): reference \(reference) names a group, not a token"
        case .typeMismatch(let path, let reference, let expected, let found):
            "\(Self.pointer(path)): reference \(reference) is a \(found) token; expected \(expected)"
        case .circularReference(let path, let cycle):
            "\(Self.pointer(path)): circular reference \(cycle.joined(separator: " → ")) → \(cycle.first ?? "")"
        case .aliasChainTooDeep(let path):
            "\(Self.pointer(path)): the alias chain is longer than \(TokenDocument.maximumAliasDepth) links"
        case .unknownModifier(let name): "no modifier named \"\(name)\""
        case .unknownContext(let modifier, let context): "modifier \"\(modifier)\" has no context \"\(context)\""
        case .unsupportedColorSpace(let path, let space):
            "\(Self.pointer(path)): colour space \"\(space)\" is not supported here"
        case .tokenNotFound(let path): "no token \"\(path)\""
        case .multiple(let errors): errors.map(\.description).joined(separator: "\n")
        }
    }

    /// A member's JSON Pointer for a message: the root's empty pointer is shown as `/`.
    static func pointer(_ path: String) -> String {
        path.isEmpty ? "/" : path
    }

    /// The individual problems: the list for ``multiple(_:)``, otherwise this error alone.
    public var all: [TokenError] {
        if case .multiple(let errors) = self { return errors }
        return [self]
    }
}
