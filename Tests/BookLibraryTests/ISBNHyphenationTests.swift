import Foundation
import TestSupport
import Testing

@testable import BookLibrary

/// Hyphenation checked against the International ISBN Agency's range data, read here independently
/// of the generated table, one ISBN per registration group.
@Suite("ISBN hyphenation")
struct ISBNHyphenationTests {
    struct Case: Sendable, CustomStringConvertible {
        let isbn13: String
        let hyphenated: String
        var description: String { hyphenated }
    }

    /// `../shared/data/isbn-ranges/isbn.dat` beside the repository, or `nil` when it is not there.
    static let rangeFile: URL? = TestEnvironment.sharedData("data/isbn-ranges/isbn.dat")

    /// Well-known hyphenations used when the range file is not present (and not required: under
    /// `GROUNDWORK_REQUIRE_TOOLS=1` a missing file makes the cases empty, which the count test fails).
    static let fallback: [Case] = [
        Case(isbn13: "9780306406157", hyphenated: "978-0-306-40615-7"),
        Case(isbn13: "9783161484100", hyphenated: "978-3-16-148410-0"),
        Case(isbn13: "9781861978769", hyphenated: "978-1-86197-876-9"),
        Case(isbn13: "9791090636071", hyphenated: "979-10-90636-07-1"),
    ]

    /// One case per registration group: the group's first registrant range's low value, padded with
    /// zeros, with its check digit computed by the plain ISBN-13 rule.
    static func cases() -> [Case] {
        guard let rangeFile, let text = try? String(contentsOf: rangeFile, encoding: .utf8) else {
            return TestEnvironment.requiresEverything ? [] : fallback
        }
        var result: [Case] = []
        var prefix = ""
        var group: String?
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let indent = line.prefix { $0 == " " }.count
            let body = line.trimmingCharacters(in: .whitespaces)
            if indent == 0 {
                prefix = body
                group = nil
            } else if indent == 1 {
                group = body.contains("agency=") ? String(body.split(separator: " ")[0]) : nil
            } else if let current = group {
                group = nil  // only the first range line of each group
                for range in body.split(separator: ",") {
                    let low = String(range.split(separator: "-")[0])
                    let publicationLength = 9 - current.count - low.count
                    guard publicationLength >= 1 else { continue }
                    let body12 = prefix + current + low + String(repeating: "0", count: publicationLength)
                    let digits = body12.compactMap(\.wholeNumberValue)
                    var sum = 0
                    for (index, digit) in digits.enumerated() { sum += index % 2 == 0 ? digit : 3 * digit }
                    let check = (10 - sum % 10) % 10
                    result.append(
                        Case(
                            isbn13: body12 + String(check),
                            hyphenated: [
                                prefix, current, low, String(repeating: "0", count: publicationLength),
                                String(check),
                            ].joined(separator: "-")))
                    break
                }
            }
        }
        return result
    }

    /// 283 registration groups are listed in the range file (`grep -c '^ [0-9].*agency='`); three have
    /// no registrant range short enough to leave a publication digit, so 280 give cases.
    @Test(
        "the cases come from the range file: 280 of its 283 registration groups",
        .enabled(if: TestEnvironment.shouldRun(whenAvailable: rangeFile != nil)))
    func casesComeFromTheRangeFile() {
        let groups = Set(Self.cases().map { $0.hyphenated.split(separator: "-").prefix(2).joined(separator: "-") })
        #expect(groups.count == 280)
    }

    @Test("one ISBN per registration group hyphenates as the range data says", arguments: cases())
    func perGroup(example: Case) throws {
        #expect(try ISBN(example.isbn13).hyphenated == example.hyphenated)
    }

    @Test("the generated table covers every group of the range message")
    func coverage() {
        #expect(ISBNRanges.groups.count == ISBNRanges.groupCount)
        #expect(ISBNRanges.date == "Sun, 4 Jan 2026 16:49:25 GMT")
    }

    @Test("malformed table lines are skipped")
    func parserTolerance() {
        let groups = ISBNRanges.parse("978-0 A|00-19,1-22\nbad line\n 5-6\n979-8 B|0-1\n 2-3")
        #expect(groups["9780"]?.ranges == [ISBNRanges.Range(low: "00", high: "19")])
        #expect(groups["9798"]?.ranges.count == 2)
        #expect(ISBNRanges.split("123") == nil)
    }
}
