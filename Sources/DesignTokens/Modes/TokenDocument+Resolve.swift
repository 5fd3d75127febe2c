extension TokenDocument {
    /// Every combination of modifier contexts, in declaration order (the first modifier varies slowest).
    ///
    /// - Complexity: O(product of the context counts).
    public var allModes: [[String: String]] {
        modifiers.reduce([[:]]) { partial, modifier in
            partial.flatMap { mode in
                modifier.contexts.map { context in mode.merging([modifier.name: context]) { $1 } }
            }
        }
    }

    /// Completes a mode with each modifier's default context and rejects unknown names.
    ///
    /// - Throws: ``TokenError/unknownModifier(_:)`` or ``TokenError/unknownContext(modifier:context:)``.
    public func completeMode(_ mode: [String: String]) throws(TokenError) -> [String: String] {
        var complete: [String: String] = [:]
        for (name, context) in mode {
            guard let modifier = modifiers.first(where: { $0.name == name }) else { throw .unknownModifier(name) }
            guard modifier.contexts.contains(context) else { throw .unknownContext(modifier: name, context: context) }
            complete[name] = context
        }
        for modifier in modifiers where complete[modifier.name] == nil {
            complete[modifier.name] = modifier.defaultContext
        }
        return complete
    }

    /// Resolves every token for one mode: picks each token's value for the mode, then replaces
    /// every alias with the value it names (DTCG 2025.10 §7).
    ///
    /// A token's mode values are tried from the most specific (most conditions) to the least;
    /// among equally specific ones the later wins; `$value` applies when none match.
    ///
    /// ```swift
    /// let resolved = try doc.resolve(mode: ["theme": "dark", "contrast": "increased"])
    /// let text = try resolved.color("color.text.primary")
    /// ```
    ///
    /// - Parameter mode: modifier name → context; modifiers left out take their default.
    /// - Throws: ``TokenError`` for unknown modifiers or contexts, or a cycle only a mode creates.
    /// - Complexity: O(*n*) in the total size of the token values.
    public func resolve(mode: [String: String]) throws(TokenError) -> ResolvedTokens {
        let complete = try completeMode(mode)
        var resolver = Resolver(document: self, mode: complete)
        var values: [ResolvedToken] = []
        values.reserveCapacity(tokens.count)
        for position in tokens.indices {
            let value = try resolver.value(of: position)
            values.append(ResolvedToken(path: tokens[position].path, type: tokens[position].type, value: value))
        }
        return ResolvedTokens(mode: complete, tokens: values, index: index)
    }

    /// The longest alias chain ``resolve(mode:)`` follows (a → b → … ); longer chains are
    /// rejected rather than risking the stack.
    public static let maximumAliasDepth = 256

    /// The value written for a token in a mode, before aliases are replaced.
    func rawValue(of token: Token, in mode: [String: String]) -> JSONValue {
        guard !token.modeValues.isEmpty else { return token.value }
        var best: ModeValue?
        for candidate in token.modeValues where candidate.matches(mode) {
            if best == nil || candidate.conditions.count >= (best?.conditions.count ?? 0) { best = candidate }
        }
        return best?.value ?? token.value
    }
}

extension JSONValue {
    /// Whether an alias could hide in this value: a `{…}` string or any object or array.
    var mayContainReference: Bool {
        switch self {
        case .string(let text): text.utf8.first == UInt8(ascii: "{")
        case .object, .array: true
        default: false
        }
    }
}

/// Resolves aliases with memoisation for one mode.
private struct Resolver {
    let document: TokenDocument
    let mode: [String: String]
    var cache: [JSONValue?]
    var inProgress: [Bool]
    var depth = 0

    init(document: TokenDocument, mode: [String: String]) {
        self.document = document
        self.mode = mode
        cache = Array(repeating: nil, count: document.tokens.count)
        inProgress = Array(repeating: false, count: document.tokens.count)
    }

    mutating func value(of position: Int) throws(TokenError) -> JSONValue {
        if let cached = cache[position] { return cached }
        let token = document.tokens[position]
        guard !inProgress[position] else { throw .circularReference(path: token.pointer, cycle: [token.path]) }
        guard depth < TokenDocument.maximumAliasDepth else { throw .aliasChainTooDeep(path: token.pointer) }
        depth += 1
        defer { depth -= 1 }
        inProgress[position] = true
        let raw = document.rawValue(of: token, in: mode)
        let resolved = try substitute(raw, owner: position)
        inProgress[position] = false
        cache[position] = resolved
        return resolved
    }

    /// Replaces every alias inside `value`; `owner` is the token whose value this is.
    mutating func substitute(_ value: JSONValue, owner: Int) throws(TokenError) -> JSONValue {
        switch value {
        case .string(let text) where text.utf8.first == UInt8(ascii: "{"):
            guard let reference = TokenReference(value) else { return value }
            return try follow(reference, owner: owner)
        case .object(let object):
            if let reference = TokenReference(value) { return try follow(reference, owner: owner) }
            guard object.members.contains(where: { $0.value.mayContainReference }) else { return value }
            var result = JSONObject()
            for member in object {
                result.appendUnchecked(member.key, try substitute(member.value, owner: owner))
            }
            return .object(result)
        case .array(let items):
            guard items.contains(where: { $0.mayContainReference }) else { return value }
            var result: [JSONValue] = []
            result.reserveCapacity(items.count)
            for item in items { result.append(try substitute(item, owner: owner)) }
            return .array(result)
        default:
            return value
        }
    }

    mutating func follow(_ reference: TokenReference, owner: Int) throws(TokenError) -> JSONValue {
        let pointer = document.tokens[owner].pointer + "/$value"
        guard let target = document.index[reference.target] else {
            throw .unresolvableReference(path: pointer, reference: reference.written)
        }
        var result = try value(of: target)
        for segment in reference.fragment {
            switch result {
            case .object(let object) where object[segment] != nil:
                result = object[segment] ?? .null
            case .array(let items) where Int(segment).map(items.indices.contains) ?? false:
                result = items[Int(segment) ?? 0]
            default:
                throw .unresolvableReference(path: pointer, reference: reference.written)
            }
        }
        return result
    }
}
