/// A bitcoin payment request URI (BIP-21), read by bitcoin wallets.
///
/// `bitcoin:<address>?amount=<BTC>&label=<text>&message=<text>`; label and message are
/// percent-encoded. The address must be a mainnet or testnet address whose checksum verifies:
/// Base58Check P2PKH or P2SH (version bytes 0x00, 0x05, 0x6F, 0xC4; double SHA-256 checksum), or a
/// segwit address with human-readable part `bc` or `tb`, Bech32 (BIP-173) for witness version 0 and
/// Bech32m (BIP-350) for versions 1 to 16, with a 20- or 32-byte version 0 program (BIP-141) and a
/// 2- to 40-byte program otherwise. A segwit address may be all upper case (shorter in a QR code's
/// alphanumeric mode) but not mixed case.
public struct BitcoinPayload: QRPayload, Equatable {
    /// The `bitcoin:` URI.
    public let payload: String

    /// Builds the URI.
    ///
    /// - Parameters:
    ///   - address: The receiving address.
    ///   - amountSatoshi: The amount in satoshi (10⁻⁸ BTC), or `nil`.
    ///   - label: A label for the recipient.
    ///   - message: A message describing the payment.
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(address: String, amountSatoshi: Int? = nil, label: String = "", message: String = "")
        throws(QRCodeError)
    {
        do throws(AddressProblem) {
            let lowered = String(decoding: address.utf8.prefix(3).map { $0 | 0x20 }, as: UTF8.self)
            if lowered == "bc1" || lowered == "tb1" {
                _ = try Bech32.validateSegwitAddress(address)
            } else {
                _ = try Base58Check.validateAddress(address)
            }
        } catch {
            throw .invalidPayloadField(field: "address", reason: error.reason)
        }
        var query: [String] = []
        if let amountSatoshi {
            guard amountSatoshi > 0 && amountSatoshi <= 2_100_000_000_000_000 else {
                throw .invalidPayloadField(
                    field: "amountSatoshi", reason: "must be positive and at most 21 million BTC")
            }
            query.append("amount=" + PayloadText.decimal(amountSatoshi, decimals: 8, trimZeros: true))
        }
        if !label.isEmpty { query.append("label=" + PayloadText.percentEncoded(label)) }
        if !message.isEmpty { query.append("message=" + PayloadText.percentEncoded(message)) }
        payload = "bitcoin:" + address + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}

/// An ether payment request URI (EIP-681), read by Ethereum wallets.
///
/// `ethereum:<address>[@<chain id>][?value=<wei>]`. The address must be `0x` and 40 hexadecimal
/// digits. An all-lower-case or all-upper-case address carries no checksum and is accepted as is;
/// a mixed-case address must match its EIP-55 checksum (Keccak-256 of the lower-case hex digits).
public struct EthereumPayload: QRPayload, Equatable {
    /// The `ethereum:` URI.
    public let payload: String

    /// Builds the URI.
    ///
    /// - Parameters:
    ///   - address: The receiving address.
    ///   - chainID: The chain (1 is mainnet), or `nil` for the wallet's current chain.
    ///   - valueWei: The amount in wei as decimal digits (it can exceed 64 bits), or empty.
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming the bad field.
    public init(address: String, chainID: Int? = nil, valueWei: String = "") throws(QRCodeError) {
        let scalars = Array(address.unicodeScalars)
        guard scalars.count == 42, address.hasPrefix("0x"), scalars[2...].allSatisfy(PayloadText.isHexDigit) else {
            throw .invalidPayloadField(field: "address", reason: "must be 0x followed by 40 hexadecimal digits")
        }
        if let problem = EIP55.problem(in: address.utf8.dropFirst(2)) {
            throw .invalidPayloadField(field: "address", reason: problem)
        }
        var text = "ethereum:" + address
        if let chainID {
            guard chainID > 0 else { throw .invalidPayloadField(field: "chainID", reason: "must be positive") }
            text += "@\(chainID)"
        }
        if !valueWei.isEmpty {
            guard valueWei.count <= 78, valueWei.unicodeScalars.allSatisfy(PayloadText.isASCIIDigit) else {
                throw .invalidPayloadField(field: "valueWei", reason: "must be a decimal integer of at most 78 digits")
            }
            text += "?value=" + valueWei
        }
        payload = text
    }
}
