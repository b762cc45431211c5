/// Reads JSON (RFC 8259, strictly) into the same values as the plist forms, so models read a
/// JSON file exactly as they read a plist:
/// - objects become dictionaries (keys in file order, a repeated key keeps its last value),
///   arrays arrays, strings strings, `true`/`false` booleans;
/// - a number without a fraction or an exponent is an integer (all of 64 bits, signed or not;
///   beyond that it is an error, never silently a real); one with either is a real;
/// - `null` as an object's value leaves the key out: for a model, a missing value. `null`
///   anywhere else has no plist form and is an error.
/// Errors name the line and column; what JSON forbids (a trailing comma, a leading zero, a
/// control character in a string, a lone surrogate, comments, single quotes) is refused.
/// Values go onto a token tape, as the XML reader's do: models and writers read them in place.
struct JSONPlistParser {
  let bytes: ByteView
  var pos = 0
  var depth = 0
  /// When set, the parser records where the values of `tracer`'s paths start.
  var tracer: PathTracer?
  let tape: PlistTape
  /// Short strings met again (keys, tags) are made once, as the XML reader makes them.
  var interner = StringInterner()
  /// Reading in parts (`JSONPlistParser+Parts`): an array's element starting at `stopAt` is
  /// left to the next part; then `stopped` is set and `openContainers` lists those left open,
  /// the innermost first. `deepest` is the deepest nesting met.
  var stopAt = Int.max
  var stopped = false
  var openContainers: [PlistTape.OpenContainer] = []
  var deepest = 0

  /// A part read past the place where the next part begins: the cut was not an array's element
  /// (it was inside a string), and the file is read again in order. Reading on to the end
  /// instead would let each part hold a tape of the rest of the file.
  func passedCut() -> PlistError { error("a part read past its cut", at: pos) }

  init(bytes: ByteView) {
    self.bytes = bytes
    tape = PlistTape(sizeHint: bytes.count)
  }

  /// The whole document as a value.
  mutating func parseDocument() throws(PlistError) -> PlistValue {
    try parseDocumentOntoTape()
    return tape.root.value
  }

