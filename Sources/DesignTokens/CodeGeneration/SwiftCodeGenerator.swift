/// Generates a drop-in SwiftUI `DS` namespace from a token document.
///
/// Each group becomes a nested `enum` and each token a static member typed as SwiftUI code
/// uses it, shaped like the design system's own namespace: `DS.Spacing.s` is a `CGFloat`,
/// `DS.Radius.card` a `CGFloat` (and a capsule token adds `DS.Radius.chipShape`, a `Capsule`),
/// `DS.Font.label` a `Font`, `DS.Colors.…` a `Color` and `DS.Animation.quick` an `Animation`.
/// A group named `color` becomes `Colors`, so that `Color` keeps meaning SwiftUI's inside every
/// extension of the namespace.
///
/// The document's modifiers become the platform's own switches:
/// - `theme` and `contrast`: a colour follows the appearance and the Increase Contrast setting
///   through the platform's dynamic colours (`UIColor(dynamicProvider:)`,
///   `NSColor(name:dynamicProvider:)`). A colour token that names a platform colour
///   (`org.composableclarity.systemColor`) is that colour, `Color.gray.opacity(0.18)` or
///   `Color(nsColor: .controlBackgroundColor)`, so it follows the system's own values.
/// - `platform`: members whose value differs by platform sit in `#if os(macOS)` branches (the
///   default context in the `#else`).
/// - `sizeClass` (`regular`, `compact`): a value that differs becomes a function,
///   `DS.Spacing.adaptive(compact:)`.
/// - `motion` (`standard`, `reduced`): every animation gets `quick(reduceMotion:)`, which is
///   `nil` (no animation) when the reduced value has no duration, and otherwise the cross-fade
///   timing the document gives.
///
/// Other values that differ with the appearance become functions of `dark:` and
/// `increasedContrast:`. Everything that needs SwiftUI sits inside `#if canImport(SwiftUI)`, so
/// the file also compiles (with its dimensions, numbers, durations and families) where SwiftUI
/// does not exist. The output depends only on the document: regenerating an unchanged document
/// gives the same text.
///
/// ```swift
/// let source = try SwiftCodeGenerator().generate(from: TokenDocument.composableClarity())
/// // public enum DS { public enum Spacing { public static let s: CGFloat = 8 …
/// ```
public struct SwiftCodeGenerator: Sendable {
    /// The name of the outermost `enum`.
    public var namespace: String

    /// Creates a generator; the namespace defaults to the design system's `DS`.
    public init(namespace: String = "DS") {
        self.namespace = namespace
    }

    /// A modifier the generator turns into a `Bool` in generated code.
    struct Switch {
        /// The modifier's name in the document.
        let modifier: String
        /// The context that is `false` and the one that is `true`.
        let off: String
        let on: String
        /// The parameter name in generated functions.
        let parameter: String
        /// The parameter's documentation.
        let summary: String
    }

    /// The switches in parameter order: theme and contrast first (the appearance), then size
    /// class, then motion.
    static let switches = [
        Switch(
            modifier: "theme", off: "light", on: "dark", parameter: "dark", summary: "`true` in the dark appearance."),
        Switch(
            modifier: "contrast", off: "standard", on: "increased", parameter: "increasedContrast",
            summary: "`true` when Increase Contrast is on."),
        Switch(
            modifier: "sizeClass", off: "regular", on: "compact", parameter: "compact",
            summary: "`true` in a compact horizontal size class."),
        Switch(
            modifier: "motion", off: "standard", on: "reduced", parameter: "reduceMotion",
            summary: "`true` when Reduce Motion is on: the value is then `nil` (no animation) or a cross-fade."),
    ]

    /// The platform contexts and their compilation conditions.
    static let platformConditions: [String: String] = [
        "iOS": "os(iOS)", "macOS": "os(macOS)", "visionOS": "os(visionOS)", "tvOS": "os(tvOS)",
        "watchOS": "os(watchOS)",
    ]

