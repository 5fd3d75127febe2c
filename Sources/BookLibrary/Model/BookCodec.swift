#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A compact binary encoding of ``Book`` for the journal and the snapshot.
///
/// Layout (version 1): integers are LEB128 varints, strings are a varint byte count then UTF-8,
/// optionals are a presence byte then the value, doubles are their IEEE 754 bit pattern as 8
/// little-endian bytes. Fields in declaration order of ``Book``.
enum BookCodec {
    static let version: UInt8 = 1

    /// Why bytes do not decode to a book.
    struct DecodeError: Error, Equatable {
        let reason: String
    }

    static func encode(_ book: Book, into out: inout [UInt8]) {
        out.append(version)
        encodeID(book.id, into: &out)
        encodeOptional(book.isbn.map { isbn in isbn.isbn13 + (isbn.addOn.map { "+" + $0 } ?? "") }, into: &out)
        out.append(book.isbn?.isRepaired == true ? 1 : 0)
        encodeString(book.title, into: &out)
        encodeVarint(UInt64(book.authors.count), into: &out)
        for author in book.authors { encodeString(author, into: &out) }
        encodeOptional(book.coverURL?.absoluteString, into: &out)
        encodeString(book.format.rawValue, into: &out)
        encodeOptional(book.publisher, into: &out)
        encodeOptional(book.publishedDate, into: &out)
        if let pages = book.pageCount {
            out.append(1)
            encodeVarint(UInt64(bitPattern: Int64(pages)), into: &out)
        } else {
            out.append(0)
        }
        if let confidence = book.spineConfidence {
            out.append(1)
            encodeDouble(confidence, into: &out)
        } else {
            out.append(0)
        }
        encodeDouble(book.addedAt.timeIntervalSinceReferenceDate, into: &out)
        encodeString(book.enrichmentStatus.rawValue, into: &out)
        let edited = book.userEditedFields.sorted()
        encodeVarint(UInt64(edited.count), into: &out)
        for field in edited { encodeString(field.rawValue, into: &out) }
        encodeOptional(book.rawJSON, into: &out)
    }

    static func encodeID(_ id: Book.ID, into out: inout [UInt8]) {
        encodeString(id.description, into: &out)
    }

    static func encodeVarint(_ value: UInt64, into out: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
    }

    static func encodeString(_ text: String, into out: inout [UInt8]) {
        encodeVarint(UInt64(text.utf8.count), into: &out)
        out.append(contentsOf: text.utf8)
    }

    static func encodeOptional(_ text: String?, into out: inout [UInt8]) {
        if let text {
            out.append(1)
            encodeString(text, into: &out)
        } else {
            out.append(0)
        }
    }

    static func encodeDouble(_ value: Double, into out: inout [UInt8]) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    /// Reads values from a byte slice, throwing on anything out of bounds or malformed.
    struct Reader {
        let bytes: ArraySlice<UInt8>
        var position: Int

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            position = bytes.startIndex
        }

        var isAtEnd: Bool { position == bytes.endIndex }

        mutating func byte() throws(DecodeError) -> UInt8 {
            guard position < bytes.endIndex else { throw DecodeError(reason: "unexpected end") }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func varint() throws(DecodeError) -> UInt64 {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                guard shift < 64 else { throw DecodeError(reason: "varint too long") }
                result |= UInt64(next & 0x7F) << shift
                if next < 0x80 { return result }
                shift += 7
            }
        }

        mutating func count() throws(DecodeError) -> Int {
            let value = try varint()
            guard value <= UInt64(bytes.endIndex - position) else { throw DecodeError(reason: "length past end") }
            return Int(value)
        }

        mutating func string() throws(DecodeError) -> String {
            let length = try count()
            defer { position += length }
            return String(decoding: bytes[position..<position + length], as: UTF8.self)
        }

        mutating func optionalString() throws(DecodeError) -> String? {
            try flag() ? try string() : nil
        }

        mutating func flag() throws(DecodeError) -> Bool {
            switch try byte() {
            case 0: return false
            case 1: return true
            case let other: throw DecodeError(reason: "bad flag \(other)")
            }
        }

        mutating func double() throws(DecodeError) -> Double {
            var bits: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(try byte()) << UInt64(shift) }
            return Double(bitPattern: bits)
        }

        mutating func id() throws(DecodeError) -> Book.ID {
            let text = try string()
            guard let id = Book.ID(text) else { throw DecodeError(reason: "bad id") }
            return id
        }
    }

    static func decode(_ reader: inout Reader) throws(DecodeError) -> Book {
        guard try reader.byte() == version else { throw DecodeError(reason: "unknown book version") }
        let id = try reader.id()
        var isbn: ISBN?
        let isbnText = try reader.optionalString()
        let repaired = try reader.flag()
        if let isbnText {
            let parts = isbnText.split(separator: "+", maxSplits: 1)
            do {
                let parsed = parts.count == 1 ? try ISBN(storedDigits: parts[0]) : try ISBN(parts.joined())
                isbn = ISBN(validated: parsed, isRepaired: repaired)
            } catch {
                throw DecodeError(reason: "bad ISBN \(isbnText)")
            }
        }
        let title = try reader.string()
        let authorCount = try reader.count()
        var authors: [String] = []
        authors.reserveCapacity(authorCount)
        for _ in 0..<authorCount { authors.append(try reader.string()) }
        let cover = try reader.optionalString().flatMap { URL(string: $0) }
        guard let format = Book.Format(rawValue: try reader.string()) else { throw DecodeError(reason: "bad format") }
        let publisher = try reader.optionalString()
        let published = try reader.optionalString()
        let pages = try reader.flag() ? Int(truncatingIfNeeded: Int64(bitPattern: try reader.varint())) : nil
        let confidence = try reader.flag() ? try reader.double() : nil
        let added = Date(timeIntervalSinceReferenceDate: try reader.double())
        guard let status = Book.EnrichmentStatus(rawValue: try reader.string()) else {
            throw DecodeError(reason: "bad enrichment status")
        }
        var edited = Set<Book.Field>()
        for _ in 0..<(try reader.count()) {
            guard let field = Book.Field(rawValue: try reader.string()) else { throw DecodeError(reason: "bad field") }
            edited.insert(field)
        }
        let raw = try reader.optionalString()
        var book = Book(
            isbn: isbn, localID: "", title: title, authors: authors, coverURL: cover, format: format,
            publisher: publisher,
            publishedDate: published, pageCount: pages, spineConfidence: confidence, addedAt: added,
            enrichmentStatus: status, userEditedFields: edited, rawJSON: raw)
        book.id = id
        return book
    }
}
