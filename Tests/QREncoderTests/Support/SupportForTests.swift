import Foundation
import TestSupport

@testable import QREncoder

/// Parses a string of hexadecimal digit pairs; a pair that is not hexadecimal reads as 0.
func hexBytes(_ hex: String) -> [UInt8] {
    let digits = Array(hex.utf8)
    var result: [UInt8] = []
    var index = 0
    while index + 1 < digits.count {
        func value(_ d: UInt8) -> UInt8 {
            switch d {
            case 0x30...0x39: d - 0x30
            case 0x41...0x46, 0x61...0x66: (d | 0x20) - 0x61 + 10
            default: 0
            }
        }
        result.append(value(digits[index]) << 4 | value(digits[index + 1]))
        index += 2
    }
    return result
}

/// The directory of the test fixtures, `Tests/Fixtures/QREncoder`.
let fixturesDirectory: String = TestEnvironment.fixture("QREncoder").path

/// Reads a whole text file with the C library (the module under test has no Foundation).
func readTextFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
