extension Array {
    /// Moves the element at `source` so that it ends up at `destination`.
    /// - Throws: ``SymbolLibraryError/indexOutOfRange(index:count:in:)`` naming `list` and the bad index.
    mutating func moveElement(
        from source: Int, to destination: Int, in list: SymbolLibraryError.List
    ) throws(SymbolLibraryError) {
        for index in [source, destination] where !indices.contains(index) {
            throw .indexOutOfRange(index: index, count: count, in: list)
        }
        let element = remove(at: source)
        insert(element, at: destination)
    }
}