    /// Produces the source file.
    ///
    /// - Throws: ``TokenError`` when a value cannot be resolved in some mode.
    /// - Complexity: O(*m* · *n*) for *m* combinations of platform and switches and *n* tokens.
    public func generate(from document: TokenDocument) throws(TokenError) -> String {
        let grid = try Grid(document: document)
        var tree = Node()
        for token in document.tokens { tree.insert(token.path.split(separator: ".").map(String.init), token: token) }
        var usage = Usage()
        var body = ""
        emitMembers(of: tree, depth: 1, grid: grid, document: document, output: &body, usage: &usage)
        var output = Self.header
        output += "/// Design tokens generated from a DTCG 2025.10 document.\n"
        output += "public enum \(Self.typeName(namespace)) {\n" + body + "}\n"
        output += supportDeclarations(usage)
        return output
    }

    /// Which support declarations the members used.
    struct Usage {
        var shadow = false
        var border = false
        var appearanceColor = false
    }

    /// Every resolution the generator needs: per platform, per combination of switches.
    struct Grid {
        /// The platform contexts, the default first; `[nil]` without a platform modifier.
        let platforms: [String?]
        /// The switches the document has (both contexts declared).
        let switches: [Switch]
        /// `resolved[platform][flags]`, bit *i* of `flags` set when switch *i* is on.
        let resolved: [[ResolvedTokens]]

        init(document: TokenDocument) throws(TokenError) {
            let platformModifier = document.modifiers.first { $0.name == "platform" }
            if let platformModifier {
                platforms =
                    [platformModifier.defaultContext]
                    + platformModifier.contexts.filter { $0 != platformModifier.defaultContext }
            } else {
                platforms = [nil]
            }
            switches = SwiftCodeGenerator.switches.filter { candidate in
                document.modifiers.contains {
                    $0.name == candidate.modifier && $0.contexts.contains(candidate.off)
                        && $0.contexts.contains(candidate.on)
                }
            }
            var resolved: [[ResolvedTokens]] = []
            for platform in platforms {
                var row: [ResolvedTokens] = []
                for flags in 0..<(1 << switches.count) {
                    row.append(
                        try document.resolve(mode: Self.mode(platform: platform, flags: flags, switches: switches)))
                }
                resolved.append(row)
            }
            self.resolved = resolved
        }

        static func mode(platform: String?, flags: Int, switches: [Switch]) -> [String: String] {
            var mode: [String: String] = [:]
            if let platform { mode["platform"] = platform }
            for (index, item) in switches.enumerated() {
                mode[item.modifier] = flags & (1 << index) != 0 ? item.on : item.off
            }
            return mode
        }

        /// The bit of the switch for `modifier`, or 0 when the document does not have it.
        func bit(_ modifier: String) -> Int {
            switches.firstIndex { $0.modifier == modifier }.map { 1 << $0 } ?? 0
        }

        /// The flags of the appearance switches (theme and contrast).
        var appearanceBits: Int { bit("theme") | bit("contrast") }

        /// A token's value in the four appearances for a platform and the other flags.
        func appearances(of path: String, platform: Int, flags: Int) -> Appearances {
            let dark = bit("theme")
            let increased = bit("contrast")
            let base = flags & ~appearanceBits
            let values = [base, base | dark, base | increased, base | dark | increased].map {
                resolved[platform][$0][path]?.value ?? .null
            }
            return Appearances(values: values)
        }
    }

    /// The group tree in document order.
    struct Node {
        var name = ""
        var token: Token?
        var children: [Node] = []

        mutating func insert(_ segments: [String], token: Token) {
            guard let first = segments.first else { return }
            if let index = children.firstIndex(where: { $0.name == first && (segments.count == 1) == ($0.token != nil) }
            ) {
                children[index].insert(Array(segments.dropFirst()), token: token)
                return
            }
            var node = Node(name: first)
            if segments.count == 1 {
                node.token = token
            } else {
                node.insert(Array(segments.dropFirst()), token: token)
            }
            children.append(node)
        }
    }

