import TestSupport
import Testing

@testable import QREncoder

@Suite("Reed–Solomon coding")
struct ReedSolomonTests {
    @Test("ISO/IEC 18004 Annex I: 01234567 at 1-M has the published EC codewords")
    func isoAnnexI() {
        let data: [UInt8] = [
            0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
        ]
        #expect(
            ReedSolomon.remainder(of: data, degree: 10) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    @Test("Thonky's HELLO WORLD 1-M and 1-Q error correction codewords")
    func helloWorld() {
        let medium: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.remainder(of: medium, degree: 10) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
        let quartile: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236]
        #expect(
            ReedSolomon.remainder(of: quartile, degree: 13) == [168, 72, 22, 82, 217, 54, 156, 0, 46, 15, 180, 122, 16])
    }

    @Test("generator of degree 7 is Thonky's α exponents 0, 87, 229, 146, 149, 238, 102, 21")
    func generatorSeven() {
        let expected = [87, 229, 146, 149, 238, 102, 21].map { GaloisField.power(ofAlpha: $0) }
        #expect(ReedSolomon.generator(degree: 7) == expected)
    }

    @Test("corrects up to half the parity in random errors", arguments: [7, 10, 13, 17, 22, 26, 30])
    func correctsRandomErrors(parity: Int) {
        var random = SplitMix64(seed: UInt64(parity))
        for trial in 0..<40 {
            let dataLength = Int.random(in: 1...(255 - parity - 100), using: &random)
            let data = (0..<dataLength).map { _ in UInt8.random(in: 0...255, using: &random) }
            let clean = data + ReedSolomon.remainder(of: data, degree: parity)
            var damaged = clean
            let errors = trial == 0 ? 0 : Int.random(in: 1...(parity / 2), using: &random)
            var positions = Set<Int>()
            while positions.count < errors { positions.insert(Int.random(in: 0..<clean.count, using: &random)) }
            for position in positions { damaged[position] ^= UInt8.random(in: 1...255, using: &random) }
            #expect(ReedSolomon.correct(&damaged, parityCount: parity) == errors)
            #expect(damaged == clean)
        }
    }

    @Test("reports failure when errors exceed the capacity")
    func detectsTooManyErrors() {
        var random = SplitMix64(seed: 99)
        var failures = 0
        for _ in 0..<50 {
            let data = (0..<40).map { _ in UInt8.random(in: 0...255, using: &random) }
            var damaged = data + ReedSolomon.remainder(of: data, degree: 10)
            for position in 0..<8 { damaged[position * 5] ^= UInt8.random(in: 1...255, using: &random) }
            if ReedSolomon.correct(&damaged, parityCount: 10) == nil { failures += 1 }
        }
        // Eight errors against ten parity codewords are beyond repair; nearly all are detected.
        #expect(failures >= 45)
    }
}
