/// What one call to the parser collects: events only, or events and comments in order.
struct ParserOutput {
    var events: [ServerSentEvent] = []
    var items: [SSEParser.Item] = []
    let collectsItems: Bool
    let wantsComments: Bool

    init(collectsItems: Bool, wantsComments: Bool) {
        self.collectsItems = collectsItems
        self.wantsComments = wantsComments
    }

    /// An output that keeps events only, for ``SSEParser/parse(_:into:)``.
    static var eventsOnly: ParserOutput { ParserOutput(collectsItems: false, wantsComments: false) }

    /// An output that keeps events and, when `wantsComments`, comments as items in stream order,
    /// for ``SSEParser/parseItems(_:into:)``.
    static func items(wantsComments: Bool) -> ParserOutput {
        ParserOutput(collectsItems: true, wantsComments: wantsComments)
    }

    /// A guess at the number of events in `byteCount` bytes, to reserve room once: about one event
    /// per hundred bytes is typical, and the guess only saves early regrowth.
    static func capacityEstimate(forBytes byteCount: Int) -> Int {
        Swift.min(byteCount / 64, 4096)
    }

    @inline(__always)
    mutating func event(_ event: consuming ServerSentEvent) {
        if collectsItems { items.append(.event(event)) } else { events.append(event) }
    }

    mutating func comment(_ text: String) {
        items.append(.comment(text))
    }
}

/// What the parser's entry points collect, events or items: each kind knows its array in
/// ``ParserOutput``, so one generic entry point lends the caller's array to the output.
protocol ParserResult {
    /// Swaps `results` with this kind's array in `output`: called once to lend the caller's
    /// array to the parser, and once more to hand it back.
    ///
    /// - Complexity: O(1).
    static func exchange(_ results: inout [Self], with output: inout ParserOutput)
}

extension ServerSentEvent: ParserResult {
    /// Swaps `results` with the output's events.
    @inline(__always)
    static func exchange(_ results: inout [ServerSentEvent], with output: inout ParserOutput) {
        swap(&results, &output.events)
    }
}

extension SSEParser.Item: ParserResult {
    /// Swaps `results` with the output's items.
    @inline(__always)
    static func exchange(_ results: inout [SSEParser.Item], with output: inout ParserOutput) {
        swap(&results, &output.items)
    }
}
