// String.folding(options:locale:) (case and diacritic folding) is outside FoundationEssentials.
import Foundation

/// Case, diacritic and punctuation folding for matching titles and names.
///
/// `"Gödel, Escher, Bach"` folds to `"godel escher bach"`: letters are lower-cased and stripped of
/// diacritics, every run of punctuation or spaces becomes one space, and the ends are trimmed.
enum TextFolding {
    /// The folded form of `text`.
    ///
    /// - Complexity: O(n); ASCII takes a fast path, other characters go through Unicode folding.
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(text) }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        func emit(_ byte: UInt8) {
            if pendingSpace && !output.isEmpty { output.append(0x20) }
            pendingSpace = false
            output.append(byte)
        }
        for character in text {
            if let ascii = character.asciiValue {
                switch ascii {
                case 0x41...0x5A: emit(ascii + 0x20)
                case 0x61...0x7A, 0x30...0x39: emit(ascii)
                case 0x27: continue  // an apostrophe joins: "don't" → "dont"
                default: pendingSpace = true
                }
                continue
            }
            let folded = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            var wroteAny = false
            for scalar in folded.unicodeScalars {
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                    if scalar.isASCII {
                        emit(UInt8(scalar.value))
                    } else {
                        if pendingSpace && !output.isEmpty { output.append(0x20) }
                        pendingSpace = false
                        output.append(contentsOf: String(scalar).utf8)
                    }
                    wroteAny = true
                } else if scalar.properties.generalCategory != .nonspacingMark {
                    pendingSpace = true
                }
            }
            if !wroteAny && !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .nonspacingMark }) {
                pendingSpace = true
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// ``fold(_:)`` for ASCII text, byte by byte (every ASCII character is one grapheme).
    private static func foldASCII(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            var folded = byte
            switch byte {
            case 0x41...0x5A: folded = byte + 0x20
            case 0x61...0x7A, 0x30...0x39: break
            case 0x27: continue  // an apostrophe joins: "don't" → "dont"
            default:
                pendingSpace = true
                continue
            }
            if pendingSpace && !output.isEmpty { output.append(0x20) }
            pendingSpace = false
            output.append(folded)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The words of the folded form.
    static func tokens(_ text: String) -> [Substring] {
        fold(text).split(separator: " ")
    }
}
