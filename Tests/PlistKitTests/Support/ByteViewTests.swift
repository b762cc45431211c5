import Foundation
import Testing
@testable import PlistKit

/// The byte view every reader reads through: each read is checked against the end, and each
/// scan it does a word or sixteen bytes at a time gives what a plain loop over the bytes gives.
struct ByteViewTests {
  /// Random bytes of every length around a word's and a block's, from a small alphabet so that
  /// the scans find what they look for.
  static func samples(seed: UInt64) -> [[UInt8]] {
    var rng = SplitMix64(seed: seed)
    let alphabet: [UInt8] = [0x20, 0x0A, 0x09, 0x0D, 0x3C, 0x26, 0x41, 0x61, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x00]
    return (Array(0..<40) + [63, 64, 65, 255, 256, 4_095, 4_097, 70_000]).map { length in
      (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
    }
  }

  @Test func wordsAreTheBytesTheyCoverAndZeroPastTheEnd() {
    for bytes in Self.samples(seed: 1) where bytes.count < 100 {
      bytes.withByteView { view in
        for offset in -2..<(bytes.count + 2) {
          var expected: UInt64 = 0
          for k in 0..<8 where offset + k >= 0 && offset + k < bytes.count { expected |= UInt64(bytes[offset + k]) << UInt64(8 * k) }
          #expect(view.littleEndianWord(at: offset) == expected, "\(bytes) at \(offset)")
        }
        for size in 1...8 {
          for offset in 0...max(0, bytes.count - size) where offset + size <= bytes.count {
            let expected = bytes[offset..<(offset + size)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            #expect(view.bigEndian(at: offset, size: size) == expected)
          }
        }
      }
    }
  }

  @Test func shortRunsAreTheirBytesAsTwoWordsAnywhereInTheView() {
    for bytes in Self.samples(seed: 3) where bytes.count < 100 {
      bytes.withByteView { view in
        for start in 0..<bytes.count {
          for length in 1...min(16, bytes.count - start) {
            var expected: (UInt64, UInt64) = (0, 0)
            for k in 0..<length {
              if k < 8 { expected.0 |= UInt64(bytes[start + k]) << UInt64(8 * k) } else { expected.1 |= UInt64(bytes[start + k]) << UInt64(8 * (k - 8)) }
            }
            let words = view.shortWords(start..<(start + length))
            #expect(words.low == expected.0 && words.high == expected.1, "\(bytes) at \(start), \(length) bytes")
          }
        }
      }
    }
  }

  @Test func scansFindWhatAPlainLoopFinds() {
    for bytes in Self.samples(seed: 2) {
      bytes.withByteView { view in
        let all = 0..<bytes.count
        #expect(view.newlines(in: all) == bytes.filter { $0 == 0x0A }.count)
        #expect(view.isASCII(all) == bytes.allSatisfy { $0 < 0x80 })
        for start in [0, 1, 7, bytes.count / 2, bytes.count] where start <= bytes.count {
          #expect(view.firstIndex(of: 0x3C, from: start) == bytes.indices.first { $0 >= start && bytes[$0] == 0x3C })
          let spaces: Set<UInt8> = [0x20, 0x0A, 0x09, 0x0D]
          #expect(view.skippingWhiteSpace(from: start) == (start..<bytes.count).first { !spaces.contains(bytes[$0]) } ?? bytes.count)
          #expect(view.plainTextEnd(from: start) == (start..<bytes.count).first { bytes[$0] == 0x3C || bytes[$0] == 0x26 } ?? bytes.count)
        }
        #expect(view.array(all) == bytes)
        #expect(view.data(all) == Data(bytes))
        #expect(view.lossyString(all) == String(decoding: bytes, as: UTF8.self))
        #expect(view.string(all) == (String(validating: bytes, as: UTF8.self)))
      }
    }
  }

  @Test func equalBytesHashAlikeAndCompareEqual() {
    let text = Array("the same twenty-three b".utf8)
    let twice = text + [0x2C] + text
    twice.withByteView { view in
      let first = 0..<text.count, second = (text.count + 1)..<twice.count
      #expect(view.hash(first) == view.hash(second))
      #expect(view.same(at: first.lowerBound, as: second.lowerBound, length: text.count))
      #expect(view.same(first, as: view, second))
      #expect(!view.same(first, as: view, 1..<(text.count + 1)))
      #expect(view.hash(first) != view.hash(1..<(text.count + 1)))
      #expect(view.matches("the same", at: 0) && view.matches("twenty", at: text.count + 10))
      #expect(view.equals("the same", in: 0..<8) && !view.equals("the same", in: 0..<9))
      #expect(view.starts(with: Array("the".utf8)) && !view.starts(with: Array("tha".utf8)))
    }
  }

  @Test func aSliceIsCountedFromItsOwnStart() {
    Array("0123456789".utf8).withByteView { view in
      let slice = view.slice(3..<7)
      #expect(slice.count == 4)
      #expect(slice.array(0..<4) == Array("3456".utf8))
      #expect(slice[0] == UInt8(ascii: "3"))
    }
  }

  @Test(arguments: ["a", "abc", "猜图", "é", "e\u{301}", "👍🇨🇳", "tab\there", "K", "\u{212A}", ""])
  func utf16UnitsAreTheStringsOwn(_ text: String) {
    var units: [UInt16] = []
    ByteView.lend(text) { view in view.forEachUTF16Unit(0..<view.count) { units.append($0) } }
    #expect(units == Array(text.utf16))
  }

  /// Keys compare by their bytes: canonically equal text written otherwise is another key.
  @Test(arguments: [
    ("name", "name", true), ("name", "nam", false), ("K", "\u{212A}", false), ("é", "e\u{301}", false),
    ("猜图", "猜图", true), (String(repeating: "长", count: 20), String(repeating: "长", count: 20), true),
    (String(repeating: "a", count: 40) + "b", String(repeating: "a", count: 40) + "c", false), ("", "", true),
  ])
  func keysAreTheSameExactlyWhenTheirBytesAre(_ a: String, _ b: String, same: Bool) {
    #expect(UTF8Text.sameBytes(a, b) == same)
    #expect(PlistNode.sameKey(a, b) == same)
  }

  @Test func aReadPastTheEndStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      _ = [UInt8](repeating: 1, count: 4).withByteView { $0[4] }
    }
    await #expect(processExitsWith: .failure) {
      _ = [UInt8](repeating: 1, count: 4).withByteView { $0.bigEndian(at: 1, size: 4) }
    }
    await #expect(processExitsWith: .failure) {
      _ = [UInt8](repeating: 1, count: 4).withByteView { $0.array(2..<5) }
    }
  }
}

