import Testing
@testable import PlistKit

/// A binary plist laid out by hand with 2-byte offsets and references; `refs` in each object
/// are object numbers, written after `marker`.
private func binaryWithSharing(_ objects: [(marker: UInt8, refs: [Int])], strings: [String] = [], top: Int) -> [UInt8] {
  var bytes = Array("bplist00".utf8)
  var offsets: [Int] = []
  for object in objects {
    offsets.append(bytes.count)
    bytes.append(object.marker)
    for ref in object.refs { bytes += [UInt8(ref >> 8), UInt8(ref & 0xFF)] }
  }
  for string in strings {
    offsets.append(bytes.count)
    bytes += [0x50 | UInt8(string.utf8.count)] + Array(string.utf8)
  }
  let table = bytes.count
  for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
  bytes += [0, 0, 0, 0, 0, 0, 2, 2]
  for word in [offsets.count, top, table] { bytes += (0..<8).reversed().map { UInt8((word >> ($0 * 8)) & 0xFF) } }
  return bytes
}

/// Containers referenced from several places are read once per place: what that expands to is
/// bounded, so a small file cannot make a reader run for ever or recurse without end.
struct SharedContainerTests {
  @Test func aContainerSharedAFewTimesReadsAsCopies() throws {
    // [X, X, X] with X = ["a"]: object 0 is the top, 1 is X, 2 the string.
    let bytes = binaryWithSharing([(0xA3, [1, 1, 1]), (0xA1, [2])], strings: ["a"], top: 0)
    let x = PlistValue.array([.string("a")])
    #expect(try PlistReader.read(bytes) == .array([x, x, x]))
  }

  @Test func containersDoublingFortyTimesAreRefused() {
    // Object i holds object i+1 twice; the last holds a string: 2^40 values from 130 bytes.
    let objects = (0..<40).map { i in (marker: UInt8(0xA2), refs: [i + 1, i + 1]) }
    let bytes = binaryWithSharing(objects, strings: ["x"], top: 0)
    let limit = 4 * bytes.count + (1 << 16)
    // Bottom up, object 24 is the first to expand past the limit: 2^17 values.
    #expect(throws: PlistError("shared containers expand this file to more than \(limit) values, the most its \(bytes.count) bytes may hold",
                               at: .offset(8 + 5 * 24))) {
      try PlistReader.read(bytes)
    }
  }

  /// Telling a bare file's mode reads only the root's first element: the same bound holds there,
  /// and for a chain under the first element, under the top, or both.
  @Test("the first element alone is bounded as the whole file is", arguments: [0, 1, 5])
  func firstElementExpansionIsRefused(prefix: Int) {
    // The top holds `prefix` strings' worth of nothing: its first element is object 1, the
    // chain's head; objects 1 … 40 each hold the next twice.
    let objects = [(marker: UInt8(0xA1), refs: [1])] + (1...40).map { i in (marker: UInt8(0xA2), refs: [i + 1, i + 1]) }
    var padded = objects
    padded[0] = (marker: UInt8(0xA0 | (1 + prefix)), refs: [1] + Array(repeating: 41, count: prefix))
    let bytes = binaryWithSharing(padded, strings: ["x"], top: 0)
    let limit = 4 * bytes.count + (1 << 16)
    #expect(throws: PlistError.self) { _ = try PlistReader.firstRootElement(bytes) }
    do { _ = try PlistReader.firstRootElement(bytes) } catch {
      #expect(error.reason == "shared containers expand this file to more than \(limit) values, the most its \(bytes.count) bytes may hold")
    }
  }

  @Test func aPathDeeperThanTheLimitThroughASharedChainIsRefused() {
    // Top = [a0, b0]; a0 … a199 each hold the next, a199 holds a string; b0 … b99 each hold
    // the next and b99 holds a0. Each chain alone is shallow, the path through b into a is 301.
    var objects: [(marker: UInt8, refs: [Int])] = [(0xA2, [1, 201])]
    objects += (0..<200).map { i in (0xA1, [i == 199 ? 301 : 2 + i]) }
    objects += (0..<100).map { i in (0xA1, [i == 99 ? 1 : 202 + i]) }
    let bytes = binaryWithSharing(objects, strings: ["x"], top: 0)
    // Heights are found bottom up: the first container found too deep is b43, 257 containers high.
    #expect(throws: PlistError("nesting is deeper than 256 levels (through containers shared between places)",
                               at: .offset(8 + 5 + 3 * (200 + 43)))) {
      try PlistReader.read(bytes)
    }
  }

  @Test func aTreeOfTheSameShapeWithoutSharingStillReads() throws {
    // The two chains of the test above, without the link from b into a: 201 deep at most.
    var objects: [(marker: UInt8, refs: [Int])] = [(0xA2, [1, 201])]
    objects += (0..<200).map { i in (0xA1, [i == 199 ? 301 : 2 + i]) }
    objects += (0..<100).map { i in (0xA1, [i == 99 ? 301 : 202 + i]) }
    #expect(throws: Never.self) { try PlistReader.read(binaryWithSharing(objects, strings: ["x"], top: 0)) }
  }
}
