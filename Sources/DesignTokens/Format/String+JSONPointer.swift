extension String {
    /// Escapes a name as a JSON Pointer reference token (RFC 6901 §3).
    var pointerEscaped: String {
        guard utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return self }
        return replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
