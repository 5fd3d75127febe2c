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
/// remain for a word-wide refill (one literal/length code, its extra bits, a distance code and its
/// extra bits take at most 15 + 5 + 15 + 13 = 48 of the 56 or more bits a refill leaves), and the
/// output has ``outputMargin`` free bytes past the stop index for the longest match plus the copy's
/// overrun. Near either edge it returns ``Stop/needMore`` and the caller goes on with the careful,
/// symbol-at-a-time ``DeflateBitReader``. Errors carry offsets into `input`.
enum HuffmanFastLoop {
    enum Stop {
        case endOfBlock
        /// Too little input or output room left; the careful reader takes over.
        case needMore
        case failure(InflateError)
    }

    /// Input bytes one refill loads.
    static let inputMargin = 8
    /// Output bytes the loop may write from its stop index on: a 258-byte match copied in 16-byte
    /// steps overruns its end by at most 15.
    static let outputMargin = 274

    /// The tables of one block, borrowed for the loop.
    struct Tables {
        let literal: UnsafeBufferPointer<UInt32>
        let literalBits: Int
        let distance: UnsafeBufferPointer<UInt32>
        let distanceBits: Int
    }

    /// Runs ``run(input:cursor:tables:output:count:stop:windowStart:)`` with the tables of
    /// `literal` and `distance` and the storage of `output`: the one place both inflaters borrow
    /// them.
    static func run(
        input: UnsafeBufferPointer<UInt8>, cursor: inout BitCursor, literal: HuffmanTable, distance: HuffmanTable,
        output: inout [UInt8], count: inout Int, stop: Int, windowStart: Int
    ) -> Stop {
        output.withUnsafeMutableBufferPointer { out in
            literal.entries.withUnsafeBufferPointer { literalEntries in
                distance.entries.withUnsafeBufferPointer { distanceEntries in
                    guard let start = out.baseAddress else { return .needMore }
                    return run(
                        input: input, cursor: &cursor,
                        tables: .init(
                            literal: literalEntries, literalBits: literal.primaryBits,
                            distance: distanceEntries, distanceBits: distance.primaryBits),
                        output: start, count: &count, stop: stop, windowStart: windowStart)
                }
            }
        }
    }

