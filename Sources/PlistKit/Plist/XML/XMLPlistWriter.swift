#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the XML plist form as Xcode does: tab indentation, keys in their stored order.
public enum XMLPlistWriter {
  /// The XML text of `value`, or why XML cannot carry it: a string or key with a character XML
  /// 1.0 forbids (NUL, ESC, BEL and the other C0 controls but tab and line breaks; U+FFFE,
  /// U+FFFF). Such characters cannot even be written as `&#…;` references, so no XML reader
  /// would accept the file; binary and JSON carry them.
  /// `limit` bounds the output's size: past it, the write stops with an error (a conversion
  /// of a small file whose containers are shared many times would otherwise be gigabytes).
  public static func checkedWrite(_ value: PlistValue, limit: Int = .max, reals: PlistScalars.RealStyle = .shortest) throws(PlistError) -> [UInt8] {
    try checkedWrite(PlistNode(value), limit: limit, reals: reals)
  }

  /// `checkedWrite` of a node read in place (see `PlistReader.withRootNode`); a large one's on
  /// every core (see `TextParts`).
  public static func checkedWrite(_ node: PlistNode, limit: Int = .max, reals: PlistScalars.RealStyle = .shortest) throws(PlistError) -> [UInt8] {
    try checkedWrite(node, limit: limit, parts: Parts.most, sizeForParts: PlistNode.sizeForWritingInParts, reals: reals)
  }

  /// As `checkedWrite(_:limit:)`, in `parts` parts when the file read in place has at least
  /// `sizeForParts` tokens or objects (tests ask for parts on small files).
  static func checkedWrite(_ node: PlistNode, limit: Int, parts: Int, sizeForParts: Int, reals: PlistScalars.RealStyle = .shortest) throws(PlistError) -> [UInt8] {
    // One pass writes and notes a character XML cannot carry; only then is the value walked
    // again, to name where it is (and that is the error, before any other).
    var path = PlistPath.root
    let written: (bytes: [UInt8], forbidden: Bool)
    do {
      written = try write(node, limit: limit, parts: parts, sizeForParts: sizeForParts, reals: reals)
    } catch {
      try check(node, at: &path)
      throw error
    }
    if written.forbidden { try check(node, at: &path) }
    return written.bytes
  }

