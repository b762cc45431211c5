import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Work cut into parts run on the cores' threads, and the raw memory the parts write: with
/// `Pipeline`, the only place in the library that starts threads. Every reader, writer and
/// model decode that works in parts comes here; the modes and commands come through
/// `Parallel`, which gives and takes values only.
///
/// Invariants:
/// - `run` returns only when every part has returned; nothing a part was lent outlives it.
/// - A part writes only what is its own: its slot of a `PartSlots`, the slots of a
///   `SharedSlots` in its range (or those its walk claimed), its range of the array `array`
///   makes. Reading what another part writes during the run is a race.
/// - What the parts share for reading (`Unchecked`) is not changed by anyone during the run.
/// - A slot is initialized once and ended once: `PartSlots` and `SharedSlots` are made whole
///   and end their values themselves.
/// - No array of no elements is made with `init(unsafeUninitializedCapacity:)`: the standard
///   library then writes the count 0 into the one empty array all empty arrays share, a race
///   when two threads do it (ThreadSanitizer reports it).
@usableFromInline enum Parts {
  /// How many parts `count` items make, none smaller than `minimum`: one a core, at most 8.
  @inlinable static func count(for count: Int, minimum: Int) -> Int {
    max(1, min(most, count / minimum))
  }

  /// The most parts work is cut into: the cores, at most 8 (asked once: each asking is a
  /// system call, and a reader asks for every value it builds).
  @usableFromInline static let most = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

  /// How many pieces to cut `count` items into when any core may take any piece: several a
  /// core, so that a core slowed by another process (or given the larger items) does not hold
  /// the rest up at the end; none smaller than `minimum`, at most `mostPieces`.
  @inlinable static func pieces(for count: Int, minimum: Int) -> Int {
    let cores = self.count(for: count, minimum: minimum)
    return cores > 1 ? min(count / minimum, cores * piecesPerCore) : 1
  }

  /// Pieces a core, where any core may take any piece (see `pieces(for:minimum:)`).
  @usableFromInline static let piecesPerCore = 8

  /// The most pieces `pieces(for:minimum:)` cuts work into.
  @usableFromInline static let mostPieces = most * piecesPerCore

  /// The range part `part` of `parts` takes.
  @inlinable static func range(_ part: Int, of parts: Int, over count: Int) -> Range<Int> {
    (count * part / parts)..<(count * (part + 1) / parts)
  }

