/// Read access to the elements of one array: with ``MutableElementHandle``, the place where the
/// module's hot loops touch unsafe pointers.
///
/// A handle is vended only inside the closure of ``Swift/Array/withElementHandle(_:)`` (or one of
/// the functions that vend several at once) and is valid only there, like the buffer pointer it
/// wraps; swift-collections keeps its `_UnsafeHandle` types the same way.
///
/// The plain subscript checks its index with `precondition`, so code above the handle cannot read
/// outside the elements. `subscript(unchecked:)` is for loops whose own guard already proves the
/// index in range (a table lookup by a symbol that its decoding bounds, a position below a count
/// the loop tested): each use states that invariant beside it, and debug builds still check it.
struct ElementHandle<Element: BitwiseCopyable> {
    /// The elements. Typed mutable so that ``MutableElementHandle`` can wrap a read handle; a
    /// handle vended on read-only storage is never written through.
    fileprivate let buffer: UnsafeMutableBufferPointer<Element>

    /// Wraps `buffer` for reading; only the `with…` functions of this file create handles.
    @inline(__always)
    fileprivate init(_ buffer: UnsafeBufferPointer<Element>) {
        self.buffer = UnsafeMutableBufferPointer(mutating: buffer)
    }

    /// Wraps `buffer` for a ``MutableElementHandle``.
    @inline(__always)
    fileprivate init(mutable buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// The number of elements.
    @inline(__always)
    var count: Int { buffer.count }

    /// The element at `index`.
    ///
    /// - Precondition: `0 <= index < count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < buffer.count, "element index out of range")
        return buffer[index]
    }

    /// The element at `index`, checked in debug builds only.
    ///
    /// - Precondition: `0 <= index < count`, which the caller's loop bounds must already prove.
    @inline(__always)
    subscript(unchecked index: Int) -> Element {
        assert(index >= 0 && index < buffer.count, "element index out of range")
        return buffer.baseAddress.unsafelyUnwrapped[index]
    }

    /// The elements in `range`, as a handle of their own.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    @inline(__always)
    func slice(_ range: Range<Int>) -> ElementHandle {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "element range out of range")
        return ElementHandle(mutable: UnsafeMutableBufferPointer(rebasing: buffer[range]))
    }

    /// The address of the first element, for ``ChainMatchFinder``, which stays on raw pointers:
    /// with its input and tables on handles, the lazy parse measured up to 1.8% more
    /// instructions. The pointer is valid exactly as long as this handle.
    ///
    /// - Precondition: `count > 0`.
    @inline(__always)
    var firstElementAddress: UnsafeMutablePointer<Element> {
        precondition(!buffer.isEmpty, "an empty handle has no first element")
        return buffer.baseAddress.unsafelyUnwrapped
    }

    /// Calls `body` with the elements as a buffer pointer, for the word and vector loads of
    /// `ElementHandle+Words.swift`; the pointer is valid only inside `body`.
    @inline(__always)
    func withBuffer<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeBufferPointer(buffer))
    }
}

extension ElementHandle where Element == UInt8 {
    /// The `T` whose first byte is at `offset`, at any alignment, unchecked: the one raw load that
    /// the word and vector accessors of `ElementHandle+Words.swift` build on. Kept here, beside the
    /// buffer, so that it needs no closure: a closure in this path kept the DEFLATE chain walk
    /// from being inlined into its parse loop.
    ///
    /// - Precondition: `0 <= offset` and `offset + size of T <= count`; the callers check it.
    @inline(__always)
    func loadUnaligned<T: BitwiseCopyable>(_: T.Type, unchecked offset: Int) -> T {
        UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: offset, as: T.self)
    }
}

extension MutableElementHandle where Element == UInt8 {
    /// Writes `value` with its first byte at `offset`, at any alignment, unchecked: the one raw
    /// store that the word and vector accessors of `ElementHandle+Words.swift` build on.
    ///
    /// - Precondition: `0 <= offset` and `offset + size of T <= count`; the callers check it.
    @inline(__always)
    func storeUnaligned<T: BitwiseCopyable>(_ value: T, unchecked offset: Int) {
        UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped).storeBytes(
            of: value, toByteOffset: offset, as: T.self)
    }
}

extension MutableElementHandle where Element == UInt16 {
    /// The `T` (a word or a vector) whose memory starts at element `index`, in the platform's
    /// byte order, at any alignment, checked in debug builds only: a bucket of the level 2 and 3
    /// match finder (``BucketRun``) in one load instead of one per slot. A vector's lane 0 is the
    /// element at `index`.
    ///
    /// - Precondition: `0 <= index` and the size of `T` fits from `index` to the end, which the
    ///   caller's bounds must already prove.
    /// - Complexity: O(1).
    @inline(__always)
    func load<T: BitwiseCopyable>(_: T.Type, unchecked index: Int) -> T {
        assert(index >= 0 && 2 * index + MemoryLayout<T>.size <= 2 * count, "element range out of range")
        return UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: T.self)
    }

    /// Writes the memory of `value` (a word or a vector) from element `index`, in the platform's
    /// byte order, checked in debug builds only.
    ///
    /// - Precondition: as for ``load(_:unchecked:)``.
    /// - Complexity: O(1).
    @inline(__always)
    func store<T: BitwiseCopyable>(_ value: T, unchecked index: Int) {
        assert(index >= 0 && 2 * index + MemoryLayout<T>.size <= 2 * count, "element range out of range")
        UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped + index).storeBytes(of: value, as: T.self)
    }
}