  /// The path is one stack, pushed and popped in place: it is read only to name a bad value.
  private static func check(_ node: PlistNode, at path: inout PlistPath) throws(PlistError) {
    func refuse(_ text: String, what: String, path: PlistPath) throws(PlistError) {
      // Every character XML forbids is a C0 control or starts with 0xEF (U+FFFE, U+FFFF).
      guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF }),
            let bad = text.unicodeScalars.first(where: { !isXMLCharacter($0) }) else { return }
      let code = String(bad.value, radix: 16, uppercase: true)
      throw PlistError("\(path): \(what) holds U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), which XML 1.0 cannot carry; convert to binary or JSON instead")
    }
    switch node.kind {
    case .string: try refuse(node.string ?? "", what: "the string", path: path)
    case .array:
      try node.forEachElement { (i, item) throws(PlistError) in
        path.components.append(.index(i))
        try check(item, at: &path)
        path.components.removeLast()
      }
    case .dictionary:
      try node.writtenEntries.forEachEntry { (_, key, value) throws(PlistError) in
        try refuse(key, what: "a key", path: path)
        path.components.append(.key(key))
        try check(value, at: &path)
        path.components.removeLast()
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
  public static func write(_ value: PlistValue, reals: PlistScalars.RealStyle = .shortest) -> [UInt8] {
    // No limit: nothing to throw.
    (try? write(PlistNode(value), limit: .max, parts: 1, sizeForParts: .max, reals: reals))?.bytes ?? []
  }

  /// The text, and whether a string or key in it holds a character XML cannot carry.
  private static func write(_ node: PlistNode, limit: Int, parts: Int, sizeForParts: Int, reals: PlistScalars.RealStyle) throws(PlistError) -> (bytes: [UInt8], forbidden: Bool) {
    var splices = TextParts.write(node, limit: limit, parts: parts, sizeForParts: sizeForParts) { (node, depth, out) throws(PlistError) in
      var none: TextParts?
      try append(node, indent: depth, reals: reals, splices: &none, to: &out)
    }
    var out = TextOutput(limit: limit)
    out.reserve((splices?.byteCount ?? 0) + (1 << 16))
    out.append("""
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """)
    try append(node, indent: 0, reals: reals, splices: &splices, to: &out)
    if splices?.isComplete == false { return try write(node, limit: limit, parts: 1, sizeForParts: .max, reals: reals) }
    out.append("</plist>\n")
    try out.checkLimit()
    return (out.bytes, out.sawForbidden || splices?.sawForbidden == true)
  }

  /// `indent` is the depth below the root. `splices`: the containers at its depth written on
  /// every core, copied in as met.
  private static func append(_ node: PlistNode, indent: Int, reals: PlistScalars.RealStyle, splices: inout TextParts?, to out: inout TextOutput) throws(PlistError) {
    try out.checkLimit()
    let kind = node.kind
    if indent == splices?.depth, kind == .array || kind == .dictionary, splices?.take(into: &out) == true { return }
    out.append(tab, times: indent)
    switch kind {
    case .string: element("<string>", "</string>\n", escaping: node.string ?? "", into: &out)
    case .array:
      guard node.count > 0 else { return out.append("<array/>\n") }
      out.append("<array>\n")
      try node.forEachElement { (_, item) throws(PlistError) in try append(item, indent: indent + 1, reals: reals, splices: &splices, to: &out) }
      out.append(tab, times: indent)
      out.append("</array>\n")
    case .dictionary:
      guard node.count > 0 else { return out.append("<dict/>\n") }
      out.append("<dict>\n")
      try node.writtenEntries.forEachEntry { (_, key, value) throws(PlistError) in
        out.append(tab, times: indent + 1)
        element("<key>", "</key>\n", escaping: key, into: &out)
        try append(value, indent: indent + 1, reals: reals, splices: &splices, to: &out)
      }
      out.append(tab, times: indent)
      out.append("</dict>\n")
    default:
      appendScalar(node.scalar ?? .bool(false), indent: indent, reals: reals, to: &out)
    }
  }

  private static func appendScalar(_ value: PlistValue, indent: Int, reals: PlistScalars.RealStyle, to out: inout TextOutput) {
    switch value {
    case .string(let s): element("<string>", "</string>\n", escaping: s, into: &out)
    case .integer(let i): element("<integer>", "</integer>\n", String(i), into: &out)
    case .unsignedInteger(let u): element("<integer>", "</integer>\n", String(u), into: &out)
    case .real(let r): element("<real>", "</real>\n", PlistScalars.realText(r, style: reals), into: &out)
    // XML has no UID: Apple writes it as this one-key dictionary, and reads it back as a UID.
    case .uid(let n):
      out.append("<dict>\n")
      out.append(tab, times: indent + 1)
      out.append("<key>CF$UID</key>\n")
      out.append(tab, times: indent + 1)
      element("<integer>", "</integer>\n", String(n), into: &out)
      out.append(tab, times: indent)
      out.append("</dict>\n")
    case .bool(let b): out.append(b ? "<true/>\n" : "<false/>\n")
    case .date(let d): element("<date>", "</date>\n", PlistScalars.dateText(d), into: &out)
    case .data(let d):
      out.append("<data>\n")
      let encoded = Array(d.base64EncodedString().utf8)
      var start = 0
      while start < encoded.count {
        let end = min(start + 68, encoded.count)
        out.append(tab, times: indent)
        out.append(contentsOf: encoded[start..<end])
        out.append(0x0A)
        start = end
      }
      out.append(tab, times: indent)
      out.append("</data>\n")
    case .array, .dictionary:
      preconditionFailure("containers are written by append")
    }
  }

  private static let tab = UInt8(ascii: "\t")

  /// `<name>text</name>` and a line break, for text that needs no escaping (numbers, dates).
  private static func element(_ open: StaticString, _ close: StaticString, _ text: String, into out: inout TextOutput) {
    out.append(open)
    out.append(text)
    out.append(close)
  }

  /// The tags are whole static strings (`<key>`, `</key>` and the line break): each append of
  /// a piece costs as much as a short one's bytes.
  private static func element(_ open: StaticString, _ close: StaticString, escaping text: String, into out: inout TextOutput) {
    out.append(open)
    escape(text, into: &out)
    out.append(close)
  }

  /// Escapes markup characters; a carriage return is written as an entity so it survives. A
  /// character XML cannot carry is noted in `out.sawForbidden` (see `TextEscapes.appendXML`).
  static func escape(_ text: String, into out: inout TextOutput) {
    if ByteView.lend(text, { TextEscapes.appendXML($0, into: &out) }) { out.sawForbidden = true }
  }
}
