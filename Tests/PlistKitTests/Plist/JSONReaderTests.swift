import Foundation
import Testing
@testable import PlistKit

/// JSON as a fourth form: RFC 8259 strictly, into the same values as the plist forms.
struct JSONReaderTests {
  static func read(_ text: String) throws(PlistError) -> PlistValue {
    try PlistReader.read(Array(text.utf8))
  }

  @Test("what JSON holds becomes plist values", arguments: [
    ("[]", PlistValue.array([])),
    ("  {}\n", .dictionary(PlistDictionary())),
    ("\u{FEFF}[1]", .array([.integer(1)])),
    ("[1, -1, 0, -0]", .array([.integer(1), .integer(-1), .integer(0), .integer(0)])),
    ("[1.5, 1e2, 1E-2, -0.25]", .array([.real(1.5), .real(100), .real(0.01), .real(-0.25)])),
    ("[9223372036854775807, -9223372036854775808, 18446744073709551615]",
     .array([.integer(.max), .integer(.min), .unsignedInteger(.max)])),
    (#"["\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00猜"]"#, .array([.string("\"\\/\u{8}\u{C}\n\r\té😀猜")])),
    (#"{"a": true, "b": false, "a": [{}]}"#, .dictionary(PlistDictionary([("a", .array([.dictionary(PlistDictionary())])), ("b", .bool(false))]))),
    (#"{"name": "苹果", "note": null, "id": "7"}"#, .dictionary(PlistDictionary([("name", .string("苹果")), ("id", .string("7"))]))),
  ])
  func reads(text: String, value: PlistValue) throws {
    #expect(try Self.read(text) == value)
  }

  @Test("indentation of any depth reads as the compact form", arguments: [0, 1, 2, 7, 8, 9, 15, 16, 17, 40])
  func indentation(spaces: Int) throws {
    let pad = String(repeating: " ", count: spaces)
    let pretty = "{\n\(pad)\"a\": [\n\(pad)\(pad)1,\r\n\(pad)\(pad)\"猜\"\n\n\(pad)],\n\(pad)\t\"b\" : {}\n\(pad)}\n\(pad)"
    #expect(try Self.read(pretty) == Self.read(#"{"a":[1,"猜"],"b":{}}"#))
    // An error past the indentation is at its column.
    let broken = "[\n\(pad)x]"
    #expect(throws: PlistError.self) { try Self.read(broken) }
    do {
      _ = try Self.read(broken)
    } catch {
      #expect(error.description.hasPrefix("line 2:\(spaces + 1):"))
    }
  }

  @Test("what JSON forbids is an error at its line and column", arguments: [
    ("[1,]", "line 1:4: a trailing comma before ']' is not JSON"),
    ("{\"a\": 1,\n}", "line 2:1: a trailing comma before '}' is not JSON"),
    ("[01]", "line 1:2: a number may not start with 0 (found 01)"),
    ("[1.]", "line 1:2: a number needs digits after its decimal point"),
    ("[-]", "line 1:2: a number needs digits after '-'"),
    ("[1e]", "line 1:2: a number needs digits in its exponent"),
    ("[.5]", "line 1:2: expected a JSON value, found '.'"),
    (#"["a\u12"]"#, #"line 1:4: \u needs four hex digits"#),
    (#"["\ud800"]"#, #"line 1:3: \uD800 is half of a surrogate pair without its other half"#),
    (#"["\udc00"]"#, #"line 1:3: \uDC00 is a lone low surrogate"#),
    (#"["\x"]"#, #"line 1:3: unknown escape \x in a string"#),
    ("[\"a\tb\"]", "line 1:4: a control character (0x9) in a string must be escaped"),
    ("[\"abc", "line 1:2: unexpected end of file: the string opened here is not closed"),
    ("[1 2]", "line 1:4: expected ',' or ']' in the array, found '2'"),
    (#"{"a": 1 "b": 2}"#, "line 1:9: expected ',' or '}' in the object, found '\"'"),
    ("[null]", "line 1:2: null in an array has no plist form"),
    ("[nul]", "line 1:2: expected a JSON value, found 'n'"),
    ("[18446744073709551616]", "line 1:2: the integer 18446744073709551616 does not fit in 64 bits"),
    ("[1e400]", "line 1:2: the number 1e400 is too large for a real"),
    ("[1] x", "line 1:5: expected the end of the file after the JSON value, found 'x'"),
    ("[\n  [\n", "line 3:1: unexpected end of file: expected a JSON value"),
    ("{}{}", "line 1:3: expected the end of the file after the JSON value, found '{'"),
  ])
  func refuses(text: String, message: String) {
    #expect(throws: PlistError.self) { try Self.read(text) }
    do {
      _ = try Self.read(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func openStepDictionariesAreStillOpenStep() throws {
    #expect(try Self.read("{ a = 1; \"b\" = (x, y); }") == .dictionary(PlistDictionary([("a", .string("1")), ("b", .array([.string("x"), .string("y")]))])))
    #expect(try Self.read("{\"a\" = \"1\";}") == .dictionary(PlistDictionary([("a", .string("1"))])))
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: PlistError("nesting is deeper than 256 levels", at: .line(1, column: 257))) { try Self.read(deep) }
  }

  /// Random values of what JSON can hold: no dates, no data, integers within 64 bits.
  /// `unsigned`: integers of all 64 bits, and above Int64.max too. Foundation's
  /// JSONSerialization reads integers beyond ±2^53 as reals, losing digits, so the comparison
  /// with it keeps within that.
  static func randomJSONValue(_ rng: inout SplitMix64, depth: Int, unsigned: Bool = true) -> PlistValue {
    if depth == 0 || Int.random(in: 0..<3, using: &rng) == 0 {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: return .string(["", "a", "猜图", "é\n\"\\/", "😀\u{1}", "\u{202E}x"].randomElement(using: &rng)!)
      case 1: return .integer(unsigned ? Int64.random(in: .min ... .max, using: &rng) : Int64.random(in: -(1 << 53)...(1 << 53), using: &rng))
      case 2: return .real([0.5, -2.25, 1e300, -1e-300, 3.141592653589793, 12345.678].randomElement(using: &rng)!)
      case 3: return .bool(Bool.random(using: &rng))
      case 4 where unsigned: return .integer(unsigned: UInt64.random(in: UInt64(Int64.max)...UInt64.max, using: &rng))
      default: return .integer(Int64.random(in: -1000...1000, using: &rng))
      }
    }
    if Bool.random(using: &rng) {
      return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in randomJSONValue(&rng, depth: depth - 1, unsigned: unsigned) })
    }
    var dict = PlistDictionary()
    for i in 0..<Int.random(in: 0...4, using: &rng) { dict["k\(i)·\(Int.random(in: 0...9, using: &rng))"] = randomJSONValue(&rng, depth: depth - 1, unsigned: unsigned) }
    return .dictionary(dict)
  }

  @Test("JSONSerialization reads what we write, and we read what it writes", arguments: Array(UInt64(0)..<150))
  func againstFoundation(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    // A JSON file is told by its first byte, `{` or `[`: the root is a container.
    let value = PlistValue.array([Self.randomJSONValue(&rng, depth: 4, unsigned: false)])
    let ours = try JSONPlistWriter.write(value)
    let theirs = try JSONSerialization.jsonObject(with: Data(ours), options: [.fragmentsAllowed])
    #expect(FoundationBridge.fromFoundation(theirs).map { Self.sameNumbers($0, value) } == true,
            "\(String(decoding: ours, as: UTF8.self)) read by Foundation as \(String(describing: FoundationBridge.fromFoundation(theirs)))")
    let written = try JSONSerialization.data(withJSONObject: FoundationBridge.toFoundation(value), options: [.fragmentsAllowed])
    #expect(Self.sameNumbers(try PlistReader.read([UInt8](written)), value))
  }

  /// Equal, but a real that Foundation reads or writes as a whole number may come back as one.
  static func sameNumbers(_ a: PlistValue, _ b: PlistValue) -> Bool {
    switch (a, b) {
    case let (.integer(x), .real(y)), let (.real(y), .integer(x)): return Double(x) == y
    case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy(sameNumbers)
    case let (.dictionary(x), .dictionary(y)):
      return x.count == y.count && x.allSatisfy { entry in y[entry.key].map { sameNumbers(entry.value, $0) } ?? false }
    default: return a == b
    }
  }

  @Test("JSON → binary → JSON keeps every value", arguments: Array(UInt64(0)..<150))
  func roundTrip(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed + 1_000)
    let value = PlistValue.array([Self.randomJSONValue(&rng, depth: 4)])
    let json = try JSONPlistWriter.write(value)
    let binary = BinaryPlistWriter.write(try PlistReader.read(json))
    let again = try JSONPlistWriter.write(try PlistReader.read(binary))
    #expect(again == json)
    #expect(try PlistReader.read(again) == value)
  }
}
