/// Reading a large JSON file on several cores at once, whatever its root.
///
/// The file is cut where one object of an array ends and the next begins (`},` then white
/// space and `{`); each part reads from its cut, the containers it enters before its cut still
/// open in the part before. A part knows the first of them is an array and tells the others
/// by what follows; its tape is joined to the one before, and what it read of the containers
/// left open there is added to them. The cuts are guesses (`},{` may be inside a string): the
/// part before a cut must stop exactly there, at an array's element. One that reads past it,
/// any error, a depth too deep or a part that does not fit the part before makes the file read
/// again in order, so the tape and every message are what one reading in order gives, and no
/// part holds a tape of more than its share.
extension JSONPlistParser: TapePartParser {
  var stoppedAtCut: Bool { stopped }

  /// Below this many bytes a part, a second thread costs more than it saves.
  static let bytesPerPart = 1 << 21
  /// How far past an even share a cut is looked for.
  private static let cutWindow = 1 << 20

  /// The whole document onto one tape, noting where each value starts when asked: in `parts`
  /// parts when it has `bytesPerPart` bytes for each (tests ask for parts of any size).
  /// `afterReading` is called once the bytes are not read again (before a tape read in parts
  /// is joined).
  static func tape(of bytes: ByteView, notingOffsets: Bool = false, parts: Int = PlistTape.textParts,
                   bytesPerPart: Int = bytesPerPart, afterReading: () -> Void = {}) throws(PlistError) -> PlistTape {
    let parts = min(parts, bytes.count / max(1, bytesPerPart))
    if parts > 1, let tape = inParts(bytes, notingOffsets: notingOffsets, parts: parts, afterReading: afterReading) { return tape }
    var parser = JSONPlistParser(bytes: bytes)
    parser.tape.recordsOffsets = notingOffsets
    try parser.parseDocumentOntoTape()
    afterReading()
    return parser.tape
  }

  /// Nil when no cut was found or the parts do not fit (then the file is read in order).
  static func inParts(_ bytes: ByteView, notingOffsets: Bool, parts: Int, afterReading: () -> Void = {}) -> PlistTape? {
    readParts(bytes, notingOffsets: notingOffsets, parts: parts)?.joined(afterReading: afterReading)
  }

  /// The file read in `parts` parts, not yet put together; nil when no cut was found or a
  /// part failed.
  static func readParts(_ bytes: ByteView, notingOffsets: Bool = false, parts: Int) -> PlistTape.ReadParts? {
    let cuts = guessCuts(in: bytes, parts: parts)
    guard !cuts.isEmpty else { return nil }
    return PlistTape.readParts(count: cuts.count + 1) { part throws(PlistError) in
      var parser = JSONPlistParser(bytes: bytes)
      parser.tape.recordsOffsets = notingOffsets
      if part < cuts.count { parser.stopAt = cuts[part] }
      if part == 0 {
        try parser.parseDocumentOntoTape()
        return (parser, nil)
      }
      let tail = try parser.parseTail(from: cuts[part - 1])
      return (parser, tail)
    }
  }

  /// Offsets near each of `parts - 1` even shares where an array's object probably starts: a
  /// `{` after `},` and white space. Fewer when there are none.
  private static func guessCuts(in bytes: ByteView, parts: Int) -> [Int] {
    var cuts: [Int] = []
    for part in 1..<parts {
      var at = max(bytes.count / parts * part, (cuts.last ?? 0) + 1)
      let end = min(bytes.count - 1, at + cutWindow)
      while at < end {
        if bytes[at] == UInt8(ascii: "}"), bytes[at + 1] == UInt8(ascii: ",") {
          // White space up to 4 KB (any indentation): a guess reads little more than its window.
          var next = at + 2
          let limit = min(bytes.count, next + 4_096)
          while next < limit, bytes[next] == 0x20 || bytes[next] == 0x0A || bytes[next] == 0x0D || bytes[next] == 0x09 { next += 1 }
          if next < limit, bytes[next] == UInt8(ascii: "{") {
            cuts.append(next)
            break
          }
        }
        at += 1
      }
    }
    return cuts
  }

  /// Reads from `cut`, an element of an array begun before it, to `stopAt` or the end of the
  /// file.
  private mutating func parseTail(from cut: Int) throws(PlistError) -> PlistTape.PartTail {
    pos = cut
    var tail = PlistTape.PartTail()
    var kind = PlistKind.array
    while true {
      // A child of the container before the cut that is being read.
      if pos > stopAt { throw passedCut() }
      if kind == .array {
        if pos == stopAt { return tail }
        guard try parseValue() else { throw error("null in an array has no plist form", at: pos) }
        tail.count += 1
      } else {
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { throw error("expected a key", at: pos) }
        let key = try parseString()
        skipSpace()
        guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { throw error("expected ':'", at: pos) }
        pos += 1
        skipSpace()
        tape.appendString(key)
        if try parseValue() { tail.count += 1 } else { tape.removeLastString() }
      }
      if stopped {
        tail.open = openContainers.reversed()
        return tail
      }
      skipSpace()
      // Its container's end, and the ends of those around it that come right after: the
      // kind of each outer one is told by its closing bracket.
      var kindKnown = true
      while pos < bytes.count, let closing = closingKind(bytes[pos]), !kindKnown || closing == kind {
        pos += 1
        tail.ended.append((closing, tail.count, tape.tokenCount))
        tail.count = 0
        kindKnown = false
        skipSpace()
        if pos == bytes.count {
          tail.finished = true
          return tail
        }
      }
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: ",") else { throw error("expected ',' after a value", at: pos) }
      pos += 1
      skipSpace()
      guard pos < bytes.count, closingKind(bytes[pos]) == nil else { throw error("a trailing comma is not JSON", at: pos) }
      // An outer container's next child tells its kind: a key, or an element.
      if !kindKnown { kind = keyAhead() ? .dictionary : .array }
    }
  }

  private func closingKind(_ byte: UInt8) -> PlistKind? {
    byte == UInt8(ascii: "]") ? .array : byte == UInt8(ascii: "}") ? .dictionary : nil
  }

  /// Whether the text at `pos` is a key: a string followed by ':'.
  private func keyAhead() -> Bool {
    guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { return false }
    var at = pos + 1
    while at < bytes.count, bytes[at] != UInt8(ascii: "\"") { at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1 }
    at += 1
    while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    return at < bytes.count && bytes[at] == UInt8(ascii: ":")
  }
}
