import Testing

@testable import SSEClient

@Suite("ServerSentEvent")
struct ServerSentEventTests {
    @Test("the default type is message, as WHATWG HTML §9.2.6 says")
    func defaultType() {
        let event = ServerSentEvent(data: "hello")
        #expect(event.type == "message")
        #expect(event.lastEventID == "")
        #expect(event.retry == nil)
    }

    @Test("events compare by every field")
    func equality() {
        #expect(
            ServerSentEvent(type: "a", data: "x", lastEventID: "1")
                != ServerSentEvent(type: "a", data: "x", lastEventID: "2"))
        #expect(ServerSentEvent(type: "a", data: "x") == ServerSentEvent(type: "a", data: "x"))
    }
}
