/// The registration-group and registrant ranges of the International ISBN Agency, parsed lazily
/// from the compact table in `ISBNRanges.swift`.
///
/// The table is produced by `Tests/Generators/BookLibrary/generate_isbn_ranges.py` from the
/// agency's range message; ``serial`` and ``date`` identify the message it was built from.
enum ISBNRanges {
    /// One registrant range: `low...high`, both strings of the registrant element's length.
    struct Range: Sendable, Equatable {
        let low: String
        let high: String
    }

    /// One registration group: its EAN.UCC prefix, group identifier, agency name and ranges.
    struct Group: Sendable, Equatable {
        let prefix: String
        let identifier: String
        let agency: String
        let ranges: [Range]
    }

    /// The parts of a hyphenated ISBN-13.
    struct Parts: Sendable, Equatable {
        let prefix: String
        let group: String
        let registrant: String
        let publication: String
        let check: String
    }

    /// All groups keyed by prefix followed by group identifier (`"9780"`, `"97899937"`).
    static let groups: [String: Group] = parse(table)

    /// Parses the compact table. Malformed lines are a generator bug and are skipped.
    static func parse(_ text: String) -> [String: Group] {
        var result: [String: Group] = [:]
        var pending: (prefix: String, identifier: String, agency: String, ranges: [Range])?
        func flush() {
            if let group = pending {
                result[group.prefix + group.identifier] = Group(
                    prefix: group.prefix, identifier: group.identifier, agency: group.agency, ranges: group.ranges)
            }
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var rangeText = Substring(line)
            if line.first == " " {
                rangeText = rangeText.dropFirst()
            } else {
                flush()
                guard let bar = line.firstIndex(of: "|"), let space = line.firstIndex(of: " "),
                    let dash = line.firstIndex(of: "-"), dash < space, space < bar
                else {
                    pending = nil
                    continue
                }
                pending = (
                    String(line[..<dash]), String(line[line.index(after: dash)..<space]),
                    String(line[line.index(after: space)..<bar]), []
                )
                rangeText = line[line.index(after: bar)...]
            }
            for item in rangeText.split(separator: ",") {
                let bounds = item.split(separator: "-")
                guard bounds.count == 2, bounds[0].count == bounds[1].count else { continue }
                pending?.ranges.append(Range(low: String(bounds[0]), high: String(bounds[1])))
            }
        }
        flush()
        return result
    }

    /// Splits a valid ISBN-13 (13 ASCII digits) into its five elements, or `nil` when its group or
    /// registrant is not in the range data. ISBN Users' Manual §5 (structure of the ISBN).
    ///
    /// - Complexity: O(r) in the number of registrant ranges of the group.
    static func split(_ isbn13: String) -> Parts? {
        let digits = Array(isbn13.utf8)
        guard digits.count == 13 else { return nil }
        let prefix = String(decoding: digits[0..<3], as: UTF8.self)
        for groupLength in 1...5 {
            let groupEnd = 3 + groupLength
            let key = String(decoding: digits[0..<groupEnd], as: UTF8.self)
            guard let group = groups[key] else { continue }
            let rest = digits[groupEnd..<12]
            for range in group.ranges {
                let length = range.low.utf8.count
                guard length < rest.count else { continue }
                let candidate = String(decoding: rest.prefix(length), as: UTF8.self)
                if candidate >= range.low && candidate <= range.high {
                    return Parts(
                        prefix: prefix, group: group.identifier, registrant: candidate,
                        publication: String(decoding: rest.dropFirst(length), as: UTF8.self),
                        check: String(decoding: digits[12..<13], as: UTF8.self))
                }
            }
            return nil
        }
        return nil
    }
}
