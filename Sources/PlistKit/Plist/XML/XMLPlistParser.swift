/// Reads the XML plist form straight from UTF-8 bytes, in one pass, without an XML library.
///
/// Foundation's reader on Linux runs at 11–17 MB/s; this one avoids per-character work by
/// jumping between `<` with `memchr` and building strings directly from the byte ranges.
struct XMLPlistParser {
  let bytes: ByteView
  var pos = 0
  var depth = 0
  private(set) var stopped = false
  /// Where to stop reading a root array, given as the start of one of its elements: reading
  /// ends there (`landed`) when it is one; when it is not, reading passes it and goes on to
  /// the end of the file.
  var stopAt = Int.max
  private(set) var landed = false
  /// Reading in parts whatever the root (`XMLPlistParser+Parts`): an array's element starting
  /// at `cutAt` is left to the next part; then `leftAtCut` is set and `openContainers` lists
  /// the containers left open, the innermost first. `deepest` is the deepest nesting met.
  var cutAt = Int.max
  private(set) var leftAtCut = false
  private(set) var openContainers: [PlistTape.OpenContainer] = []
  private(set) var deepest = 0
  /// When set, the parser records where the value at `tracer.target` starts.
  var tracer: PathTracer?
  var interner = StringInterner()
  /// Where values go: the whole document, or the current root element (or batch of them).
  private(set) var tape: PlistTape
  /// Reading a root array in batches (see `PlistReader.forEachXMLRootNodeAhead`): the tape is
  /// not emptied for each element; after each, this is told the tape and where reading is,
  /// and gives a fresh tape to go on with when it has taken the batch.
  var batching: ((PlistTape, Int) -> PlistTape?)?

  static let maxDepth = 256

  init(bytes: ByteView) {
    self.bytes = bytes
    tape = PlistTape(sizeHint: bytes.count)
  }

  // MARK: - Document

  /// Parses the whole document into `tape`; with `element`, a root array is handed over one
  /// element at a time, each on a fresh tape, so a large pack never exists whole in memory.
  /// Returns the root as a value, or nil when it was an array handed over element by element.
  /// `element` returns false to stop reading early (the rest of the file is then not checked).
  /// `element` is also told where in the bytes each element starts.
  mutating func parseDocument(element: ((PlistNode, Int) -> Bool)? = nil) throws(PlistError) -> PlistValue? {
    let wrapped = try parsePrologue()
    var root: PlistValue?
    if let element, lookingAt("<array>") {
      pos += 7
      try parseArrayBody(start: pos - 7, element: element)
      if stopped || landed { return nil }
    } else {
      try parseValue()
      root = tape.root.value
    }
    try parseEpilogue(wrapped: wrapped)
    return root
  }

  /// Reads up to the root value: a byte order mark, the XML declaration, the DOCTYPE and the
  /// `<plist>` tag. Returns whether there was a `<plist>` element to close.
  mutating func parsePrologue() throws(PlistError) -> Bool {
    // An encoding not read is refused here too, so that every path says so first. ISO-8859-1
    // is read once converted (`PlistReader`), whose declaration then says UTF-8: a reader in
    // parts handed the bytes as they are gives way to it.
    if let encoding = try XMLDeclaration.encoding(of: bytes), encoding.isLatin1 {
      throw error("ISO-8859-1 text is read once converted to UTF-8", at: encoding.range.lowerBound)
    }
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
    try skipMisc()
    guard lookingAt("<plist") else { return false }
    let tagStart = pos
    guard let close = find(UInt8(ascii: ">"), from: pos) else {
      throw error("unexpected end of file inside the <plist> tag", at: tagStart)
    }
    pos = close + 1
    if bytes[close - 1] == UInt8(ascii: "/") { throw error("the <plist> element is empty: expected a value inside it", at: tagStart) }
    try skipMisc()
    return true
  }

  /// After the root value: `</plist>` if it was opened, and nothing else but white space and comments.
  mutating func parseEpilogue(wrapped: Bool) throws(PlistError) {
    try skipMisc()
    if wrapped {
      if lookingAt("</plist>") {
        pos += 8
      } else if let length = spacedClosingLength("plist") {
        pos += length
      } else {
        throw unexpected(expected: "</plist>")
      }
      try skipMisc()
    }
    if pos < bytes.count { throw unexpected(expected: "the end of the file after the root value") }
  }

