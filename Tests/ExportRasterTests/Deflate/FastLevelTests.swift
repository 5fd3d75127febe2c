import TestSupport
import Testing

@testable import ExportRaster

@Suite("Deflate: levels 1–3 (bucket hash table)")
struct FastLevelTests {
    /// Sub-filtered rows of a noisy gradient, like the photo rows a PNG encoder compresses.
    static func photoLike(_ count: Int, using random: inout SplitMix64) -> [UInt8] {
        (0..<count).map { index in UInt8(truncatingIfNeeded: index % 7 + Int.random(in: 0...8, using: &random)) }
    }

    /// Rows that repeat a random row of 0x00/0xFF bytes several times, like a 1-bit QR image.
    static func qrLike(_ count: Int, using random: inout SplitMix64) -> [UInt8] {
        var result: [UInt8] = []
        while result.count < count {
            let row = [0] + (0..<40).map { _ in Bool.random(using: &random) ? UInt8(0xFF) : 0 }
            for _ in 0..<Int.random(in: 1...8, using: &random) { result += row }
        }
        return Array(result.prefix(count))
    }

    static func input(_ kind: Int, _ count: Int, using random: inout SplitMix64) -> [UInt8] {
        switch kind % 5 {
        case 0: random.bytes(count)
        case 1: random.text(count)
        case 2: random.structured(count)
        case 3: photoLike(count, using: &random)
        default: qrLike(count, using: &random)
        }
    }

    @Test("every size from 0 to 40 bytes round-trips, including matches that reach the last byte", arguments: 1...3)
    func shortInputs(level: Int) throws {
        var random = SplitMix64(seed: 0xF1 + UInt64(level))
        var compressor = Deflate.Compressor(level: level)
        for size in 0...40 {
            for kind in 0..<5 {
                let input = FastLevelTests.input(kind, size, using: &random)
                #expect(try Inflate.decompress(compressor.compress(input)) == input, "size \(size) kind \(kind)")
            }
            let run = [UInt8](repeating: 0x41, count: size)
            #expect(try Inflate.decompress(compressor.compress(run)) == run, "run of \(size)")
        }
    }

    @Test("seeded inputs of up to 200 KB round-trip, across several blocks", arguments: 1...3)
    func largerInputs(level: Int) throws {
        var random = SplitMix64(seed: 0xB10C + UInt64(level))
        var compressor = Deflate.Compressor(level: level)
        for index in 0..<15 {
            let input = FastLevelTests.input(index, Int.random(in: 1000...200_000, using: &random), using: &random)
            #expect(try Inflate.decompress(compressor.compress(input)) == input, "input \(index)")
        }
    }

    @Test("higher fast levels are never much larger, and all beat stored blocks on redundant data")
    func levelsOrder() throws {
        var random = SplitMix64(seed: 77)
        let inputs = [
            random.text(100_000), FastLevelTests.qrLike(100_000, using: &random),
            FastLevelTests.photoLike(100_000, using: &random),
        ]
        for input in inputs {
            let sizes = (1...3).map { Deflate.compress(input, level: $0).count }
            #expect(sizes[2] <= sizes[0])
            #expect(sizes[1] <= sizes[0])
            #expect(sizes.allSatisfy { $0 < input.count * 3 / 4 })
        }
    }

