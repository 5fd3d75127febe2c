import Foundation
import Testing

@testable import BookLibrary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Connectivity sources")
struct ConnectivityTests {
    /// Reads the next `count` values of a stream.
    func take(_ count: Int, from stream: AsyncStream<ConnectivityStatus>) async -> [ConnectivityStatus] {
        var values: [ConnectivityStatus] = []
        for await value in stream {
            values.append(value)
            if values.count == count { break }
        }
        return values
    }

    @Test("a scripted source yields the current status, then only changes")
    func scripted() async {
        let connectivity = ScriptedConnectivity(.online)
        let updates = connectivity.statusUpdates()
        connectivity.set(.online)
        connectivity.set(.offline)
        connectivity.set(.offline)
        connectivity.set(.online)
        #expect(await take(3, from: updates) == [.online, .offline, .online])
        #expect(connectivity.status == .online)
    }

    @Test("every subscriber sees every change, and finishing ends their streams")
    func fanOut() async {
        let connectivity = ScriptedConnectivity(.offline)
        let first = connectivity.statusUpdates()
        let second = connectivity.statusUpdates()
        connectivity.set(.online)
        connectivity.finish()
        #expect(await take(5, from: first) == [.offline, .online])
        #expect(await take(5, from: second) == [.offline, .online])
    }

    @Test("a dropped subscription is removed")
    func droppedSubscription() async {
        let broadcaster = ConnectivityBroadcaster(initial: .online)
        do {
            let stream = broadcaster.updates()
            #expect(broadcaster.subscriberCount == 1)
            _ = await take(1, from: stream)
        }
        #expect(broadcaster.subscriberCount == 0)
    }

    @Test("the learned source goes offline at once on an offline error and online on any response")
    func learnedOffline() async {
        let connectivity = LearnedConnectivity()
        let updates = connectivity.statusUpdates()
        connectivity.recordFailure(.cannotConnectToHost)
        connectivity.recordFailure(.timedOut)
        #expect(connectivity.status == .online)
        connectivity.recordFailure(.notConnectedToInternet)
        #expect(connectivity.status == .offline)
        connectivity.recordResponse()
        #expect(await take(3, from: updates) == [.online, .offline, .online])
    }

    @Test("the learned source takes a run of DNS failures as offline, and a response resets the run")
    func learnedDNS() {
        let connectivity = LearnedConnectivity(dnsFailureThreshold: 2)
        connectivity.recordFailure(.cannotFindHost)
        connectivity.recordResponse()
        connectivity.recordFailure(.dnsLookupFailed)
        #expect(connectivity.status == .online)
        connectivity.recordFailure(.cannotFindHost)
        #expect(connectivity.status == .offline)
        #expect(LearnedConnectivity(dnsFailureThreshold: 0).dnsFailureThreshold == 1)
    }
}
