#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The three plist forms Apple's tools write.
public enum PlistFormat: String, Sendable, CaseIterable {
  case xml
  case binary
  case openStep = "openstep"
  case json

  /// Tells the form from the first bytes; nil when they look like none of them.
  public static func detect(_ bytes: [UInt8]) -> PlistFormat? {
    bytes.withByteView(detect)
  }

  static func detect(_ bytes: ByteView) -> PlistFormat? {
    if bytes.matches("bplist", at: 0) { return .binary }
    var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < bytes.count, XMLPlistParser.isSpace(bytes[i]) { i += 1 }
    // White space alone reads as an empty dictionary, as CoreFoundation reads it; nothing at
    // all is no plist.
    guard i < bytes.count else { return bytes.isEmpty ? nil : .openStep }
    switch bytes[i] {
    case UInt8(ascii: "<"):
      // `<?xml`, `<!DOCTYPE`, `<plist>` or a bare tag is XML; `<0fbd>` or `<>` is OpenStep data.
      var end = i + 1
      while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
      if end < bytes.count, (i + 1..<end).allSatisfy({ bytes[$0].isHexDigit || XMLPlistParser.isSpace(bytes[$0]) }) {
        return .openStep
      }
      return .xml
    case UInt8(ascii: "["):
      return .json
    case UInt8(ascii: "{"):
      return looksLikeJSONObject(bytes, at: i) ? .json : .openStep
    case UInt8(ascii: "\""):
      // A JSON string is the whole of a JSON file; an OpenStep or .strings file goes on.
      return isWholeString(bytes, at: i) ? .json : .openStep
    case UInt8(ascii: "("), UInt8(ascii: "'"), UInt8(ascii: "/"):
      return .openStep
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      // A number as the whole file: JSON allows any value at its root (RFC 8259). A word that
      // is no JSON number (`-Inf`, `1.2.3`) is OpenStep's unquoted string, as CoreFoundation
      // reads it.
      let word = openStepWord(bytes, at: i)
      return word.alone && !isJSONNumber(bytes, word.range) ? .openStep : .json
    default:
      // A word: JSON's true, false or null as the whole file; else a .strings file's first key
      // (`greeting = "hello";`), or an OpenStep unquoted string that is the whole file.
      var after = i
      while after < bytes.count, isWordByte(bytes[after]) { after += 1 }
      if after > i, ["true", "false", "null"].contains(bytes.lossyString(i..<after)) { return .json }
      if openStepWord(bytes, at: i).alone { return .openStep }
      guard after > i else { return nil }
      while after < bytes.count, XMLPlistParser.isSpace(bytes[after]) { after += 1 }
      return after < bytes.count && (bytes[after] == UInt8(ascii: "=") || bytes[after] == UInt8(ascii: ";")) ? .openStep : nil
    }
  }
}

extension PlistFormat {
  /// A byte of an unquoted ASCII word: a letter, a digit or `_`.
  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
  }

  /// The OpenStep unquoted word at `start`, and whether only white space follows it.
  static func openStepWord(_ bytes: ByteView, at start: Int) -> (range: Range<Int>, alone: Bool) {
    var end = start
    while end < bytes.count, OpenStepParser.isPlain(bytes[end]) { end += 1 }
    var after = end
    while after < bytes.count, XMLPlistParser.isSpace(bytes[after]) { after += 1 }
    return (start..<end, end > start && after == bytes.count)
  }

  /// Whether `range` is a number as JSON writes one: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isJSONNumber(_ bytes: ByteView, _ range: Range<Int>) -> Bool {
    var i = range.lowerBound
    let end = range.upperBound
    func digits() -> Int {
      let start = i
      while i < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
      return i - start
    }
    if i < end, bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard i < end else { return false }
    if bytes[i] == UInt8(ascii: "0") { i += 1 } else if digits() == 0 { return false }
    if i < end, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { return false }
    }
    if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { return false }
    }
    return i == end
  }

  /// Whether the quoted string at `quote` is a JSON file's whole value: only JSON's escapes in
  /// it (OpenStep's `\U00e9` and octal ones say OpenStep), nothing but white space after it.
  static func isWholeString(_ bytes: ByteView, at quote: Int) -> Bool {
    let jsonEscapes = Set("\"\\/bfnrtu".utf8)
    var i = quote + 1
    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
      if bytes[i] == UInt8(ascii: "\\") {
        guard i + 1 < bytes.count, jsonEscapes.contains(bytes[i + 1]) else { return false }
        i += 2
      } else {
        i += 1
      }
    }
    i += 1
    while i < bytes.count, XMLPlistParser.isSpace(bytes[i]) { i += 1 }
    return i >= bytes.count
  }

  /// `{` opens a JSON object when a `}` or a quoted key followed by `:` comes next; an OpenStep
  /// dictionary has `=` after its keys, which may also be unquoted.
  static func looksLikeJSONObject(_ bytes: ByteView, at brace: Int) -> Bool {
    var i = brace + 1
    func skip() { while i < bytes.count, XMLPlistParser.isSpace(bytes[i]) { i += 1 } }
    skip()
    guard i < bytes.count else { return false }
    if bytes[i] == UInt8(ascii: "}") { return true }
    guard bytes[i] == UInt8(ascii: "\"") else { return false }
    i += 1
    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
    i += 1
    skip()
    return i < bytes.count && bytes[i] == UInt8(ascii: ":")
  }
}

