/// A value for each part of a `Parts.run`, each in cache lines of its own. Parts whose values
/// lay side by side in one line, each writing only its own, still took the line from each
/// other at every write (false sharing): adding a problem to a part's list of lint problems
/// spent four fifths of its own time waiting for that line (by `perf record`).
///
/// Not a collection and not freed by itself: made before the run, read and written by part
/// (`[part]`, `pointer(part)`), and given back with `deallocate()`. Package-only, as `Parts`.
@usableFromInline package struct PartSlots<Element>: @unchecked Sendable {
  @usableFromInline let base: UnsafeMutableRawPointer
  /// Bytes from one part's value to the next: whole pairs of 64-byte lines, as a core's
  /// prefetcher takes lines in pairs. Kept, not computed: in code generic over the element,
  /// its size is asked of the runtime.
  @usableFromInline let stride: Int
  @usableFromInline package let count: Int

  /// `count` slots, each holding `value`.
  @inlinable package init(count: Int, repeating value: Element) {
    self.count = count
    stride = (MemoryLayout<Element>.stride + 127) / 128 * 128
    base = .allocate(byteCount: max(1, count) * stride, alignment: 128)
    for part in 0..<count { (base + part * stride).initializeMemory(as: Element.self, to: value) }
  }

  /// Part `part`'s value, in place.
  @inlinable package func pointer(_ part: Int) -> UnsafeMutablePointer<Element> {
    (base + part * stride).assumingMemoryBound(to: Element.self)
  }

  @inlinable package subscript(part: Int) -> Element {
    unsafeAddress { UnsafePointer(pointer(part)) }
    nonmutating unsafeMutableAddress { pointer(part) }
  }

  /// Ends every slot's value and frees the slots.
  @inlinable package func deallocate() {
    for part in 0..<count { pointer(part).deinitialize(count: 1) }
    base.deallocate()
  }
}
