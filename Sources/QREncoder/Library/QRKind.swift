/// What a saved code holds: the eleven kinds of QR Book's library, each with a payload type.
///
/// The raw values are the strings the app's model stores in its `type` field.
///
/// | Kind | Payload type |
/// | --- | --- |
/// | ``url`` | ``URLPayload`` |
/// | ``text`` | ``TextPayload`` (also e-mail, SMS, phone, geo and EPC strings, which have no kind of their own) |
/// | ``wifi`` | ``WiFiPayload`` |
/// | ``contact`` | ``VCardPayload`` or ``MeCardPayload`` |
/// | ``file`` | ``FilePayload`` |
/// | ``venmo`` | ``VenmoPayload`` |
/// | ``paypal`` | ``PayPalMePayload`` |
/// | ``cashapp`` | ``CashAppPayload`` |
/// | ``zelle`` | ``ZellePayload`` |
/// | ``crypto`` | ``BitcoinPayload`` or ``EthereumPayload`` |
/// | ``calendar`` | ``EventPayload`` |
public enum QRKind: String, CaseIterable, Codable, Sendable {
    /// A web link.
    case url
    /// Plain text, and every format without a kind of its own.
    case text
    /// Wi-Fi credentials.
    case wifi
    /// A contact card.
    case contact
    /// A link to a hosted file.
    case file
    /// A Venmo link.
    case venmo
    /// A PayPal.me link.
    case paypal
    /// A Cash App link.
    case cashapp
    /// A Zelle code.
    case zelle
    /// A bitcoin or ether payment request, or a bare address.
    case crypto
    /// A calendar event.
    case calendar
}
