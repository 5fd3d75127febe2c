import SSEClient

/// A deliberately naive second implementation of WHATWG HTML §9.2.6, written straight from the
/// prose on Unicode scalars, used as an oracle for property tests.
struct ReferenceParser {
    struct Result: Equatable {
        var events: [ServerSentEvent] = []
        var lastEventID = ""
        var reconnectionTime: Duration?
    }

    static func parse(_ bytes: [UInt8]) -> Result {
        // UTF-8 decode: replacement characters for errors, one leading BOM removed.
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        // Collect lines; the last one only counts if a line break ends it.
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\r" {
                lines.append(current)
                current = []
                if index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
            } else if scalar == "\n" {
                lines.append(current)
                current = []
            } else {
                current.append(scalar)
            }
            index += 1
        }
        var result = Result()
        var data = ""
        var eventType = ""
        var idBuffer = ""
        var retry: Int?
        for line in lines {
            let text = String(String.UnicodeScalarView(line))
            if line.isEmpty {
                result.lastEventID = idBuffer
                if data.isEmpty {
                    eventType = ""
                    retry = nil
                    continue
                }
                if data.hasSuffix("\n") { data.removeLast() }
                result.events.append(
                    ServerSentEvent(
                        type: eventType.isEmpty ? "message" : eventType, data: data, lastEventID: idBuffer,
                        retry: retry.map { .milliseconds($0) }))
                data = ""
                eventType = ""
                retry = nil
                continue
            }
            if line.first == ":" { continue }
            var field = text
            var value = ""
            if let colon = line.firstIndex(of: ":") {
                field = String(String.UnicodeScalarView(line[..<colon]))
                var rest = Array(line[(colon + 1)...])
                if rest.first == " " { rest.removeFirst() }
                value = String(String.UnicodeScalarView(rest))
            }
            switch field {
            case "event": eventType = value
            case "data": data += value + "\n"
            case "id": if !value.unicodeScalars.contains("\u{0}") { idBuffer = value }
            case "retry":
                if !value.isEmpty, value.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                    let number = Int(value)
                {
                    result.reconnectionTime = .milliseconds(number)
                    retry = number
                }
            default: break
            }
        }
        return result
    }
}
