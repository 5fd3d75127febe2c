import Testing

@testable import QREncoder

@Suite("Bitcoin and Ethereum address checksums")
struct CryptoAddressTests {
    /// BIP-350 "Test vectors for v0-v16 native segregated witness addresses", valid list.
    @Test(
        "accepts every valid segwit address of BIP-350",
        arguments: [
            "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
            "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
            "bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y",
            "BC1SW50QGDZ25J",
            "bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs",
            "tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy",
            "tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c",
            "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
        ])
    func validSegwit(address: String) throws {
        #expect(try BitcoinPayload(address: address).payload == "bitcoin:" + address)
    }

    /// BIP-350 gives the scriptPubKey of each valid address: version opcode, length, program.
    @Test("decodes the witness version and program BIP-350 lists")
    func segwitProgram() throws {
        let p2wpkh = try Bech32.validateSegwitAddress("BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4")
        #expect(p2wpkh.version == 0)
        #expect(
            p2wpkh.program == [
                0x75, 0x1e, 0x76, 0xe8, 0x19, 0x91, 0x96, 0xd4, 0x54, 0x94, 0x1c, 0x45, 0xd1, 0xb3, 0xa3, 0x23, 0xf1,
                0x43, 0x3b, 0xd6,
            ])
        let v16 = try Bech32.validateSegwitAddress("BC1SW50QGDZ25J")
        #expect(v16.version == 16)
        #expect(v16.program == [0x75, 0x1e])
    }

    /// BIP-173 and BIP-350 invalid segwit address lists, with the reason each gives.
    @Test(
        "rejects every invalid segwit address of BIP-173 and BIP-350",
        arguments: [
            // BIP-173
            "tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty",  // invalid human-readable part
            "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",  // invalid checksum
            "BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2",  // invalid witness version
            "bc1rw5uspcuh",  // invalid program length
            "bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90",  // program length
            "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P",  // program length for witness version 0
            "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7",  // mixed case
            "bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du",  // zero padding of more than 4 bits
            "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv",  // non-zero padding
            "bc1gmk9yu",  // empty data section
            // BIP-350
            "tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut",  // invalid human-readable part
            "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd",  // bech32 instead of bech32m
            "tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf",  // bech32 instead of bech32m
            "BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL",  // bech32 instead of bech32m
            "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh",  // bech32m instead of bech32
            "tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47",  // bech32m instead of bech32
            "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4",  // invalid character in checksum
            "BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R",  // invalid witness version
            "bc1pw5dgrnzv",  // program length 1 byte
            "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav",  // 41 bytes
            "BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P",  // program length for witness version 0
            "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq",  // mixed case
            "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf",  // padding of more than 4 bits
            "tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j",  // non-zero padding
            "bc1gmk9yu",  // empty data section
        ])
    func invalidSegwit(address: String) {
        #expect(throws: QRCodeError.self) { try BitcoinPayload(address: address) }
    }

    @Test(
        "says why a segwit address is rejected",
        arguments: [
            ("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", "has a bad bech32 checksum"),
            ("tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7", "mixes upper and lower case"),
            (
                "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd",
                "uses a bech32 checksum, but witness version 1 requires bech32m"
            ),
            (
                "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh",
                "uses a bech32m checksum, but witness version 0 requires bech32"
            ),
            ("BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P", "has a 16-byte version 0 program; 20 or 32 bytes required"),
            ("bc1pw5dgrnzv", "has a 1-byte witness program; 2 to 40 bytes allowed"),
            ("bc1gmk9yu", "has an empty data part"),
            ("bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf", "has more than 4 bits of padding"),
            ("tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv", "has non-zero padding bits"),
            (
                "bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4",
                "has a character outside the bech32 alphabet at offset 59"
            ),
        ])
    func segwitReasons(address: String, reason: String) {
        #expect(throws: QRCodeError.invalidPayloadField(field: "address", reason: reason)) {
            try BitcoinPayload(address: address)
        }
    }

    @Test("names a human-readable part other than bc or tb")
    func foreignHRP() {
        #expect(throws: AddressProblem(reason: "has human-readable part tc, not bc or tb")) {
            try Bech32.validateSegwitAddress("tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut")
        }
    }

    /// BIP-173 "Bech32" test vectors for the string format itself, valid and invalid.
    @Test("checks the BIP-173 and BIP-350 Bech32 strings")
    func bech32Strings() throws {
        #expect(try Bech32.decode("A12UEL5L").variant == .bech32)
        #expect(try Bech32.decode("abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw").variant == .bech32)
        #expect(try Bech32.decode("?1ezyfcl").variant == .bech32)
        #expect(try Bech32.decode("A1LQFN3A").variant == .bech32m)
        #expect(try Bech32.decode("abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx").variant == .bech32m)
        let invalid = [
            " 1nwldj5", "\u{7F}1axkwrx", "\u{80}1eym55h",
            "an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx",
            "pzry9x0s0muk", "1pzry9x0s0muk", "x1b4n0q5v", "li1dgmt3", "A1G7SGD8", "10a06t8", "1qzzfhee",
        ]
        for text in invalid { #expect(throws: AddressProblem.self) { try Bech32.decode(text) } }
    }

    /// Base58Check addresses from the Bitcoin wiki ("Address", "Base58Check encoding"), the
    /// genesis-block address with its P2SH twin (EIP-2304 test data), and a testnet address worked
    /// through by hand with OpenSSL.
    @Test(
        "accepts Base58Check P2PKH and P2SH addresses",
        arguments: [
            ("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", UInt8(0x00)),
            ("3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", 0x05),
            ("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", 0x00),
            ("3Ai1JZ8pdJb2ksieUV8FsxSNVJCpoPi8W6", 0x05),
            ("n2Yk5FXvoeR1kDrvaQPxfro6yTaW6tPMMq", 0x6F),
        ])
    func validBase58(address: String, version: UInt8) throws {
        #expect(try Base58Check.validateAddress(address) == version)
        #expect(try BitcoinPayload(address: address).payload == "bitcoin:" + address)
    }

    @Test("decodes the testnet address to the bytes hashed by hand")
    func base58Bytes() throws {
        let bytes = try Base58Check.decode("n2Yk5FXvoeR1kDrvaQPxfro6yTaW6tPMMq")
        #expect(
            bytes == [
                0x6f, 0xe6, 0xb1, 0x45, 0xa3, 0x90, 0x8a, 0x4d, 0x66, 0x16, 0xb1, 0x3c, 0x11, 0x09, 0x71, 0x7a, 0xdd,
                0x86, 0x72, 0xc9, 0x00, 0x02, 0x33, 0x5f, 0x08,
            ])
        #expect(try Base58Check.decode("1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa").prefix(2) == [0x00, 0x62])
    }

    @Test(
        "says why a Base58 address is rejected",
        arguments: [
            // One character changed from the wiki's example breaks the checksum.
            ("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", "has a bad Base58Check checksum"),
            ("0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "has a character outside the Base58 alphabet at offset 0"),
            ("1BvBMSEYst", "has 10 characters; a Base58Check address has 25 to 35"),
            ("zzzzzzzzzzzzzzzzzzzzzzzzz", "decodes to 19 bytes; a Base58Check address has 25"),
            // A Litecoin P2PKH address (version 0x30), from the EIP-2304 address-encoder test data.
            ("LaMT348PWRnrqeeWArpwQPbuanpXDZGEUz", "has version byte 48, not a P2PKH or P2SH version"),
            ("zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", "decodes to 26 bytes; a Base58Check address has 25"),
        ])
    func base58Reasons(address: String, reason: String) {
        #expect(throws: QRCodeError.invalidPayloadField(field: "address", reason: reason)) {
            try BitcoinPayload(address: address)
        }
    }

    /// EIP-55 "Test Cases": the four addresses of the specification, all checksummed.
    @Test(
        "accepts the EIP-55 checksummed addresses and their one-case forms",
        arguments: [
            "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
            "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
            "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
            "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
        ])
    func eip55Valid(address: String) throws {
        #expect(try EthereumPayload(address: address).payload == "ethereum:" + address)
        let digits = address.dropFirst(2)
        let lower = "0x" + String(digits.map { $0.isUppercase ? Character($0.lowercased()) : $0 })
        let upper = "0x" + String(digits.map { $0.isLowercase ? Character($0.uppercased()) : $0 })
        #expect(try EthereumPayload(address: lower).payload == "ethereum:" + lower)
        #expect(try EthereumPayload(address: upper).payload == "ethereum:" + upper)
    }

    @Test(
        "rejects an EIP-55 address with one letter's case flipped",
        arguments: [
            ("0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed", 3),
            ("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5D359", 37),
            ("0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6Fb", 40),
            ("0xd1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb", 1),
            ("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", 40),  // the PayloadBuilders article example
        ])
    func eip55Invalid(address: String, digit: Int) {
        let reason = "does not match its EIP-55 mixed-case checksum at hex digit \(digit)"
        #expect(throws: QRCodeError.invalidPayloadField(field: "address", reason: reason)) {
            try EthereumPayload(address: address)
        }
    }
}
