#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `multipart/form-data` body (RFC 7578) carrying the photos of one scan as `photos[]` parts,
/// planned up front and streamed from the files in bounded chunks.
///
/// The body follows RFC 2046 §5.1.1: each part starts with a delimiter line `--boundary`, the
/// CRLF before a delimiter belongs to the delimiter, and the body ends with the close delimiter
/// `--boundary--`. Each part carries `Content-Disposition: form-data; name="photos[]";
/// filename="…"` (RFC 7578 §4.2) and `Content-Type: image/jpeg` (RFC 7578 §4.4). The exact
/// ``contentLength`` is known before a byte is read, so the request needs no chunked encoding.
///
/// ```swift
/// var generator = SystemRandomNumberGenerator()
/// let body = try MultipartFormData(photos: [UploadPhoto(file: photoURL)], using: &generator)
/// let reader = body.makeBodyReader()
/// while let chunk = try reader.nextChunk() { send(chunk) }
/// ```
public struct MultipartFormData: Sendable {
    /// The form field name the backend expects for every photo.
    public static let fieldName = "photos[]"
    /// The media type of every part.
    public static let photoContentType = "image/jpeg"

    /// The size limits of one upload request.
    public struct Limits: Sendable, Hashable {
        /// At most this many photos per request.
        public var maximumPhotoCount: Int
        /// At most this many bytes per photo.
        public var maximumPhotoByteCount: Int64
        /// At most this many photo bytes per request.
        public var maximumTotalByteCount: Int64

        /// Creates limits.
        public init(maximumPhotoCount: Int, maximumPhotoByteCount: Int64, maximumTotalByteCount: Int64) {
            self.maximumPhotoCount = maximumPhotoCount
            self.maximumPhotoByteCount = maximumPhotoByteCount
            self.maximumTotalByteCount = maximumTotalByteCount
        }

        /// The limits of recognition API 3.8: 1–5 photos, 10 MiB each, 50 MiB together.
        public static let recognitionAPI = Limits(
            maximumPhotoCount: 5, maximumPhotoByteCount: 10 * 1024 * 1024, maximumTotalByteCount: 50 * 1024 * 1024)
    }

    struct Part: Sendable {
        var photo: UploadPhoto
        var byteCount: Int64
        var lead: Data
    }

    /// The boundary separating the parts.
    public let boundary: String
    /// The photos, in upload order.
    public var photos: [UploadPhoto] { parts.map(\.photo) }
    /// The exact number of bytes ``makeBodyReader(chunkSize:)`` produces.
    public let contentLength: Int64
    let parts: [Part]
    let trailer: Data
    let files: any UploadFileAccess

    /// The `Content-Type` header value, naming the boundary (RFC 7578 §4.1).
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Plans a body with the given boundary, measuring every photo and checking the limits.
    ///
    /// - Throws: ``MultipartFormDataError`` for a bad boundary, no or too many photos, an empty,
    ///   unreadable or too large photo, or too many bytes in total.
    /// - Complexity: O(p) file size queries for p photos; no photo byte is read.
    public init(
        photos: [UploadPhoto], boundary: String, files: any UploadFileAccess = FileHandleUploadFileAccess(),
        limits: Limits = .recognitionAPI
    ) throws(MultipartFormDataError) {
        guard Self.isValidBoundary(boundary) else { throw .invalidBoundary(boundary) }
        guard !photos.isEmpty else { throw .noPhotos }
        guard photos.count <= limits.maximumPhotoCount else {
            throw .tooManyPhotos(count: photos.count, limit: limits.maximumPhotoCount)
        }
        var parts: [Part] = []
        var total: Int64 = 0
        for (index, photo) in photos.enumerated() {
            let size: Int64
            do {
                size = try files.size(of: photo.file)
            } catch {
                throw .unreadablePhoto(index: index, reason: "\(error)")
            }
            guard size > 0 else { throw .emptyPhoto(index: index) }
            guard size <= limits.maximumPhotoByteCount else {
                throw .photoTooLarge(index: index, byteCount: size, limit: limits.maximumPhotoByteCount)
            }
            total += size
            let delimiter = index == 0 ? "--\(boundary)\r\n" : "\r\n--\(boundary)\r\n"
            let headers =
                "Content-Disposition: form-data; name=\"\(Self.fieldName)\"; "
                + "filename=\"\(Self.quotedParameterContent(photo.filename))\"\r\n"
                + "Content-Type: \(Self.photoContentType)\r\n\r\n"
            parts.append(Part(photo: photo, byteCount: size, lead: Data((delimiter + headers).utf8)))
        }
        guard total <= limits.maximumTotalByteCount else {
            throw .totalTooLarge(byteCount: total, limit: limits.maximumTotalByteCount)
        }
        self.boundary = boundary
        self.parts = parts
        self.trailer = Data("\r\n--\(boundary)--\r\n".utf8)
        self.files = files
        self.contentLength = parts.reduce(Int64(trailer.count)) { $0 + Int64($1.lead.count) + $1.byteCount }
    }

