/// Why SVG path data (the `d` attribute) could not be read.
///
/// Offsets count UTF-8 bytes from the start of the path data.
public enum PathDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not start with a moveto (`M` or `m`), as SVG 1.1 §8.3.2 requires.
    case expectedMoveTo(offset: Int)
    /// A byte that is neither a command letter, a number, a separator nor a flag.
    case unexpectedCharacter(UInt8, offset: Int)
    /// A command needs another number here (for example an odd coordinate count after `L`).
    case expectedNumber(offset: Int)
    /// An arc flag must be exactly `0` or `1`.
    case expectedFlag(offset: Int)
    /// A number that does not fit a finite double, such as `1e999`.
    case numberOutOfRange(offset: Int)

    /// A sentence saying what is wrong and where.
    public var description: String {
        switch self {
        case .expectedMoveTo(let offset):
            return "Path data must start with a moveto command (M or m), at byte \(offset)."
        case .unexpectedCharacter(let byte, let offset):
            return "Unexpected character \(Self.describe(byte)) in path data at byte \(offset)."
        case .expectedNumber(let offset):
            return "A number is missing in path data at byte \(offset)."
        case .expectedFlag(let offset):
            return "An arc flag (0 or 1) is missing in path data at byte \(offset)."
        case .numberOutOfRange(let offset):
            return "The number at byte \(offset) of the path data is too large to represent."
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }
}
