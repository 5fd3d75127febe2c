/// The FNV-1a 64 digest of `bytes` (Fowler, Noll and Vo; draft-eastlake-fnv §6.1: offset basis
/// 0xCBF29CE484222325, prime 0x100000001B3), so that a test can commit a short value that pins an
/// encoder's exact output across runs, builds and platforms instead of committing the output.
///
/// Record an expectation by running the test once and reading the actual value; print it with
/// `String(digest, radix: 16)`. Not for cryptography: it notices changes, not tampering.
///
/// - Complexity: O(*n*), where *n* is the number of bytes.
public func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var digest: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return digest
}
