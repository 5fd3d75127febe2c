import TestSupport
import Testing

@testable import BookLibrary

@Suite("Posting lists")
struct PostingListTests {
    static func slots(_ list: PostingList) -> [Int32] {
        var result: [Int32] = []
        list.forEachSlot { result.append($0) }
        return result
    }

    @Test("random inserts and removals keep the slots ascending and distinct, like a sorted set")
    func matchesSortedSet() {
        var generator = SplitMix64(seed: 11)
        var list = PostingList()
        var expected = Set<Int32>()
        #expect(list.isEmpty && list.count == 0)
        for _ in 0..<2_000 {
            let slot = Int32(generator.next() % 40)
            if generator.next() % 3 == 0 {
                list.remove(slot)
                expected.remove(slot)
            } else {
                let wasEmpty = list.insert(slot)
                #expect(wasEmpty == expected.isEmpty)
                expected.insert(slot)
            }
            #expect(Self.slots(list) == expected.sorted())
            #expect(list.count == expected.count && list.isEmpty == expected.isEmpty)
        }
    }

    @Test("the first slot moves when a smaller one arrives or it is removed")
    func firstSlot() {
        var list = PostingList()
        list.insert(5)
        list.insert(2)
        list.insert(9)
        list.insert(2)
        #expect(Self.slots(list) == [2, 5, 9])
        list.remove(2)
        #expect(Self.slots(list) == [5, 9])
        list.remove(7)
        list.remove(9)
        list.remove(5)
        #expect(list.isEmpty && Self.slots(list).isEmpty)
    }
}
