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