/// The tables a file's parts fill: every slot kept by its index, from several threads.
struct SlotTablesTests {
  @Test func partsWritingTheirOwnSlotsLoseNone() {
    let count = 100_003
    let shared = SharedSlots(count: count, repeating: -1)
    defer { shared.deallocate() }
    let sparse = SparseSlots<String>(count: count)
    Parts.run(8, over: count) { _, range in
      for i in range {
        shared[i] = i * 2
        if i % 3 == 0 { sparse.initialize(i, to: "slot \(i)") }
      }
    }
    #expect((0..<count).allSatisfy { shared[$0] == $0 * 2 })
    #expect((0..<count).filter { $0 % 3 == 0 }.allSatisfy { sparse[$0] == "slot \($0)" })
    for i in stride(from: 0, to: count, by: 3) { sparse.end(i) }
    sparse.deallocate()
  }

  @Test func aSlotPastTheEndStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let slots = SharedSlots(count: 2, repeating: 0)
      _ = slots[2]
    }
  }
}

/// The binary writer's output holds exactly what was put, whatever its growth.
struct ByteOutputTests {
  @Test func whatIsPutIsWhatIsGiven() {
    var out = BinaryOutput()
    var expected: [UInt8] = []
    for n in 0..<20_000 {
      out.reserve(16)
      out.put(UInt8(n & 0xFF))
      out.putUInt(UInt64(n), size: 4)
      expected += [UInt8(n & 0xFF)] + withUnsafeBytes(of: UInt32(n).bigEndian, Array.init)
    }
    out.put("bplist")
    expected += Array("bplist".utf8)
    out.reserve(3)
    out.put(Data([1, 2, 3]))
    expected += [1, 2, 3]
    #expect(out.bytes == expected)
  }

  @Test func aPutPastTheRoomReservedStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      var out = BinaryOutput()
      out.reserve(1 << 16)
      for _ in 0...(1 << 16) { out.put(0) }
    }
  }
}
