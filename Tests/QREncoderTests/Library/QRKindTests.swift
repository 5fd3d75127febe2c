import Testing

@testable import QREncoder

@Suite("QRKind")
struct QRKindTests {
    @Test(
        "detect classifies scanned and pasted text",
        arguments: [
            ("WIFI:T:WPA;S:Home;P:secret123;;", QRKind.wifi), ("wifi:S:x;;", .wifi),
            ("BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD", .contact), ("MECARD:N:Doe;;", .contact),
            ("BEGIN:VEVENT\r\nEND:VEVENT", .calendar), ("begin:vcalendar\nEND:VCALENDAR", .calendar),
            ("https://venmo.com/u/jane-doe", .venmo), ("venmo://paycharge?txn=pay", .venmo),
            ("https://paypal.me/JaneDoe/10", .paypal), ("https://www.paypal.com/paypalme/JaneDoe", .paypal),
            ("https://cash.app/$jane", .cashapp), ("https://enroll.zellepay.com/qr-codes?data=e30=", .zelle),
            ("bitcoin:1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", .crypto), ("ETHEREUM:0xabc", .crypto),
            ("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", .crypto), ("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", .crypto),
            ("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", .crypto),
            ("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", .text), ("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358", .text),
            ("https://example.com/menus/lunch.pdf", .file), ("  HTTPS://example.com/a/b.zip?x=1 \n", .file),
            ("https://example.com/index.html", .url), ("http://example.com/lunch.pdf", .url),
            ("https://example.com", .url), ("mailto:a@b.org", .text), ("tel:+15550100", .text),
            ("https://exa mple.com", .text), ("just some words", .text), ("", .text),
        ])
    func detect(text: String, kind: QRKind) {
        #expect(QRKind.detect(text) == kind)
    }

    @Test("the raw values are the app model's type strings")
    func rawValues() {
        #expect(
            QRKind.allCases.map(\.rawValue) == [
                "url", "text", "wifi", "contact", "file", "venmo", "paypal", "cashapp", "zelle", "crypto", "calendar",
            ])
    }
}
