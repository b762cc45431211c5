#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte-level pieces of the XML reader: tags, text, entities, comments and errors.
extension XMLPlistParser {
  /// The tags a plist uses, matched from bytes so that no string is made per tag.
  enum Tag: Equatable {
    case string, key, dict, array, integer, real, `true`, `false`, date, data
    case other(String)
  }

  /// Up to eight bytes compared as one little-endian word.
  struct WordPattern {
    let value: UInt64
    let mask: UInt64
    let length: Int

    init(value: UInt64, mask: UInt64, length: Int) {
      self.value = value
      self.mask = mask
      self.length = length
    }

    init(_ text: StaticString) {
      var value: UInt64 = 0
      for i in 0..<text.utf8CodeUnitCount { value |= UInt64(text.utf8Start[i]) << UInt64(8 * i) }
      self.value = value
      length = text.utf8CodeUnitCount
      mask = length >= 8 ? ~0 : (1 << UInt64(8 * length)) - 1
    }

    @inline(__always)
    func matches(_ word: UInt64) -> Bool { word & mask == value }
  }

  /// The tags of real packs, most common first, as they follow `<`: each compare is one word
  /// against a constant (a table in a static would cost a lazy-initialisation check per tag).
  @inline(__always)
  static func openPattern(_ next: UInt64) -> (OpenTag, Int)? {
    if next & 0xFFFFFFFFFFFFFF == 0x3E676E69727473 { return (OpenTag(tag: .string, selfClosing: false), 7) }  // string>
    if next & 0xFFFFFFFF == 0x3E79656B { return (OpenTag(tag: .key, selfClosing: false), 4) }  // key>
    if next & 0xFFFFFFFFFF == 0x3E74636964 { return (OpenTag(tag: .dict, selfClosing: false), 5) }  // dict>
    if next & 0xFFFFFFFFFFFF == 0x3E7961727261 { return (OpenTag(tag: .array, selfClosing: false), 6) }  // array>
    if next & 0xFFFFFFFFFFFFFFFF == 0x3E72656765746E69 { return (OpenTag(tag: .integer, selfClosing: false), 8) }  // integer>
    if next & 0xFFFFFFFFFF == 0x3E6C616572 { return (OpenTag(tag: .real, selfClosing: false), 5) }  // real>
    if next & 0xFFFFFFFFFFFF == 0x3E2F65757274 { return (OpenTag(tag: .true, selfClosing: true), 6) }  // true/>
    if next & 0xFFFFFFFFFFFFFF == 0x3E2F65736C6166 { return (OpenTag(tag: .false, selfClosing: true), 7) }  // false/>
    if next & 0xFFFFFFFFFFFFFFFF == 0x3E2F676E69727473 { return (OpenTag(tag: .string, selfClosing: true), 8) }  // string/>
    if next & 0xFFFFFFFFFFFFFF == 0x3E2F7961727261 { return (OpenTag(tag: .array, selfClosing: true), 7) }  // array/>
    if next & 0xFFFFFFFFFFFF == 0x3E2F74636964 { return (OpenTag(tag: .dict, selfClosing: true), 6) }  // dict/>
    if next & 0xFFFFFFFFFF == 0x3E65746164 { return (OpenTag(tag: .date, selfClosing: false), 5) }  // date>
    if next & 0xFFFFFFFFFF == 0x3E61746164 { return (OpenTag(tag: .data, selfClosing: false), 5) }  // data>
    return nil
  }

  /// Eight bytes from `offset` as a little-endian word, zero past the end of the file.
  @inline(__always)
  func word(at offset: Int) -> UInt64 {
    if offset + 8 <= bytes.count {
      return UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }
    var value: UInt64 = 0
    var i = offset
    while i < bytes.count, i < offset + 8 {
      value |= UInt64(bytes[i]) << UInt64(8 * (i - offset))
      i += 1
    }
    return value
  }

  /// A common tag at `pos` read in one compare; nil sends the caller to `readOpenTag`.
  @inline(__always)
  mutating func quickOpenTag() -> OpenTag? {
    guard let (tag, length) = Self.openPattern(word(at: pos + 1)) else { return nil }
    pos += 1 + length
    return tag
  }

  struct OpenTag {
    var tag: Tag
    var selfClosing: Bool
  }

  func lookingAt(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard pos + count <= bytes.count else { return false }
    return memcmp(bytes.baseAddress! + pos, literal.utf8Start, count) == 0
  }

  func find(_ byte: UInt8, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
  }

