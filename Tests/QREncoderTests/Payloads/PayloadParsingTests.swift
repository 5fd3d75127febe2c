import TestSupport
import Testing

@testable import QREncoder

/// Random valid payloads of every type, from a seeded generator so failures reproduce.
struct PayloadSampler {
    var random: SplitMix64

    /// Letters, digits and every character the formats escape or split on.
    static let alphabet = Array("abcXYZ019 ;,:\\\"'=&?%+#/@$éß漢😀-_.")

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func bool() -> Bool { Bool.random(using: &random) }

    mutating func text(_ lengths: ClosedRange<Int>, from alphabet: [Character] = alphabet) -> String {
        String((0..<int(lengths)).map { _ in alphabet[int(0...(alphabet.count - 1))] })
    }

    mutating func word(_ lengths: ClosedRange<Int>) -> String {
        text(lengths, from: Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"))
    }

    /// Text with something other than spaces in it.
    mutating func nonBlank(_ lengths: ClosedRange<Int>) -> String { word(1...3) + text(lengths) }

    mutating func email() -> String { word(1...8) + "@" + word(1...8) + ".org" }
    mutating func phone() -> String { (bool() ? "+" : "") + text(7...15, from: Array("0123456789")) }

    mutating func contact(multiline: Bool) -> QRContact {
        let noteAlphabet = multiline ? Self.alphabet + ["\n"] : Self.alphabet
        return QRContact(
            familyName: nonBlank(0...10), givenName: bool() ? text(0...10) : "", organization: text(0...12),
            title: text(0...8), phones: (0..<int(0...2)).map { _ in phone() },
            emails: (0..<int(0...2)).map { _ in email() }, url: bool() ? "https://" + word(1...8) + ".com/a,b;c" : "",
            address: text(0...20), note: text(0...30, from: noteAlphabet))
    }

    mutating func dateTime(utc: Bool) throws -> QRDateTime {
        try QRDateTime(
            year: int(1...9999), month: int(1...12), day: int(1...28), hour: int(0...23), minute: int(0...59),
            second: int(0...59), isUTC: utc)
    }
}

@Suite("Payload parsing")
struct PayloadParsingTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test("every valid Wi-Fi payload parses back to itself", arguments: seeds)
    func wifiRoundTrip(seed: UInt64) throws {
        var sample = PayloadSampler(random: SplitMix64(seed: seed))
        let security = [WiFiPayload.Security.wpa, .wep, .none][sample.int(0...2)]
        var ssid = sample.nonBlank(0...12)
        while ssid.utf8.count > 32 { ssid.removeLast() }
        let password: String
        switch security {
        case .wpa: password = sample.text(8...40)
        case .wep: password = sample.text(5...5)
        case .none: password = ""
        }
        let wifi = try WiFiPayload(ssid: ssid, password: password, security: security, hidden: sample.bool())
        #expect(try WiFiPayload(parsing: wifi.payload) == wifi)
        #expect(wifi.ssid == ssid && wifi.password == password && wifi.security == security)
    }

    @Test("every valid contact card parses back to itself, as vCard and as MeCard", arguments: seeds)
    func contactRoundTrip(seed: UInt64) throws {
        var sample = PayloadSampler(random: SplitMix64(seed: seed))
        let vcard = try VCardPayload(sample.contact(multiline: true))
        #expect(try VCardPayload(parsing: vcard.payload) == vcard)
        let mecard = try MeCardPayload(sample.contact(multiline: true))
        #expect(try MeCardPayload(parsing: mecard.payload) == mecard)
    }