    @Test("the variety counts the distinct byte values of the next 4 KiB only")
    func varietyCounts() {
        let twoValues = [UInt8](repeating: 0, count: 100) + [UInt8](repeating: 0xFF, count: 100)
        // 12 values in the first 4 KiB from position 10, then every value.
        let repeating: [UInt8] = (0..<(10 + 4096)).map { (index: Int) -> UInt8 in UInt8(index % 12) }
        let twelve: [UInt8] = repeating + (0...255).map { (value: Int) -> UInt8 in UInt8(value) }
        let every = (0..<1024).map { UInt8(truncatingIfNeeded: $0 &* 167) }
        let values = { (count: Int) -> [UInt8] in (0..<count).map { UInt8($0) } }
        // The shortest matches of libdeflate's table (deflate_compress.c, choose_min_match_len):
        // 8 below 8 values, 7 below 10, 6 below 16, 5 below 45, then 4 (its 3 needs a chain).
        let cases: [(input: [UInt8], from: Int, count: Int, minimum: Int, few: Bool, many: Bool)] = [
            ([], 0, 0, 8, true, false), (twoValues, 0, 2, 8, true, false), (twoValues, 150, 1, 8, true, false),
            (twelve, 10, 12, 6, false, false), (twelve, 4106, 256, 4, false, true), (every, 0, 256, 4, false, true),
            (values(9), 0, 9, 7, false, false), ((0..<16).map { UInt8($0 * 16) }, 0, 16, 5, false, false),
            (values(15), 0, 15, 6, false, false), (values(44), 0, 44, 5, false, false),
            (values(45), 0, 45, 4, false, true),
        ]
        for (input, from, count, minimum, few, many) in cases {
            let variety = input.withElementHandle { BucketTable.Variety(of: $0, from: from) }
            #expect(variety.count == count, "\(input.count) bytes from \(from)")
            #expect(variety.minimumLength == minimum, "\(count) values")
            #expect(variety.isFew == few, "\(count) values")
            #expect(variety.isMany == many, "\(count) values")
        }
    }

    /// The lengths of the matches that `level`'s greedy parse makes of `input`.
    static func matches(_ input: [UInt8], level: Int) -> [Int] {
        parsedMatches(input, level: level).map(\.length)
    }

    /// The matches that `level`'s greedy parse makes of `input`, with their distances.
    static func parsedMatches(_ input: [UInt8], level: Int) -> [(length: Int, distance: Int)] {
        var table = BucketTable(level: level)
        var symbols = SymbolBuffer(capacity: input.count)
        let reached = input.withElementHandle { table.parse($0, from: 0, room: input.count, into: &symbols) }
        #expect(reached == input.count)
        return (0..<symbols.count).map { symbols[$0] }.filter { SymbolBuffer.index($0) > 255 }.map { item in
            (SymbolBuffer.length(item), SymbolBuffer.distance(item))
        }
    }

    @Test("levels 2 and 3 take only matches of 8 bytes or more where the data has two byte values")
    func longerMatchesOnFewValues() {
        var random = SplitMix64(seed: 0x2B)
        // Random 0x00/0xFF bytes: every four-byte sequence recurs within a few dozen bytes.
        let bilevel = (0..<20_000).map { _ in Bool.random(using: &random) ? UInt8(0xFF) : 0 }
        for level in 2...3 {
            let lengths = FastLevelTests.matches(bilevel, level: level)
            #expect(!lengths.isEmpty && lengths.allSatisfy { $0 >= 8 }, "level \(level)")
        }
        // Level 1 keeps four bytes. On text of about 20 byte values, levels 2 and 3 take no
        // match shorter than five bytes (libdeflate's floor for 16 to 44 values), but some of five.
        #expect(FastLevelTests.matches(bilevel, level: 1).contains { $0 < 8 })
        let text = random.text(20_000)
        #expect(FastLevelTests.matches(text, level: 1).contains(4))
        for level in 2...3 {
            let lengths = FastLevelTests.matches(text, level: level)
            #expect(lengths.contains(5) && lengths.allSatisfy { $0 >= 5 }, "level \(level)")
        }
    }

