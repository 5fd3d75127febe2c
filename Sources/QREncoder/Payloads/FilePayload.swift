/// A link to a hosted file: an `https` URL whose path ends in a file name with an extension,
/// such as `https://example.com/menus/lunch.pdf`.
///
/// Cameras open it like any link; the app shows it as a file (a menu, a ticket, a manual) and
/// can show the file's name and type.
public struct FilePayload: QRPayload, Equatable {
    /// The URL, as given.
    public let url: String

    /// The text to encode: ``url`` unchanged.
    public var payload: String { url }

    /// The last path segment, percent-decoded: `lunch menu.pdf` for `…/lunch%20menu.pdf`.
    public var fileName: String {
        guard let link = PayloadParsing.webLink(Substring(url)), let last = link.path.split(separator: "/").last else {
            return ""
        }
        return (try? PayloadParsing.percentDecoded(last, field: "url")) ?? String(last)
    }

    /// The file name's extension in lower case, such as `pdf`.
    public var fileExtension: String {
        guard let dot = fileName.lastIndex(of: ".") else { return "" }
        return PayloadParsing.lowercasedASCII(fileName[fileName.index(after: dot)...])
    }

    /// Checks that `url` is an absolute `https` URL with a host, no spaces or controls, and a
    /// path whose last segment is a file name: at least one character, a dot, and an extension
    /// of 1 to 10 ASCII letters and digits.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `url`.
    public init(_ url: String) throws(QRCodeError) {
        try PayloadText.requireNoControls(url, field: "url")
        if url.contains(" ") { throw .invalidPayloadField(field: "url", reason: "contains a space; percent-encode it") }
        guard PayloadParsing.dropScheme("https://", from: Substring(url)) != nil,
            let link = PayloadParsing.webLink(Substring(url))
        else {
            throw .invalidPayloadField(field: "url", reason: "must start with https://")
        }
        if link.host.isEmpty { throw .invalidPayloadField(field: "url", reason: "has no host") }
        guard !link.path.hasSuffix("/"), let last = link.path.split(separator: "/").last else {
            throw .invalidPayloadField(field: "url", reason: "does not end in a file name")
        }
        let name = try PayloadParsing.percentDecoded(last, field: "url")
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else {
            throw .invalidPayloadField(field: "url", reason: "file name \"\(name)\" has no extension")
        }
        let fileExtension = name[name.index(after: dot)...]
        guard (1...10).contains(fileExtension.count),
            fileExtension.unicodeScalars.allSatisfy({ PayloadText.isASCIILetter($0) || PayloadText.isASCIIDigit($0) })
        else {
            throw .invalidPayloadField(
                field: "url", reason: "extension \"\(fileExtension)\" is not 1 to 10 letters and digits")
        }
        self.url = url
    }

    /// Reads a file link, ignoring spaces and line breaks around it; the scheme may be in any case.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `url`.
    /// - Complexity: O(n).
    public init(parsing text: String) throws(QRCodeError) {
        try self.init(String(PayloadParsing.trimmed(text)))
    }
}
