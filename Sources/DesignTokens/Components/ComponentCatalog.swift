/// The catalogue of Composable Clarity components, the validator for descriptions, and the
/// JSON Schema that lets tools outside Swift validate them too.
public struct ComponentCatalog: Sendable, Hashable {
    /// The components, in catalogue order.
    public let components: [ComponentSpec]

    /// Creates a catalogue.
    public init(components: [ComponentSpec]) {
        self.components = components
    }

    /// The component named `name`, or `nil`.
    public subscript(name: String) -> ComponentSpec? {
        components.first { $0.name == name }
    }

    static let levels = ["info", "warning", "error", "success"]

    /// Composable Clarity's components and patterns.
    public static let composableClarity = ComponentCatalog(components: [
        ComponentSpec(
            name: "Badge", summary: "A short status label on a level-coloured background.",
            props: [
                PropSpec("level", .oneOf(levels), required: true, summary: "Status level; picks color.status.<level>."),
                PropSpec("text", .text, required: true, summary: "The label."),
            ], role: "status", children: nil),
        ComponentSpec(
            name: "Indicator", summary: "A small level-coloured dot or glyph.",
            props: [
                PropSpec("level", .oneOf(levels), required: true, summary: "Status level."),
                PropSpec("label", .text, summary: "Spoken description; required for meaning conveyed by colour."),
                PropSpec("size", .token(.dimension), summary: "Diameter."),
            ], role: "image", children: nil),
        ComponentSpec(
            name: "Card", summary: "A raised surface grouping related content.",
            props: [
                PropSpec("title", .text, summary: "Optional heading."),
                PropSpec("padding", .token(.dimension), summary: "Inner padding."),
                PropSpec("radius", .token(.dimension), summary: "Corner radius."),
                PropSpec("elevation", .token(.shadow), summary: "Shadow."),
            ], role: "group", children: []),
        ComponentSpec(
            name: "KeyValueRow", summary: "A label and its value on one line.",
            props: [
                PropSpec("key", .text, required: true, summary: "The label."),
                PropSpec("value", .text, required: true, summary: "The value."),
                PropSpec("copyable", .boolean, summary: "Offer a copy action."),
            ], role: "text", children: nil),
        ComponentSpec(
            name: "SectionHeader", summary: "A heading that starts a section.",
            props: [
                PropSpec("title", .text, required: true, summary: "The heading."),
                PropSpec("subtitle", .text, summary: "Supporting line."),
            ], role: "header", children: nil),
        ComponentSpec(
            name: "CopyableText", summary: "Selectable text with a copy action.",
            props: [
                PropSpec("text", .text, required: true, summary: "The text."),
                PropSpec("monospaced", .boolean, summary: "Use the monospaced family."),
            ], role: "text", children: nil),
        ComponentSpec(
            name: "InspectorPattern", summary: "A titled column of sections and key–value rows.",
            props: [
                PropSpec("title", .text, required: true, summary: "The inspector's title."),
                PropSpec("width", .token(.dimension), summary: "Preferred width."),
            ], role: "group", children: ["SectionHeader", "KeyValueRow", "CopyableText", "Card", "Badge"]),
        ComponentSpec(
            name: "SidebarPattern", summary: "A navigation list of sections.",
            props: [PropSpec("selection", .text, summary: "The selected item's identifier.")],
            role: "navigation", children: []),
        ComponentSpec(
            name: "ToolbarPattern", summary: "A row of actions.",
            props: [PropSpec("placement", .oneOf(["top", "bottom"]), summary: "Where the toolbar sits.")],
            role: "toolbar", children: []),
        ComponentSpec(
            name: "BoxTreePattern", summary: "Nested boxes showing a hierarchy.",
            props: [
                PropSpec("expanded", .boolean, summary: "Show children."),
                PropSpec("indent", .token(.dimension), summary: "Indent per level."),
            ], role: "tree", children: []),
    ])

    /// Every problem in a description, each with JSON Pointer, expectation and finding.
    ///
    /// - Parameters:
    ///   - description: the description to check.
    ///   - tokens: when given, token props must name a token of the right type in it.
    /// - Complexity: O(*n*) in the number of components and props.
    public func validate(_ description: ComponentDescription, tokens: TokenDocument? = nil) -> [ComponentError] {
        var errors: [ComponentError] = []
        validate(description, path: "", tokens: tokens, into: &errors)
        return errors
    }

