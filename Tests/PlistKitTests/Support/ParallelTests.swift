import Dispatch
import Foundation
import Testing
@testable import PlistKit

/// Work cut into parts gives what the same work done in one go gives, whatever the cut.
struct ParallelTests {
  static let counts = [0, 1, 7, 1_000, 100_003]
  static let partCounts = [1, 2, 3, 8, 64]

  @Test(arguments: counts, partCounts)
  func eachPartsResultComesInTheRangesOrder(count: Int, parts: Int) {
    let sums = Parallel.map(parts: parts, over: count) { part, range in (part, range, range.reduce(0, +)) }
    #expect(sums.map(\.0) == Array(0..<parts))
    #expect(sums.map(\.1) == (0..<parts).map { Parallel.range($0, of: parts, over: count) })
    #expect(sums.map(\.2).reduce(0, +) == (0..<count).reduce(0, +))
  }

  @Test(arguments: counts, partCounts)
  func anArrayMadeInPartsIsTheArrayMadeInOrder(count: Int, parts: Int) {
    let made = Parallel.array(count: count, parts: parts) { range, filler in
      for i in range { filler.append("item \(i)") }
    }
    #expect(made == (0..<count).map { "item \($0)" })
  }

  @Test(arguments: [1, 2, 5, 64])
  func listsJoinedByMovingAreTheListsLaidEndToEnd(pieces: Int) {
    var lists = (0..<40).map { list in (0..<(list * 37 % 11)).map { "list \(list) item \($0)" } }
    let expected = lists.flatMap { $0 }
    let joined = Parallel.joined(moving: &lists, placeholder: "", minimum: max(1, expected.count / pieces))
    #expect(joined == expected)
    #expect(lists.isEmpty)
  }

  /// The standard library's array made with uninitialised capacity writes its count even when
  /// it is empty, into the one empty array every empty array shares; made from several
  /// threads at once, that is a race (ThreadSanitizer reports it), so the parts never ask it
  /// for an empty array.
  @Test func emptyArraysMadeOnManyThreadsAtOnceShareNothingWritten() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)").path
    try Data().write(to: URL(fileURLWithPath: empty))
    defer { try? FileManager.default.removeItem(atPath: empty) }
    let made = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<200 {
        let filled = Parallel.array(count: 0, parts: 2) { (_: Range<Int>, _: inout PartFiller<Int>) in }
        let checked = Parts.array(count: 0, parts: 2) { (_, index) throws(ModelError) in index }
        var lists: [[Int]] = [[], [], []]
        let joined = Parallel.joined(moving: &lists, placeholder: 0, minimum: 1)
        let read = (try? FileBytes.contents(of: empty))?.count ?? -1
        made.withLock { $0.append(filled.count + ((try? checked.get())?.count ?? -1) + joined.count + read) }
      }
    }
    #expect(made.withLock { $0 } == Array(repeating: 0, count: 1_600))
  }

  @Test func aLockedValueLosesNoChangeFromManyThreads() {
    let counter = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test func aPartThatLeavesASlotEmptyStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      _ = Parallel.array(count: 10, parts: 2) { range, filler in
        for i in range.dropLast() { filler.append(i) }
      }
    }
  }

  @Test func aPartThatAppendsPastItsRangeStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      _ = Parallel.array(count: 10, parts: 2) { range, filler in
        for i in range { filler.append(i) }
        filler.append(-1)
      }
    }
  }
}
