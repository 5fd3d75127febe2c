#!/usr/bin/env bash
# Cross-checks DesignTokens against outside implementations: builds a small executable (in a
# temporary package that links Sources/DesignTokens) which dumps colour conversions, contrast
# ratios, component descriptions with our validation verdicts, the component JSON Schema and
# written token documents; then ColorAide checks the colour maths, jsonschema checks that the
# schema agrees with our validator, and Python's json checks the lossless round trip.
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
    #"{"type": "Card", "props": {"padding": "{spacing.md}"}, "children": [{"type": "SectionHeader", "props": {"title": "A"}}]}"#,
    #"{"type": "Card", "props": {"padding": 16}}"#,
    #"{"type": "Card", "props": {"colour": "red"}}"#,
    #"{"type": "InspectorPattern", "props": {"title": "T"}, "children": [{"type": "KeyValueRow", "props": {"key": "k", "value": "v", "copyable": true}}]}"#,
    #"{"type": "InspectorPattern", "props": {"title": "T"}, "children": [{"type": "ToolbarPattern"}]}"#,
    #"{"type": "KeyValueRow", "props": {"key": "k", "value": "v", "copyable": "yes"}}"#,
    #"{"type": "Indicator", "props": {"level": "info"}, "children": [{"type": "Badge", "props": {"level": "info", "text": "x"}}]}"#,
    #"{"type": "BoxTreePattern", "props": {"expanded": true, "indent": "{spacing.lg}"}, "children": [{"type": "BoxTreePattern"}]}"#,
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

// Round trip: the built-in document as written.
save("clarity.original.json", TokenDocument.composableClarityJSON)
if let doc = try? TokenDocument.composableClarity() { save("clarity.written.json", doc.write()) }
SWIFT
"$SUPPORT" "$WORK/out"
python3 - "$WORK/out" <<'PY'
import json, sys
from coloraide import Color
import jsonschema

out = sys.argv[1]
failures = 0
checked = {"colors": 0, "components": 0}

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

pairs = lambda text: json.loads(text, object_pairs_hook=lambda p: ("obj", p), parse_float=str, parse_int=str)
if pairs(open(f"{out}/clarity.original.json").read()) != pairs(open(f"{out}/clarity.written.json").read()):
    failures += 1; print("round trip changed the document")

print(f"DesignTokens cross-check: {checked['colors']} colours, {checked['components']} descriptions, {failures} failure(s)")
sys.exit(1 if failures or checked["colors"] < 200 or checked["components"] < 14 else 0)
PY
