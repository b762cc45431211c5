/// A JSON value with keys kept in order, and its one-line text: the script front end prints
/// states with it. (Plists are written as JSON by PlistKit's `JSONPlistWriter`.)
public indirect enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  public static func == (lhs: JSON, rhs: JSON) -> Bool {
    lhs.text == rhs.text
  }

  /// Compact JSON on one line.
  public var text: String {
    var out = ""
    write(to: &out, indent: nil)
    return out
  }

  /// JSON indented by two spaces, for files.
  public var prettyText: String {
    var out = ""
    write(to: &out, indent: 0)
    return out + "\n"
  }

  private func write(to out: inout String, indent: Int?) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let i): out += String(i)
    case .number(let d):
      if !d.isFinite { out += "null" } else if d == d.rounded(), abs(d) < 1e15 { out += String(Int64(d)) } else { out += "\(d)" }
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &out, indent: indent)
    case .object(let members):
      writeContainer(members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &out, indent: indent)
    }
  }

  private func writeContainer(_ items: [(String?, JSON)], open: String, close: String, to out: inout String, indent: Int?) {
    out += open
    if items.isEmpty {
      out += close
      return
    }
    for (i, (key, value)) in items.enumerated() {
      if i > 0 { out += indent == nil ? "," : ",\n" } else if indent != nil { out += "\n" }
      if let indent { out += String(repeating: "  ", count: indent + 1) }
      if let key {
        Self.quote(key, into: &out)
        out += indent == nil ? ":" : ": "
      }
      value.write(to: &out, indent: indent.map { $0 + 1 })
    }
    if let indent { out += "\n" + String(repeating: "  ", count: indent) }
    out += close
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      // Controls, and the invisible characters that reorder or hide text (bidi overrides and
      // isolates, zero-width space, BOM): escaped so a reader of the JSON sees them.
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) || TextCleaner.isInvisible(scalar):
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
