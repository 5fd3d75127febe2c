/// Lays out a PDF file: header, numbered indirect objects, cross-reference table and trailer
/// (ISO 32000-1 §7.5, "File Structure").
///
/// Objects are added in number order, 1, 2, 3…, and the writer records the byte offset at which
/// each `N 0 obj` begins, so the cross-reference table it ends with is exact by construction.
struct PDFFileWriter {
    /// The file so far.
    private(set) var bytes: [UInt8]
    /// Byte offset of object n at index n − 1.
    private(set) var offsets: [Int] = []

    /// The header (§7.5.2): the version line, then a comment of four bytes above 127, so that
    /// file-transfer programs treat the file as binary.
    static let header: [UInt8] = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]

    init() {
        bytes = Self.header
    }

    /// The number the next object will get.
    var nextObjectNumber: Int { offsets.count + 1 }

    /// Adds an object whose value is `body` (a dictionary, array or other direct object).
    mutating func addObject(_ body: String) {
        beginObject()
        bytes += Array(body.utf8)
        bytes += Array("\nendobj\n".utf8)
    }

    /// Adds a stream object (§7.3.8): `dictionary` holds every entry except `/Length`, which the
    /// writer adds. `data` must already be encoded as the dictionary's `/Filter` says.
    ///
    /// The keyword `stream` is followed by a line feed; the line feed before `endstream` is not
    /// part of the data and not counted in `/Length` (§7.3.8.1).
    mutating func addStream(dictionary: String, data: [UInt8]) {
        beginObject()
        bytes += Array("<< \(dictionary) /Length \(data.count) >>\nstream\n".utf8)
        bytes += data
        bytes += Array("\nendstream\nendobj\n".utf8)
    }

    private mutating func beginObject() {
        offsets.append(bytes.count)
        bytes += Array("\(offsets.count) 0 obj\n".utf8)
    }

    /// Ends the file: the cross-reference table (§7.5.4), one subsection for objects 0…n with
    /// 20-byte entries (offset, generation, `n` or `f`, space and line feed); the trailer (§7.5.5)
    /// naming the catalog and the file identifier (§14.4); `startxref` with the table's offset;
    /// and `%%EOF`.
    ///
    /// The identifier is derived from the bytes written so far (their CRC-32, Adler-32 and
    /// length, 16 bytes), not from a clock, so equal drawings give byte-identical files; both
    /// halves are equal, as for a file that was never updated.
    ///
    /// - Complexity: O(n) in the file size (the checksums read it once).
    consuming func finish(root: Int) -> [UInt8] {
        let body = bytes
        let tableOffset = bytes.count
        bytes += Array("xref\n0 \(offsets.count + 1)\n".utf8)
        bytes += Array("0000000000 65535 f \n".utf8)
        for offset in offsets {
            bytes += PDFSyntax.tenDigits(offset)
            bytes += Array(" 00000 n \n".utf8)
        }
        var identifier: [UInt8] = []
        identifier.append(bigEndian: CRC32.checksum(body))
        identifier.append(bigEndian: Adler32.checksum(body))
        identifier.append(bigEndian: UInt64(body.count))
        let id = PDFSyntax.hexString(identifier)
        bytes += Array("trailer\n<< /Size \(offsets.count + 1) /Root \(root) 0 R /ID [\(id) \(id)] >>\n".utf8)
        bytes += Array("startxref\n\(tableOffset)\n%%EOF\n".utf8)
        return bytes
    }
}
