@testable import DesignTokens

/// Whether two values mean the same: numbers compare by value (the YAML text `12e03` and the JSON
/// text `12000` are one number), everything else structurally, members in order.
func sameMeaning(_ left: JSONValue, _ right: JSONValue) -> Bool {
    switch (left, right) {
    case (.number(let a), .number(let b)): return a.doubleValue == b.doubleValue
    case (.array(let a), .array(let b)):
        return a.count == b.count && zip(a, b).allSatisfy { sameMeaning($0, $1) }
    case (.object(let a), .object(let b)):
        return a.keys == b.keys && zip(a.members, b.members).allSatisfy { sameMeaning($0.value, $1.value) }
    default: return left == right
    }
}

/// A reason with its line and column, for tables of refusals.
func refusal(_ reason: YAMLSyntaxError.Reason, _ line: Int, _ column: Int) -> YAMLSyntaxError {
    YAMLSyntaxError(reason, line: line, column: column)
}

/// A seeded generator (SplitMix64) so that property tests reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