  static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D
  }

  /// Skips white space, comments, processing instructions and the DOCTYPE.
  mutating func skipMisc() throws(PlistError) {
    // Indentation is the most common thing skipped: a tight loop before the general one.
    var at = pos
    let end = bytes.count
    while at < end, Self.isSpace(bytes[at]) { at += 1 }
    pos = at
    if pos < bytes.count, bytes[pos] == UInt8(ascii: "<"), pos + 1 < bytes.count {
      let next = bytes[pos + 1]
      if next != UInt8(ascii: "!") && next != UInt8(ascii: "?") { return }
    }
    while pos < bytes.count {
      let b = bytes[pos]
      if Self.isSpace(b) {
        pos += 1
      } else if b == UInt8(ascii: "<"), pos + 1 < bytes.count {
        // Most tags are values: only `<?` and `<!` need a closer look.
        let next = bytes[pos + 1]
        if next == UInt8(ascii: "?") {
          try skip(past: "?>", what: "processing instruction")
        } else if next != UInt8(ascii: "!") {
          return
        } else if lookingAt("<!--") {
          try skip(past: "-->", what: "comment")
        } else if lookingAt("<!DOCTYPE") {
          try skipDoctype()
        } else {
          return
        }
      } else {
        return
      }
    }
  }

  private mutating func skip(past terminator: StaticString, what: String) throws(PlistError) {
    let start = pos
    let first = terminator.utf8Start.pointee
    var at = pos + 1
    while let hit = find(first, from: at) {
      pos = hit
      if lookingAt(terminator) {
        pos += terminator.utf8CodeUnitCount
        return
      }
      at = hit + 1
    }
    throw error("unexpected end of file inside a \(what)", at: start)
  }

  private mutating func skipDoctype() throws(PlistError) {
    let start = pos
    var nesting = 0
    while pos < bytes.count {
      let b = bytes[pos]
      pos += 1
      if b == UInt8(ascii: "[") { nesting += 1 }
      if b == UInt8(ascii: "]") { nesting -= 1 }
      if b == UInt8(ascii: ">"), nesting <= 0 { return }
    }
    throw error("unexpected end of file inside the DOCTYPE", at: start)
  }

  /// Reads `<name attr="…">` or `<name/>`; `pos` is at `<`.
  mutating func readOpenTag() throws(PlistError) -> OpenTag {
    let start = pos
    pos += 1
    let nameStart = pos
    while pos < bytes.count {
      let b = bytes[pos]
      if b == UInt8(ascii: ">") || b == UInt8(ascii: "/") || Self.isSpace(b) { break }
      pos += 1
    }
    guard pos < bytes.count else { throw error("unexpected end of file inside a tag", at: start) }
    let nameEnd = pos
    var selfClosing = false
    if bytes[pos] == UInt8(ascii: ">") {
      pos += 1
    } else {
      guard let close = find(UInt8(ascii: ">"), from: pos) else { throw error("unexpected end of file inside a tag", at: start) }
      selfClosing = bytes[close - 1] == UInt8(ascii: "/")
      pos = close + 1
    }
    guard nameEnd > nameStart else { throw error("expected a tag name after <", at: start) }
    let tag = Self.tag(UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]))
    if case .other(let name) = tag, name.first == "!" || name.first == "?" { throw error("unexpected <\(name)", at: start) }
    return OpenTag(tag: tag, selfClosing: selfClosing)
  }

  static func tag(_ name: UnsafeBufferPointer<UInt8>) -> Tag {
    func matches(_ literal: StaticString) -> Bool {
      name.count == literal.utf8CodeUnitCount && memcmp(name.baseAddress!, literal.utf8Start, name.count) == 0
    }
    switch name[0] {
    case UInt8(ascii: "s") where matches("string"): return .string
    case UInt8(ascii: "k") where matches("key"): return .key
    case UInt8(ascii: "d") where matches("dict"): return .dict
    case UInt8(ascii: "d") where matches("date"): return .date
    case UInt8(ascii: "d") where matches("data"): return .data
    case UInt8(ascii: "a") where matches("array"): return .array
    case UInt8(ascii: "i") where matches("integer"): return .integer
    case UInt8(ascii: "r") where matches("real"): return .real
    case UInt8(ascii: "t") where matches("true"): return .true
    case UInt8(ascii: "f") where matches("false"): return .false
    default: return .other(String(decoding: name, as: UTF8.self))
    }
  }

  /// Reads character data up to `</name>`, decoding entities and CDATA sections.
  mutating func readText(closing: Closing, openedAt start: Int) throws(PlistError) -> String {
    let name = closing.name
    // The common case: plain text straight up to its closing tag, read in one scan.
    var end = pos
    while end < bytes.count {
      let b = bytes[end]
      if b == UInt8(ascii: "<") || b == UInt8(ascii: "&") { break }
      end += 1
    }
    if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "<"), bytes[end + 1] == UInt8(ascii: "/") {
      let run = UnsafeBufferPointer(rebasing: bytes[pos..<end])
      let textStart = pos
      pos = end
      try expectClose(closing)
      guard let text = interner.string(run, readable: bytes.count - textStart) else { throw error("the text is not valid UTF-8", at: textStart) }
      return text
    }
    var collected: [UInt8] = []
    while true {
      guard let next = find(UInt8(ascii: "<"), from: pos) else {
        throw error("unexpected end of file: <\(name)> is not closed", at: start)
      }
      try appendDecodingEntities(pos..<next, to: &collected)
      pos = next
      if lookingAt("<![CDATA[") {
        let body = pos + 9
        try skip(past: "]]>", what: "CDATA section")
        collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[body..<(pos - 3)]))
      } else if lookingAt("<!--") {
        try skip(past: "-->", what: "comment")
      } else if lookingAt("</") {
        let textStart = pos
        try expectClose(closing)
        return try collected.withUnsafeBufferPointer { buffer throws(PlistError) in
          try makeString(buffer, at: textStart)
        }
      } else {
        throw error("unexpected tag inside <\(name)>: \(snippet(at: pos))", at: pos)
      }
    }
  }

  /// A text element's name and its closing tag's bytes (`string>`), matched as one word.
  struct Closing {
    let name: StaticString
    let pattern: WordPattern

    init(name: StaticString, pattern: WordPattern) {
      self.name = name
      self.pattern = pattern
    }

    static var string: Closing { Closing(name: "string", pattern: WordPattern(value: 0x3E676E69727473, mask: 0xFFFFFFFFFFFFFF, length: 7)) }
    static var key: Closing { Closing(name: "key", pattern: WordPattern(value: 0x3E79656B, mask: 0xFFFFFFFF, length: 4)) }
    static var integer: Closing { Closing(name: "integer", pattern: WordPattern(value: 0x3E72656765746E69, mask: 0xFFFFFFFFFFFFFFFF, length: 8)) }
    static var real: Closing { Closing(name: "real", pattern: WordPattern(value: 0x3E6C616572, mask: 0xFFFFFFFFFF, length: 5)) }
    static var date: Closing { Closing(name: "date", pattern: WordPattern(value: 0x3E65746164, mask: 0xFFFFFFFFFF, length: 5)) }
    static var data: Closing { Closing(name: "data", pattern: WordPattern(value: 0x3E61746164, mask: 0xFFFFFFFFFF, length: 5)) }
    static var `true`: Closing { Closing(name: "true", pattern: WordPattern(value: 0x3E65757274, mask: 0xFFFFFFFFFF, length: 5)) }
    static var `false`: Closing { Closing(name: "false", pattern: WordPattern(value: 0x3E65736C6166, mask: 0xFFFFFFFFFFFF, length: 6)) }
  }

  private mutating func expectClose(_ closing: Closing) throws(PlistError) {
    guard pos + 2 < bytes.count, closing.pattern.matches(word(at: pos + 2)) else {
      throw unexpected(expected: "</\(closing.name)>")
    }
    pos += 2 + closing.pattern.length
  }

  private func makeString(_ run: UnsafeBufferPointer<UInt8>, at offset: Int) throws(PlistError) -> String {
    guard let text = UTF8Text.decode(run) else {
      throw error("the text is not valid UTF-8", at: offset)
    }
    return text
  }

  private func appendDecodingEntities(_ range: Range<Int>, to out: inout [UInt8]) throws(PlistError) {
    var i = range.lowerBound
    while i < range.upperBound {
      let b = bytes[i]
      guard b == UInt8(ascii: "&") else {
        out.append(b)
        i += 1
        continue
      }
      guard let semicolon = find(UInt8(ascii: ";"), from: i), semicolon < range.upperBound, semicolon - i <= 12 else {
        throw error("a '&' must start an entity such as &amp; or &lt;", at: i)
      }
      let entity = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<semicolon]), as: UTF8.self)
      guard let scalar = Self.entityScalar(entity) else {
        throw error("unknown entity &\(entity);", at: i)
      }
      out.append(contentsOf: String(Character(scalar)).utf8)
      i = semicolon + 1
    }
  }

  static func entityScalar(_ entity: String) -> Unicode.Scalar? {
    switch entity {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard entity.hasPrefix("#") else { return nil }
      let digits = entity.dropFirst()
      let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return code.flatMap(Unicode.Scalar.init)
    }
  }

  // MARK: - Errors

  func location(_ offset: Int) -> SourceLocation {
    TextPosition.location(of: offset, in: bytes)
  }

  func error(_ reason: String, at offset: Int) -> PlistError {
    PlistError(reason, at: location(offset))
  }

  /// "expected X, found Y" at the current position.
  func unexpected(expected: String) -> PlistError {
    if pos >= bytes.count { return error("unexpected end of file: expected \(expected)", at: pos) }
    return error("expected \(expected), found \(snippet(at: pos))", at: pos)
  }

  /// A short, printable excerpt of the source at `offset`, for messages.
  func snippet(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    var end = offset
    if bytes[offset] == UInt8(ascii: "<") {
      end = (find(UInt8(ascii: ">"), from: offset) ?? bytes.count - 1) + 1
    } else {
      while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != 0x0A { end += 1 }
    }
    end = min(end, offset + 40)
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    return "'\(text.filter { !$0.isNewline && ($0.asciiValue.map { $0 >= 0x20 } ?? true) })'"
  }
}