    @Test("levels 2 and 3 enter every inner position of a long copy of many-valued data; a long run only its last")
    func innerPositionsOfLongCopies() {
        var random = SplitMix64(seed: 0x1C0)
        let phrase = random.bytes(120)
        // The phrase, copied once 500 bytes later (one match of 120 bytes that does not overlap
        // its source), then its second half 500 bytes after that. Each piece ends in its own
        // byte and the byte before the half differs from the one before it in the phrase, so
        // every copy of the half is exactly 60 bytes long.
        let copies =
            random.bytes(2000) + phrase + [1] + random.bytes(499) + phrase + [2] + random.bytes(498)
            + [phrase[59] ^ 0xFF] + phrase[60...] + [3] + random.bytes(200)
        let second = 2000 + 120 + 500
        let third = second + 120 + 500
        // Ten random bytes repeated twelve times: the first ten go out as literals, the rest as
        // one match at distance 10 that overlaps its source. Later, 60 bytes from its middle.
        let period = random.bytes(10)
        let run = [UInt8]((0..<12).map { _ in period }.joined())
        let runs =
            random.bytes(2000) + run + [1] + random.bytes(499) + [run[54] ^ 0xFF] + run[55..<115] + [3]
            + random.bytes(200)
        let piece = 2000 + 120 + 500 + 1
        for level in 1...3 {
            // From the inner position of the second copy, 560 back; at level 1, which enters only
            // the copy's last position, from the first copy, 1180 back.
            let near = third - (second + 60)
            let far = third - (2000 + 60)
            let halves = FastLevelTests.parsedMatches(copies, level: level).filter { $0.length == 60 }
            #expect(halves.map(\.distance) == [level == 1 ? far : near], "level \(level)")
            // From the run's first period, the literals at the same phase: only the run's last
            // position entered the table.
            let pieces = FastLevelTests.parsedMatches(runs, level: level).filter { $0.length == 60 }
            #expect(pieces.map(\.distance) == [piece - 2005], "level \(level)")
        }
    }

    @Test("a reused compressor gives the same bytes as a fresh one: no history leaks between calls")
    func reuse() {
        var random = SplitMix64(seed: 31)
        let first = random.text(50_000)
        // The second input repeats the first one's text, which a leaked table would point into.
        let second = Array(first.prefix(20_000)) + random.structured(30_000)
        for level in 1...3 {
            var compressor = Deflate.Compressor(level: level)
            _ = compressor.compress(first)
            #expect(compressor.compress(second) == Deflate.compress(second, level: level), "level \(level)")
        }
    }

    @Test("a compressor reused for a small input after a large one gives a fresh one's bytes")
    func reuseForSmallInput() {
        var random = SplitMix64(seed: 33)
        let large = random.text(100_000)
        // The small input repeats text of the large one: its table, sized down to it, must hold
        // none of the large one's positions.
        let small = Array(large[5_000..<5_600]) + random.text(400)
        for level in 1...3 {
            var compressor = Deflate.Compressor(level: level)
            _ = compressor.compress(large)
            #expect(compressor.compress(small) == Deflate.compress(small, level: level), "level \(level)")
            #expect(compressor.compress(large) == Deflate.compress(large, level: level), "level \(level)")
        }
    }

    @Test("a new table allocates only the buckets its input uses, and grows to the whole table when reused")
    func tableAllocatedOnUse() {
        var random = SplitMix64(seed: 34)
        let small = random.text(1_000)
        let large = random.text(100_000)
        for level in 1...3 {
            var table = BucketTable(level: level)
            #expect(table.allocatedSlots == 0, "level \(level)")
            table.size(forInputCount: small.count)
            var symbols = SymbolBuffer(capacity: small.count)
            _ = small.withElementHandle { table.parse($0, from: 0, room: small.count, into: &symbols) }
            #expect(table.allocatedSlots == table.ways << table.usedBits, "level \(level)")
            #expect(table.allocatedSlots < table.ways << table.hashBits, "level \(level)")
            // A compressor that has compressed a small input grows its table for a large one, whose
            // bytes must be a fresh compressor's: the slots added are empty.
            var compressor = Deflate.Compressor(level: level)
            #expect(compressor.compress(small) == Deflate.compress(small, level: level), "level \(level)")
            #expect(compressor.compress(large) == Deflate.compress(large, level: level), "level \(level)")
        }
    }

