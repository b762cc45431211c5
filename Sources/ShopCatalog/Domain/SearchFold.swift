/// Text as search compares it, as people type: lowercased, accents off Latin letters
/// (`nestlé` is `nestle`, a decomposed `é` too), and full-width forms as their ASCII (`ＭＩＬＫ`
/// is `milk`). Chinese, kana and Hangul are left as they are.
enum SearchFold {
  static func folded(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.lowercased().unicodeScalars {
      let v = scalar.value
      if (0x300...0x36F).contains(v) { continue }
      if (0xFF01...0xFF5E).contains(v), let ascii = Unicode.Scalar(v - 0xFEE0) {
        out.append(contentsOf: String(ascii).lowercased().unicodeScalars)
      } else if let base = bases[v] {
        out.append(contentsOf: base.unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// The base letters of the lowercase Latin-1 and Latin Extended-A letters.
  static let bases: [UInt32: String] = {
    let groups: [(String, String)] = [
      ("àáâãäåāăą", "a"), ("æ", "ae"), ("çćĉċč", "c"), ("ďđð", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"), ("ĥħ", "h"),
      ("ìíîïĩīĭįı", "i"), ("ĳ", "ij"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉŋ", "n"), ("òóôõöøōŏő", "o"), ("œ", "oe"),
      ("ŕŗř", "r"), ("śŝşšſ", "s"), ("ß", "ss"), ("ţťŧ", "t"), ("þ", "th"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"),
      ("źżž", "z"),
    ]
    var table: [UInt32: String] = [:]
    for (letters, base) in groups { for scalar in letters.unicodeScalars { table[scalar.value] = base } }
    return table
  }()
}
