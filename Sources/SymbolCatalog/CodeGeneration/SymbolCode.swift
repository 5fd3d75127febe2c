/// Source code that displays a symbol with a style, for SwiftUI, UIKit, AppKit or SFSafeSymbols.
///
/// When a ``deploymentTarget`` is set and the symbol (or a feature of the style, such as palette
/// rendering or a variable value) is newer than the target, the code is wrapped in `if #available`
/// and the `else` branch falls back to the symbol's old name (when Apple renamed it and the old name
/// exists on the target) with the features the target supports.
///
/// ```swift
/// let style = SymbolStyle(pointSize: 24, weight: .semibold, renderingMode: .hierarchical, colors: [.system(.red)])
/// let code = SymbolCode(symbol: "heart.fill", style: style).swiftUI
/// // Image(systemName: "heart.fill")
/// //     .font(.system(size: 24, weight: .semibold))
/// //     .symbolRenderingMode(.hierarchical)
/// //     .foregroundStyle(.red)
/// ```
public struct SymbolCode: Sendable {
    /// The symbol name.
    public var symbol: String
    /// The customizations.
    public var style: SymbolStyle
    /// The app's deployment target; `nil` generates code without availability checks.
    public var deploymentTarget: PlatformVersion?
    /// The catalog that supplies availability and renames.
    public var catalog: SFSymbolCatalog

    /// Creates a code generator for one symbol.
    public init(
        symbol: String, style: SymbolStyle = SymbolStyle(), deploymentTarget: PlatformVersion? = nil,
        catalog: SFSymbolCatalog = .bundled
    ) {
        self.symbol = symbol
        self.style = style
        self.deploymentTarget = deploymentTarget
        self.catalog = catalog
    }

    /// SwiftUI: `Image(systemName:)` with view modifiers.
    public var swiftUI: String { render(.swiftUI) }
    /// UIKit: a `UIImage.SymbolConfiguration` and `UIImage(systemName:withConfiguration:)`.
    public var uiKit: String { render(.uiKit) }
    /// AppKit: an `NSImage.SymbolConfiguration` and `NSImage(systemSymbolName:accessibilityDescription:)`.
    public var appKit: String { render(.appKit) }
    /// SwiftUI with the SFSafeSymbols package: `Image(systemSymbol: .heartFill)`.
    public var sfSafeSymbols: String { render(.safeSymbols) }

    enum Framework {
        case swiftUI, uiKit, appKit, safeSymbols
    }

    /// The platform whose availability the framework's code must respect, if any.
    func gatingTarget(_ framework: Framework) -> PlatformVersion? {
        guard let target = deploymentTarget else { return nil }
        switch framework {
        case .swiftUI, .safeSymbols: return target
        case .uiKit: return target.platform == .macOS ? nil : target
        case .appKit: return target.platform == .macOS ? target : nil
        }
    }