  /// The whole document onto `tape`: a byte order mark, one value, white space.
  mutating func parseDocumentOntoTape() throws(PlistError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3 }
    skipSpace()
    let start = pos
    guard try parseValue() else { throw error("null has no plist form at the top of a file", at: start) }
    if stopped { return }
    skipSpace()
    if pos < bytes.count { throw error("expected the end of the file after the JSON value, found \(found(pos))", at: pos) }
  }

  /// One value onto the tape; false for `null`, which puts nothing there.
  mutating func parseValue() throws(PlistError) -> Bool {
    tracer?.reach(pos)
    tape.noteValueStart(pos)
    guard pos < bytes.count else { throw error("unexpected end of file: expected a JSON value", at: pos) }
    switch bytes[pos] {
    case UInt8(ascii: "{"): try parseObject()
    case UInt8(ascii: "["): try parseArray()
    case UInt8(ascii: "\""): try parseStringOntoTape()
    case UInt8(ascii: "t"): tape.appendScalar(try literal("true", .bool(true)))
    case UInt8(ascii: "f"): tape.appendScalar(try literal("false", .bool(false)))
    case UInt8(ascii: "n"):
      _ = try literal("null", .bool(false))
      return false
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): tape.appendScalar(try parseNumber())
    default: throw error("expected a JSON value, found \(found(pos))", at: pos)
    }
    return true
  }

  mutating func enter() throws(PlistError) {
    depth += 1
    deepest = max(deepest, depth)
    guard depth <= XMLPlistParser.maxDepth else { throw error("nesting is deeper than \(XMLPlistParser.maxDepth) levels", at: pos) }
  }

  private mutating func parseObject() throws(PlistError) {
    let open = pos
    try enter()
    pos += 1
    let container = tape.beginContainer(.dictionary)
    var count = 0
    skipSpace()
    if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
      pos += 1
      depth -= 1
      tape.endContainer(container, count: 0)
      return
    }
    while true {
      skipSpace()
      if pos > stopAt { throw passedCut() }
      guard pos < bytes.count else { throw error("unexpected end of file: the object opened here is not closed", at: open) }
      guard bytes[pos] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes, found \(found(pos))", at: pos) }
      let key = try parseString()
      skipSpace()
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key.text)\", found \(found(pos))", at: pos) }
      pos += 1
      skipSpace()
      tracer?.push(.key(key.text))
      tape.appendString(key)
      // A key whose value is null is left out: for a model, a missing value.
      if try parseValue() { count += 1 } else { tape.removeLastString() }
      tracer?.pop()
      if stopped {
        openContainers.append(PlistTape.OpenContainer(index: container, kind: .dictionary, count: count))
        return
      }
      skipSpace()
      guard pos < bytes.count else { throw error("unexpected end of file: the object opened here is not closed", at: open) }
      if bytes[pos] == UInt8(ascii: ",") {
        pos += 1
        skipSpace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") { throw error("a trailing comma before '}' is not JSON", at: pos) }
        continue
      }
      guard bytes[pos] == UInt8(ascii: "}") else { throw error("expected ',' or '}' in the object, found \(found(pos))", at: pos) }
      pos += 1
      depth -= 1
      tape.endContainer(container, count: count)
      return
    }
  }

  private mutating func parseArray() throws(PlistError) {
    let open = pos
    try enter()
    pos += 1
    let container = tape.beginContainer(.array)
    var count = 0
    skipSpace()
    if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
      pos += 1
      depth -= 1
      tape.endContainer(container, count: 0)
      return
    }
    while true {
      skipSpace()
      let start = pos
      if start >= stopAt {
        guard start == stopAt, count > 0 else { throw passedCut() }
        stopped = true
        openContainers.append(PlistTape.OpenContainer(index: container, kind: .array, count: count))
        return
      }
      tracer?.push(.index(count))
      let isValue = try parseValue()
      tracer?.pop()
      guard isValue else { throw error("null in an array has no plist form", at: start) }
      count += 1
      if stopped {
        openContainers.append(PlistTape.OpenContainer(index: container, kind: .array, count: count))
        return
      }
      skipSpace()
      guard pos < bytes.count else { throw error("unexpected end of file: the array opened here is not closed", at: open) }
      if bytes[pos] == UInt8(ascii: ",") {
        pos += 1
        skipSpace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") { throw error("a trailing comma before ']' is not JSON", at: pos) }
        continue
      }
      guard bytes[pos] == UInt8(ascii: "]") else { throw error("expected ',' or ']' in the array, found \(found(pos))", at: pos) }
      pos += 1
      depth -= 1
      tape.endContainer(container, count: count)
      return
    }
  }

  private mutating func literal(_ word: StaticString, _ value: PlistValue) throws(PlistError) -> PlistValue {
    let count = word.utf8CodeUnitCount
    guard pos + count <= bytes.count, (0..<count).allSatisfy({ bytes[pos + $0] == word.utf8Start[$0] }) else {
      throw error("expected a JSON value, found \(found(pos))", at: pos)
    }
    pos += count
    return value
  }

  private mutating func parseNumber() throws(PlistError) -> PlistValue {
    let start = pos
    func digits() -> Int {
      let from = pos
      while pos < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[pos]) { pos += 1 }
      return pos - from
    }
    if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
    let intStart = pos
    let intDigits = digits()
    guard intDigits > 0 else { throw error("a number needs digits after '-'", at: start) }
    if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") { throw error("a number may not start with 0 (found \(text(start..<pos)))", at: start) }
    var isReal = false
    if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
      pos += 1
      isReal = true
      guard digits() > 0 else { throw error("a number needs digits after its decimal point", at: start) }
    }
    if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
      pos += 1
      isReal = true
      if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") { pos += 1 }
      guard digits() > 0 else { throw error("a number needs digits in its exponent", at: start) }
    }
    let literal = text(start..<pos)
    if isReal {
      guard let value = Double(literal), value.isFinite else { throw error("the number \(literal) is too large for a real", at: start) }
      return .real(value)
    }
    if let value = Int64(literal) { return .integer(value) }
    if let value = UInt64(literal) { return .integer(unsigned: value) }
    throw error("the integer \(literal) does not fit in 64 bits", at: start)
  }

  /// A string value in double quotes onto the tape: as `parseString`, with no string retained
  /// for one the tape holds already.
  @inline(__always)
  mutating func parseStringOntoTape() throws(PlistError) {
    let open = pos
    let end = plainEnd(from: pos + 1)
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      guard interner.append(bytes, (open + 1)..<end, to: tape) else { throw error("the string is not valid UTF-8", at: open) }
      pos = end + 1
      return
    }
    tape.appendString(try parseString())
  }

  /// A string in double quotes, escapes decoded, its UTF-8 checked.
  mutating func parseString() throws(PlistError) -> TapeString {
    let open = pos
    pos += 1
    // Most strings hold no escape: decoded straight from the file's bytes, with no copy.
    pos = plainEnd(from: pos)
    if pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") {
      guard let string = interner.string(bytes, (open + 1)..<pos) else {
        throw error("the string is not valid UTF-8", at: open)
      }
      pos += 1
      return string
    }
    var out: [UInt8] = []
    var runStart = open + 1
    while true {
      guard pos < bytes.count else { throw error("unexpected end of file: the string opened here is not closed", at: open) }
      let b = bytes[pos]
      if b == UInt8(ascii: "\"") { break }
      if b < 0x20 { throw error("a control character (0x\(String(b, radix: 16, uppercase: true))) in a string must be escaped", at: pos) }
      if b != UInt8(ascii: "\\") {
        pos += 1
        continue
      }
      bytes.append(runStart..<pos, to: &out)
      try appendEscape(to: &out)
      runStart = pos
    }
    bytes.append(runStart..<pos, to: &out)
    pos += 1
    guard let string = UTF8Text.decode(out) else { throw error("the string is not valid UTF-8", at: open) }
    return TapeString(string)
  }

  /// Where the run of plain string bytes from `start` ends: at a quote, a backslash, a control
  /// character or the end of the file. Sixteen bytes a step: a CJK name is one or two steps.
  @inline(__always)
  private func plainEnd(from start: Int) -> Int {
    var at = start
    let quotes = SIMD16<UInt8>(repeating: UInt8(ascii: "\"")), backslashes = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
    let space = SIMD16<UInt8>(repeating: 0x20)
    while at + 16 <= bytes.count {
      let block = bytes.block(at: at)
      let stops = (block .== quotes) .| (block .== backslashes) .| (block .< space)
      if any(stops) {
        for lane in 0..<16 where stops[lane] { return at + lane }
      }
      at += 16
    }
    while at < bytes.count, bytes[at] != UInt8(ascii: "\""), bytes[at] != UInt8(ascii: "\\"), bytes[at] >= 0x20 { at += 1 }
    return at
  }

  private mutating func appendEscape(to out: inout [UInt8]) throws(PlistError) {
    let at = pos
    pos += 1
    guard pos < bytes.count else { throw error("unexpected end of file in an escape", at: at) }
    let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
    if let byte = simple[bytes[pos]] {
      out.append(byte)
      pos += 1
      return
    }
    guard bytes[pos] == UInt8(ascii: "u") else { throw error("unknown escape \\\(found(pos, quoted: false)) in a string", at: at) }
    pos += 1
    var unit = try hex4(at: at)
    if (0xD800...0xDBFF).contains(unit) {
      guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") else {
        throw error("\\u\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair without its other half", at: at)
      }
      pos += 2
      let low = try hex4(at: at)
      guard (0xDC00...0xDFFF).contains(low) else { throw error("\\u\(String(unit, radix: 16, uppercase: true)) is not followed by a low surrogate", at: at) }
      unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(unit) {
      throw error("\\u\(String(unit, radix: 16, uppercase: true)) is a lone low surrogate", at: at)
    }
    guard let scalar = Unicode.Scalar(unit) else { throw error("\\u escape of no character", at: at) }
    out.append(contentsOf: String(Character(scalar)).utf8)
  }

  private mutating func hex4(at escape: Int) throws(PlistError) -> UInt32 {
    guard pos + 4 <= bytes.count, let value = UInt32(text(pos..<(pos + 4)), radix: 16),
          (0..<4).allSatisfy({ bytes[pos + $0].isHexDigit }) else {
      throw error("\\u needs four hex digits", at: escape)
    }
    pos += 4
    return value
  }

  // Inlined: called around every token.
  @inline(__always)
  mutating func skipSpace() {
    pos = bytes.skippingWhiteSpace(from: pos)
  }

  private func text(_ range: Range<Int>) -> String {
    bytes.lossyString(range)
  }

  /// What stands at `offset`, for a message: `'x'`, or `the end of the file`.
  private func found(_ offset: Int, quoted: Bool = true) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let end = min(bytes.count, offset + 12)
    let piece = bytes.lossyString(offset..<end).prefix(1)
    return quoted ? "'\(piece)'" : String(piece)
  }

  func error(_ reason: String, at offset: Int) -> PlistError {
    PlistError(reason, at: TextPosition.location(of: offset, in: bytes))
  }
}