    private func validate(
        _ description: ComponentDescription, path: String, tokens: TokenDocument?, into errors: inout [ComponentError]
    ) {
        guard let spec = self[description.type] else {
            let names = components.map(\.name).joined(separator: ", ")
            errors.append(.invalid(path: path + "/type", expected: "one of \(names)", found: "\"\(description.type)\""))
            return
        }
        for prop in spec.props where prop.required && description.props[prop.name] == nil {
            errors.append(
                .invalid(path: path + "/props/" + prop.name, expected: expectation(prop.kind), found: "nothing"))
        }
        for member in description.props {
            let propPath = path + "/props/" + member.key.pointerEscaped
            guard let prop = spec.props.first(where: { $0.name == member.key }) else {
                let names = spec.props.map(\.name).joined(separator: ", ")
                errors.append(
                    .invalid(path: propPath, expected: "a prop of \(spec.name): \(names)", found: "\"\(member.key)\""))
                continue
            }
            if !accepts(prop.kind, member.value, tokens: tokens) {
                errors.append(.invalid(path: propPath, expected: expectation(prop.kind), found: member.value.kindName))
            }
        }
        if !description.children.isEmpty {
            guard let allowed = spec.children else {
                errors.append(
                    .invalid(path: path + "/children", expected: "no children", found: "\(description.children.count)"))
                return
            }
            for (index, child) in description.children.enumerated() {
                let childPath = "\(path)/children/\(index)"
                if !allowed.isEmpty, !allowed.contains(child.type) {
                    errors.append(
                        .invalid(
                            path: childPath + "/type", expected: "one of \(allowed.joined(separator: ", "))",
                            found: "\"\(child.type)\""))
                    continue
                }
                validate(child, path: childPath, tokens: tokens, into: &errors)
            }
        }
    }

    private func accepts(_ kind: PropKind, _ value: JSONValue, tokens: TokenDocument?) -> Bool {
        switch kind {
        case .text: return value.stringValue != nil
        case .boolean:
            if case .bool = value { return true }
            return false
        case .oneOf(let options): return value.stringValue.map(options.contains) ?? false
        case .token(let type):
            guard let reference = TokenReference(value), case .string = value else { return false }
            guard let tokens else { return true }
            return tokens[reference.target]?.type == type
        }
    }

    private func expectation(_ kind: PropKind) -> String {
        switch kind {
        case .text: "a string"
        case .boolean: "true or false"
        case .oneOf(let options): "one of " + options.map { "\"\($0)\"" }.joined(separator: ", ")
        case .token(let type): "a \(type) token alias such as \"{group.token}\""
        }
    }

    /// A JSON Schema (draft 2020-12) document for component descriptions of this catalogue.
    ///
    /// Token props are constrained to the alias pattern `^\{[^{}]+\}$`; whether the alias names a
    /// token of the right type needs the token document, which ``validate(_:tokens:)`` checks.
    public var jsonSchema: JSONValue {
        var definitions = JSONObject()
        var references: [JSONValue] = []
        for spec in components {
            var properties = JSONObject()
            for prop in spec.props {
                var schema = JSONObject()
                schema["description"] = .string(prop.summary)
                switch prop.kind {
                case .text: schema["type"] = .string("string")
                case .boolean: schema["type"] = .string("boolean")
                case .oneOf(let options): schema["enum"] = .array(options.map { .string($0) })
                case .token(let type):
                    schema["type"] = .string("string")
                    schema["pattern"] = .string("^\\{[^{}]+\\}$")
                    schema["x-token-type"] = .string(type.rawValue)
                }
                properties[prop.name] = .object(schema)
            }
            var propsSchema = JSONObject()
            propsSchema["type"] = .string("object")
            propsSchema["properties"] = .object(properties)
            propsSchema["required"] = .array(spec.props.filter(\.required).map { .string($0.name) })
            propsSchema["additionalProperties"] = .bool(false)
            var componentProperties = JSONObject()
            componentProperties["type"] = .object(JSONObject([("const", .string(spec.name))]))
            componentProperties["props"] = .object(propsSchema)
            componentProperties["semantics"] = .object(JSONObject([("$ref", .string("#/$defs/semantics"))]))
            if let allowed = spec.children {
                var items = JSONObject()
                if allowed.isEmpty {
                    items["$ref"] = .string("#")
                } else {
                    items["oneOf"] = .array(allowed.map { .object(JSONObject([("$ref", .string("#/$defs/\($0)"))])) })
                }
                componentProperties["children"] = .object(
                    JSONObject([("type", .string("array")), ("items", .object(items))]))
            } else {
                componentProperties["children"] = .object(
                    JSONObject([("type", .string("array")), ("maxItems", .number(JSONNumber(0)))]))
            }
            var component = JSONObject()
            component["description"] = .string(spec.summary)
            component["type"] = .string("object")
            component["properties"] = .object(componentProperties)
            component["required"] = .array(
                spec.props.contains(where: \.required) ? [.string("type"), .string("props")] : [.string("type")])
            component["additionalProperties"] = .bool(false)
            definitions[spec.name] = .object(component)
            references.append(.object(JSONObject([("$ref", .string("#/$defs/\(spec.name)"))])))
        }
        var semantics = JSONObject()
        semantics["type"] = .string("object")
        semantics["properties"] = .object(
            JSONObject([
                ("role", .object(JSONObject([("type", .string("string"))]))),
                ("label", .object(JSONObject([("type", .string("string"))]))),
                ("hint", .object(JSONObject([("type", .string("string"))]))),
            ]))
        semantics["additionalProperties"] = .bool(false)
        definitions["semantics"] = .object(semantics)
        var schema = JSONObject()
        schema["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        schema["$id"] = .string("https://composableclarity.org/schemas/component-description.json")
        schema["title"] = .string("Composable Clarity component description")
        schema["oneOf"] = .array(references)
        schema["$defs"] = .object(definitions)
        return .object(schema)
    }
}
