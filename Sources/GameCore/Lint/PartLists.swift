import PlistKit

/// A list and a picture memo for each part of a check run on several threads. Unchecked
/// because the guard is the partition: part `p` runs on one thread at a time (`Parts.run`) and
/// touches `lists[p]` and `memos[p]` only.
public final class PartLists: @unchecked Sendable {
  /// Each part's list, in place: `lists[part].add(…)`.
  public let lists: Lists
  /// Each part's memo of the pictures it has checked; nil each when there is no checker.
  public let memos: [PictureMemo?]

  /// A list and a memo for every part `Pack.checkEach(_:visit:)` may hand a model from.
  public convenience init(checker: (any PictureChecker)?) {
    self.init(count: PlistDocument.mostParts, checker: checker)
  }

  /// `count` empty lists, and a memo each of `checker`'s answers.
  public init(count: Int, checker: (any PictureChecker)?) {
    lists = Lists(slots: PartSlots(count: count, repeating: DiagnosticList()))
    memos = (0..<count).map { _ in checker.map(PictureMemo.init) }
  }

  /// Part `part`'s list, moved out (an empty one left): the joined list then holds the only
  /// reference to its problems, and moves their paths on in place.
  public func take(_ part: Int) -> DiagnosticList {
    let slot = lists.slots.pointer(part)
    let taken = slot.move()
    slot.initialize(to: DiagnosticList())
    return taken
  }

  deinit {
    lists.slots.deallocate()
  }

  /// The parts' lists, each in cache lines of its own (see `PartSlots`): a list is written
  /// back with each problem added, and lists side by side made the cores take turns. Raw
  /// storage, not an array: threads writing their own elements of one array would each claim
  /// the whole of it.
  public struct Lists: @unchecked Sendable {
    let slots: PartSlots<DiagnosticList>

    public subscript(part: Int) -> DiagnosticList {
      unsafeAddress { UnsafePointer(slots.pointer(part)) }
      nonmutating unsafeMutableAddress { slots.pointer(part) }
    }
  }
}
