/// Every customization of a symbol image that the generated code applies.
///
/// ```swift
/// var style = SymbolStyle()
/// style.pointSize = 24
/// style.weight = .semibold
/// style.renderingMode = .palette
/// style.colors = [.system(.red), .system(.blue)]
/// ```
public struct SymbolStyle: Sendable, Hashable, Codable {
    /// The point size, or `nil` for the text style's size.
    public var pointSize: Double?
    /// The weight.
    public var weight: SymbolWeight
    /// The scale, or `nil` for the default.
    public var scale: SymbolScale?
    /// The rendering mode.
    public var renderingMode: RenderingMode
    /// Colours: the tint for monochrome and hierarchical, one per layer for palette, ignored for multicolor.
    public var colors: [SymbolColor]
    /// The variable-colour value from 0 to 1, or `nil` to show every layer.
    public var variableValue: Double?
    /// How the variable value is drawn (iOS 26), or `nil` for the system's choice.
    public var variableValueMode: VariableValueMode?
    /// Flat or gradient colour layers (iOS 26), or `nil` for the system's choice.
    public var colorRenderingMode: ColorRenderingMode?

    /// Creates a style; the defaults produce a plain symbol image.
    public init(
        pointSize: Double? = nil, weight: SymbolWeight = .regular, scale: SymbolScale? = nil,
        renderingMode: RenderingMode = .monochrome, colors: [SymbolColor] = [], variableValue: Double? = nil,
        variableValueMode: VariableValueMode? = nil, colorRenderingMode: ColorRenderingMode? = nil
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.scale = scale
        self.renderingMode = renderingMode
        self.colors = colors
        self.variableValue = variableValue.map { min(max($0, 0), 1) }
        self.variableValueMode = variableValueMode
        self.colorRenderingMode = colorRenderingMode
    }
}
