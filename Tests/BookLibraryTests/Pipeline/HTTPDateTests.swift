import Foundation
import Testing

@testable import BookLibrary

@Suite("HTTP-date parsing (RFC 9110 §5.6.7)")
struct HTTPDateTests {
    let now = Date.unix(1_795_348_800)  // 2026-11-22T12:00:00Z

    @Test(
        "the three forms of the RFC's example name the same instant",
        arguments: [
            "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
            " Sun, 06 Nov 1994 08:49:37 GMT ",
        ])
    func rfcExample(text: String) {
        // 784111777 is 1994-11-06T08:49:37Z (Python: calendar.timegm(email.utils.parsedate(...))).
        #expect(HTTPDate.parse(text, now: now) == .unix(784_111_777))
    }

    @Test(
        "IMF-fixdates across epochs, leap days and year ends",
        arguments: [
            ("Thu, 01 Jan 1970 00:00:00 GMT", 0), ("Tue, 29 Feb 2000 12:00:00 GMT", 951_825_600),
            ("Fri, 31 Dec 1999 23:59:59 GMT", 946_684_799), ("Mon, 23 Nov 2026 04:00:00 GMT", 1_795_406_400),
            ("Thu, 29 Feb 2024 00:00:00 GMT", 1_709_164_800),
        ] as [(String, TimeInterval)])
    func fixdates(text: String, seconds: TimeInterval) {
        #expect(HTTPDate.parse(text, now: now) == .unix(seconds))
        #expect(HTTPDate.format(.unix(seconds)) == text)
    }

    @Test("a two-digit year more than 50 years ahead means the previous century")
    func twoDigitYears() {
        // Relative to 2026: 76 → 2076 (49 years ahead), 77 → 1977 (2077 would be 50+ years ahead).
        #expect(HTTPDate.parse("Wednesday, 01-Jan-76 00:00:00 GMT", now: now) == .unix(3_345_062_400))
        #expect(HTTPDate.parse("Friday, 01-Jan-77 00:00:00 GMT", now: now) == .unix(220_924_800))
    }

    @Test(
        "text that is not an HTTP-date is refused",
        arguments: [
            "", "120", "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 06 Foo 1994 08:49:37 GMT",
            "Sun, 31 Nov 1994 08:49:37 GMT", "Sun, 29 Feb 1900 08:49:37 GMT", "Sun, 06 Nov 1994 24:00:00 GMT",
            "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 8:49:37 GMT", "Sun, +6 Nov 1994 08:49:37 GMT",
            "Sunday, 06-Nov-1994 08:49:37 GMT", "Sunday, 06/Nov/94 08:49:37 GMT", "Sun Nov 6 08:49:37 94",
            "Sun Nov 123 08:49:37 1994", "Xyz, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49 GMT",
            "Sun, 06 Nov 1994 08:49:37 GMT extra", "Sun, 06 Nov 1994 08:49:３７ GMT",
        ])
    func invalid(text: String) {
        #expect(HTTPDate.parse(text, now: now) == nil)
    }

    @Test("a leap second is accepted as the next second")
    func leapSecond() {
        #expect(HTTPDate.parse("Sat, 31 Dec 2016 23:59:60 GMT", now: now) == .unix(1_483_228_800))
    }

    @Test("formatting before 1970 still gives the right weekday")
    func beforeEpoch() {
        #expect(HTTPDate.format(.unix(-1)) == "Wed, 31 Dec 1969 23:59:59 GMT")
    }
}

