extension HuffmanFastLoop {
    /// Copies `length` (3...258) bytes from `distance` back to `target`; an overlapping copy
    /// repeats the last `distance` bytes (RFC 1951 §3.2.3). Writes whole words and vectors, so
    /// it may write up to 29 bytes past the match (15 for a match longer than 32 bytes); the
    /// extra bytes continue the same repetition and are overwritten before they count.
    ///
    /// - Precondition: `distance` bytes before `target` belong to the output, and 274 bytes from
    ///   `target` lie inside it (the fast loop's output margin), which the fast loop's checks
    ///   establish.
    /// - Complexity: O(`length`).
    @inline(__always)
    static func copyMatch(to target: BytePlace, distance: Int, length: Int) {
        let end = target + length
        var target = target
        if distance >= 16 {
            // 16 bytes per step; each load ends at or before the store's start, or reads bytes
            // an earlier step of this copy wrote. The first 32 bytes go without a loop test, so
            // most matches take no data-dependent branch.
            let source = target - distance
            target.store(vector: source.loadVector())
            (target + 16).store(vector: (source + 16).loadVector())
            if length > 32 {
                target = target + 32
                repeat {
                    target.store(vector: (target - distance).loadVector())
                    target = target + 16
                } while target < end
            }
        } else if distance >= 8 {
            // Each 8-byte load ends at or before the store's start, so it reads finished bytes.
            target.store(littleEndian: (target - distance).loadWord())
            target = target + 8
            repeat {
                target.store(littleEndian: (target - distance).loadWord())
                target = target + 8
            } while target < end
        } else if distance == 1 {
            // A run of one byte: splat it into a vector.
            let run = SIMD16<UInt8>(repeating: (target - 1).load())
            target.store(vector: run)
            (target + 16).store(vector: run)
            if length > 32 {
                target = target + 32
                repeat {
                    target.store(vector: run)
                    target = target + 16
                } while target < end
            }
        } else {
            // The output repeats with period `distance`, so also with period `step`, the smallest
            // multiple of `distance` not below 8. Once `step - distance` bytes are copied one by
            // one, whole words can come from `step` back.
            let step = distance >= 4 ? distance &* 2 : (distance == 3 ? 9 : 8)
            let head = target + min(length, step &- distance)
            while target < head {
                target.store((target - distance).load())
                target = target + 1
            }
            while target < end {
                target.store(littleEndian: (target - step).loadWord())
                target = target + 8
            }
        }
    }
}
