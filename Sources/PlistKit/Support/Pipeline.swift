import Dispatch

/// Values made on a thread of their own and taken, in order, on the caller's: a reader runs a
/// few batches ahead of the code that uses what it reads, so the two take two cores between
/// them instead of one after the other. The taker runs on the caller's thread only, so what it
/// calls (a type's `init(from:)`) runs where the caller does, as without the pipeline.
///
/// Invariants:
/// - `run` returns only when the maker has returned; nothing either side was lent outlives it.
/// - A value given is the taker's from then on: the maker neither reads nor changes it after
///   `give` (the slot it lies in is written by the maker only before its `filled` signal, and
///   read and cleared by the taker only after its wait on it), unless the taker gives it back
///   through a `SpareStack`, whose lock orders the two.
/// - At most `ahead` values are made and not yet taken; `give` waits for room.
/// - Once the taker stops (its function returns false), every later value is let go untaken
///   and `give` returns false, so the maker can stop early.
enum Pipeline {
  /// Runs `make` on a thread of its own, handing each value it gives to `take` on the
  /// caller's thread, in order; `take` returns false to stop taking. Returns when `make` has
  /// returned and every value given is taken or let go.
  static func run<Value>(ahead: Int, make: @escaping (Handoff<Value>) -> Void, take: (Value) -> Bool) {
    let handoff = Handoff<Value>(ahead: max(1, ahead))
    let finished = DispatchSemaphore(value: 0)
    let maker = Unchecked(make)
    // A queue of its own: such a queue may start a thread when every pooled one is busy, so
    // the maker never waits for a thread the caller's wait could be holding.
    DispatchQueue(label: "PlistKit.Pipeline").async {
      maker.value(handoff)
      handoff.finish()
      finished.signal()
    }
    var taking = true
    while let value = handoff.next() {
      if taking, !take(value) {
        taking = false
        handoff.stop()
      }
    }
    finished.wait()
  }

  /// The slots values pass through from the maker to the taker.
  final class Handoff<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int
    private let room: DispatchSemaphore
    private let filled = DispatchSemaphore(value: 0)
    /// Written by the maker only (slots given, and whether it has finished).
    private var given = 0
    /// Read and written by the taker only.
    private var taken = 0
    private let lock = PlainLock()
    /// Under `lock`: whether the taker stopped, and how many values the maker gave in all
    /// once it finished.
    private var stopped = false
    private var total: Int?

    init(ahead: Int) {
      count = ahead
      room = DispatchSemaphore(value: ahead)
      slots = .allocate(capacity: ahead)
      slots.initialize(repeating: nil, count: ahead)
    }

    deinit {
      slots.deinitialize(count: count)
      slots.deallocate()
    }

    /// Hands `value` to the taker, waiting for room; false once the taker has stopped (the
    /// value is then let go).
    @discardableResult
    func give(_ value: Value) -> Bool {
      if lock.withLock({ stopped }) { return false }
      room.wait()
      slots[given % count] = value
      given += 1
      filled.signal()
      return true
    }

    /// Called by `run` once the maker has returned.
    fileprivate func finish() {
      lock.withLock { total = given }
      filled.signal()
    }

    fileprivate func stop() { lock.withLock { stopped = true } }

    /// The next value, or nil once the maker has finished and every value is taken.
    fileprivate func next() -> Value? {
      filled.wait()
      if let total = lock.withLock({ total }), taken == total { return nil }
      let value = slots[taken % count].take()
      taken += 1
      room.signal()
      return value
    }
  }
}

/// What the taker of a pipeline gives back for its maker to use again (a batch's storage, so
/// that each batch does not map fresh memory): a stack both threads reach under a lock.
final class SpareStack<Element>: @unchecked Sendable {
  private let lock = PlainLock()
  /// Under `lock`.
  private var spares: [Element] = []

  func push(_ element: Element) { lock.withLock { spares.append(element) } }

  func pop() -> Element? { lock.withLock { spares.popLast() } }
}
