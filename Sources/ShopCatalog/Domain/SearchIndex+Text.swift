/// How the index's text is made: each product's fields folded as search compares them
/// (`SearchFold`: lowercased, accents off, full width as ASCII) and laid end to end.
extension SearchIndex {
  /// The text of some of the products, its offsets from its own start.
  struct TextPart {
    var text: [UInt8] = []
    var starts: [Int] = [], brandStarts: [Int] = [], specStarts: [Int] = []

    init() {}

    init(_ products: [Product], _ places: ArraySlice<Int>) {
      starts.reserveCapacity(places.count)
      brandStarts.reserveCapacity(places.count)
      specStarts.reserveCapacity(places.count)
      // Products are read in place: a copy of each (ten texts retained and released) was a
      // third of the time.
      for place in places {
        starts.append(text.count)
        SearchIndex.appendLowercased(products[place].name, to: &text)
        brandStarts.append(text.count)
        SearchIndex.appendLowercased(products[place].brand ?? "", to: &text)
        specStarts.append(text.count)
        SearchIndex.appendLowercased(products[place].spec ?? "", to: &text)
      }
    }
  }

  static func appendLowercased(_ field: String, to text: inout [UInt8]) {
    // Lowercasing is for letters with case; names in CJK scripts (most of a Chinese shop's)
    // have none and are copied as they are, which is twenty times cheaper.
    if isCaseless(field.utf8) {
      text.append(contentsOf: field.utf8)
    } else {
      text.append(contentsOf: SearchFold.folded(field).utf8)
    }
  }

  /// Whether `lowercased()` would leave the text as it is, told from its bytes for the common
  /// cases: ASCII other than A–Z, and the CJK, kana and Hangul blocks with the punctuation
  /// around them (`isCaseless`); anything else is lowercased to be sure.
  static func isCaseless(_ utf8: String.UTF8View) -> Bool {
    var bytes = utf8.makeIterator()
    while let lead = bytes.next() {
      if lead < 0x80 {
        if lead >= 0x41, lead <= 0x5A { return false }
        continue
      }
      // The text is valid UTF-8: a lead byte has its continuation bytes.
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for _ in 1..<length { value = value << 6 | UInt32((bytes.next() ?? 0) & 0x3F) }
      guard let scalar = Unicode.Scalar(value), isCaseless(scalar) else { return false }
    }
    return true
  }

  /// Scalars that `lowercased()` leaves as they are and that are cheap to tell: ASCII other
  /// than A–Z, and the CJK, kana and Hangul blocks with the punctuation around them.
  static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return (v < 0x80 && !(0x41...0x5A).contains(v)) || v == 0xB7 || v == 0xD7 || (0x2010...0x206F).contains(v)
      || (0x3000...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v)
  }
}
