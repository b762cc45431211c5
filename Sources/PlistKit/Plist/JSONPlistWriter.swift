import Foundation

/// Writes a plist value as JSON, as `plutil -convert json` does, keeping what JSON can keep:
/// integers as integers (all 64 bits, unsigned ones too), reals always with a fraction or an
/// exponent (`3.0`, so they read back as reals), keys in order. JSON has no dates or data: they
/// become ISO 8601 and base64 strings. A real that is not finite cannot be written.
public enum JSONPlistWriter {
  /// JSON indented by two spaces, ending with a line break.
  /// `limit` bounds the output's size (see `XMLPlistWriter.checkedWrite`).
  public static func write(_ value: PlistValue, pretty: Bool = true, limit: Int = .max) throws(PlistError) -> [UInt8] {
    var out = ""
    try append(value, indent: pretty ? 0 : nil, path: .root, to: &out, limit: limit)
    if pretty { out += "\n" }
    guard out.utf8.count <= limit else { throw OutputLimit.passed(limit) }
    return Array(out.utf8)
  }

  private static func append(_ value: PlistValue, indent: Int?, path: PlistPath, to out: inout String, limit: Int) throws(PlistError) {
    guard out.utf8.count <= limit else { throw OutputLimit.passed(limit) }
    switch value {
    case .string(let s): quote(s, into: &out)
    case .integer(let i): out += String(i)
    case .unsignedInteger(let u): out += String(u)
    case .real(let r):
      guard r.isFinite else { throw PlistError("\(path): the real \(r) has no JSON form") }
      let text = PlistScalars.realText(r)
      out += text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
    case .bool(let b): out += b ? "true" : "false"
    // JSON has no UID: it is written as plutil and Apple's XML write it, `{"CF$UID": n}`.
    case .uid(let n): out += "{\"CF$UID\": \(n)}"
    case .date(let d): quote(PlistScalars.dateText(d), into: &out)
    case .data(let d): quote(d.base64EncodedString(), into: &out)
    case .array(let items):
      try container(items.enumerated().map { (nil, path.appending(index: $0.offset), $0.element) }, open: "[", close: "]", indent: indent, to: &out, limit: limit)
    case .dictionary(let dict):
      try container(dict.entries.map { ($0.key, path.appending(key: $0.key), $0.value) }, open: "{", close: "}", indent: indent, to: &out, limit: limit)
    }
  }

  private static func container(_ items: [(String?, PlistPath, PlistValue)], open: String, close: String, indent: Int?,
                                to out: inout String, limit: Int) throws(PlistError) {
    out += open
    guard !items.isEmpty else { return out += close }
    for (i, (key, path, value)) in items.enumerated() {
      out += i > 0 ? (indent == nil ? "," : ",\n") : (indent == nil ? "" : "\n")
      if let indent { out += String(repeating: "  ", count: indent + 1) }
      if let key {
        quote(key, into: &out)
        out += indent == nil ? ":" : ": "
      }
      try append(value, indent: indent.map { $0 + 1 }, path: path, to: &out, limit: limit)
    }
    if let indent { out += "\n" + String(repeating: "  ", count: indent) }
    out += close
  }

  /// A JSON string: quotes, backslashes and controls escaped, and the invisible characters that
  /// reorder or hide text (bidi overrides and isolates, zero-width spaces, BOM) as `\uXXXX`.
  static func quote(_ s: String, into out: inout String) {
    out += "\""
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
    out += "\""
  }
}