@Suite("The 429 delay and the shutter countdown")
struct RateLimitTests {
    let now = Date.unix(784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    @Test(
        "Retry-After wins, then retryAfterMs, else 60 s, clamped to 1 s … 1 h",
        arguments: [
            ("120", nil, 120, RateLimit.Source.retryAfterSeconds),
            (" 5 ", 9000, 5, .retryAfterSeconds),
            ("0", nil, 1, .retryAfterSeconds),
            ("86400", nil, 3600, .retryAfterSeconds),
            ("99999999999999999999999999", nil, 3600, .retryAfterSeconds),
            ("Sun, 06 Nov 1994 08:51:07 GMT", 5000, 90, .retryAfterDate),
            ("Sunday, 06-Nov-94 08:50:37 GMT", nil, 60, .retryAfterDate),
            ("Sun Nov  6 08:49:47 1994", nil, 10, .retryAfterDate),
            ("Sun, 06 Nov 1994 08:00:00 GMT", nil, 1, .retryAfterDate),
            ("soon", 2500, 2.5, .problemRetryAfter),
            (nil, 500, 1, .problemRetryAfter),
            (nil, 7_200_000, 3600, .problemRetryAfter),
            ("-5", nil, 60, .defaultDelay),
            (nil, nil, 60, .defaultDelay),
            ("", nil, 60, .defaultDelay),
        ] as [(String?, Int?, TimeInterval, RateLimit.Source)])
    func delays(retryAfter: String?, retryAfterMs: Int?, expected: TimeInterval, source: RateLimit.Source) {
        let problem = retryAfterMs.map { ProblemDetails(status: 429, retryAfter: .milliseconds($0)) }
        let limit = RateLimit(retryAfter: retryAfter, problem: problem, now: now)
        #expect(limit.delay == .seconds(expected))
        #expect(limit.source == source)
        #expect(limit.deadline(from: now) == now + expected)
    }

    @Test("a delay outside 1 s … 1 h is clamped")
    func clamping() {
        #expect(RateLimit(delay: .seconds(-5), source: .defaultDelay).delay == .seconds(1))
        #expect(RateLimit(delay: .zero, source: .defaultDelay).delay == .seconds(1))
        #expect(RateLimit(delay: .seconds(Int64.max), source: .defaultDelay).delay == .seconds(3600))
    }

    @Test("the Codable form keeps the delay in seconds and the source's earlier name")
    func codableForm() throws {
        let stored = Data(#"{"delay": 2.5, "source": "problemRetryAfterMs"}"#.utf8)
        let limit = try JSONDecoder().decode(RateLimit.self, from: stored)
        #expect(limit == RateLimit(delay: .milliseconds(2500), source: .problemRetryAfter))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(
            String(decoding: try encoder.encode(limit), as: UTF8.self)
                == #"{"delay":2.5,"source":"problemRetryAfterMs"}"#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RateLimit.self, from: Data(#"{"delay": 1e300, "source": "defaultDelay"}"#.utf8))
        }
    }

    @Test("the countdown shows whole seconds rounded up and enables the shutter at zero")
    func countdown() {
        let clock = ManualPipelineClock(start: now)
        let countdown = RateLimitCountdown(
            RateLimit(delay: .milliseconds(2500), source: .retryAfterSeconds), now: clock.now())
        #expect(countdown.display(using: clock).remainingSeconds == 3)
        #expect(!countdown.display(at: clock.now()).isShutterEnabled)
        clock.advance(by: .milliseconds(600))
        #expect(countdown.display(at: clock.now()).remainingSeconds == 2)
        clock.advance(by: .milliseconds(1900))
        #expect(countdown.display(at: clock.now()).remainingSeconds == 0)
        #expect(countdown.isExpired(at: clock.now()))
        clock.set(now + 100)
        #expect(countdown.display(at: clock.now()).isShutterEnabled)
        #expect(RateLimitCountdown.inactive.display(at: now).isShutterEnabled)
    }

    @Test("the queue keeps the longest of two limits")
    func extension_() {
        let short = RateLimitCountdown(deadline: now + 10)
        let long = RateLimitCountdown(deadline: now + 30)
        #expect(short.extended(to: long) == long)
        #expect(long.extended(to: short) == long)
        #expect(RateLimitCountdown.inactive.extended(to: short) == short)
        #expect(short.extended(to: .inactive) == short)
    }

    @Test("the system clock tells the current time")
    func systemClock() {
        let before = Date()
        let reading = SystemPipelineClock().now()
        #expect(reading >= before && reading <= Date())
    }
}