    /// Plans a body with a fresh random boundary from `generator`; see
    /// ``init(photos:boundary:files:limits:)``.
    /// - Throws: ``MultipartFormDataError``.
    public init(
        photos: [UploadPhoto], using generator: inout some RandomNumberGenerator,
        files: any UploadFileAccess = FileHandleUploadFileAccess(), limits: Limits = .recognitionAPI
    ) throws(MultipartFormDataError) {
        try self.init(photos: photos, boundary: Self.makeBoundary(using: &generator), files: files, limits: limits)
    }

    /// A boundary of `ScanBoundary` and 32 random letters and digits (about 190 random bits, so it
    /// cannot plausibly occur inside a photo, RFC 2046 §5.1.1).
    public static func makeBoundary(using generator: inout some RandomNumberGenerator) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var boundary = "ScanBoundary"
        for _ in 0..<32 {
            boundary.append(alphabet[Int(generator.next(upperBound: UInt64(alphabet.count)))])
        }
        return boundary
    }

    /// Whether `boundary` is 1–70 characters from RFC 2046's `bchars` and does not end in a space.
    public static func isValidBoundary(_ boundary: String) -> Bool {
        let allowed = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'()+_,-./:=? ")
        return (1...70).contains(boundary.count) && boundary.allSatisfy(allowed.contains)
            && boundary.last != " "
    }

    /// The content of a quoted parameter value: `"`, `\`, CR, LF and other control characters are
    /// percent-encoded as HTML's form submission does (WHATWG HTML §4.10.21.8), the rest is kept
    /// as UTF-8 (RFC 7578 §4.2, §5.1).
    public static func quotedParameterContent(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A reader producing the body in chunks of at most `chunkSize` bytes, reading each photo
    /// sequentially; at most one file is open at a time.
    /// - Precondition: `chunkSize > 0`.
    public func makeBodyReader(chunkSize: Int = 64 * 1024) -> MultipartBodyReader {
        precondition(chunkSize > 0, "chunkSize must be positive")
        return MultipartBodyReader(body: self, chunkSize: chunkSize)
    }

    /// Streams the whole body into `sink`, chunk by chunk.
    /// - Throws: ``MultipartFormDataError`` from reading, or
    ///   ``MultipartFormDataError/sinkFailed(byteOffset:reason:)`` with the body offset of the chunk
    ///   `sink` refused and what it threw.
    /// - Complexity: O(n) in ``contentLength``; memory O(`chunkSize`).
    public func writeBody(chunkSize: Int = 64 * 1024, to sink: (Data) throws -> Void) throws(MultipartFormDataError) {
        let reader = makeBodyReader(chunkSize: chunkSize)
        defer { reader.close() }
        var offset: Int64 = 0
        while let chunk = try reader.nextChunk() {
            do {
                try sink(chunk)
            } catch {
                throw .sinkFailed(byteOffset: offset, reason: "\(error)")
            }
            offset += Int64(chunk.count)
        }
    }
}
