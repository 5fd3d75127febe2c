/// The last seven run lengths of a row or column scan, most recent first.
struct RunHistory {
    var r0 = 0
    var r1 = 0
    var r2 = 0
    var r3 = 0
    var r4 = 0
    var r5 = 0
    var r6 = 0
    let size: Int

    init(size: Int) { self.size = size }

    /// Records a completed run; the very first run of a line also gets the light border before it.
    @inline(__always)
    mutating func push(_ length: Int) {
        let adjusted = r0 == 0 ? length + size : length
        r6 = r5
        r5 = r4
        r4 = r3
        r3 = r2
        r2 = r1
        r1 = r0
        r0 = adjusted
    }

    /// 0, 1 or 2: how many light-bordered 1:1:3:1:1 patterns end at the latest light run.
    @inline(__always)
    func finderLikePatterns() -> Int {
        let n = r1
        let core = n > 0 && r2 == n && r3 == n * 3 && r4 == n && r5 == n
        return (core && r0 >= n * 4 && r6 >= n ? 1 : 0) + (core && r6 >= n * 4 && r0 >= n ? 1 : 0)
    }
}