    @Test("every valid event, message, address and link parses back to itself", arguments: seeds)
    func othersRoundTrip(seed: UInt64) throws {
        var s = PayloadSampler(random: SplitMix64(seed: seed))
        let utc = s.bool()
        let start = try s.dateTime(utc: utc)
        let event = try EventPayload(
            summary: s.nonBlank(0...20), start: start, end: start, location: s.text(0...10),
            description: s.text(0...30, from: PayloadSampler.alphabet + ["\n", "\r"]))
        #expect(try EventPayload(parsing: event.payload) == event)
        let email = try EmailPayload(
            to: [s.email(), s.email()], cc: s.bool() ? [s.email()] : [], bcc: s.bool() ? [s.email()] : [],
            subject: s.text(0...20), body: s.text(0...40, from: PayloadSampler.alphabet + ["\n"]))
        #expect(try EmailPayload(parsing: email.payload) == email)
        let sms = try SMSPayload(number: s.phone(), message: s.text(0...40))
        #expect(try SMSPayload(parsing: sms.payload) == sms)
        let phone = try PhonePayload(number: s.phone())
        #expect(try PhonePayload(parsing: phone.payload) == phone)
        let geo = try GeoPayload(
            latitudeMicrodegrees: s.int(-90_000_000...90_000_000),
            longitudeMicrodegrees: s.int(-180_000_000...180_000_000))
        #expect(try GeoPayload(parsing: geo.payload) == geo)
        let text = try TextPayload(s.nonBlank(0...30))
        #expect(try TextPayload(parsing: text.payload) == text)
        let url = try URLPayload("https://" + s.word(1...10) + ".example/" + s.word(0...10) + "?q=" + s.word(0...5))
        #expect(try URLPayload(parsing: url.payload) == url)
        let file = try FilePayload("https://" + s.word(1...10) + ".example/files/" + s.word(1...10) + ".pdf")
        #expect(try FilePayload(parsing: file.payload) == file)
    }

    @Test("every valid payment and crypto payload parses back to itself", arguments: seeds)
    func paymentsRoundTrip(seed: UInt64) throws {
        var s = PayloadSampler(random: SplitMix64(seed: seed))
        let amount = s.bool() ? s.int(1...500_000) : nil
        let venmo = try VenmoPayload(
            username: s.word(5...30), amountCents: amount, note: amount == nil ? "" : s.text(0...20))
        #expect(try VenmoPayload(parsing: venmo.payload) == venmo)
        let paypal = try PayPalMePayload(
            name: s.word(1...20), amountMinorUnits: s.bool() ? s.int(1...1_000_000_000) : nil,
            currency: ["USD", "eur", "Gbp"][s.int(0...2)])
        #expect(try PayPalMePayload(parsing: paypal.payload) == paypal)
        let cash = try CashAppPayload(cashtag: "$a" + s.word(0...19), amountCents: s.bool() ? s.int(1...750_000) : nil)
        #expect(try CashAppPayload(parsing: cash.payload) == cash)
        let zelle = try ZellePayload(
            name: s.nonBlank(0...30), token: s.bool() ? s.email() : "1" + s.text(10...10, from: Array("0123456789")))
        #expect(try ZellePayload(parsing: zelle.payload) == zelle)
        let epc = try EPCPayload(
            name: s.nonBlank(0...40), iban: ["DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432"][s.int(0...1)],
            bic: s.bool() ? "COBADEFFXXX" : "", amountCents: s.bool() ? s.int(1...99_999_999_999) : nil,
            purpose: s.bool() ? "CHAR" : "", reference: "", remittance: s.text(0...40))
        #expect(try EPCPayload(parsing: epc.payload) == epc)
        let addresses = [
            "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
            "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ",
        ]
        let bitcoin = try BitcoinPayload(
            address: addresses[s.int(0...3)], amountSatoshi: s.bool() ? s.int(1...2_100_000_000_000_000) : nil,
            label: s.text(0...15), message: s.text(0...15))
        #expect(try BitcoinPayload(parsing: bitcoin.payload) == bitcoin)
        let ether = try EthereumPayload(
            address: "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", chainID: s.bool() ? s.int(1...100_000) : nil,
            valueWei: s.bool() ? s.text(1...30, from: Array("0123456789")) : "")
        #expect(try EthereumPayload(parsing: ether.payload) == ether)
    }

    // Strings as other generators write them. Sources: segno 1.6.6 helpers (make_wifi_data,
    // make_mecard_data, make_vcard_data, make_geo_data, make_make_email_data, _make_epc_qr_data),
    // ZXing's barcode contents conventions, RFC 6350 §8 (vCard 4.0 example), RFC 5545 §3.6.1.