  /// Runs `body` for each of `parts` ranges of `0..<count` on the cores' threads (each range to
  /// whichever is free); with one range, on the caller. Returns when all have run.
  @inlinable static func run(_ parts: Int, over count: Int, _ body: (_ part: Int, _ range: Range<Int>) -> Void) {
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

  /// What `body` makes of each of `parts` ranges of `0..<count`, in the ranges' order.
  @inlinable static func map<Result>(_ parts: Int, over count: Int, _ body: (_ part: Int, _ range: Range<Int>) -> Result) -> [Result] {
    let results = PartSlots<Result?>(count: parts, repeating: nil)
    defer { results.deallocate() }
    run(parts, over: count) { part, range in results[part] = body(part, range) }
    // Copied out (a result a part): `deallocate` ends what the slots hold.
    return (0..<parts).map { results[$0]! }
  }

  /// An array of `count` elements made in `parts` parts: `body` gets its part's number, its
  /// range and the array's first slot, and must initialize exactly the slots of its range
  /// (`slots + n` for each `n` in it), as no other part touches them.
  @inlinable static func array<Element>(
    count: Int, parts: Int, _ body: (_ part: Int, _ range: Range<Int>, _ slots: UnsafeMutablePointer<Element>) -> Void
  ) -> [Element] {
    guard count > 0 else { return [] }
    return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        let slots = Unchecked(base)
        run(parts, over: count) { part, range in body(part, range, slots.value) }
      }
      initialized = count
    }
  }

  /// An array of `count` elements made in `parts` parts, element `index` by
  /// `make(part, index)`, each part its range in order; or, when elements fail, the failure of
  /// the first that failed by index. A part stops at its first failure, and the elements made
  /// are then let go.
  @inlinable static func array<Element, Failure: Error>(
    count: Int, parts: Int, _ make: (_ part: Int, _ index: Int) throws(Failure) -> Element
  ) -> Result<[Element], Failure> {
    guard count > 0 else { return .success([]) }
    // Where each part stopped (the count it made) and why, one slot per part.
    let made = PartSlots(count: parts, repeating: 0)
    let failures = PartSlots<Failure?>(count: parts, repeating: nil)
    defer {
      made.deallocate()
      failures.deallocate()
    }
    let elements = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
      initialized = 0
      guard let base = buffer.baseAddress else { return }
      let slots = Unchecked(base)
      run(parts, over: count) { part, range in
        for index in range {
          do throws(Failure) {
            (slots.value + index).initialize(to: try make(part, index))
            made[part] += 1
          } catch {
            failures[part] = error
            return
          }
        }
      }
      if (0..<parts).contains(where: { failures[$0] != nil }) {
        for part in 0..<parts { (base + range(part, of: parts, over: count).lowerBound).deinitialize(count: made[part]) }
      } else {
        initialized = count
      }
    }
    if let failure = (0..<parts).lazy.compactMap({ failures[$0] }).first { return .failure(failure) }
    return .success(elements)
  }

  /// `lists` laid end to end (`starts` where each begins, `total` elements in all), moved on
  /// `pieces` pieces of the cores: a piece moves the lists that begin in its range, so no list
  /// is split. Each list moved from is filled again with `placeholder`, so that letting it go
  /// frees no element twice.
  static func joined<Element>(moving lists: inout [[Element]], starts: [Int], total: Int, placeholder: Element, pieces: Int) -> [Element] {
    guard total > 0 else { return [] }
    return [Element](unsafeUninitializedCapacity: total) { joined, initialized in
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
/// for reading or write disjoint pieces of them (each use says which).
@usableFromInline struct Unchecked<Value>: @unchecked Sendable {
  @usableFromInline let value: Value
  @inlinable init(_ value: Value) { self.value = value }
}

/// A value for each part of a `Parts.run`, each in cache lines of its own. Parts whose values
/// lay side by side in one line, each writing only its own, still took the line from each
/// other at every write (false sharing): adding a problem to a part's list of lint problems
/// spent four fifths of its own time waiting for that line (by `perf record`).
///
/// Not a collection and not freed by itself: made before the run, read and written by part
/// (`[part]`, `pointer(part)`), and given back with `deallocate()`.
@usableFromInline struct PartSlots<Element>: @unchecked Sendable {
  @usableFromInline let base: UnsafeMutableRawPointer
  /// Bytes from one part's value to the next: whole pairs of 64-byte lines, as a core's
  /// prefetcher takes lines in pairs. Kept, not computed: in code generic over the element,
  /// its size is asked of the runtime.
  @usableFromInline let stride: Int
  @usableFromInline let count: Int

  /// `count` slots, each holding `value`.
  @inlinable init(count: Int, repeating value: Element) {
    self.count = count
    stride = (MemoryLayout<Element>.stride + 127) / 128 * 128
    base = .allocate(byteCount: max(1, count) * stride, alignment: 128)
    for part in 0..<count { (base + part * stride).initializeMemory(as: Element.self, to: value) }
  }

  /// Part `part`'s value, in place.
  @inlinable func pointer(_ part: Int) -> UnsafeMutablePointer<Element> {
    precondition(part >= 0 && part < count, "a part slot past the last")
    return (base + part * stride).assumingMemoryBound(to: Element.self)
  }

  @inlinable subscript(part: Int) -> Element {
    unsafeAddress { UnsafePointer(pointer(part)) }
    nonmutating unsafeMutableAddress { pointer(part) }
  }

  /// Ends every slot's value and frees the slots.
  @inlinable func deallocate() {
    for part in 0..<count { pointer(part).deinitialize(count: 1) }
    base.deallocate()
  }
}

/// `count` values side by side, read and written in place by index, from several threads at
/// once when each writes only the slots that are its own (a part's range, or the objects its
/// walk met) and reads no slot another is writing: a table of a file's objects, filled by the
/// parts of a check. Every slot holds a value from `init` to `deallocate`. A value, not a
/// class, so that reading a slot counts no reference (every core reads the tables of one
/// file, and a count they all changed would pass its cache line between them); the owner
/// calls `deallocate` once, when no copy is used any more.
@usableFromInline struct SharedSlots<Element>: @unchecked Sendable {
  @usableFromInline let base: UnsafeMutablePointer<Element>
  @usableFromInline let count: Int

  init(count: Int, repeating value: Element) {
    self.count = count
    base = .allocate(capacity: max(1, count))
    base.initialize(repeating: value, count: count)
  }

  /// Ends every slot's value and frees the slots.
  func deallocate() {
    base.deinitialize(count: count)
    base.deallocate()
  }

  @inlinable @inline(__always)
  subscript(i: Int) -> Element {
    get {
      precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "a slot past the table's end")
      return base[i]
    }
    nonmutating set {
      precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "a slot past the table's end")
      base[i] = newValue
    }
  }

  /// Sets every slot of `range` to `value`.
  func fill(_ range: Range<Int>, with value: Element) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "slots past the table's end")
    (base + range.lowerBound).update(repeating: value, count: range.count)
  }
}

/// `count` slots of which only some hold a value, made and ended by index: a binary file's
/// table of strings, a slot an object, where only string objects' slots are ever written (a
/// table of a million objects is not written through, nor its pages touched, when few are
/// strings). The owner knows which slots hold a value: it reads only those, makes each once
/// (from any thread, each slot by one), ends each (`end`) and then frees the table
/// (`deallocate`). A value, as `SharedSlots` is.
struct SparseSlots<Element>: @unchecked Sendable {
  private let base: UnsafeMutablePointer<Element>
  let count: Int

  init(count: Int) {
    self.count = count
    base = .allocate(capacity: max(1, count))
    Pages.preferHuge(UnsafeMutableRawPointer(base), byteCount: count * MemoryLayout<Element>.stride)
  }

  /// Frees the slots; every value made must have been ended.
  func deallocate() {
    base.deallocate()
  }

  /// Makes slot `i`'s value.
  @inline(__always)
  func initialize(_ i: Int, to value: consuming Element) {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "a slot past the table's end")
    (base + i).initialize(to: value)
  }

  /// Slot `i`'s value; the slot must hold one.
  @inline(__always)
  subscript(i: Int) -> Element {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "a slot past the table's end")
    return base[i]
  }

  /// Ends slot `i`'s value.
  @inline(__always)
  func end(_ i: Int) {
    precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "a slot past the table's end")
    (base + i).deinitialize(count: 1)
  }
}
