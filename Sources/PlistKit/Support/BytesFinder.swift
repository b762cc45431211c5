/// Finds a byte string in a longer one sixteen places at a time: a place is a candidate when
/// its byte is the word's first and the byte the word's length on is its last (for a CJK
/// character, a pair that few places share), and only candidates are compared whole. The
/// shop's search scans 100,000 products' text with it as a key is typed. For this package's
/// modules (`package`).
package struct BytesFinder: Sendable {
  private let word: [UInt8]

  package init(_ word: [UInt8]) {
    self.word = word
  }

  /// The first place in `text[from..<end]` where the whole word starts; nil when there is none
  /// (or the range is not inside the text).
  package func first(in text: [UInt8], from: Int, to end: Int) -> Int? {
    let n = word.count
    guard n > 0, from >= 0, end <= text.count, end - from >= n else { return nil }
    return text.withUnsafeBufferPointer { text in
      word.withUnsafeBufferPointer { word in Self.first(of: word, in: text.baseAddress!, from: from, to: end) }
    }
  }

  /// `first(in:from:to:)` over memory: `text` holds at least `end` bytes, `word` at least one,
  /// and `end - from` is at least the word's length.
  private static func first(of w: UnsafeBufferPointer<UInt8>, in t: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
    let n = w.count
    let firstByte = w[0], lastByte = w[n - 1]
    let firsts = SIMD16<UInt8>(repeating: firstByte), lasts = SIMD16<UInt8>(repeating: lastByte)
    let raw = UnsafeRawPointer(t)
    var at = from
    // Whole blocks while the last of sixteen candidates' ends is inside the range.
    while at + n - 1 + 16 <= end {
      let starts = raw.loadUnaligned(fromByteOffset: at, as: SIMD16<UInt8>.self)
      let ends = raw.loadUnaligned(fromByteOffset: at + n - 1, as: SIMD16<UInt8>.self)
      let candidates = (starts .== firsts) .& (ends .== lasts)
      if any(candidates) {
        for lane in 0..<16 where candidates[lane] && same(t + at + lane + 1, w, from: 1, to: n - 1) { return at + lane }
      }
      at += 16
    }
    while at + n <= end {
      if t[at] == firstByte, t[at + n - 1] == lastByte, same(t + at + 1, w, from: 1, to: n - 1) { return at }
      at += 1
    }
    return nil
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
