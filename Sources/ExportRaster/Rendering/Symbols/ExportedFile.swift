/// One exported file: its name and its bytes.
public struct ExportedFile: Sendable, Equatable {
    /// The file name, for example `star.fill@2x.png`.
    public var name: String
    /// The file contents.
    public var bytes: [UInt8]

    /// Creates a file record.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
