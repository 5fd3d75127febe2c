extension SFSymbolCatalog {
    /// The availability of `name`, read from the compact tables without assembling a ``Symbol``.
    /// - Complexity: O(1) on average.
    func availability(of name: String) -> Availability? {
        positions[name].map { releases[Int(entries[$0].release)] }
    }

    /// Apple's renames whose new name is `name`, in rename-table order; empty for a name that is not
    /// current.
    /// - Complexity: O(*r*) in the number of old names of `name` (normally 0 or 1).
    func renames(to name: String) -> [SymbolRename] {
        positions[name].map { previousNames[$0].map { renames[Int($0)] } } ?? []
    }
}
