#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names that are not UTF-8, as a zip made on a Chinese Windows writes them: GBK, which
/// GB18030 includes. `make-pack` reads such a name as GB18030 so that 月亮.png from such a zip
/// still answers 月亮.
public enum LegacyNames {
  /// The name's bytes read as GB18030; nil when they are not GB18030 either, when the result
  /// holds a control character or a replacement, or when the system has no converter for it.
  public static func decodeGB18030(_ bytes: [UInt8]) -> String? {
    guard let converter = iconv_open("UTF-8", "GB18030"), converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var input = bytes.map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: bytes.count * 4 + 4)
    let converted: Int? = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        var inPointer = inBuffer.baseAddress
        var inLeft = inBuffer.count
        var outPointer = outBuffer.baseAddress
        var outLeft = outBuffer.count
        guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1, inLeft == 0 else { return nil }
        return outBuffer.count - outLeft
      }
    }
    guard let converted else { return nil }
    let text = String(decoding: output.prefix(converted).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{FFFD}" } ? nil : text
  }
}
