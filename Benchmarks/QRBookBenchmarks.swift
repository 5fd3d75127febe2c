import Foundation
import QREncoder
import TestSupport

/// 10,000 records with titles, data and tags drawn from a seeded generator.
private func makeLibrary(count: Int) throws -> QRLibrary {
    var random = SplitMix64(seed: 18)
    let words = [
        "Home", "Café", "Office", "Wi-Fi", "Menu", "Ticket", "Jane", "Müller", "Invoice", "Gym", "Zoë", "Park",
    ]
    let tags = ["work", "home", "travel", "food", "Übung", "family"]
    var library = QRLibrary()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    for index in 0..<count {
        let title =
            (0..<3).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }.joined(separator: " ")
            + " \(index)"
        let data = "https://example.com/\(words[index % words.count].lowercased())/\(index)?ref=qr"
        let tagList = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            tags[Int.random(in: 0..<tags.count, using: &random)]
        }
        try library.add(title: title, data: data, tags: tagList, at: start.addingTimeInterval(Double(index * 60)))
    }
    return library
}

func registerQRBookBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.add("qrbook.search-sort.10k-title", items: 10_000) {
        let library = try makeLibrary(count: 10_000)
        let query = QRLibrary.Query(text: "cafe wi", sort: .title)
        return { blackHole(library.records(matching: query).count) }
    }

    registry.add("qrbook.search-sort.10k-lastUsed", items: 10_000) {
        let library = try makeLibrary(count: 10_000)
        let query = QRLibrary.Query(text: "müller", sort: .lastUsed)
        return { blackHole(library.records(matching: query).count) }
    }

    registry.add("qrbook.sort.10k-title-all", items: 10_000) {
        let library = try makeLibrary(count: 10_000)
        return { blackHole(library.records(matching: QRLibrary.Query(sort: .title)).count) }
    }

    registry.add("qrbook.backup.10k-round-trip", items: 10_000, full: true) {
        let library = try makeLibrary(count: 10_000)
        return { blackHole(try QRLibrary(backupJSON: try library.backupJSON()).count) }
    }
}
