#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ComponentDescription {
    /// Why a YAML component description cannot be read: the text is not YAML of the subset, or
    /// the document is not a valid description.
    public enum YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The text is not YAML of the subset; the error has the line and column.
        case syntax(YAMLSyntaxError)
        /// The document is YAML but not a description; the error has the JSON Pointer, in which
        /// the component's name is `/component`.
        case invalid(ComponentError)

        /// A sentence describing the problem.
        public var description: String {
            switch self {
            case .syntax(let error): "not YAML: \(error)"
            case .invalid(let error): error.description
            }
        }
    }

    /// Reads a description written in YAML, the form the design system's documents use:
    ///
    /// ```yaml
    /// component: Badge
    /// props: { text: "VALID", level: success }
    /// ```
    ///
    /// The document maps to the same model as JSON (``init(json:path:)``), with the component's
    /// name under `component` (the JSON form's `type` is accepted too, but not both); `props`,
    /// `semantics` and `children` are as in JSON, children being descriptions of their own.
    ///
    /// - Throws: ``YAMLError/syntax(_:)`` with line and column, or ``YAMLError/invalid(_:)`` with
    ///   the JSON Pointer of the first structural problem.
    /// - Complexity: O(*n*) in the length of the text.
    public init(yaml data: Data) throws(YAMLError) {
        let value: JSONValue
        do {
            value = try JSONValue(yaml: data)
        } catch {
            throw .syntax(error)
        }
        try self.init(yamlDocument: value)
    }

    /// Reads a description written in YAML from text; see ``init(yaml:)``.
    ///
    /// - Throws: ``YAMLError``.
    /// - Complexity: O(*n*) in the length of the text.
    public init(yamlString: String) throws(YAMLError) {
        try self.init(yaml: Data(yamlString.utf8))
    }

    /// The description as a YAML document: `component`, then `props`, `semantics` and `children`
    /// when present, in the block style of ``JSONValue/yamlString()``.
    ///
    /// - Complexity: O(*n*) in the size of the description.
    public func yamlString() -> String {
        Self.renamingType(json).yamlString()
    }

    /// `json` with each description's `type` member renamed `component`, in place.
    private static func renamingType(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        var renamed = JSONObject()
        for member in object {
            switch member.key {
            case "type": renamed["component"] = member.value
            case "children": renamed["children"] = .array((member.value.arrayValue ?? []).map(renamingType))
            default: renamed[member.key] = member.value
            }
        }
        return .object(renamed)
    }

    private init(yamlDocument value: JSONValue) throws(YAMLError) {
        var renamedPaths: Set<String> = []
        let json = try Self.renamingComponent(value, path: "", renamed: &renamedPaths)
        do {
            try self.init(json: json, path: "")
        } catch .invalid(let path, let expected, let found) {
            // Name the member as the YAML document does.
            var yamlPath = path
            if path.hasSuffix("/type"), renamedPaths.contains(String(path.dropLast(5))) {
                yamlPath = String(path.dropLast(5)) + "/component"
            }
            throw .invalid(.invalid(path: yamlPath, expected: expected, found: found))
        } catch {
            throw .invalid(error)
        }
    }

    /// The YAML document with each description's `component` member renamed `type`, in place,
    /// recording the JSON Pointers of the descriptions renamed.
    private static func renamingComponent(
        _ value: JSONValue, path: String, renamed: inout Set<String>
    ) throws(YAMLError) -> JSONValue {
        guard case .object(let object) = value else { return value }
        if object["component"] != nil, object["type"] != nil {
            throw .invalid(
                .invalid(path: path + "/type", expected: "the name under component or type, not both", found: "both"))
        }
        var result = JSONObject()
        for member in object {
            switch member.key {
            case "component":
                renamed.insert(path)
                result["type"] = member.value
            case "children":
                guard case .array(let children) = member.value else {
                    result["children"] = member.value
                    continue
                }
                var converted: [JSONValue] = []
                for (position, child) in children.enumerated() {
                    converted.append(
                        try renamingComponent(child, path: "\(path)/children/\(position)", renamed: &renamed))
                }
                result["children"] = .array(converted)
            default: result[member.key] = member.value
            }
        }
        return .object(result)
    }
}
