/// The payload of a `progress` event: plain stage text, or an object with `stage`/`message` and an
/// optional `progress` number.
public struct ScanProgress: Sendable, Hashable {
    /// The stage text to show, as sent.
    public var stage: String
    /// Progress in 0…1, when sent (percentages above 1 are divided by 100).
    public var fraction: Double?

    /// Creates progress from its parts.
    public init(stage: String, fraction: Double? = nil) {
        self.stage = stage
        self.fraction = fraction
    }

    /// Reads a `progress` payload; text that is not a JSON object is the stage text itself.
    public init(data: String) {
        guard let json = try? RecognitionJSON.parse(data, context: "progress event"), case .object = json
        else {
            self.init(stage: data.scanTrimmed)
            return
        }
        let reader = RecognitionJSONReader(json, path: "")
        let stage = reader.string("stage") ?? reader.string("message") ?? reader.string("status") ?? ""
        let fraction = reader.number("progress").map { $0 > 1 ? $0 / 100 : $0 }
        self.init(stage: stage, fraction: fraction)
    }
}
