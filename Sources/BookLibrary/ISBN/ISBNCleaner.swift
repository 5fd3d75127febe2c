/// Turns real-world ISBN text into bare digits, remembering where each character came from.
enum ISBNCleaner {
    /// A letter read as a digit in OCR-repair mode.
    struct Repair: Equatable {
        let character: Character
        let offset: Int
    }

    /// Cleaned digits, whether an ISBN-10's final X was present, and any repairs made.
    struct Cleaned: Equatable {
        var digits: [Int] = []
        var trailingX = false
        var repairs: [Repair] = []
    }

    /// Characters that only separate digit groups: spaces, hyphen-minus and the Unicode dashes.
    static func isSeparator(_ character: Character) -> Bool {
        switch character {
        case " ", "\t", "-", "\u{00A0}", "\u{2007}", "\u{2009}", "\u{202F}", "\u{3000}", "\u{2010}", "\u{2011}",
            "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "\u{FE58}", "\u{FE63}", "\u{FF0D}":
            true
        default: false
        }
    }

    /// The digit value of an ASCII or full-width digit.
    static func digitValue(_ character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
        switch scalar.value {
        case 0x30...0x39: return Int(scalar.value - 0x30)
        case 0xFF10...0xFF19: return Int(scalar.value - 0xFF10)
        default: return nil
        }
    }

    /// The digit an OCR engine most likely misread as this letter.
    static func ocrDigit(_ character: Character) -> Int? {
        switch character {
        case "O", "o", "D": 0
        case "I", "l", "|": 1
        case "S", "s": 5
        case "B": 8
        case "Z", "z": 2
        default: nil
        }
    }

    /// Strips wrappers, labels and qualifiers, then reads the digits.
    static func clean(_ text: String, repairOCR: Bool) throws(ISBNError) -> Cleaned {
        let characters = Array(text)
        var start = 0
        var end = characters.count
        func trim() {
            while start < end, characters[start].isWhitespace { start += 1 }
            while end > start, characters[end - 1].isWhitespace { end -= 1 }
        }
        trim()
        // A spreadsheet's text wrapper: ="9780306406157"
        if end - start >= 3, characters[start] == "=", characters[start + 1] == "\"", characters[end - 1] == "\"" {
            start += 2
            end -= 1
            trim()
        }
        // A label: ISBN, ISBN:, ISBN-10:, ISBN-13:, ISBN13 …
        if end - start >= 4, String(characters[start..<start + 4]).uppercased() == "ISBN" {
            start += 4
            for suffix in ["-13", "-10", "13", "10"] {
                let suffixCharacters = Array(suffix)
                let after = start + suffixCharacters.count
                if after <= end, Array(characters[start..<after]) == suffixCharacters,
                    after == end || characters[after] == ":" || characters[after].isWhitespace
                {
                    start = after
                    break
                }
            }
            if start < end, characters[start] == ":" || characters[start] == "\u{FF1A}" { start += 1 }
            trim()
        }
        // A trailing qualifier: 0-306-40615-2 (pbk.)
        if end > start, characters[end - 1] == ")",
            let open = characters[start..<end].lastIndex(of: "("), open > start
        {
            end = open
            trim()
        }
        var result = Cleaned()
        var xOffset: Int?
        for index in start..<end {
            let character = characters[index]
            if let ascii = character.asciiValue, ascii >= 0x30, ascii <= 0x39, xOffset == nil {
                result.digits.append(Int(ascii - 0x30))  // the common case first
                continue
            }
            if isSeparator(character) { continue }
            // An X is only valid as the final character of an ISBN-10 or SBN.
            if let xOffset { throw .invalidCharacter(characters[xOffset], offset: xOffset) }
            if let value = digitValue(character) {
                result.digits.append(value)
            } else if character == "X" || character == "x" || character == "\u{FF38}" || character == "\u{FF58}" {
                xOffset = index
                result.trailingX = true
            } else if repairOCR, let value = ocrDigit(character) {
                result.digits.append(value)
                result.repairs.append(Repair(character: character, offset: index))
            } else {
                throw .invalidCharacter(character, offset: index)
            }
        }
        if result.digits.isEmpty && !result.trailingX { throw .empty }
        return result
    }
}
