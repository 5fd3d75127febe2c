// Reads cases (one JSON object a line: {"type", "text"}) on standard input, parses each text with
// QREncoder's payload parsers and prints the fields as one JSON object a line; with the argument
// `library`, prints a sample library's CSV export and its JSON backup, separated by a line "--".
import Foundation
import QREncoder

func fields(type: String, text: String) throws -> [String: Any] {
    switch type {
    case "wifi":
        let wifi = try WiFiPayload(parsing: text)
        return [
            "ssid": wifi.ssid, "password": wifi.password, "security": wifi.security.rawValue, "hidden": wifi.hidden,
        ]
    case "mecard", "vcard":
        let contact =
            type == "mecard" ? try MeCardPayload(parsing: text).contact : try VCardPayload(parsing: text).contact
        return [
            "family": contact.familyName, "given": contact.givenName, "org": contact.organization,
            "phones": contact.phones, "emails": contact.emails, "url": contact.url, "address": contact.address,
            "note": contact.note,
        ]
    case "geo":
        let geo = try GeoPayload(parsing: text)
        return ["lat": geo.latitudeMicrodegrees, "lng": geo.longitudeMicrodegrees]
    case "email":
        let mail = try EmailPayload(parsing: text)
        return ["to": mail.to, "cc": mail.cc, "bcc": mail.bcc, "subject": mail.subject, "body": mail.body]
    case "epc":
        let epc = try EPCPayload(parsing: text)
        return ["name": epc.name, "iban": epc.iban, "amountCents": epc.amountCents ?? -1, "text": epc.remittance]
    default:
        return ["error": "unknown type \(type)"]
    }
}

if CommandLine.arguments.dropFirst().first == "library" {
    var library = QRLibrary()
    let start = Date(timeIntervalSince1970: 1_741_966_200)
    let rows = [
        ("Home, sweet \"home\"", "WIFI:T:WPA;S:Home;P:secret123;;", ["home", "Übung"]),
        ("=SUM(A1)", "line one\r\nline two", []),
        ("Café menu", "https://example.com/menus/lunch.pdf", ["food", "work"]),
    ]
    for (index, row) in rows.enumerated() {
        _ = try library.add(title: row.0, data: row.1, tags: row.2, at: start.addingTimeInterval(Double(index)))
    }
    print(library.csvExport(), terminator: "")
    print("--")
    print(String(decoding: try library.backupJSON(at: start), as: UTF8.self))
} else {
    while let line = readLine() {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String] ?? [:]
        var result: [String: Any]
        do {
            result = try fields(type: object["type"] ?? "", text: object["text"] ?? "")
        } catch {
            result = ["error": "\(error)"]
        }
        let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
