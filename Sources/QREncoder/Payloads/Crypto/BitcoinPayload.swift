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
    /// The receiving address, as given.
    public let address: String
    /// The amount in satoshi (10⁻⁸ BTC), or `nil`.
    public let amountSatoshi: Int?
    /// A label for the recipient; empty for none.
    public let label: String
    /// A message describing the payment; empty for none.
    public let message: String

    /// The `bitcoin:` URI.
    public var payload: String {
        var query: [String] = []
        if let amountSatoshi {
            query.append("amount=" + PayloadText.decimal(amountSatoshi, decimals: 8, trimZeros: true))
        }
        if !label.isEmpty { query.append("label=" + PayloadText.percentEncoded(label)) }
        if !message.isEmpty { query.append("message=" + PayloadText.percentEncoded(message)) }
        return "bitcoin:" + address + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

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
        if let problem = Self.addressProblem(address) {
            throw .invalidPayloadField(field: "address", reason: problem)
        }
        if let amountSatoshi {
            guard amountSatoshi > 0 && amountSatoshi <= 2_100_000_000_000_000 else {
                throw .invalidPayloadField(
                    field: "amountSatoshi", reason: "must be positive and at most 21 million BTC")
            }
        }
        try PayloadText.requireLengths(atMost: 500, ["label": label, "message": message])
        self.address = address
        self.amountSatoshi = amountSatoshi
        self.label = label
        self.message = message
    }

    /// Why `address` is not a valid bitcoin address, or `nil` when it is one.
    static func addressProblem(_ address: String) -> String? {
        do throws(AddressProblem) {
            let lowered = String(decoding: address.utf8.prefix(3).map { $0 | 0x20 }, as: UTF8.self)
            if lowered == "bc1" || lowered == "tb1" {
                _ = try Bech32.validateSegwitAddress(address)
            } else {
                _ = try Base58Check.validateAddress(address)
            }
            return nil
        } catch {
            return error.reason
        }
    }

    /// Reads a BIP-21 URI: `bitcoin:` in any case (also `bitcoin://`), the address, and the
    /// `amount` (decimal BTC, at most 8 decimals), `label` and `message` parameters,
    /// percent-decoded. Unknown optional parameters (such as `lightning=`) are not kept; a
    /// `req-` parameter, which BIP-21 says a reader must understand, is refused.
    ///
    /// - Throws: ``QRCodeError/invalidPayloadField(field:reason:)`` naming `payload`, or the
    ///   field the initialiser rejects.
    /// - Complexity: O(n) plus the address checksum.
    public init(parsing text: String) throws(QRCodeError) {
        guard var rest = PayloadParsing.dropScheme("bitcoin:", from: PayloadParsing.trimmed(text)) else {
            throw .invalidPayloadField(field: "payload", reason: "does not start with bitcoin:")
        }
        if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
        let (address, query) = PayloadParsing.splitQuery(rest)
        var amount: Int?
        var label = ""
        var message = ""
        for item in PayloadParsing.queryItems(query) {
            switch item.name {
            case "amount": amount = try PayloadParsing.minorUnits(item.value, decimals: 8, field: "amountSatoshi")
            case "label": label = try PayloadParsing.percentDecoded(item.value, field: "label")
            case "message": message = try PayloadParsing.percentDecoded(item.value, field: "message")
            case let name where name.hasPrefix("req-"):
                throw .invalidPayloadField(field: "payload", reason: "required parameter \(name) is not supported")
            default: continue
            }
        }
        try self.init(address: String(address), amountSatoshi: amount, label: label, message: message)
    }
}
