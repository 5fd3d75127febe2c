/// Every book's haystack laid end to end in one byte buffer, for substring search in a single pass.
///
/// Segments are separated by a zero byte, which folded text never holds, so a match never spans two
/// books. A replaced or removed book's segment is only marked dead; ``rebuild(from:)`` drops dead
/// segments once they waste enough space.
struct SubstringCorpus: Sendable {
    private var bytes: [UInt8] = []
    /// Per segment, the offset of its first byte (ascending).
    private var starts: [Int32] = []
    /// Per segment, the slot it belongs to, or -1 when dead.
    private var owners: [Int32] = []
    /// Per slot, its live segment, or -1.
    private var segmentOfSlot: [Int32] = []
    /// Bytes held by dead segments.
    private(set) var wasted = 0
    /// Per byte value, how often it occurs in the buffer, dead segments included (so never fewer
    /// than in the live ones): picks the two bytes of a needle to filter on, and a zero count
    /// proves a needle absent.
    private var byteCounts = [Int](repeating: 0, count: 256)

    /// The bytes in the buffer, dead segments included.
    var size: Int { bytes.count }

    mutating func append(_ haystack: some Collection<UInt8>, slot: Int32) {
        while segmentOfSlot.count <= Int(slot) { segmentOfSlot.append(-1) }
        segmentOfSlot[Int(slot)] = Int32(starts.count)
        starts.append(Int32(bytes.count))
        owners.append(slot)
        for byte in haystack { byteCounts[Int(byte)] += 1 }
        bytes.append(contentsOf: haystack)
        bytes.append(0)
    }

    mutating func remove(slot: Int32) {
        guard Int(slot) < segmentOfSlot.count else { return }
        let segment = Int(segmentOfSlot[Int(slot)])
        guard segment >= 0 else { return }
        owners[segment] = -1
        segmentOfSlot[Int(slot)] = -1
        let end = segment + 1 < starts.count ? Int(starts[segment + 1]) : bytes.count
        wasted += end - Int(starts[segment])
    }

    /// Prepares for `segments` more segments holding about `bytes` bytes in all.
    mutating func reserveCapacity(segments: Int, bytes count: Int) {
        starts.reserveCapacity(starts.count + segments)
        owners.reserveCapacity(owners.count + segments)
        segmentOfSlot.reserveCapacity(segmentOfSlot.count + segments)
        bytes.reserveCapacity(bytes.count + count + segments)
    }

