extension Array {
    mutating func moveElement(from source: Int, to destination: Int) throws {
        guard indices.contains(source) else { throw SymbolLibraryError.indexOutOfRange(index: source, count: count) }
        guard indices.contains(destination) else {
            throw SymbolLibraryError.indexOutOfRange(index: destination, count: count)
        }
        let element = remove(at: source)
        insert(element, at: destination)
    }
}
