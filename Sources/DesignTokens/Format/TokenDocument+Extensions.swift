extension TokenDocument {
    /// Whether the dimension at `path` is drawn as a capsule: the token, or the token its
    /// `$value` aliases (through any number of aliases), carries
    /// `"org.composableclarity.shape": "capsule"`.
    ///
    /// Composable Clarity's `radius.chip` is 999 with this mark, so a generator emits
    /// `Capsule()` for it and for `component.badge.radius`, which aliases it, instead of a
    /// 999-point corner radius.
    ///
    /// - Complexity: O(*d*) for an alias chain of *d* links (at most ``maximumAliasDepth``).
    public func isCapsule(_ path: String) -> Bool {
        guard let token = self[path] else { return false }
        return extensionValue(ExtensionKey.shape, of: token)?.stringValue == "capsule"
    }

    /// The value of extension `key` on `token`, or on the token its value aliases, following
    /// plain aliases (`"{group.token}"`) up to ``maximumAliasDepth`` links; a longer chain gives
    /// `nil`. With a `mode`, each token's value in that mode is followed, else its `$value`.
    func extensionValue(_ key: String, of token: Token, in mode: [String: String]? = nil) -> JSONValue? {
        var current = token
        for _ in 0..<Self.maximumAliasDepth {
            if let value = current.extensions?[key] { return value }
            let value = mode.map { rawValue(of: current, in: $0) } ?? current.value
            guard let reference = TokenReference(value), reference.fragment.isEmpty, let next = self[reference.target]
            else { return nil }
            current = next
        }
        return nil
    }
}
