import TestSupport
import Testing

@testable import ExportRaster

@Suite("Deflate: run-length parse (repeats one byte, one pixel and one row back)")
struct DeflateRunLengthTests {
    /// Filtered-row-like data: `rows` rows of `rowBytes` bytes, mostly zero runs with a few
    /// per-pixel patterns, some rows repeating the previous one exactly.
    static func rowsLike(rows: Int, rowBytes: Int, pixel: Int, using random: inout SplitMix64) -> [UInt8] {
        var result: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: rowBytes)
        for _ in 0..<rows {
            var row = previous
            if Int.random(in: 0..<3, using: &random) > 0 {
                row = [UInt8](repeating: 0, count: rowBytes)
                for _ in 0..<Int.random(in: 0...6, using: &random) {
                    let start = Int.random(in: 0..<rowBytes, using: &random)
                    let value = UInt8.random(in: 0...255, using: &random)
                    for index in Swift.stride(from: start, to: min(rowBytes, start + 40), by: pixel) {
                        row[index] = value
                    }
                }
            }
            result += row
            previous = row
        }
        return result
    }

    /// The items of the run-length parse of `input` with `distances`, starting at `start`.
    static func items(_ input: [UInt8], from start: Int = 0, _ distances: RepeatDistances) -> [UInt32] {
        var symbols = SymbolBuffer(capacity: input.count + 1)
        input.withElementHandle { bytes in
            let parse = RunLengthParse(input: bytes, distances: distances)
            symbols.appendUnchecked(room: input.count + 1) {
                parse.parse(from: start, room: input.count + 1, into: $0).count
            }
        }
        return (0..<symbols.count).map { symbols[$0] }
    }

    /// Rebuilds the bytes from parse items by the copy rule of RFC 1951 §3.2.3, independently of
    /// the inflater; returns nil for a distance not in `allowed` or reaching before the start.
    static func replay(_ items: [UInt32], history: [UInt8], allowed: Set<Int>) -> [UInt8]? {
        var output = history
        for item in items {
            let index = SymbolBuffer.index(item)
            if index < 256 {
                output.append(UInt8(index))
                continue
            }
            let distance = SymbolBuffer.distance(item)
            let length = SymbolBuffer.length(item)
            guard allowed.contains(distance), distance <= output.count, (3...258).contains(length) else { return nil }
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
        return Array(output[history.count...])
    }

    @Test(
        "the distances are one byte, one pixel and one row, each kept only when it adds something",
        arguments: [
            (1, 0, 1, 0), (4, 4097, 4, 4097), (3, 3, 3, 0), (1, 129, 1, 129), (4, 40_000, 4, 0), (16, 100, 8, 100),
            (0, 2, 1, 2),
        ])
    func distances(bytesPerPixel: Int, rowBytes: Int, pixel: Int, row: Int) {
        let distances = RepeatDistances(bytesPerPixel: bytesPerPixel, rowBytes: rowBytes)
        #expect(distances.pixel == pixel)
        #expect(distances.row == row)
    }

    @Test(
        "the parse uses only its distances and replays to the input",
        arguments: [(1, 0), (1, 129), (4, 4097), (3, 301)])
    func parseReplays(pixel: Int, rowBytes: Int) {
        var random = SplitMix64(seed: 0x5EED + UInt64(pixel * 1000 + rowBytes))
        let distances = RepeatDistances(bytesPerPixel: pixel, rowBytes: rowBytes)
        let allowed: Set<Int> = [1, distances.pixel, distances.row]
        let inputs = [
            DeflateRunLengthTests.rowsLike(
                rows: 40, rowBytes: max(rowBytes, 64), pixel: pixel, using: &random),
            random.structured(20_000), random.bytes(3000), [UInt8](repeating: 7, count: 1000), [], [9], [9, 9, 9, 9],
        ]
        for (number, input) in inputs.enumerated() {
            let items = DeflateRunLengthTests.items(input, distances)
            #expect(DeflateRunLengthTests.replay(items, history: [], allowed: allowed) == input, "input \(number)")
        }
    }

    @Test("matches may reach into the history before the start")
    func history() {
        let input = [UInt8](repeating: 5, count: 100) + [UInt8](repeating: 5, count: 300)
        let items = DeflateRunLengthTests.items(input, from: 100, RepeatDistances(bytesPerPixel: 1, rowBytes: 0))
        #expect(items.count == 2)
        let tail = DeflateRunLengthTests.replay(items, history: Array(input[..<100]), allowed: [1])
        #expect(tail == Array(input[100...]))
    }

    @Test("a zero run is one literal then matches of 258 bytes at distance 1")
    func zeroRun() {
        let items = DeflateRunLengthTests.items(
            [UInt8](repeating: 0, count: 1 + 258 * 3), RepeatDistances(bytesPerPixel: 4, rowBytes: 1000))
        #expect(items.map(SymbolBuffer.index) == [0, 511, 511, 511])
        #expect(items.dropFirst().allSatisfy { SymbolBuffer.distanceCodePlusOne($0) == 1 })
    }

    @Test("a row repeated exactly is one match at the row distance; a short repeat is left to the runs")
    func rowRepeats() throws {
        var random = SplitMix64(seed: 129)
        let row = random.bytes(200)
        let distances = RepeatDistances(bytesPerPixel: 1, rowBytes: 200)
        let repeated = DeflateRunLengthTests.items(row + row, distances)
        #expect(repeated.count == 201)
        #expect(SymbolBuffer.length(repeated[200]) == 200)
        // Only the first 20 bytes of the second row repeat: too short for a row match.
        let partial = row + Array(row.prefix(20)) + random.bytes(180)
        #expect(DeflateRunLengthTests.items(partial, distances).allSatisfy { SymbolBuffer.index($0) < 256 })
    }

    @Test("compressed streams inflate to the input at every level", arguments: Deflate.levels)
    func roundTrips(level: Int) throws {
        var random = SplitMix64(seed: 0xDEF1 + UInt64(level))
        var compressor = Deflate.Compressor(level: level, repeats: RepeatDistances(bytesPerPixel: 4, rowBytes: 257))
        for index in 0..<24 {
            let size = index < 8 ? index : Int.random(in: 0...70_000, using: &random)
            let input: [UInt8] =
                switch index % 4 {
                case 0: DeflateRunLengthTests.rowsLike(rows: size / 257 + 1, rowBytes: 257, pixel: 4, using: &random)
                case 1: FastLevelTests.qrLike(size, using: &random)
                case 2: random.structured(size)
                default: random.bytes(size)
                }
            #expect(try Inflate.decompress(compressor.compress(input)) == input, "level \(level) input \(index)")
        }
    }

    @Test("a long input fills several blocks and still inflates to the input")
    func manyBlocks() throws {
        var random = SplitMix64(seed: 42)
        let input = DeflateRunLengthTests.rowsLike(rows: 3000, rowBytes: 513, pixel: 4, using: &random)
        var compressor = Deflate.Compressor(level: 6, repeats: RepeatDistances(bytesPerPixel: 4, rowBytes: 513))
        let packed = compressor.compress(input)
        #expect(try Inflate.decompress(packed) == input)
        #expect(packed.count < input.count / 20)
    }

    @Test("a stream fed in pieces slides its window and inflates to the input")
    func streaming() throws {
        var random = SplitMix64(seed: 7)
        let input = DeflateRunLengthTests.rowsLike(rows: 1200, rowBytes: 1025, pixel: 4, using: &random)
        var stream = Deflate.Stream(level: 6, repeats: RepeatDistances(bytesPerPixel: 4, rowBytes: 1025))
        var packed: [UInt8] = []
        for start in Swift.stride(from: 0, to: input.count, by: 50_000) {
            packed += stream.feed(input[start..<min(input.count, start + 50_000)])
        }
        packed += stream.finish()
        #expect(try Inflate.decompress(packed) == input)
    }
}
