extension TokenDocument {
    /// The contrast pairs the document declares in its root `$extensions` under
    /// `org.composableclarity.contrastPairs` (`[{foreground, background, requirement}]`).
    public var contrastPairs: [ContrastPair] {
        let list = json["$extensions"]?[ExtensionKey.contrastPairs]?.arrayValue ?? []
        return list.compactMap { entry in
            guard let foreground = entry["foreground"]?.stringValue, let background = entry["background"]?.stringValue,
                let requirement = entry["requirement"]?.stringValue.flatMap(ContrastRequirement.init(rawValue:))
            else { return nil }
            return ContrastPair(foreground: foreground, background: background, requirement: requirement)
        }
    }

    /// Checks every pair in every mode (``allModes``) against its WCAG requirement.
    ///
    /// Translucent foregrounds are composited over the background first; the background is
    /// taken as opaque.
    ///
    /// - Parameter pairs: the pairs to check; defaults to the document's ``contrastPairs``.
    /// - Throws: ``TokenError`` when a pair names a missing or non-colour token.
    /// - Complexity: O(*m* (*n* + *p*)) for *m* modes, *n* tokens and *p* pairs.
    public func auditContrast(pairs: [ContrastPair]? = nil) throws(TokenError) -> ContrastReport {
        let pairs = pairs ?? contrastPairs
        var failures: [ContrastFailure] = []
        let modes = allModes
        for mode in modes {
            let resolved = try resolve(mode: mode)
            for pair in pairs {
                let background = try resolved.color(pair.background)
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
}
