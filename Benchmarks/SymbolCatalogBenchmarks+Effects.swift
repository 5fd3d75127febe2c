import SymbolCatalog

/// Spec requests for the validation benchmark: every animation with each of its variants alone, each
/// trigger it takes and a few option sets, plus requests that must be rejected (wrong variant, wrong
/// trigger, conflicting variants, impossible repetition), in a fixed order.
private func specRequests() -> [(
    SymbolAnimation, [SymbolAnimation.Variant], SymbolAnimationSpec.Options,
    SymbolAnimationSpec.Trigger?
)] {
    let options: [SymbolAnimationSpec.Options] = [.default, .repeat(3), .repeat(.continuous), .speed(1.5)]
    var requests:
        [(SymbolAnimation, [SymbolAnimation.Variant], SymbolAnimationSpec.Options, SymbolAnimationSpec.Trigger?)] =
            []
    for animation in SymbolAnimation.allCases {
        for variant in [nil] + animation.variants.map(Optional.some) {
            for trigger in animation.triggers {
                for option in options { requests.append((animation, variant.map { [$0] } ?? [], option, trigger)) }
            }
        }
        requests.append((animation, [.iterative, .left], .default, nil))
        requests.append((animation, [], .default, .value))
        requests.append((animation, [.up, .down], .nonRepeating, nil))
    }
    return requests
}

func registerSymbolCatalogEffectsBenchmarks(_ registry: inout BenchmarkRegistry) {
    let requests = specRequests()
    registry.add("symbols.effects.validate", items: requests.count) {
        {
            var valid = 0
            for (animation, variants, options, trigger) in requests {
                if (try? SymbolAnimationSpec(animation, variants: variants, options: options, trigger: trigger)) != nil
                {
                    valid += 1
                }
            }
            blackHole(valid)
        }
    }
    let specs = requests.compactMap { animation, variants, options, trigger in
        try? SymbolAnimationSpec(animation, variants: variants, options: options, trigger: trigger)
    }
    let symbols = ["wifi", "bell", "document", "heart.fill", "checkmark"]
    let style = SymbolStyle(pointSize: 24, weight: .semibold, renderingMode: .hierarchical, colors: [.system(.red)])
    for (framework, target) in [
        ("swiftui", PlatformVersion.iOS(17, 0)), ("uikit", .iOS(17, 0)), ("appkit", .macOS(14, 0)),
    ] {
        registry.add("symbols.effects.codegen.\(framework)", items: specs.count) {
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
