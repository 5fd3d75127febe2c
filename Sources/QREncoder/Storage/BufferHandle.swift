/// Read access to the elements of one array: with ``MutableBufferHandle``, the only place in
/// QREncoder that touches unsafe pointers (apart from handing a buffer to `read(2)` and `write(2)`
/// in the library's file I/O).
///
/// The encoder's hot loops (Reed–Solomon division, interleaving, module placement, mask scoring)
/// and the library's substring search index handles with `Int` offsets. Every accessor checks its
/// offset against ``count``, so code above the handle cannot read outside the array; the checks
/// sit next to loop bounds that already imply them, and the optimiser folds the two where it can
/// see that.
///
/// A handle is valid only inside the closure of the `withHandle` function that vends it, like the
/// buffer pointer it wraps (swift-collections keeps its `_UnsafeHandle` types the same way).
struct BufferHandle<Element> {
    private let buffer: UnsafeBufferPointer<Element>

    private init(_ buffer: UnsafeBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// The number of elements.
    var count: Int { buffer.count }

    /// Calls `body` with a handle on the storage of `array` and returns what it returns.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func withHandle<Result>(on array: [Element], _ body: (BufferHandle) -> Result) -> Result {
        array.withUnsafeBufferPointer { body(BufferHandle($0)) }
    }

    /// Calls `body` with handles on the storage of two arrays, so that a loop reading both needs one
    /// scope, not two nested ones.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func withHandles<Second, Result>(
        on first: [Element],
        _ second: [Second],
        _ body: (BufferHandle, BufferHandle<Second>) -> Result
    ) -> Result {
        withHandle(on: first) { first in
            BufferHandle<Second>.withHandle(on: second) { body(first, $0) }
        }
    }

    /// Calls `body` with handles on the storage of three arrays, so that a loop reading all three
    /// needs one scope, not three nested ones.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func withHandles<Second, Third, Result>(
        on first: [Element],
        _ second: [Second],
        _ third: [Third],
        _ body: (BufferHandle, BufferHandle<Second>, BufferHandle<Third>) -> Result
    ) -> Result {
        withHandles(on: first, second) { first, second in
            BufferHandle<Third>.withHandle(on: third) { body(first, second, $0) }
        }
    }

    /// The element at `offset`.
    ///
    /// - Precondition: `0 <= offset < count`.
    @inline(__always)
    subscript(offset: Int) -> Element {
        // One unsigned comparison: a negative offset wraps to a value above any count.
        precondition(UInt(bitPattern: offset) < UInt(bitPattern: buffer.count), "offset out of range")
        return buffer[offset]
    }

    /// The element at `offset`, unchecked: for loops whose own bounds already prove
    /// `0 <= offset < count` (each call site names the invariant it relies on).
    ///
    /// - Precondition: `0 <= offset < count`, not checked.
    @inline(__always)
    subscript(unchecked offset: Int) -> Element {
        buffer.baseAddress.unsafelyUnwrapped[offset]
    }

    /// A handle on the elements in `range`, which the new handle numbers from 0.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(1).
    @inline(__always)
    func extracting(_ range: Range<Int>) -> BufferHandle {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "range out of range")
        return BufferHandle(UnsafeBufferPointer(rebasing: buffer[range]))
    }
}
