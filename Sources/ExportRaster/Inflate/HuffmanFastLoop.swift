/// A 64-bit bit reader's place in a borrowed input buffer: the next byte to load is `position`,
/// and `bitBuffer` holds `bitCount` unread bits, least significant first (RFC 1951 §3.1.1).
///
/// Bits of `bitBuffer` above `bitCount` may hold copies of the bytes from `position` on (the
/// word-wide refill loads them early); they are the real input bits, so loading them again is
/// harmless.
struct BitCursor {
    var position: Int
    var bitBuffer: UInt64 = 0
    var bitCount = 0
}

/// The hot loop of a Huffman-coded block (RFC 1951 §3.2.5), shared by the whole-buffer and the
/// streaming decoder.
///
/// It runs only while a whole step fits without checks: at least ``inputMargin`` input bytes
/// remain for a word-wide refill, and the output has ``outputMargin`` free bytes past the stop
/// index for the longest match plus the copy's overrun. Near either edge it returns
/// ``Stop/needMore`` and the caller goes on with the careful, symbol-at-a-time
/// ``DeflateBitReader``. Errors carry offsets into `input`.
///
/// The loop keeps three invariants that let it decode without checking bit counts:
/// - Each step starts right after a refill, with 56...63 bits counted in the bit buffer. A step
///   consumes at most 48 of them: up to three primary literal entries (at most 11 bits each), or
///   one literal from a sub-table (at most 15 bits), or a length code with its extra bits and a
///   distance code with its extra bits (15 + 5 + 15 + 13).
/// - After a refill all 64 bits of the buffer are real input (the refill loads a whole word), so
///   even after the 48 bits of a match at least 16 real bits remain: enough to look up the next
///   literal/length entry (at most 11 bits) before the refill, while the match is copied.
/// - The count of bits is kept in the low byte of `bitsLeft` only: whole table entries are
///   subtracted from it (their low byte is the number of bits they consume, never more than the
///   count, so no borrow reaches past the low byte's value) and shifts mask their count to six
///   bits, so the bits above are never cleared. This saves one mask per symbol, as libdeflate does.
enum HuffmanFastLoop {
    enum Stop {
        case endOfBlock
        /// Too little input or output room left; the careful reader takes over.
        case needMore
        case failure(InflateError)
    }

    /// Index bits of every literal/length primary table the loop decodes with (built with
    /// `fullWidth`), so that its mask is a constant, as libdeflate's is.
    static let literalTableBits = 11
    /// Index bits of every distance primary table the loop decodes with.
    static let distanceTableBits = 8

    /// Input bytes one refill loads.
    static let inputMargin = 8
    /// Output bytes the loop may write from its stop index on: a 258-byte match copied in 16-byte
    /// steps overruns its end by at most 15.
    static let outputMargin = 274

    /// The tables of one block, borrowed for the loop: primary tables of ``literalTableBits``
    /// and ``distanceTableBits`` index bits, each followed by its sub-tables.
    struct Tables {
        let literal: ElementHandle<UInt32>
        let distance: ElementHandle<UInt32>
    }

    /// Runs ``run(input:cursor:tables:output:count:stop:windowStart:)`` with the tables of
    /// `literal` and `distance` and the storage of `output`: the one place both inflaters borrow
    /// them.
    ///
    /// - Precondition: the tables were built `fullWidth` with ``literalTableBits`` and
    ///   ``distanceTableBits`` primary bits (as the fixed tables and `readDynamicTables()` build
    ///   them); a programmer error otherwise.
    static func run(
        input: ElementHandle<UInt8>, cursor: inout BitCursor, literal: HuffmanTable, distance: HuffmanTable,
        output: inout [UInt8], count: inout Int, stop: Int, windowStart: Int
    ) -> Stop {
        precondition(
            literal.primaryBits == literalTableBits && distance.primaryBits == distanceTableBits,
            "fast-loop tables are built full width")
        return output.withMutableElementHandle { out in
            withElementHandles(literal.entries, distance.entries) { literalEntries, distanceEntries in
                run(
                    input: input, cursor: &cursor, tables: .init(literal: literalEntries, distance: distanceEntries),
                    output: out, count: &count, stop: stop, windowStart: windowStart)
            }
        }
    }

