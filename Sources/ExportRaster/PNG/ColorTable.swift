/// Up to 256 straight-RGBA colours (`r | g << 8 | b << 16 | a << 24`), each with an index:
/// the palette of an indexed image while it is built and while rows are packed (PNG §11.2.3).
///
/// Open addressing over twice as many slots as colours, with a multiplicative hash and linear
/// probing: a look-up costs a multiply and, at this load (at most one half), one or two probes.
/// The standard library's dictionary would hash each key with SipHash, which on a small icon
/// cost more than compressing it.
struct ColorTable {
    /// Most colours the table holds.
    static let capacity = 256
    /// Slots: `color | index << 32`, or `UInt64.max` for an empty slot (no entry has all of
    /// its upper 32 bits set, as indices are below 256).
    private var slots = [UInt64](repeating: .max, count: 2 * ColorTable.capacity)
    /// Number of colours held.
    private(set) var count = 0

    /// The slot where the search for `color` starts: the top nine bits of a multiplicative hash.
    @inline(__always)
    private static func start(_ color: UInt32) -> Int {
        Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> 23)
    }

    /// The index stored with `color`, or nil when the table does not hold it.
    /// - Complexity: O(1) expected.
    func index(of color: UInt32) -> Int? {
        // Unchecked: `start` gives nine bits and the probe wraps with the mask, so a slot is
        // always below the table's 2 × 256 entries.
        slots.withElementHandle { slots in
            var slot = ColorTable.start(color)
            while true {
                let entry = slots[unchecked: slot]
                if entry == .max { return nil }
                if UInt32(truncatingIfNeeded: entry) == color { return Int(truncatingIfNeeded: entry >> 32) }
                slot = (slot + 1) & (2 * ColorTable.capacity - 1)
            }
        }
    }

    /// Stores `color` with `index` (0...255), replacing the index of a colour already held.
    /// Adding a 257th colour is a programmer error.
    /// - Complexity: O(1) expected.
    mutating func insert(_ color: UInt32, index: Int) {
        precondition((0..<ColorTable.capacity).contains(index), "palette index \(index) is outside 0...255")
        var slot = ColorTable.start(color)
        while slots[slot] != .max && UInt32(truncatingIfNeeded: slots[slot]) != color {
            slot = (slot + 1) & (2 * ColorTable.capacity - 1)
        }
        if slots[slot] == .max {
            precondition(count < ColorTable.capacity, "a palette holds at most 256 colours")
            count += 1
        }
        slots[slot] = UInt64(color) | UInt64(index) << 32
    }
}
