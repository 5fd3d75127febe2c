extension VectorPath {
    /// Reads SVG path data, the value of a `path` element's `d` attribute.
    ///
    /// Implements the grammar of SVG 1.1 §8.3 and SVG 2 §9.3.9: all commands (M, L, H, V, C, S, Q,
    /// T, A, Z) in absolute (upper case) and relative (lower case) form, implicit repetition (extra
    /// coordinate pairs after a moveto are linetos), numbers with exponents and without separators
    /// where the grammar allows it (`M1.5.5` is `M 1.5 0.5`, `1e-3`), and arc flags written without
    /// separators (`a1 1 0 00 1 1`). Arcs are converted to cubic curves (Appendix F.6).
    ///
    /// - Throws: ``PathDataError`` locating the first byte that breaks the grammar.
    /// - Complexity: O(n) in the length of the data.
    public init(svgPathData data: String) throws(PathDataError) {
        var parser = PathDataParser(bytes: Array(data.utf8))
        self = try parser.parse()
    }
}

/// A one-pass reader of SVG path data.
struct PathDataParser {
    let bytes: [UInt8]
    var index = 0
    var path = VectorPath()
    var current = VectorPoint.zero
    var subpathStart = VectorPoint.zero
    /// The second control point of the previous C/S, or the control point of the previous Q/T.
    var lastCubicControl: VectorPoint?
    var lastQuadControl: VectorPoint?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Skips white space and at most one comma.
    mutating func skipCommaSpace() {
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipSpace()
        }
    }

    /// Whether a number can start at the current position.
    var atNumber: Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        return (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Reads `sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?`.
    mutating func number() throws(PathDataError) -> Double {
        skipSpace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        var digits = 0
        while index < bytes.count, Self.isDigit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, Self.isDigit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { throw .expectedNumber(offset: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var lookahead = index + 1
            if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "-") || bytes[lookahead] == UInt8(ascii: "+") {
                lookahead += 1
            }
            if lookahead < bytes.count, Self.isDigit(bytes[lookahead]) {
                index = lookahead
                while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
            } else {
                throw .expectedNumber(offset: lookahead)
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw .numberOutOfRange(offset: start) }
        skipCommaSpace()
        return value
    }

    mutating func flag() throws(PathDataError) -> Bool {
        skipSpace()
        guard index < bytes.count else { throw .expectedFlag(offset: index) }
        let byte = bytes[index]
        guard byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { throw .expectedFlag(offset: index) }
        index += 1
        skipCommaSpace()
        return byte == UInt8(ascii: "1")
    }

    mutating func pair(relative: Bool) throws(PathDataError) -> VectorPoint {
        let x = try number()
        let y = try number()
        return relative ? VectorPoint(x: current.x + x, y: current.y + y) : VectorPoint(x: x, y: y)
    }

    mutating func parse() throws(PathDataError) -> VectorPath {
        skipSpace()
        guard index < bytes.count else { return path }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
            throw .expectedMoveTo(offset: index)
        }
        while index < bytes.count {
            let command = bytes[index]
            let commandOffset = index
            index += 1
            skipSpace()
            try run(command: command, offset: commandOffset)
            skipSpace()
        }
        return path
    }

    /// Reads the second control point and the end point of a cubic Bézier curve whose first
    /// control point is `control1`, draws it, and returns the second control point, which a
    /// following `S` mirrors.
    mutating func cubic(control1: VectorPoint, relative: Bool) throws(PathDataError) -> VectorPoint {
        let control2 = try pair(relative: relative)
        let end = try pair(relative: relative)
        path.curve(to: end, control1: control1, control2: control2)
        current = end
        return control2
    }

    /// Reads the end point of a quadratic Bézier curve with `control`, draws it, and returns
    /// `control`, which a following `T` mirrors.
    mutating func quadratic(control: VectorPoint, relative: Bool) throws(PathDataError) -> VectorPoint {
        let end = try pair(relative: relative)
        path.quadCurve(to: end, control: control)
        current = end
        return control
    }

    /// Runs one command letter and its implicit repetitions.
    mutating func run(command: UInt8, offset: Int) throws(PathDataError) {
        let relative = command >= UInt8(ascii: "a")
        let upper = relative ? command - 0x20 : command
        var first = true
        repeat {
            var cubicControl: VectorPoint?
            var quadControl: VectorPoint?
            switch upper {
            case UInt8(ascii: "M"):
                let point = try pair(relative: relative)
                if first {
                    path.move(to: point)
                    subpathStart = point
                } else {
                    path.line(to: point)
                }
                current = point
            case UInt8(ascii: "L"):
                current = try pair(relative: relative)
                path.line(to: current)
            case UInt8(ascii: "H"):
                let x = try number()
                current = VectorPoint(x: relative ? current.x + x : x, y: current.y)
                path.line(to: current)
            case UInt8(ascii: "V"):
                let y = try number()
                current = VectorPoint(x: current.x, y: relative ? current.y + y : y)
                path.line(to: current)
            case UInt8(ascii: "C"):
                cubicControl = try cubic(control1: try pair(relative: relative), relative: relative)
            case UInt8(ascii: "S"):
                // The first control point mirrors the previous curve's second (SVG 1.1 §8.3.6).
                let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
                cubicControl = try cubic(control1: c1, relative: relative)
            case UInt8(ascii: "Q"):
                quadControl = try quadratic(control: try pair(relative: relative), relative: relative)
            case UInt8(ascii: "T"):
                // The control point mirrors the previous quadratic curve's (SVG 1.1 §8.3.7).
                let c = lastQuadControl.map { current * 2 - $0 } ?? current
                quadControl = try quadratic(control: c, relative: relative)
            case UInt8(ascii: "A"):
                let rx = try number()
                let ry = try number()
                let rotation = try number()
                let large = try flag()
                let sweep = try flag()
                let end = try pair(relative: relative)
                path.arc(
                    from: current, radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep,
                    to: end)
                current = end
            case UInt8(ascii: "Z"):
                path.close()
                current = subpathStart
                lastCubicControl = nil
                lastQuadControl = nil
                skipCommaSpace()
                // A number straight after closepath is an error (SVG 1.1 §8.3.3).
                if atNumber { throw .unexpectedCharacter(bytes[index], offset: index) }
                return
            default:
                throw .unexpectedCharacter(command, offset: offset)
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
            first = false
        } while atNumber
    }
}
