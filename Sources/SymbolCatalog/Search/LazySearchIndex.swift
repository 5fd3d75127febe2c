import Foundation

/// Holds a catalog's search index, built once on first use under a lock.
///
/// Loading a catalog stays cheap (names and tables only); the index costs a few more milliseconds
/// and is built by the first search or by ``SFSymbolCatalog/prepareSearchIndex()``.
final class LazySearchIndex: @unchecked Sendable {
    // Invariant: `storage` is written once, while `lock` is held, and never mutated afterwards.
    private let lock = NSLock()
    private var storage: SearchIndex?

    func value(for catalog: SFSymbolCatalog) -> SearchIndex {
        lock.lock()
        defer { lock.unlock() }
        if let storage { return storage }
        let built = catalog.buildIndex()
        storage = built
        return built
    }
}