/// Reads plist bytes of any form into `PlistValue`s, or hands out `PlistNode`s to build models from.
public enum PlistReader {
  /// Reads a whole plist.
  public static func read(_ bytes: [UInt8]) throws(PlistError) -> PlistValue {
    try bytes.withByteView { view throws(PlistError) in try read(view) }
  }

  /// Reads a whole plist from lent bytes.
  static func read(_ bytes: ByteView) throws(PlistError) -> PlistValue {
    if bytes.matches("bplist", at: 0) {
      // Read from the top as one value: a container shared between elements is built once.
      let parser = try BinaryPlistParser(bytes: bytes)
      return withExtendedLifetime(parser) { parser.root.value }
    }
    return try withUTF8(bytes) { buffer, format throws(PlistError) -> PlistValue in
      // A large JSON or XML file is read in parts on every core, and its values built from
      // each part's tape (see `PlistTape+PartValues`); a small one, or one whose parts do not
      // fit, is read onto one tape in order, its values then built at once.
      if format == .json || format == .xml {
        if let value = valueReadInParts(buffer, format) { return value }
        let tape = format == .json ? try JSONPlistParser.tape(of: buffer, parts: 1) : try XMLPlistParser.tape(of: buffer, parts: 1)
        return withExtendedLifetime(tape) { tape.root.value }
      }
      var items: [PlistValue] = []
      let root = try forEachRootNode(buffer) { element in
        items.append(element.value)
        return true
      }
      return root ?? .array(items)
    }
  }

  /// A large JSON or XML file's value read in parts; nil when it is small or its parts fail or
  /// do not fit.
  private static func valueReadInParts(_ buffer: ByteView, _ format: PlistFormat) -> PlistValue? {
    let json = format == .json
    let parts = min(PlistTape.textParts, buffer.count / (json ? JSONPlistParser.bytesPerPart : XMLPlistParser.bytesPerPart))
    guard parts > 1 else { return nil }
    let read = json ? JSONPlistParser.readParts(buffer, parts: parts) : XMLPlistParser.readParts(buffer, parts: parts)
    return read?.value()
  }

  /// Reads a plist whose root should be an array one element at a time, so that the caller can
  /// turn each element into a model and let it go. `body` returns false to stop early.
  /// Returns the root instead when it is not an array.
  @discardableResult
  public static func forEachRootElement(
    _ bytes: [UInt8], _ body: @escaping (PlistValue) -> Bool
  ) throws(PlistError) -> PlistValue? {
    try forEachRootNode(bytes) { body($0.value) }
  }

  /// What a root array starts with, for telling a pack's mode: its first element, or the root
  /// itself when it is not an array. A binary file's first element is checked alone, not the
  /// whole file (a 100,000-question pack opens without being read twice over).
  public enum FirstElement: Equatable, Sendable {
    case element(PlistValue)
    case empty
    case notAnArray(PlistValue)
  }

  /// What the root array of `bytes` starts with (see `FirstElement`).
  public static func firstRootElement(_ bytes: [UInt8]) throws(PlistError) -> FirstElement {
    try bytes.withByteView { view throws(PlistError) in try firstRootElement(view) }
  }

  static func firstRootElement(_ bytes: ByteView) throws(PlistError) -> FirstElement {
    if bytes.matches("bplist", at: 0) { return try firstBinaryRootElement(bytes) }
    var first: PlistValue?
    let root = try forEachRootNode(bytes) { element in
      first = element.value
      return false
    }
    if let root { return .notAnArray(root) }
    return first.map(FirstElement.element) ?? .empty
  }

