#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the XML plist form straight from UTF-8 bytes, in one pass, without an XML library.
///
/// Foundation's reader on Linux runs at 11–17 MB/s; this one avoids per-character work by
/// jumping between `<` with `memchr` and building strings directly from the byte ranges.
struct XMLPlistParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var pos = 0
  var depth = 0
  private var stopped = false
  /// When set, the parser records where the value at `tracer.target` starts.
  var tracer: PathTracer?
  let interner = StringInterner()

  static let maxDepth = 256

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: - Document

  /// Parses the whole document; with `element`, a root array is handed over one element at a
  /// time and not kept, so a large pack never exists twice in memory.
  /// `element` returns false to stop reading early (the rest of the file is then not checked).
  mutating func parseDocument(element: ((PlistValue) -> Bool)? = nil) throws(PlistError) -> PlistValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
    try skipMisc()
    var wrapped = false
    if lookingAt("<plist") {
      let tagStart = pos
      guard let close = find(UInt8(ascii: ">"), from: pos) else {
        throw error("unexpected end of file inside the <plist> tag", at: tagStart)
      }
      pos = close + 1
      wrapped = bytes[close - 1] != UInt8(ascii: "/")
      if !wrapped { throw error("the <plist> element is empty: expected a value inside it", at: tagStart) }
      try skipMisc()
    }
    let root: PlistValue
    if let element, lookingAt("<array>") {
      pos += 7
      root = try parseArrayBody(start: pos - 7, element: element)
      if stopped { return root }
    } else {
      root = try parseValue()
    }
    try skipMisc()
    if wrapped {
      guard lookingAt("</plist>") else { throw unexpected(expected: "</plist>") }
      pos += 8
      try skipMisc()
    }
    if pos < bytes.count { throw unexpected(expected: "the end of the file after the root value") }
    return root
  }

  // MARK: - Values

  mutating func parseValue() throws(PlistError) -> PlistValue {
    try skipMisc()
    return try parseValueHere()
  }

  /// `parseValue` when white space and comments were just skipped.
  mutating func parseValueHere() throws(PlistError) -> PlistValue {
    let start = pos
    tracer?.reach(start)
    guard pos < bytes.count else { throw error("unexpected end of file: expected a value", at: pos) }
    guard bytes[pos] == UInt8(ascii: "<") else {
      throw error("expected a value tag such as <string> or <dict>, found text \(snippet(at: pos))", at: pos)
    }
    let open: OpenTag
    if let quick = quickOpenTag() { open = quick } else { open = try readOpenTag() }
    if open.selfClosing { return try emptyValue(open.tag, at: start) }
    switch open.tag {
    case .string: return .string(try readText(closing: .string, openedAt: start))
    case .dict: return try parseDictBody(start: start)
    case .array: return try parseArrayBody(start: start, element: nil)
    case .integer: return try PlistScalars.integer(try readText(closing: .integer, openedAt: start), at: location(start))
    case .real: return try PlistScalars.real(try readText(closing: .real, openedAt: start), at: location(start))
    case .true:
      guard try readText(closing: .`true`, openedAt: start).allSatisfy(\.isWhitespace) else { throw error("<true> must be empty", at: start) }
      return .bool(true)
    case .false:
      guard try readText(closing: .`false`, openedAt: start).allSatisfy(\.isWhitespace) else { throw error("<false> must be empty", at: start) }
      return .bool(false)
    case .date: return .date(try PlistScalars.date(try readText(closing: .date, openedAt: start), at: location(start)))
    case .data: return .data(try PlistScalars.base64(try readText(closing: .data, openedAt: start), at: location(start)))
    case .key: throw error("<key> outside a <dict>", at: start)
    case .other(let name):
      throw error("unknown tag <\(name)>: expected string, integer, real, true, false, date, data, array or dict", at: start)
    }
  }

  private mutating func emptyValue(_ tag: Tag, at start: Int) throws(PlistError) -> PlistValue {
    switch tag {
    case .string: return .string("")
    case .array: return .array([])
    case .dict: return .dictionary(PlistDictionary())
    case .data: return .data(.init())
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .key: throw error("<key> outside a <dict>", at: start)
    case .integer: throw error("<integer/> is empty: it needs a value", at: start)
    case .real: throw error("<real/> is empty: it needs a value", at: start)
    case .date: throw error("<date/> is empty: it needs a value", at: start)
    case .other(let name): throw error("unknown tag <\(name)/>", at: start)
    }
  }

  private mutating func enter(_ start: Int) throws(PlistError) {
    depth += 1
    if depth > Self.maxDepth { throw error("nesting is deeper than \(Self.maxDepth) levels", at: start) }
  }

  private mutating func parseDictBody(start: Int) throws(PlistError) -> PlistValue {
    try enter(start)
    var dict = PlistDictionary(capacity: 8)
    while true {
      try skipMisc()
      if lookingAt("</dict>") {
        pos += 7
        depth -= 1
        return .dictionary(dict)
      }
      guard pos < bytes.count else { throw error("unexpected end of file: the <dict> opened here is not closed", at: start) }
      let keyStart = pos
      if word(at: pos) & 0xFF_FFFF_FFFF == 0x3E_7965_6B3C {  // "<key>"
        pos += 5
        try addEntry(try readText(closing: .key, openedAt: keyStart), to: &dict)
        continue
      }
      if lookingAt("<key/>") {
        pos += 6
        try addEntry("", to: &dict)
        continue
      }
      guard lookingAt("<key>") else {
        if lookingAt("</") { throw unexpected(expected: "<key> or </dict>") }
        throw error("expected <key> or </dict>, found \(snippet(at: pos))", at: pos)
      }
      pos += 5
      let key = try readText(closing: .key, openedAt: keyStart)
      try addEntry(key, to: &dict)
    }
  }

  private mutating func addEntry(_ key: String, to dict: inout PlistDictionary) throws(PlistError) {
    try skipMisc()
    if pos >= bytes.count { throw error("unexpected end of file: the key \"\(key)\" has no value", at: pos) }
    if lookingAt("</dict>") { throw error("the key \"\(key)\" has no value", at: pos) }
    tracer?.push(.key(key))
    dict.append(key, try parseValueHere())
    tracer?.pop()
  }

  private mutating func parseArrayBody(start: Int, element: ((PlistValue) -> Bool)?) throws(PlistError) -> PlistValue {
    try enter(start)
    var items: [PlistValue] = []
    // Growing from empty reallocates five times on the way to a question's 21 options.
    if element == nil { items.reserveCapacity(24) }
    var count = 0
    while true {
      try skipMisc()
      if lookingAt("</array>") {
        pos += 8
        depth -= 1
        return .array(items)
      }
      guard pos < bytes.count else { throw error("unexpected end of file: the <array> opened here is not closed", at: start) }
      if lookingAt("</") { throw unexpected(expected: "a value or </array>") }
      tracer?.push(.index(count))
      let value = try parseValueHere()
      tracer?.pop()
      if let element {
        if !element(value) {
          stopped = true
          return .array([])
        }
      } else {
        items.append(value)
      }
      count += 1
    }
  }
}

/// Follows the parser's path and notes the byte offsets where target values begin: one pass
/// over the file finds the lines of any number of diagnostics.
final class PathTracer {
  let targets: Set<[PlistPathComponent]>
  let deepest: Int
  private var current: [PlistPathComponent] = []
  private(set) var offsets: [[PlistPathComponent]: Int] = [:]

  init(targets: [PlistPath]) {
    self.targets = Set(targets.map(\.components))
    deepest = targets.map(\.components.count).max() ?? 0
  }

  func push(_ component: PlistPathComponent) { current.append(component) }
  func pop() { current.removeLast() }
  func reach(_ at: Int) {
    if current.count <= deepest, offsets[current] == nil, targets.contains(current) { offsets[current] = at }
  }
}
