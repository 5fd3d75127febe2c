extension VectorTransform {
    /// Reads an SVG `transform` attribute: a list of `matrix`, `translate`, `scale`, `rotate`,
    /// `skewX` and `skewY`, applied right to left as SVG 1.1 §7.6 specifies.
    ///
    /// Returns `nil` when the list is malformed (SVG then ignores the attribute).
    public init?(svgTransform text: String) {
        var result = VectorTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { break }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else {
                return nil
            }
            let name = rest[..<open].trimmingSVGSpace()
            let arguments = rest[rest.index(after: open)..<close].split {
                $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n"
            }
            var numbers: [Double] = []
            for argument in arguments {
                guard let value = Double(argument), value.isFinite else { return nil }
                numbers.append(value)
            }
            let step: VectorTransform
            switch (name, numbers.count) {
            case ("matrix", 6):
                step = VectorTransform(
                    a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], e: numbers[4], f: numbers[5])
            case ("translate", 1): step = .translation(x: numbers[0], y: 0)
            case ("translate", 2): step = .translation(x: numbers[0], y: numbers[1])
            case ("scale", 1): step = .scale(x: numbers[0], y: numbers[0])
            case ("scale", 2): step = .scale(x: numbers[0], y: numbers[1])
            case ("rotate", 1): step = .rotation(degrees: numbers[0])
            case ("rotate", 3):
                step = VectorTransform.translation(x: numbers[1], y: numbers[2])
                    .concatenating(.rotation(degrees: numbers[0]))
                    .concatenating(.translation(x: -numbers[1], y: -numbers[2]))
            case ("skewX", 1): step = .skewX(degrees: numbers[0])
            case ("skewY", 1): step = .skewY(degrees: numbers[0])
            default: return nil
            }
            result = result.concatenating(step)
            rest = rest[rest.index(after: close)...]
        }
        self = result
    }
}
