import Foundation
import TestSupport

@testable import BookLibrary

/// An in-memory file system that remembers what is durable, so a test can cut the power.
///
/// Each file's contents have a durable part (as of its last `sync`) and the current part; each
/// directory entry is durable only after `syncDirectory`. `crashAfter` makes the N-th mutating
/// call fail, as if the process died there.
final class SimulatedFileIO: FileIO, @unchecked Sendable {
    final class Inode {
        var current: [UInt8]
        var durable: [UInt8] = []
        init(_ bytes: [UInt8] = []) { current = bytes }
    }

    enum PowerCut: CaseIterable, Sendable {
        /// Unsynced bytes vanish.
        case lose
        /// A prefix of the unsynced appended bytes survives.
        case tear
        /// Unsynced appended bytes survive but with some bytes garbled.
        case garble
    }

    /// The error a simulated crash throws: the operation and the file it stopped, with `EIO`.
    static func crash(_ operation: String, _ path: String) -> LibraryError {
        .io(operation: operation, path: path, code: 5)
    }

    private let lock = NSLock()
    private var current: [String: Inode] = [:]
    private var durable: [String: Inode] = [:]
    /// Mutating calls left before a simulated crash; `nil` never crashes.
    var crashAfter: Int?
    private(set) var mutations = 0

    init() {}

    /// Counts a mutating call; throws when the crash point is reached. Called with the lock held.
    private func mutate(_ operation: String, _ path: String) throws(LibraryError) {
        mutations += 1
        if let remaining = crashAfter {
            if remaining <= 0 { throw Self.crash(operation, path) }
            crashAfter = remaining - 1
        }
    }

    /// Runs a mutating call under the lock.
    private func mutating(_ operation: String, _ path: String, _ body: () -> Void) throws(LibraryError) {
        lock.lock()
        defer { lock.unlock() }
        try mutate(operation, path)
        body()
    }

    func read(_ path: String) throws(LibraryError) -> [UInt8]? {
        lock.withLock { current[path]?.current }
    }

    func write(_ path: String, _ bytes: [UInt8]) throws(LibraryError) {
        try mutating("write", path) { current[path] = Inode(bytes) }
    }

    func append(_ path: String, _ bytes: [UInt8]) throws(LibraryError) {
        try mutating("append", path) {
            if let inode = current[path] {
                inode.current += bytes
            } else {
                current[path] = Inode(bytes)
            }
        }
    }

    func truncate(_ path: String, to length: Int) throws(LibraryError) {
        try mutating("truncate", path) {
            if let inode = current[path] { inode.current = Array(inode.current.prefix(length)) }
        }
    }

    func sync(_ path: String) throws(LibraryError) {
        try mutating("fsync", path) {
            if let inode = current[path] { inode.durable = inode.current }
        }
    }

    func syncDirectory(_ path: String) throws(LibraryError) {
        try mutating("fsync", path) {
            let prefix = path + "/"
            durable = durable.filter { !$0.key.hasPrefix(prefix) }
            for (name, inode) in current where name.hasPrefix(prefix) { durable[name] = inode }
        }
    }

    func rename(_ from: String, to: String) throws(LibraryError) {
        try mutating("rename", from) { current[to] = current.removeValue(forKey: from) }
    }

    func remove(_ path: String) throws(LibraryError) {
        try mutating("remove", path) { current[path] = nil }
    }

    func list(_ directory: String) throws(LibraryError) -> [String] {
        lock.withLock {
            current.keys.filter { $0.hasPrefix(directory + "/") }.map { String($0.dropFirst(directory.count + 1)) }
        }
    }

    func createDirectory(_ path: String) throws(LibraryError) {}

    /// The file system as it would be found after a power cut now: only durable names survive,
    /// each with its synced bytes plus, depending on `mode`, some of its unsynced appended bytes.
    func afterPowerCut(_ mode: PowerCut, seed: UInt64 = 1) -> SimulatedFileIO {
        lock.withLock {
            var generator = SplitMix64(seed: seed)
            let survivor = SimulatedFileIO()
            for (name, inode) in durable {
                var bytes = inode.durable
                let extra = inode.current.starts(with: bytes) ? Array(inode.current.dropFirst(bytes.count)) : []
                switch mode {
                case .lose: break
                case .tear: bytes += extra.prefix(Int(generator.next() % UInt64(extra.count + 1)))
                case .garble:
                    var garbled = extra
                    if !garbled.isEmpty {
                        for _ in 0..<3 { garbled[Int(generator.next() % UInt64(garbled.count))] ^= 0x5A }
                    }
                    bytes += garbled
                }
                let copy = Inode(bytes)
                copy.durable = bytes
                survivor.current[name] = copy
                survivor.durable[name] = copy
            }
            return survivor
        }
    }

    /// The file system as it would be found after the process was killed now (`kill -9`) while
    /// the machine kept running: every name and byte written survives, synced or not.
    func afterKill() -> SimulatedFileIO {
        lock.withLock {
            let survivor = SimulatedFileIO()
            for (name, inode) in current {
                let copy = Inode(inode.current)
                copy.durable = inode.current
                survivor.current[name] = copy
                survivor.durable[name] = copy
            }
            return survivor
        }
    }

    /// The current bytes of a file.
    func contents(_ path: String) -> [UInt8]? { lock.withLock { current[path]?.current } }

    /// Replaces a file durably, for corruption tests.
    func replaceContents(_ path: String, with bytes: [UInt8]) {
        lock.withLock {
            let inode = Inode(bytes)
            inode.durable = bytes
            current[path] = inode
            durable[path] = inode
        }
    }
}
