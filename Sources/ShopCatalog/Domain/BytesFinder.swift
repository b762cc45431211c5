/// Finds a byte string in a longer one sixteen places at a time: a place is a candidate when
/// its byte is the word's first and the byte the word's length on is its last (for a CJK
/// character, a pair that few places share), and only candidates are compared whole.
struct BytesFinder {
  private let word: [UInt8]

  init(_ word: [UInt8]) {
    self.word = word
  }

  /// The first place at or after `from` where the word starts; nil when there is none.
  func first(in text: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    let n = word.count
    guard n > 0, from >= 0, text.count - from >= n, let t = text.baseAddress else { return nil }
    return word.withUnsafeBufferPointer { w -> Int? in
      let firstByte = w[0], lastByte = w[n - 1]
      let firsts = SIMD16<UInt8>(repeating: firstByte), lasts = SIMD16<UInt8>(repeating: lastByte)
      let raw = UnsafeRawPointer(t)
      var at = from
      // Whole blocks while the last of sixteen candidates' ends is inside the text.
      while at + n - 1 + 16 <= text.count {
        let starts = raw.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self)
        let ends = raw.loadUnaligned(fromByteOffset: at + n - 1, as: SIMD16<UInt8>.self)
        let candidates = (starts .== firsts) .& (ends .== lasts)
        if any(candidates) {
          for lane in 0..<16 where candidates[lane] && Self.same(t + at + lane + 1, w, from: 1, to: n - 1) { return at + lane }
        }
        at += 16
      }
      while at + n <= text.count {
        if t[at] == firstByte, t[at + n - 1] == lastByte, Self.same(t + at + 1, w, from: 1, to: n - 1) { return at }
        at += 1
      }
      return nil
    }
  }

  /// Whether `a` holds the word's bytes `from..<to` (the first and last are already known).
  @inline(__always)
  private static func same(_ a: UnsafePointer<UInt8>, _ w: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
    var i = from
    while i < to {
      if a[i - 1] != w[i] { return false }
      i += 1
    }
    return true
  }
}
