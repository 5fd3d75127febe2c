import Foundation
import TestSupport
import Testing

@testable import BookLibrary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("When an upload is retried")
struct UploadRetryPolicyTests {
    let policy = UploadRetryPolicy()
    let now = Date.unix(784_111_777)

    func decide(_ failure: UploadFailure, attempt: Int = 1, random: UInt64 = UInt64.max) -> UploadRetryPolicy.Decision {
        var generator = ScriptedRandom([random])
        return policy.decision(after: failure, attempt: attempt, now: now, using: &generator)
    }

    @Test(
        "only failures that prove the request never arrived are retried with back-off",
        arguments: [URLError.Code.cannotFindHost, .dnsLookupFailed, .cannotConnectToHost])
    func unreachedIsRetried(code: URLError.Code) {
        #expect(UploadFailure.transport(code).requestSurelyNotReceived)
        #expect(decide(.transport(code)) == .retry(after: .seconds(1)))
    }

    @Test(
        "offline failures wait for connectivity without spending an attempt",
        arguments: [URLError.Code.notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff])
    func offline(code: URLError.Code) {
        #expect(UploadFailure.transport(code).indicatesOffline)
        #expect(decide(.transport(code), attempt: 4) == .waitForConnectivity)
    }

    @Test(
        "failures after which the server may have the photos are parked, never repeated",
        arguments: [URLError.Code.timedOut, .networkConnectionLost, .secureConnectionFailed, .badServerResponse])
    func mayHaveArrived(code: URLError.Code) {
        #expect(!UploadFailure.transport(code).requestSurelyNotReceived)
        guard case .parkAsFailedRetryable = decide(.transport(code)) else {
            Issue.record("expected parking for \(code.rawValue)")
            return
        }
    }

    @Test("back-off caps double per retry: 1 s, 2 s, 4 s, then the scan parks")
    func backoffSequence() {
        #expect(decide(.transport(.cannotConnectToHost), attempt: 1) == .retry(after: .seconds(1)))
        #expect(decide(.transport(.cannotConnectToHost), attempt: 2) == .retry(after: .seconds(2)))
        #expect(decide(.transport(.cannotConnectToHost), attempt: 3) == .retry(after: .seconds(4)))
        #expect(
            decide(.transport(.cannotConnectToHost), attempt: 4)
                == .parkAsFailedRetryable(reason: "network error \(URLError.Code.cannotConnectToHost.rawValue)"))
    }

    @Test("jitter is full: the delay spans 0 … cap with the random source")
    func fullJitter() {
        var zero = ScriptedRandom([0])
        #expect(policy.backoff(beforeRetry: 3, using: &zero) == .zero)
        var top = ScriptedRandom([UInt64.max])
        #expect(policy.backoff(beforeRetry: 3, using: &top) == .seconds(4))
        // The top 53 bits of 2^63 are 2^52, so the fraction is 2^52 / (2^53 − 1), just over one half.
        var half = ScriptedRandom([1 << 63])
        let delay = policy.backoff(beforeRetry: 2, using: &half)
        #expect(delay == .seconds(2 * (4_503_599_627_370_496.0 / 9_007_199_254_740_991.0)))
        var generator = SplitMix64(seed: 1)
        for retry in 1...3 {
            for _ in 0..<100 {
                let sample = policy.backoff(beforeRetry: retry, using: &generator)
                #expect(sample >= .zero && sample <= .seconds(1 << (retry - 1)))
            }
        }
        var any = ScriptedRandom([UInt64.max])
        #expect(
            UploadRetryPolicy(maximumRetries: 3, baseDelay: .milliseconds(500)).backoff(beforeRetry: 0, using: &any)
                == .milliseconds(500))
    }

    @Test("a 429 waits for the rate limit however many attempts were made")
    func tooManyRequests() {
        let problem = ProblemDetails(status: 429, retryable: true, retryAfter: .milliseconds(3000))
        #expect(
            decide(.http(status: 429, retryAfter: "7", problem: problem), attempt: 9)
                == .waitForRateLimit(RateLimit(delay: .seconds(7), source: .retryAfterSeconds)))
        #expect(
            decide(.http(status: 429, retryAfter: nil, problem: problem))
                == .waitForRateLimit(RateLimit(delay: .seconds(3), source: .problemRetryAfter)))
        #expect(
            decide(.http(status: 429, retryAfter: nil, problem: nil))
                == .waitForRateLimit(RateLimit(delay: .seconds(60), source: .defaultDelay)))
    }

    @Test("a 503 is retried after the server's delay, else with back-off, within the attempt budget")
    func unavailable() {
        #expect(decide(.http(status: 503, retryAfter: "30", problem: nil)) == .retry(after: .seconds(30)))
        #expect(
            decide(.http(status: 503, retryAfter: nil, problem: ProblemDetails(retryAfter: .milliseconds(2000))))
                == .retry(after: .seconds(2))
        )
        #expect(decide(.http(status: 503, retryAfter: nil, problem: nil), attempt: 2) == .retry(after: .seconds(2)))
        #expect(
            decide(.http(status: 503, retryAfter: "30", problem: nil), attempt: 4)
                == .parkAsFailedRetryable(reason: "HTTP 503"))
        #expect(
            decide(
                .http(status: 503, retryAfter: nil, problem: ProblemDetails(detail: "maintenance", retryable: false)))
                == .reject(reason: "HTTP 503: maintenance"))
    }

    @Test(
        "client errors are rejected: repeating them cannot succeed",
        arguments: [400, 401, 403, 404, 413, 415, 422])
    func rejected(status: Int) {
        #expect(decide(.http(status: status, retryAfter: nil, problem: nil)) == .reject(reason: "HTTP \(status)"))
    }

    @Test("server errors other than 503, and an unreadable 202, are parked")
    func parked() {
        #expect(
            decide(.http(status: 500, retryAfter: nil, problem: ProblemDetails(title: "Oops")))
                == .parkAsFailedRetryable(reason: "HTTP 500: Oops"))
        #expect(decide(.http(status: 502, retryAfter: "1", problem: nil)) == .parkAsFailedRetryable(reason: "HTTP 502"))
        let decoding = RecognitionDecodingError.missingField(path: "data.jobId")
        #expect(decide(.undecodableAcceptance(decoding)) == .parkAsFailedRetryable(reason: decoding.description))
        #expect(!UploadFailure.undecodableAcceptance(decoding).requestSurelyNotReceived)
        #expect(!UploadFailure.http(status: 500, retryAfter: nil, problem: nil).indicatesOffline)
    }

    @Test("failures compare and hash by their content")
    func equality() {
        let failures: Set<UploadFailure> = [
            .transport(.timedOut), .transport(.timedOut), .transport(.cannotFindHost),
            .http(status: 500, retryAfter: nil, problem: nil), .undecodableAcceptance(.missingField(path: "x")),
        ]
        #expect(failures.count == 4)
        #expect(UploadFailure.transport(.timedOut) != .http(status: 1, retryAfter: nil, problem: nil))
    }
}