    /// Emits the members of a group: nested enums for its groups, static members for its tokens.
    func emitMembers(
        of node: Node, depth: Int, grid: Grid, document: TokenDocument, output: inout String, usage: inout Usage
    ) {
        let reserved = reservedTypeNames()
        let groupNames = Self.distinct(
            node.children.filter { $0.token == nil }.map { child in
                let name = Self.typeName(child.name)
                return reserved.contains(name) ? name + "s" : name
            })
        var memberNames: [String] = []
        for child in node.children {
            guard let token = child.token else { continue }
            let name = Self.memberName(child.name)
            memberNames.append(name)
            if token.type == .dimension, document.isCapsule(token.path) { memberNames.append(Self.shapeName(name)) }
        }
        memberNames = Self.distinct(memberNames)
        var groups = groupNames.makeIterator()
        var members = memberNames.makeIterator()
        let indent = String(repeating: "    ", count: depth)
        // Consecutive members that need SwiftUI share one `#if canImport(SwiftUI)`.
        var guarded = false
        func guarding(_ needed: Bool) {
            guard needed != guarded else { return }
            output += needed ? "\(indent)#if canImport(SwiftUI)\n" : "\(indent)#endif\n"
            guarded = needed
        }
        for child in node.children {
            guard let token = child.token else {
                guarding(false)
                let name = groups.next() ?? Self.typeName(child.name)
                output += "\(indent)/// Tokens under `\(child.name)`.\n"
                output += "\(indent)public enum \(name) {\n"
                emitMembers(
                    of: child, depth: depth + 1, grid: grid, document: document, output: &output, usage: &usage)
                output += "\(indent)}\n"
                continue
            }
            let name = members.next() ?? Self.memberName(child.name)
            let shapeName =
                token.type == .dimension && document.isCapsule(token.path)
                ? members.next() ?? Self.shapeName(name) : nil
            let segments = member(
                token, name: name, shapeName: shapeName, indent: indent, grid: grid, document: document, usage: &usage)
            for segment in segments {
                guarding(segment.needsSwiftUI)
                output += segment.text
            }
        }
        guarding(false)
    }

    static func shapeName(_ member: String) -> String {
        (member.hasPrefix("`") ? String(member.dropFirst().dropLast()) : member) + "Shape"
    }