extension Sequence<UInt8> {
    /// Calls `body` with a read-only handle on the bytes, copying them into an array first only
    /// when the sequence has no contiguous storage.
    ///
    /// - Complexity: O(1) for contiguous collections (arrays, array slices), else O(*n*).
    @inline(__always)
    func withByteHandle<Result>(_ body: (ElementHandle<UInt8>) -> Result) -> Result {
        if let result = withContiguousStorageIfAvailable({ body(ElementHandle($0)) }) { return result }
        return Array(self).withElementHandle(body)
    }
}

/// Read and write access to the elements of one array, the mutable twin of ``ElementHandle``,
/// vended only inside ``Swift/Array/withMutableElementHandle(_:)`` and valid only there.
///
/// Writing through a handle needs no `mutating`: the handle is a view, and the array it views is
/// held exclusively by the `with…` call for as long as the handle lives.
struct MutableElementHandle<Element: BitwiseCopyable> {
    /// A read-only view of the same elements; reads go through it.
    let readOnly: ElementHandle<Element>

    /// The elements, for writing.
    private var buffer: UnsafeMutableBufferPointer<Element> { readOnly.buffer }

    /// Wraps `buffer`; only the `with…` functions of this file create handles.
    @inline(__always)
    fileprivate init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        readOnly = ElementHandle(mutable: buffer)
    }

    /// The number of elements.
    @inline(__always)
    var count: Int { readOnly.count }

    /// The element at `index`.
    ///
    /// - Precondition: `0 <= index < count`.
    @inline(__always)
    subscript(index: Int) -> Element {
        get { readOnly[index] }
        nonmutating set {
            precondition(index >= 0 && index < buffer.count, "element index out of range")
            buffer[index] = newValue
        }
    }

    /// The element at `index`, checked in debug builds only.
    ///
    /// - Precondition: `0 <= index < count`, which the caller's loop bounds must already prove.
    @inline(__always)
    subscript(unchecked index: Int) -> Element {
        get { readOnly[unchecked: index] }
        nonmutating set {
            assert(index >= 0 && index < buffer.count, "element index out of range")
            buffer.baseAddress.unsafelyUnwrapped[index] = newValue
        }
    }

    /// Calls `body` with the elements as a mutable buffer pointer, for the word and vector stores
    /// of `ElementHandle+Words.swift`; the pointer is valid only inside `body`.
    @inline(__always)
    func withMutableBuffer<Result>(_ body: (UnsafeMutableBufferPointer<Element>) -> Result) -> Result {
        body(buffer)
    }

    /// The elements in `range`, as a handle of their own.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    @inline(__always)
    func slice(_ range: Range<Int>) -> MutableElementHandle {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "element range out of range")
        return MutableElementHandle(UnsafeMutableBufferPointer(rebasing: buffer[range]))
    }

    /// Copies all of `source` to the run of the same length that starts at `destination`, like
    /// `memmove` (the runs may overlap).
    ///
    /// - Precondition: `0 <= destination` and `destination + source.count <= count`.
    /// - Complexity: O(*n*) in `source.count`.
    @inline(__always)
    func copy(_ source: ElementHandle<Element>, to destination: Int) {
        precondition(destination >= 0 && destination <= buffer.count - source.count, "element range out of range")
        guard source.count > 0 else { return }
        UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped + destination).copyMemory(
            from: source.buffer.baseAddress.unsafelyUnwrapped, byteCount: source.count * MemoryLayout<Element>.stride)
    }

    /// Sets the elements in `range` to `value`, in one bulk fill.
    ///
    /// - Precondition: `range` lies within `0..<count`.
    /// - Complexity: O(*n*) in the length of `range`.
    @inline(__always)
    func update(repeating value: Element, in range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "element range out of range")
        guard !range.isEmpty else { return }
        (buffer.baseAddress.unsafelyUnwrapped + range.lowerBound).update(repeating: value, count: range.count)
    }

    /// Copies the elements in `source` to the run of the same length that starts at
    /// `destination`, like `memmove`: the two runs may overlap.
    ///
    /// - Precondition: both runs lie within `0..<count`.
    /// - Complexity: O(*n*) in the length of `source`.
    @inline(__always)
    func copyElements(from source: Range<Int>, to destination: Int) {
        copy(readOnly.slice(source), to: destination)
    }

}

extension Array where Element: BitwiseCopyable {
    /// Calls `body` with a read-only handle on the array's elements.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func withElementHandle<Result, Failure: Error>(
        _ body: (ElementHandle<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeBufferPointer { (buffer) throws(Failure) -> Result in try body(ElementHandle(buffer)) }
    }

