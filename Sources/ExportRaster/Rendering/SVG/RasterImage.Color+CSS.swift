extension RasterImage.Color {
    /// Reads a CSS colour as SVG presentation attributes use it: `#rgb`, `#rgba`, `#rrggbb`,
    /// `#rrggbbaa`, `rgb()`/`rgba()` with numbers or percentages, `transparent`, and the CSS named
    /// colours listed in ``namedColors``. Returns `nil` for anything else.
    ///
    /// CSS Color Module Level 4 §4–§6 (hex notation, `rgb()`, named colours).
    public init?(cssColor text: String) {
        let value = text.trimmingSVGSpace().lowercased()
        if value.hasPrefix("#") {
            let digits = Array(value.utf8.dropFirst())
            var nibbles: [UInt8] = []
            for digit in digits {
                guard let nibble = Self.hexValue(digit) else { return nil }
                nibbles.append(nibble)
            }
            switch nibbles.count {
            case 3, 4:
                let channels = nibbles.map { $0 * 17 }
                self.init(
                    red8: channels[0], green8: channels[1], blue8: channels[2],
                    alpha8: channels.count == 4 ? channels[3] : 255)
            case 6, 8:
                // Spelled out with its types: inferred, this one expression took the type checker 3 s.
                let channels = stride(from: 0, to: nibbles.count, by: 2).map { (index: Int) -> UInt8 in
                    let high: UInt8 = nibbles[index] &* 16
                    return high | nibbles[index + 1]
                }
                self.init(
                    red8: channels[0], green8: channels[1], blue8: channels[2],
                    alpha8: channels.count == 4 ? channels[3] : 255)
            default:
                return nil
            }
            return
        }
        if value.hasPrefix("rgb(") || value.hasPrefix("rgba("), value.hasSuffix(")") {
            let inner = value.drop { $0 != "(" }.dropFirst().dropLast()
            let parts = inner.split { $0 == "," || $0 == " " || $0 == "/" }.map(String.init)
            guard parts.count == 3 || parts.count == 4 else { return nil }
            var channels: [Double] = []
            for (i, part) in parts.enumerated() {
                let isPercent = part.hasSuffix("%")
                guard let number = Double(isPercent ? String(part.dropLast()) : part), number.isFinite else {
                    return nil
                }
                if i == 3 {
                    channels.append(isPercent ? number / 100 : number)
                } else {
                    channels.append(isPercent ? number / 100 : number / 255)
                }
            }
            self.init(
                red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
            return
        }
        if value == "transparent" {
            self = .clear
            return
        }
        guard let hex = Self.namedColors[value] else { return nil }
        self.init(red8: UInt8(hex >> 16), green8: UInt8((hex >> 8) & 0xFF), blue8: UInt8(hex & 0xFF))
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }

    /// The CSS named colours this reader knows (the 16 basic colours and common extended ones),
    /// as 0xRRGGBB (CSS Color 4 §6.1).
    public static let namedColors: [String: UInt32] = [
        "black": 0x000000, "silver": 0xC0C0C0, "gray": 0x808080, "grey": 0x808080, "white": 0xFFFFFF,
        "maroon": 0x800000, "red": 0xFF0000, "purple": 0x800080, "fuchsia": 0xFF00FF, "magenta": 0xFF00FF,
        "green": 0x008000, "lime": 0x00FF00, "olive": 0x808000, "yellow": 0xFFFF00, "navy": 0x000080,
        "blue": 0x0000FF, "teal": 0x008080, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "orange": 0xFFA500,
        "pink": 0xFFC0CB, "brown": 0xA52A2A, "gold": 0xFFD700, "indigo": 0x4B0082, "violet": 0xEE82EE,
        "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9, "lightgray": 0xD3D3D3, "lightgrey": 0xD3D3D3,
        "dimgray": 0x696969, "dimgrey": 0x696969, "darkred": 0x8B0000, "darkgreen": 0x006400,
        "darkblue": 0x00008B, "lightblue": 0xADD8E6, "skyblue": 0x87CEEB, "steelblue": 0x4682B4,
        "royalblue": 0x4169E1, "dodgerblue": 0x1E90FF, "tomato": 0xFF6347, "coral": 0xFF7F50,
        "salmon": 0xFA8072, "crimson": 0xDC143C, "orangered": 0xFF4500, "limegreen": 0x32CD32,
        "forestgreen": 0x228B22, "seagreen": 0x2E8B57, "turquoise": 0x40E0D0, "slategray": 0x708090,
        "whitesmoke": 0xF5F5F5, "gainsboro": 0xDCDCDC, "beige": 0xF5F5DC, "ivory": 0xFFFFF0,
        "chocolate": 0xD2691E, "tan": 0xD2B48C, "khaki": 0xF0E68C, "plum": 0xDDA0DD, "orchid": 0xDA70D6,
        "hotpink": 0xFF69B4, "deeppink": 0xFF1493, "rebeccapurple": 0x663399,
    ]
}

extension StringProtocol {
    /// The string without leading and trailing XML white space.
    func trimmingSVGSpace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