  /// `firstRootElement` of binary bytes (mapped from a file, say): only the objects the first
  /// element reaches are read.
  static func firstBinaryRootElement(_ buffer: ByteView) throws(PlistError) -> FirstElement {
    let parser = try BinaryPlistParser(bytes: buffer, firstElementOnly: true)
    return withExtendedLifetime(parser) {
      guard parser.isArray(parser.top) else { return .notAnArray(parser.root.value) }
      let (count, start) = parser.extent(at: parser.offset(of: parser.top))
      return count == 0 ? .empty : .element(PlistNode(binary: parser, ref: parser.ref(0, at: start)).value)
    }
  }

  /// How many elements a binary file's root array says it has, only its first element checked
  /// (as `firstBinaryRootElement`); nil for a text file, or a root that is not an array.
  static func statedRootCount(_ bytes: ByteView) throws(PlistError) -> Int? {
    guard bytes.matches("bplist", at: 0) else { return nil }
    let parser = try BinaryPlistParser(bytes: bytes, firstElementOnly: true)
    return withExtendedLifetime(parser) {
      parser.isArray(parser.top) ? parser.extent(at: parser.offset(of: parser.top)).count : nil
    }
  }

  /// `forEachRootElement` without building values: each element comes as a node, valid only
  /// during the call to `body` (the reader does not outlive the call). Returns the root as a
  /// value when it is not an array; `body` then never runs.
  /// `expecting` learns the number of elements first when the form states it (binary plists
  /// do), so the caller can make room for all of them at once.
  @discardableResult
  public static func forEachRootNode(
    _ bytes: [UInt8], expecting: ((Int) -> Void)? = nil, _ body: @escaping (PlistNode) -> Bool
  ) throws(PlistError) -> PlistValue? {
    try bytes.withByteView { view throws(PlistError) in try forEachRootNode(view, expecting: expecting, body) }
  }

  /// `forEachRootNode` of lent bytes.
  @usableFromInline @discardableResult
  static func forEachRootNode(
    _ bytes: ByteView, expecting: ((Int) -> Void)? = nil, readingAhead: Bool = false, _ body: @escaping (PlistNode) -> Bool
  ) throws(PlistError) -> PlistValue? {
    try withUTF8(bytes) { buffer, format throws(PlistError) -> PlistValue? in
      switch format {
      case .xml:
        if readingAhead, buffer.count >= aheadBytes, Parts.most > 1 { return try forEachXMLRootNodeAhead(buffer, body) }
        var parser = XMLPlistParser(bytes: buffer)
        let root = try parser.parseDocument { element, _ in body(element) }
        // `<array/>` and `<array attr="…">` are not streamed: their elements come from the value.
        if case .array(let items)? = root {
          for item in items where !body(PlistNode(item)) { break }
          return nil
        }
        return root
      case .binary:
        let parser = try BinaryPlistParser(bytes: buffer)
        return withExtendedLifetime(parser) { handOut(parser.root, expecting: expecting, body) }
      case .openStep:
        var parser = OpenStepParser(bytes: buffer)
        let root = try parser.parseDocument { body(PlistNode($0)) }
        if case .array = root { return nil }
        return root
      case .json:
        let tape = try JSONPlistParser.tape(of: buffer)
        return withExtendedLifetime(tape) { handOut(tape.root, expecting: expecting, body) }
      }
    }
  }

  /// Hands a root array's elements to `body` (until it returns false); the root as a value
  /// when it is not an array.
  private static func handOut(_ root: PlistNode, expecting: ((Int) -> Void)?, _ body: (PlistNode) -> Bool) -> PlistValue? {
    guard root.kind == .array else { return root.value }
    expecting?(root.count)
    var stop = false
    root.forEachElement { _, element in
      if !stop { stop = !body(element) }
    }
    return nil
  }

  /// Runs `body` with the whole plist's root as a node read in place: a binary file's object
  /// table, an XML file's token tape; no tree of values is built for either. The node is valid
  /// during the call only.
  static func withRootNode<T>(_ bytes: ByteView, _ body: (PlistNode) -> T) throws(PlistError) -> T {
    try withRootNode(bytes, afterReading: {}, body)
  }

  /// `withRootNode`, calling `afterReading` once the bytes are no longer read: before `body`
  /// for XML, OpenStep text and JSON (their nodes hold their own strings), never for binary
  /// (its nodes are read in place).
  static func withRootNode<T>(
    _ bytes: ByteView, afterReading: () -> Void, _ body: (PlistNode) -> T
  ) throws(PlistError) -> T {
    try withUTF8(bytes) { buffer, format throws(PlistError) -> T in
      switch format {
      case .binary:
        let parser = try BinaryPlistParser(bytes: buffer)
        return withExtendedLifetime(parser) { body(parser.root) }
      case .xml, .json:
        let (tape, _) = try readTape(buffer, format, notingOffsets: false, afterReading: afterReading)
        return withExtendedLifetime(tape) { body(tape.root) }
      case .openStep:
        var parser = OpenStepParser(bytes: buffer)
        let root = try parser.parseDocument()
        afterReading()
        return body(PlistNode(root))
      }
    }
  }

