import Foundation
import TestSupport
import Testing

@testable import DesignTokens

@Suite("YAML reader on hostile input")
struct YAMLHostileInputTests {
    static let limit = YAMLReader.maximumDepth

    @Test("refuses flow nesting past the limit without exhausting the stack")
    func deepFlow() {
        let text = String(repeating: "[", count: 100_000)
        // The first bracket opens level 1; the one in column limit + 1 would open level limit + 1.
        #expect(throws: refusal(.tooDeep(limit: Self.limit), 1, Self.limit + 1)) { try JSONValue(yamlString: text) }
        let mapping = String(repeating: "{a: ", count: 100_000)
        #expect(throws: refusal(.tooDeep(limit: Self.limit), 1, 4 * Self.limit + 1)) {
            try JSONValue(yamlString: mapping)
        }
    }

    @Test("refuses compact block nesting past the limit")
    func deepCompactSequence() {
        // `- ` repeated: the entry indicator of level k sits in column 2k - 1.
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        #expect(throws: refusal(.tooDeep(limit: Self.limit), 1, 2 * Self.limit + 1)) {
            try JSONValue(yamlString: text)
        }
    }

    @Test("refuses indented block nesting past the limit")
    func deepIndentedMapping() {
        // Line k holds k - 1 spaces and `k:`; its mapping is level k.
        let text = (0..<(Self.limit + 50)).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        #expect(throws: refusal(.tooDeep(limit: Self.limit), Self.limit + 1, Self.limit + 1)) {
            try JSONValue(yamlString: text)
        }
    }

    @Test("reads nesting at the limit on a 512 KiB stack, the size of a secondary thread on Apple platforms")
    func nestingAtTheLimitOnSmallStack() throws {
        let flow = String(repeating: "[", count: Self.limit) + String(repeating: "]", count: Self.limit)
        let block = String(repeating: "- ", count: Self.limit) + "x\n"
        let mapping = (0..<Self.limit).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        let outcome = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var depths: [Int] = []
            for text in [flow, block, mapping] {
                depths.append((try? JSONValue(yamlString: text)).map(Self.depth) ?? -1)
            }
            outcome.set(depths)
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(outcome.get() == [Self.limit, Self.limit, Self.limit])
    }

    static func depth(_ value: JSONValue) -> Int {
        switch value {
        case .array(let items): 1 + (items.map(depth).max() ?? 0)
        case .object(let object): 1 + (object.members.map { depth($0.value) }.max() ?? 0)
        default: 0
        }
    }

    @Test(
        "reads 10 MB scalars of every style",
        arguments: ["plain", "single", "double", "double-escaped", "multi-line", "comment"])
    func largeScalars(style: String) throws {
        let size = 10_000_000
        let word = "abcdefghi "
        let body = String(repeating: word, count: size / word.count)
        let text: String
        let expected: String
        switch style {
        case "plain":
            text = "k: " + body + "end\n"
            expected = body + "end"
        case "single":
            text = "k: '" + body + "'\n"
            expected = body
        case "double":
            text = "k: \"" + body + "\"\n"
            expected = body
        case "double-escaped":
            text = "k: \"" + String(repeating: "\\u00e9\\n", count: size / 8) + "\"\n"
            expected = String(repeating: "é\n", count: size / 8)
        case "multi-line":
            // 10 MB over 1,000,000 lines, folded with spaces (§6.5).
            text = "k:\n" + String(repeating: "  abcdefg\n", count: size / 10)
            expected = Array(repeating: "abcdefg", count: size / 10).joined(separator: " ")
        default:
            text = "# " + body + "\nk: v\n"
            expected = "v"
        }
        let value = try JSONValue(yamlString: text)
        #expect(value["k"]?.stringValue == expected)
    }

    @Test("refuses NUL bytes and tabs wherever they hide")
    func nulAndTabs() {
        #expect(throws: refusal(.nonPrintable(0), 3, 4)) { try JSONValue(yamlString: "a: 1\nb:\n  \"\0\"\n") }
        #expect(throws: refusal(.nonPrintable(0), 1, 3)) { try JSONValue(yamlString: "# \0\n") }
        #expect(throws: refusal(.tabInIndentation, 3, 3)) { try JSONValue(yamlString: "a:\n  b: 1\n  \tc: 2\n") }
    }

    /// The outcomes of the 30,000 inputs below, recorded by an earlier test process: how many were
    /// read, and the FNV-1a 64 digest of the transcript (one line per input: `ok` and the value as
    /// compact JSON, or `error` and the line and column). Swift seeds `Hasher` afresh in every
    /// process, so any dependence on `Set` or `Dictionary` order changes the digest. Reading the
    /// subset differently on purpose changes it too: record the new values then.
    static let fuzzAccepted = 1678
    static let fuzzDigest: UInt64 = 0x1F68_1809_CB6C_61FF

    @Test("never crashes on random bytes from the subset's alphabet, and reads them as a run before did")
    func fuzz() {
        var generator = SplitMix64(seed: 0x59A1)
        let alphabet = Array("ab:- #\n\t\"'\\[]{},?&*!|>%@`.0\r".utf8) + [0x00, 0xC3, 0xA9, 0xFF]
        var accepted = 0
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a 64 offset basis
        for _ in 0..<30_000 {
            let length = Int(generator.next() % 60)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let line: String
            do throws(YAMLSyntaxError) {
                let value = try JSONValue(yaml: bytes)
                accepted += 1
                line = "ok \(value.serialized(indent: nil))\n"
                // Whatever is read writes back to text that reads to the same value.
                #expect((try? JSONValue(yamlString: value.yamlString())) == value)
            } catch {
                line = "error \(error.line):\(error.column)\n"
            }
            for byte in line.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01B3 }  // FNV-1a 64 prime
        }
        #expect(accepted == Self.fuzzAccepted)
        #expect(digest == Self.fuzzDigest, "digest 0x\(String(digest, radix: 16))")
    }
}

/// Holds the result of work done on another thread.
private final class OutcomeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [Int] = []

    func set(_ newValue: [Int]) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func get() -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