    /// Decodes symbols into `output` from `count` while `count < stop` and input remains.
    ///
    /// - Parameters:
    ///   - output: at least `stop + outputMargin` bytes; bytes before `count` are the output so
    ///     far, and from `windowStart` on (which may be negative) they belong to this stream, so
    ///     a match may reach back `count - windowStart` bytes.
    ///   - stop: the caller keeps it at most `limit - 258` below an output limit, so no step
    ///     here can pass the limit.
    // swift-format-ignore: NeverForceUnwrap
    static func run(
        input: UnsafeBufferPointer<UInt8>, cursor: inout BitCursor, tables: Tables,
        output: UnsafeMutablePointer<UInt8>, count: inout Int, stop: Int, windowStart: Int
    ) -> Stop {
        guard let source = UnsafeRawPointer(input.baseAddress),
            let literals = tables.literal.baseAddress, let distances = tables.distance.baseAddress
        else { return .needMore }
        // Every value below is bounded by construction (shifts below 64, table indices inside the
        // tables, bit counts in 0...63), so the loop uses masking shifts and wrapping arithmetic.
        let lastLoad = input.count - inputMargin
        let literalBits = tables.literalBits
        let literalMask = (UInt64(1) &<< UInt64(truncatingIfNeeded: literalBits)) &- 1
        let distanceMask = (UInt64(1) &<< UInt64(truncatingIfNeeded: tables.distanceBits)) &- 1
        var position = cursor.position
        var bitBuffer = cursor.bitBuffer
        var bitCount = cursor.bitCount
        var written = count
        defer {
            cursor = BitCursor(position: position, bitBuffer: bitBuffer, bitCount: bitCount)
            count = written
        }
        // The next literal/length entry, looked up ahead (while a match is copied) when at
        // least `literalBits` bits remained; a refill only adds bits above `bitCount`, so the
        // entry stays valid.
        var entry: UInt32 = 0
        var ready = false
        while written < stop && position <= lastLoad {
            // Branch-free refill to 56...63 bits: load 8 bytes, keep whole bytes below bit 64.
            // One refill covers a whole match: a length code with its extra bits and a distance
            // code with its extra bits take at most 15 + 5 + 15 + 13 = 48 bits.
            let word = source.loadLittleEndian(UInt64.self, at: position)
            bitBuffer |= word &<< UInt64(truncatingIfNeeded: bitCount)
            position &+= (63 &- bitCount) &>> 3
            bitCount |= 56

            if !ready { entry = literals[Int(truncatingIfNeeded: bitBuffer & literalMask)] }
            ready = false
            if entry & HuffmanTable.literalFlag != 0 {
                // Literals (one or a pair an entry) while a whole primary entry surely remains.
                // Each entry takes at least one bit per byte it writes, and one spare byte may be
                // stored, so writes stay within 64 bytes past `stop`, inside the margin.
                repeat {
                    bitBuffer &>>= UInt64(entry & 0xFF)
                    bitCount &-= Int(entry & 0xFF)
                    output[written] = UInt8(truncatingIfNeeded: entry &>> 16)
                    output[written &+ 1] = UInt8(truncatingIfNeeded: entry &>> 24)
                    written &+= 1 &+ Int(entry &>> 13 & 1)
                    entry = literals[Int(truncatingIfNeeded: bitBuffer & literalMask)]
                } while entry & HuffmanTable.literalFlag != 0 && bitCount >= literalBits
                ready = bitCount >= literalBits
                continue
            }
            if entry & HuffmanTable.exceptionalFlag != 0 {
                if entry & HuffmanTable.linkFlag != 0 {
                    // A code longer than the primary bits: drop those, look up the rest.
                    let primary = entry & 0xFF
                    bitBuffer &>>= UInt64(primary)
                    bitCount &-= Int(primary)
                    let sub = bitBuffer & ((1 &<< UInt64(entry &>> 8 & 0xF)) &- 1)
                    entry = literals[Int(entry &>> 16) &+ Int(truncatingIfNeeded: sub)]
                    if entry & HuffmanTable.literalFlag != 0 {
                        bitBuffer &>>= UInt64(entry & 0xFF)
                        bitCount &-= Int(entry & 0xFF)
                        output[written] = UInt8(truncatingIfNeeded: entry &>> 16)
                        written &+= 1
                        continue
                    }
                    if entry & HuffmanTable.exceptionalFlag != 0 {
                        if entry & 0xFF != 0 {
                            bitBuffer &>>= UInt64(entry & 0xFF)
                            bitCount &-= Int(entry & 0xFF)
                            return .endOfBlock
                        }
                        return .failure(.invalidCode(offset: codeOffset(position, bitCount &+ Int(primary))))
                    }
                } else {
                    // End-of-block, or a pattern no valid symbol has (it consumes nothing).
                    if entry & 0xFF == 0 { return .failure(.invalidCode(offset: codeOffset(position, bitCount))) }
                    bitBuffer &>>= UInt64(entry & 0xFF)
                    bitCount &-= Int(entry & 0xFF)
                    return .endOfBlock
                }
            }
            // A length: its code and extra bits in one shift, the extra bits from the saved word.
            var saved = bitBuffer
            var width = UInt64(entry & 0xFF)
            bitBuffer &>>= width
            bitCount &-= Int(width)
            let length =
                Int(entry &>> 16)
                &+ Int(truncatingIfNeeded: (saved & ((1 &<< width) &- 1)) &>> UInt64(entry &>> 8 & 0xF))

            var distanceEntry = distances[Int(truncatingIfNeeded: bitBuffer & distanceMask)]
            if distanceEntry & HuffmanTable.exceptionalFlag != 0 {
                var primary: UInt32 = 0
                if distanceEntry & HuffmanTable.linkFlag != 0 {
                    primary = distanceEntry & 0xFF
                    bitBuffer &>>= UInt64(primary)
                    bitCount &-= Int(primary)
                    let sub = bitBuffer & ((1 &<< UInt64(distanceEntry &>> 8 & 0xF)) &- 1)
                    distanceEntry = distances[Int(distanceEntry &>> 16) &+ Int(truncatingIfNeeded: sub)]
                }
                if distanceEntry & HuffmanTable.exceptionalFlag != 0 {
                    return .failure(.invalidCode(offset: codeOffset(position, bitCount &+ Int(primary))))
                }
            }
            saved = bitBuffer
            width = UInt64(distanceEntry & 0xFF)
            bitBuffer &>>= width
            bitCount &-= Int(width)
            let distance =
                Int(distanceEntry &>> 16)
                &+ Int(truncatingIfNeeded: (saved & ((1 &<< width) &- 1)) &>> UInt64(distanceEntry &>> 8 & 0xF))
            let available = written &- windowStart
            // One unsigned comparison: distance beyond what is available (never 0 here).
            if UInt(bitPattern: distance &- 1) >= UInt(bitPattern: available) {
                return .failure(
                    .distanceTooFarBack(
                        offset: codeOffset(position, bitCount), distance: distance, available: available))
            }
            if bitCount >= literalBits {
                entry = literals[Int(truncatingIfNeeded: bitBuffer & literalMask)]
                ready = true
            }
            copyMatch(output + written, distance: distance, length: length)
            written &+= length
        }
        return .needMore
    }

