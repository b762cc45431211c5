/// Reading a large XML file on several cores at once, whatever its root, as a JSON file is
/// read (`JSONPlistParser+Parts`).
///
/// The file is cut where one `<dict>` of an array ends and the next begins (`</dict>`, white
/// space, `<dict>`: in a dictionary a key would come between). Each part reads from its cut,
/// the containers it enters before its cut still open in the part before; their closing tags
/// say which kind each is, and what follows a closing tag says what the container around it
/// is (a `<key>`: a dictionary). Each part's tape is joined to the one before. The cuts are
/// guesses (a comment or a CDATA section may hold `</dict><dict>`): the part before a cut must
/// stop exactly there, at an array's element. One that reads past it, any error, a depth too
/// deep or a part that does not fit the part before makes the file read again in order, so
/// the tape and every message are what one reading in order gives.
extension XMLPlistParser: TapePartParser {
  var stoppedAtCut: Bool { leftAtCut }

  /// Below this many bytes a part, a second thread costs more than it saves.
  static let bytesPerPart = 1 << 21

  /// The whole document onto one tape, noting where each value starts when asked: in `parts`
  /// parts when it has `bytesPerPart` bytes for each (tests ask for parts of any size).
  /// `afterReading` is called once the bytes are not read again (before a tape read in parts
  /// is joined).
  static func tape(of bytes: ByteView, notingOffsets: Bool = false, parts: Int = PlistTape.textParts,
                   bytesPerPart: Int = bytesPerPart, afterReading: () -> Void = {}) throws(PlistError) -> PlistTape {
    let parts = min(parts, bytes.count / max(1, bytesPerPart))
    if parts > 1, let tape = inParts(bytes, notingOffsets: notingOffsets, parts: parts, afterReading: afterReading) { return tape }
    var parser = XMLPlistParser(bytes: bytes)
    parser.tape.recordsOffsets = notingOffsets
    try parser.parseWholeDocument()
    afterReading()
    return parser.tape
  }

  /// The prologue, the root value and (unless the root was left at a cut) the epilogue.
  private mutating func parseWholeDocument() throws(PlistError) {
    let wrapped = try parsePrologue()
    try parseValue()
    if !leftAtCut { try parseEpilogue(wrapped: wrapped) }
  }

  /// Nil when no cut was found or the parts do not fit (then the file is read in order).
  static func inParts(_ bytes: ByteView, notingOffsets: Bool, parts: Int, afterReading: () -> Void = {}) -> PlistTape? {
    readParts(bytes, notingOffsets: notingOffsets, parts: parts)?.joined(afterReading: afterReading)
  }

  /// The file read in `parts` parts, not yet put together; nil when no cut was found or a
  /// part failed.
  static func readParts(_ bytes: ByteView, notingOffsets: Bool = false, parts: Int) -> PlistTape.ReadParts? {
    var head = XMLPlistParser(bytes: bytes)
    guard let wrapped = try? head.parsePrologue() else { return nil }
    let cuts = PlistReader.guessElementStarts(in: bytes, after: head.pos, parts: parts)
    guard !cuts.isEmpty else { return nil }
    return PlistTape.readParts(count: cuts.count + 1) { part throws(PlistError) in
      var parser = XMLPlistParser(bytes: bytes)
      parser.tape.recordsOffsets = notingOffsets
      if part < cuts.count { parser.cutAt = cuts[part] }
      if part == 0 {
        try parser.parseWholeDocument()
        return (parser, nil)
      }
      let tail = try parser.parseTail(from: cuts[part - 1], wrapped: wrapped)
      return (parser, tail)
    }
  }

  /// Reads from `cut`, an element of an array begun before it, to `cutAt` or the end of the
  /// file (then `</plist>` when `wrapped`).
  private mutating func parseTail(from cut: Int, wrapped: Bool) throws(PlistError) -> PlistTape.PartTail {
    pos = cut
    var tail = PlistTape.PartTail()
    var kind = PlistKind.array
    while true {
      // A child of the container before the cut that is being read.
      if pos > cutAt { throw passedCut() }
      if kind == .array {
        if pos == cutAt { return tail }
        try parseValueHere()
      } else {
        try addEntry(try readKey())
      }
      tail.count += 1
      if leftAtCut {
        tail.open = openContainers.reversed()
        return tail
      }
      try skipSpace()
      // Its container's end, and the ends of those around it that come right after, each
      // told by its closing tag; the first must be the container being read.
      var kindKnown = true
      while let (closing, length) = closingKind(), !kindKnown || closing == kind {
        pos += length
        tail.ended.append((closing, tail.count, tape.tokenCount))
        tail.count = 0
        kindKnown = false
        try skipSpace()
      }
      guard !kindKnown else { continue }
      if pos == bytes.count || lookingAt("</plist>") || spacedClosingLength("plist") != nil {
        try parseEpilogue(wrapped: wrapped)
        tail.finished = true
        return tail
      }
      // An outer container's next child tells its kind: a key, or an element.
      kind = lookingAt("<key") ? .dictionary : .array
    }
  }

  /// The kind of container whose closing tag is at `pos`, if one is.
  private func closingKind() -> (PlistKind, length: Int)? {
    let word = word(at: pos)
    if word == 0x3E79_6172_7261_2F3C { return (.array, 8) }  // "</array>"
    if word & 0xFF_FFFF_FFFF_FFFF == 0x3E_7463_6964_2F3C { return (.dictionary, 7) }  // "</dict>"
    if let length = spacedClosingLength("array", word: word) { return (.array, length) }
    if let length = spacedClosingLength("dict", word: word) { return (.dictionary, length) }
    return nil
  }
}

extension PlistReader {
  /// A JSON or XML file's value read in `parts` parts however small it is, or the error (for
  /// this package's fuzz targets, which compare it with the reading in order); nil when the
  /// bytes are not UTF-8 JSON or XML (ISO-8859-1 XML is read once converted, in order).
  package static func textValueInParts(_ bytes: [UInt8], parts: Int) -> Result<PlistValue, PlistError>? {
    bytes.withByteView { buffer in
      let format = PlistFormat.detect(buffer)
      guard format == .json || format == .xml else { return nil }
      if format == .xml, (try? XMLDeclaration.encoding(of: buffer))??.isLatin1 == true { return nil }
      return Result { () throws(PlistError) in
        let tape = format == .json ? try JSONPlistParser.tape(of: buffer, parts: parts, bytesPerPart: 1)
          : try XMLPlistParser.tape(of: buffer, parts: parts, bytesPerPart: 1)
        return withExtendedLifetime(tape) { tape.root.value }
      }
    }
  }
}
