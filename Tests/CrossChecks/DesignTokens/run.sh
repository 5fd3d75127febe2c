#!/usr/bin/env bash
# Cross-checks DesignTokens against outside implementations: builds a small executable (in a
# temporary package that links Sources/DesignTokens) which dumps colour conversions, contrast
# ratios, the built-in sets' contrast pairs in every mode with our verdicts, component
# descriptions with our validation verdicts, the component JSON Schema and written token
# documents; then ColorAide checks the colour maths and the compositing of translucent
# backgrounds over their surfaces, jsonschema checks that the schema agrees with our validator,
# and Python's json checks the lossless round trip.
# Run from the repository root.
source "$(dirname "${BASH_SOURCE[0]}")/../common.sh"
mkdir -p "$WORK/out"
build_support --debug Check - DesignTokens <<'SWIFT'
import DesignTokens
import Foundation

let out = CommandLine.arguments[1]
func save(_ name: String, _ text: String) {
    _ = FileManager.default.createFile(atPath: out + "/" + name, contents: Data(text.utf8))
}
func number(_ value: Double) -> JSONValue { .number(JSONNumber(text: "\(value)") ?? JSONNumber(value)) }

// Colours: a fixed list plus a seeded pseudo-random sample.
struct Generator {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next() -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % 256)
    }
}
var generator = Generator()
var colors: [JSONValue] = []
let fixed = ["#000000", "#ffffff", "#ff3b30", "#777777", "#0a0a0a", "#0b0b0b", "#0064ff", "#1e8a3c"]
for hex in fixed + (0..<200).map({ _ in String(format: "#%02x%02x%02x", generator.next(), generator.next(), generator.next()) }) {
    guard let color = try? RGBColor(hex: hex) else { continue }
    let lab = color.oklab
    let lch = lab.lch
    let p3 = color.displayP3
    colors.append(
        .object(
            JSONObject([
                ("hex", .string(hex)),
                ("oklab", .array([number(lab.l), number(lab.a), number(lab.b)])),
                ("oklch", .array([number(lch.l), number(lch.c), number(lch.h)])),
                ("p3", .array([number(p3.red), number(p3.green), number(p3.blue)])),
                ("luminance", number(color.relativeLuminance)),
                ("contrastWhite", number(color.contrastRatio(against: .white))),
            ])))
}
save("colors.json", JSONValue.array(colors).serialized())

// Components: the schema, and descriptions with our verdict.
let catalog = ComponentCatalog.composableClarity
save("schema.json", catalog.jsonSchema.serialized())
let samples = [
    #"{"type": "Badge", "props": {"level": "error", "text": "Failed"}}"#,
    #"{"type": "Badge", "props": {"level": "fatal", "text": "Failed"}}"#,
    #"{"type": "Badge", "props": {"text": "Failed"}}"#,
    #"{"type": "Card", "props": {"elevation": "medium"}, "children": [{"type": "SectionHeader", "props": {"title": "A"}}]}"#,
    #"{"type": "Card", "props": {"elevation": "{shadow.medium}"}}"#,
    #"{"type": "Card", "props": {"padding": "{spacing.m}"}}"#,
    #"{"type": "Card", "props": {"colour": "red"}}"#,
    #"{"type": "Indicator", "props": {"level": "warning", "reason": "Low storage", "size": "mini"}}"#,
    #"{"type": "Indicator", "props": {"level": "warning", "size": "huge"}}"#,
    #"{"type": "InspectorPattern", "props": {"title": "T", "width": 320}}"#,
    #"{"type": "InspectorPattern", "props": {"title": "T"}, "children": [{"type": "KeyValueRow", "props": {"key": "k", "value": "v", "copyable": true}}]}"#,
    #"{"type": "InspectorPattern", "props": {"title": "T"}, "children": [{"type": "ToolbarPattern"}]}"#,
    #"{"type": "KeyValueRow", "props": {"key": "k", "value": "v", "copyable": "yes"}}"#,
    #"{"type": "Indicator", "props": {"level": "info"}, "children": [{"type": "Badge", "props": {"level": "info", "text": "x"}}]}"#,
    #"{"type": "BoxTreePattern", "props": {"expanded": true, "indent": "{spacing.l}"}, "children": [{"type": "BoxTreePattern"}]}"#,
    #"{"type": "ToolbarPattern", "props": {"placement": "left"}}"#,
    #"{"type": "SidebarPattern", "semantics": {"role": "navigation", "label": "Library"}}"#,
    #"{"type": "Button"}"#,
]
var verdicts: [JSONValue] = []
for sample in samples {
    guard let description = try? ComponentDescription(json: Data(sample.utf8)) else { continue }
    let valid = catalog.validate(description).isEmpty
    verdicts.append(.object(JSONObject([("description", description.json), ("valid", .bool(valid))])))
}
save("components.json", JSONValue.array(verdicts).serialized())

