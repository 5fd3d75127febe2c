import Testing

@testable import QREncoder

@Suite("Mask penalty rules")
struct MaskPenaltyTests {
    func score(_ rows: [String]) -> QRMaskPenalty {
        let size = rows.count
        let grid = rows.flatMap { $0.map { $0 == "#" ? UInt8(1) : 0 } }
        precondition(grid.count == size * size)
        return QRMaskPenalty.evaluate(grid, size: size, mask: 0)
    }

    @Test("N1: five in a row score 3, each extra module 1, in rows and columns")
    func ruleN1() {
        // A 7×7 checkerboard has no runs; a full dark top row adds a run of 7 (3 + 2).
        var rows = (0..<7).map { y in String((0..<7).map { x in (x + y) % 2 == 0 ? "#" : "." }) }
        #expect(score(rows).n1 == 0)
        rows[0] = "#######"
        #expect(score(rows).n1 == 5)
    }

    @Test("N2: every 2×2 block of one colour scores 3, overlapping blocks included")
    func ruleN2() {
        let rows = ["##.#.", "##.#.", ".#.#.", "#.#.#", ".#.#."]
        // The 2×2 dark block top-left; columns 3 have "#" in rows 0–2 but the neighbour differs.
        #expect(score(rows).n2 == 3)
        let three = ["###.#", "###.#", "#.#.#", ".#.#.", "#.#.#"]
        #expect(score(three).n2 == 6)
    }

    /// The N3 score of a 15-module matrix whose top row is `top` and whose other rows alternate
    /// (no run of three, so no other pattern), minus that of an all-alternating matrix.
    func n3Added(byTopRow top: String) -> Int {
        var rows = [top]
        for y in 1..<15 { rows.append(String((0..<15).map { x in (x + y) % 2 == 0 ? "#" : "." })) }
        let with = score(rows).n3
        rows[0] = String((0..<15).map { x in x % 2 == 0 ? "#" : "." })
        return with - score(rows).n3
    }

    @Test("N3: a 1:1:3:1:1 pattern with four light modules on one side only scores 40")
    func ruleN3OneSide() {
        #expect(n3Added(byTopRow: "#..#.###.#.....") == 40)
    }

    @Test("N3: light on both sides counts once per side, and the edge of the symbol is light")
    func ruleN3BothSides() {
        #expect(n3Added(byTopRow: "#.###.#........") == 80)
        #expect(n3Added(byTopRow: "#....#.###.#...") == 80)
    }

    @Test("N3: fewer than four light modules on both sides does not count")
    func ruleN3TooClose() {
        #expect(n3Added(byTopRow: "#..#.###.#..#.#") == 0)
    }

    @Test("N4: 10 points per full 5 % away from half dark")
    func ruleN4() {
        let allDark = [String](repeating: "#####", count: 5)
        #expect(score(allDark).n4 == 90)
        // 61 of 121 dark: within 5 % of half.
        let half = (0..<11).map { y in String((0..<11).map { x in (x + y) % 2 == 0 ? "#" : "." }) }
        #expect(score(half).n4 == 0)
        // 60 of 100 dark: 10 % off, one full step beyond the first 5 %: 10 points.
        let sixty = (0..<10).map { y in y < 6 ? "##########" : ".........." }
        #expect(score(sixty).n4 == 10)
        #expect(score(sixty).description.hasPrefix("mask 0:"))
    }
}