    /// Decodes symbols into `output` from `count` while `count < stop` and input remains.
    ///
    /// - Parameters:
    ///   - output: at least `stop + outputMargin` bytes; bytes before `count` are the output so
    ///     far, and from `windowStart` on (which may be negative) they belong to this stream, so
    ///     a match may reach back `count - windowStart` bytes.
    ///   - stop: the loop returns after the step that reaches it, which may pass it by up to
    ///     258 bytes (a match), inside the margin; a caller whose output limit is `stop` checks
    ///     `count` against it on return.
    /// - Complexity: O(output written + input consumed).
    static func run(
        input: ElementHandle<UInt8>, cursor: inout BitCursor, tables: Tables,
        output: MutableElementHandle<UInt8>, count: inout Int, stop: Int, windowStart: Int
    ) -> Stop {
        guard count < stop && cursor.position <= input.count - inputMargin else { return .needMore }
        // Every value below is bounded by construction (shifts below 64, table indices inside the
        // tables, bit counts in 0...63), so the loop uses masking shifts and wrapping arithmetic.
        // Input and output positions are places (addresses), not indices: see ``BytePlace``.
        let inputStart = input.place(at: 0)
        let lastLoad = input.place(at: input.count - inputMargin)
        let outputStart = output.place(at: 0)
        let outputStop = output.place(at: stop)
        // A stream's window may start before the buffer (a negative `windowStart`) only once the
        // buffer holds a whole window before `count`, and no distance reaches further than that
        // (RFC 1951 §3.2.5: at most 32768), so the buffer's start serves as the floor then.
        let windowFloor = output.place(at: max(windowStart, 0))
        let literals = tables.literal
        let distances = tables.distance
        let literalMask: UInt64 = (1 << literalTableBits) - 1
        let distanceMask: UInt64 = (1 << distanceTableBits) - 1
        var next = inputStart + cursor.position
        var bitBuffer = cursor.bitBuffer
        var bitsLeft = UInt64(truncatingIfNeeded: cursor.bitCount)
        var out = outputStart + count
        defer {
            cursor = BitCursor(position: next - inputStart, bitBuffer: bitBuffer, bitCount: Int(bitsLeft & 0xFF))
            count = out - outputStart
        }

        /// Branch-free refill to 56...63 bits: load 8 bytes, count the whole bytes that fit below
        /// bit 64. `next <= lastLoad` must hold, which the loop tests before each step.
        @inline(__always)
        func refill() {
            // Unchecked: next <= lastLoad, eight bytes before the input's end.
            bitBuffer |= next.loadWord() &<< bitsLeft
            next = next + Int(truncatingIfNeeded: (63 &- bitsLeft) &>> 3 & 7)
            bitsLeft |= 56
        }

        /// The literal/length entry at the start of the bit buffer. Unchecked: the index is below
        /// 2^literalTableBits, the size of the primary table.
        @inline(__always)
        func literalEntry() -> UInt32 { literals[unchecked: Int(truncatingIfNeeded: bitBuffer & literalMask)] }

        /// Drops the bits that `entry` consumes (its low byte, below 64, so the masking shift
        /// takes it whole).
        @inline(__always)
        func consume(_ entry: UInt32) {
            bitBuffer &>>= UInt64(entry)
            bitsLeft &-= UInt64(entry)
        }

        /// Writes the literal of a primary entry, and the second literal of a pair, as one
        /// two-byte store (the second byte is overwritten later when the entry holds one literal).
        /// Unchecked: `out < outputStop` held before the step, and a step writes at most seven
        /// bytes of literals, inside the margin.
        @inline(__always)
        func emitLiterals(_ entry: UInt32) {
            consume(entry)
            out.store(littleEndian: UInt16(truncatingIfNeeded: entry &>> 16))
            out = out + (1 &+ Int(truncatingIfNeeded: entry &>> 13 & 1))
        }

        /// The extra bits of a length or distance `entry` (§3.2.5) from `saved`, the bit buffer
        /// before the entry was consumed: the bits below its whole count (low byte) above its
        /// code length (bits 8...13), in one mask and one shift. Both shifts mask their count to
        /// six bits, which takes the low byte whole (at most 28) and bits 8...13 alone.
        @inline(__always)
        func extraBits(_ saved: UInt64, _ entry: UInt32) -> Int {
            Int(truncatingIfNeeded: (saved & ((1 &<< UInt64(entry)) &- 1)) &>> UInt64(entry &>> 8))
        }

        refill()
        // Each step ends with a refill, so the next must find a whole word at `next` too.
        if lastLoad < next { return .needMore }
        var entry = literalEntry()
        while true {
            // Literals and exceptional entries branch off; a resolved length falls through to the
            // match below, the loop's most common and longest path.
            if entry & (HuffmanTable.literalFlag | HuffmanTable.exceptionalFlag) != 0 {
                if entry & HuffmanTable.literalFlag != 0 {
                    // Up to three primary literal entries (one or two bytes each) per refill.
                    emitLiterals(entry)
                    entry = literalEntry()
                    if entry & HuffmanTable.literalFlag != 0 {
                        emitLiterals(entry)
                        entry = literalEntry()
                        if entry & HuffmanTable.literalFlag != 0 {
                            emitLiterals(entry)
                            entry = literalEntry()
                        }
                    }
                    refill()
                    if outputStop <= out || lastLoad < next { return .needMore }
                    continue
                }
                if entry & HuffmanTable.linkFlag != 0 {
                    // A code longer than the primary bits: drop those, look up the rest. The
                    // sub-table was sized for its longest code, so the index stays inside it.
                    let primary = entry & 0xFF
                    consume(entry)
                    let sub = bitBuffer & ((1 &<< UInt64(entry &>> 8 & 0xF)) &- 1)
                    entry = literals[unchecked: Int(entry &>> 16) &+ Int(truncatingIfNeeded: sub)]
                    if entry & HuffmanTable.literalFlag != 0 {
                        // A literal from a sub-table: one byte, never a pair.
                        consume(entry)
                        out.store(UInt8(truncatingIfNeeded: entry &>> 16))
                        out = out + 1
                        entry = literalEntry()
                        refill()
                        if outputStop <= out || lastLoad < next { return .needMore }
                        continue
                    }
                    if entry & HuffmanTable.exceptionalFlag != 0 && entry & HuffmanTable.pendingExtraFlag == 0 {
                        if entry & 0xFF == 0 {
                            return .failure(
                                .invalidCode(
                                    offset: codeOffset(next - inputStart, (bitsLeft & 0xFF) &+ UInt64(primary))))
                        }
                        consume(entry)
                        return .endOfBlock
                    }
                } else if entry & HuffmanTable.pendingExtraFlag == 0 {
                    // End-of-block, or a pattern no valid symbol has (it consumes nothing).
                    if entry & 0xFF == 0 {
                        return .failure(.invalidCode(offset: codeOffset(next - inputStart, bitsLeft)))
                    }
                    consume(entry)
                    return .endOfBlock
                }
                if entry & HuffmanTable.pendingExtraFlag != 0 {
                    // A length whose extra bits the table could not take in: read them (they
                    // follow its code, bits 8...11) and resolve the entry, which keeps its
                    // low byte (code and extra bits).
                    let codeBits = UInt64(entry &>> 8 & 0xF)
                    let extraCount = UInt64(entry & 0xFF) &- codeBits
                    let extra = (bitBuffer &>> codeBits) & ((1 &<< extraCount) &- 1)
                    entry = (entry & 0xFF) | (entry &>> 16 &+ UInt32(truncatingIfNeeded: extra)) &<< 16
                }
            }
            // A resolved length: code and extra bits in one shift, the length whole.
            consume(entry)
            // Unchecked: the index is below 2^distanceTableBits, the primary table's size.
            var distanceEntry = distances[unchecked: Int(truncatingIfNeeded: bitBuffer & distanceMask)]
            let length = Int(entry &>> 16)
            if distanceEntry & HuffmanTable.exceptionalFlag != 0 {
                if distanceEntry & HuffmanTable.linkFlag == 0 {
                    return .failure(.invalidCode(offset: codeOffset(next - inputStart, bitsLeft)))
                }
                let primary = distanceEntry & 0xFF
                consume(distanceEntry)
                let sub = bitBuffer & ((1 &<< UInt64(distanceEntry &>> 8 & 0xF)) &- 1)
                distanceEntry = distances[unchecked: Int(distanceEntry &>> 16) &+ Int(truncatingIfNeeded: sub)]
                if distanceEntry & HuffmanTable.exceptionalFlag != 0 {
                    return .failure(
                        .invalidCode(
                            offset: codeOffset(next - inputStart, (bitsLeft & 0xFF) &+ UInt64(primary))))
                }
            }
            // The distance's extra bits from the saved buffer (bits 8...13 of a distance
            // entry are its code length).
            let saved = bitBuffer
            consume(distanceEntry)
            let distance = Int(distanceEntry &>> 16) &+ extraBits(saved, distanceEntry)
            // A distance beyond the window so far (distances are at least 1, and `out` never
            // falls below the window's floor).
            if distance > out - windowFloor {
                let available = (out - outputStart) &- windowStart
                return .failure(
                    .distanceTooFarBack(
                        offset: codeOffset(next - inputStart, bitsLeft), distance: distance,
                        available: available))
            }
            // Look up the next entry before the copy, so they overlap it, and refill after it:
            // refilled before, the buffer from before the refill stayed live across the copy, on
            // the stack, and the peer script measured inflate 3% slower against libdeflate.
            entry = literalEntry()
            copyMatch(to: out, distance: distance, length: length)
            refill()
            out = out + length
            if outputStop <= out || lastLoad < next { return .needMore }
        }
    }

    /// Byte offset of the input bit `bitsLeft` (its low byte) bits before byte `position`: where
    /// an erroneous code starts.
    @inline(never)
    private static func codeOffset(_ position: Int, _ bitsLeft: UInt64) -> Int {
        (position * 8 - Int(bitsLeft & 0xFF)) / 8
    }
}
