import Foundation
import TestSupport

/// Inputs for the compression tests, drawn from the shared seeded generator.
extension SplitMix64 {
    /// Text-like bytes: words from a small vocabulary, so matches of every length occur.
    mutating func text(_ count: Int) -> [UInt8] {
        let words = ["deflate", "huffman", "window", "the", "of", "a", "length", "distance", " ", "\n", "block"]
        var result: [UInt8] = []
        while result.count < count {
            result += Array(words[Int.random(in: 0..<words.count, using: &self)].utf8)
            result.append(32)
        }
        return Array(result.prefix(count))
    }

    /// A mix of runs, repeats with random distances and noise.
    mutating func structured(_ count: Int) -> [UInt8] {
        var result: [UInt8] = []
        while result.count < count {
            switch Int.random(in: 0..<4, using: &self) {
            case 0:
                result += repeatElement(
                    UInt8.random(in: 0...255, using: &self), count: Int.random(in: 1...300, using: &self))
            case 1 where !result.isEmpty:
                let distance = Int.random(in: 1...min(result.count, 40000), using: &self)
                let length = Int.random(in: 3...300, using: &self)
                for _ in 0..<length { result.append(result[result.count - distance]) }
            default: result += bytes(Int.random(in: 1...40, using: &self))
            }
        }
        return Array(result.prefix(count))
    }
}

func hexBytes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
        let next = text.index(index, offsetBy: 2)
        bytes.append(UInt8(text[index..<next], radix: 16) ?? 0)
        index = next
    }
    return bytes
}

/// The directory of non-Swift fixture files.
let fixtureDirectory = TestEnvironment.fixture("ExportRaster")

func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtureDirectory.appendingPathComponent(name)))
}
