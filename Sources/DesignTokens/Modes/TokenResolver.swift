#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A DTCG 2025.10 resolver document: token **sets**, **modifiers** whose **contexts** each add
/// token sources, and the **resolution order** in which they are layered.
///
/// ```json
/// {"version": "2025.10",
///  "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
///  "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
///  "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
/// ```
///
/// Resolving an input (modifier → context) validates it, then merges the sources of each entry
/// of `resolutionOrder` in turn — later sources replace earlier tokens of the same path — and
/// reads the merged tree as a ``TokenDocument``, so aliases may cross files.
public struct TokenResolver: Sendable {
    /// The resolver's `name`, if any.
    public let name: String?
    /// The modifiers with their contexts and defaults, in declaration order.
    public let modifiers: [Modifier]
    /// The layers in resolution order: a set's sources, or a modifier's name.
    let order: [Layer]
    let contextSources: [String: [String: [JSONValue]]]

    enum Layer: Sendable {
        case set([JSONValue])
        case modifier(String)
    }

    /// Reads a resolver document; `files` maps each `$ref` file name to its JSON.
    ///
    /// A source is either an inline token tree or `{"$ref": "file.json"}`, optionally with a
    /// JSON Pointer fragment (`"file.json#/dark"`).
    ///
    /// - Throws: ``TokenError`` with the JSON Pointer of a malformed entry or missing file.
    public init(json data: Data, files: [String: Data] = [:]) throws(TokenError) {
        let value: JSONValue
        do {
            value = try JSONValue(json: data)
        } catch {
            throw .syntax(error)
        }
        var parsedFiles: [String: JSONValue] = [:]
        for (fileName, bytes) in files {
            do {
                parsedFiles[fileName] = try JSONValue(json: bytes)
            } catch {
                throw .syntax(error)
            }
        }
        try self.init(json: value, files: parsedFiles)
    }

    /// Reads an already parsed resolver document with already parsed files.
    ///
    /// - Throws: ``TokenError``.
    public init(json value: JSONValue, files: [String: JSONValue]) throws(TokenError) {
        guard case .object(let root) = value else { throw .notAnObject(path: "") }
        name = root["name"]?.stringValue
        func sources(_ list: JSONValue?, path: String) throws(TokenError) -> [JSONValue] {
            guard case .array(let items)? = list else { throw .notAnObject(path: path) }
            var result: [JSONValue] = []
            for (index, item) in items.enumerated() {
                let itemPath = "\(path)/\(index)"
                guard case .object(let object) = item else { throw .notAnObject(path: itemPath) }
                guard object.count == 1, let reference = object["$ref"]?.stringValue else {
                    result.append(item)
                    continue
                }
                let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                guard let file = files[String(parts[0])] else {
                    throw .unresolvableReference(path: itemPath, reference: reference)
                }
                var target = file
                if parts.count == 2 {
                    for segment in parts[1].split(separator: "/") {
                        let key = String(segment).replacing("~1", with: "/").replacing("~0", with: "~")
                        guard let next = target[key] else {
                            throw .unresolvableReference(path: itemPath, reference: reference)
                        }
                        target = next
                    }
                }
                result.append(target)
            }
            return result
        }
        var sets: [String: [JSONValue]] = [:]
        if let declared = root["sets"] {
            guard case .object(let list) = declared else { throw .notAnObject(path: "/sets") }
            for member in list {
                sets[member.key] = try sources(
                    member.value["sources"], path: "/sets/\(member.key.pointerEscaped)/sources")
            }
        }
        var modifiers: [Modifier] = []
        var contextSources: [String: [String: [JSONValue]]] = [:]
        if let declared = root["modifiers"] {
            guard case .object(let list) = declared else { throw .notAnObject(path: "/modifiers") }
            for member in list {
                let path = "/modifiers/\(member.key.pointerEscaped)"
                guard case .object(let contexts)? = member.value["contexts"], contexts.count > 0 else {
                    throw .notAnObject(path: path + "/contexts")
                }
                var byContext: [String: [JSONValue]] = [:]
                for context in contexts {
                    byContext[context.key] = try sources(
                        context.value, path: "\(path)/contexts/\(context.key.pointerEscaped)")
                }
                let fallback = member.value["default"]?.stringValue
                if let fallback, byContext[fallback] == nil {
                    throw .unknownContext(modifier: member.key, context: fallback)
                }
                modifiers.append(Modifier(name: member.key, contexts: contexts.keys, defaultContext: fallback))
                contextSources[member.key] = byContext
            }
        }
        guard case .array(let entries)? = root["resolutionOrder"] else {
            throw .notAnObject(path: "/resolutionOrder")
        }
        var order: [Layer] = []
        for (index, entry) in entries.enumerated() {
            let path = "/resolutionOrder/\(index)"
            guard let reference = entry["$ref"]?.stringValue else { throw .notAnObject(path: path) }
            if reference.hasPrefix("#/sets/"), let set = sets[String(reference.dropFirst("#/sets/".count))] {
                order.append(.set(set))
            } else if reference.hasPrefix("#/modifiers/"),
                contextSources[String(reference.dropFirst("#/modifiers/".count))] != nil
            {
                order.append(.modifier(String(reference.dropFirst("#/modifiers/".count))))
            } else {
                throw .unresolvableReference(path: path, reference: reference)
            }
        }
        self.modifiers = modifiers
        self.order = order
        self.contextSources = contextSources
    }

    /// The merged token document for one input: every layer's sources in resolution order.
    ///
    /// - Parameter input: modifier name → context; modifiers left out take their default.
    /// - Throws: ``TokenError`` for unknown modifiers or contexts, or an invalid merged document.
    /// - Complexity: O(*n*) in the total size of the sources used.
    public func document(for input: [String: String]) throws(TokenError) -> TokenDocument {
        for (modifier, context) in input {
            guard let contexts = contextSources[modifier] else { throw .unknownModifier(modifier) }
            guard contexts[context] != nil else { throw .unknownContext(modifier: modifier, context: context) }
        }
        var merged = JSONValue.object(JSONObject())
        for layer in order {
            switch layer {
            case .set(let sources):
                for source in sources { merged = Self.merge(merged, source) }
            case .modifier(let name):
                guard let modifier = modifiers.first(where: { $0.name == name }) else { continue }
                let context = input[name] ?? modifier.defaultContext
                for source in contextSources[name]?[context] ?? [] { merged = Self.merge(merged, source) }
            }
        }
        return try TokenDocument(json: merged)
    }

    /// Resolves the tokens for one input (see ``document(for:)``).
    ///
    /// - Throws: ``TokenError``.
    public func resolve(mode input: [String: String]) throws(TokenError) -> ResolvedTokens {
        try document(for: input).resolve(mode: [:])
    }

    /// Deep-merges `overlay` onto `base`: groups merge member by member, a token replaces a token.
    static func merge(_ base: JSONValue, _ overlay: JSONValue) -> JSONValue {
        guard case .object(var target) = base, case .object(let source) = overlay, source["$value"] == nil,
            target["$value"] == nil
        else { return overlay }
        for member in source {
            if let existing = target[member.key] {
                target[member.key] = merge(existing, member.value)
            } else {
                target[member.key] = member.value
            }
        }
        return .object(target)
    }
}
