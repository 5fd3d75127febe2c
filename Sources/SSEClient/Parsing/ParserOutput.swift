/// What one call to the parser collects: events only, or events and comments in order.
struct ParserOutput {
    var events: [ServerSentEvent] = []
    var items: [SSEParser.Item] = []
    let collectsItems: Bool
    let wantsComments: Bool

    init(collectsItems: Bool, wantsComments: Bool, expectedBytes: Int) {
        self.collectsItems = collectsItems
        self.wantsComments = wantsComments
        // About one event per hundred bytes is typical; the guess only saves early regrowth.
        let estimate = Swift.min(expectedBytes / 64, 4096)
        if collectsItems { items.reserveCapacity(estimate) } else { events.reserveCapacity(estimate) }
    }

    @inline(__always)
    mutating func event(_ event: consuming ServerSentEvent) {
        if collectsItems { items.append(.event(event)) } else { events.append(event) }
    }

    mutating func comment(_ text: String) {
        items.append(.comment(text))
    }
}