    @Test("after window slides a stream finds each repeat at its distance; a reset then leaves no history")
    func slidingWindow() throws {
        var random = SplitMix64(seed: 32)
        // Random bytes in which one 4,000-byte phrase recurs every 30,000 bytes, fed 40,000 bytes
        // at a time with a flush after each: the stream then slides its window by 32 KiB or
        // 64 KiB at most flushes, and most repeats have their source before a slide. A slide
        // of 32 KiB is half the range of the table's 16-bit positions: a slot read without it
        // would place the source 32 KiB off, outside the window.
        let phrase = random.bytes(4000)
        var input: [UInt8] = []
        while input.count < 600_000 { input += random.bytes(26_000) + phrase }
        for level in 1...3 {
            var stream = Deflate.Stream(level: level)
            var packed: [UInt8] = []
            for start in stride(from: 0, to: input.count, by: 40_000) {
                packed += stream.feed(input[start..<min(start + 40_000, input.count)])
                packed += stream.flush()
            }
            packed += stream.finish()
            #expect(try Inflate.decompress(packed) == input, "level \(level)")
            // Every repeat found, the stream is as small as the whole input compressed at once,
            // but for the flushes (blocks of their own, an empty stored block each): under
            // 8,000 bytes more. Each repeat missed costs about 4,000 bytes.
            let whole = Deflate.compress(input, level: level)
            #expect(packed.count < whole.count + 8000, "level \(level): \(packed.count) vs \(whole.count)")

            var encoder = DeflateEncoder(level: level)
            input.withElementHandle { encoder.encode($0, from: 0, final: false) }
            for _ in 0..<3 { encoder.slide(by: 1 << 30) }
            encoder.reset()
            let head = Array(input.prefix(60_000))
            head.withElementHandle { encoder.encode($0, from: 0, final: true) }
            encoder.writer.alignToByte()
            #expect(encoder.writer.takeBytes() == Deflate.compress(head, level: level), "level \(level)")
        }
    }

    @Test("streams at levels 1–3 round-trip for every chunk size, across window slides", arguments: [1, 333, 70_000])
    func streaming(chunk: Int) throws {
        var random = SplitMix64(seed: 0x57 + UInt64(chunk))
        let input =
            chunk == 1
            ? random.text(4000)
            : random.text(150_000) + FastLevelTests.qrLike(150_000, using: &random) + random.structured(150_000)
        for level in 1...3 {
            var stream = Deflate.Stream(level: level)
            var packed: [UInt8] = []
            var offset = 0
            while offset < input.count {
                let end = min(offset + chunk, input.count)
                packed += stream.feed(input[offset..<end])
                offset = end
            }
            packed += stream.finish()
            #expect(try Inflate.decompress(packed) == input, "level \(level) chunk \(chunk)")
        }
    }
}

@Suite("Deflate: bit writer")
struct BitWriterTests {
    /// The expected stream, built one bit at a time (RFC 1951 §3.1.1: least significant bit first).
    static func reference(_ fields: [(value: UInt64, width: Int)]) -> [UInt8] {
        var bits: [Bool] = []
        for field in fields {
            for bit in 0..<field.width { bits.append(field.value >> UInt64(bit) & 1 == 1) }
        }
        return stride(from: 0, to: bits.count, by: 8).map { start in
            var byte: UInt8 = 0
            for bit in start..<min(start + 8, bits.count) where bits[bit] { byte |= 1 << UInt8(bit - start) }
            return byte
        }
    }

    @Test("fields of 0 to 32 bits, written singly or through the word cursor, pack as bit by bit")
    func packing() {
        var random = SplitMix64(seed: 8)
        for round in 0..<50 {
            let fields: [(value: UInt64, width: Int)] = (0..<Int.random(in: 0...300, using: &random)).map { _ in
                let width = Int.random(in: 0...32, using: &random)
                return (width == 0 ? 0 : random.next() & (UInt64(1) << UInt64(width) - 1), width)
            }
            var writer = BitWriter()
            var index = 0
            while index < fields.count {
                // Alternate between the checked writer and the cursor, in runs of up to 20 fields.
                let run = fields[index..<min(index + Int.random(in: 1...20, using: &random), fields.count)]
                if (index / 7) % 2 == 0 {
                    for field in run { writer.write(UInt32(field.value), width: field.width) }
                } else {
                    writer.withCursor(capacity: run.count * 4) { cursor in
                        for field in run {
                            cursor.add(field.value, width: field.width)
                            cursor.flush()
                        }
                    }
                }
                index = run.endIndex
            }
            writer.alignToByte()
            #expect(writer.takeBytes() == BitWriterTests.reference(fields), "round \(round)")
        }
    }
}
