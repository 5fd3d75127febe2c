extension StringProtocol where SubSequence == Substring {
    /// Splits at an ASCII separator byte, walking UTF-8 instead of grapheme clusters (much faster for
    /// the machine-written tables this module reads). Empty fields are kept unless `omittingEmpty`.
    /// - Complexity: O(*n*) in the UTF-8 length.
    func fields(_ separator: UInt8, omittingEmpty: Bool = false) -> [Substring] {
        var result: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var position = start
        while position != bytes.endIndex {
            if bytes[position] == separator {
                if !omittingEmpty || start != position { result.append(self[start..<position]) }
                start = bytes.index(after: position)
            }
            position = bytes.index(after: position)
        }
        if !omittingEmpty || start != position { result.append(self[start..<position]) }
        return result
    }
}
