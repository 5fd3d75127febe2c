/// Source code that displays a symbol with a style and, optionally, an animation, for SwiftUI, UIKit,
/// AppKit or SFSafeSymbols.
///
/// When a ``deploymentTarget`` is set and the symbol (or a feature of the style or animation, such as
/// palette rendering, a variable value or Wiggle) is newer than the target, the code is wrapped in
/// `if #available` and the `else` branch falls back to the symbol's old name (when Apple renamed it and
/// the old name exists on the target), the features the target supports, and the animation's fallback
/// (``SymbolAnimation/fallbacks``: Wiggle → Bounce, Magic Replace → `.replace.downUp`, …).
///
/// ```swift
/// let style = SymbolStyle(pointSize: 24, weight: .semibold, renderingMode: .hierarchical, colors: [.system(.red)])
/// let code = SymbolCode(symbol: "heart.fill", style: style).swiftUI
/// // Image(systemName: "heart.fill")
/// //     .font(.system(size: 24, weight: .semibold))
/// //     .symbolRenderingMode(.hierarchical)
/// //     .foregroundStyle(.red)
/// ```
///
/// With an animation the SwiftUI code reads state that ``swiftUIDeclarations`` declares, and the UIKit and
/// AppKit code animates an image view named `imageView`; see <doc:AnimatingSymbols>.
public struct SymbolCode: Sendable {
    /// The symbol name.
    public var symbol: String
    /// The customizations.
    public var style: SymbolStyle
    /// The animation, or `nil` for a still image.
    public var animation: SymbolAnimationSpec?
    /// For a content transition, the symbol the image changes to; `nil` picks the symbol's `.slash`
    /// variant, else its `.fill` twin (added or removed), else the symbol itself.
    public var replacement: String?
    /// The app's deployment target; `nil` generates code without availability checks.
    public var deploymentTarget: PlatformVersion?
    /// The catalog that supplies availability and renames.
    public var catalog: SFSymbolCatalog

    /// Creates a code generator for one symbol.
    public init(
        symbol: String, style: SymbolStyle = SymbolStyle(), animation: SymbolAnimationSpec? = nil,
        replacement: String? = nil, deploymentTarget: PlatformVersion? = nil, catalog: SFSymbolCatalog = .bundled
    ) {
        self.symbol = symbol
        self.style = style
        self.animation = animation
        self.replacement = replacement
        self.deploymentTarget = deploymentTarget
        self.catalog = catalog
    }

