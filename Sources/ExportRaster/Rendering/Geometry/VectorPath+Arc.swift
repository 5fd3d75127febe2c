extension VectorPath {
    /// Adds an SVG elliptical arc from `start` to `end`, converted to at most four cubic curves per
    /// full turn (one per quarter turn or less).
    ///
    /// Follows the endpoint-to-center conversion of SVG 1.1 Appendix F.6.5, including the
    /// out-of-range corrections of F.6.6: a zero radius draws a line, negative radii use their
    /// absolute value, and radii too small to reach the end point are scaled up.
    ///
    /// Each piece of angle δ uses control arms of length k = 4/3·tan(δ/4) along the tangents.
    mutating func arc(
        from start: VectorPoint, radiusX: Double, radiusY: Double, rotation degrees: Double,
        largeArc: Bool, sweep: Bool, to end: VectorPoint
    ) {
        guard start != end else { return }
        var rx = abs(radiusX)
        var ry = abs(radiusY)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, degrees.isFinite else {
            line(to: end)
            return
        }
        let phi = degrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        // F.6.5.1: the start point in the rotated frame centred between the end points.
        let dx2 = (start.x - end.x) / 2
        let dy2 = (start.y - end.y) / 2
        let x1p = cosPhi * dx2 + sinPhi * dy2
        let y1p = -sinPhi * dx2 + cosPhi * dy2
        // F.6.6.2: scale radii up when they cannot span the end points.
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            let root = lambda.squareRoot()
            rx *= root
            ry *= root
        }
        // F.6.5.2: the centre in the rotated frame.
        let rx2 = rx * rx
        let ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1p * y1p - ry2 * x1p * x1p
        let denominator = rx2 * y1p * y1p + ry2 * x1p * x1p
        var coefficient = denominator > 0 ? Swift.max(0, numerator / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cxp = coefficient * rx * y1p / ry
        let cyp = -coefficient * ry * x1p / rx
        // F.6.5.3: back to user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2
        // F.6.5.5–6: start angle and sweep.
        let theta1 = atan2((y1p - cyp) / ry, (x1p - cxp) / rx)
        let theta2 = atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx)
        var delta = theta2 - theta1
        if sweep && delta < 0 { delta += 2 * Double.pi }
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        guard delta.isFinite, cx.isFinite, cy.isFinite else {
            line(to: end)
            return
        }

        let pieces = Swift.max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        func pointAt(_ t: Double) -> VectorPoint {
            let ex = rx * cos(t)
            let ey = ry * sin(t)
            return VectorPoint(x: cx + cosPhi * ex - sinPhi * ey, y: cy + sinPhi * ex + cosPhi * ey)
        }
        func tangentAt(_ t: Double) -> VectorPoint {
            let ex = -rx * sin(t)
            let ey = ry * cos(t)
            return VectorPoint(x: cosPhi * ex - sinPhi * ey, y: sinPhi * ex + cosPhi * ey)
        }
        var t0 = theta1
        var p0 = start
        for piece in 0..<pieces {
            let t1 = piece == pieces - 1 ? theta1 + delta : t0 + step
            let p1 = piece == pieces - 1 ? end : pointAt(t1)
            curve(to: p1, control1: p0 + tangentAt(t0) * k, control2: p1 - tangentAt(t1) * k)
            t0 = t1
            p0 = p1
        }
    }
}
