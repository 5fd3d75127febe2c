extension Symbol {
    /// Whether the symbol has `capability`, from the catalog's metadata.
    ///
    /// Variable colour and multicolor come from Apple's `variable` and `multicolor` category lists of
    /// SF Symbols 7.2, so they are always known for the bundled catalog. Draw is known only for a catalog
    /// whose metadata lists Draw symbols (Apple's `draw` category key); the bundled 7.2 metadata has no
    /// such list, so Draw is ``SymbolCapability/Support/unknown``. Apple publishes no per-symbol variable
    /// draw list in the metadata either: ``SymbolCapability/variableDraw`` is always `unknown`.
    /// - Complexity: O(1).
    public func support(forCapability capability: SymbolCapability) -> SymbolCapability.Support {
        switch capability {
        case .variableColor: supportsVariableColor ? .supported : .unsupported
        case .multicolor: isMulticolor ? .supported : .unsupported
        case .draw: supportsDraw.map { $0 ? .supported : .unsupported } ?? .unknown
        case .variableDraw: .unknown
        }
    }

    /// Whether the symbol can show `animation`: ``SymbolCapability/Support/supported`` for the universal
    /// animations, otherwise the support for the animation's ``SymbolAnimation/requiredCapability``.
    /// - Complexity: O(1).
    public func support(for animation: SymbolAnimation) -> SymbolCapability.Support {
        animation.requiredCapability.map { support(forCapability: $0) } ?? .supported
    }

    /// The animations a browser can offer for the symbol: those it supports, and — when
    /// `includingUnknown` is true — those the metadata cannot rule out.
    /// - Complexity: O(*a*) in the number of animations.
    public func animations(includingUnknown: Bool = true) -> [SymbolAnimation] {
        SymbolAnimation.allCases.filter {
            switch support(for: $0) {
            case .supported: true
            case .unknown: includingUnknown
            case .unsupported: false
            }
        }
    }
}