    func render(_ framework: Framework) -> String {
        guard let target = gatingTarget(framework) else { return body(framework, symbol, style) }
        let platform = target.platform
        let current = catalog[symbol]?.availability[platform]
        let symbolNeed = current ?? OSVersion(0, 0)
        let need = max(symbolNeed, Self.requirement(style, framework, platform))
        if need <= target.version { return body(framework, symbol, style) }
        let reduced = Self.reduced(style, framework, target)
        var fallback: String?
        if symbolNeed <= target.version {
            fallback = symbol
        } else {
            fallback =
                catalog.renames.first { rename in
                    rename.newName == symbol && (rename.oldAvailability.map { $0[platform] <= target.version } ?? false)
                }?.oldName
        }
        let elseBody = fallback.map { body(framework, $0, reduced) } ?? Self.emptyBody(framework)
        return "if #available(\(platform.rawValue) \(need), *) {\n" + Self.indent(body(framework, symbol, style))
            + "\n} else {\n" + Self.indent(elseBody) + "\n}"
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    static func emptyBody(_ framework: Framework) -> String {
        switch framework {
        case .swiftUI, .safeSymbols: "EmptyView()"
        case .uiKit: "let image: UIImage? = nil"
        case .appKit: "let image: NSImage? = nil"
        }
    }

    // MARK: Feature availability

    /// The version that introduced rendering modes and the newer system colours (iOS 15, macOS 12, …).
    static func release2021(_ platform: Platform) -> OSVersion {
        switch platform {
        case .iOS, .tvOS: OSVersion(15, 0)
        case .macOS: OSVersion(12, 0)
        case .watchOS: OSVersion(8, 0)
        case .visionOS: OSVersion(1, 0)
        }
    }

    /// The version that introduced variable values (iOS 16, macOS 13, …).
    static func release2022(_ platform: Platform) -> OSVersion {
        switch platform {
        case .iOS, .tvOS: OSVersion(16, 0)
        case .macOS: OSVersion(13, 0)
        case .watchOS: OSVersion(9, 0)
        case .visionOS: OSVersion(1, 0)
        }
    }

    /// System colours that the framework only offers from the 2021 releases on.
    static func isNewColor(_ color: SymbolColor, _ framework: Framework) -> Bool {
        guard case .system(let system) = color else { return false }
        switch framework {
        case .swiftUI, .safeSymbols: return [.mint, .teal, .cyan, .indigo, .brown].contains(system)
        case .uiKit, .appKit: return [.mint, .cyan].contains(system)
        }
    }

    static func requirement(_ style: SymbolStyle, _ framework: Framework, _ platform: Platform) -> OSVersion {
        var need = OSVersion(0, 0)
        let usesModes = style.renderingMode != .monochrome || (framework == .appKit && !style.colors.isEmpty)
        if usesModes || style.colors.contains(where: { isNewColor($0, framework) }) {
            need = max(need, release2021(platform))
        }
        if style.variableValue != nil { need = max(need, release2022(platform)) }
        return need
    }

    /// The style without the features `target` lacks.
    static func reduced(_ style: SymbolStyle, _ framework: Framework, _ target: PlatformVersion) -> SymbolStyle {
        var style = style
        if release2022(target.platform) > target.version { style.variableValue = nil }
        if release2021(target.platform) > target.version {
            style.renderingMode = .monochrome
            style.colors = framework == .appKit ? [] : style.colors.prefix(1).filter { !isNewColor($0, framework) }
        }
        return style
    }

    // MARK: Bodies

    func body(_ framework: Framework, _ name: String, _ style: SymbolStyle) -> String {
        switch framework {
        case .swiftUI: Self.swiftUIBody("Image(systemName: \(Self.quoted(name))", style)
        case .safeSymbols: Self.swiftUIBody("Image(systemSymbol: .\(Self.safeSymbolCaseName(for: name))", style)
        case .uiKit: Self.uiKitBody(name, style)
        case .appKit: Self.appKitBody(name, style)
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
        return String(value)
    }

    static func component(_ value: UInt8) -> String {
        number((Double(value) / 255 * 1000).rounded() / 1000)
    }

    static func swiftUIColor(_ color: SymbolColor) -> String {
        switch color {
        case .system(let system): ".\(system.rawValue)"
        case .rgb(let r, let g, let b):
            "Color(red: \(component(r)), green: \(component(g)), blue: \(component(b)))"
        }
    }

    static func platformColor(_ color: SymbolColor, _ type: String) -> String {
        switch color {
        case .system(let system):
            ".system" + system.rawValue.prefix(1).uppercased() + system.rawValue.dropFirst()
        case .rgb(let r, let g, let b):
            "\(type)(red: \(component(r)), green: \(component(g)), blue: \(component(b)), alpha: 1)"
        }
    }

    static func swiftUIBody(_ opening: String, _ style: SymbolStyle) -> String {
        var lines = [opening + (style.variableValue.map { ", variableValue: \(number($0)))" } ?? ")")]
        if let size = style.pointSize {
            let weight = style.weight == .regular ? "" : ", weight: .\(style.weight.rawValue)"
            lines.append(".font(.system(size: \(number(size))\(weight)))")
        } else if style.weight != .regular {
            lines.append(".font(.body.weight(.\(style.weight.rawValue)))")
        }
        if let scale = style.scale { lines.append(".imageScale(.\(scale.rawValue))") }
        switch style.renderingMode {
        case .monochrome:
            if let color = style.colors.first { lines.append(".foregroundColor(\(swiftUIColor(color)))") }
        case .hierarchical:
            lines.append(".symbolRenderingMode(.hierarchical)")
            if let color = style.colors.first { lines.append(".foregroundStyle(\(swiftUIColor(color)))") }
        case .palette:
            lines.append(".symbolRenderingMode(.palette)")
            let colors = style.colors.prefix(3).map(swiftUIColor)
            if !colors.isEmpty { lines.append(".foregroundStyle(\(colors.joined(separator: ", ")))") }
        case .multicolor:
            lines.append(".symbolRenderingMode(.multicolor)")
        }
        return lines.enumerated().map { $0.offset == 0 ? $0.element : "    " + $0.element }.joined(separator: "\n")
    }

    /// The configuration expressions for UIKit or AppKit, first one the base of `.applying(…)` calls.
    static func configurations(_ style: SymbolStyle, _ type: String, appKit: Bool) -> [String] {
        var parts: [String] = []
        let colorType = appKit ? "NSColor" : "UIColor"
        let weight = ", weight: .\(style.weight.rawValue)"
        let scale = style.scale.map { ", scale: .\($0.rawValue)" } ?? ""
        if let size = style.pointSize {
            parts.append("\(type)(pointSize: \(number(size))\(weight)\(scale))")
        } else if style.weight != .regular {
            parts.append(
                appKit
                    ? "\(type)(pointSize: NSFont.systemFontSize\(weight)\(scale))"
                    : "\(type)(weight: .\(style.weight.rawValue))")
            if !appKit, let scaleValue = style.scale { parts.append("\(type)(scale: .\(scaleValue.rawValue))") }
        } else if let scaleValue = style.scale {
            parts.append("\(type)(scale: .\(scaleValue.rawValue))")
        }
        let colors = style.colors.map { platformColor($0, colorType) }
        switch style.renderingMode {
        case .monochrome:
            if appKit, let color = colors.first { parts.append("\(type)(paletteColors: [\(color)])") }
        case .hierarchical:
            parts.append("\(type)(hierarchicalColor: \(colors.first ?? (appKit ? ".labelColor" : ".label")))")
        case .palette:
            let list = colors.prefix(3).joined(separator: ", ")
            parts.append("\(type)(paletteColors: [\(list.isEmpty ? (appKit ? ".labelColor" : ".label") : list)])")
        case .multicolor:
            parts.append("\(type).preferringMulticolor()")
        }
        return parts
    }

    static func configurationLines(_ parts: [String]) -> [String] {
        guard let first = parts.first else { return [] }
        return ["let configuration = " + first] + parts.dropFirst().map { "    .applying(\($0))" }
    }

    static func uiKitBody(_ name: String, _ style: SymbolStyle) -> String {
        let parts = configurations(style, "UIImage.SymbolConfiguration", appKit: false)
        var lines = configurationLines(parts)
        let config = parts.isEmpty ? "" : "configuration"
        var call: String
        if let value = style.variableValue {
            call =
                "UIImage(systemName: \(quoted(name)), variableValue: \(number(value))"
                + (parts.isEmpty ? ")" : ", configuration: \(config))")
        } else {
            call = "UIImage(systemName: \(quoted(name))" + (parts.isEmpty ? ")" : ", withConfiguration: \(config))")
        }
        if style.renderingMode == .monochrome, let color = style.colors.first {
            call += "?\n    .withTintColor(\(platformColor(color, "UIColor")), renderingMode: .alwaysOriginal)"
        }
        lines.append("let image = " + call)
        return lines.joined(separator: "\n")
    }

    static func appKitBody(_ name: String, _ style: SymbolStyle) -> String {
        let parts = configurations(style, "NSImage.SymbolConfiguration", appKit: true)
        var lines = configurationLines(parts)
        var call =
            style.variableValue.map {
                "NSImage(systemSymbolName: \(quoted(name)), variableValue: \(number($0)), accessibilityDescription: nil)"
            } ?? "NSImage(systemSymbolName: \(quoted(name)), accessibilityDescription: nil)"
        if !parts.isEmpty { call += "?\n    .withSymbolConfiguration(configuration)" }
        lines.append("let image = " + call)
        return lines.joined(separator: "\n")
    }
}
