extension ComponentCatalog {
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