  /// Reads a root array from `from`, the start of one of its elements, as `parseDocument`
  /// would read it from there (the array opened at `arrayStart`), then the rest of the file.
  /// Set `stopAt` to end at the start of a later element instead: see `PlistReader+Parts`.
  mutating func parseRootArray(from: Int, arrayStart: Int, wrapped: Bool, element: @escaping (PlistNode, Int) -> Bool) throws(PlistError) {
    pos = from
    try parseArrayBody(start: arrayStart, element: element)
    if stopped || landed { return }
    try parseEpilogue(wrapped: wrapped)
  }

  // MARK: - Values

  mutating func parseValue() throws(PlistError) {
    try skipMisc()
    return try parseValueHere()
  }

  /// `parseValue` when white space and comments were just skipped; the value goes on the tape.
  mutating func parseValueHere() throws(PlistError) {
    let start = pos
    tracer?.reach(start)
    tape.noteValueStart(start)
    guard pos < bytes.count else { throw error("unexpected end of file: expected a value", at: pos) }
    guard bytes[pos] == UInt8(ascii: "<") else {
      throw error("expected a value tag such as <string> or <dict>, found text \(snippet(at: pos))", at: pos)
    }
    if quickString() { return }
    let open: OpenTag
    if let quick = quickOpenTag() { open = quick } else { open = try readOpenTag() }
    if open.selfClosing { return try emptyValue(open.tag, at: start) }
    switch open.tag {
    case .string: tape.appendString(try readText(closing: .string, openedAt: start))
    case .dict: try parseDictBody(start: start)
    case .array: try parseArrayBody(start: start, element: nil)
    case .integer: tape.appendScalar(try PlistScalars.integer(try readText(closing: .integer, openedAt: start).text, at: location(start)))
    case .real: tape.appendScalar(try PlistScalars.real(try readText(closing: .real, openedAt: start).text, at: location(start)))
    case .true:
      guard try readText(closing: .`true`, openedAt: start).text.allSatisfy(\.isWhitespace) else { throw error("<true> must be empty", at: start) }
      tape.appendScalar(.bool(true))
    case .false:
      guard try readText(closing: .`false`, openedAt: start).text.allSatisfy(\.isWhitespace) else { throw error("<false> must be empty", at: start) }
      tape.appendScalar(.bool(false))
    case .date: tape.appendScalar(.date(try PlistScalars.date(try readText(closing: .date, openedAt: start).text, at: location(start))))
    case .data: tape.appendScalar(.data(try PlistScalars.base64(try readText(closing: .data, openedAt: start).text, at: location(start))))
    case .key: throw error("<key> outside a <dict>", at: start)
    case .other(let name):
      throw error("unknown tag <\(name)>: expected string, integer, real, true, false, date, data, array or dict", at: start)
    }
  }

  private mutating func emptyValue(_ tag: Tag, at start: Int) throws(PlistError) {
    switch tag {
    case .string: tape.appendString("")
    case .array: tape.endContainer(tape.beginContainer(.array), count: 0)
    case .dict: tape.endContainer(tape.beginContainer(.dictionary), count: 0)
    case .data: tape.appendScalar(.data(.init()))
    case .true: tape.appendScalar(.bool(true))
    case .false: tape.appendScalar(.bool(false))
    case .key: throw error("<key> outside a <dict>", at: start)
    case .integer: throw error("<integer/> is empty: it needs a value", at: start)
    case .real: throw error("<real/> is empty: it needs a value", at: start)
    case .date: throw error("<date/> is empty: it needs a value", at: start)
    case .other(let name): throw error("unknown tag <\(name)/>", at: start)
    }
  }

  private mutating func enter(_ start: Int) throws(PlistError) {
    depth += 1
    deepest = max(deepest, depth)
    if depth > Self.maxDepth { throw error("nesting is deeper than \(Self.maxDepth) levels", at: start) }
  }

  private mutating func parseDictBody(start: Int) throws(PlistError) {
    try enter(start)
    let container = tape.beginContainer(.dictionary)
    var count = 0
    while true {
      try skipSpace()
      let next = word(at: pos)
      var closing = next & 0xFF_FFFF_FFFF_FFFF == 0x3E_7463_6964_2F3C ? 7 : 0  // "</dict>"
      if closing == 0, next & 0xFFFF == 0x2F3C { closing = spacedClosingLengthAfterSlash("dict") ?? 0 }
      if closing > 0 {
        pos += closing
        depth -= 1
        tape.endContainer(container, count: count)
        return
      }
      guard pos < bytes.count else { throw error("unexpected end of file: the <dict> opened here is not closed", at: start) }
      if pos > cutAt { throw passedCut() }
      try addEntry(try readKey())
      count += 1
      if leftAtCut {
        openContainers.append(PlistTape.OpenContainer(index: container, kind: .dictionary, count: count))
        return
      }
    }
  }

