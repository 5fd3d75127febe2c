/// An entry of Apple's rename table: an old symbol name and the name that replaced it.
public struct SymbolRename: Sendable, Hashable, Codable {
    /// The old name, which keeps working on OS versions where it existed.
    public var oldName: String
    /// The current name.
    public var newName: String
    /// When the old name itself appeared; `nil` for names Apple never listed (pre-release names).
    public var oldAvailability: Availability?

    /// Creates a rename record.
    public init(oldName: String, newName: String, oldAvailability: Availability?) {
        self.oldName = oldName
        self.newName = newName
        self.oldAvailability = oldAvailability
    }
}
