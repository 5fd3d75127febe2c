import QREncoder
import Testing

/// The snippet of GettingStarted.md, compiled and run.
private func makeLinkCode() throws -> String {
    let code = try QRCode(encoding: "https://example.com/books/42", correction: .medium)
    print("version \(code.version)-\(code.correction), mask \(code.mask), \(code.size)×\(code.size)")

    // Check it before printing: decode the matrix and compare.
    let decoded = try QRDecoder.decode(code)
    precondition(decoded.text == "https://example.com/books/42")

    // Draw it: one SVG path, four modules of quiet zone.
    return try code.svg()
}

@Suite("Documentation snippets")
struct GettingStartedTests {
    @Test("the getting-started snippet runs")
    func gettingStarted() throws {
        #expect(try makeLinkCode().hasPrefix("<svg"))
    }

    @Test("the pixel-size snippet gives an exact 512-pixel image")
    func pixelSnippet() throws {
        let code = try QRCode(encoding: "https://example.com", correction: .medium)
        let layout = try code.pixelLayout(pixelSize: 512)
        let pixels = code.grayscalePixels(layout)
        #expect(pixels.count == 512 * 512)
    }

    @Test("the payload snippet encodes a Wi-Fi network")
    func payloadSnippet() throws {
        let wifi = try WiFiPayload(ssid: "Home", password: "correct horse", security: .wpa)
        let code = try QRCode(payload: wifi, correction: .medium)
        #expect(try QRDecoder.decode(code).text == "WIFI:T:WPA;S:Home;P:correct horse;;")
    }

    @Test("the structured append snippet joins the message back")
    func structuredAppendSnippet() throws {
        let message = Array(String(repeating: "chapter text ", count: 80).utf8)
        let codes = try QRCode.structuredAppend(encoding: message, correction: .medium, versions: 1...10)
        // Scan them in any order, then:
        let joined = try QRDecoder.joinStructuredAppend(try codes.map { try QRDecoder.decode($0) })
        #expect(joined == message)
        #expect(codes.count == 5)
    }

    @Test("the Micro QR snippet makes an M2 symbol")
    func microSnippet() throws {
        let micro = try MicroQRCode(encoding: "01234567", correction: .low)
        #expect(micro.version == 2 && micro.size == 13)
    }
}

/// The first snippet of BuildingAQRLibraryApp.md, compiled and run.
private func buildLibrary() throws -> QRLibrary {
    var library = QRLibrary()
    let wifi = try library.add(title: "Home Wi-Fi", data: "WIFI:T:WPA;S:Home;P:secret123;;", tags: ["home"])
    try library.add(title: "Café menu", data: "https://example.com/menus/lunch.pdf", tags: ["food"])
    try library.recordUse(wifi.id)  // scanCount 1, lastUsed now
    let found = library.records(matching: QRLibrary.Query(text: "cafe", sort: .title))
    precondition(found.first?.kind == .file)  // detected from the data
    return library
}

@Suite("QR library article snippets")
struct BuildingAQRLibraryAppTests {
    @Test("the library snippet saves, uses and finds codes")
    func librarySnippet() throws {
        let library = try buildLibrary()
        #expect(library.count == 2 && library.records[0].scanCount == 1)
    }

    @Test("the editing snippet fills a Wi-Fi form")
    func editingSnippet() throws {
        let wifi = try WiFiPayload(parsing: "WIFI:T:WPA;S:Home;P:secret123;;")
        #expect(wifi.ssid == "Home" && wifi.password == "secret123" && wifi.security == .wpa && !wifi.hidden)
    }
}