  /// A dictionary's key at `pos`: `<key>…</key>` or `<key/>`.
  @inline(__always)
  mutating func readKey() throws(PlistError) -> TapeString {
    let keyStart = pos
    if word(at: pos) & 0xFF_FFFF_FFFF == 0x3E_7965_6B3C {  // "<key>"
      pos += 5
      let end = plainRunEnd()
      if word(at: end) & 0xFFFF_FFFF_FFFF == 0x3E79_656B_2F3C, let text = takePlain(upTo: end, closingLength: 6) {  // "</key>"
        return text
      }
      return try readText(closing: .key, openedAt: keyStart)
    }
    if lookingAt("<key/>") {
      pos += 6
      return TapeString("")
    }
    if lookingAt("<key>") {
      pos += 5
      return try readText(closing: .key, openedAt: keyStart)
    }
    // `<key >`, `<key />`: white space inside the tag, as XML allows.
    if lookingAt("<key"), pos + 4 < bytes.count, Self.isSpace(bytes[pos + 4]) {
      let tag = try readOpenTag()
      return tag.selfClosing ? TapeString("") : try readText(closing: .key, openedAt: keyStart)
    }
    if lookingAt("</") { throw unexpected(expected: "<key> or </dict>") }
    throw error("expected <key> or </dict>, found \(snippet(at: pos))", at: pos)
  }

  /// A part read past the place where the next part begins: the cut was not an array's element
  /// (it was inside a comment or a CDATA section), and the file is read again in order.
  func passedCut() -> PlistError { error("a part read past its cut", at: pos) }

  mutating func addEntry(_ key: TapeString) throws(PlistError) {
    try skipSpace()
    if pos >= bytes.count { throw error("unexpected end of file: the key \"\(key.text)\" has no value", at: pos) }
    let next = word(at: pos)
    if next & 0xFF_FFFF_FFFF_FFFF == 0x3E_7463_6964_2F3C || (next & 0xFFFF == 0x2F3C && spacedClosingLengthAfterSlash("dict") != nil) {
      throw error("the key \"\(key.text)\" has no value", at: pos)
    }
    tape.appendString(key)
    // Depth 2: the dictionary that is one root element, inside the root array.
    if tape.recordsEntries, depth == 2 { tape.entryOffsets.append((tape.lastStringIndex, pos)) }
    tracer?.push(.key(key.text))
    try parseValueHere()
    tracer?.pop()
  }

  private mutating func parseArrayBody(start: Int, element: ((PlistNode, Int) -> Bool)?) throws(PlistError) {
    try enter(start)
    let container = element == nil ? tape.beginContainer(.array) : 0
    if element != nil { tape.keepsStringsOnce = false }
    var count = 0
    while true {
      // Plain strings read in a run are not each noted: not while tracing or noting offsets.
      if element == nil, tracer == nil, !tape.recordsOffsets { count += readPlainStrings() }
      try skipSpace()
      if pos == stopAt, element != nil {
        landed = true
        depth -= 1
        return
      }
      if pos >= cutAt, element == nil {
        guard pos == cutAt, count > 0 else { throw passedCut() }
        leftAtCut = true
        openContainers.append(PlistTape.OpenContainer(index: container, kind: .array, count: count))
        return
      }
      let next = word(at: pos)
      var closing = next == 0x3E79_6172_7261_2F3C ? 8 : 0  // "</array>"
      if closing == 0, next & 0xFFFF == 0x2F3C { closing = spacedClosingLengthAfterSlash("array") ?? 0 }
      if closing > 0 {
        pos += closing
        depth -= 1
        if element == nil { tape.endContainer(container, count: count) }
        return
      }
      guard pos < bytes.count else { throw error("unexpected end of file: the <array> opened here is not closed", at: start) }
      if lookingAt("</") { throw unexpected(expected: "a value or </array>") }
      tracer?.push(.index(count))
      if let element {
        if batching == nil { tape.reset() }
        let elementStart = pos
        let first = tape.tokens.count
        try parseValueHere()
        tracer?.pop()
        if !element(PlistNode(tape: tape, index: first), elementStart) {
          stopped = true
          return
        }
        if let fresh = batching?(tape, pos) { tape = fresh }
      } else {
        try parseValueHere()
        tracer?.pop()
      }
      count += 1
      if leftAtCut {
        openContainers.append(PlistTape.OpenContainer(index: container, kind: .array, count: count))
        return
      }
    }
  }
}
