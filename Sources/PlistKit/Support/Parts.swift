import Dispatch
import Foundation

/// Splits `0..<count` into ranges, one a core (`count(for:minimum:)`) or several a core
/// (`pieces(for:minimum:)`), and runs `body` on each, on the cores' threads (each range goes to
/// whichever is free); with one range, on the caller. `body` gets the part's number, for slots
/// of its own, and its range; parts must write only what is theirs. For this package's
/// modules only (`package`): not part of PlistKit's library API.
@usableFromInline package enum Parts {
  /// How many parts `count` items make, none smaller than `minimum`: one a core, at most 8.
  @inlinable package static func count(for count: Int, minimum: Int) -> Int {
    max(1, min(most, count / minimum))
  }

  /// The most parts work is cut into: the cores, at most 8 (asked once: each asking is a
  /// system call, and a reader asks for every value it builds).
  @usableFromInline package static let most = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

  /// How many pieces to cut `count` items into when any core may take any piece: several a
  /// core, so that a core slowed by another process (or given the larger items) does not hold
  /// the rest up at the end; none smaller than `minimum`, at most `mostPieces`.
  @inlinable package static func pieces(for count: Int, minimum: Int) -> Int {
    let cores = self.count(for: count, minimum: minimum)
    return cores > 1 ? min(count / minimum, cores * piecesPerCore) : 1
  }

  /// Pieces a core, where any core may take any piece (see `pieces(for:minimum:)`).
  @usableFromInline package static let piecesPerCore = 8

  /// The most pieces `pieces(for:minimum:)` cuts work into: slots kept a piece number no more.
  @usableFromInline package static let mostPieces = most * piecesPerCore

  /// The range part `part` of `parts` takes.
  @inlinable package static func range(_ part: Int, of parts: Int, over count: Int) -> Range<Int> {
    (count * part / parts)..<(count * (part + 1) / parts)
  }

  @inlinable package static func run(_ parts: Int, over count: Int, _ body: (_ part: Int, _ range: Range<Int>) -> Void) {
    if parts == 1 {
      body(0, 0..<count)
      return
    }
    withoutActuallyEscaping(body) { body in
      let shared = Unchecked(body)
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        shared.value(part, range(part, of: parts, over: count))
      }
    }
  }
}

extension Parts {
  /// An array of `count` elements made in `parts` parts on the cores' threads: `body` gets its
  /// part's number, its range and the array's first slot, and must initialize exactly the
  /// slots of its range (`slots + n` for each `n` in it), as no other part touches them.
  @inlinable package static func array<Element>(
    count: Int, parts: Int, _ body: (_ part: Int, _ range: Range<Int>, _ slots: UnsafeMutablePointer<Element>) -> Void
  ) -> [Element] {
    [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        let slots = Unchecked(base)
        run(parts, over: count) { part, range in body(part, range, slots.value) }
      }
      initialized = count
    }
  }
}

extension Parts {
  /// `lists` laid end to end (`starts` where each begins, `total` elements in all), moved on
  /// `pieces` pieces of the cores: a piece moves the lists that begin in its range, so no list
  /// is split. Each list moved from is filled again with `placeholder`, so that letting it go
  /// frees no element twice.
  static func joined<Element>(moving lists: inout [[Element]], starts: [Int], total: Int, placeholder: Element, pieces: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: total) { joined, initialized in
      defer { initialized = total }
      guard let target = joined.baseAddress else { return }
      lists.withUnsafeMutableBufferPointer { lists in
        let shared = Unchecked((target, lists, placeholder))
        run(pieces, over: total) { _, range in
          let (target, lists, placeholder) = shared.value
          var list = starts.firstIndex { $0 >= range.lowerBound } ?? lists.count
          while list < lists.count, starts[list] < range.upperBound {
            lists[list].withUnsafeMutableBufferPointer { source in
              guard let first = source.baseAddress else { return }
              (target + starts[list]).moveInitialize(from: first, count: source.count)
              first.initialize(repeating: placeholder, count: source.count)
            }
            list += 1
          }
        }
      }
    }
  }
}

/// Hands values that are not `Sendable` to the threads of `Parts.run`, which share them only
/// for reading or write disjoint pieces of them (each use says which). Package-only, as `Parts`.
@usableFromInline package struct Unchecked<Value>: @unchecked Sendable {
  @usableFromInline package let value: Value
  @inlinable package init(_ value: Value) { self.value = value }
}
