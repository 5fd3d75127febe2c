extension QRMaskPenalty {
    /// Scores a symbol packed into 64-bit words by row and by column (bit i of word w is module
    /// 64w + i). Gives the same result as the module-by-module `evaluate(_:size:mask:)`, reading
    /// whole runs with bit scans and whole 2 × 2 blocks with word operations.
    ///
    /// - Complexity: O(runs + size² / 64).
    static func evaluate(rows: [UInt64], columns: [UInt64], size: Int, mask: Int) -> QRMaskPenalty {
        BufferHandle.withHandles(on: rows, columns) { evaluate(rows: $0, columns: $1, size: size, mask: mask) }
    }

    /// Scores the packed symbol in `rows` and `columns` (see `evaluate(rows:columns:size:mask:)`);
    /// a function of its own rather than a closure, so that the line scans inline into it.
    private static func evaluate(
        rows: BufferHandle<UInt64>,
        columns: BufferHandle<UInt64>,
        size: Int,
        mask: Int
    ) -> QRMaskPenalty {
        let words = (size + 63) / 64
        var n1 = 0
        var n3 = 0
        var n2 = 0
        var dark = 0
        // Rows, then columns, through one call site, so that the line scan inlines once.
        for pass in 0..<2 {
            scanPackedLines(pass == 0 ? rows : columns, size: size, n1: &n1, n3: &n3)
        }
        // N2: bit x of `same` is set when modules (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1) agree.
        let lastValid = size - 1 - (words - 1) * 64
        let lastMask: UInt64 = lastValid >= 64 ? ~0 : (1 << UInt64(lastValid)) - 1
        for y in 0..<(size - 1) {
            // One range check per row pair; the word loop stays within `words`.
            let top = rows.extracting(y * words..<(y + 1) * words)
            let bottom = rows.extracting((y + 1) * words..<(y + 2) * words)
            // Unchecked access: both lines hold exactly `words` words and w, w + 1 < words.
            for w in 0..<words {
                let a = top[unchecked: w]
                let b = bottom[unchecked: w]
                let nextA = w + 1 < words ? top[unchecked: w + 1] : 0
                let nextB = w + 1 < words ? bottom[unchecked: w + 1] : 0
                let a1 = a >> 1 | nextA << 63
                let b1 = b >> 1 | nextB << 63
                var same = ~(a ^ b) & ~(a ^ a1) & ~(b ^ b1)
                if w == words - 1 { same &= lastMask }
                n2 += same.nonzeroBitCount
            }
        }
        // Unchecked access: index < rows.count.
        for index in 0..<rows.count { dark += rows[unchecked: index].nonzeroBitCount }
        let total = size * size
        let k = max(0, (abs(dark * 20 - total * 10) + total - 1) / total - 1)
        return QRMaskPenalty(mask: mask, n1: n1, n2: n2 * 3, n3: n3 * 40, n4: k * 10)
    }

    /// Adds the N1 points and N3 count of every line in `bits` (rows or columns), line by line;
    /// the one loop that calls `scanPackedLine(_:offset:size:n1:n3:)`, so that the scan inlines.
    ///
    /// - Complexity: O(runs + size² / 64).
    @inline(__always)
    private static func scanPackedLines(_ bits: BufferHandle<UInt64>, size: Int, n1: inout Int, n3: inout Int) {
        let words = (size + 63) / 64
        for line in 0..<size {
            scanPackedLine(bits, offset: line * words, size: size, n1: &n1, n3: &n3)
        }
    }

    /// The N1 points and N3 count of one packed line, run by run, with the same history rules as
    /// the module-by-module scan: the line starts with a (possibly empty) light run, and the light
    /// border beyond each end counts.
    ///
    /// Runs are found from the transition bits `line ^ (line << 1)`: bit i is set where module i
    /// differs from module i − 1 (the module before 0 being light), so each set bit ends a run.
    @inline(__always)
    private static func scanPackedLine(
        _ bits: BufferHandle<UInt64>,
        offset: Int,
        size: Int,
        n1: inout Int,
        n3: inout Int
    ) {
        let words = (size + 63) / 64
        let validInLast = size - (words - 1) * 64
        let lastMask: UInt64 = validInLast >= 64 ? ~0 : (1 << UInt64(validInLast)) - 1
        var history = RunHistory(size: size)
        var runStart = 0
        var colour = 0
        var carry: UInt64 = 0
        // One range check per line; the word loop stays within `words`.
        let line = bits.extracting(offset..<(offset + words))
        // Unchecked access: the line holds exactly `words` words and w < words.
        for w in 0..<words {
            let word = line[unchecked: w]
            var transitions = word ^ (word << 1 | carry)
            if w == words - 1 { transitions &= lastMask }
            carry = word >> 63
            while transitions != 0 {
                let position = w << 6 + transitions.trailingZeroBitCount
                transitions &= transitions - 1
                let length = position - runStart
                // A run of length ≥ 5 scores 3 + (length − 5).
                if length >= 5 { n1 += length - 2 }
                history.push(length)
                if colour == 0 { n3 += history.finderLikePatterns() }
                colour ^= 1
                runStart = position
            }
        }
        let length = size - runStart
        if length >= 5 { n1 += length - 2 }
        if colour == 1 {
            history.push(length)
            history.push(size)
        } else {
            history.push(length + size)
        }
        n3 += history.finderLikePatterns()
    }
}
