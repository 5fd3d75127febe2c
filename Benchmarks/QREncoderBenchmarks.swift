import QREncoder
import TestSupport

/// A 60-byte URL, the typical payload of a printed link.
private let sampleURL = Array("https://example.com/books/9780262033848?ref=qr&utm_source=prt".utf8)

func registerQREncoderBenchmarks(_ registry: inout BenchmarkRegistry) {
    registry.addInput("qr.url-60") { sampleURL }
    registry.addInput("qr.v40-2900") {
        var random = SplitMix64(seed: 40)
        return (0..<2_900).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    registry.add("qr.encode.url-M", bytes: sampleURL.count, items: 1) {
        let bytes = sampleURL
        return { blackHole(try QRCode(encoding: bytes, correction: .medium)) }
    }

    registry.add("qr.encode.v40-L", bytes: 2_900, items: 1) {
        var random = SplitMix64(seed: 40)
        let bytes = (0..<2_900).map { _ in UInt8.random(in: 0...255, using: &random) }
        return { blackHole(try QRCode(encoding: bytes, correction: .low)) }
    }

    registry.add("qr.encode.fixed-mask", bytes: sampleURL.count, items: 1) {
        let bytes = sampleURL
        return { blackHole(try QRCode(encoding: bytes, correction: .medium, mask: 2)) }
    }

    registry.add("qr.segment.optimal", bytes: 1_000, items: 1) {
        var random = SplitMix64(seed: 1_000)
        let pieces = ["https://", "example.com/", "0123456789", "ORDER-", "漢字", "Grüße ", "ABC 42 ", "$%*+"]
        var text = ""
        while text.unicodeScalars.count < 1_000 {
            text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
        }
        let input = String(String.UnicodeScalarView(text.unicodeScalars.prefix(1_000)))
        return { blackHole(QRSegment.optimal(for: input, version: 20)) }
    }

    registry.add("qr.svg.v40", items: 1) {
        var random = SplitMix64(seed: 41)
        let bytes = (0..<2_900).map { _ in UInt8.random(in: 0...255, using: &random) }
        let code = try QRCode(encoding: bytes, correction: .low)
        return { blackHole(try code.svg()) }
    }
}