    /// The declarations of one token with its platform branches, in segments that need SwiftUI
    /// or not; a segment that does is indented one level for the `#if` its caller puts around it.
    func member(
        _ token: Token, name: String, shapeName: String?, indent: String, grid: Grid, document: TokenDocument,
        usage: inout Usage
    ) -> [(text: String, needsSwiftUI: Bool)] {
        // Colour-bearing values take the appearance into a dynamic colour when nothing else in
        // them changes with it; otherwise the appearance switches become parameters.
        let absorbs = Self.absorbsAppearance(token, grid: grid)
        let ignored = absorbs ? grid.appearanceBits : 0
        let flagsList = (0..<(1 << grid.switches.count)).filter { $0 & ignored == 0 }
        var expressions: [[Int: Expression]] = []
        for (platformIndex, platform) in grid.platforms.enumerated() {
            var row: [Int: Expression] = [:]
            for flags in flagsList {
                let value = grid.resolved[platformIndex][flags][token.path]?.value ?? .null
                let values =
                    absorbs
                    ? grid.appearances(of: token.path, platform: platformIndex, flags: flags)
                    : Appearances(values: Array(repeating: value, count: 4))
                let place = Place(
                    platform: platform, reducedMotion: flags & grid.bit("motion") != 0,
                    systemColor: token.type == .color
                        ? systemColor(of: token, platform: platform, flags: flags, grid: grid, document: document) : nil
                )
                row[flags] = expression(values, type: token.type, token: token, document: document, place: place)
            }
            expressions.append(row)
        }
        // The switches the value depends on; an animation always answers to Reduce Motion.
        var parameters: [Int] = []
        for (index, item) in grid.switches.enumerated() where (1 << index) & ignored == 0 {
            let bit = 1 << index
            let varies = expressions.contains { row in
                flagsList.contains { flags in flags & bit == 0 && row[flags] != row[flags | bit] }
            }
            if varies || (token.type == .transition && item.modifier == "motion") { parameters.append(index) }
        }
        let codes = expressions.flatMap { $0.values.map(\.code) }
        if codes.contains(where: { $0.contains(shadowTypeName + "(") }) { usage.shadow = true }
        if codes.contains(where: { $0.contains(borderTypeName + "(") }) { usage.border = true }
        if codes.contains(where: { $0.contains(appearanceColorTypeName + ".") }) { usage.appearanceColor = true }
        let needsSwiftUI = expressions[0][0]?.needsSwiftUI ?? false
        let summary =
            token.description.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? "`\(token.path)`"
        // Level 0 is the enum's member level; each #if around the declarations adds one.
        func level(_ extra: Int) -> String { indent + String(repeating: "    ", count: extra) }
        let outer = needsSwiftUI ? 1 : 0
        let branches = expressions.map { row in
            declarations(
                name: name, summary: summary, row: row, parameters: parameters, grid: grid, indent: level(outer + 1))
        }
        var body = ""
        if Set(branches).count == 1 {
            body = declarations(
                name: name, summary: summary, row: expressions[0], parameters: parameters, grid: grid,
                indent: level(outer))
        } else {
            for (index, platform) in grid.platforms.enumerated().dropFirst() {
                let condition = platform.flatMap { Self.platformConditions[$0] } ?? "os(\(platform ?? "iOS"))"
                body += "\(level(outer))\(index == 1 ? "#if" : "#elseif") \(condition)\n" + branches[index]
            }
            body += "\(level(outer))#else\n" + branches[0] + "\(level(outer))#endif\n"
        }
        var segments = [(text: body, needsSwiftUI: needsSwiftUI)]
        if let shapeName {
            segments.append(
                (
                    "\(level(1))/// `\(token.path)` drawn as a capsule.\n"
                        + "\(level(1))public static var \(shapeName): SwiftUI.Capsule { SwiftUI.Capsule() }\n", true
                ))
        }
        return segments
    }

    /// The declaration text of one token on one platform, its lines starting with `indent`.
    func declarations(
        name: String, summary: String, row: [Int: Expression], parameters: [Int], grid: Grid, indent: String
    ) -> String {
        let standard = row[0] ?? Expression(code: "", type: "")
        let type = standard.type
        // Every animation that answers to Reduce Motion returns an optional, `nil` meaning none.
        let optional =
            row.values.contains { $0.isNone }
            || (type == "SwiftUI.Animation" && parameters.contains { grid.switches[$0].modifier == "motion" })
        var text = ""
        let constant =
            standard.needsSwiftUI
            ? "public static var \(name): \(type) { \(standard.code) }"
            : "public static let \(name): \(type) = \(standard.code)"
        let motionOnly = parameters.count == 1 && grid.switches[parameters[0]].modifier == "motion"
        if parameters.isEmpty || motionOnly {
            text += "\(indent)/// \(summary)\n\(indent)\(constant)\n"
        }
        guard !parameters.isEmpty else { return text }
        text += "\(indent)/// \(summary)\n"
        text += "\(indent)///\n"
        for index in parameters {
            text += "\(indent)/// - Parameter \(grid.switches[index].parameter): \(grid.switches[index].summary)\n"
        }
        let signature = parameters.map { "\(grid.switches[$0].parameter): Swift.Bool" }.joined(separator: ", ")
        text += "\(indent)public static func \(name)(\(signature)) -> \(type)\(optional ? "?" : "") {\n"
        let inner = indent + "    "
        func code(_ flags: Int) -> String { row[flags]?.code ?? "nil" }
        let all = Set((0..<(1 << grid.switches.count)).compactMap { row[$0]?.code })
        if all.count == 1 {
            text += "\(inner)\(code(0))\n"
        } else if parameters.count == 1 {
            let bit = 1 << parameters[0]
            text += "\(inner)\(grid.switches[parameters[0]].parameter) ? \(code(bit)) : \(code(0))\n"
        } else {
            let names = parameters.map { grid.switches[$0].parameter }.joined(separator: ", ")
            text += "\(inner)switch (\(names)) {\n"
            for combination in 0..<(1 << parameters.count) {
                var flags = 0
                var pattern: [String] = []
                for (position, index) in parameters.enumerated() {
                    let on = combination & (1 << (parameters.count - 1 - position)) != 0
                    if on { flags |= 1 << index }
                    pattern.append(on ? "true" : "false")
                }
                text += "\(inner)case (\(pattern.joined(separator: ", "))): \(code(flags))\n"
            }
            text += "\(inner)}\n"
        }
        text += "\(indent)}\n"
        return text
    }

