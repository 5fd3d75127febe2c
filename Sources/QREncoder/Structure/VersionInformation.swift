/// The 18-bit version information of versions 7...40, BCH(18,6) protected (ISO/IEC 18004:2015 §7.10).
enum VersionInformation {
    /// The version number in 6 bits followed by 12 BCH bits with generator 0x1F25.
    static func bits(version: Int) -> Int {
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        return version << 12 | (remainder & 0xFFF)
    }
}
