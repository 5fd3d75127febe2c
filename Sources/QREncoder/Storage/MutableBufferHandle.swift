/// Read and write access to the elements of one array: the writing half of ``BufferHandle``, kept
/// apart so that the encoder's read-only tables (shared `let` arrays) can never be written through
/// a handle.
///
/// Every accessor checks its offset against ``count``, so code above the handle cannot write
/// outside the array. A handle is valid only inside the closure of the `withHandle` function that
/// vends it; it writes through to the array passed `inout`, which stays unique for that time.
struct MutableBufferHandle<Element> {
    /// The first element's address; `nil` only when `count` is 0.
    private let start: UnsafeMutablePointer<Element>?
    /// The number of elements.
    let count: Int

    /// Calls `body` with a handle on the storage of `array` and returns what it returns.
    ///
    /// - Complexity: O(1), once `array`'s storage is unique (a shared array is copied first).
    @inline(__always)
    static func withHandle<Result>(on array: inout [Element], _ body: (MutableBufferHandle) -> Result) -> Result {
        array.withUnsafeMutableBufferPointer { body(MutableBufferHandle(start: $0.baseAddress, count: $0.count)) }
    }

    /// Calls `body` with handles on the storage of two arrays, so that a loop writing both needs one
    /// scope, not two nested ones.
    ///
    /// - Complexity: O(1), once the arrays' storage is unique.
    @inline(__always)
    static func withHandles<Result>(
        on first: inout [Element],
        _ second: inout [Element],
        _ body: (MutableBufferHandle, MutableBufferHandle) -> Result
    ) -> Result {
        withHandle(on: &first) { first in
            withHandle(on: &second) { body(first, $0) }
        }
    }

    /// The element at `offset`.
    ///
    /// - Precondition: `0 <= offset < count`.
    @inline(__always)
    subscript(offset: Int) -> Element {
        get {
            // One unsigned comparison: a negative offset wraps to a value above any count.
            precondition(UInt(bitPattern: offset) < UInt(bitPattern: count), "offset out of range")
            // A passed check means count > 0, so there is a start address.
            return start.unsafelyUnwrapped[offset]
        }
        nonmutating set {
            precondition(UInt(bitPattern: offset) < UInt(bitPattern: count), "offset out of range")
            start.unsafelyUnwrapped[offset] = newValue
        }
    }

    /// The element at `offset`, unchecked: for loops whose own bounds already prove
    /// `0 <= offset < count` (each call site names the invariant it relies on).
    ///
    /// - Precondition: `0 <= offset < count`, not checked.
    @inline(__always)
    subscript(unchecked offset: Int) -> Element {
        get { start.unsafelyUnwrapped[offset] }
        nonmutating set { start.unsafelyUnwrapped[offset] = newValue }
    }

    /// A handle on the elements in `range`, which the new handle numbers from 0.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(1).
    @inline(__always)
    func extracting(_ range: Range<Int>) -> MutableBufferHandle {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of range")
        return MutableBufferHandle(start: start.map { $0 + range.lowerBound }, count: range.count)
    }
}
