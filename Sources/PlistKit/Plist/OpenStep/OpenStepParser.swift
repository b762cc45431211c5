#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the old OpenStep text form: `( { answer = "..."; options = (a, b); } )`.
///
/// Every scalar in this form is a string (numbers included); the model layer's documented
/// conversions turn "12" into 12. `<0fbd>` is data. Comments `//` and `/* */` are skipped.
struct OpenStepParser {
  let bytes: ByteView
  var pos = 0
  var depth = 0
  var tracer: PathTracer?
  private var stopped = false

  init(bytes: ByteView) {
    self.bytes = bytes
  }

  mutating func parseDocument(element: ((PlistValue) -> Bool)? = nil) throws(PlistError) -> PlistValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
    try skipSpace()
    // Only white space and comments: a .strings file with no entries yet, as CoreFoundation
    // and Foundation read it.
    if pos == bytes.count { return .dictionary(PlistDictionary()) }
    let root: PlistValue
    if let element, pos < bytes.count, bytes[pos] == UInt8(ascii: "(") {
      root = try parseArray(element: element)
      if stopped { return root }
    } else if try startsStringsFile() {
      // A .strings file: a dictionary's entries with no braces around them.
      var dict = PlistDictionary()
      try parseEntries(into: &dict, closing: nil, start: pos)
      root = .dictionary(dict)
    } else {
      root = try parseValue()
    }
    try skipSpace()
    if pos < bytes.count { throw error("expected the end of the file after the root value, found \(snippet)") }
    return root
  }

  mutating func parseValue() throws(PlistError) -> PlistValue {
    try skipSpace()
    tracer?.reach(pos)
    guard pos < bytes.count else { throw error("unexpected end of file: expected a value") }
    switch bytes[pos] {
    case UInt8(ascii: "{"): return try parseDictionary()
    case UInt8(ascii: "("): return try parseArray(element: nil)
    case UInt8(ascii: "<"): return .data(try parseData())
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuoted())
    default:
      guard let word = try parseUnquoted() else {
        if let problem = unquotedProblem { throw error(problem) }
        throw error("expected a value ('{', '(', '<', a quoted or plain string), found \(snippet)")
      }
      return .string(word)
    }
  }

  private mutating func enter() throws(PlistError) {
    depth += 1
    if depth > XMLPlistParser.maxDepth { throw error("nesting is deeper than \(XMLPlistParser.maxDepth) levels") }
  }

  private mutating func parseDictionary() throws(PlistError) -> PlistValue {
    let start = pos
    try enter()
    pos += 1
    var dict = PlistDictionary()
    try parseEntries(into: &dict, closing: UInt8(ascii: "}"), start: start)
    depth -= 1
    return .dictionary(dict)
  }

  /// `key = value;` entries up to `closing` (past it), or to the end of the file for a
  /// .strings file (`closing` nil), where `"key";` alone stands for `"key" = "key";`.
  private mutating func parseEntries(into dict: inout PlistDictionary, closing: UInt8?, start: Int) throws(PlistError) {
    while true {
      try skipSpace()
      guard pos < bytes.count else {
        if closing == nil { return }
        throw error("unexpected end of file: the '{' opened here is not closed", at: start)
      }
      if let closing, bytes[pos] == closing {
        pos += 1
        return
      }
      let key: String
      if bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") {
        key = try parseQuoted()
      } else if let word = try parseUnquoted() {
        key = word
      } else {
        if let problem = unquotedProblem { throw error(problem) }
        throw error(closing == nil ? "expected a key, found \(snippet)" : "expected a key or '}', found \(snippet)")
      }
      try skipSpace()
      if closing == nil, pos < bytes.count, bytes[pos] == UInt8(ascii: ";") {
        pos += 1
        dict.append(key, .string(key))
        continue
      }
      try expect("=", after: "the key \"\(key)\"")
      tracer?.push(.key(key))
      dict.append(key, try parseValue())
      tracer?.pop()
      try expect(";", after: "the value of \"\(key)\"")
    }
  }

  /// Whether the file's first value is a key followed by `=` or `;`: a .strings file. The
  /// position is left where it was.
  private mutating func startsStringsFile() throws(PlistError) -> Bool {
    guard pos < bytes.count, bytes[pos] != UInt8(ascii: "{"), bytes[pos] != UInt8(ascii: "("), bytes[pos] != UInt8(ascii: "<") else {
      return false
    }
    let start = pos
    defer { pos = start }
    if bytes[pos] == UInt8(ascii: "\"") || bytes[pos] == UInt8(ascii: "'") {
      guard (try? parseQuoted()) != nil else { return false }
    } else {
      guard (try? parseUnquoted()) != nil else { return false }
    }
    try skipSpace()
    return pos < bytes.count && (bytes[pos] == UInt8(ascii: "=") || bytes[pos] == UInt8(ascii: ";"))
  }

  private mutating func parseArray(element: ((PlistValue) -> Bool)?) throws(PlistError) -> PlistValue {
    let start = pos
    try enter()
    pos += 1
    var items: [PlistValue] = []
    var count = 0
    while true {
      try skipSpace()
      guard pos < bytes.count else { throw error("unexpected end of file: the '(' opened here is not closed", at: start) }
      if bytes[pos] == UInt8(ascii: ")") {
        pos += 1
        depth -= 1
        return .array(items)
      }
      tracer?.push(.index(count))
      let value = try parseValue()
      tracer?.pop()
      count += 1
      if let element {
        if !element(value) {
          stopped = true
          return .array([])
        }
      } else {
        items.append(value)
      }
      try skipSpace()
      if pos < bytes.count, bytes[pos] == UInt8(ascii: ",") {
        pos += 1
      } else if pos < bytes.count, bytes[pos] != UInt8(ascii: ")") {
        throw error("expected ',' or ')' after an array element, found \(snippet)")
      }
    }
  }

  private mutating func expect(_ char: Unicode.Scalar, after what: String) throws(PlistError) {
    try skipSpace()
    guard pos < bytes.count, bytes[pos] == UInt8(ascii: char) else {
      throw error("expected '\(char)' after \(what), found \(snippet)")
    }
    pos += 1
  }

  /// A byte of an unquoted string, as CoreFoundation reads one: an ASCII letter or digit, or
  /// one of `_ $ / : . -`. Anything else (`+`, a Chinese character) must be quoted.
  static func isPlain(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// What is said of a byte where a value or key was expected: a character Apple's reader
  /// takes only in quotes is named as such.
  private var unquotedProblem: String? {
    guard pos < bytes.count else { return nil }
    let b = bytes[pos]
    guard b >= 0x80 || b == UInt8(ascii: "+") || b == UInt8(ascii: "!") || b == UInt8(ascii: "#") || b == UInt8(ascii: "*")
            || b == UInt8(ascii: "&") || b == UInt8(ascii: "@") || b == UInt8(ascii: "~") || b == UInt8(ascii: "?") else { return nil }
    let length = b < 0xC0 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
    let character = bytes.lossyString(pos..<min(bytes.count, pos + length))
    return "'\(character)' must be in quotes: a string without quotes may hold only ASCII letters, digits and _ $ / : . -"
  }

  private mutating func parseUnquoted() throws(PlistError) -> String? {
    let start = pos
    while pos < bytes.count, Self.isPlain(bytes[pos]) { pos += 1 }
    guard pos > start else { return nil }
    guard let text = bytes.string(start..<pos) else {
      throw error("the text is not valid UTF-8", at: start)
    }
    return text
  }

  private mutating func parseQuoted() throws(PlistError) -> String {
    let start = pos
    let quote = bytes[pos]
    pos += 1
    var out: [UInt8] = []
    while pos < bytes.count {
      let b = bytes[pos]
      if b == quote {
        pos += 1
        guard let text = UTF8Text.decode(out) else {
          throw error("the text is not valid UTF-8", at: start)
        }
        return text
      }
      if b == UInt8(ascii: "\\") {
        try appendEscape(to: &out)
      } else {
        out.append(b)
        pos += 1
      }
    }
    throw error("unexpected end of file: the string opened here is not closed", at: start)
  }

  private static let simpleEscapes: [UInt8: UInt8] = [
    0x6E: 0x0A, 0x74: 0x09, 0x72: 0x0D, 0x61: 0x07, 0x62: 0x08, 0x66: 0x0C, 0x76: 0x0B,
  ]

  /// Escapes as CoreFoundation reads them: `\U` takes one to four hex digits (a surrogate pair
  /// of two is one character), octal takes one to three digits through the NeXTSTEP character
  /// set, and any other character after `\` stands for itself (`\u` is a `u`).
  private mutating func appendEscape(to out: inout [UInt8]) throws(PlistError) {
    let start = pos
    pos += 1
    guard pos < bytes.count else { throw error("unexpected end of file after '\\'", at: start) }
    let c = bytes[pos]
    pos += 1
    if let mapped = Self.simpleEscapes[c] {
      out.append(mapped)
    } else if c == UInt8(ascii: "U") {
      let scalar = try unicodeEscape(escapeStart: start)
      out.append(contentsOf: String(Character(scalar)).utf8)
    } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(c) {
      let scalar = NeXTSTEPEncoding.scalar(octalEscape(firstDigit: c))
      out.append(contentsOf: String(Character(scalar)).utf8)
    } else {
      out.append(c)
    }
  }

  /// The character of a `\U` escape whose `U` has been read; a surrogate without its other half
  /// is U+FFFD.
  private mutating func unicodeEscape(escapeStart: Int) throws(PlistError) -> Unicode.Scalar {
    let unit = try hexUnit(escapeStart: escapeStart)
    guard UTF16.isLeadSurrogate(unit) else { return Unicode.Scalar(unit) ?? "\u{FFFD}" }
    let afterLead = pos
    if pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "U") {
      pos += 2
      let trail = try hexUnit(escapeStart: afterLead)
      if UTF16.isTrailSurrogate(trail) {
        let code = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
        return Unicode.Scalar(code) ?? "\u{FFFD}"
      }
      pos = afterLead
    }
    return "\u{FFFD}"
  }

  private mutating func hexUnit(escapeStart: Int) throws(PlistError) -> UInt16 {
    let digits = hexRun(max: 4)
    guard let unit = UInt16(digits, radix: 16) else {
      throw error("'\\U' must be followed by one to four hex digits", at: escapeStart)
    }
    return unit
  }

  private mutating func octalEscape(firstDigit: UInt8) -> UInt8 {
    var value = Int(firstDigit - 0x30)
    var taken = 1
    while taken < 3, pos < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[pos]) {
      value = value * 8 + Int(bytes[pos] - 0x30)
      pos += 1
      taken += 1
    }
    return UInt8(truncatingIfNeeded: value)
  }

  private mutating func hexRun(max: Int) -> String {
    let start = pos
    while pos < bytes.count, pos - start < max, (bytes[pos] as UInt8).isHexDigit { pos += 1 }
    return bytes.lossyString(start..<pos)
  }

  private mutating func parseData() throws(PlistError) -> Data {
    let start = pos
    pos += 1
    var data = Data()
    var high: UInt8?
    while pos < bytes.count {
      let b = bytes[pos]
      pos += 1
      if b == UInt8(ascii: ">") {
        guard high == nil else { throw error("<data> has an odd number of hex digits", at: start) }
        return data
      }
      if XMLPlistParser.isSpace(b) { continue }
      guard b.isHexDigit, let nibble = UInt8(String(UnicodeScalar(b)), radix: 16) else {
        throw error("<data> may hold only hex digits, found '\(Character(UnicodeScalar(b)))'", at: pos - 1)
      }
      if let h = high {
        data.append(h << 4 | nibble)
        high = nil
      } else {
        high = nibble
      }
    }
    throw error("unexpected end of file: the '<' opened here is not closed", at: start)
  }

  mutating func skipSpace() throws(PlistError) {
    while pos < bytes.count {
      let b = bytes[pos]
      if XMLPlistParser.isSpace(b) {
        pos += 1
      } else if b == UInt8(ascii: "/"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "/") {
        while pos < bytes.count, bytes[pos] != 0x0A { pos += 1 }
      } else if b == UInt8(ascii: "/"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "*") {
        let start = pos
        pos += 2
        while pos + 1 < bytes.count, !(bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/")) { pos += 1 }
        guard pos + 1 < bytes.count else { throw error("unexpected end of file inside a comment", at: start) }
        pos += 2
      } else {
        return
      }
    }
  }

  private var snippet: String {
    guard pos < bytes.count else { return "the end of the file" }
    var end = pos
    while end < bytes.count, end - pos < 20, bytes[end] != 0x0A { end += 1 }
    return "'" + bytes.lossyString(pos..<end) + "'"
  }

  private func error(_ reason: String, at offset: Int? = nil) -> PlistError {
    PlistError(reason, at: TextPosition.location(of: offset ?? pos, in: bytes))
  }
}

extension UInt8 {
  var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}
