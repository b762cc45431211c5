import Testing
@testable import Pictures

/// Lint's check of a picture says what decoding it to a small size says: the same pictures
/// pass, and each one refused is refused with the same reason.
struct CheckTests {
  /// A seeded generator: a failing case is replayed from its seed.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  /// Colour types and the bit depths each allows, with their channels.
  static let kinds: [(colorType: UInt8, depths: [UInt8], channels: Int)] = [
    (0, [1, 2, 4, 8, 16], 1), (2, [8, 16], 3), (3, [1, 2, 4, 8], 1), (4, [8, 16], 2), (6, [8, 16], 4),
  ]

  static func picture(_ random: inout Generator) -> [UInt8] {
    let kind = kinds[random.next(kinds.count)]
    let depth = kind.depths[random.next(kind.depths.count)]
    let width = 1 + random.next(120), height = 1 + random.next(120)
    let palette = (0..<(3 * (1 + random.next(16)))).map { _ in UInt8(random.next(256)) }
    var rows = random
    let bytes = TestPictures.png(width: width, height: height, colorType: kind.colorType, bitDepth: depth,
                                 extra: kind.colorType == 3 ? [palette] : [], interlaced: random.next(4) == 0) { _, xs in
      let count = (xs.count * kind.channels * Int(depth) + 7) / 8
      // Palette indices mostly within the palette; now and then one past it.
      return (0..<count).map { _ in UInt8(kind.colorType == 3 && rows.next(50) != 0 ? rows.next(palette.count / 3) : rows.next(256)) }
    }
    return damaged(bytes, &random)
  }

  /// Half the pictures as made; the others cut short, with bytes changed, or with a row's
  /// filter byte out of range.
  static func damaged(_ bytes: [UInt8], _ random: inout Generator) -> [UInt8] {
    var bytes = bytes
    switch random.next(8) {
    case 0: return Array(bytes.prefix(random.next(bytes.count)))
    case 1, 2:
      for _ in 0...random.next(3) { bytes[33 + random.next(bytes.count - 33)] ^= UInt8(1 + random.next(255)) }
    case 3:
      // The first row's filter byte, past IDAT's length and type and the zlib and stored-block headers.
      if bytes.count > 33 + 8 + 2 + 5 { bytes[33 + 8 + 2 + 5] = UInt8(5 + random.next(250)) }
    default: break
    }
    return bytes
  }

  static func reason(_ body: () throws(PictureError) -> Void) -> String? {
    do throws(PictureError) {
      try body()
      return nil
    } catch {
      return error.reason
    }
  }

  /// Also asserts that the cases are not all one outcome: pictures pass, and several reasons
  /// are given.
  @Test func checkingAPictureSaysWhatDecodingItSmallSays() {
    var reasons = Set<String?>()
    for seed in 0..<500 as Range<UInt64> {
      var random = Generator(state: seed)
      let bytes = Self.picture(&random)
      let checked = Self.reason { () throws(PictureError) in try PictureDecoder.check(bytes) }
      let decoded = Self.reason { () throws(PictureError) in _ = try PictureDecoder.decode(bytes, fitting: PictureDecoder.checkedSize) }
      #expect(checked == decoded, "seed \(seed)")
      reasons.insert(checked)
    }
    #expect(reasons.contains(nil))
    #expect(reasons.count >= 4, "\(reasons)")
  }
}
