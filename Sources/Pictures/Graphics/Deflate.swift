import CZlib

/// zlib's deflate (RFC 1950), for the kitty protocol's compressed payloads (`o=z`).
public enum Deflate {
  /// `bytes` compressed at `level` (1, the fastest: a photo's pixels in about half the bytes,
  /// a flat picture's in far fewer); nil if zlib fails, which it does only without memory.
  public static func compress(_ bytes: [UInt8], level: Int32 = 1) -> [UInt8]? {
    var size = compressBound(uLong(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let status = out.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { input in
        compress2(out.baseAddress, &size, input.baseAddress, uLong(input.count), level)
      }
    }
    guard status == Z_OK else { return nil }
    out.removeSubrange(Int(size)...)
    return out
  }
}