    /// SwiftUI: `Image(systemName:)` with view modifiers, and the animation's `symbolEffect`,
    /// `transition` or `contentTransition` modifier.
    public var swiftUI: String { render(.swiftUI) }
    /// UIKit: a `UIImage.SymbolConfiguration` and `UIImage(systemName:withConfiguration:)`; with an
    /// animation, `imageView.addSymbolEffect(…)` or `imageView.setSymbolImage(_:contentTransition:)`.
    public var uiKit: String { render(.uiKit) }
    /// AppKit: an `NSImage.SymbolConfiguration` and `NSImage(systemSymbolName:accessibilityDescription:)`;
    /// with an animation, the `NSImageView` forms as for UIKit.
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
        let replacementName = animation?.trigger == .contentTransition ? resolvedReplacement : nil
        guard let target = gatingTarget(framework) else {
            return body(framework, symbol, replacementName, style, animation, floor: nil)
        }
        let platform = target.platform
        var need = max(introduction(of: symbol, on: platform), Self.requirement(style, framework, platform))
        if let animation {
            need = max(need, animation.animation.minimumVersion(for: animation.trigger, on: platform) ?? need)
            if let replacementName { need = max(need, introduction(of: replacementName, on: platform)) }
        }
        let floor = PlatformVersion(platform, need)
        if need <= target.version {
            return body(framework, symbol, replacementName, style, animation, floor: target)
        }
        var fallbackAnimation = animation.flatMap { Self.fallback(for: $0, on: target) }
        let fallbackReplacement = replacementName.flatMap { name(for: $0, on: target) }
        if fallbackAnimation?.trigger == .contentTransition, fallbackReplacement == nil { fallbackAnimation = nil }
        let elseBody =
            name(for: symbol, on: target).map {
                body(
                    framework, $0, fallbackReplacement, Self.reduced(style, framework, target), fallbackAnimation,
                    floor: target)
            } ?? Self.emptyBody(framework)
        return "if #available(\(platform.rawValue) \(need), *) {\n"
            + Self.indent(body(framework, symbol, replacementName, style, animation, floor: floor))
            + "\n} else {\n" + Self.indent(elseBody) + "\n}"
    }

    /// The version of `platform` that introduced `name`; 0.0 for a name the catalog does not know.
    func introduction(of name: String, on platform: Platform) -> OSVersion {
        catalog.availability(of: name)?[platform] ?? OSVersion(0, 0)
    }

    /// `name` when `target` has it, else an old name of it that `target` has, else `nil`.
    func name(for name: String, on target: PlatformVersion) -> String? {
        if introduction(of: name, on: target.platform) <= target.version { return name }
        return catalog.renames(to: name).first { rename in
            rename.oldAvailability.map { $0[target.platform] <= target.version } ?? false
        }?.oldName
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
        generation(platform, iOS: 15, macOS: 12, watchOS: 8)
    }

    /// The version that introduced variable values (iOS 16, macOS 13, …).
    static func release2022(_ platform: Platform) -> OSVersion {
        generation(platform, iOS: 16, macOS: 13, watchOS: 9)
    }

    /// The `.0` release of `platform` in one yearly OS generation, given its iOS, macOS and watchOS
    /// major versions: tvOS numbers its releases as iOS does, and visionOS, younger than both
    /// generations used here, is available from 1.0.
    private static func generation(_ platform: Platform, iOS: Int, macOS: Int, watchOS: Int) -> OSVersion {
        switch platform {
        case .iOS, .tvOS: OSVersion(iOS, 0)
        case .macOS: OSVersion(macOS, 0)
        case .watchOS: OSVersion(watchOS, 0)
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
        if style.variableValueMode != nil || style.colorRenderingMode != nil {
            need = max(need, AnimationRelease.release2025.version(on: platform))
        }
        return need
    }

    /// The style without the features `target` lacks.
    static func reduced(_ style: SymbolStyle, _ framework: Framework, _ target: PlatformVersion) -> SymbolStyle {
        var style = style
        if AnimationRelease.release2025.version(on: target.platform) > target.version {
            style.variableValueMode = nil
            style.colorRenderingMode = nil
        }
        if release2022(target.platform) > target.version { style.variableValue = nil }
        if release2021(target.platform) > target.version {
            style.renderingMode = .monochrome
            style.colors = framework == .appKit ? [] : style.colors.prefix(1).filter { !isNewColor($0, framework) }
        }
        return style
    }

    // MARK: Bodies

    /// The code for one branch: the image named `name` (changing to `replacement` in a content
    /// transition), styled and animated, spelled for a branch guaranteed to run on `floor` or later
    /// (`nil`: no deployment target, the newest spelling).
    func body(
        _ framework: Framework, _ name: String, _ replacement: String?, _ style: SymbolStyle,
        _ animation: SymbolAnimationSpec?, floor: PlatformVersion?
    ) -> String {
        let modern = floor.map { AnimationRelease.release2024.version(on: $0.platform) <= $0.version } ?? true
        switch framework {
        case .swiftUI, .safeSymbols:
            let opening = Self.swiftUIOpening(name, replacement, safe: framework == .safeSymbols)
            return Self.swiftUIBody(opening, style, animation, name: name, replacement: replacement, modern: modern)
        case .uiKit:
            return Self.imageViewBody(
                Self.uiKitParts, name, replacement, style, animation, modern: modern, appKit: false)
        case .appKit:
            return Self.imageViewBody(
                Self.appKitParts, name, replacement, style, animation, modern: modern, appKit: true)
        }
    }

    /// A Swift string literal for `text`: backslashes, quotes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
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

    /// The image and its style modifiers, one modifier a line.
    static func swiftUIStyleLines(_ opening: String, _ style: SymbolStyle) -> [String] {
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
        if let mode = style.colorRenderingMode { lines.append(".symbolColorRenderingMode(.\(mode.rawValue))") }
        if let mode = style.variableValueMode { lines.append(".symbolVariableValueMode(.\(mode.rawValue))") }
        return lines
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
        if let mode = style.colorRenderingMode { parts.append("\(type)(colorRenderingMode: .\(mode.rawValue))") }
        if let mode = style.variableValueMode { parts.append("\(type)(variableValueMode: .\(mode.rawValue))") }
        return parts
    }

    static func configurationLines(_ parts: [String]) -> [String] {
        guard let first = parts.first else { return [] }
        return ["let configuration = " + first] + parts.dropFirst().map { "    .applying(\($0))" }
    }

    /// UIKit's configuration lines and the image expression that follows `let image = `.
    static func uiKitParts(_ name: String, _ style: SymbolStyle) -> (configuration: [String], image: String) {
        let parts = configurations(style, "UIImage.SymbolConfiguration", appKit: false)
        var call: String
        if let value = style.variableValue {
            call =
                "UIImage(systemName: \(quoted(name)), variableValue: \(number(value))"
                + (parts.isEmpty ? ")" : ", configuration: configuration)")
        } else {
            call = "UIImage(systemName: \(quoted(name))" + (parts.isEmpty ? ")" : ", withConfiguration: configuration)")
        }
        if style.renderingMode == .monochrome, let color = style.colors.first {
            call += "?\n    .withTintColor(\(platformColor(color, "UIColor")), renderingMode: .alwaysOriginal)"
        }
        return (configurationLines(parts), call)
    }

    /// AppKit's configuration lines and the image expression that follows `let image = `.
    static func appKitParts(_ name: String, _ style: SymbolStyle) -> (configuration: [String], image: String) {
        let parts = configurations(style, "NSImage.SymbolConfiguration", appKit: true)
        var call =
            style.variableValue.map {
                "NSImage(systemSymbolName: \(quoted(name)), variableValue: \(number($0)), accessibilityDescription: nil)"
            } ?? "NSImage(systemSymbolName: \(quoted(name)), accessibilityDescription: nil)"
        if !parts.isEmpty { call += "?\n    .withSymbolConfiguration(configuration)" }
        return (configurationLines(parts), call)
    }
}
