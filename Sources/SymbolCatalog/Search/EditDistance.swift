/// Bounded Damerau–Levenshtein distance (the optimal-string-alignment variant: insertions, deletions,
/// substitutions and transpositions of adjacent bytes) between two byte strings.
///
/// Returns `nil` as soon as the distance must exceed `bound`, so scanning a vocabulary for typo
/// candidates stays cheap. `rows` is scratch space the caller reuses between calls.
///
/// - Complexity: O(*m* × *n*) for byte strings of *m* and *n* bytes, less when the bound cuts it short.
func boundedEditDistance(_ a: PackedBytes, _ b: PackedBytes, bound: Int, rows: inout [Int]) -> Int? {
    let m = a.count
    let n = b.count
    if abs(m - n) > bound { return nil }
    if m == 0 || n == 0 { return max(m, n) }
    let width = n + 1
    if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
    // Three rolling rows: two rows back (for transpositions), previous, current.
    var older = 0
    var previous = width
    var current = 2 * width
    for j in 0...n { rows[previous + j] = j }
    for i in 1...m {
        rows[current] = i
        var rowMinimum = i
        let byte = a[i - 1]
        for j in 1...n {
            let cost = byte == b[j - 1] ? 0 : 1
            var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
            if i > 1, j > 1, byte == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, rows[older + j - 2] + 1)
            }
            rows[current + j] = value
            rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > bound { return nil }
        (older, previous, current) = (previous, current, older)
    }
    let distance = rows[previous + n]
    return distance <= bound ? distance : nil
}

/// Convenience for strings, used by tests and small callers.
func boundedEditDistance(_ a: String, _ b: String, bound: Int) -> Int? {
    var rows: [Int] = []
    return PackedBytes.withHandle(on: a.utf8) { left in
        PackedBytes.withHandle(on: b.utf8) { right in boundedEditDistance(left, right, bound: bound, rows: &rows) }
    }
}
