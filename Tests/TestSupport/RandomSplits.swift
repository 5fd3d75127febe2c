/// Cuts `bytes` into consecutive pieces of random length from 0 to `longest` (empty pieces
/// included), for the property that a streaming decoder gives the same result however its input
/// is split. Joining the pieces gives `bytes` back.
///
/// - Complexity: O(n) in the number of bytes.
public func randomSplits<Generator: RandomNumberGenerator>(
    of bytes: [UInt8],
    longest: Int = 16,
    using generator: inout Generator
) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    var index = 0
    while index < bytes.count {
        let end = min(bytes.count, index + Int.random(in: 0...max(1, longest), using: &generator))
        pieces.append(Array(bytes[index..<end]))
        index = end
    }
    return pieces
}

/// Cuts `bytes` into pieces of one byte each: the hardest split for a streaming decoder.
public func singleByteSplits(of bytes: [UInt8]) -> [[UInt8]] {
    bytes.map { [$0] }
}
