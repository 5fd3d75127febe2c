extension Deflate {
    /// Streaming DEFLATE compression with bounded memory: feed chunks, optionally flush, finish.
    ///
    /// The stream keeps the 32 KiB window (RFC 1951 §2) plus at most one chunk of pending input;
    /// each call returns the compressed bytes completed so far. Concatenating every returned
    /// array gives one raw DEFLATE stream.
    ///
    /// ```swift
    /// var stream = Deflate.Stream(level: 6)
    /// var packed = stream.feed(Array("first part, ".utf8))
    /// packed += stream.feed(Array("second part".utf8))
    /// packed += stream.finish()
    /// ```
    public struct Stream: Sendable {
        /// Bytes of input compressed per step.
        static let chunkSize = 1 << 17
        private var encoder: DeflateEncoder
        /// History (up to two windows) followed by input not yet compressed.
        private var window: [UInt8] = []
        private var pendingStart = 0
        private var finished = false

        /// A stream for `level` (0...12; anything else is a programmer error).
        public init(level: Int = 6) {
            self.init(level: level, repeats: nil)
        }

        /// A stream for `level` whose matches are only repeats at `repeats` when they are given
        /// (see ``DeflateEncoder/parseRuns(_:from:final:distances:)``), with the settings of
        /// `tuning` (``LevelParameters/forLevel(_:tuning:)``).
        init(level: Int, repeats: RepeatDistances? = nil, tuning: LevelParameters.Tuning = .general) {
            precondition(Deflate.levels.contains(level), "DEFLATE level \(level) is outside 0...12")
            encoder = DeflateEncoder(level: level, repeats: repeats, tuning: tuning)
        }

        /// Adds input and returns whatever compressed output is complete.
        ///
        /// Calling this after ``finish()`` is a programmer error.
        /// - Complexity: O(n · chain depth of the level).
        public mutating func feed(_ bytes: some Collection<UInt8>) -> [UInt8] {
            precondition(!finished, "Deflate.Stream.feed after finish")
            var rest = bytes[...]
            while !rest.isEmpty {
                let room = max(1, Stream.chunkSize - (window.count - pendingStart))
                let piece = rest.prefix(room)
                window.append(contentsOf: piece)
                rest = rest.dropFirst(piece.count)
                if window.count - pendingStart >= Stream.chunkSize { compressPending(final: false) }
            }
            return encoder.writer.takeBytes()
        }

        /// Compresses all pending input and ends the output on a byte boundary with an empty
        /// stored block (a "sync flush"), so a reader can decode everything fed so far.
        public mutating func flush() -> [UInt8] {
            precondition(!finished, "Deflate.Stream.flush after finish")
            if window.count > pendingStart { compressPending(final: false) }
            encoder.writer.write(0, width: 3)
            encoder.writer.alignToByte()
            encoder.writer.write(0xFFFF_0000, width: 32)
            return encoder.writer.takeBytes()
        }

        /// Compresses the remaining input, writes the final block and returns the last bytes.
        public mutating func finish() -> [UInt8] {
            precondition(!finished, "Deflate.Stream.finish called twice")
            compressPending(final: true)
            encoder.writer.alignToByte()
            finished = true
            window = []
            return encoder.writer.takeBytes()
        }

        private mutating func compressPending(final: Bool) {
            let start = pendingStart
            window.withElementHandle { encoder.encode($0, from: start, final: final) }
            pendingStart = window.count
            // Keep at least one window of history; slide by whole windows so that the chain
            // slots (position mod 32 K) stay aligned.
            let excess = pendingStart - MatchFinder.windowSize
            if excess >= MatchFinder.windowSize {
                let shift = excess / MatchFinder.windowSize * MatchFinder.windowSize
                window.removeFirst(shift)
                pendingStart -= shift
                encoder.slide(by: shift)
            }
        }
    }
}