    /// Whether a colour-bearing token's non-colour parts stay the same across the appearances,
    /// so the appearance can live in dynamic colours.
    static func absorbsAppearance(_ token: Token, grid: Grid) -> Bool {
        guard [.color, .border, .shadow, .gradient].contains(token.type), grid.appearanceBits != 0 else { return false }
        for platformIndex in grid.platforms.indices {
            for flags in 0..<(1 << grid.switches.count) where flags & grid.appearanceBits == 0 {
                let skeletons = grid.appearances(of: token.path, platform: platformIndex, flags: flags).values.map {
                    skeleton($0, type: token.type)
                }
                if Set(skeletons).count > 1 { return false }
            }
        }
        return true
    }

    /// The value with its colours blanked, to compare what else changes.
    static func skeleton(_ value: JSONValue, type: TokenType) -> JSONValue {
        switch (type, value) {
        case (.color, _): return .null
        case (.shadow, .array(let layers)): return .array(layers.map { skeleton($0, type: .shadow) })
        case (.gradient, .array(let stops)): return .array(stops.map { skeleton($0, type: .shadow) })
        case (_, .object(var object)):
            object["color"] = .null
            return .object(object)
        default: return value
        }
    }

    /// The platform colour a colour token names on a platform: its own
    /// `org.composableclarity.systemColor`, or the one its alias leads to, when every appearance
    /// agrees on it.
    func systemColor(of token: Token, platform: String?, flags: Int, grid: Grid, document: TokenDocument)
        -> SystemColor?
    {
        let dark = grid.bit("theme")
        let increased = grid.bit("contrast")
        let base = flags & ~grid.appearanceBits
        let found = [base, base | dark, base | increased, base | dark | increased].map { flags in
            Self.systemColor(
                of: token, mode: Grid.mode(platform: platform, flags: flags, switches: grid.switches),
                document: document)
        }
        guard let first = found[0], found.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Follows a token's value in `mode` through plain aliases to a `systemColor` extension.
    static func systemColor(of token: Token, mode: [String: String], document: TokenDocument) -> SystemColor? {
        guard let declared = document.extensionValue(ExtensionKey.systemColor, of: token, in: mode) else { return nil }
        func name(_ key: String) -> String? {
            declared[key]?.stringValue.flatMap { isPlainIdentifier($0) ? $0 : nil }
        }
        let opacity = declared["opacity"]?.doubleValue.flatMap { (0...1).contains($0) ? $0 : nil }
        let system = SystemColor(
            swiftUI: name("swiftUI"), uiKit: name("uiKit"), appKit: name("appKit"), opacity: opacity)
        return system.swiftUI == nil && system.uiKit == nil && system.appKit == nil ? nil : system
    }
}
