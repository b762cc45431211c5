/// Every product's searchable text, made once for the pack so that a search of 100,000
/// products takes a millisecond or two and results follow each key typed: the lowercased name,
/// brand and spec of each product in the market's order, laid end to end in one byte buffer.
/// A query word is found by one scan of the whole buffer (`BytesFinder`); a hit tells the
/// product and the field by where it lies.
///
/// Words are compared as lowercased UTF-8, as `SearchRules` has always compared them for text
/// in composed form (the form keyboards and our packs write); a decomposed `é` (e and a
/// combining accent) is found only by the same decomposed word.
final class SearchIndex: Sendable {
  /// The products of the market in order, each once: categories' products, then the home's.
  let productIDs: [String]
  private let text: [UInt8]
  /// Where each product's text starts in `text`, and (last) the end of the buffer.
  private let starts: [Int]
  /// Where each product's brand and spec start.
  private let brandStarts: [Int]
  private let specStarts: [Int]

  init(shop: Shop) {
    // Each product once, told by its place in the table rather than by hashing its id again.
    var seen = [Bool](repeating: false, count: shop.products.count)
    var ids: [String] = []
    var text: [UInt8] = []
    var starts: [Int] = [], brandStarts: [Int] = [], specStarts: [Int] = []
    ids.reserveCapacity(shop.products.count)
    starts.reserveCapacity(shop.products.count + 1)
    brandStarts.reserveCapacity(shop.products.count)
    specStarts.reserveCapacity(shop.products.count)
    // Products are read in place: a copy of each (ten texts retained and released) was a
    // third of the time.
    let products = shop.products.all
    var next = 0
    for id in shop.categories.lazy.flatMap(\.productIDs) + shop.fresh {
      guard let place = shop.products.position(of: id, guess: next), !seen[place] else { continue }
      next = place + 1
      seen[place] = true
      ids.append(id)
      starts.append(text.count)
      Self.appendLowercased(products[place].name, to: &text)
      brandStarts.append(text.count)
      Self.appendLowercased(products[place].brand ?? "", to: &text)
      specStarts.append(text.count)
      Self.appendLowercased(products[place].spec ?? "", to: &text)
    }
    starts.append(text.count)
    productIDs = ids
    self.text = text
    self.starts = starts
    self.brandStarts = brandStarts
    self.specStarts = specStarts
  }

  /// The products matching every word, with their scores (each word's best, see
  /// `forEachBest`), in the market's order.
  func matches(_ words: [[UInt8]]) -> [(product: Int, score: Int)] {
    guard !words.isEmpty, !productIDs.isEmpty else { return [] }
    var scores = [Int32](repeating: 0, count: productIDs.count)
    var found = [Int32](repeating: 0, count: productIDs.count)
    for (n, word) in words.enumerated() {
      forEachBest(word) { product, best in
        // A product missing an earlier word is out already; counting keeps that cheap.
        if found[product] == Int32(n) {
          found[product] += 1
          scores[product] += Int32(best)
        }
      }
    }
    var matches: [(product: Int, score: Int)] = []
    for product in 0..<productIDs.count where found[product] == Int32(words.count) {
      matches.append((product, Int(scores[product])))
    }
    return matches
  }

  /// Whether some product holds every word.
  func finds(_ words: [[UInt8]]) -> Bool {
    !matches(words).isEmpty
  }

  /// Calls `body` once for each product holding `word`, with the best score the word earns in
  /// it: 15 at the start of the name, 10 in the name, 4 in the brand, 2 in the spec.
  private func forEachBest(_ word: [UInt8], _ body: (Int, Int) -> Void) {
    guard !word.isEmpty, word.count <= text.count else { return }
    let finder = BytesFinder(word)
    text.withUnsafeBufferPointer { haystack in
      var from = 0
      var product = 0
      while let at = finder.first(in: haystack, from: from) {
        while starts[product + 1] <= at { product += 1 }
        let field = at < brandStarts[product] ? 0 : at < specStarts[product] ? 1 : 2
        let fieldEnd = field == 0 ? brandStarts[product] : field == 1 ? specStarts[product] : starts[product + 1]
        // A hit across the end of a field is no hit (the fields lie end to end).
        guard at + word.count <= fieldEnd else {
          from = at + 1
          continue
        }
        body(product, field == 0 ? (at == starts[product] ? 15 : 10) : field == 1 ? 4 : 2)
        // The first hit in a product is in its best field: the rest of it is skipped.
        from = starts[product + 1]
      }
    }
  }

  /// A query's words as the index compares them.
  static func words(of query: String) -> [[UInt8]] {
    query.lowercased().split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
  }

  private static func appendLowercased(_ field: String, to text: inout [UInt8]) {
    // Lowercasing is for letters with case; names in CJK scripts (most of a Chinese shop's)
    // have none and are copied as they are, which is twenty times cheaper.
    var field = field
    let copied = field.withUTF8 { utf8 in
      guard isCaseless(utf8) else { return false }
      text.append(contentsOf: utf8)
      return true
    }
    if !copied { text.append(contentsOf: field.lowercased().utf8) }
  }

  /// Whether `lowercased()` would leave the text as it is, told from its bytes for the common
  /// cases: ASCII other than A–Z, and the CJK, kana and Hangul blocks with the punctuation
  /// around them (`isCaseless`); anything else is lowercased to be sure.
  static func isCaseless(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < utf8.count {
      let lead = utf8[i]
      if lead < 0x80 {
        if lead >= 0x41, lead <= 0x5A { return false }
        i += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      guard i + length <= utf8.count else { return false }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for k in 1..<length { value = value << 6 | UInt32(utf8[i + k] & 0x3F) }
      guard let scalar = Unicode.Scalar(value), isCaseless(scalar) else { return false }
      i += length
    }
    return true
  }

  /// Scalars that `lowercased()` leaves as they are and that are cheap to tell: ASCII other
  /// than A–Z, and the CJK, kana and Hangul blocks with the punctuation around them.
  static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return (v < 0x80 && !(0x41...0x5A).contains(v)) || v == 0xB7 || v == 0xD7 || (0x2010...0x206F).contains(v)
      || (0x3000...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v) || (0xFF01...0xFF20).contains(v)
  }
}

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
