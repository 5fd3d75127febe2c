/// Reed–Solomon error correction over GF(2⁸) as QR Code uses it.
///
/// ISO/IEC 18004:2015 §7.5.2: the generator polynomial of degree n is (x − α⁰)(x − α¹)…(x − αⁿ⁻¹)
/// and the error correction codewords are the remainder of the data polynomial times xⁿ divided
/// by it. Decoding (Annex B leaves the method open) uses syndromes, Berlekamp–Massey, a Chien
/// search and Forney's formula.
enum ReedSolomon {
    /// Generator polynomials for every degree 0...30, as the logarithms of their coefficients
    /// from the highest non-leading term down (the leading coefficient is 1 and is omitted).
    static let generatorLogarithms: [[UInt8]] = (0...30).map { degree in
        var coefficients = [UInt8](repeating: 0, count: degree)
        guard degree > 0 else { return [] }
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            // Multiply by (x − root): shift up and add root × the old coefficients.
            for index in 0..<degree {
                coefficients[index] = GaloisField.multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = GaloisField.multiply(root, 2)
        }
        return coefficients.map { GaloisField.logarithms[Int($0)] }
    }

    /// The generator polynomial of `degree` (without its leading 1), highest term first.
    static func generator(degree: Int) -> [UInt8] {
        generatorLogarithms[degree].map { GaloisField.exponents[Int($0)] }
    }

    /// Writes the `degree` error correction codewords of `data` into `output`: the remainder of
    /// data(x) · x^degree divided by the generator polynomial, by long division one codeword at a
    /// time (a linear feedback shift register).
    ///
    /// - Precondition: `degree` is 1...30 and `output` holds at least `degree` codewords.
    /// - Complexity: O(data.count × degree).
    static func remainder(
        of data: BufferHandle<UInt8>,
        degree: Int,
        into output: MutableBufferHandle<UInt8>
    ) {
        precondition(degree >= 1 && degree <= output.count, "degree out of range")
        for index in 0..<degree { output[index] = 0 }
        BufferHandle.withHandles(on: generatorLogarithms[degree], GaloisField.exponents, GaloisField.logarithms) {
            generator, exponents, logarithms in
            // The shift register is exactly as long as the generator (`degree` ≥ 1 terms), and
            // extracting 510 exponents checks the table's length once.
            let register = output.extracting(0..<generator.count)
            let exponents = exponents.extracting(0..<510)
            let last = generator.count &- 1
            // Each data codeword shifts the register down one place (the highest term leaves);
            // a non-zero factor then adds factor × generator. Unchecked access below: indices
            // stay below `last` + 1 = the register's and the generator's length; a byte indexes
            // the 256-entry logarithm table; log a + log b ≤ 254 + 254 < 510, the exponent
            // table's length.
            precondition(logarithms.count == 256, "logarithm table size")
            for position in 0..<data.count {
                let factor = data[position] ^ register[0]
                var index = 0
                while index < last {
                    register[unchecked: index] = register[unchecked: index &+ 1]
                    index &+= 1
                }
                register[last] = 0
                guard factor != 0 else { continue }
                let logFactor = Int(logarithms[unchecked: Int(factor)])
                index = 0
                while index <= last {
                    register[unchecked: index] ^= exponents[unchecked: logFactor &+ Int(generator[unchecked: index])]
                    index &+= 1
                }
            }
        }
    }

