@testable import ExportRaster

/// A minimal reader of the PDF file layout, written from ISO 32000-1 §7.5 independently of the
/// writer: it finds `startxref` from the end, reads the cross-reference table there, and reads
/// each object at the offset the table gives. Tests use it to check that the writer's offsets,
/// lengths and trailer agree with the bytes.
struct PDFFileReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// One indirect object: its number, the text of its dictionary (or whole value) and, for a
    /// stream, the raw stream data.
    struct Object {
        var number: Int
        var offset: Int
        var dictionary: String
        var stream: [UInt8]?
    }

    let bytes: [UInt8]
    let startXref: Int
    let trailer: String
    let objects: [Object]

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        let text = String(decoding: bytes, as: UTF8.self)
        // §7.5.5: the file ends with "startxref", the offset of the xref keyword, and "%%EOF".
        guard text.hasSuffix("%%EOF\n"), let keyword = Self.lastRange(of: "startxref\n", in: bytes) else {
            throw Failure(description: "no startxref … %%EOF at the end")
        }
        let digits = bytes[keyword.upperBound...].prefix { $0 != 0x0A }
        guard let offset = Int(String(decoding: digits, as: UTF8.self)) else {
            throw Failure(description: "startxref offset is not a number")
        }
        startXref = offset
        guard Self.starts(bytes, at: offset, with: "xref\n") else {
            throw Failure(description: "startxref \(offset) does not point at the xref keyword")
        }
        // §7.5.4: one subsection "0 N", then N entries of exactly 20 bytes.
        var cursor = offset + 5
        let header = bytes[cursor...].prefix { $0 != 0x0A }
        let counts = String(decoding: header, as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard counts.count == 2, counts[0] == 0 else { throw Failure(description: "bad subsection header") }
        cursor += header.count + 1
        var offsets: [Int] = []
        for index in 0..<counts[1] {
            guard cursor + 20 <= bytes.count else { throw Failure(description: "xref entry \(index) cut short") }
            let entry = String(decoding: bytes[cursor..<(cursor + 20)], as: UTF8.self)
            let expectedSuffix = index == 0 ? " 65535 f \n" : " 00000 n \n"
            guard entry.hasSuffix(expectedSuffix), let value = Int(entry.prefix(10)) else {
                throw Failure(description: "xref entry \(index) is \"\(entry)\"")
            }
            if index > 0 { offsets.append(value) }
            cursor += 20
        }
        guard Self.starts(bytes, at: cursor, with: "trailer\n") else {
            throw Failure(description: "no trailer after the xref table")
        }
        let trailerEnd = Self.range(of: "\nstartxref", in: bytes, from: cursor)?.lowerBound ?? cursor
        trailer = String(decoding: bytes[(cursor + 8)..<trailerEnd], as: UTF8.self)
        var objects: [Object] = []
        for (index, objectOffset) in offsets.enumerated() {
            let number = index + 1
            let opener = "\(number) 0 obj\n"
            guard Self.starts(bytes, at: objectOffset, with: opener) else {
                throw Failure(description: "xref offset \(objectOffset) of object \(number) is not \"\(number) 0 obj\"")
            }
            let bodyStart = objectOffset + opener.utf8.count
            guard let end = Self.range(of: "endobj\n", in: bytes, from: bodyStart) else {
                throw Failure(description: "object \(number) has no endobj")
            }
            var dictionary = String(decoding: bytes[bodyStart..<end.lowerBound], as: UTF8.self)
            var stream: [UInt8]?
            if let keyword = Self.range(of: ">>\nstream\n", in: bytes, from: bodyStart),
                keyword.lowerBound < end.lowerBound
            {
                dictionary = String(decoding: bytes[bodyStart..<(keyword.lowerBound + 2)], as: UTF8.self)
                // §7.3.8.1: /Length counts the bytes from after "stream" and its EOL.
                guard let length = Self.integer(after: "/Length ", in: dictionary) else {
                    throw Failure(description: "stream object \(number) has no /Length")
                }
                let dataStart = keyword.upperBound
                guard dataStart + length <= bytes.count,
                    Self.starts(bytes, at: dataStart + length, with: "\nendstream\nendobj\n")
                else { throw Failure(description: "object \(number): /Length \(length) does not end at endstream") }
                stream = Array(bytes[dataStart..<(dataStart + length)])
            }
            objects.append(Object(number: number, offset: objectOffset, dictionary: dictionary, stream: stream))
        }
        self.objects = objects
    }

    /// The object with `number`.
    func object(_ number: Int) -> Object? { objects.first { $0.number == number } }

    /// The inflated data of stream object `number`.
    func inflatedStream(_ number: Int) throws -> String {
        guard let data = object(number)?.stream else { throw Failure(description: "object \(number) is no stream") }
        return String(decoding: try Zlib.decompress(data), as: UTF8.self)
    }

    static func starts(_ bytes: [UInt8], at offset: Int, with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return offset >= 0 && offset + pattern.count <= bytes.count
            && Array(bytes[offset..<(offset + pattern.count)]) == pattern
    }

    static func range(of text: String, in bytes: [UInt8], from start: Int) -> Range<Int>? {
        let pattern = Array(text.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], Array(bytes[index..<(index + pattern.count)]) == pattern {
                return index..<(index + pattern.count)
            }
            index += 1
        }
        return nil
    }

    static func lastRange(of text: String, in bytes: [UInt8]) -> Range<Int>? {
        let pattern = Array(text.utf8)
        var index = bytes.count - pattern.count
        while index >= 0 {
            if Array(bytes[index..<(index + pattern.count)]) == pattern { return index..<(index + pattern.count) }
            index -= 1
        }
        return nil
    }

    static func integer(after key: String, in text: String) -> Int? {
        guard let range = text.range(of: key) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }
}
