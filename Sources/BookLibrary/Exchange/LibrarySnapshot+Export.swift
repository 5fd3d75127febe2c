#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LibrarySnapshot {
    /// Every book, oldest first, in the order exports use.
    public var booksByAddedDate: [Book] { index.slotsByAdded.compactMap { index.books[Int($0)] } }

    /// Writes the library as CSV in a profile, streamed in chunks, atomically.
    ///
    /// The file is written to a temporary name beside `url`, synced, then renamed over `url`, so a
    /// crash leaves either the old file or the complete new one.
    ///
    /// - Throws: ``LibraryError/io(operation:path:code:)``.
    /// - Complexity: O(n) time; memory for one chunk of about 64 KiB beyond the snapshot.
    public func exportCSV(profile: CSVProfile, to url: URL) throws(LibraryError) {
        let io = POSIXFileIO()
        let temporary = url.path + ".partial"
        try io.write(temporary, [])
        let order = index.slotsByAdded.lazy.compactMap { index.books[Int($0)] }
        try profile.export(order) { (chunk) throws(LibraryError) in try io.append(temporary, Array(chunk.utf8)) }
        try io.sync(temporary)
        try io.rename(temporary, to: url.path)
        try io.syncDirectory(url.deletingLastPathComponent().path)
    }

    /// The whole library as a versioned JSON archive.
    ///
    /// - Throws: ``LibraryArchiveError/unencodable(path:reason:)`` naming the book field JSON cannot
    ///   hold (a non-finite spine confidence).
    public func exportJSON() throws(LibraryArchiveError) -> Data {
        try LibraryArchive(books: booksByAddedDate).encoded()
    }
}
