@testable import ExportRaster

/// Runs `body` with a ``ChainMatchFinder`` over `bytes`, tables as the level-6 encoder sizes them,
/// keeping the three-byte table when `findsThreeByteMatches`.
func withChainFinder<T>(
    _ bytes: [UInt8], findsThreeByteMatches: Bool = false, _ body: (ChainMatchFinder) -> T
) -> T {
    let hashBits = LevelParameters.forLevel(6).hashBits
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: MatchFinder.windowSize)
    return bytes.withElementHandle { input in
        withMutableElementHandles(&head, &previous) { head, previous in
            body(
                ChainMatchFinder(
                    MatchFinder(input: input, head: head, previous: previous), hashBits: hashBits,
                    findsThreeByteMatches: findsThreeByteMatches))
        }
    }
}
