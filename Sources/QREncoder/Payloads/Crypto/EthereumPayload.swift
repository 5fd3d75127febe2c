/// An ether payment request URI (EIP-681), read by Ethereum wallets.
///
/// `ethereum:<address>[@<chain id>][?value=<wei>]`. The address must be `0x` and 40 hexadecimal
/// digits. An all-lower-case or all-upper-case address carries no checksum and is accepted as is;
/// a mixed-case address must match its EIP-55 checksum (Keccak-256 of the lower-case hex digits).
public struct EthereumPayload: QRPayload, Equatable {
    /// The receiving address, `0x` and 40 hexadecimal digits as given.
    public let address: String
    /// The chain (1 is mainnet), or `nil` for the wallet's current chain.
    public let chainID: Int?
    /// The amount in wei as decimal digits, or empty.
    public let valueWei: String

    /// The `ethereum:` URI.
    public var payload: String {
        var text = "ethereum:" + address
        if let chainID { text += "@\(chainID)" }
        if !valueWei.isEmpty { text += "?value=" + valueWei }
        return text
    }

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
        if let chainID {
            guard chainID > 0 else { throw .invalidPayloadField(field: "chainID", reason: "must be positive") }
        }
        if !valueWei.isEmpty {
            guard valueWei.count <= 78, valueWei.unicodeScalars.allSatisfy(PayloadText.isASCIIDigit) else {
                throw .invalidPayloadField(field: "valueWei", reason: "must be a decimal integer of at most 78 digits")
            }
        }
        self.address = address
        self.chainID = chainID
        self.valueWei = valueWei
    }
}
