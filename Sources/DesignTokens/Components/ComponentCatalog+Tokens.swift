extension ComponentCatalog {
    /// Every component token the catalogue needs that `document` lacks, has with another type,
    /// or resolves below its minimum in some mode, each reported at the token's JSON Pointer.
    ///
    /// Placeholders expand to every value of their prop, so Composable Clarity's Badge needs
    /// `color.status.info.background` through `color.status.success.background`. Minimums are
    /// checked in every mode of the document (``TokenDocument/allModes``), so a 44-point hit
    /// target that shrinks on one platform is found.
    ///
    /// ```swift
    /// let problems = ComponentCatalog.composableClarity.tokenProblems(in: try .composableClarity())  // []
    /// ```
    ///
    /// - Complexity: O(*r* + *m* · *n*) for *r* expanded requirements, *m* modes and *n* tokens.
    public func tokenProblems(in document: TokenDocument) -> [ComponentError] {
        var errors: [ComponentError] = []
        var minimums: [(path: String, component: String, points: Double)] = []
        for spec in components {
            for requirement in spec.tokens {
                for tokenPath in expand(requirement.path, spec: spec, props: JSONObject()) {
                    guard let token = document[tokenPath], token.type == requirement.type else {
                        errors.append(
                            .invalid(
                                path: Self.pointer(tokenPath),
                                expected: "a \(requirement.type) token for \(spec.name)",
                                found: document[tokenPath].map { "a \($0.type) token" } ?? "nothing"))
                        continue
                    }
                    if let points = requirement.minimumPoints { minimums.append((tokenPath, spec.name, points)) }
                }
            }
        }
        guard !minimums.isEmpty else { return errors }
        for mode in document.allModes {
            guard let resolved = try? document.resolve(mode: mode) else { continue }
            for minimum in minimums {
                guard let found = try? resolved.dimension(minimum.path).points, found < minimum.points else { continue }
                let modeText = resolved.mode.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                errors.append(
                    .invalid(
                        path: Self.pointer(minimum.path),
                        expected: "at least \(JSONNumber(minimum.points).text) pt for \(minimum.component)",
                        found: "\(JSONNumber(found).text) pt in [\(modeText.joined(separator: ", "))]"))
            }
        }
        return errors
    }

    /// The spoken label of a description: its own ``ComponentDescription/Semantics/label`` when
    /// it has one, else the component's ``ComponentSpec/accessibilityLabel`` template filled from
    /// its props, else `nil`.
    ///
    /// ```swift
    /// let indicator = ComponentDescription(
    ///     type: "Indicator", props: JSONObject([("level", .string("warning")), ("reason", .string("Low storage"))]))
    /// let label = ComponentCatalog.composableClarity.accessibilityLabel(for: indicator)
    /// // "Warning indicator — Low storage"
    /// ```
    ///
    /// - Complexity: O(*n*) in the length of the template.
    public func accessibilityLabel(for description: ComponentDescription) -> String? {
        if let label = description.semantics.label { return label }
        guard let template = self[description.type]?.accessibilityLabel else { return nil }
        return Self.fill(template) { name in
            let lowered = name.prefix(1).lowercased() + name.dropFirst()
            let value = description.props[lowered]?.stringValue ?? ""
            return name == lowered ? value : value.prefix(1).uppercased() + value.dropFirst()
        }
    }

    /// The token paths a requirement names: each `{prop}` replaced by the description's value
    /// for that one-of prop, or by every value it can take when the description leaves it out.
    func expand(_ path: String, spec: ComponentSpec, props: JSONObject) -> [String] {
        var paths = [""]
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let literal = String(rest[..<open])
            let name = String(rest[rest.index(after: open)..<close])
            // A value the prop does not allow names no token; validation reports the prop instead.
            var values: [String] = []
            if case .oneOf(let options)? = spec.props.first(where: { $0.name == name })?.kind {
                if let given = props[name] {
                    values = given.stringValue.map { options.contains($0) ? [$0] : [] } ?? []
                } else {
                    values = options
                }
            }
            paths = paths.flatMap { prefix in values.map { prefix + literal + $0 } }
            rest = rest[rest.index(after: close)...]
        }
        return paths.map { $0 + rest }
    }

    /// Replaces each `{name}` in `template` with `value(name)`.
    static func fill(_ template: String, value: (String) -> String) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            result += value(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The JSON Pointer of the token at a dotted path.
    static func pointer(_ path: String) -> String {
        "/"
            + path.split(separator: ".", omittingEmptySubsequences: false).map { String($0).pointerEscaped }
            .joined(separator: "/")
    }
}
