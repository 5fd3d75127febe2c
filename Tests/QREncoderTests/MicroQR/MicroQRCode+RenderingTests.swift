import Testing

@testable import QREncoder

@Suite("Micro QR rendering")
struct MicroQRRenderingTests {
    @Test("rows include a two-module quiet zone by default")
    func rows() throws {
        let code = try MicroQRCode(encoding: "01234567")
        let rows = try code.rows()
        #expect(rows.count == code.size + 4)
        #expect(rows[2][2] == code[0, 0])
        #expect(rows[0].allSatisfy { !$0 })
        #expect(throws: QRCodeError.self) { try code.rows(quietZone: -2) }
    }
}
