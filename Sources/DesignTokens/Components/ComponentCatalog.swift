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

    /// Every problem in a description, each with JSON Pointer, expectation and finding.
    ///
    /// - Parameters:
    ///   - description: the description to check.
    ///   - tokens: when given, token props must name a token of the right type in it, and each
    ///     component's ``ComponentSpec/tokens`` (with its placeholders filled from the
    ///     description's props, or every value a prop left out can take) must be there with
    ///     the right type; a missing one is reported at the component's `/type`.
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
        if let tokens {
            for requirement in spec.tokens {
                for tokenPath in expand(requirement.path, spec: spec, props: description.props)
                where tokens[tokenPath]?.type != requirement.type {
                    errors.append(
                        .invalid(
                            path: path + "/type", expected: "a \(requirement.type) token \(tokenPath) for \(spec.name)",
                            found: tokens[tokenPath].map { "a \($0.type) token" } ?? "nothing"))
                }
            }
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
}
