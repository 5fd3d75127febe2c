import Testing

@testable import QREncoder

@Suite("Payload builders")
struct PayloadTests {
    @Test("Wi-Fi escapes \\ ; , : and \" in SSID and password")
    func wifi() throws {
        let wifi = try WiFiPayload(ssid: "My;Net", password: "p:a\\s,s\"word", security: .wpa, hidden: true)
        #expect(wifi.payload == "WIFI:T:WPA;S:My\\;Net;P:p\\:a\\\\s\\,s\\\"word;H:true;;")
        #expect(try WiFiPayload(ssid: "Cafe", security: .none).payload == "WIFI:T:nopass;S:Cafe;;")
        #expect(try WiFiPayload(ssid: "Old", password: "abcde", security: .wep).payload == "WIFI:T:WEP;S:Old;P:abcde;;")
        let code = try QRCode(payload: wifi)
        #expect(try QRDecoder.decode(code).text == wifi.payload)
    }

    @Test(
        "Wi-Fi rejects what phones would not join",
        arguments: [
            ("", "password1", WiFiPayload.Security.wpa, "ssid"),
            (String(repeating: "x", count: 33), "password1", .wpa, "ssid"),
            ("Net", "short", .wpa, "password"),
            ("Net", "abcdef", .wep, "password"),
            ("Net", "secret", .none, "password"),
            ("Net\n", "password1", .wpa, "ssid"),
        ])
    func wifiErrors(ssid: String, password: String, security: WiFiPayload.Security, field: String) {
        let error = #expect(throws: QRCodeError.self) {
            try WiFiPayload(ssid: ssid, password: password, security: security)
        }
        guard case .invalidPayloadField(let name, _) = error else { return }
        #expect(name == field)
    }

    @Test("URLs must be http or https with a host")
    func urls() throws {
        #expect(try URLPayload("https://example.com/a?b=c").payload == "https://example.com/a?b=c")
        #expect(try URLPayload("HTTP://example.com").payload == "HTTP://example.com")
        for bad in ["ftp://x", "https:///path", "https://a b.com", "javascript:alert(1)"] {
            #expect(throws: QRCodeError.self) { try URLPayload(bad) }
        }
        #expect(try TextPayload("hello").payload == "hello")
        #expect(throws: QRCodeError.self) { try TextPayload("") }
    }

    @Test("tel, sms, mailto and geo URIs follow their RFCs")
    func uris() throws {
        #expect(try PhonePayload(number: "+1 (555) 123-4567").payload == "tel:+15551234567")
        #expect(
            try SMSPayload(number: "555 1234", message: "Hi there & bye").payload
                == "sms:5551234?body=Hi%20there%20%26%20bye")
        #expect(try SMSPayload(number: "5551234").payload == "sms:5551234")
        #expect(
            try EmailPayload(address: "a@b.org", subject: "Q&A", body: "1+1").payload
                == "mailto:a@b.org?subject=Q%26A&body=1%2B1")
        #expect(try EmailPayload(address: "a@b.org").payload == "mailto:a@b.org")
        #expect(
            try GeoPayload(latitudeMicrodegrees: 48_858_370, longitudeMicrodegrees: 2_294_481).payload
                == "geo:48.85837,2.294481")
        #expect(try GeoPayload(latitudeMicrodegrees: -33_000_000, longitudeMicrodegrees: 0).payload == "geo:-33,0")
        #expect(throws: QRCodeError.self) { try PhonePayload(number: "12") }
        #expect(throws: QRCodeError.self) { try PhonePayload(number: "555-CALL") }
        #expect(throws: QRCodeError.self) { try EmailPayload(address: "nobody") }
        #expect(throws: QRCodeError.self) { try GeoPayload(latitudeMicrodegrees: 90_000_001, longitudeMicrodegrees: 0) }
        #expect(throws: QRCodeError.self) {
            try GeoPayload(latitudeMicrodegrees: 0, longitudeMicrodegrees: -180_000_001)
        }
    }

    @Test("vCard 3.0 escapes values, ends lines in CRLF and folds at 75 octets")
    func vcard() throws {
        let contact = QRContact(
            familyName: "Doe", givenName: "Jane", organization: "Acme, Inc.", title: "CTO",
            phones: ["+1 555 0100"], emails: ["jane@example.com"], url: "https://example.com",
            address: "1 Main St", note: "Line one\nLine two; " + String(repeating: "x", count: 80))
        let card = try VCardPayload(contact).payload
        #expect(card.hasPrefix("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;Jane;;;\r\nFN:Jane Doe\r\nORG:Acme\\, Inc.\r\n"))
        #expect(card.contains("TEL;TYPE=VOICE:+15550100\r\n"))
        #expect(card.contains("NOTE:Line one\\nLine two\\; xx"))
        #expect(card.contains("\r\n x"))
        #expect(card.hasSuffix("END:VCARD\r\n"))
        for line in card.split(separator: "\r\n") { #expect(line.utf8.count <= 75) }
        #expect(throws: QRCodeError.self) { try VCardPayload(QRContact()) }
        #expect(throws: QRCodeError.self) { try VCardPayload(QRContact(givenName: "A", emails: ["bad"])) }
    }

    @Test("MeCard escapes reserved characters")
    func mecard() throws {
        let contact = QRContact(
            familyName: "Doe", givenName: "Jane", organization: "A;B", phones: ["5550100"],
            emails: ["jane@example.com"], url: "https://x.org", address: "Here", note: "Hi:\nthere")
        #expect(
            try MeCardPayload(contact).payload
                == "MECARD:N:Doe,Jane;ORG:A\\;B;TEL:5550100;EMAIL:jane@example.com;URL:https\\://x.org;ADR:Here;NOTE:Hi\\: there;;"
        )
        #expect(try MeCardPayload(QRContact(familyName: "Solo")).payload == "MECARD:N:Solo;;")
    }

    @Test("VEVENT has RFC 5545 date-times and escaping")
    func event() throws {
        let start = try QRDateTime(year: 2025, month: 3, day: 14, hour: 15, minute: 30)
        let end = try QRDateTime(year: 2025, month: 3, day: 14, hour: 16, minute: 0)
        let event = try EventPayload(
            summary: "Pi, day", start: start, end: end, location: "Room 1", description: "a\nb")
        #expect(
            event.payload
                == "BEGIN:VEVENT\r\nSUMMARY:Pi\\, day\r\nDTSTART:20250314T153000Z\r\nDTEND:20250314T160000Z\r\n"
                + "LOCATION:Room 1\r\nDESCRIPTION:a\\nb\r\nEND:VEVENT\r\n")
        let floating = try QRDateTime(year: 2024, month: 2, day: 29, isUTC: false)
        #expect(floating.iCalendarValue == "20240229T000000")
        #expect(throws: QRCodeError.self) { try EventPayload(summary: "x", start: end, end: start) }
        #expect(throws: QRCodeError.self) { try EventPayload(summary: "x", start: floating, end: end) }
        #expect(throws: QRCodeError.self) { try EventPayload(summary: "", start: start, end: end) }
        #expect(throws: QRCodeError.self) { try QRDateTime(year: 2023, month: 2, day: 29) }
        #expect(throws: QRCodeError.self) { try QRDateTime(year: 2023, month: 13, day: 1) }
        #expect(throws: QRCodeError.self) { try QRDateTime(year: 0, month: 1, day: 1) }
        #expect(throws: QRCodeError.self) { try QRDateTime(year: 2023, month: 1, day: 1, hour: 24) }
        #expect(throws: QRCodeError.self) { try QRDateTime(year: 2023, month: 1, day: 1, minute: 60) }
        #expect(throws: QRCodeError.self) { try QRDateTime(year: 2023, month: 1, day: 1, second: 60) }
    }

    @Test("EPC SEPA transfers check the IBAN (ISO 13616 examples) and amounts")
    func epc() throws {
        let transfer = try EPCPayload(
            name: "Red Cross", iban: "DE89 3704 0044 0532 0130 00", bic: "COBADEFFXXX",
            amountCents: 1_250, remittance: "Donation")
        #expect(
            transfer.payload
                == "BCD\n002\n1\nSCT\nCOBADEFFXXX\nRed Cross\nDE89370400440532013000\nEUR12.50\n\n\nDonation")
        #expect(
            try EPCPayload(name: "A", iban: "GB82WEST12345698765432").payload
                == "BCD\n002\n1\nSCT\n\nA\nGB82WEST12345698765432")
        #expect(
            try EPCPayload(name: "A", iban: "GB82WEST12345698765432", purpose: "char", reference: "RF18").payload
                .hasSuffix("\nCHAR\nRF18"))
        let bad: [() throws -> EPCPayload] = [
            { try EPCPayload(name: "A", iban: "GB82WEST12345698765433") },
            { try EPCPayload(name: "A", iban: "1234") },
            { try EPCPayload(name: "", iban: "GB82WEST12345698765432") },
            { try EPCPayload(name: String(repeating: "n", count: 71), iban: "GB82WEST12345698765432") },
            { try EPCPayload(name: "A", iban: "GB82WEST12345698765432", bic: "SHORT") },
            { try EPCPayload(name: "A", iban: "GB82WEST12345698765432", amountCents: 0) },
            { try EPCPayload(name: "A", iban: "GB82WEST12345698765432", purpose: "TOOLONG") },
            { try EPCPayload(name: "A", iban: "GB82WEST12345698765432", reference: "R", remittance: "T") },
            { try EPCPayload(name: "A", iban: "GB82WEST12345698765432", reference: String(repeating: "r", count: 36)) },
            {
                try EPCPayload(
                    name: "A", iban: "GB82WEST12345698765432", remittance: String(repeating: "r", count: 141))
            },
        ]
        for make in bad { #expect(throws: QRCodeError.self) { try make() } }
    }

    @Test("BIP-21 and EIP-681 URIs")
    func crypto() throws {
        #expect(
            try BitcoinPayload(
                address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", amountSatoshi: 2_030_000_000, label: "Luke Jr"
            ).payload
                == "bitcoin:1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2?amount=20.3&label=Luke%20Jr")
        #expect(
            try BitcoinPayload(address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", message: "x").payload
                == "bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?message=x")
        #expect(throws: QRCodeError.self) { try BitcoinPayload(address: "0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2") }
        #expect(throws: QRCodeError.self) { try BitcoinPayload(address: "bc1QAR0") }
        #expect(throws: QRCodeError.self) {
            try BitcoinPayload(address: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", amountSatoshi: 0)
        }
        let address = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
        #expect(
            try EthereumPayload(address: address, chainID: 1, valueWei: "2014000000000000000").payload
                == "ethereum:\(address)@1?value=2014000000000000000")
        #expect(try EthereumPayload(address: address).payload == "ethereum:\(address)")
        #expect(throws: QRCodeError.self) { try EthereumPayload(address: "0x123") }
        #expect(throws: QRCodeError.self) { try EthereumPayload(address: address, chainID: 0) }
        #expect(throws: QRCodeError.self) { try EthereumPayload(address: address, valueWei: "1e18") }
    }

    @Test("payment links for Venmo, PayPal.me, Cash App and Zelle")
    func paymentLinks() throws {
        #expect(try VenmoPayload(username: "@jane-doe").payload == "https://venmo.com/u/jane-doe")
        #expect(
            try VenmoPayload(username: "jane-doe", amountCents: 1_050, note: "Lunch & tip").payload
                == "https://venmo.com/jane-doe?txn=pay&amount=10.50&note=Lunch%20%26%20tip")
        #expect(throws: QRCodeError.self) { try VenmoPayload(username: "abc") }
        #expect(throws: QRCodeError.self) { try VenmoPayload(username: "jane doe!") }
        #expect(throws: QRCodeError.self) { try VenmoPayload(username: "janedoe", note: "no amount") }
        #expect(throws: QRCodeError.self) { try VenmoPayload(username: "janedoe", amountCents: 0) }
        #expect(
            try PayPalMePayload(name: "JaneDoe", amountMinorUnits: 1_250, currency: "eur").payload
                == "https://paypal.me/JaneDoe/12.50EUR")
        #expect(try PayPalMePayload(name: "JaneDoe").payload == "https://paypal.me/JaneDoe")
        #expect(throws: QRCodeError.self) { try PayPalMePayload(name: "jane.doe") }
        #expect(throws: QRCodeError.self) { try PayPalMePayload(name: "") }
        #expect(throws: QRCodeError.self) { try PayPalMePayload(name: "Jane", amountMinorUnits: 5, currency: "EU") }
        #expect(throws: QRCodeError.self) { try PayPalMePayload(name: "Jane", amountMinorUnits: -5) }
        #expect(try CashAppPayload(cashtag: "$jane_1", amountCents: 2_500).payload == "https://cash.app/$jane_1/25")
        #expect(try CashAppPayload(cashtag: "jane").payload == "https://cash.app/$jane")
        #expect(throws: QRCodeError.self) { try CashAppPayload(cashtag: "$123") }
        #expect(throws: QRCodeError.self) { try CashAppPayload(cashtag: "ja-ne") }
        #expect(throws: QRCodeError.self) { try CashAppPayload(cashtag: "jane", amountCents: 0) }
        let zelle = try ZellePayload(name: "Jane \"JD\" Doe", token: "jane@example.com")
        let json = "{\"name\":\"Jane \\\"JD\\\" Doe\",\"token\":\"jane@example.com\",\"action\":\"payment\"}"
        #expect(
            zelle.payload == "https://enroll.zellepay.com/qr-codes?data="
                + PayloadText.percentEncoded(Base64.encode(Array(json.utf8))))
        #expect(
            try ZellePayload(name: "J", token: "+1 (555) 010-0199").payload.hasPrefix("https://enroll.zellepay.com/"))
        #expect(throws: QRCodeError.self) { try ZellePayload(name: "J", token: "+44 20 7946 0000") }
        #expect(throws: QRCodeError.self) { try ZellePayload(name: "", token: "a@b.co") }
    }

    @Test(
        "Base64 matches the RFC 4648 test vectors",
        arguments: [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ])
    func base64(input: String, expected: String) {
        #expect(Base64.encode(Array(input.utf8)) == expected)
    }
}