    /// Copies the buffer into one of exactly its size when more than a quarter of its capacity is
    /// spare (an array grows by doubling).
    mutating func shrinkToFit() {
        guard bytes.capacity - bytes.count > bytes.count / 4 else { return }
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count)
        copy.append(contentsOf: bytes)
        bytes = copy
    }

    /// Lays out the live segments again, in their order, dropping dead ones.
    ///
    /// - Complexity: O(n) in the buffer size.
    mutating func rebuild() {
        var rebuilt = SubstringCorpus()
        rebuilt.reserveCapacity(segments: starts.count, bytes: bytes.count - wasted)
        for (segment, owner) in owners.enumerated() where owner >= 0 {
            rebuilt.append(self.bytes[range(of: segment)], slot: owner)
        }
        self = rebuilt
    }

    /// The bytes of a segment, without its terminating zero.
    private func range(of segment: Int) -> Range<Int> {
        let end = segment + 1 < starts.count ? Int(starts[segment + 1]) : bytes.count
        return Int(starts[segment])..<end - 1
    }

    /// The live haystack of a slot (empty for a removed one).
    func haystack(of slot: Int32) -> ArraySlice<UInt8> {
        guard Int(slot) < segmentOfSlot.count, segmentOfSlot[Int(slot)] >= 0 else { return [] }
        return bytes[range(of: Int(segmentOfSlot[Int(slot)]))]
    }

    /// The folded title and the folded authors of a slot: the fields before the record separator.
    func foldedFields(of slot: Int32) -> (title: String, authors: [String]) {
        let haystack = haystack(of: slot)
        let names = haystack.prefix { $0 != SearchIndex.identifierSeparator }
        var fields = names.split(separator: SearchIndex.fieldSeparator, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if fields.last?.isEmpty == true { fields.removeLast() }  // after the last field's separator
        guard !fields.isEmpty else { return ("", []) }
        let title = fields.removeFirst()
        return (title, fields)
    }

    /// Whether a slot's duplicate key (folded title, unit separator, folded primary author) equals
    /// the bytes of `key`, compared in place.
    func duplicateKey(of slot: Int32, equals key: TextHandle) -> Bool {
        let haystack = haystack(of: slot)
        guard let titleEnd = haystack.firstIndex(of: SearchIndex.fieldSeparator) else { return false }
        let author = haystack[(titleEnd + 1)...].prefix {
            $0 != SearchIndex.fieldSeparator && $0 != SearchIndex.identifierSeparator
        }
        let title = haystack[...titleEnd]
        guard key.count == title.count + author.count else { return false }
        return key.elementsEqual(0..<title.count, title) && key.elementsEqual(title.count..<key.count, author)
    }

    /// Calls `body` with a test telling whether the title or an author of a slot starts with
    /// `needle`, reading the shared buffer in place (no per-book array is touched).
    func withPrefixTest<Result>(_ needle: [UInt8], _ body: ((Int32) -> Bool) -> Result) -> Result {
        // Local copies (no storage is copied) let the test read the tables without going through
        // `self` on every call.
        let starts = starts
        let segments = segmentOfSlot
        return TextHandle.withHandle(on: bytes) { text in
            TextHandle.withHandle(on: needle) { needle in
                body { slot in
                    guard Int(slot) < segments.count, segments[Int(slot)] >= 0 else { return false }
                    return text.anyField(
                        from: Int(starts[Int(segments[Int(slot)])]), startsWith: needle,
                        separator: SearchIndex.fieldSeparator, last: SearchIndex.identifierSeparator)
                }
            }
        }
    }

    /// Sets `marks[slot]` to 1 for every live segment containing `needle`.
    ///
    /// Filters on two bytes of the needle: its rarest byte (by ``byteCounts``), and the rarest of
    /// the others, the farthest from the first among equals (a letter's neighbours tell less about
    /// it than letters further away). The scan ``TextHandle/firstIndex(from:having:and:)`` finds the
    /// places where both stand at their distances a word at a time, the whole needle is compared
    /// in place at each, and after a match the search jumps to the next segment (one hit per book
    /// is enough). A needle byte that never occurs ends the search at once.
    ///
    /// - Complexity: O(n) in the buffer size plus O(m) per place that passes the filter, for a
    ///   needle of m bytes.
    /// - Returns: How many books were marked.
    @discardableResult
    func markMatches(_ needle: [UInt8], into marks: inout [UInt8]) -> Int {
        guard !needle.isEmpty, !bytes.isEmpty else { return 0 }
        let counts = needle.map { byteCounts[Int($0)] }
        var rarest = 0
        for index in counts.indices where counts[index] < counts[rarest] { rarest = index }
        guard counts[rarest] > 0 else { return 0 }
        var other = rarest
        for index in counts.indices where index != rarest {
            if other == rarest || counts[index] < counts[other]
                || (counts[index] == counts[other] && abs(index - rarest) > abs(other - rarest))
            {
                other = index
            }
        }
        let first = (byte: needle[rarest], distance: rarest)
        let second = (byte: needle[other], distance: other)
        var marked = 0
        let starts = starts
        let owners = owners
        TextHandle.withHandle(on: bytes) { text in
            TextHandle.withHandle(on: needle) { pattern in
                var segment = 0
                // The first place a match may start.
                var position = 0
                while true {
                    let begin = text.firstIndex(from: position, having: first, and: second)
                    guard begin + pattern.count <= text.count else { return }
                    guard text.commonPrefixCount(with: pattern, at: begin) == pattern.count else {
                        position = begin + 1
                        continue
                    }
                    // The segment holding the match: the last one starting at or before it.
                    while segment + 1 < starts.count && Int(starts[segment + 1]) <= begin { segment += 1 }
                    let owner = owners[segment]
                    if owner >= 0 && marks[Int(owner)] == 0 {
                        marks[Int(owner)] = 1
                        marked += 1
                    }
                    guard segment + 1 < starts.count else { return }
                    position = Int(starts[segment + 1])
                }
            }
        }
        return marked
    }
}
