/// The encoding an XML file's declaration names (`<?xml version="1.0" encoding="UTF-8"?>`):
/// UTF-8 and ASCII are read as they are, UTF-16 and UTF-32 by their byte order mark, ISO-8859-1
/// converted to UTF-8 first; any other is refused by name rather than misread as UTF-8.
enum XMLDeclaration {
  struct Encoding {
    var name: String
    var isLatin1: Bool
    /// Where the name's bytes are, inside its quotes.
    var range: Range<Int>
  }

  /// The most bytes a declaration is looked for in: it is the file's first line.
  static let longest = 256

  static let utf8Names: Set<String> = ["utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be", "utf-32", "utf-32le",
                                       "utf-32be", "ucs-2", "ucs-4"]
  static let latin1Names: Set<String> = ["iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1"]

  /// The declared encoding, nil when the file has no declaration or it names none; throws for
  /// an encoding that is not read here.
  static func encoding(of bytes: ByteView) throws(PlistError) -> Encoding? {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard bytes.matches("<?xml", at: start) else { return nil }
    start += 5
    let limit = min(bytes.count, start + longest)
    var end = start
    while end + 1 < limit, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
    let declaration = bytes.lossyString(start..<end)
    guard let attribute = declaration.firstRange(of: "encoding") else { return nil }
    var rest = declaration[attribute.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard rest.first == "=" else { return nil }
    rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let name = String(rest.dropFirst().prefix { $0 != quote })
    let nameStart = start + declaration.utf8.distance(from: declaration.startIndex, to: rest.dropFirst().startIndex)
    let range = nameStart..<(nameStart + name.utf8.count)
    let lowered = name.lowercased()
    if utf8Names.contains(lowered) { return Encoding(name: name, isLatin1: false, range: range) }
    if latin1Names.contains(lowered) { return Encoding(name: name, isLatin1: true, range: range) }
    let offset = start + declaration.utf8.distance(from: declaration.startIndex, to: attribute.lowerBound)
    throw PlistError("the XML declaration names the encoding \"\(name)\", which is not read here (UTF-8, UTF-16, UTF-32 and "
                       + "ISO-8859-1 are): save the file as UTF-8", at: TextPosition.location(of: offset, in: bytes))
  }

  /// ISO-8859-1 bytes as UTF-8, the declaration saying so: each byte is the character of its
  /// number, and the encoding's name becomes `UTF-8`, padded with spaces after its quote so
  /// that the first line keeps its columns (every reader of the converted bytes then reads
  /// UTF-8, in order or in parts).
  static func latin1ToUTF8(_ bytes: ByteView, declared: Encoding) -> [UInt8] {
    var out = latin1ToUTF8(bytes)
    let utf8 = Array("UTF-8".utf8)
    // The declaration is ASCII, so its offsets are the same after the conversion.
    let padding = [UInt8](repeating: UInt8(ascii: " "), count: max(0, declared.range.count - utf8.count))
    out.replaceSubrange(declared.range, with: utf8)
    out.insert(contentsOf: padding, at: declared.range.lowerBound + utf8.count + 1)
    return out
  }

  static func latin1ToUTF8(_ bytes: ByteView) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 8)
    for i in 0..<bytes.count {
      let b = bytes[i]
      if b < 0x80 {
        out.append(b)
      } else {
        out.append(0xC0 | b >> 6)
        out.append(0x80 | b & 0x3F)
      }
    }
    return out
  }
}