    @Test("Wi-Fi strings of other generators")
    func foreignWiFi() throws {
        // segno: make_wifi_data(ssid="Café;Net", password="pa:ss\\word", security="wpa", hidden=True)
        let segno = try WiFiPayload(parsing: "WIFI:T:WPA;S:Café\\;Net;P:pa\\:ss\\\\word;H:true;")
        #expect(segno.ssid == "Café;Net" && segno.password == "pa:ss\\word" && segno.security == .wpa && segno.hidden)
        // segno without a type and with an unescaped comma; fields in another order; lower-case scheme.
        let plain = try WiFiPayload(parsing: "wifi:S:a,b;P:;;")
        #expect(plain.ssid == "a,b" && plain.security == .none)
        let reordered = try WiFiPayload(parsing: "WIFI:S:Home;P:\"12345678\";T:WPA2;;")
        #expect(reordered.ssid == "Home" && reordered.password == "12345678" && reordered.security == .wpa)
        let escapedComma = try WiFiPayload(parsing: "WIFI:T:WEP;S:x\\,y;P:abcde;H:false;;")
        #expect(escapedComma.ssid == "x,y" && escapedComma.security == .wep && !escapedComma.hidden)
    }

    @Test(
        "malformed Wi-Fi strings are refused with the field at fault",
        arguments: [
            ("WIFX:S:a;;", "payload"), ("WIFI:S:a;T:WPA;P:short;;", "password"), ("WIFI:T:WPA;P:password1;;", "ssid"),
            ("WIFI:S:a;T:WPA2-EAP;;", "security"), ("WIFI:S:a;E:PEAP;;", "security"), ("WIFI:S;;", "payload"),
        ])
    func wifiErrors(text: String, field: String) {
        let error = #expect(throws: QRCodeError.self) { try WiFiPayload(parsing: text) }
        guard case .invalidPayloadField(let name, _) = error else { return }
        #expect(name == field)
    }

    @Test("MeCard from segno, with and without the trailing ;;")
    func foreignMeCard() throws {
        // segno: make_mecard_data(name="Doe,John", phone=["+1 555 0100"], email="j@x.org",
        //   url="https://x.org", memo="Hi; there", city="Springfield", zipcode="12345", videophone="5550111")
        let text =
            "MECARD:N:Doe,John;TEL:+1 555 0100;TELAV:5550111;EMAIL:j@x.org;URL:https\\://x.org;"
            + "ADR:,,,Springfield,,12345,;MEMO:Hi\\; there;;"
        let card = try MeCardPayload(parsing: text)
        let expected = QRContact(
            familyName: "Doe", givenName: "John", phones: ["+15550100", "5550111"], emails: ["j@x.org"],
            url: "https://x.org", address: "Springfield, 12345", note: "Hi; there")
        #expect(card.contact == expected)
        #expect(try MeCardPayload(parsing: String(text.dropLast())).contact == expected)
        #expect(try MeCardPayload(parsing: String(text.dropLast(2))).contact == expected)
        #expect(try MeCardPayload(parsing: "mecard:N:Solo").contact == QRContact(familyName: "Solo"))
        #expect(throws: QRCodeError.self) { try MeCardPayload(parsing: "MECARD:TEL:123;;") }
        #expect(throws: QRCodeError.self) { try MeCardPayload(parsing: "MECARD:N:a;NOCOLON;;") }
        #expect(throws: QRCodeError.self) { try MeCardPayload(parsing: "VCARD:N:a;;") }
    }

