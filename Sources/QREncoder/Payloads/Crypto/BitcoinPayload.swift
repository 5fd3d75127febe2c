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
