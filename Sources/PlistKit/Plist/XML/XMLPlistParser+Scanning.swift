/// The byte-level pieces of the XML reader: white space, comments, text, entities and errors.
extension XMLPlistParser {
  func lookingAt(_ literal: StaticString) -> Bool {
    bytes.matches(literal, at: pos)
  }

  func find(_ byte: UInt8, from start: Int) -> Int? {
    bytes.firstIndex(of: byte, from: start)
  }

  static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D
  }

  /// `skipMisc` for the common case, indentation before a tag, without a call.
  @inline(__always)
  mutating func skipSpace() throws(PlistError) {
    var at = pos
    let end = bytes.count
    while at < end, Self.isSpace(bytes[at]) { at += 1 }
    pos = at
    if at + 1 < end, bytes[at] == UInt8(ascii: "<"), bytes[at + 1] != UInt8(ascii: "!"), bytes[at + 1] != UInt8(ascii: "?") { return }
    try skipMisc()
  }

  /// Where a run of plain text from `pos` ends: at the next `<` or `&`.
  @inline(__always)
  func plainRunEnd() -> Int {
    bytes.plainTextEnd(from: pos)
  }

  /// The text from `pos` to `end` when it is valid UTF-8, moving past its closing tag; nil
  /// leaves `pos` for the general reader, which explains what is wrong.
  @inline(__always)
  mutating func takePlain(upTo end: Int, closingLength: Int) -> TapeString? {
    guard let text = interner.string(bytes, pos..<end) else { return nil }
    pos = end + closingLength
    return text
  }

  /// `<string>plain text</string>` at `pos`, the bulk of every pack, read onto the tape without
  /// the general tag and text readers; false (and `pos` unmoved) for anything else.
  @inline(__always)
  mutating func quickString() -> Bool {
    guard word(at: pos) == 0x3E67_6E69_7274_733C else { return false }  // "<string>"
    let start = pos
    pos += 8
    let end = plainRunEnd()
    // "</string" as one word, then ">".
    if end + 9 <= bytes.count, word(at: end) == 0x676E_6972_7473_2F3C, bytes[end + 8] == UInt8(ascii: ">"),
       interner.append(bytes, pos..<end, to: tape) {
      pos = end + 9
      return true
    }
    pos = start
    return false
  }

  /// A run of `<string>plain text</string>` elements with white space between them, the
  /// options of every question, read in one loop onto the tape. Stops (with `pos` at the start
  /// of its white space) at anything else, which the general reader then takes; returns how
  /// many strings it read. (`quickString` in a loop does the same with the position in memory
  /// rather than a register: 7% more of an XML decode.)
  mutating func readPlainStrings() -> Int {
    let bytes = bytes
    let end = bytes.count
    var at = pos
    var read = 0
    while true {
      var tag = at
      while tag < end, Self.isSpace(bytes[tag]) { tag += 1 }
      guard tag + 8 <= end, bytes.littleEndianWord(at: tag) == 0x3E67_6E69_7274_733C else { break }  // "<string>"
      let text = tag + 8
      let close = bytes.plainTextEnd(from: text)
      // "</string" as one word, then ">".
      guard close + 9 <= end, bytes.littleEndianWord(at: close) == 0x676E_6972_7473_2F3C, bytes[close + 8] == UInt8(ascii: ">"),
            interner.append(bytes, text..<close, to: tape) else { break }
      read += 1
      at = close + 9
    }
    pos = at
    return read
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

  /// Skips `<!DOCTYPE …>` and its quoted literals (a system id may hold `>`). An internal
  /// subset in brackets (entities, elements) is refused, as CoreFoundation refuses it: no
  /// plist has one, and its entities would be read as nothing.
  private mutating func skipDoctype() throws(PlistError) {
    let start = pos
    var quote: UInt8?
    while pos < bytes.count {
      let b = bytes[pos]
      pos += 1
      if let open = quote {
        if b == open { quote = nil }
        continue
      }
      if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b }
      if b == UInt8(ascii: "[") {
        throw error("the DOCTYPE holds an internal subset ('[…]'), which a plist does not have: remove it", at: pos - 1)
      }
      if b == UInt8(ascii: ">") { return }
    }
    throw error("unexpected end of file inside the DOCTYPE", at: start)
  }

  /// Reads character data up to `</name>`, decoding entities and CDATA sections.
  mutating func readText(closing: Closing, openedAt start: Int) throws(PlistError) -> TapeString {
    let name = closing.name
    // The common case: plain text straight up to its closing tag, read in one scan.
    var end = pos
    while end < bytes.count {
      let b = bytes[end]
      if b == UInt8(ascii: "<") || b == UInt8(ascii: "&") { break }
      end += 1
    }
    if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "<"), bytes[end + 1] == UInt8(ascii: "/") {
      let textStart = pos
      pos = end
      try expectClose(closing)
      guard let text = interner.string(bytes, textStart..<end) else { throw error("the text is not valid UTF-8", at: textStart) }
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
        bytes.append(body..<(pos - 3), to: &collected)
      } else if lookingAt("<!--") {
        try skip(past: "-->", what: "comment")
      } else if lookingAt("</") {
        let textStart = pos
        try expectClose(closing)
        guard let text = UTF8Text.decode(collected) else { throw error("the text is not valid UTF-8", at: textStart) }
        return TapeString(text)
      } else {
        throw error("unexpected tag inside <\(name)>: \(snippet(at: pos))", at: pos)
      }
    }
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
      let entity = bytes.lossyString((i + 1)..<semicolon)
      guard let scalar = Self.entityScalar(entity) else {
        throw error("unknown entity &\(entity);", at: i)
      }
      // A reference may not bring in what XML forbids as text: NUL, the other C0 controls
      // but tab and line breaks, U+FFFE, U+FFFF.
      guard XMLPlistWriter.isXMLCharacter(scalar) else {
        throw error("&\(entity); refers to U+\(String(scalar.value, radix: 16, uppercase: true)), a character XML does not allow", at: i)
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
    let text = bytes.lossyString(offset..<end)
    return "'\(text.filter { !$0.isNewline && ($0.asciiValue.map { $0 >= 0x20 } ?? true) })'"
  }
}
