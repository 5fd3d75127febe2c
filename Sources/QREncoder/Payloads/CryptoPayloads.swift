/// A bitcoin payment request URI (BIP-21), read by bitcoin wallets.
///
/// `bitcoin:<address>?amount=<BTC>&label=<text>&message=<text>`; label and message are
/// percent-encoded. The address is checked for form (Base58 P2PKH/P2SH or lower-case bech32
/// `bc1`/`tb1`), not for its checksum.
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
        let base58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
        let bech32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
        if address.hasPrefix("bc1") || address.hasPrefix("tb1") {
            guard (14...74).contains(address.count),
                address.dropFirst(3).unicodeScalars.allSatisfy({ bech32.unicodeScalars.contains($0) })
            else {
                throw .invalidPayloadField(field: "address", reason: "is not a lower-case bech32 address")
            }
        } else {
            guard (25...35).contains(address.count), let first = address.first, "123mn2".contains(first),
                address.unicodeScalars.allSatisfy({ base58.unicodeScalars.contains($0) })
            else {
                throw .invalidPayloadField(field: "address", reason: "is not a Base58 or bech32 bitcoin address")
            }
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
/// digits; its EIP-55 mixed-case checksum is not verified.
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