    /// Calls `body` with a mutable handle on the array's elements.
    ///
    /// - Complexity: O(1) when the array's storage is unique, else O(*n*) for the copy.
    @inline(__always)
    mutating func withMutableElementHandle<Result>(_ body: (MutableElementHandle<Element>) -> Result) -> Result {
        withUnsafeMutableBufferPointer { body(MutableElementHandle($0)) }
    }

    /// An array of `count` elements that are not set to any value first: for buffers whose
    /// every element is written before it is read (filtered scanlines, decoded pixels, inflate's
    /// output), where filling megabytes first would cost as much as the work itself.
    ///
    /// - Precondition: `count >= 0`, and the caller writes each element before reading it.
    ///   (`Element` is a plain bit pattern, so an element left unwritten holds an unspecified
    ///   value, never an invalid one.)
    /// - Complexity: O(1).
    @inline(__always)
    init(unfilledCount count: Int) {
        self.init(unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }
}

/// Calls `body` with read-only handles on two arrays, so that a loop over several tables needs
/// one closure instead of one nested closure per table.
///
/// - Complexity: O(1).
@inline(__always)
func withElementHandles<A: BitwiseCopyable, B: BitwiseCopyable, Result>(
    _ a: [A], _ b: [B], _ body: (ElementHandle<A>, ElementHandle<B>) -> Result
) -> Result {
    a.withElementHandle { a in b.withElementHandle { b in body(a, b) } }
}

/// Calls `body` with read-only handles on three arrays; see ``withElementHandles(_:_:_:)``.
///
/// - Complexity: O(1).
@inline(__always)
func withElementHandles<A: BitwiseCopyable, B: BitwiseCopyable, C: BitwiseCopyable, Result>(
    _ a: [A], _ b: [B], _ c: [C], _ body: (ElementHandle<A>, ElementHandle<B>, ElementHandle<C>) -> Result
) -> Result {
    a.withElementHandle { a in b.withElementHandle { b in c.withElementHandle { c in body(a, b, c) } } }
}

/// Calls `body` with read-only handles on four arrays; see ``withElementHandles(_:_:_:)``.
///
/// - Complexity: O(1).
@inline(__always)
func withElementHandles<A: BitwiseCopyable, B: BitwiseCopyable, C: BitwiseCopyable, D: BitwiseCopyable, Result>(
    _ a: [A], _ b: [B], _ c: [C], _ d: [D],
    _ body: (ElementHandle<A>, ElementHandle<B>, ElementHandle<C>, ElementHandle<D>) -> Result
) -> Result {
    withElementHandles(a, b, c) { a, b, c in d.withElementHandle { d in body(a, b, c, d) } }
}

/// Calls `body` with mutable handles on two distinct arrays.
///
/// - Complexity: O(1) when both arrays' storage is unique.
@inline(__always)
func withMutableElementHandles<A: BitwiseCopyable, B: BitwiseCopyable, Result>(
    _ a: inout [A], _ b: inout [B], _ body: (MutableElementHandle<A>, MutableElementHandle<B>) -> Result
) -> Result {
    a.withMutableElementHandle { a in b.withMutableElementHandle { b in body(a, b) } }
}

/// Calls `body` with mutable handles on three distinct arrays; see
/// ``withMutableElementHandles(_:_:_:)``.
///
/// - Complexity: O(1) when the arrays' storage is unique.
@inline(__always)
func withMutableElementHandles<A: BitwiseCopyable, B: BitwiseCopyable, C: BitwiseCopyable, Result>(
    _ a: inout [A], _ b: inout [B], _ c: inout [C],
    _ body: (MutableElementHandle<A>, MutableElementHandle<B>, MutableElementHandle<C>) -> Result
) -> Result {
    withMutableElementHandles(&a, &b) { a, b in c.withMutableElementHandle { c in body(a, b, c) } }
}

/// Calls `body` with a handle on `count` elements of temporary storage, each set to `value`
/// first; the storage is on the stack when it is small, and valid only inside `body`.
///
/// - Complexity: O(`count`) for the fill.
@inline(__always)
func withTemporaryElementHandle<Element: BitwiseCopyable, Result>(
    count: Int, repeating value: Element, _ body: (MutableElementHandle<Element>) -> Result
) -> Result {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { buffer in
        buffer.initialize(repeating: value)
        return body(MutableElementHandle(buffer))
    }
}

/// Calls `body` with a handle on `count` elements of temporary storage whose values are
/// unspecified: `body` writes each element before it reads it. For trivial elements in large
/// scratch buffers, this saves the fill that ``withTemporaryElementHandle(count:repeating:_:)``
/// makes (one store per element).
///
/// - Complexity: O(1).
@inline(__always)
func withTemporaryElementHandle<Element: BitwiseCopyable, Result>(
    uninitializedCount count: Int, _ body: (MutableElementHandle<Element>) -> Result
) -> Result {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: count) { buffer in
        body(MutableElementHandle(buffer))
    }
}
