import Testing

@testable import QREncoder

private func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
}

@Suite("SHA-256 (FIPS 180-4)")
struct SHA256Tests {
    @Test(
        "matches the FIPS 180-2 examples",
        arguments: [
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ])
    func vectors(message: String, digest: String) {
        #expect(hex(SHA256.hash(Array(message.utf8))) == digest)
    }
}

@Suite("Keccak-256 (original padding)")
struct Keccak256Tests {
    @Test("hashes the empty message to the published Keccak-256 value, not SHA3-256's")
    func empty() {
        #expect(hex(Keccak256.hash([])) == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470")
    }

    @Test(
        "matches pycryptodome's Keccak-256 around and across the 136-byte rate",
        arguments: Keccak256ReferenceVectors.patterned)
    func blocks(length: Int, digest: String) {
        let message = (0..<length).map { UInt8((7 * $0 + 3) % 256) }
        #expect(hex(Keccak256.hash(message)) == digest)
    }

    @Test("matches pycryptodome's Keccak-256 of published texts", arguments: Keccak256ReferenceVectors.texts)
    func texts(text: String, digest: String) {
        #expect(hex(Keccak256.hash(Array(text.utf8))) == digest)
    }
}
