extension SymbolStyle {
    /// How a variable value is drawn (iOS 26, macOS 26): by colouring the variable layers on or off, or by
    /// drawing each variable layer's path to a length (*variable draw*, SF Symbols 7).
    ///
    /// SwiftUI `symbolVariableValueMode(_:)` with `SymbolVariableValueMode.color` and `.draw`
    /// (<https://developer.apple.com/documentation/swiftui/symbolvariablevaluemode/draw>), UIKit and AppKit
    /// `SymbolConfiguration(variableValueMode:)`
    /// (<https://developer.apple.com/documentation/appkit/nsimage/symbolconfiguration-swift.class/init(variablevaluemode:)>).
    /// All are iOS 26 / macOS 26 API; before that, variable values are always drawn in colour. Leave
    /// ``SymbolStyle/variableValueMode`` `nil` to let the system choose (its automatic mode).
    public enum VariableValueMode: String, Sendable, Hashable, CaseIterable, Codable {
        /// Each variable layer on or off by its threshold (variable colour).
        case color
        /// Each variable layer drawn to a length by its range (variable draw).
        case draw
    }
}
