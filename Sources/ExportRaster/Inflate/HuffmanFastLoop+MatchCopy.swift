extension HuffmanFastLoop {
    /// Copies `length` (3...258) bytes from `distance` back to `start`; an overlapping copy
    /// repeats the last `distance` bytes (RFC 1951 §3.2.3). Writes whole words and vectors, so
    /// it may write up to 29 bytes past the match (15 for a match longer than 32 bytes); the
    /// extra bytes continue the same repetition and are overwritten before they count.
    ///
    /// - Precondition: `distance <= start` and `start + 274 <= output.count` (the fast loop's
    ///   output margin), which the fast loop's checks establish; debug builds check each access.
    /// - Complexity: O(`length`).
    @inline(__always)
    static func copyMatch(_ output: MutableElementHandle<UInt8>, at start: Int, distance: Int, length: Int) {
        let history = output.readOnly
        let end = start &+ length
        var target = start
        if distance >= 16 {
            // 16 bytes per step; each load ends at or before the store's start, or reads bytes
            // an earlier step of this copy wrote. The first 32 bytes go without a loop test, so
            // most matches take no data-dependent branch.
            output.store(vector: history.lanes(SIMD16<UInt8>.self, unchecked: target &- distance), unchecked: target)
            output.store(
                vector: history.lanes(SIMD16<UInt8>.self, unchecked: target &+ 16 &- distance), unchecked: target &+ 16
            )
            if length > 32 {
                target &+= 32
                repeat {
                    output.store(
                        vector: history.lanes(SIMD16<UInt8>.self, unchecked: target &- distance), unchecked: target)
                    target &+= 16
                } while target < end
            }
        } else if distance >= 8 {
            // Each 8-byte load ends at or before the store's start, so it reads finished bytes.
            output.store(
                littleEndian: history.littleEndian(UInt64.self, unchecked: target &- distance), unchecked: target)
            target &+= 8
            repeat {
                output.store(
                    littleEndian: history.littleEndian(UInt64.self, unchecked: target &- distance), unchecked: target)
                target &+= 8
            } while target < end
        } else if distance == 1 {
            // A run of one byte: splat it into a vector.
            let run = SIMD16<UInt8>(repeating: history[unchecked: target &- 1])
            output.store(vector: run, unchecked: target)
            output.store(vector: run, unchecked: target &+ 16)
            if length > 32 {
                target &+= 32
                repeat {
                    output.store(vector: run, unchecked: target)
                    target &+= 16
                } while target < end
            }
        } else {
            // The output repeats with period `distance`, so also with period `step`, the smallest
            // multiple of `distance` not below 8. Once `step - distance` bytes are copied one by
            // one, whole words can come from `step` back.
            let step = distance >= 4 ? distance &* 2 : (distance == 3 ? 9 : 8)
            let head = start &+ min(length, step &- distance)
            while target < head {
                output[unchecked: target] = history[unchecked: target &- distance]
                target &+= 1
            }
            while target < end {
                output.store(
                    littleEndian: history.littleEndian(UInt64.self, unchecked: target &- step), unchecked: target)
                target &+= 8
            }
        }
    }
}
