import Testing
@testable import PlistKit

@Suite struct PartSlotsTests {
  /// A value larger than a line pair, to be given more than one.
  struct Wide: Equatable {
    var words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var tag = ""
    static func == (a: Wide, b: Wide) -> Bool { a.tag == b.tag && a.words.17 == b.words.17 }
  }

  @Test(arguments: [1, 2, 16])
  func eachPartsValueLiesInLinesOfItsOwnAndIsWrittenInPlace(count: Int) {
    let slots = PartSlots(count: count, repeating: Wide())
    defer { slots.deallocate() }
    let addresses = (0..<count).map { Int(bitPattern: slots.pointer($0)) }
    #expect(addresses.allSatisfy { $0 % 128 == 0 })
    #expect(zip(addresses, addresses.dropFirst()).allSatisfy { $1 - $0 == 256 })
    // Written from the cores at once, each part its own value.
    Parts.run(count, over: count) { part, _ in
      slots[part].tag = "part \(part)"
      slots[part].words.17 = part
    }
    #expect((0..<count).map { slots[$0].tag } == (0..<count).map { "part \($0)" })
    #expect((0..<count).map { slots[$0].words.17 } == Array(0..<count))
  }

  @Test func smallValuesAreStillALinePairApart() {
    let slots = PartSlots(count: 3, repeating: 7)
    defer { slots.deallocate() }
    #expect(Int(bitPattern: slots.pointer(2)) - Int(bitPattern: slots.pointer(0)) == 256)
    #expect((0..<3).map { slots[$0] } == [7, 7, 7])
  }
}
