@testable import ExportRaster

/// Runs `body` with a ``MatchFinder`` over `bytes` and empty tables: a head table of
/// `1 << hashBits` entries and a window's links.
func withMatchFinder<T>(_ bytes: [UInt8], hashBits: Int, _ body: (MatchFinder) -> T) -> T {
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: MatchFinder.windowSize)
    return bytes.withElementHandle { input in
        withMutableElementHandles(&head, &previous) { head, previous in
            body(MatchFinder(input: input, head: head, previous: previous))
        }
    }
}

/// Runs `body` with a ``ChainMatchFinder`` over `bytes`, tables as the level-6 encoder sizes them,
/// keeping the three-byte table when `findsThreeByteMatches`.
func withChainFinder<T>(
    _ bytes: [UInt8], findsThreeByteMatches: Bool = false, _ body: (ChainMatchFinder) -> T
) -> T {
    let hashBits = LevelParameters.forLevel(6).hashBits
    return withMatchFinder(bytes, hashBits: hashBits) { finder in
        body(ChainMatchFinder(finder, hashBits: hashBits, findsThreeByteMatches: findsThreeByteMatches))
    }
}

/// Runs `body` with a ``HashChainMatchFinder`` over `bytes`, tables as level 4 sizes them for a
/// stream.
func withHashChainFinder<T>(_ bytes: [UInt8], _ body: (HashChainMatchFinder) -> T) -> T {
    let hashBits = LevelParameters.forLevel(4).hashBits
    return withMatchFinder(bytes, hashBits: hashBits) { finder in
        body(HashChainMatchFinder(finder, hashBits: hashBits))
    }
}
