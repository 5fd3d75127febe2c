import SymbolCatalog

/// One request to `SymbolAnimationSpec.init`, and whether it is built to be accepted.
private struct SpecRequest: CustomStringConvertible {
    var animation: SymbolAnimation
    var variants: [SymbolAnimation.Variant] = []
    var options: SymbolAnimationSpec.Options = .default
    var trigger: SymbolAnimationSpec.Trigger?
    /// `false` for the requests built to be rejected.
    var mustBeAccepted: Bool

    func spec() throws(SymbolAnimationError) -> SymbolAnimationSpec {
        try SymbolAnimationSpec(animation, variants: variants, options: options, trigger: trigger)
    }

    var description: String {
        "\(animation) \(variants) on \(trigger.map { "\($0)" } ?? "its default trigger"), \(options)"
    }
}

/// Whether `trigger` takes the repetition of `options`: any on `isActive`, a count on a value change,
/// only the default otherwise.
private func isTaken(_ options: SymbolAnimationSpec.Options, by trigger: SymbolAnimationSpec.Trigger) -> Bool {
    switch (options.repetition, trigger) {
    case (.automatic, _), (_, .isActive), (.count, .value): true
    default: false
    }
}

/// Spec requests for the validation benchmark: every animation with each of its variants alone, each
/// trigger it takes and a few option sets, plus requests that must be rejected (wrong variant, wrong
/// trigger, conflicting variants, impossible repetition), in a fixed order.
private func specRequests() -> [SpecRequest] {
    let options: [SymbolAnimationSpec.Options] = [.default, .repeat(3), .repeat(.continuous), .speed(1.5)]
    var requests: [SpecRequest] = []
    for animation in SymbolAnimation.allCases {
        for variant in [nil] + animation.variants.map(Optional.some) {
            for trigger in animation.triggers {
                for option in options {
                    requests.append(
                        SpecRequest(
                            animation: animation, variants: variant.map { [$0] } ?? [], options: option,
                            trigger: trigger, mustBeAccepted: isTaken(option, by: trigger)))
                }
            }
        }
        // No animation offers a fill and a direction together, and two directions conflict.
        requests.append(SpecRequest(animation: animation, variants: [.iterative, .left], mustBeAccepted: false))
        requests.append(
            SpecRequest(animation: animation, trigger: .value, mustBeAccepted: animation.triggers.contains(.value)))
        requests.append(
            SpecRequest(animation: animation, variants: [.up, .down], options: .nonRepeating, mustBeAccepted: false))
    }
    return requests
}

func registerSymbolCatalogEffectsBenchmarks(_ registry: inout BenchmarkRegistry) {
    let requests = specRequests()
    registry.add("symbols.effects.validate", items: requests.count) {
        // The timed mix must stay the intended one: each request accepted or rejected as built to be.
        if let wrong = requests.first(where: { ((try? $0.spec()) != nil) != $0.mustBeAccepted }) {
            throw BenchmarkSetUpError("\(wrong) was " + (wrong.mustBeAccepted ? "rejected" : "accepted"))
        }
        return {
            var valid = 0
            for request in requests where (try? request.spec()) != nil { valid += 1 }
            blackHole(valid)
        }
    }
    let accepted = requests.filter(\.mustBeAccepted)
    let symbols = ["wifi", "bell", "document", "heart.fill", "checkmark"]
    let style = SymbolStyle(pointSize: 24, weight: .semibold, renderingMode: .hierarchical, colors: [.system(.red)])
    for (framework, target) in [
        ("swiftui", PlatformVersion.iOS(17, 0)), ("uikit", .iOS(17, 0)), ("appkit", .macOS(14, 0)),
    ] {
        registry.add("symbols.effects.codegen.\(framework)", items: accepted.count) {
            let specs = try accepted.map { try $0.spec() }
            let catalog = SFSymbolCatalog.bundled
            let codes = specs.enumerated().map { offset, spec in
                SymbolCode(
                    symbol: symbols[offset % symbols.count], style: style, animation: spec, deploymentTarget: target,
                    catalog: catalog)
            }
            return {
                var length = 0
                for code in codes {
                    switch framework {
                    case "uikit": length += code.uiKit.utf8.count
                    case "appkit": length += code.appKit.utf8.count
                    default: length += code.swiftUI.utf8.count
                    }
                }
                blackHole(length)
            }
        }
    }
}
