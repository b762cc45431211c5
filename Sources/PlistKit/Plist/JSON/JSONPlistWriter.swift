#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a plist value as JSON, as `plutil -convert json` does, keeping what JSON can keep:
/// integers as integers (all 64 bits, unsigned ones too), reals always with a fraction or an
/// exponent (`3.0`, so they read back as reals), keys in order. JSON has no dates or data: they
/// become ISO 8601 and base64 strings. A real that is not finite cannot be written.
public enum JSONPlistWriter {
  /// JSON indented by two spaces, ending with a line break.
  /// `limit` bounds the output's size (see `XMLPlistWriter.checkedWrite`).
  public static func write(_ value: PlistValue, pretty: Bool = true, limit: Int = .max) throws(PlistError) -> [UInt8] {
    try write(PlistNode(value), pretty: pretty, limit: limit)
  }

  /// The JSON of a node read in place (see `PlistReader.withRootNode`); a large one's on every
  /// core (see `TextParts`).
  public static func write(_ node: PlistNode, pretty: Bool = true, limit: Int = .max) throws(PlistError) -> [UInt8] {
    try write(node, pretty: pretty, limit: limit, parts: Parts.most, sizeForParts: PlistNode.sizeForWritingInParts)
  }

  /// As `write(_:pretty:limit:)`, in `parts` parts when the file read in place has at least
  /// `sizeForParts` tokens or objects (tests ask for parts on small files).
  static func write(_ node: PlistNode, pretty: Bool, limit: Int, parts: Int, sizeForParts: Int) throws(PlistError) -> [UInt8] {
    var splices = TextParts.write(node, limit: limit, parts: parts, sizeForParts: sizeForParts) { (node, depth, out) throws(PlistError) in
      var path = PlistPath.root
      var none: TextParts?
      try append(node, depth: depth, pretty: pretty, path: &path, splices: &none, to: &out)
    }
    var out = TextOutput(limit: limit)
    out.reserve((splices?.byteCount ?? 0) + (1 << 16))
    // The path is kept as one stack, pushed and popped in place: it names a value only when
    // writing it fails, and a path made afresh for every value cost more than the writing.
    var path = PlistPath.root
    try append(node, depth: 0, pretty: pretty, path: &path, splices: &splices, to: &out)
    if splices?.isComplete == false { return try write(node, pretty: pretty, limit: limit, parts: 1, sizeForParts: .max) }
    if pretty { out.append(0x0A) }
    try out.checkLimit()
    return out.bytes
  }

  /// `splices`: the containers at its depth written on every core, copied in as met.
  private static func append(_ node: PlistNode, depth: Int, pretty: Bool, path: inout PlistPath, splices: inout TextParts?,
                             to out: inout TextOutput) throws(PlistError) {
    try out.checkLimit()
    let kind = node.kind
    if depth == splices?.depth, kind == .array || kind == .dictionary, splices?.take(into: &out) == true { return }
    let indent = pretty ? depth : nil
    switch kind {
    case .string: quote(node.string ?? "", into: &out)
    case .array:
      out.append(UInt8(ascii: "["))
      try node.forEachElement { (i, item) throws(PlistError) in
        separate(first: i == 0, indent: indent, into: &out)
        path.components.append(.index(i))
        try append(item, depth: depth + 1, pretty: pretty, path: &path, splices: &splices, to: &out)
        path.components.removeLast()
      }
      close(UInt8(ascii: "]"), empty: node.count == 0, indent: indent, into: &out)
    case .dictionary:
      out.append(UInt8(ascii: "{"))
      try node.writtenEntries.forEachEntry { (i, key, value) throws(PlistError) in
        separate(first: i == 0, indent: indent, into: &out)
        quote(key, into: &out)
        out.append(indent == nil ? ":" : ": ")
        path.components.append(.key(key))
        try append(value, depth: depth + 1, pretty: pretty, path: &path, splices: &splices, to: &out)
        path.components.removeLast()
      }
      close(UInt8(ascii: "}"), empty: node.count == 0, indent: indent, into: &out)
    default:
      try appendScalar(node.scalar ?? .bool(false), path: path, to: &out)
    }
  }

  private static func appendScalar(_ value: PlistValue, path: PlistPath, to out: inout TextOutput) throws(PlistError) {
    switch value {
    case .string(let s): quote(s, into: &out)
    case .integer(let i): out.append(String(i))
    case .unsignedInteger(let u): out.append(String(u))
    case .real(let r):
      guard r.isFinite else { throw PlistError("\(path): the real \(r) has no JSON form") }
      let text = PlistScalars.realText(r)
      out.append(text)
      if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
        out.append(".0")
      }
    case .bool(let b): out.append(b ? "true" : "false")
    // JSON has no UID: it is written as plutil and Apple's XML write it, `{"CF$UID": n}`.
    case .uid(let n):
      out.append("{\"CF$UID\": ")
      out.append(String(n))
      out.append("}")
    case .date(let d): quote(PlistScalars.dateText(d), into: &out)
    case .data(let d): quote(d.base64EncodedString(), into: &out)
    case .array, .dictionary:
      preconditionFailure("containers are written by append")
    }
  }

  /// Before an element: a comma after the first, and in pretty output a new line and the indent.
  private static func separate(first: Bool, indent: Int?, into out: inout TextOutput) {
    if !first { out.append(UInt8(ascii: ",")) }
    guard let indent else { return }
    out.append(0x0A)
    out.append(UInt8(ascii: " "), times: 2 * (indent + 1))
  }

  private static func close(_ bracket: UInt8, empty: Bool, indent: Int?, into out: inout TextOutput) {
    if let indent, !empty {
      out.append(0x0A)
      out.append(UInt8(ascii: " "), times: 2 * indent)
    }
    out.append(bracket)
  }

  /// A JSON string: quotes, backslashes and controls escaped, and the invisible characters that
  /// reorder or hide text (bidi overrides and isolates, zero-width spaces, BOM) as `\uXXXX`
  /// (see `TextEscapes.appendJSON`).
  static func quote(_ s: String, into out: inout TextOutput) {
    out.append(UInt8(ascii: "\""))
    ByteView.lend(s) { TextEscapes.appendJSON($0, into: &out) }
    out.append(UInt8(ascii: "\""))
  }
}