  /// `withRootNode`, noting where each value starts when the file is UTF-8 XML or JSON:
  /// `body` gets those offsets too (nil for another file).
  static func withRootNodeAndPositions<T>(
    _ bytes: ByteView, _ body: (PlistNode, ValuePositions?) -> T
  ) throws(PlistError) -> T {
    try withUTF8(bytes) { buffer, format throws(PlistError) -> T in
      // Offsets into bytes converted from UTF-16 would not be the file's.
      let noted = buffer.isSame(as: bytes)
      switch format {
      case .xml, .json:
        let (tape, streamedRoot) = try readTape(buffer, format, notingOffsets: noted)
        return withExtendedLifetime(tape) { body(tape.root, noted ? ValuePositions(tape, rootHasLine: !streamedRoot) : nil) }
      case .binary, .openStep:
        return try withRootNode(buffer) { body($0, nil) }
      }
    }
  }

  /// A whole XML or JSON file on one tape (in parts, on every core, when it is large), noting
  /// where each value starts when asked; and whether its root is an XML `<array>`, whose
  /// elements a tracer's reading takes one by one. `afterReading`: see `withRootNode`.
  private static func readTape(_ buffer: ByteView, _ format: PlistFormat, notingOffsets: Bool,
                               afterReading: () -> Void = {}) throws(PlistError) -> (tape: PlistTape, streamedRoot: Bool) {
    guard format == .xml else {
      return (try JSONPlistParser.tape(of: buffer, notingOffsets: notingOffsets, afterReading: afterReading), false)
    }
    var head = XMLPlistParser(bytes: buffer)
    let streamedRoot = (try? head.parsePrologue()) != nil && head.lookingAt("<array>")
    return (try XMLPlistParser.tape(of: buffer, notingOffsets: notingOffsets, afterReading: afterReading), streamedRoot)
  }

  /// Runs `body` with the elements of a binary plist's root array, addressed by index: once
  /// checked, a binary plist is only read, so `element` may be called in any order and from
  /// several threads at once (until `body` returns). Returns nil without running `body` when
  /// the bytes are not a binary plist or its root is not an array.
  @usableFromInline
  static func withBinaryRootArray<T>(
    _ buffer: ByteView, _ body: (_ count: Int, _ element: (Int) -> PlistNode) -> T
  ) throws(PlistError) -> T? {
    guard buffer.matches("bplist", at: 0) else { return nil }
    let parser = try BinaryPlistParser(bytes: buffer)
    return withExtendedLifetime(parser) {
      guard parser.isArray(parser.top) else { return nil }
      let (count, start) = parser.extent(at: parser.offset(of: parser.top))
      return body(count) { PlistNode(binary: parser, ref: parser.ref($0, at: start)) }
    }
  }

  /// Where the value at `path` starts in a text plist, for messages; nil for binary plists.
  public static func location(of path: PlistPath, in bytes: [UInt8]) -> SourceLocation? {
    locations(of: [path], in: bytes)[path]
  }

  /// The 1-based line where each value starts in a text plist, found in one pass over the file
  /// and one count of its lines; nil for a path not found, and for every path of a binary
  /// plist (whose values have no lines).
  static func lines(of paths: [PlistPath], in bytes: ByteView) -> [Int?] {
    guard !paths.isEmpty else { return [] }
    let tracer = PathTracer(targets: paths)
    // Counted in the bytes read: a UTF-16 file's, converted.
    return trace(tracer, in: bytes) { TextPosition.lines(atOffsets: tracer.offsetList, in: $0) } ?? [Int?](repeating: nil, count: paths.count)
  }

  /// Where each value starts, found in one pass over the file.
  public static func locations(of paths: [PlistPath], in bytes: [UInt8]) -> [PlistPath: SourceLocation] {
    bytes.withByteView { locations(of: paths, in: $0) }
  }

  /// `locations` in lent bytes.
  static func locations(of paths: [PlistPath], in bytes: ByteView) -> [PlistPath: SourceLocation] {
    guard !paths.isEmpty else { return [:] }
    let tracer = PathTracer(targets: paths)
    return trace(tracer, in: bytes) { TextPosition.locations(of: tracer.offsets, in: $0) } ?? [:]
  }

