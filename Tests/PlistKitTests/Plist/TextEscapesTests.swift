import Testing
@testable import PlistKit

/// The writers escape a string from its bytes: the text is the one a walk over its characters
/// writes, for every character that needs a look and those that merely share its first byte.
struct TextEscapesTests {
  /// Characters escaped, and their neighbours in UTF-8 (same first byte, next scalar).
  static let pieces = [
    "a", "猜", "·", "，", "—", "…", "\u{00A0}", "\u{009F}", "\u{0080}", "\u{0085}", "\u{200A}", "\u{200B}", "\u{200F}",
    "\u{2010}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{205F}", "\u{2060}", "\u{2069}", "\u{206A}", "\u{FEFF}",
    "\u{FEFE}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{FF0C}", "\u{EFFF}", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}",
    "\u{1F}", "\u{7F}", " ", "&", "<", ">", "'", "👍", "🇨🇳", "e\u{301}",
  ]

  /// The JSON escaping as a walk over the characters writes it.
  static func jsonByScalars(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      let v = scalar.value
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || (0x200B...0x200F).contains(v)
        || (0x202A...0x202E).contains(v) || (0x2060...0x2069).contains(v) || v == 0xFEFF:
        let hex = String(v, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The XML escaping as a walk over the characters writes it, and whether one is forbidden.
  static func xmlByScalars(_ s: String) -> (String, Bool) {
    var out = ""
    var forbidden = false
    for scalar in s.unicodeScalars {
      if !XMLPlistWriter.isXMLCharacter(scalar) { forbidden = true }
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\r": out += "&#13;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return (out, forbidden)
  }

  static func escaped(_ s: String) -> (json: String, xml: String, forbidden: Bool) {
    var json = TextOutput(limit: .max), xml = TextOutput(limit: .max)
    let forbidden = ByteView.lend(s) { utf8 in
      TextEscapes.appendJSON(utf8, into: &json)
      return TextEscapes.appendXML(utf8, into: &xml)
    }
    return (String(decoding: json.bytes, as: UTF8.self), String(decoding: xml.bytes, as: UTF8.self), forbidden)
  }

  @Test("each piece alone, and between letters", arguments: pieces)
  func eachPiece(piece: String) {
    for text in [piece, "x\(piece)y", piece + piece] {
      let (json, xml, forbidden) = Self.escaped(text)
      #expect(json == Self.jsonByScalars(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(xml == Self.xmlByScalars(text).0 && forbidden == Self.xmlByScalars(text).1, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test("random texts of those pieces", arguments: Array(UInt64(0)..<20))
  func randomTexts(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
      let (json, xml, forbidden) = Self.escaped(text)
      #expect(json == Self.jsonByScalars(text))
      #expect(xml == Self.xmlByScalars(text).0)
      #expect(forbidden == Self.xmlByScalars(text).1)
    }
  }

  /// The written forms of a few, as a reader of the file sees them.
  @Test func writtenForms() {
    let cases: [(text: String, json: String, xml: String)] = [
      ("东晴·脆甜", "东晴·脆甜", "东晴·脆甜"),
      ("a\u{202E}b\u{FEFF}", "a\\u202eb\\ufeff", "a\u{202E}b\u{FEFF}"),
      ("\"<&>\"\r\n\u{85}", "\\\"<&>\\\"\\r\\n\\u0085", "\"&lt;&amp;&gt;\"&#13;\n\u{85}"),
    ]
    for (text, json, xml) in cases {
      #expect(Self.escaped(text).json == json)
      #expect(Self.escaped(text).xml == xml)
    }
  }
}
