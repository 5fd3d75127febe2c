import Testing

@testable import ExportRaster

@Suite("SVG path data")
struct PathDataTests {
    @Test("reads absolute and relative lines, with implicit linetos after a moveto")
    func linesAndImplicitCommands() throws {
        let path = try VectorPath(svgPathData: "M 10 20 30 40 l 5 5 h 10 v -5 H 0 V 0 z m 1 1 2 2")
        #expect(
            path.elements == [
                .move(VectorPoint(x: 10, y: 20)), .line(VectorPoint(x: 30, y: 40)), .line(VectorPoint(x: 35, y: 45)),
                .line(VectorPoint(x: 45, y: 45)), .line(VectorPoint(x: 45, y: 40)), .line(VectorPoint(x: 0, y: 40)),
                .line(VectorPoint(x: 0, y: 0)), .close, .move(VectorPoint(x: 11, y: 21)),
                .line(VectorPoint(x: 13, y: 23)),
            ])
    }

    @Test(
        "reads the compact number forms of the SVG grammar",
        arguments: [
            ("M1.5.5", [VectorPoint(x: 1.5, y: 0.5)]),
            ("M1e-3 2E+2", [VectorPoint(x: 0.001, y: 200)]),
            ("M-1-2", [VectorPoint(x: -1, y: -2)]),
            ("M.5-.5", [VectorPoint(x: 0.5, y: -0.5)]),
            ("M 1,2", [VectorPoint(x: 1, y: 2)]),
            ("M+3 4.", [VectorPoint(x: 3, y: 4)]),
        ])
    func compactNumbers(data: String, expected: [VectorPoint]) throws {
        let path = try VectorPath(svgPathData: data)
        #expect(path.elements == expected.map { .move($0) })
    }

    @Test("reads arc flags written without separators")
    func compactArcFlags() throws {
        let compact = try VectorPath(svgPathData: "M0 0a1 1 0 00 1 1")
        let spaced = try VectorPath(svgPathData: "M0 0 a 1 1 0 0 0 1 1")
        #expect(compact == spaced)
        #expect(compact.elements.count == 2)
        if case .curve(_, _, let end) = compact.elements[1] {
            #expect(end == VectorPoint(x: 1, y: 1))
        } else {
            Issue.record("expected a cubic curve")
        }
    }

    @Test("reflects control points for S and T, and uses the current point otherwise")
    func smoothCurves() throws {
        let path = try VectorPath(svgPathData: "M0 0 C 1 1 2 1 3 0 S 5 -1 6 0 Q 7 1 8 0 T 10 0 s 1 1 2 0 t 1 0")
        #expect(
            path.elements == [
                .move(VectorPoint(x: 0, y: 0)),
                .curve(VectorPoint(x: 1, y: 1), VectorPoint(x: 2, y: 1), VectorPoint(x: 3, y: 0)),
                .curve(VectorPoint(x: 4, y: -1), VectorPoint(x: 5, y: -1), VectorPoint(x: 6, y: 0)),
                .quadCurve(VectorPoint(x: 7, y: 1), VectorPoint(x: 8, y: 0)),
                .quadCurve(VectorPoint(x: 9, y: -1), VectorPoint(x: 10, y: 0)),
                // After a Q/T, an S has no cubic to reflect: its first control is the current point.
                .curve(VectorPoint(x: 10, y: 0), VectorPoint(x: 11, y: 1), VectorPoint(x: 12, y: 0)),
                // After an S, a T has no quadratic to reflect.
                .quadCurve(VectorPoint(x: 12, y: 0), VectorPoint(x: 13, y: 0)),
            ])
    }

    @Test("relative commands after closepath start from the subpath's first point")
    func relativeAfterClose() throws {
        let path = try VectorPath(svgPathData: "M10 10 l 5 0 z l 0 5")
        #expect(path.elements.last == .line(VectorPoint(x: 10, y: 15)))
    }

    @Test("an empty or blank string is an empty path")
    func emptyData() throws {
        #expect(try VectorPath(svgPathData: "").isEmpty)
        #expect(try VectorPath(svgPathData: "  \n").isEmpty)
    }

    @Test(
        "reports where the data breaks the grammar",
        arguments: [
            ("L 1 2", PathDataError.expectedMoveTo(offset: 0)),
            ("  10 10", PathDataError.expectedMoveTo(offset: 2)),
            ("M 1", PathDataError.expectedNumber(offset: 3)),
            ("M 1 2 L 3", PathDataError.expectedNumber(offset: 9)),
            ("M 1 2 X 3", PathDataError.unexpectedCharacter(UInt8(ascii: "X"), offset: 6)),
            ("M 1 2 A 1 1 0 2 0 3 3", PathDataError.expectedFlag(offset: 14)),
            ("M 1 2 A 1 1 0 1", PathDataError.expectedFlag(offset: 15)),
            ("M 1e 2", PathDataError.expectedNumber(offset: 4)),
            ("M 1e999 2", PathDataError.numberOutOfRange(offset: 2)),
            ("M 0 0 Z 5", PathDataError.unexpectedCharacter(UInt8(ascii: "5"), offset: 8)),
            ("M 0 0 L . 1", PathDataError.expectedNumber(offset: 8)),
        ])
    func errors(data: String, expected: PathDataError) {
        #expect(throws: expected) { try VectorPath(svgPathData: data) }
        let offset =
            switch expected {
            case .expectedMoveTo(let offset), .unexpectedCharacter(_, let offset), .expectedNumber(let offset),
                .expectedFlag(let offset), .numberOutOfRange(let offset):
                offset
            }
        #expect(expected.description.contains("at byte \(offset)"), "\(expected.description)")
    }

    @Test(
        "every error's message names what went wrong and the byte where",
        arguments: [
            (PathDataError.expectedMoveTo(offset: 4711), ["moveto", "byte 4711"]),
            (.unexpectedCharacter(UInt8(ascii: "X"), offset: 4711), ["'X'", "byte 4711"]),
            (.unexpectedCharacter(0x0B, offset: 4711), ["0xB", "byte 4711"]),
            (.expectedNumber(offset: 4711), ["number is missing", "byte 4711"]),
            (.expectedFlag(offset: 4711), ["arc flag (0 or 1)", "byte 4711"]),
            (.numberOutOfRange(offset: 4711), ["too large", "byte 4711"]),
        ])
    func errorDescriptions(error: PathDataError, needles: [String]) {
        let message = error.description
        #expect(needles.allSatisfy { message.contains($0) }, "\(message)")
    }
}
