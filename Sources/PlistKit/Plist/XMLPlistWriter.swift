import Foundation

/// Writes the XML plist form as Xcode does: tab indentation, keys in their stored order.
public enum XMLPlistWriter {
  /// The XML text of `value`, or why XML cannot carry it: a string or key with a character XML
  /// 1.0 forbids (NUL, ESC, BEL and the other C0 controls but tab and line breaks; U+FFFE,
  /// U+FFFF). Such characters cannot even be written as `&#…;` references, so no XML reader
  /// would accept the file; binary and JSON carry them.
  /// `limit` bounds the output's size: past it, the write stops with an error (a conversion
  /// of a small file whose containers are shared many times would otherwise be gigabytes).
  public static func checkedWrite(_ value: PlistValue, limit: Int = .max) throws(PlistError) -> [UInt8] {
    try check(value, at: .root)
    return try write(value, limit: limit)
  }

  private static func check(_ value: PlistValue, at path: PlistPath) throws(PlistError) {
    func refuse(_ text: String, _ where: PlistPath, what: String) throws(PlistError) {
      guard let bad = text.unicodeScalars.first(where: { !isXMLCharacter($0) }) else { return }
      let code = String(bad.value, radix: 16, uppercase: true)
      throw PlistError("\(`where`): \(what) holds U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), which XML 1.0 cannot carry; convert to binary or JSON instead")
    }
    switch value {
    case .string(let s): try refuse(s, path, what: "the string")
    case .array(let items):
      for (i, item) in items.enumerated() { try check(item, at: path.appending(index: i)) }
    case .dictionary(let dict):
      for entry in dict {
        try refuse(entry.key, path, what: "a key")
        try check(entry.value, at: path.appending(key: entry.key))
      }
    default: break
    }
  }

  /// XML 1.0's `Char`: tab, line feed, carriage return, and U+0020 up, less U+FFFE and U+FFFF.
  static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v == 0x09 || v == 0x0A || v == 0x0D || (0x20...0xFFFD).contains(v) || v >= 0x10000
  }

  /// The XML text of a value known to hold only characters XML carries (`checkedWrite` checks).
  public static func write(_ value: PlistValue) -> [UInt8] {
    // No limit: nothing to throw.
    (try? write(value, limit: .max)) ?? []
  }

  private static func write(_ value: PlistValue, limit: Int) throws(PlistError) -> [UInt8] {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    try append(value, indent: 0, to: &out, limit: limit)
    out += "</plist>\n"
    guard out.utf8.count <= limit else { throw OutputLimit.passed(limit) }
    return Array(out.utf8)
  }

  private static func append(_ value: PlistValue, indent: Int, to out: inout String, limit: Int) throws(PlistError) {
    guard out.utf8.count <= limit else { throw OutputLimit.passed(limit) }
    let tabs = String(repeating: "\t", count: indent)
    switch value {
    case .string(let s): out += "\(tabs)<string>\(escape(s))</string>\n"
    case .integer(let i): out += "\(tabs)<integer>\(i)</integer>\n"
    case .unsignedInteger(let u): out += "\(tabs)<integer>\(u)</integer>\n"
    case .real(let r): out += "\(tabs)<real>\(PlistScalars.realText(r))</real>\n"
    // XML has no UID: Apple writes it as this one-key dictionary, and reads it back as a UID.
    case .uid(let n): out += "\(tabs)<dict>\n\(tabs)\t<key>CF$UID</key>\n\(tabs)\t<integer>\(n)</integer>\n\(tabs)</dict>\n"
    case .bool(let b): out += "\(tabs)<\(b ? "true" : "false")/>\n"
    case .date(let d): out += "\(tabs)<date>\(PlistScalars.dateText(d))</date>\n"
    case .data(let d):
      out += "\(tabs)<data>\n"
      let encoded = d.base64EncodedString()
      var start = encoded.startIndex
      while start < encoded.endIndex {
        let end = encoded.index(start, offsetBy: 68, limitedBy: encoded.endIndex) ?? encoded.endIndex
        out += "\(tabs)\(encoded[start..<end])\n"
        start = end
      }
      out += "\(tabs)</data>\n"
    case .array(let items):
      if items.isEmpty {
        out += "\(tabs)<array/>\n"
        return
      }
      out += "\(tabs)<array>\n"
      for item in items { try append(item, indent: indent + 1, to: &out, limit: limit) }
      out += "\(tabs)</array>\n"
    case .dictionary(let dict):
      if dict.isEmpty {
        out += "\(tabs)<dict/>\n"
        return
      }
      out += "\(tabs)<dict>\n"
      for entry in dict {
        out += "\(tabs)\t<key>\(escape(entry.key))</key>\n"
        try append(entry.value, indent: indent + 1, to: &out, limit: limit)
      }
      out += "\(tabs)</dict>\n"
    }
  }

  /// Escapes markup characters; a carriage return is written as an entity so it survives.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x0D }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\r": out += "&#13;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