  /// Reads a text plist once with `tracer` following the parser, then `found` with the bytes
  /// read (UTF-8, converted from UTF-16 where it was); nil for a binary plist or no plist.
  private static func trace<T>(_ tracer: PathTracer, in bytes: ByteView, _ found: (ByteView) -> T) -> T? {
    let result: T?? = try? withUTF8(bytes) { buffer, format throws(PlistError) -> T? in
      switch format {
      case .xml:
        var parser = XMLPlistParser(bytes: buffer)
        parser.tracer = tracer
        _ = try? parser.parseDocument { _, _ in true }
      case .openStep:
        var parser = OpenStepParser(bytes: buffer)
        parser.tracer = tracer
        _ = try? parser.parseDocument()
      case .json:
        var parser = JSONPlistParser(bytes: buffer)
        parser.tracer = tracer
        _ = try? parser.parseDocument()
      case .binary:
        return nil
      }
      return found(buffer)
    }
    return result ?? nil
  }

  /// Hands the parser UTF-8 bytes: UTF-16 text (with a byte order mark) is converted first.
  private static func withUTF8<T>(
    _ buffer: ByteView, transcoded: Bool = false, _ body: (ByteView, PlistFormat) throws(PlistError) -> T
  ) throws(PlistError) -> T {
    if buffer.isEmpty { throw PlistError("the file is empty") }
    // UTF-32 first: its little-endian byte order mark begins as UTF-16's does.
    if buffer.count >= 4, (buffer[0] == 0xFF && buffer[1] == 0xFE && buffer[2] == 0 && buffer[3] == 0)
      || (buffer[0] == 0 && buffer[1] == 0 && buffer[2] == 0xFE && buffer[3] == 0xFF) {
      let utf8 = try transcodeUTF32(buffer, bigEndian: buffer[0] == 0)
      return try utf8.withByteView { converted throws(PlistError) -> T in try withUTF8(converted, transcoded: true, body) }
    }
    if buffer.count >= 2, (buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF) {
      let utf8 = try transcodeUTF16(buffer, bigEndian: buffer[0] == 0xFE)
      return try utf8.withByteView { converted throws(PlistError) -> T in try withUTF8(converted, transcoded: true, body) }
    }
    if !transcoded, let encoding = try XMLDeclaration.encoding(of: buffer), encoding.isLatin1 {
      let utf8 = XMLDeclaration.latin1ToUTF8(buffer, declared: encoding)
      return try utf8.withByteView { converted throws(PlistError) -> T in try withUTF8(converted, transcoded: true, body) }
    }
    guard let format = PlistFormat.detect(buffer) else {
      throw PlistError("not a property list: expected XML (<?xml or <plist>), binary (bplist00), OpenStep text ('(', '{' or a quote) or JSON (any value), found \(describeStart(buffer))")
    }
    return try body(buffer, format)
  }

  private static func transcodeUTF16(_ bytes: ByteView, bigEndian: Bool) throws(PlistError) -> [UInt8] {
    guard bytes.count % 2 == 0 else { throw PlistError("the UTF-16 text has an odd number of bytes") }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2 - 1)
    var i = 2
    while i + 1 < bytes.count {
      units.append(bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i]))
      i += 2
    }
    guard let text = UTF8Text.decodeUTF16(units) else {
      throw PlistError("the UTF-16 text holds an unpaired surrogate")
    }
    return Array(text.utf8)
  }

  /// UTF-32 text after its byte order mark, as UTF-8 (with no byte order mark).
  private static func transcodeUTF32(_ bytes: ByteView, bigEndian: Bool) throws(PlistError) -> [UInt8] {
    guard bytes.count % 4 == 0 else { throw PlistError("the UTF-32 text has a number of bytes that is not a multiple of 4") }
    var scalars = String.UnicodeScalarView()
    var i = 4
    while i + 3 < bytes.count {
      let (a, b, c, d) = (UInt32(bytes[i]), UInt32(bytes[i + 1]), UInt32(bytes[i + 2]), UInt32(bytes[i + 3]))
      let value = bigEndian ? a << 24 | b << 16 | c << 8 | d : d << 24 | c << 16 | b << 8 | a
      guard let scalar = Unicode.Scalar(value) else {
        throw PlistError("the UTF-32 text holds \("0x" + String(value, radix: 16, uppercase: true)), which is not a character, at byte \(i)")
      }
      scalars.append(scalar)
      i += 4
    }
    return Array(String(scalars).utf8)
  }

  private static func describeStart(_ buffer: ByteView) -> String {
    let head = 0..<min(8, buffer.count)
    if let text = buffer.string(head), text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
      return "'\(text)'"
    }
    return "bytes " + head.map { (buffer[$0] < 16 ? "0" : "") + String(buffer[$0], radix: 16, uppercase: true) }.joined(separator: " ")
  }
}
