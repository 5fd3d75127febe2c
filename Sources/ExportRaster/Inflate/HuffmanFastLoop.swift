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
        guard let source = UnsafeRawPointer(input.baseAddress) else { return .needMore }
        // Every value below is bounded by construction (shifts below 64, table indices inside the
        // tables, bit counts in 0...63), so the loop uses masking shifts and wrapping arithmetic.
        let lastLoad = input.count - inputMargin
        let literal = Lookup(entries: tables.literal, bits: tables.literalBits)
        let distanceTable = Lookup(entries: tables.distance, bits: tables.distanceBits)
        var position = cursor.position
        var bitBuffer = cursor.bitBuffer
        var bitCount = cursor.bitCount
        var written = count
        defer {
            cursor = BitCursor(position: position, bitBuffer: bitBuffer, bitCount: bitCount)
            count = written
        }
        while written < stop && position <= lastLoad {
            // Branch-free refill to 56...63 bits: load 8 bytes, keep whole bytes below bit 64.
            let word = UInt64(littleEndian: (source + position).loadUnaligned(as: UInt64.self))
            bitBuffer |= word &<< UInt64(truncatingIfNeeded: bitCount)
            position &+= (63 &- bitCount) &>> 3
            bitCount |= 56

            let entry = literal[bitBuffer]
            // An unassigned pattern has length 0 and no flag: nothing is consumed, and it is
            // caught below with end-of-block, off the path of literals and lengths.
            bitBuffer &>>= UInt64(entry & 0xFF)
            bitCount &-= Int(entry & 0xFF)
            if entry & HuffmanTable.literalFlag != 0 {
                written = writeLiterals(entry, to: output, at: written, bitBuffer: &bitBuffer, bitCount: &bitCount)
                // More literals while a whole entry (a code of 15 bits at most, or a pair within
                // the 10-bit primary table) surely remains: at least two after a refill. Each byte
                // takes at least one of the 63 bits a refill leaves, so with the spare byte
                // `writeLiterals` stores, writes stay within 64 bytes past `stop`, inside the margin.
                while bitCount >= 15 {
                    let next = literal[bitBuffer]
                    guard next & HuffmanTable.literalFlag != 0 else { break }
                    bitBuffer &>>= UInt64(next & 0xFF)
                    bitCount &-= Int(next & 0xFF)
                    written = writeLiterals(next, to: output, at: written, bitBuffer: &bitBuffer, bitCount: &bitCount)
                }
                continue
            }
            if entry & HuffmanTable.lengthFlag == 0 {
                if entry & HuffmanTable.endOfBlockFlag != 0 { return .endOfBlock }
                return .failure(.invalidCode(offset: (position * 8 - bitCount) / 8))
            }
            let lengthExtra = UInt64(entry &>> 12 & 0xF)
            let length = Int(entry &>> 16) &+ Int(truncatingIfNeeded: bitBuffer & ((1 &<< lengthExtra) &- 1))
            bitBuffer &>>= lengthExtra
            bitCount &-= Int(lengthExtra)

            // An unassigned pattern has length 0, no extra bits and base 0, so it consumes
            // nothing and decodes to distance 0, which the range check below catches.
            let distanceEntry = distanceTable[bitBuffer]
            let distanceLength = Int(distanceEntry & 0xFF)
            bitBuffer &>>= UInt64(distanceLength)
            bitCount &-= distanceLength
            let distanceExtra = UInt64(distanceEntry &>> 12 & 0xF)
            let distance =
                Int(distanceEntry &>> 16) &+ Int(truncatingIfNeeded: bitBuffer & ((1 &<< distanceExtra) &- 1))
            bitBuffer &>>= distanceExtra
            bitCount &-= Int(distanceExtra)
            let available = written &- windowStart
            // One unsigned comparison: distance 0 (unassigned) or beyond what is available.
            if UInt(bitPattern: distance &- 1) >= UInt(bitPattern: available) {
                let offset = (position * 8 - bitCount) / 8
                if distanceLength == 0 { return .failure(.invalidCode(offset: offset)) }
                return .failure(.distanceTooFarBack(offset: offset, distance: distance, available: available))
            }
            copyMatch(output + written, distance: distance, length: length)
            written &+= length
        }
        return .needMore
    }

    /// Writes the literal of `entry`, whose code is already consumed, and the second literal a
    /// primary entry may carry (``HuffmanTable``), consuming its code. Always stores two bytes:
    /// the second is overwritten later when the entry holds one literal. Returns the new count.
    @inline(__always)
    private static func writeLiterals(
        _ entry: UInt32, to output: UnsafeMutablePointer<UInt8>, at written: Int, bitBuffer: inout UInt64,
        bitCount: inout Int
    ) -> Int {
        let secondLength = entry &>> 12 & 0xF
        bitBuffer &>>= UInt64(secondLength)
        bitCount &-= Int(secondLength)
        output[written] = UInt8(truncatingIfNeeded: entry &>> 16)
        output[written &+ 1] = UInt8(truncatingIfNeeded: entry &>> 24)
        return written &+ 1 &+ Int((secondLength &+ 15) &>> 4)
    }

    /// Copies 16 bytes as two words, both loaded before either is stored.
    @inline(__always)
    private static func copy16(to target: UnsafeMutablePointer<UInt8>, from source: UnsafeMutablePointer<UInt8>) {
        let low = UnsafeRawPointer(source).loadUnaligned(as: UInt64.self)
        let high = UnsafeRawPointer(source + 8).loadUnaligned(as: UInt64.self)
        UnsafeMutableRawPointer(target).storeBytes(of: low, as: UInt64.self)
        UnsafeMutableRawPointer(target + 8).storeBytes(of: high, as: UInt64.self)
    }

    /// A borrowed ``HuffmanTable``: the entry for the next code in a bit buffer, following a
    /// sub-table link when the code is longer than the primary bits.
    struct Lookup {
        let entries: UnsafeBufferPointer<UInt32>
        let mask: UInt64
        let bits: UInt64

        init(entries: UnsafeBufferPointer<UInt32>, bits: Int) {
            self.entries = entries
            self.bits = UInt64(bits)
            mask = (1 &<< UInt64(bits)) &- 1
        }

        @inline(__always)
        subscript(bitBuffer: UInt64) -> UInt32 {
            let entry = entries[Int(truncatingIfNeeded: bitBuffer & mask)]
            guard entry & HuffmanTable.linkFlag != 0 else { return entry }
            let sub = (bitBuffer &>> bits) & ((1 &<< UInt64(entry & 0xFF)) &- 1)
            return entries[Int(entry &>> 16) &+ Int(truncatingIfNeeded: sub)]
        }
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
