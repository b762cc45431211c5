@testable import PlistKit
import Testing

struct CopyOnWriteTests {
  @Test func aCopySharesTheValueUntilOneChangesIt() {
    let first = CopyOnWrite([1, 2, 3])
    var second = first
    #expect(second.isShared(with: first))
    second.modify { $0.append(4) }
    #expect(!second.isShared(with: first))
    #expect(first.value == [1, 2, 3])
    #expect(second.value == [1, 2, 3, 4])
  }

  @Test func copiesChangedOnManyThreadsKeepTheirOwnValues() async {
    let shared = CopyOnWrite(Array(0..<1_000))
    let sums = await withTaskGroup(of: Int.self) { group in
      for step in 1...8 {
        group.addTask {
          var mine = shared
          mine.modify { values in for i in values.indices { values[i] += step } }
          return mine.value.reduce(0, +)
        }
      }
      var sums: [Int] = []
      for await sum in group { sums.append(sum) }
      return sums.sorted()
    }
    #expect(sums == (1...8).map { 499_500 + 1_000 * $0 })
    #expect(shared.value == Array(0..<1_000))
  }

  @Test func dictionariesOfTheSameKeysShareThemUntilOneAddsAKey() {
    let first = PlistDictionary([("a", .integer(1)), ("b", .integer(2))])
    var second = first
    #expect(second.keyShape.isShared(with: first.keyShape))
    second["c"] = .integer(3)
    #expect(!second.keyShape.isShared(with: first.keyShape))
    #expect(first.keys == ["a", "b"])
    #expect(second.keys == ["a", "b", "c"])
  }
}
