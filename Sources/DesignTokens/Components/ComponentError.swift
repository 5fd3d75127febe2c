/// Why a component description is invalid: where, what was expected and what was found.
public enum ComponentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not JSON.
    case syntax(JSONSyntaxError)
    /// The value at `path` (a JSON Pointer) should be `expected` but is `found`.
    case invalid(path: String, expected: String, found: String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .syntax(let error): "not JSON: \(error)"
        case .invalid(let path, let expected, let found):
            "\(path.isEmpty ? "/" : path): expected \(expected), found \(found)"
        }
    }
}
