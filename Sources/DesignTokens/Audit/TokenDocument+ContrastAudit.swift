extension TokenDocument {
    /// The contrast pairs the document declares in its root `$extensions` under
    /// `org.composableclarity.contrastPairs` (`[{foreground, background, surface?, requirement}]`).
    public var contrastPairs: [ContrastPair] {
        let list = json["$extensions"]?[ExtensionKey.contrastPairs]?.arrayValue ?? []
        return list.compactMap { entry in
            guard let foreground = entry["foreground"]?.stringValue, let background = entry["background"]?.stringValue,
                let requirement = entry["requirement"]?.stringValue.flatMap(ContrastRequirement.init(rawValue:))
            else { return nil }
            return ContrastPair(
                foreground: foreground, background: background, surface: entry["surface"]?.stringValue,
                requirement: requirement)
        }
    }

    /// Checks every pair in every mode (``allModes``) against its WCAG requirement.
    ///
    /// The colours a person sees are measured: a translucent background is composited over the
    /// pair's ``ContrastPair/surface``, and a translucent foreground over that result (Porter–Duff
    /// "source over" in sRGB, as the platforms draw). A background is opaque when it has no
    /// surface; a translucent one without a surface cannot be measured and is an error, as is a
    /// translucent surface.
    ///
    /// - Parameter pairs: the pairs to check; defaults to the document's ``contrastPairs``.
    /// - Throws: ``TokenError`` when a pair names a missing or non-colour token, or
    ///   ``TokenError/invalidValue(path:type:expected:)`` naming the token when a background
    ///   without a surface, or a surface, is translucent in some mode.
    /// - Complexity: O(*m* (*n* + *p*)) for *m* modes, *n* tokens and *p* pairs.
    public func auditContrast(pairs: [ContrastPair]? = nil) throws(TokenError) -> ContrastReport {
        let pairs = pairs ?? contrastPairs
        var failures: [ContrastFailure] = []
        let modes = allModes
        for mode in modes {
            let resolved = try resolve(mode: mode)
            for pair in pairs {
                let background = try Self.visibleBackground(of: pair, in: resolved)
                let foreground = try resolved.color(pair.foreground).composited(over: background)
                let ratio = foreground.contrastRatio(against: background)
                if ratio < pair.requirement.minimumRatio {
                    failures.append(
                        ContrastFailure(
                            pair: pair, mode: resolved.mode, ratio: WCAG.rounded(ratio),
                            required: pair.requirement.minimumRatio))
                }
            }
        }
        return ContrastReport(checks: pairs.count * modes.count, failures: failures)
    }

    /// The pair's background as seen: composited over its surface, or as it is when opaque.
    static func visibleBackground(of pair: ContrastPair, in resolved: ResolvedTokens) throws(TokenError) -> RGBColor {
        let background = try resolved.color(pair.background)
        guard let surfacePath = pair.surface else {
            guard background.alpha >= 1 else {
                throw .invalidValue(
                    path: pair.background, type: .color,
                    expected: "opaque in a contrast pair without a surface (it is \(background.alpha) opaque)")
            }
            return background
        }
        let surface = try resolved.color(surfacePath)
        guard surface.alpha >= 1 else {
            throw .invalidValue(
                path: surfacePath, type: .color,
                expected: "opaque as a contrast surface (it is \(surface.alpha) opaque)")
        }
        return background.composited(over: surface)
    }
}