    @Test("vCard 3.0 from segno and vCard 4.0 from RFC 6350, folded and unfolded")
    func foreignVCard() throws {
        // segno: make_vcard_data(name="Doe;John", displayname="John Doe", email="j@x.org",
        //   phone="+1 555 0100", org="Acme, Inc.", street="1 Main St", city="Springfield",
        //   memo="a, b", cellphone="5550111")
        let segno = [
            "BEGIN:VCARD", "VERSION:3.0", "N:Doe;John", "FN:John Doe", "ORG:Acme\\, Inc.", "EMAIL:j@x.org",
            "TEL:+1 555 0100", "TEL;TYPE=CELL:5550111", "ADR:;;1 Main St;Springfield;;;", "NOTE:a\\, b", "END:VCARD",
            "",
        ].joined(separator: "\r\n")
        let card = try VCardPayload(parsing: segno).contact
        #expect(
            card
                == QRContact(
                    familyName: "Doe", givenName: "John", organization: "Acme, Inc.", phones: ["+15550100", "5550111"],
                    emails: ["j@x.org"], address: "1 Main St, Springfield", note: "a, b"))
        // RFC 6350 §8, shortened: vCard 4.0 with a tel: URI value, a quoted parameter, a group
        // name and a folded NOTE line, with LF line ends and a lower-case property.
        let rfc = """
            BEGIN:VCARD
            VERSION:4.0
            FN:Simon Perreault
            N:Perreault;Simon;;;ing. jr,M.Sc.
            item1.TEL;VALUE=uri;TYPE="work,voice";PREF=1:tel:+1-418-656-9254
            email;TYPE=work:simon.perreault@viagenie.ca
            NOTE:a long note that was folded by the
              generator at some point
            END:VCARD
            """
        let four = try VCardPayload(parsing: rfc).contact
        #expect(four.familyName == "Perreault" && four.givenName == "Simon")
        #expect(four.phones == ["+14186569254"] && four.emails == ["simon.perreault@viagenie.ca"])
        #expect(four.note == "a long note that was folded by the generator at some point")
        let fnOnly = try VCardPayload(parsing: "BEGIN:VCARD\nVERSION:4.0\nFN:Prince\nEND:VCARD")
        #expect(fnOnly.contact.givenName == "Prince")
    }

    @Test(
        "malformed vCards are refused",
        arguments: [
            "VCARD", "BEGIN:VCARD\r\nFN:a\r\n", "BEGIN:VCARD\r\nVERSION:5.0\r\nFN:a\r\nEND:VCARD",
            "BEGIN:VCARD\r\nN:;;;;\r\nEND:VCARD", "BEGIN:VCARD\r\nBEGIN:VCARD\r\nFN:a\r\nEND:VCARD",
            "BEGIN:VCARD\r\nFN;ENCODING=QUOTED-PRINTABLE:=41\r\nEND:VCARD",
        ])
    func vcardErrors(text: String) {
        #expect(throws: QRCodeError.self) { try VCardPayload(parsing: text) }
    }

    @Test("geo, mailto and EPC strings from segno")
    func foreignURIs() throws {
        // segno: make_geo_data(38.8976763, -77.0365298) writes eight decimals at most.
        let geo = try GeoPayload(parsing: "geo:38.8976763,-77.0365298")
        #expect(geo.latitudeMicrodegrees == 38_897_676 && geo.longitudeMicrodegrees == -77_036_530)
        #expect(try GeoPayload(parsing: "GEO:48.2010,16.3695,183;u=20").latitudeMicrodegrees == 48_201_000)
        // segno: make_make_email_data(to=["a@x.org","b@x.org"], cc="c@x.org", subject="Hi there", body="1/2")
        let mail = try EmailPayload(parsing: "mailto:a@x.org,b@x.org?cc=c@x.org&subject=Hi%20there&body=1/2")
        #expect(mail.to == ["a@x.org", "b@x.org"] && mail.cc == ["c@x.org"])
        #expect(mail.subject == "Hi there" && mail.body == "1/2")
        let matmsg = try EmailPayload(parsing: "MATMSG:TO:a@x.org;SUB:Hi;BODY:Text\\;;;")
        #expect(matmsg.address == "a@x.org" && matmsg.subject == "Hi" && matmsg.body == "Text;")
        // segno: _make_epc_qr_data("Red Cross", "DE89370400440532013000", 10, text="Donation")
        // picks character set 2 (ISO 8859-1) for ASCII text and writes the amount as EUR10.
        let epc = try EPCPayload(
            parsing: "BCD\n002\n2\nSCT\n\nRed Cross\nDE89370400440532013000\nEUR10\n\n\nDonation")
        #expect(epc.name == "Red Cross" && epc.amountCents == 1_000 && epc.remittance == "Donation")
        #expect(try SMSPayload(parsing: "SMSTO:+15550100:Hello: world").message == "Hello: world")
        #expect(try SMSPayload(parsing: "sms:+15550100&body=Hi%21").message == "Hi!")
        #expect(try PhonePayload(parsing: "TEL:+1-555-0100").number == "+15550100")
    }

    @Test("payment links and crypto URIs as apps and wallets write them")
    func foreignPayments() throws {
        let venmo = try VenmoPayload(parsing: "venmo://paycharge?txn=pay&recipients=jane-doe&amount=5&note=Pizza+night")
        #expect(venmo.username == "jane-doe" && venmo.amountCents == 500 && venmo.note == "Pizza night")
        #expect(try VenmoPayload(parsing: "HTTPS://account.venmo.com/u/jane-doe").amountCents == nil)
        let paypal = try PayPalMePayload(parsing: "https://www.paypal.me/JaneDoe/25")
        #expect(paypal.amountMinorUnits == 2_500 && paypal.currency == "USD")
        #expect(try PayPalMePayload(parsing: "https://paypal.com/paypalme/JaneDoe").name == "JaneDoe")
        #expect(try CashAppPayload(parsing: "https://cash.me/%24jane/7.5").amountCents == 750)
        // BIP-21's own example, with an unknown optional parameter.
        let btc = try BitcoinPayload(
            parsing:
                "BITCOIN:1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2?amount=50&label=Luke-Jr&message=Donation%20for%20project%20xyz&somethingelse=x"
        )
        #expect(
            btc.amountSatoshi == 5_000_000_000 && btc.label == "Luke-Jr" && btc.message == "Donation for project xyz")
        #expect(throws: QRCodeError.self) {
            try BitcoinPayload(parsing: "bitcoin:1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2?req-somethingyoudontunderstand=50")
        }
        // EIP-681's example value: 2.014e18 wei.
        let eth = try EthereumPayload(
            parsing: "ethereum:pay-0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359@1?value=2.014e18")
        #expect(eth.valueWei == "2014000000000000000" && eth.chainID == 1)
        #expect(throws: QRCodeError.self) {
            try EthereumPayload(parsing: "ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359/transfer?address=0x1")
        }
        #expect(throws: QRCodeError.self) {
            try EthereumPayload(parsing: "ethereum:0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359?value=1.5e0")
        }
    }

    @Test("an event inside a VCALENDAR with a TZID, an all-day date and an alarm")
    func foreignEvent() throws {
        let text = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "DTSTART;TZID=Europe/Paris:20250314T090000",
            "DTEND;TZID=Europe/Paris:20250314T100000", "summary:Stand\\, up", "BEGIN:VALARM", "DESCRIPTION:ignored",
            "END:VALARM", "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\r\n")
        let event = try EventPayload(parsing: text)
        #expect(event.summary == "Stand, up" && event.description.isEmpty)
        #expect(event.start == (try QRDateTime(year: 2025, month: 3, day: 14, hour: 9, isUTC: false)))
        let allDay = try EventPayload(parsing: "BEGIN:VEVENT\nSUMMARY:Trip\nDTSTART;VALUE=DATE:20250701\nEND:VEVENT")
        #expect(allDay.start == allDay.end && allDay.start.hour == 0)
        for bad in [
            "SUMMARY:x", "BEGIN:VEVENT\nSUMMARY:x\n", "BEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT",
            "BEGIN:VEVENT\nSUMMARY:x\nDTSTART:2025031\nEND:VEVENT",
            "BEGIN:VEVENT\nSUMMARY:x\nDTSTART:20250314T25000Z\nEND:VEVENT",
            "BEGIN:VEVENT\nSUMMARY:x\nDTSTART:20250314T120000Z\nDTEND:20250314T130000\nEND:VEVENT",
        ] {
            #expect(throws: QRCodeError.self) { try EventPayload(parsing: bad) }
        }
    }

    @Test("file links need https and a file name with an extension")
    func files() throws {
        let file = try FilePayload("https://example.com/menus/lunch%20menu.PDF?v=2")
        #expect(file.fileName == "lunch menu.PDF" && file.fileExtension == "pdf")
        for bad in [
            "http://example.com/a.pdf", "https://example.com/", "https://example.com/menu", "https:///a.pdf",
            "https://example.com/.profile", "https://example.com/a.toolongextension", "https://example.com/a b.pdf",
        ] {
            #expect(throws: QRCodeError.self) { try FilePayload(bad) }
        }
    }

    @Test(
        "every parser refuses text of another format",
        arguments: ["hello", "", "https://example.com", "WIFI:S:x;;"])
    func wrongFormat(text: String) {
        let parsers: [(String) throws -> Void] = [
            { _ = try PhonePayload(parsing: $0) }, { _ = try SMSPayload(parsing: $0) },
            { _ = try EmailPayload(parsing: $0) }, { _ = try GeoPayload(parsing: $0) },
            { _ = try EventPayload(parsing: $0) }, { _ = try EPCPayload(parsing: $0) },
            { _ = try VenmoPayload(parsing: $0) }, { _ = try PayPalMePayload(parsing: $0) },
            { _ = try CashAppPayload(parsing: $0) }, { _ = try ZellePayload(parsing: $0) },
            { _ = try BitcoinPayload(parsing: $0) }, { _ = try EthereumPayload(parsing: $0) },
            { _ = try VCardPayload(parsing: $0) }, { _ = try MeCardPayload(parsing: $0) },
        ]
        for parse in parsers { #expect(throws: QRCodeError.self) { try parse(text) } }
    }

    @Test("percent escapes, Base64 and the small JSON reader refuse malformed input")
    func helpers() throws {
        #expect(throws: QRCodeError.self) { try PayloadParsing.percentDecoded("%G1", field: "f") }
        #expect(throws: QRCodeError.self) { try PayloadParsing.percentDecoded("%FF", field: "f") }
        #expect(try PayloadParsing.percentDecoded("a+b%20c", field: "f", plusIsSpace: true) == "a b c")
        #expect(Base64.decode("Zm9vYmFy") == Array("foobar".utf8))
        #expect(Base64.decode("Zm9vYg") == Array("foob".utf8))
        #expect(Base64.decode("Z") == nil && Base64.decode("Zm=9") == nil && Base64.decode("Zm!v") == nil)
        #expect(
            try FlatJSONObject.members(#"{"a":"\u00e9\ud83d\ude00","n":1,"o":{"x":[1,"]"]},"b":"\"\\\/"}"#)
                == ["a": "é😀", "b": "\"\\/"])
        for bad in [#"{"a":"x""#, #"{"a" "x"}"#, #"["a"]"#, #"{"a":"\ud83d"}"#, #"{"a":"\q"}"#, "{\"a\":\"\u{01}\"}"] {
            #expect(throws: QRCodeError.self) { try FlatJSONObject.members(bad) }
        }
        #expect(throws: QRCodeError.self) { try ZellePayload(parsing: "https://enroll.zellepay.com/qr-codes?data=!!") }
        #expect(throws: QRCodeError.self) { try ZellePayload(parsing: "https://enroll.zellepay.com/qr-codes") }
        #expect(throws: QRCodeError.self) {
            try ZellePayload(parsing: "https://enroll.zellepay.com/qr-codes?data=" + Base64.encode(Array("{}".utf8)))
        }
        #expect(throws: QRCodeError.self) { try PayloadParsing.minorUnits("1.234", decimals: 2, field: "f") }
        #expect(throws: QRCodeError.self) { try PayloadParsing.minorUnits("1.", decimals: 2, field: "f") }
        #expect(try PayloadParsing.minorUnits(".5", decimals: 2, field: "f") == 50)
    }
}
