/// The header that links up to 16 symbols into one message (ISO/IEC 18004:2015 §8).
///
/// Each symbol of a sequence starts with mode indicator 0011, its position (4 bits), the number
/// of symbols minus one (4 bits), and a parity byte: the XOR of every byte of the whole message.
public struct QRStructuredAppend: Equatable, Hashable, Sendable {
    /// Position of the symbol in the sequence, 0...15.
    public let index: Int
    /// Number of symbols in the sequence, 1...16.
    public let total: Int
    /// XOR of all bytes of the complete message.
    public let parity: UInt8

    /// Creates a header.
    public init(index: Int, total: Int, parity: UInt8) {
        self.index = index
        self.total = total
        self.parity = parity
    }

    /// The XOR of all bytes, the parity that every symbol of a sequence carries.
    public static func parity(of bytes: [UInt8]) -> UInt8 {
        bytes.reduce(0, ^)
    }
}
