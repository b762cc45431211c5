import Dispatch

/// Work cut into parts that run on the cores' threads, given and taken as values: each part's
/// work is a `@Sendable` function of its range that makes what it is asked for, so the
/// compiler checks that the parts share nothing they could change. Lint, the shop's search
/// and the commands cut their work through this; threads and raw memory stay in `Parts`.
/// For this package's modules (`package`), not part of PlistKit's library API.
package enum Parallel {
  /// How many cores work is cut for (at most 8).
  package static var cores: Int { Parts.most }

  /// How many parts `count` items make, none smaller than `minimum`: one a core, at most 8.
  package static func parts(for count: Int, minimum: Int) -> Int { Parts.count(for: count, minimum: minimum) }

  /// How many pieces to cut `count` items into when any core may take any piece (see
  /// `Parts.pieces(for:minimum:)`).
  package static func pieces(for count: Int, minimum: Int) -> Int { Parts.pieces(for: count, minimum: minimum) }

  /// The range part `part` of `parts` takes of `0..<count`.
  package static func range(_ part: Int, of parts: Int, over count: Int) -> Range<Int> {
    Parts.range(part, of: parts, over: count)
  }

  /// What `body` makes of each of `parts` ranges of `0..<count`, in the ranges' order.
  package static func map<Result: Sendable>(
    parts: Int, over count: Int, _ body: @Sendable (_ part: Int, _ range: Range<Int>) -> Result
  ) -> [Result] {
    Parts.map(max(1, parts), over: count, body)
  }

  /// An array of `count` elements made in `parts` parts: `body` appends exactly the elements
  /// of its range, in order, to its filler (a part that appends more or fewer stops the
  /// program: the array would have a hole or an overlap).
  package static func array<Element: Sendable>(
    count: Int, parts: Int, _ body: @Sendable (_ range: Range<Int>, _ filler: inout PartFiller<Element>) -> Void
  ) -> [Element] {
    Parts.array(count: count, parts: max(1, parts)) { _, range, slots in
      var filler = PartFiller(slots, range)
      body(range, &filler)
      filler.finish()
    }
  }

  /// `lists` laid end to end, their elements moved (not copied) on every core; each list moved
  /// from is left holding `placeholder` as many times as it held elements, and is let go.
  /// A list is never split between two cores.
  package static func joined<Element: Sendable>(moving lists: inout [[Element]], placeholder: Element, minimum: Int) -> [Element] {
    var starts: [Int] = []
    starts.reserveCapacity(lists.count)
    var total = 0
    for list in lists {
      starts.append(total)
      total += list.count
    }
    let joined = Parts.joined(moving: &lists, starts: starts, total: total, placeholder: placeholder,
                              pieces: Parts.pieces(for: total, minimum: minimum))
    lists = []
    return joined
  }
}

/// Where one part of `Parallel.array` puts its elements: each appended goes to the next slot
/// of the part's range, checked against the range's end.
package struct PartFiller<Element>: ~Copyable {
  private let slots: UnsafeMutablePointer<Element>
  private let end: Int
  private var next: Int

  init(_ slots: UnsafeMutablePointer<Element>, _ range: Range<Int>) {
    self.slots = slots
    end = range.upperBound
    next = range.lowerBound
  }

  /// Puts `element` in the next slot of the part's range.
  package mutating func append(_ element: consuming Element) {
    precondition(next < end, "a part of Parallel.array appended more elements than its range holds")
    (slots + next).initialize(to: element)
    next += 1
  }

  /// Checks that every slot of the range was filled.
  consuming func finish() {
    precondition(next == end, "a part of Parallel.array left slots of its range empty")
  }
}

/// A value that several threads read and change, each access under one lock: a cache made on
/// first use, a save waiting to be written. The only way in is `withLock`, so no access goes
/// around the lock. For this package's modules (`package`).
package final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = PlainLock()
  // Read and written only inside `withLock`, which holds `lock`.
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock; what `body` returns is handed back.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// A lock for this package's modules: a semaphore of one, as `NSLock` would bring all of
/// Foundation (and its 60 MB of Unicode tables) into the program.
package final class PlainLock: Sendable {
  private let semaphore = DispatchSemaphore(value: 1)

  package init() {}

  package func lock() { semaphore.wait() }

  package func unlock() { semaphore.signal() }

  /// Runs `body` holding the lock.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
