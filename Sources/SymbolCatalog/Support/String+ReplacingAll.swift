extension String {
    /// Replaces every occurrence of one character (the standard library has no `replacingOccurrences`).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
