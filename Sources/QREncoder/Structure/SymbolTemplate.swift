/// The function patterns of one version, drawn once and reused by every symbol of that version.
///
/// ISO/IEC 18004:2015 §6.3: finder patterns with separators, timing patterns, alignment patterns,
/// the dark module, and areas reserved for format and version information. Everything else holds
/// data, in the two-column zigzag order of §7.7.3, which `dataPositions` lists.
struct SymbolTemplate: Sendable {
    let version: Int
    let size: Int
    /// Colours of the function patterns (1 = dark), row-major; data modules and format areas are 0.
    let modules: [UInt8]
    /// Whether each module belongs to a function pattern or the format/version areas.
    let isFunction: [Bool]
    /// Row-major indices of the data modules in placement order.
    let dataPositions: [Int32]
    /// For each entry of `dataPositions`, bit m is set when mask m inverts that module.
    let maskBits: [UInt8]
    /// Column and row of each entry of `dataPositions`.
    let dataX: [UInt8]
    let dataY: [UInt8]
    /// The 30 format information modules: bits 0...14 of the first copy, then of the second.
    let formatPositions: [(x: Int, y: Int)]
    /// 64-bit words per packed line: (size + 63) / 64.
    let words: Int
    /// Function pattern colours packed by row (bit x % 64 of word y × words + x / 64) and by column.
    let functionRows: [UInt64]
    let functionColumns: [UInt64]
    /// For each mask, the data modules it inverts, packed by row and by column like `functionRows`.
    let maskRows: [[UInt64]]
    let maskColumns: [[UInt64]]

    /// Templates for versions 1...40 (index version − 1), built on first use.
    static let all: [SymbolTemplate] = (1...40).map { SymbolTemplate(version: $0) }

    /// The template of `version` (1...40).
    static func forVersion(_ version: Int) -> SymbolTemplate { all[version - 1] }

    init(version: Int) {
        self.version = version
        let size = SymbolGeometry.size(version: version)
        self.size = size
        var modules = [UInt8](repeating: 0, count: size * size)
        var isFunction = [Bool](repeating: false, count: size * size)

        func set(_ x: Int, _ y: Int, _ dark: Bool) {
            modules[y * size + x] = dark ? 1 : 0
            isFunction[y * size + x] = true
        }

        // Timing patterns (§6.3.5): alternating, dark on even coordinates.
        for i in 0..<size {
            set(6, i, i % 2 == 0)
            set(i, 6, i % 2 == 0)
        }
        // Finder patterns with their separators (§6.3.3, §6.3.4).
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 {
                    let x = cx + dx
                    let y = cy + dy
                    guard x >= 0 && x < size && y >= 0 && y < size else { continue }
                    let distance = max(abs(dx), abs(dy))
                    set(x, y, distance != 2 && distance != 4)
                }
            }
        }
        // Alignment patterns (§6.3.6), skipping the three that would overlap finders.
        let centres = SymbolGeometry.alignmentPatternCentres(version: version)
        let last = centres.count - 1
        for (i, cx) in centres.enumerated() {
            for (j, cy) in centres.enumerated() {
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 {
                    for dx in -2...2 { set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
        // Format information areas (§7.9.1), left light here, and the dark module.
        for (x, y) in FormatInformation.positions(size: size).first + FormatInformation.positions(size: size).second {
            set(x, y, false)
        }
        set(8, size - 8, true)
        // Version information (§7.10), fixed for the version.
        if version >= 7 {
            let bits = VersionInformation.bits(version: version)
            for i in 0..<18 {
                let dark = (bits >> i) & 1 != 0
                let a = size - 11 + i % 3
                let b = i / 3
                set(a, b, dark)
                set(b, a, dark)
            }
        }

        // Zigzag placement order (§7.7.3): column pairs from the right, skipping the timing column.
        var positions: [Int32] = []
        var maskBits: [UInt8] = []
        positions.reserveCapacity(SymbolGeometry.rawDataModules(version: version))
        maskBits.reserveCapacity(SymbolGeometry.rawDataModules(version: version))
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for vertical in 0..<size {
                for j in 0..<2 {
                    let x = right - j
                    let y = upward ? size - 1 - vertical : vertical
                    let index = y * size + x
                    if isFunction[index] { continue }
                    positions.append(Int32(index))
                    var bits: UInt8 = 0
                    for mask in 0..<8 where MaskPattern.inverts(mask: mask, x: x, y: y) { bits |= 1 << mask }
                    maskBits.append(bits)
                }
            }
            right -= 2
        }
        self.modules = modules
        self.isFunction = isFunction
        self.dataPositions = positions
        self.maskBits = maskBits
        let formatPlaces = FormatInformation.positions(size: size)
        self.formatPositions = (formatPlaces.first + formatPlaces.second).map { (x: $0.0, y: $0.1) }
        self.dataX = positions.map { UInt8(Int($0) % size) }
        self.dataY = positions.map { UInt8(Int($0) / size) }

        // Packed copies for the fast path: lines of 64-bit words, least significant bit first.
        let words = (size + 63) / 64
        self.words = words
        var functionRows = [UInt64](repeating: 0, count: size * words)
        var functionColumns = [UInt64](repeating: 0, count: size * words)
        for y in 0..<size {
            for x in 0..<size where modules[y * size + x] != 0 {
                functionRows[y * words + x >> 6] |= 1 << UInt64(x & 63)
                functionColumns[x * words + y >> 6] |= 1 << UInt64(y & 63)
            }
        }
        var maskRows = [[UInt64]](repeating: [UInt64](repeating: 0, count: size * words), count: 8)
        var maskColumns = maskRows
        for (k, position) in positions.enumerated() {
            let x = Int(position) % size
            let y = Int(position) / size
            for mask in 0..<8 where (maskBits[k] >> mask) & 1 != 0 {
                maskRows[mask][y * words + x >> 6] |= 1 << UInt64(x & 63)
                maskColumns[mask][x * words + y >> 6] |= 1 << UInt64(y & 63)
            }
        }
        self.functionRows = functionRows
        self.functionColumns = functionColumns
        self.maskRows = maskRows
        self.maskColumns = maskColumns
    }
}
