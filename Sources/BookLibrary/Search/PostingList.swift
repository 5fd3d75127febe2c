/// The slots of the books holding one token, ascending and without repeats.
///
/// Most tokens (an ISBN, a number in a title, a rare name) belong to a single book, so the first slot
/// is stored inline and only a token shared by several books allocates an array for the rest. At
/// 100,000 books that saves one heap allocation for most of the index's tokens.
struct PostingList: Sendable {
    /// The smallest slot, or -1 when the list is empty.
    private var first: Int32
    /// The other slots, ascending; empty whenever `first` is -1.
    private var rest: [Int32] = []

    /// An empty list.
    init() { first = -1 }

    var isEmpty: Bool { first < 0 }

    /// The number of slots.
    var count: Int { isEmpty ? 0 : 1 + rest.count }

    /// Adds a slot (not negative), keeping the order; a slot already present is ignored.
    ///
    /// - Returns: Whether the list was empty before.
    /// - Complexity: O(1) when `slot` is the largest; O(n) otherwise.
    @discardableResult
    mutating func insert(_ slot: Int32) -> Bool {
        if isEmpty {
            first = slot
            return true
        } else if slot < first {
            rest.insert(first, at: 0)
            first = slot
        } else if slot != first {
            SearchIndex.insertSorted(slot, into: &rest)
        }
        return false
    }

    /// Removes a slot if present.
    ///
    /// - Complexity: O(n).
    mutating func remove(_ slot: Int32) {
        if slot == first {
            first = rest.isEmpty ? -1 : rest.removeFirst()
        } else {
            SearchIndex.removeSorted(slot, from: &rest)
        }
    }

    /// Calls `body` with every slot, ascending.
    func forEachSlot(_ body: (Int32) -> Void) {
        guard !isEmpty else { return }
        body(first)
        for slot in rest { body(slot) }
    }
}
