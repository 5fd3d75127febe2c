/// Bounded Damerau–Levenshtein distance (the optimal-string-alignment variant: insertions, deletions,
/// substitutions and transpositions of adjacent bytes) between two byte strings.
///
/// Returns `nil` as soon as the distance must exceed `bound`, so scanning a vocabulary for typo
/// candidates stays cheap. `rows` is scratch space the caller reuses between calls.
func boundedEditDistance(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, bound: Int, rows: inout [Int]
) -> Int? {
    let m = a.count
    let n = b.count
    if abs(m - n) > bound { return nil }
    if m == 0 || n == 0 { return max(m, n) }
    let width = n + 1
    if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
    return rows.withUnsafeMutableBufferPointer { buffer -> Int? in
        // Three rolling rows: two rows back (for transpositions), previous, current.
        var older = 0
        var previous = width
        var current = 2 * width
        for j in 0...n { buffer[previous + j] = j }
        for i in 1...m {
            buffer[current] = i
            var rowMinimum = i
            for j in 1...n {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(buffer[previous + j] + 1, buffer[current + j - 1] + 1, buffer[previous + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, buffer[older + j - 2] + 1)
                }
                buffer[current + j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > bound { return nil }
            (older, previous, current) = (previous, current, older)
        }
        let distance = buffer[previous + n]
        return distance <= bound ? distance : nil
    }
}

/// Convenience for strings, used by tests and small callers.
func boundedEditDistance(_ a: String, _ b: String, bound: Int) -> Int? {
    var rows: [Int] = []
    let left = Array(a.utf8)
    let right = Array(b.utf8)
    return left.withUnsafeBufferPointer { l in
        right.withUnsafeBufferPointer { r in boundedEditDistance(l, r, bound: bound, rows: &rows) }
    }
}
