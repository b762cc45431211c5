import Testing
@testable import PlistKit

/// A plain decimal real is read by one exact multiplication or division where it can be
/// (`PlistScalars.exactReal`); it must give the double `Double(_:)` gives, bit for bit.
struct PlainRealTests {
  /// Texts of the plain form, drawn so that every branch is taken: few and many digits, with
  /// and without a point, exponents of every size and sign, leading zeros, the edges of 2^53
  /// and of 10^22, and broken forms the fast path must leave to `Double(_:)`.
  static func texts(count: Int, seed: UInt64) -> [String] {
    var random = SplitMix64(seed: seed)
    func digits(_ n: Int) -> String { String((0..<n).map { _ in Character(String(random.next() % 10)) }) }
    let pieces = ["", "-", "+", ".", "e", "E", "e-", "e+", "0", "00", "9007199254740992", "9007199254740993", "1e22", "1e23"]
    var texts: [String] = []
    for _ in 0..<count {
      var text = ["", "-", "+"][Int(random.next() % 3)]
      text += digits(Int(random.next() % 21))
      if random.next() % 2 == 0 { text += "." + digits(Int(random.next() % 12)) }
      if random.next() % 3 == 0 { text += ["e", "E"][Int(random.next() % 2)] + ["", "-", "+"][Int(random.next() % 3)] + digits(Int(random.next() % 5)) }
      if random.next() % 10 == 0 { text += pieces[Int(random.next() % UInt64(pieces.count))] }
      texts.append(text)
    }
    return texts
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func plainRealsReadAsDoubleReadsThem(seed: UInt64) {
    var exact = 0
    for text in Self.texts(count: 200_000, seed: seed) {
      let ours = PlistScalars.plainReal(text)
      let reference = text.isEmpty ? nil : Double(text)
      #expect(ours?.bitPattern == reference?.bitPattern, "\(text) (seed \(seed))")
      if ByteView.lend(text, { $0.isEmpty ? nil : PlistScalars.exactReal($0) }) != nil { exact += 1 }
    }
    // Most are read the fast way, so the comparison is of it and not only of Double(_:).
    #expect(exact > 50_000)
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("1.5", 1.5), ("+2", 2), ("9007199254740992", 9007199254740992), ("1e22", 1e22),
    ("1e-22", 1e-22), ("123.456e-3", 0.123456), ("0.1", 0.1), ("1E+2", 100),
  ])
  func edges(text: String, value: Double) {
    #expect(PlistScalars.plainReal(text)?.bitPattern == value.bitPattern)
  }
}