    /// The error correction codewords of `data` for a generator of `degree`.
    ///
    /// - Precondition: `degree` is 1...30.
    /// - Complexity: O(data.count × degree).
    static func remainder(of data: [UInt8], degree: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: degree)
        BufferHandle.withHandle(on: data) { input in
            MutableBufferHandle.withHandle(on: &output) { remainder(of: input, degree: degree, into: $0) }
        }
        return output
    }

    /// Corrects `codeword` (data followed by `parityCount` error correction codewords) in place.
    ///
    /// - Returns: the number of corrected codewords, or `nil` when the errors cannot be corrected.
    /// - Complexity: O(n × parityCount).
    static func correct(_ codeword: inout [UInt8], parityCount: Int) -> Int? {
        let length = codeword.count
        // Syndromes S_i = r(αⁱ), r read with codeword[0] as the highest power.
        var syndromes = [UInt8](repeating: 0, count: parityCount)
        var allZero = true
        for i in 0..<parityCount {
            let point = GaloisField.power(ofAlpha: i)
            var value: UInt8 = 0
            for byte in codeword { value = GaloisField.multiply(value, point) ^ byte }
            syndromes[i] = value
            if value != 0 { allZero = false }
        }
        if allZero { return 0 }

        // Berlekamp–Massey: the shortest LFSR (error locator Λ, lowest degree first).
        var locator: [UInt8] = [1]
        var previous: [UInt8] = [1]
        var errorCount = 0
        var shift = 1
        var previousDiscrepancy: UInt8 = 1
        for n in 0..<parityCount {
            var discrepancy = syndromes[n]
            for i in 1..<(errorCount + 1) where i < locator.count {
                discrepancy ^= GaloisField.multiply(locator[i], syndromes[n - i])
            }
            if discrepancy == 0 {
                shift += 1
                continue
            }
            let scale = GaloisField.divide(discrepancy, previousDiscrepancy)
            var updated = locator
            if updated.count < previous.count + shift {
                updated += [UInt8](repeating: 0, count: previous.count + shift - updated.count)
            }
            for (i, coefficient) in previous.enumerated() {
                updated[i + shift] ^= GaloisField.multiply(scale, coefficient)
            }
            if 2 * errorCount <= n {
                previous = locator
                errorCount = n + 1 - errorCount
                previousDiscrepancy = discrepancy
                shift = 1
            } else {
                shift += 1
            }
            locator = updated
        }
        while locator.count > 1 && locator[locator.count - 1] == 0 { locator.removeLast() }
        guard locator.count - 1 == errorCount, errorCount * 2 <= parityCount else { return nil }

        // Chien search: Λ(X⁻¹) = 0 where X = α^power marks an error at index length − 1 − power.
        var positions: [Int] = []
        for power in 0..<length {
            let inverse = GaloisField.power(ofAlpha: (255 - power % 255) % 255)
            var value: UInt8 = 0
            for coefficient in locator.reversed() { value = GaloisField.multiply(value, inverse) ^ coefficient }
            if value == 0 { positions.append(power) }
        }
        guard positions.count == errorCount else { return nil }

        // Forney: Ω = S·Λ mod x^parityCount; e = X · Ω(X⁻¹) / Λ′(X⁻¹) (first root α⁰).
        var evaluator = [UInt8](repeating: 0, count: parityCount)
        for i in 0..<parityCount {
            var sum: UInt8 = 0
            for j in 0...min(i, locator.count - 1) { sum ^= GaloisField.multiply(locator[j], syndromes[i - j]) }
            evaluator[i] = sum
        }
        for power in positions {
            let locatorValue = GaloisField.power(ofAlpha: power)
            let inverse = GaloisField.power(ofAlpha: (255 - power % 255) % 255)
            var numerator: UInt8 = 0
            for coefficient in evaluator.reversed() {
                numerator = GaloisField.multiply(numerator, inverse) ^ coefficient
            }
            // Formal derivative: only odd-degree terms survive in characteristic 2.
            var denominator: UInt8 = 0
            var inversePower: UInt8 = 1
            for i in stride(from: 1, to: locator.count, by: 1) {
                if i % 2 == 1 { denominator ^= GaloisField.multiply(locator[i], inversePower) }
                inversePower = GaloisField.multiply(inversePower, inverse)
            }
            guard denominator != 0 else { return nil }
            let magnitude = GaloisField.multiply(locatorValue, GaloisField.divide(numerator, denominator))
            codeword[length - 1 - power] ^= magnitude
        }

        // Accept the correction only if every syndrome is now zero.
        for i in 0..<parityCount {
            let point = GaloisField.power(ofAlpha: i)
            var value: UInt8 = 0
            for byte in codeword { value = GaloisField.multiply(value, point) ^ byte }
            if value != 0 { return nil }
        }
        return errorCount
    }
}