// Contrast: every declared pair of both built-in sets in every mode, the colours as resolved,
// the ratio after compositing (background over surface, foreground over that) and the verdict.
func rgba(_ color: RGBColor) -> JSONValue { .array([color.red, color.green, color.blue, color.alpha].map(number)) }
var pairs: [JSONValue] = []
for (name, doc) in [("clarity", try? TokenDocument.composableClarity()), ("swiss", try? TokenDocument.swissGlass())] {
    guard let doc else { continue }
    let shortfall = name == "swiss" ? ["color.accent", "color.state.analyzing", "color.state.offline"].map {
        ContrastPair(foreground: $0, background: "color.background", requirement: .aaaNormalText)
    } : []
    let failing = Set(((try? doc.auditContrast(pairs: doc.contrastPairs + shortfall))?.failures ?? []).map {
        "\($0.pair.foreground)|\($0.pair.background)|\($0.pair.requirement.rawValue)|\($0.mode.sorted { $0.key < $1.key })"
    })
    for mode in doc.allModes {
        guard let resolved = try? doc.resolve(mode: mode) else { continue }
        for pair in doc.contrastPairs + shortfall {
            guard let foreground = try? resolved.color(pair.foreground), let background = try? resolved.color(pair.background)
            else { continue }
            let surface = pair.surface.flatMap { try? resolved.color($0) }
            let seen = surface.map { background.composited(over: $0) } ?? background
            let ratio = foreground.composited(over: seen).contrastRatio(against: seen)
            let key = "\(pair.foreground)|\(pair.background)|\(pair.requirement.rawValue)|\(resolved.mode.sorted { $0.key < $1.key })"
            var entry = JSONObject([
                ("set", .string(name)), ("pair", .string(pair.foreground + " on " + pair.background)),
                ("foreground", rgba(foreground)), ("background", rgba(background)), ("ratio", number(ratio)),
                ("required", number(pair.requirement.minimumRatio)), ("failed", .bool(failing.contains(key))),
            ])
            if let surface { entry["surface"] = rgba(surface) }
            pairs.append(.object(entry))
        }
    }
}
save("pairs.json", JSONValue.array(pairs).serialized())

// Round trip: the built-in documents as written.
save("clarity.original.json", TokenDocument.composableClarityJSON)
if let doc = try? TokenDocument.composableClarity() { save("clarity.written.json", doc.write()) }
save("swiss.original.json", TokenDocument.swissGlassJSON)
if let doc = try? TokenDocument.swissGlass() { save("swiss.written.json", doc.write()) }
SWIFT
"$SUPPORT" "$WORK/out"
python3 - "$WORK/out" <<'PY'
import json, sys
from coloraide import Color
import jsonschema

out = sys.argv[1]
failures = 0
checked = {"colors": 0, "components": 0, "pairs": 0}

def close(a, b, tol):
    return all(abs(x - y) <= tol for x, y in zip(a, b))

for row in json.load(open(f"{out}/colors.json")):
    checked["colors"] += 1
    c = Color(row["hex"])
    lab = c.convert("oklab").coords()
    lch = c.convert("oklch").coords()
    p3 = c.convert("display-p3").coords()
    if not close(row["oklab"], lab, 2e-4):
        failures += 1; print("oklab", row["hex"], row["oklab"], lab)
    if lch[1] > 1e-3 and not close(row["oklch"][:2], lch[:2], 2e-4):
        failures += 1; print("oklch", row["hex"], row["oklch"], lch)
    if lch[1] > 1e-2 and abs(((row["oklch"][2] - lch[2] + 180) % 360) - 180) > 0.05:
        failures += 1; print("hue", row["hex"], row["oklch"], lch)
    if not close(row["p3"], p3, 2e-4):
        failures += 1; print("p3", row["hex"], row["p3"], p3)
    if abs(row["luminance"] - c.luminance()) > 1e-4:
        failures += 1; print("luminance", row["hex"], row["luminance"], c.luminance())
    if abs(row["contrastWhite"] - c.contrast("white", method="wcag21")) > 1e-3:
        failures += 1; print("contrast", row["hex"], row["contrastWhite"])

schema = json.load(open(f"{out}/schema.json"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
for row in json.load(open(f"{out}/components.json")):
    checked["components"] += 1
    ok = validator.is_valid(row["description"])
    if ok != row["valid"]:
        failures += 1; print("schema disagrees", row)

# Contrast pairs: ColorAide composites (source-over in sRGB) and measures WCAG 2.1 contrast.
lowest = {}
for row in json.load(open(f"{out}/pairs.json")):
    checked["pairs"] += 1
    fg = Color("srgb", row["foreground"][:3], row["foreground"][3])
    bg = Color("srgb", row["background"][:3], row["background"][3])
    if "surface" in row:
        bg = Color.layer([bg, Color("srgb", row["surface"][:3], row["surface"][3])], space="srgb")
    seen = Color.layer([fg, bg], space="srgb")
    ratio = seen.contrast(bg, method="wcag21")
    if abs(ratio - row["ratio"]) > 1e-3:
        failures += 1; print("pair ratio", row["set"], row["pair"], row["ratio"], ratio)
    if (ratio < row["required"]) != row["failed"]:
        failures += 1; print("pair verdict", row["set"], row["pair"], ratio, row["required"], row["failed"])
    key = (row["set"], row["pair"], row["required"])
    lowest[key] = min(lowest.get(key, 99), ratio)
# The weakest Composable Clarity pair: orange at 0.22 on macOS's dark window, increased contrast.
weakest = min(v for k, v in lowest.items() if k[0] == "clarity")
if abs(weakest - 6.27) > 0.005:
    failures += 1; print("weakest Composable Clarity pair", weakest)

pairs = lambda text: json.loads(text, object_pairs_hook=lambda p: ("obj", p), parse_float=str, parse_int=str)
for name in ["clarity", "swiss"]:
    if pairs(open(f"{out}/{name}.original.json").read()) != pairs(open(f"{out}/{name}.written.json").read()):
        failures += 1; print(f"round trip changed the {name} document")

print(f"DesignTokens cross-check: {checked['colors']} colours, {checked['components']} descriptions, "
      f"{checked['pairs']} contrast checks, {failures} failure(s)")
sys.exit(1 if failures or checked["colors"] < 200 or checked["components"] < 18 or checked["pairs"] < 340 else 0)
PY