    /// Byte offset of the input bit `bitCount` bits before byte `position`: where an erroneous
    /// code starts.
    @inline(never)
    private static func codeOffset(_ position: Int, _ bitCount: Int) -> Int { (position * 8 - bitCount) / 8 }

    /// Copies 16 bytes as two words, both loaded before either is stored.
    @inline(__always)
    private static func copy16(to target: UnsafeMutablePointer<UInt8>, from source: UnsafeMutablePointer<UInt8>) {
        let low = UnsafeRawPointer(source).loadUnaligned(as: UInt64.self)
        let high = UnsafeRawPointer(source + 8).loadUnaligned(as: UInt64.self)
        UnsafeMutableRawPointer(target).storeBytes(of: low, as: UInt64.self)
        UnsafeMutableRawPointer(target + 8).storeBytes(of: high, as: UInt64.self)
    }

    /// Copies `length` (3...258) bytes from `distance` back to `destination`; an overlapping copy
    /// repeats the last `distance` bytes (§3.2.3). Writes up to 15 bytes past the match.
    @inline(__always)
    static func copyMatch(_ destination: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
        var target = destination
        let end = destination + length
        if distance >= 16 {
            // 16 bytes per step; each load still ends at or before the store's start. The first
            // 32 bytes go without a loop test, so most matches take no data-dependent branch;
            // a short match overruns its end by at most 29 bytes, inside the margin.
            var source = destination - distance
            copy16(to: target, from: source)
            copy16(to: target + 16, from: source + 16)
            if length > 32 {
                target += 32
                source += 32
                repeat {
                    copy16(to: target, from: source)
                    target += 16
                    source += 16
                } while target < end
            }
        } else if distance >= 8 {
            // Each 8-byte load ends at or before the store's start, so it reads finished bytes.
            var source = destination - distance
            repeat {
                UnsafeMutableRawPointer(target).storeBytes(
                    of: UnsafeRawPointer(source).loadUnaligned(as: UInt64.self), as: UInt64.self)
                target += 8
                source += 8
            } while target < end
        } else if distance == 1 {
            let word = UInt64(destination[-1]) &* 0x0101_0101_0101_0101
            repeat {
                UnsafeMutableRawPointer(target).storeBytes(of: word, as: UInt64.self)
                target += 8
            } while target < end
        } else {
            // The output repeats with period `distance`, so also with period `step`, the smallest
            // multiple of `distance` not below 8. Once `step - distance` bytes are copied one by
            // one, whole words can come from `step` back.
            let step = distance * ((8 + distance - 1) / distance)
            let head = destination + min(length, step - distance)
            while target < head {
                target.pointee = target[-distance]
                target += 1
            }
            var source = target - step
            while target < end {
                UnsafeMutableRawPointer(target).storeBytes(
                    of: UnsafeRawPointer(source).loadUnaligned(as: UInt64.self), as: UInt64.self)
                target += 8
                source += 8
            }
        }
    }
}
