#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tags: the open and closing tags of real packs matched as whole words, and the general
/// reader for any other tag.
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
    bytes.littleEndianWord(at: offset)
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
    let tag = Self.tag(bytes, nameStart..<nameEnd)
    if case .other(let name) = tag, name.first == "!" || name.first == "?" { throw error("unexpected <\(name)", at: start) }
    return OpenTag(tag: tag, selfClosing: selfClosing)
  }

  /// The tag named by the bytes of `name` (not empty).
  static func tag(_ bytes: ByteView, _ name: Range<Int>) -> Tag {
    func matches(_ literal: StaticString) -> Bool { bytes.equals(literal, in: name) }
    switch bytes[name.lowerBound] {
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
    default: return .other(bytes.lossyString(name))
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

  mutating func expectClose(_ closing: Closing) throws(PlistError) {
    if pos + 2 < bytes.count, closing.pattern.matches(word(at: pos + 2)) {
      pos += 2 + closing.pattern.length
      return
    }
    guard let length = spacedClosingLength(closing.name) else { throw unexpected(expected: "</\(closing.name)>") }
    pos += length
  }

  /// The length of `</name>` at `pos` written with white space before its `>` (`</dict >`),
  /// as XML allows and no plist writer writes: the readers' word compares miss it, and ask
  /// here. Nil when it is not there.
  /// `word` is the word at `pos`, which the caller has read: every key and value its compares
  /// pass over comes here, and costs one more compare.
  @inline(__always)
  func spacedClosingLength(_ name: StaticString, word: UInt64) -> Int? {
    guard word & 0xFFFF == 0x2F3C else { return nil }  // "</"
    return spacedClosingLengthAfterSlash(name)
  }

  func spacedClosingLength(_ name: StaticString) -> Int? { spacedClosingLength(name, word: word(at: pos)) }

  /// `spacedClosingLength` once `</` is known to be at `pos`.
  @inline(never)
  func spacedClosingLengthAfterSlash(_ name: StaticString) -> Int? {
    let nameEnd = pos + 2 + name.utf8CodeUnitCount
    guard nameEnd < bytes.count, bytes.equals(name, in: (pos + 2)..<nameEnd), Self.isSpace(bytes[nameEnd]) else { return nil }
    var at = nameEnd
    while at < bytes.count, Self.isSpace(bytes[at]) { at += 1 }
    guard at < bytes.count, bytes[at] == UInt8(ascii: ">") else { return nil }
    return at + 1 - pos
  }
}
