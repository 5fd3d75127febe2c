extension DeflateEncoder {
    /// Bytes of input from which levels 5 and 6 try both of their parses on samples before
    /// compressing general bytes (``greedyParseIsSmaller(on:level:tuning:)``).
    static let parseTrialMinimum = 1024 * 1024
    /// Samples the trial compresses both ways.
    static let parseTrialSamples = 4
    /// Bytes of each sample.
    static let parseTrialSampleLength = 4 * 1024

    /// Whether the greedy parse over four-byte chains with three-byte matches
    /// (``parseChained(_:_:from:final:)``, with ``LevelParameters/greedyAlternative``) compresses
    /// samples of `input` into at least 0.5% fewer bits than the level's lazy parse
    /// (``parseLazily(_:_:from:final:)``): ``parseTrialSamples`` samples of
    /// ``parseTrialSampleLength`` bytes, centred at a fifth, two fifths, three fifths and four
    /// fifths of the input, each compressed as a stream of its own, and their bits added up.
    ///
    /// The lazy parse over eight-byte and four-byte chains finds no three-byte matches. On data
    /// whose repeats are mostly short, such as a photograph's filtered rows, machine code or
    /// text in scripts of several bytes a character, it loses to libdeflate's lazy levels, which
    /// find them, by 2% to 4%; the greedy parse finds them, walks fewer links and makes no second
    /// search per match, and there it is smaller and faster. On text in Latin scripts, image
    /// rows of few colours and generated data with long repeats it is 2% to 6% larger.
    ///
    /// The samples were chosen on 20 files of both kinds, each 0.8 to 2 MB: the peer corpus's
    /// large files, a program and a shared library, message catalogs in nine languages, a JAR, a
    /// source archive and a database. One sample of 32 KiB from the middle chose wrongly where
    /// the file's start or end differed from its middle; four samples spread over the file, with
    /// the 0.5% margin, chose the greedy parse for six files where it was 0.2% to 3.1% smaller
    /// and for one where it was 0.6% larger, and kept the lazy parse for two where the greedy one
    /// was 1.1% and 1.6% smaller (catalogs in French and Chinese) and for all the others. Samples
    /// of 8 KiB chose better, within 0.6% on every file, but cost twice as much. The margin keeps
    /// the lazy parse on near ties, as on data that does not compress.
    ///
    /// The trial costs about 6 million instructions (callgrind), whatever the input's size:
    /// 2.6% to 4.8% more on the peer corpus's files of 1 to 2 MB that keep the lazy parse, hence
    /// ``parseTrialMinimum``.
    /// - Precondition: `input.count >= parseTrialSamples * parseTrialSampleLength`.
    /// - Complexity: O(``parseTrialSamples`` · ``parseTrialSampleLength`` · chain depth of the
    ///   level), whatever the input's size.
    static func greedyParseIsSmaller(
        on input: ElementHandle<UInt8>, level: Int, tuning: LevelParameters.Tuning
    ) -> Bool {
        let length = parseTrialSampleLength
        let count = parseTrialSamples
        precondition(input.count >= count * length, "a trial needs its samples")
        var encoder = DeflateEncoder(level: level, tuning: tuning)
        var greedyBits = 0
        var lazyBits = 0
        for index in 1...count {
            let start = input.count * index / (count + 1) - length / 2
            let sample = input.slice(start..<start + length)
            for greedy in [true, false] {
                encoder.reset()
                encoder.prefersGreedyParse = greedy
                encoder.sizeTables(forInputCount: length)
                encoder.encode(sample, from: 0, final: true)
                if greedy { greedyBits += encoder.writer.bitCount } else { lazyBits += encoder.writer.bitCount }
            }
        }
        // At least 0.5% smaller: 200 · greedy < 199 · lazy.
        return greedyBits * 200 < lazyBits * 199
    }
}
