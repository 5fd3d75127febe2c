#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A screen element described as data: which component, its props, its accessibility
/// semantics and its children, so code generators and agents can build and check screens.
///
/// JSON form:
/// `{"type": "Badge", "props": {"level": "error", "text": "Failed"}, "semantics": {"role": "status"}, "children": []}`.
/// Props that are visual constants (sizes, radii, shadows) may only be token aliases such as
/// `"{spacing.m}"`, never raw numbers; ``ComponentCatalog/validate(_:tokens:)`` enforces it.
public struct ComponentDescription: Sendable, Hashable {
    /// The component's name in the catalogue, such as `Badge`.
    public var type: String
    /// Prop values in order, as JSON.
    public var props: JSONObject
    /// Accessibility semantics: role, label and hint.
    public var semantics: Semantics
    /// Nested components.
    public var children: [ComponentDescription]

    /// Creates a description.
    public init(
        type: String, props: JSONObject = JSONObject(), semantics: Semantics = Semantics(),
        children: [ComponentDescription] = []
    ) {
        self.type = type
        self.props = props
        self.semantics = semantics
        self.children = children
    }

    /// Accessibility semantics of a component.
    public struct Semantics: Sendable, Hashable {
        /// The role, such as `status`, `group`, `header`; `nil` takes the catalogue's default.
        public var role: String?
        /// The spoken label.
        public var label: String?
        /// A hint about what activating the element does.
        public var hint: String?

        /// Creates semantics.
        public init(role: String? = nil, label: String? = nil, hint: String? = nil) {
            self.role = role
            self.label = label
            self.hint = hint
        }
    }

    /// Reads a description from JSON bytes.
    ///
    /// - Throws: ``ComponentError`` with the JSON Pointer of the first structural problem.
    public init(json data: Data) throws(ComponentError) {
        let value: JSONValue
        do {
            value = try JSONValue(json: data)
        } catch {
            throw .syntax(error)
        }
        try self.init(json: value, path: "")
    }

    /// Reads a description from a parsed JSON value.
    ///
    /// - Throws: ``ComponentError``.
    public init(json value: JSONValue, path: String = "") throws(ComponentError) {
        guard case .object(let object) = value else {
            throw .invalid(path: path, expected: "a component object", found: value.kindName)
        }
        guard let type = object["type"]?.stringValue else {
            throw .invalid(
                path: path + "/type", expected: "a component name", found: object["type"]?.kindName ?? "nothing")
        }
        var props = JSONObject()
        if let given = object["props"] {
            guard case .object(let list) = given else {
                throw .invalid(path: path + "/props", expected: "an object", found: given.kindName)
            }
            props = list
        }
        var semantics = Semantics()
        if let given = object["semantics"] {
            guard case .object(let list) = given else {
                throw .invalid(path: path + "/semantics", expected: "an object", found: given.kindName)
            }
            semantics = Semantics(
                role: list["role"]?.stringValue, label: list["label"]?.stringValue, hint: list["hint"]?.stringValue)
        }
        var children: [ComponentDescription] = []
        if let given = object["children"] {
            guard case .array(let list) = given else {
                throw .invalid(path: path + "/children", expected: "an array", found: given.kindName)
            }
            for (index, child) in list.enumerated() {
                children.append(try ComponentDescription(json: child, path: "\(path)/children/\(index)"))
            }
        }
        self.init(type: type, props: props, semantics: semantics, children: children)
    }

    /// The description as JSON: `type`, then `props`, `semantics` and `children` when present.
    public var json: JSONValue {
        var object = JSONObject()
        object["type"] = .string(type)
        if props.count > 0 { object["props"] = .object(props) }
        var semanticsObject = JSONObject()
        if let role = semantics.role { semanticsObject["role"] = .string(role) }
        if let label = semantics.label { semanticsObject["label"] = .string(label) }
        if let hint = semantics.hint { semanticsObject["hint"] = .string(hint) }
        if semanticsObject.count > 0 { object["semantics"] = .object(semanticsObject) }
        if !children.isEmpty { object["children"] = .array(children.map(\.json)) }
        return .object(object)
    }
}
