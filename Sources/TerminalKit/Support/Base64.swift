/// Base64 (RFC 4648, with padding), for the graphics protocols' payloads and the clipboard.
public enum Base64 {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  public static func encode(_ bytes: [UInt8]) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var i = 0
    while i + 2 < bytes.count {
      let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
      out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
      i += 3
    }
    let rest = bytes.count - i
    if rest > 0 {
      let n = UInt32(bytes[i]) << 16 | (rest == 2 ? UInt32(bytes[i + 1]) << 8 : 0)
      out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], rest == 2 ? alphabet[Int(n >> 6 & 63)] : UInt8(ascii: "="), UInt8(ascii: "=")]
    }
    return out
  }

  /// The bytes of base64 text; nil when it is not base64.
  public static func decode(_ text: [UInt8]) -> [UInt8]? {
    var values = [UInt8](repeating: 255, count: 256)
    for (i, c) in alphabet.enumerated() { values[Int(c)] = UInt8(i) }
    guard text.count % 4 == 0 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(text.count / 4 * 3)
    var i = 0
    while i < text.count {
      let quad = text[i..<i + 4]
      let pad = quad.reversed().prefix { $0 == UInt8(ascii: "=") }.count
      var n: UInt32 = 0
      for (k, c) in quad.enumerated() {
        let v = k >= 4 - pad ? 0 : values[Int(c)]
        guard v != 255 else { return nil }
        n = n << 6 | UInt32(v)
      }
      out.append(UInt8(n >> 16 & 255))
      if pad < 2 { out.append(UInt8(n >> 8 & 255)) }
      if pad < 1 { out.append(UInt8(n & 255)) }
      i += 4
    }
    return out
  }
}
