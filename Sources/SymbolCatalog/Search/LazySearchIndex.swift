#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds a catalog's search index, built once on first use under a lock.
///
/// Loading a catalog stays cheap (names and tables only); the index costs a few more milliseconds
/// and is built by the first search or by ``SFSymbolCatalog/prepareSearchIndex()``.
///
/// The lock is a `pthread_mutex_t` rather than Foundation's `NSLock` (which FoundationEssentials
/// lacks) or `Synchronization.Mutex` (macOS 15 and later, above the package's minimum).
final class LazySearchIndex: @unchecked Sendable {
    // Invariant: `storage` is written once, while `mutex` is held, and never mutated afterwards.
    // The mutex lives at a fixed heap address for the object's lifetime, as pthreads require.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var storage: SearchIndex?

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func value(for catalog: SFSymbolCatalog) -> SearchIndex {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let storage { return storage }
        let built = catalog.buildIndex()
        storage = built
        return built
    }
}
