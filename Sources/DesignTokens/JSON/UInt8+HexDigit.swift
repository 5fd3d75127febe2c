extension UInt8 {
    /// The value of the byte as an ASCII hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil`
    /// for any other byte: the HEXDIG of RFC 5234 §B.1 (RFC 8259 §7) and ns-hex-digit of
    /// YAML 1.2.2 §5.6, both case-insensitive.
    ///
    /// - Complexity: O(1).
    var asciiHexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
