import Testing
@testable import PlistKit

struct PathTextTests {
  static let names: [(bytes: [UInt8], shown: String)] = [
    (Array("pack".utf8), "pack"),
    (Array("猜图".utf8), "猜图"),
    ([0x78, 0xFF], "x\u{10FFFF}"),
    // GBK for 月亮: not UTF-8, each byte kept.
    ([0xD4, 0xC2, 0xC1, 0xC1], "\u{10FFD4}\u{10FFC2}\u{10FFC1}\u{10FFC1}"),
    // A truncated sequence, an overlong slash and a UTF-8 surrogate: each byte escaped.
    ([0xE7, 0x8C], "\u{10FFE7}\u{10FF8C}"),
    ([0xC0, 0xAF], "\u{10FFC0}\u{10FFAF}"),
    ([0xED, 0xA0, 0x80], "\u{10FFED}\u{10FFA0}\u{10FF80}"),
    // A name that really holds U+10FFFF is escaped byte by byte, so it cannot pass for 0xFF.
    (Array("\u{10FFFF}".utf8), "\u{10FFF4}\u{10FF8F}\u{10FFBF}\u{10FFBF}"),
  ]

  @Test("names hold their bytes exactly", arguments: names)
  func exact(name: (bytes: [UInt8], shown: String)) {
    #expect(PathText.string(name.bytes) == name.shown)
    #expect(PathText.bytes(name.shown) == name.bytes)
  }

  @Test func everyByteStringComesBack() {
    var generator = SplitMix64(seed: 24)
    for _ in 0..<5_000 {
      let count = Int(generator.next() % 12)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      #expect(PathText.bytes(PathText.string(bytes)) == bytes)
    }
  }

  @Test func aCStringHasTheBytes() {
    let name = PathText.string([0x61, 0xFF, 0x62])
    let seen = PathText.withCString(name) { pointer in (0..<4).map { UInt8(bitPattern: pointer[$0]) } }
    #expect(seen == [0x61, 0xFF, 0x62, 0])
  }
}
