import Testing
@testable import PlistKit

/// Values made on the pipeline's thread come to the caller in order, never more than `ahead`
/// waiting, and a taker that stops ends the maker early.
struct PipelineTests {
  @Test(arguments: [0, 1, 5, 1_000], [1, 2, 4])
  func everyValueComesInTheOrderItWasGiven(count: Int, ahead: Int) {
    var taken: [Int] = []
    Pipeline.run(ahead: ahead, make: { handoff in
      for i in 0..<count { handoff.give(i) }
    }) { value in
      taken.append(value)
      return true
    }
    #expect(taken == Array(0..<count))
  }

  @Test(arguments: [1, 2, 4])
  func noMoreThanAheadValuesWaitUntaken(ahead: Int) {
    let given = Locked(0)
    var mostWaiting = 0
    var taken = 0
    Pipeline.run(ahead: ahead, make: { handoff in
      for i in 0..<500 {
        // Counted before it is given: the count may run one ahead of the values given.
        given.withLock { $0 += 1 }
        handoff.give(i)
      }
    }) { _ in
      taken += 1
      mostWaiting = max(mostWaiting, given.withLock { $0 } - taken)
      return true
    }
    #expect(taken == 500)
    // The values in the slots, and the one whose give waits for room.
    #expect(mostWaiting <= ahead + 1)
  }

  @Test func aTakerThatStopsEndsTheMakerAndTakesNothingMore() throws {
    let refusedAt = Locked<Int?>(nil)
    var taken: [Int] = []
    Pipeline.run(ahead: 2, make: { handoff in
      for i in 0..<100_000 where !handoff.give(i) {
        refusedAt.withLock { $0 = i }
        return
      }
    }) { value in
      taken.append(value)
      return value < 9
    }
    #expect(taken == Array(0...9))
    // Given after the stop: at most the values in the two slots, the one that waited for room
    // and the one refused.
    let refused = try #require(refusedAt.withLock { $0 })
    #expect(refused > 9 && refused <= 9 + 2 + 2)
  }
}
