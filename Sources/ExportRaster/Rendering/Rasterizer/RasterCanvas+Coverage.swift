/// Exact-area coverage by accumulation of signed area and cover.
///
/// Every polygon edge adds, to each pixel cell it crosses, the signed area between the edge and the
/// cell's left side (weighted by the edge's vertical extent in that row), and pushes the rest of its
/// vertical extent ("cover") into the next cell. A running sum along each row then gives, per pixel,
/// the winding-weighted area of the pixel inside the polygon: exactly the covered fraction for
/// simple polygons. Coordinates left of the canvas are clamped onto its left side (where they still
/// add full cover) and those right of it are clamped onto a spare column that is never read, which
/// clips without changing any visible coverage.
extension RasterCanvas {
    /// Device coordinates are clamped to this magnitude before use so huge values stay exact enough.
    static let coordinateLimit = 1.0e7

    mutating func fillPolygons(_ polygons: [[VectorPoint]], color: RasterImage.Color, rule: FillRule) {
        guard color.alpha > 0 else { return }
        // Bounding box of finite points, clipped to the canvas.
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for polygon in polygons {
            for p in polygon {
                minX = Swift.min(minX, p.x)
                minY = Swift.min(minY, p.y)
                maxX = Swift.max(maxX, p.x)
                maxY = Swift.max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY, maxX > 0, maxY > 0, minX < Double(width), minY < Double(height)
        else { return }
        let left = minX <= 0 ? 0 : Int(minX.rounded(.down))
        let top = minY <= 0 ? 0 : Int(minY.rounded(.down))
        let right = maxX >= Double(width) ? width : Int(maxX.rounded(.up))
        let bottom = maxY >= Double(height) ? height : Int(maxY.rounded(.up))
        let boxWidth = right - left
        let boxHeight = bottom - top
        guard boxWidth > 0, boxHeight > 0 else { return }

        let stride = boxWidth + 2
        var accumulation = [Float](repeating: 0, count: stride * boxHeight)
        accumulation.withMutableElementHandle { cells in
            var accumulator = CoverageAccumulator(
                cells: cells, stride: stride, width: Double(boxWidth), height: Double(boxHeight))
            let originX = Double(left)
            let originY = Double(top)
            for polygon in polygons where polygon.count > 1 {
                var previous = polygon[polygon.count - 1]
                for point in polygon {
                    accumulator.addLine(
                        from: VectorPoint(x: previous.x - originX, y: previous.y - originY),
                        to: VectorPoint(x: point.x - originX, y: point.y - originY))
                    previous = point
                }
            }
        }
        composite(
            accumulation: accumulation, stride: stride, left: left, top: top, boxWidth: boxWidth,
            boxHeight: boxHeight, color: color, rule: rule)
    }

    private mutating func composite(
        accumulation: [Float], stride: Int, left: Int, top: Int, boxWidth: Int, boxHeight: Int,
        color: RasterImage.Color,
        rule: FillRule
    ) {
        let alpha = Float(color.alpha)
        let red = Float(color.red) * alpha
        let green = Float(color.green) * alpha
        let blue = Float(color.blue) * alpha
        let canvasWidth = width
        precondition(
            left >= 0 && top >= 0 && left + boxWidth <= width && top + boxHeight <= height
                && pixels.count == width * height * 4 && accumulation.count >= stride * boxHeight
                && stride >= boxWidth,
            "coverage box outside the canvas")
        // Unchecked: the box lies inside the canvas and the accumulation holds `stride` cells for
        // each of its rows (checked above), so every cell and pixel index below is in range.
        pixels.withMutableElementHandle { destination in
            accumulation.withElementHandle { cells in
                for row in 0..<boxHeight {
                    var sum: Float = 0
                    let cellBase = row * stride
                    var pixelIndex = ((top + row) * canvasWidth + left) * 4
                    for column in 0..<boxWidth {
                        sum += cells[unchecked: cellBase + column]
                        var coverage = abs(sum)
                        if rule == .evenOdd {
                            // Fold the winding number: 0 → 0, 1 → 1, 2 → 0, 3 → 1, …
                            coverage = coverage - 2 * (coverage * 0.5).rounded(.down)
                            if coverage > 1 { coverage = 2 - coverage }
                        } else if coverage > 1 {
                            coverage = 1
                        }
                        if coverage > 1.0 / 4096 {
                            let sa = alpha * coverage
                            let keep = 1 - sa
                            destination[unchecked: pixelIndex] =
                                red * coverage + destination[unchecked: pixelIndex] * keep
                            destination[unchecked: pixelIndex + 1] =
                                green * coverage + destination[unchecked: pixelIndex + 1] * keep
                            destination[unchecked: pixelIndex + 2] =
                                blue * coverage + destination[unchecked: pixelIndex + 2] * keep
                            destination[unchecked: pixelIndex + 3] = sa + destination[unchecked: pixelIndex + 3] * keep
                        }
                        pixelIndex += 4
                    }
                }
            }
        }
    }
}

/// Adds line segments to an accumulation buffer of `stride` cells per row.
///
/// Invariant: after clamping, every x is in 0…width and every y in 0…height, so the cells touched
/// are in columns 0…width + 1 of rows 0..<height, inside the buffer. The invariant rests on
/// floating-point clamping, so the cell writes stay checked.
struct CoverageAccumulator {
    let cells: MutableElementHandle<Float>
    let stride: Int
    let width: Double
    let height: Double

    mutating func addLine(from a: VectorPoint, to b: VectorPoint) {
        guard a.isFinite, b.isFinite else { return }
        let limit = RasterCanvas.coordinateLimit
        var p0 = VectorPoint(x: Swift.min(Swift.max(a.x, -limit), limit), y: Swift.min(Swift.max(a.y, -limit), limit))
        var p1 = VectorPoint(x: Swift.min(Swift.max(b.x, -limit), limit), y: Swift.min(Swift.max(b.y, -limit), limit))
        guard p0.y != p1.y else { return }
        var direction: Double = 1
        if p0.y > p1.y {
            swap(&p0, &p1)
            direction = -1
        }
        guard p1.y > 0, p0.y < height else { return }
        // Clip vertically to 0…height.
        let slope = (p1.x - p0.x) / (p1.y - p0.y)
        if p0.y < 0 {
            p0 = VectorPoint(x: p0.x - p0.y * slope, y: 0)
        }
        if p1.y > height {
            p1 = VectorPoint(x: p0.x + (height - p0.y) * slope, y: height)
        }
        guard p1.y > p0.y else { return }

        var x = p0.x
        var y = p0.y
        var row = Int(y.rounded(.down))
        while y < p1.y && row < Int(height) {
            let rowBottom = Swift.min(Double(row + 1), p1.y)
            let dy = rowBottom - y
            let xNext = x + slope * dy
            addRowSegment(row: row, x0: x, x1: xNext, dy: dy * direction)
            x = xNext
            y = rowBottom
            row += 1
        }
    }

    /// Adds the part of an edge inside one pixel row, from x0 to x1 across a signed height `dy`.
    ///
    /// The part left of column 0 adds its whole height as cover to column 0; the part right of the
    /// last column is dropped (nothing right of it is visible).
    private mutating func addRowSegment(row: Int, x0: Double, x1: Double, dy: Double) {
        let base = row * stride
        let lo = Swift.min(x0, x1)
        let hi = Swift.max(x0, x1)
        if hi - lo < 1e-9 {
            // A vertical piece: the area right of it within its cell is (1 − x) · dy.
            let x = Swift.min(Swift.max(lo, 0), width)
            let cell = Int(x.rounded(.down))
            let fraction = x - Double(cell)
            cells[base + cell] += Float(dy * (1 - fraction))
            cells[base + cell + 1] += Float(dy * fraction)
            return
        }
        let dyPerX = dy / (hi - lo)
        if lo < 0 {
            cells[base] += Float((Swift.min(hi, 0) - lo) * dyPerX)
        }
        var start = Swift.max(lo, 0)
        let stop = Swift.min(hi, width)
        guard stop > start else { return }
        var cell = Int(start.rounded(.down))
        // Walk the cells the piece crosses, splitting dy in proportion to the x distance in each.
        while start < stop {
            let end = Swift.min(Double(cell + 1), stop)
            let partDy = (end - start) * dyPerX
            let mean = (start + end) / 2 - Double(cell)
            cells[base + cell] += Float(partDy * (1 - mean))
            cells[base + cell + 1] += Float(partDy * mean)
            start = end
            cell += 1
        }
    }
}
