extension QRKind {
    /// The file extensions that make an `https` link a ``file`` rather than a ``url``: documents,
    /// archives, media and installers, which a browser downloads or hands to another app.
    /// Web pages (`html`, `php`…) stay links.
    public static let fileExtensions: Set<String> = [
        "pdf", "zip", "gz", "tgz", "7z", "rar", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods", "odp",
        "pages", "numbers", "key", "rtf", "txt", "csv", "epub", "mobi", "ics", "vcf", "png", "jpg", "jpeg", "gif",
        "heic", "webp", "tif", "tiff", "svg", "mp3", "m4a", "wav", "aac", "flac", "mp4", "mov", "m4v", "webm",
        "dmg", "pkg", "apk", "ipa", "exe", "msi", "usdz", "glb", "stl",
    ]

    /// Classifies scanned or pasted text (spaces and line breaks around it are ignored).
    ///
    /// In order: `WIFI:` → ``wifi``; `BEGIN:VCARD` or `MECARD:` → ``contact``; `BEGIN:VEVENT` or
    /// `BEGIN:VCALENDAR` → ``calendar``; `bitcoin:` or `ethereum:` URIs and bare bitcoin or ether
    /// addresses whose checksums verify → ``crypto``; links to venmo.com (or `venmo://`),
    /// paypal.me, cash.app and zellepay.com → their kind; an `https` link whose file name has
    /// one of ``fileExtensions`` → ``file``; any other `http` or `https` link with a host →
    /// ``url``; everything else → ``text``. Schemes and hosts are matched in any case.
    ///
    /// - Complexity: O(n), plus one checksum for text shaped like an address.
    public static func detect(_ text: String) -> QRKind {
        let trimmed = PayloadParsing.trimmed(text)
        func starts(_ prefix: String) -> Bool { PayloadParsing.dropScheme(prefix, from: trimmed) != nil }
        if starts("WIFI:") { return .wifi }
        if starts("MECARD:") || starts("BEGIN:VCARD") { return .contact }
        if starts("BEGIN:VEVENT") || starts("BEGIN:VCALENDAR") { return .calendar }
        if starts("bitcoin:") || starts("ethereum:") || isBareAddress(trimmed) { return .crypto }
        if starts("venmo://") { return .venmo }
        guard let link = PayloadParsing.webLink(trimmed), !link.host.isEmpty,
            !trimmed.contains(where: { $0 == " " || $0 == "\n" })
        else { return .text }
        switch link.host {
        case "venmo.com", "account.venmo.com": return .venmo
        case "paypal.me": return .paypal
        case "paypal.com" where PayloadParsing.lowercasedASCII(link.path).hasPrefix("/paypalme/"): return .paypal
        case "cash.app", "cash.me": return .cashapp
        case "zellepay.com": return .zelle
        case let host where host.hasSuffix(".zellepay.com"): return .zelle
        default: break
        }
        if starts("https://"),
            (try? FilePayload(String(trimmed))).map({ fileExtensions.contains($0.fileExtension) }) == true
        {
            return .file
        }
        return .url
    }

    /// Whether `text` is a bare bitcoin address (Base58Check or segwit) or ether address that
    /// passes its checksum.
    private static func isBareAddress(_ text: Substring) -> Bool {
        let count = text.utf8.count
        if count == 42, text.hasPrefix("0x") {
            return (try? EthereumPayload(address: String(text))) != nil
        }
        guard (25...90).contains(count),
            text.unicodeScalars.allSatisfy({
                PayloadText.isASCIILetter($0) || PayloadText.isASCIIDigit($0)
            })
        else { return false }
        return BitcoinPayload.addressProblem(String(text)) == nil
    }
}
