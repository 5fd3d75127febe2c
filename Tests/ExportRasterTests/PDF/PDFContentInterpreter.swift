@testable import ExportRaster

/// Paints a PDF page read by ``PDFFileReader`` onto a ``RasterCanvas`` by interpreting its content
/// stream operators as ISO 32000-1 defines them (§8.4.4 `q Q cm w J j M gs`, §8.5.2 `m l c h`,
/// §8.5.3 `f f* S`, §8.6.8 `rg RG`, §8.10 `Do` with §11.6.6 group opacity). Written from the
/// operator tables, not from the writer, it lets tests check that a PDF means the same picture as
/// the rasterizer draws from the same SVG.
struct PDFContentInterpreter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct State {
        var ctm: VectorTransform
        var fill = RasterImage.Color.black
        var stroke = RasterImage.Color.black
        var fillAlpha = 1.0
        var strokeAlpha = 1.0
        var line = VectorStroke(width: 1, cap: .butt, join: .miter, miterLimit: 10)
    }

    let file: PDFFileReader

    /// Renders page object 3 (the writer's page) at one pixel per point.
    func render() throws -> RasterCanvas {
        guard let page = file.object(3), let box = Self.numbers(after: "/MediaBox [", in: page.dictionary),
            box.count == 4
        else { throw Failure(description: "no page with a MediaBox") }
        var canvas = try RasterCanvas(width: Int(box[2]), height: Int(box[3]))
        // Device space: pixels from the top-left, so PDF's bottom-up user space is flipped.
        let device = VectorTransform(a: 1, b: 0, c: 0, d: -1, e: 0, f: box[3])
        try run(stream: 4, resources: page.dictionary, state: State(ctm: device), on: &canvas)
        return canvas
    }

    private func run(stream number: Int, resources: String, state initial: State, on canvas: inout RasterCanvas)
        throws
    {
        let tokens = try file.inflatedStream(number).split(whereSeparator: { $0 == " " || $0 == "\n" })
        var state = initial
        var saved: [State] = []
        var operands: [Substring] = []
        var path = VectorPath()
        func numbers(_ count: Int) throws -> [Double] {
            guard operands.count >= count else { throw Failure(description: "operator needs \(count) operands") }
            let values = operands.suffix(count).compactMap { Double($0) }
            guard values.count == count else { throw Failure(description: "operands \(operands) are not numbers") }
            return values
        }
        func point(_ values: [Double], _ index: Int) -> VectorPoint {
            VectorPoint(x: values[index], y: values[index + 1])
        }
        for token in tokens {
            switch token {
            case "q": saved.append(state)
            case "Q":
                guard let last = saved.popLast() else { throw Failure(description: "Q without q") }
                state = last
            case "cm":
                let m = try numbers(6)
                state.ctm = state.ctm.concatenating(
                    VectorTransform(a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5]))
            case "w": state.line.width = try numbers(1)[0]
            case "J": state.line.cap = [.butt, .round, .square][Int(try numbers(1)[0])]
            case "j": state.line.join = [.miter, .round, .bevel][Int(try numbers(1)[0])]
            case "M": state.line.miterLimit = try numbers(1)[0]
            case "rg":
                let c = try numbers(3)
                state.fill = RasterImage.Color(red: c[0], green: c[1], blue: c[2])
            case "RG":
                let c = try numbers(3)
                state.stroke = RasterImage.Color(red: c[0], green: c[1], blue: c[2])
            case "gs":
                let name = String(operands.last ?? "")
                guard let dictionary = Self.dictionary(named: name, in: resources) else {
                    throw Failure(description: "\(name) is not in the resources")
                }
                if let ca = Self.numbers(after: "/ca ", in: dictionary)?.first { state.fillAlpha = ca }
                if let ca = Self.numbers(after: "/CA ", in: dictionary)?.first { state.strokeAlpha = ca }
            case "m": path.move(to: point(try numbers(2), 0))
            case "l": path.line(to: point(try numbers(2), 0))
            case "c":
                let v = try numbers(6)
                path.curve(to: point(v, 4), control1: point(v, 0), control2: point(v, 2))
            case "h": path.close()
            case "f", "f*":
                canvas.fill(
                    path, transform: state.ctm, color: state.fill.withOpacity(state.fillAlpha),
                    rule: token == "f" ? .nonzero : .evenOdd)
                path = VectorPath()
            case "S":
                canvas.stroke(
                    path, transform: state.ctm, style: state.line, color: state.stroke.withOpacity(state.strokeAlpha))
                path = VectorPath()
            case "Do":
                let name = String(operands.last ?? "")
                guard let reference = Self.numbers(after: name + " ", in: resources)?.first,
                    let form = file.object(Int(reference))
                else { throw Failure(description: "\(name) is not in the resources") }
                var inner = state
                // §11.6.6: the group is composited with the alpha constant; inside it starts at 1.
                inner.fillAlpha = 1
                inner.strokeAlpha = 1
                var failure: Error?
                canvas.drawLayer(opacity: state.fillAlpha) { layer in
                    do {
                        try run(stream: form.number, resources: form.dictionary, state: inner, on: &layer)
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
            default:
                operands.append(token)
                continue
            }
            operands.removeAll()
        }
    }

    /// The numbers following `key` in `text`, up to the first token that is not a number.
    static func numbers(after key: String, in text: String) -> [Double]? {
        guard let range = text.range(of: key) else { return nil }
        var values: [Double] = []
        for word in text[range.upperBound...].split(separator: " ") {
            guard let value = Double(word.filter { $0 != "]" }) else { break }
            values.append(value)
            if word.hasSuffix("]") { break }
        }
        return values
    }

    /// The inline dictionary `<< … >>` that follows `/name ` in `text`.
    static func dictionary(named name: String, in text: String) -> String? {
        guard let range = text.range(of: name + " <<"),
            let end = text[range.upperBound...].range(of: ">>")
        else { return nil }
        return String(text[range.upperBound..<end.lowerBound])
    }
}
