extension Journal {
    /// Records framed for one commit, in the order they will be replayed.
    ///
    /// A batch remembers the journal length it was made for, so that its framing (which depends on
    /// the position within the current 32 KiB block) is valid exactly there.
    struct Batch {
        /// The journal length the batch continues from.
        let start: Int
        /// The framed bytes to append.
        private(set) var bytes: [UInt8] = []
        /// The writer's position within the current block.
        private var blockOffset: Int
        /// How many records the batch holds.
        private(set) var count = 0

        /// An empty batch whose framing continues at byte `start` of a journal.
        init(startingAt start: Int) {
            self.start = start
            blockOffset = start % LogFormat.blockSize
        }

        /// Whether the batch holds no record.
        var isEmpty: Bool { count == 0 }

        /// Frames one record after the others.
        ///
        /// - Complexity: O(n) in the payload's size.
        mutating func append(_ payload: [UInt8]) {
            LogFormat.append(payload, to: &bytes, blockOffset: &blockOffset)
            count += 1
        }
    }
}
