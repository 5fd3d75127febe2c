extension SymbolStyle {
    /// How a symbol's colour layers are filled (iOS 26, macOS 26): flat or with an axial gradient
    /// derived from the colour (SF Symbols 7).
    ///
    /// SwiftUI `symbolColorRenderingMode(_:)` with `SymbolColorRenderingMode.flat` and `.gradient`
    /// (<https://developer.apple.com/documentation/swiftui/symbolcolorrenderingmode>), UIKit and AppKit
    /// `SymbolConfiguration(colorRenderingMode:)`
    /// (<https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration-swift.class/init(colorrenderingmode:)>).
    /// Leave ``SymbolStyle/colorRenderingMode`` `nil` for the system's automatic mode.
    public enum ColorRenderingMode: String, Sendable, Hashable, CaseIterable, Codable {
        /// Solid colours.
        case flat
        /// Axial gradients.
        case gradient
    }
}
